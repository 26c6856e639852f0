/**
 * Annotations for the workflow run: unreadable evidence files as errors and
 * report warnings as warnings, each naming the file where there is one.
 * GitHub shows at most 10 of each kind per step, so at most 10 are sent.
 */
import type { Report } from '../comparison/report-schema.js'
import { visibleText } from '../render/markdown-escape.js'

/**
 * Annotation text: one line, invisible and direction-changing characters shown as code points.
 * Annotations are plain text (GitHub renders no Markdown, links, references or mentions in them),
 * and `@actions/core` escapes the command data, so nothing else needs escaping.
 */
function plain(message: string): string {
  return visibleText(message)
}

/** The most annotations of one kind worth sending for one step. */
export const MAX_ANNOTATIONS = 10

/** One annotation line. */
export interface Annotation {
  level: 'error' | 'warning'
  message: string
}

/** Annotations for `report`: unreadable files (errors) first, then warnings of severity `warning`. */
export function reportAnnotations(report: Report): Annotation[] {
  const errors: Annotation[] = []
  for (const c of report.configurations) {
    for (const gap of c.gaps) {
      if (gap.reason !== 'result_unreadable' && gap.reason !== 'record_unreadable') continue
      for (const e of gap.examples) {
        const where = [e.artifact === null ? null : `artifact ${e.artifact}`, e.file, e.line === null ? null : `line ${e.line}`]
          .filter((p) => p !== null)
          .join(', ')
        errors.push({ level: 'error', message: `${gap.reason}: ${where}: ${e.detail ?? 'unreadable'} (attempt ${e.attempt})` })
      }
    }
  }
  for (const d of report.diagnostics) errors.push({ level: 'error', message: `${d.code}: ${d.message}` })
  // Top-level diagnostics were annotated as errors above; their aggregated warnings would repeat them.
  const annotated = new Set(report.diagnostics.map((d) => d.code))
  const warnings: Annotation[] = report.warnings
    .filter((w) => w.severity === 'warning' && !annotated.has(w.code))
    .map((w) => ({ level: 'warning', message: `[${w.code}] ${w.message}${w.file ? ` (${w.file}${w.line ? `:${w.line}` : ''})` : ''}` }))
  return [...errors.slice(0, MAX_ANNOTATIONS), ...warnings.slice(0, MAX_ANNOTATIONS)].map((a) => ({ ...a, message: plain(a.message) }))
}
