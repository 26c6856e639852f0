/**
 * Why a configuration's sums are lower bounds though every request reported
 * them: the causes it has, each counted, for warnings and delta reasons.
 */
import type { ConfigurationAnalysis } from './configuration.js'
import { plural } from '../input/keys.js'
import type { ConfigurationReport } from '../report/report-schema.js'

/**
 * The listed attempts of a configuration whose evidence was there but unreadable or invalid (gap
 * `attempt_unreadable`, tally/gaps.ts): `count` of them (all among `attempts.missing`), the attempt keys of the
 * examples (at most 5, smallest first) and the first example's problem (file, JSON path, what was wrong); null when
 * there are none.
 */
export function unreadableAttempts(r: Pick<ConfigurationReport, 'gaps'>): { count: number; keys: string[]; first: string } | null {
  const gap = r.gaps.find((g) => g.reason === 'attempt_unreadable')
  if (gap === undefined || gap.count === 0) return null
  const keys = gap.examples.map((e) => e.attempt).filter((k): k is string => k !== null)
  return { count: gap.count, keys, first: gap.examples[0]?.detail ?? 'unreadable' }
}

/**
 * The listed attempts of a configuration whose job is still running (gap `attempt_unfinished`, tally/gaps.ts): `count`
 * of them (all among `attempts.missing`), the attempt keys of the examples (at most 5, smallest first; internal keys,
 * a trial not started has a placeholder id: never shown on the first screen) and the jobs they belong to (the first
 * segment of each example's file, the job folder's name; distinct, in order); null when there are none.
 */
export function unfinishedAttempts(r: Pick<ConfigurationReport, 'gaps'>): { count: number; keys: string[]; jobs: string[] } | null {
  const gap = r.gaps.find((g) => g.reason === 'attempt_unfinished')
  if (gap === undefined || gap.count === 0) return null
  const keys = gap.examples.map((e) => e.attempt).filter((k): k is string => k !== null)
  const jobs = [...new Set(gap.examples.map((e) => e.file?.split('/')[0] ?? '').filter((j) => j !== ''))]
  return { count: gap.count, keys, jobs }
}

/**
 * `still running: 3 of 6 trials unfinished (job cand-job has not finished)`: what a configuration's unfinished
 * attempts ({@link unfinishedAttempts}) say on the first screen, `listed` its listed attempts (plain text).
 */
export function stillRunningText(u: { count: number; jobs: readonly string[] }, listed: number): string {
  const jobs =
    u.jobs.length === 0
      ? 'its job has not finished'
      : u.jobs.length === 1
        ? `job ${u.jobs[0]} has not finished`
        : `jobs ${u.jobs.join(', ')} have not finished`
  return `still running: ${u.count} of ${plural(listed, 'trial')} unfinished (${jobs})`
}

/**
 * The causes `c` has, each counted (`the attempt inventory is not verified`,
 * `1 request list is not verified`, `2 attempts are missing`, `2 attempts are
 * listed more than once`); `['the evidence is incomplete']` when none of them
 * applies. A declared-missing attempt is counted as missing (or unreadable,
 * {@link unreadableAttempts}, or unfinished, {@link unfinishedAttempts}),
 * never as an unverified request list.
 */
export function completenessCauses(c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  if (c.config.attempts_complete !== true) out.push('the attempt inventory is not verified')
  if (c.tally.listed === 0) out.push('no attempt is listed')
  const unverified = c.tally.unverified.listings
  if (unverified > 0) out.push(`${plural(unverified, 'request list')} ${unverified === 1 ? 'is' : 'are'} not verified`)
  const unreadable = unreadableAttempts(c.report)?.count ?? 0
  if (unreadable > 0) out.push(`${plural(unreadable, 'attempt')} ${unreadable === 1 ? 'is' : 'are'} unreadable`)
  const unfinished = unfinishedAttempts(c.report)?.count ?? 0
  if (unfinished > 0) out.push(`${plural(unfinished, 'attempt')} ${unfinished === 1 ? 'is' : 'are'} unfinished (still running)`)
  const missing = c.tally.missing.listings - unreadable - unfinished
  if (missing > 0) out.push(`${plural(missing, 'attempt')} ${missing === 1 ? 'is' : 'are'} missing`)
  const dups = c.duplicates.attempts
  if (dups > 0) out.push(`${plural(dups, 'attempt')} ${dups === 1 ? 'is' : 'are'} listed more than once`)
  return out.length > 0 ? out : ['the evidence is incomplete']
}
