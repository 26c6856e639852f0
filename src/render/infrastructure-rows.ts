/**
 * The share of attempts that ran to a verdict without a failure that is not
 * the agent's (report `configurations[].infrastructure` and
 * `comparisons[].infrastructure`; src/comparison/infrastructure.ts) as plain
 * text, and the first screen's line when it differs between configurations:
 * a pass fraction over attempts that never reached the agent mixes the
 * infrastructure with the agent, so the reader sees it before the pass
 * fractions are read.
 */
import type { Comparison, InfrastructureBlock, Report } from '../comparison/report-schema.js'
import { formatP, formatPp } from '../comparison/regression-gate.js'
import { listSome } from '../comparison/keys.js'
import { formatCount, formatPercent, formatPlural } from './format.js'
import { codeSpan, escapeInline } from './markdown-escape.js'

/** `48 of 50 attempts to be judged (96.0%, 95 % CI 86.3% to 99.5%)`: the share with its interval, or why there is none. */
export function shareText(i: InfrastructureBlock): string {
  if (i.share === null) return `n/a — ${i.reason ?? 'unknown'}`
  const s = i.share
  const ci =
    s.low === null || s.high === null
      ? `; no interval: ${s.reason ?? 'unknown'}`
      : `, 95 % CI ${formatPercent(s.low)} to ${formatPercent(s.high)}`
  return `${formatCount(i.ran)} of ${formatPlural(i.attempts, 'attempt')} to be judged (${formatPercent(s.estimate)}${ci})`
}

/**
 * The configuration table's value: the share, then how many did not run (with examples) and how many ran with a
 * failure of unknown class (and the share were those the agent's).
 */
export function infrastructureValue(i: InfrastructureBlock): string {
  const parts = [shareText(i)]
  if (i.did_not_run > 0) {
    const missing = i.missing === 0 ? '' : i.missing === i.did_not_run ? ', all missing' : `, ${formatCount(i.missing)} of them missing`
    parts.push(`${formatCount(i.did_not_run)} did not run to a verdict${missing} (${listSome(i.examples.did_not_run)})`)
  }
  if (i.unclassified > 0)
    parts.push(
      `${formatCount(i.unclassified)} ran with a failure of unknown class, not counted (${listSome(i.examples.unclassified)}; up to ${formatPercent(i.share_upper ?? 0)} if the agent's)`
    )
  return parts.join('; ')
}

/** The paired difference of the share: `-12.0 pp (95 % CI …, 6 tasks; McNemar exact, two-sided p 0.031): distinguishable …`, or why not. */
export function infrastructureDifferenceText(d: NonNullable<Comparison['infrastructure']>): string {
  const i = d.difference
  if (i === null) return `not comparable: ${d.reason ?? 'unknown'}`
  if (i.low === null || i.high === null)
    return `${formatPp(i.estimate)} over ${formatPlural(d.tasks, 'task')}; no interval: ${i.reason ?? 'unknown'}`
  const test = d.test?.method === 'mcnemar_exact' ? `; McNemar exact, two-sided p ${formatP(d.test.p_two_sided)}` : ''
  const verdict = d.distinguishable ? 'distinguishable from noise' : 'not distinguishable from noise'
  return `${formatPp(i.estimate)} (95 % CI ${formatPp(i.low)} to ${formatPp(i.high)}, ${formatPlural(d.tasks, 'task')}${test}): ${verdict}`
}

/**
 * Whether the first screen speaks of the shares: they differ (one has none, or they are not equal) and some attempt
 * with evidence did not run to a verdict or ran with a failure of unknown class (missing attempts alone are named in
 * the verdict paragraph already).
 */
export function sharesDiffer(report: Pick<Report, 'configurations'>): boolean {
  const beyondMissing = report.configurations.some((c) => {
    const i = c.infrastructure
    return i !== undefined && (i.did_not_run > i.missing || i.unclassified > 0)
  })
  if (!beyondMissing) return false
  const shares = report.configurations.filter((c) => c.infrastructure !== undefined).map((c) => c.infrastructure!.share?.estimate ?? null)
  return new Set(shares).size > 1
}

/**
 * The first screen's line (comment and job summary) when the shares differ: each configuration's share, and each
 * comparison's paired difference. Follows a blank line; none when the shares agree.
 */
export function infrastructureLines(report: Report): string[] {
  if (!sharesDiffer(report)) return []
  const sides = report.configurations
    .filter((c) => c.infrastructure !== undefined)
    .map((c) => `${codeSpan(c.id)} ${escapeInline(shareText(c.infrastructure!))}`)
  const diffs = report.comparisons
    .filter((c) => c.infrastructure !== undefined)
    .map((c) => `${codeSpan(c.baseline)} → ${codeSpan(c.candidate)} ${escapeInline(infrastructureDifferenceText(c.infrastructure!))}`)
  return [
    '',
    `**Ran to a verdict** without a failure that is not the agent's (a pass fraction over the rest mixes the infrastructure with the agent): ${sides.join(' · ')}${diffs.length > 0 ? `; ${diffs.join(' · ')}` : ''}.`
  ]
}
