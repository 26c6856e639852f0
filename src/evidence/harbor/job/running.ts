/**
 * A Harbor job still running: its job `result.json` counts running or
 * pending trials (`job-stats.ts`). Its attempts without a result — a trial
 * folder without `result.json` (running), an expected trial with no folder
 * (`inventory.ts`, not started) — are unfinished, not missing: each carries
 * a `harbor_job_unfinished` diagnostic in place of its
 * `harbor_trial_without_result` / `harbor_trial_absent`, and the
 * comparison counts it under the gap `attempt_unfinished`. A finished (or
 * only cancelled) job's attempts without a result stay missing.
 */
import type { AttemptInput } from '../../attempt-input.js'
import type { Diagnostic } from '../../types.js'

/** The diagnostics an attempt of a running job carries in place of these: it is unfinished, not missing. */
const RUNNING_REPLACES: ReadonlySet<string> = new Set(['harbor_trial_without_result', 'harbor_trial_absent'])

/**
 * Marks the missing attempts of job `job` (its folder name) in `attempts` as unfinished, in place, when `running`
 * (what the job's `result.json` counts as running and pending, {@link JobResultCheck.running}) is not null: each missing
 * attempt whose only absence is a trial without `result.json` or a trial not there gets, in place of that diagnostic,
 * a `harbor_job_unfinished` one naming the job and its counts (same file). An attempt that is unreadable
 * (`harbor_trial_unreadable`) is left as it is. Returns how many attempts were marked.
 */
export function markUnfinished(attempts: readonly AttemptInput[], job: string, running: string | null): number {
  if (running === null) return 0
  let marked = 0
  for (const a of attempts) {
    if (!a.missing) continue
    const i = a.diagnostics.findIndex((d) => RUNNING_REPLACES.has(d.code))
    if (i < 0) continue
    const was = a.diagnostics[i]!
    const what =
      was.code === 'harbor_trial_absent'
        ? `not started (no trial folder yet; its attempt id is a placeholder): ${was.message}`
        : 'still running: its trial folder has no result.json yet'
    const d: Diagnostic = {
      code: 'harbor_job_unfinished',
      message: `${what}; job ${job} has not finished (its result.json counts ${running})`,
      ...(was.file === undefined ? {} : { file: was.file })
    }
    a.diagnostics[i] = d
    marked++
  }
  return marked
}
