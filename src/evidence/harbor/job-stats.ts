/**
 * Harbor's job `result.json` (`JobResult`) cross-checked against its
 * trials. Harbor's `stats.evals[key].metrics[].mean` counts a trial with no
 * reward as 0; the comparison never uses it. The mean is recomputed over
 * the trials that have the primary reward, and where Harbor's figure
 * disagrees a `harbor_job_mean_differs` diagnostic names both. Naive
 * job timestamps are flagged `timestamp_without_offset`.
 */
import path from 'node:path'
import { timestampMs } from '../timestamps.js'
import type { Diagnostic } from '../types.js'
import { asObject, numberOrNull, readJsonFile } from './json-file.js'
import type { TrialResultEvidence } from './trial-result.js'

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

/**
 * Harbor's job-level trial counts against what was found: `n_total_trials`
 * against the trial folders, `stats.n_trials` (trials that finished) against
 * the trials with a readable result. One `harbor_job_trials_differ` per
 * disagreement. `folders` null = not counted (skip the first check).
 */
function trialCounts(job: Record<string, unknown>, display: string, folders: number | null, withResult: number): Diagnostic[] {
  const out: Diagnostic[] = []
  const total = numberOrNull(job.n_total_trials)
  if (total !== null && folders !== null && total !== folders) {
    const gap = total > folders ? `${total - folders} not found` : `${folders - total} more than it counts`
    out.push({ code: 'harbor_job_trials_differ', message: `the job's result.json counts ${total} trials (n_total_trials); ${folders} trial folders found (${gap})`, file: display, json_path: '$.n_total_trials' })
  }
  const done = numberOrNull(asObject(job.stats)?.n_trials)
  if (done !== null && done !== withResult) {
    out.push({ code: 'harbor_job_trials_differ', message: `the job's result.json counts ${done} finished trials (stats.n_trials); ${withResult} trial results read`, file: display, json_path: '$.stats.n_trials' })
  }
  return out
}

/**
 * Check `<jobDir>/result.json` (shown as `display`) against the job's
 * trials: timestamps, trial counts ({@link trialCounts}; `folders` = trial
 * folders found, null when not counted) and Harbor's mean reward.
 */
export async function checkJobResult(jobDir: string, display: string, trials: readonly JobTrial[], folders: number | null = null): Promise<Diagnostic[]> {
  const read = await readJsonFile(path.join(jobDir, 'result.json'))
  if (read.state === 'missing') return []
  if (read.state === 'unreadable') return [{ code: 'harbor_job_result_unreadable', message: read.reason, file: display }]
  const job = asObject(read.value)
  if (job === null) return [{ code: 'harbor_job_result_unreadable', message: 'not a JSON object', file: display }]
  const out: Diagnostic[] = []
  for (const k of ['started_at', 'finished_at'] as const) {
    const v = job[k]
    if (typeof v === 'string') timestampMs(v, `$.${k}`, out, { file: display })
  }
  const counts = trialCounts(job, display, folders, trials.length)
  out.push(...counts)
  const total = numberOrNull(job.n_total_trials)
  const why = total !== null && folders !== null && total !== folders
    ? `Harbor's mean covers its ${total} trials (n_total_trials), ${folders} found here, and counts a missing reward as 0`
    : 'Harbor counts a missing reward as 0'
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
      message: `Harbor reports mean reward ${fmt(harborMean)} for ${key}; recomputed over ${rewards.length} of ${mine.length} trial(s) with a reward: ${fmt(mean)} (${why})`,
      file: display,
      json_path: `$.stats.evals[${JSON.stringify(key)}].metrics[0].mean`
    })
  }
  return out
}
