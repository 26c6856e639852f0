/**
 * Artifact outcomes (action only): any artifact that was not downloaded
 * intact — a digest mismatch, a failed or expired download, a name pattern
 * that matched nothing — makes the evidence incomplete and is named.
 */
import type { ArtifactOutcome } from '../input/input.js'

const WHAT: Record<Exclude<ArtifactOutcome['status'], 'downloaded'>, string> = {
  digest_mismatch: 'digest mismatch: its files are not trusted and were not read',
  failed: 'download failed',
  not_found: 'no artifact matches this name pattern',
  wrong_run: 'listed for this run but belongs to another workflow run: refused, not downloaded'
}

/**
 * What a `not_found` outcome's error adds after `no artifact matches "<pattern>"` (src/github/artifacts.ts: the
 * file-named artifacts, with the remedy), or ''. Taken after that exact prefix, so a pattern holding `; ` is never
 * split.
 */
function hintOf(pattern: string, error: string | null): string {
  const prefix = `no artifact matches "${pattern}"`
  return error !== null && error.startsWith(prefix) ? error.slice(prefix.length) : ''
}

/** One sentence per artifact that is not intact, e.g. `artifact eval-candidate (this run): digest mismatch: …`. */
export function artifactProblems(artifacts: readonly ArtifactOutcome[]): string[] {
  const problems = artifacts
    .filter((a) => a.status !== 'downloaded')
    .map((a) => {
      const status = a.status as Exclude<ArtifactOutcome['status'], 'downloaded'>
      return `artifact ${a.name} (${a.run}): ${WHAT[status]}${a.error !== null && (status === 'failed' || status === 'wrong_run') ? ` (${a.error})` : ''}${status === 'not_found' ? hintOf(a.name, a.error) : ''}`
    })
  for (const a of artifacts) {
    const refused = a.refused ?? []
    if (refused.length > 0)
      problems.push(
        `artifact ${a.name} (${a.run}): ${refused.length} file${refused.length === 1 ? '' : 's'} refused (${refused[0].file}: ${refused[0].reason}${refused.length > 1 ? ', …' : ''})`
      )
  }
  return problems
}
