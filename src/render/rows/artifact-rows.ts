/**
 * The workflow artifacts the action downloaded (`report.artifacts`), as
 * plain text for the text output and plain cells for the Markdown tables.
 * Empty for the CLI on local evidence, and then nothing is shown.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { formatBytes, formatCount, formatCounts, formatPlural } from '../format.js'

type Artifact = Report['artifacts'][number]

/** Header of {@link artifactCells}. */
export const ARTIFACT_HEADER = ['artifact', 'run', 'status', 'size', 'digest', 'error']

/** One artifact as plain cells: name, run, status, size, digest, error. */
export function artifactCells(a: Artifact): string[] {
  return [
    a.name,
    a.run,
    a.status.replace('_', ' '),
    a.size_bytes === null ? 'unknown' : formatBytes(a.size_bytes),
    a.digest ?? 'none',
    a.error ?? ''
  ]
}

/** One artifact as a line: `name (run 123): downloaded · size 1.5 MiB · digest sha256:… — error`. */
export function artifactText(a: Artifact): string {
  const [name, run, status, size, digest, error] = artifactCells(a)
  return `${name} (run ${run}): ${status} · size ${size} · digest ${digest}${error ? ` — ${error}` : ''}`
}

/**
 * `4 artifacts: downloaded ×3 · failed ×1`, or null when there are none
 * (local evidence).
 */
export function artifactsSummaryText(report: Report): string | null {
  if (report.artifacts.length === 0) return null
  const counts: Record<string, number> = {}
  for (const a of report.artifacts) counts[a.status.replace('_', ' ')] = (counts[a.status.replace('_', ' ')] ?? 0) + 1
  return `${formatPlural(report.artifacts.length, 'artifact')}: ${formatCounts(counts)}`
}

/** Whether any artifact was not downloaded intact (the comment mentions it). */
export function someArtifactFailed(report: Report): boolean {
  return report.artifacts.some((a) => a.status !== 'downloaded')
}

/** Count of artifacts not downloaded intact. */
export function failedArtifactCount(report: Report): string {
  return formatCount(report.artifacts.filter((a) => a.status !== 'downloaded').length)
}
