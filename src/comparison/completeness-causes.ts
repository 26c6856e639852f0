/**
 * Why a configuration's sums are lower bounds though every request reported
 * them: the causes it has, each counted, for warnings and delta reasons.
 */
import type { ConfigurationAnalysis } from './configuration.js'
import { plural } from './keys.js'
import type { ConfigurationReport } from './report-schema.js'

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
 * The causes `c` has, each counted (`the attempt inventory is not verified`,
 * `1 request list is not verified`, `2 attempts are missing`, `2 attempts are
 * listed more than once`); `['the evidence is incomplete']` when none of them
 * applies. A declared-missing attempt is counted as missing (or unreadable,
 * {@link unreadableAttempts}), never as an unverified request list.
 */
export function completenessCauses(c: ConfigurationAnalysis): string[] {
  const out: string[] = []
  if (c.config.attempts_complete !== true) out.push('the attempt inventory is not verified')
  if (c.tally.listed === 0) out.push('no attempt is listed')
  const unverified = c.tally.unverified.listings
  if (unverified > 0) out.push(`${plural(unverified, 'request list')} ${unverified === 1 ? 'is' : 'are'} not verified`)
  const unreadable = unreadableAttempts(c.report)?.count ?? 0
  if (unreadable > 0) out.push(`${plural(unreadable, 'attempt')} ${unreadable === 1 ? 'is' : 'are'} unreadable`)
  const missing = c.tally.missing.listings - unreadable
  if (missing > 0) out.push(`${plural(missing, 'attempt')} ${missing === 1 ? 'is' : 'are'} missing`)
  const dups = c.duplicates.attempts
  if (dups > 0) out.push(`${plural(dups, 'attempt')} ${dups === 1 ? 'is' : 'are'} listed more than once`)
  return out.length > 0 ? out : ['the evidence is incomplete']
}
