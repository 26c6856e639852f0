/**
 * Harbor's job `result.json` (`JobResult`) cross-checked against its
 * trials. Harbor's `stats.evals[key].metrics[].mean` counts a trial with no
 * reward as 0; the comparison never uses it. The mean is recomputed over
 * the trials that have the primary reward, and where Harbor's figure
 * disagrees a `harbor_job_mean_differs` diagnostic names both. Naive
 * job timestamps (Harbor 0.21 writes the job's `started_at`/`finished_at`
 * without an offset) are a notice, `harbor_job_timestamp_without_offset`:
 * no figure uses the job's own times, so they leave nothing unknown (a
 * trial's naive times, which make its duration unknown, stay the warning
 * `timestamp_without_offset`).
 */
import path from 'node:path'
import { timestampMs } from '../../timestamps.js'
import type { Diagnostic } from '../../types.js'
import { asObject, numberOrNull, readJsonFile } from '../json-file.js'
import type { TrialResultEvidence } from '../trial/trial-result.js'
import type { RootedOpener } from '../../files/paths.js'

/** A trial as the job check sees it: the result and its primary reward (null = none). */
export interface JobTrial {
  trial: TrialResultEvidence
  primary_reward: number | null
}

/** Harbor's evals key `agent__model__dataset` (0.1.x replaced `/` by `-`). */
function evalKeys(t: TrialResultEvidence): string[] {
  const agent = t.agent_info.name ?? t.agent.name ?? ''
  const parts = [agent, t.agent_info.model_name, t.source].filter((p): p is string => p !== null && p !== '')
  const withoutModel = [agent, t.source].filter((p): p is string => p !== null && p !== '')
  const keys = [parts.join('__'), withoutModel.join('__')]
  return [...keys, ...keys.map((k) => k.replace(/\//g, '-'))]
}

function fmt(v: number | null): string {
  return v === null ? 'none' : String(Number(v.toFixed(6)))
}

/** Trial counts of a job `result.json`: Harbor 0.13+ (`stats.n_*_trials`) and 0.1.x (`stats.n_trials`). */
const STATE_COUNTS = ['n_completed_trials', 'n_errored_trials', 'n_cancelled_trials', 'n_running_trials', 'n_pending_trials'] as const

/** What the trials found say, for the job counts' cross-check. */
export interface FoundTrials {
  /** Trial folders found (null = not counted: a single trial folder was given). */
  folders: number | null
  /** Trials with a readable result. */
  with_result: number
  /** Trials with a result whose `exception_info` is set (Harbor's `n_errored_trials` counts these, cancelled ones included). */
  with_exception: number
  /** Trials with a result whose exception is `CancelledError`. */
  cancelled: number
}

/**
 * Harbor's job-level trial counts against what was found: `n_total_trials`
 * against the trial folders (a pending trial has none yet: up to
 * `n_pending_trials` fewer is no difference); `stats.n_trials` (0.1.x: trials that finished)
 * or `stats.n_completed_trials` (0.13+) against the trials with a readable
 * result; `n_errored_trials` against those with an exception;
 * `n_cancelled_trials` against those whose exception is `CancelledError`.
 * One `harbor_job_trials_differ` per disagreement. `unfinished` names the
 * cancelled, running and pending counts the job reports when any is above 0
 * (`harbor_job_unfinished`): the job did not finish.
 */
function trialCounts(
  job: Record<string, unknown>,
  display: string,
  found: FoundTrials
): { diagnostics: Diagnostic[]; unfinished: boolean; running: string | null } {
  const out: Diagnostic[] = []
  const stats = asObject(job.stats)
  const differ = (json_path: string, message: string): void => {
    out.push({ code: 'harbor_job_trials_differ', message, file: display, json_path })
  }
  const total = numberOrNull(job.n_total_trials)
  // A job still running has no folder yet for a pending trial: up to n_pending_trials fewer folders is no difference.
  const notStarted = numberOrNull(stats?.n_pending_trials) ?? 0
  const short = total !== null && found.folders !== null ? total - found.folders : 0
  if (total !== null && found.folders !== null && total !== found.folders && !(short > 0 && short <= notStarted)) {
    const gap = total > found.folders ? `${total - found.folders} not found` : `${found.folders - total} more than it counts`
    differ(
      '$.n_total_trials',
      `the job's result.json counts ${total} trials (n_total_trials); ${found.folders} trial folders found (${gap})`
    )
  }
  const done = numberOrNull(stats?.n_trials)
  if (done !== null && done !== found.with_result)
    differ(
      '$.stats.n_trials',
      `the job's result.json counts ${done} finished trials (stats.n_trials); ${found.with_result} trial results read`
    )
  const counts = Object.fromEntries(STATE_COUNTS.map((k) => [k, numberOrNull(stats?.[k])])) as Record<
    (typeof STATE_COUNTS)[number],
    number | null
  >
  const completed = counts.n_completed_trials
  if (done === null && completed !== null && completed !== found.with_result)
    differ(
      '$.stats.n_completed_trials',
      `the job's result.json counts ${completed} completed trials (stats.n_completed_trials); ${found.with_result} trial results read`
    )
  if (counts.n_errored_trials !== null && counts.n_errored_trials !== found.with_exception)
    differ(
      '$.stats.n_errored_trials',
      `the job's result.json counts ${counts.n_errored_trials} errored trials (stats.n_errored_trials); ${found.with_exception} trial results read record an exception`
    )
  if (counts.n_cancelled_trials !== null && counts.n_cancelled_trials !== found.cancelled)
    differ(
      '$.stats.n_cancelled_trials',
      `the job's result.json counts ${counts.n_cancelled_trials} cancelled trials (stats.n_cancelled_trials); ${found.cancelled} trial results read record CancelledError`
    )
  const cancelled = Math.max(counts.n_cancelled_trials ?? 0, found.cancelled)
  const running = counts.n_running_trials ?? 0
  const pending = counts.n_pending_trials ?? 0
  const unfinished = cancelled > 0 || running > 0 || pending > 0
  if (unfinished) {
    const n = (v: number | null): string => (v === null ? 'unknown' : String(v))
    const retries = numberOrNull(stats?.n_retries)
    out.push({
      code: 'harbor_job_unfinished',
      message: `the job did not finish: ${cancelled} cancelled, ${running} running, ${pending} pending of ${n(total)} trials (n_total_trials; ${n(completed)} completed, ${n(counts.n_errored_trials)} errored, ${n(retries)} retries); ${running > 0 || pending > 0 ? 'its trials not finished are attempts still running' : 'its attempt inventory is not complete'}`,
      file: display,
      json_path: '$.stats'
    })
  }
  const runningNote =
    running > 0 || pending > 0 ? `${running} running, ${pending} pending of ${total === null ? 'unknown' : total} trials` : null
  return { diagnostics: out, unfinished, running: runningNote }
}

/** Result of {@link checkJobResult}: findings, and whether the job reports unfinished trials. */
export interface JobResultCheck {
  diagnostics: Diagnostic[]
  /** The job counts cancelled, running or pending trials (or a trial read was cancelled): its inventory is not complete. */
  unfinished: boolean
  /**
   * What the job's `result.json` counts as still running when it counts running or pending trials
   * (`stats.n_running_trials` / `n_pending_trials` above 0): `1 running, 2 pending of 6 trials` (`unknown` for a
   * total it does not give); null when it counts none (a finished, or only cancelled, job) or there is no job result.
   */
  running: string | null
}

/**
 * Check `<jobDir>/result.json` (shown as `display`) against the job's
 * trials: timestamps, trial counts ({@link trialCounts}; `folders` = trial
 * folders found, null when not counted) and Harbor's mean reward. A trial
 * read as cancelled makes the job unfinished even without a job result. The
 * file is opened through `open`.
 */
/**
 * The job's id: its `result.json` `id` (Harbor writes the same id into each of its trials' `config.job_id`); null
 * when the file is absent, unreadable or has no string `id` (then no trial can be told to be another job's).
 */
export async function readJobId(jobDir: string, open: RootedOpener): Promise<string | null> {
  const read = await readJsonFile(await open(path.join(jobDir, 'result.json')))
  if (read.state !== 'read') return null
  const id = asObject(read.value)?.id
  return typeof id === 'string' && id !== '' ? id : null
}

export async function checkJobResult(
  jobDir: string,
  display: string,
  trials: readonly JobTrial[],
  folders: number | null,
  open: RootedOpener
): Promise<JobResultCheck> {
  const found: FoundTrials = {
    folders,
    with_result: trials.length,
    with_exception: trials.filter((t) => t.trial.exception !== null).length,
    cancelled: trials.filter((t) => t.trial.exception?.type === 'CancelledError').length
  }
  const read = await readJsonFile(await open(path.join(jobDir, 'result.json')))
  const bare = (d: Diagnostic[]): JobResultCheck => {
    if (found.cancelled > 0)
      d.push({
        code: 'harbor_job_unfinished',
        message: `the job did not finish: ${found.cancelled} of ${found.with_result} trial results read record CancelledError (no job result.json counts); its attempt inventory is not complete`,
        file: display
      })
    return { diagnostics: d, unfinished: found.cancelled > 0, running: null }
  }
  if (read.state === 'missing') return bare([])
  if (read.state === 'unreadable') return bare([{ code: 'harbor_job_result_unreadable', message: read.reason, file: display }])
  const job = asObject(read.value)
  if (job === null) return bare([{ code: 'harbor_job_result_unreadable', message: 'not a JSON object', file: display }])
  const out: Diagnostic[] = []
  for (const k of ['started_at', 'finished_at'] as const) {
    const v = job[k]
    if (typeof v !== 'string') continue
    const stamp: Diagnostic[] = []
    timestampMs(v, `$.${k}`, stamp, { file: display })
    for (const d of stamp)
      out.push(
        d.code === 'timestamp_without_offset'
          ? { ...d, code: 'harbor_job_timestamp_without_offset', message: `${d.message}; no figure uses the job's own times` }
          : d
      )
  }
  const counts = trialCounts(job, display, found)
  out.push(...counts.diagnostics)
  const total = numberOrNull(job.n_total_trials)
  // What can make the two means differ, each named only when the files show it.
  const why = (mine: readonly JobTrial[], rewarded: number): string => {
    const causes: string[] = []
    if (total !== null && folders !== null && total !== folders)
      causes.push(`Harbor's mean covers its ${total} trials (n_total_trials), ${folders} trial folders found here`)
    const unread = folders === null ? 0 : folders - found.with_result
    if (unread > 0)
      causes.push(
        `${unread} trial ${unread === 1 ? 'folder has' : 'folders have'} no readable result.json, so ${unread === 1 ? 'its reward is' : 'their rewards are'} not here`
      )
    const noReward = mine.length - rewarded
    if (noReward > 0) causes.push(`${noReward} trial ${noReward === 1 ? 'result has' : 'results have'} no reward, which Harbor counts as 0`)
    return causes.length === 0 ? 'no missing trial or reward explains it' : causes.join('; ')
  }
  const evals = asObject(asObject(job.stats)?.evals) ?? {}
  const entries = Object.entries(evals)
  for (const [key, value] of entries) {
    const metrics = asObject(value)?.metrics
    const harborMean = Array.isArray(metrics) ? numberOrNull(asObject(metrics[0])?.mean) : null
    if (harborMean === null) continue
    const mine = entries.length === 1 ? trials : trials.filter((t) => evalKeys(t.trial).includes(key))
    const rewards = mine.map((t) => t.primary_reward).filter((r): r is number => r !== null)
    const mean = rewards.length === 0 ? null : rewards.reduce((a, b) => a + b, 0) / rewards.length
    if (mean !== null && Math.abs(mean - harborMean) <= 1e-9) continue
    out.push({
      code: 'harbor_job_mean_differs',
      message: `Harbor reports mean reward ${fmt(harborMean)} for ${key}; recomputed over ${rewards.length} of ${mine.length} trial(s) with a reward: ${fmt(mean)} (${why(mine, rewards.length)})`,
      file: display,
      json_path: `$.stats.evals[${JSON.stringify(key)}].metrics[0].mean`
    })
  }
  return { diagnostics: out, unfinished: counts.unfinished, running: counts.running }
}
