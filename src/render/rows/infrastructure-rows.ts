/**
 * The share of attempts that ran to a verdict without a failure that is not
 * the agent's (report `configurations[].infrastructure` and
 * `comparisons[].infrastructure`; src/comparison/figures/infrastructure.ts) as plain
 * text, and the first screen's line when it differs between configurations:
 * a pass fraction over attempts that never reached the agent mixes the
 * infrastructure with the agent, so the reader sees it before the pass
 * fractions are read.
 */
import type { Comparison, InfrastructureBlock, IntervalReport, Report } from '../../comparison/report/report-schema.js'
import { formatP, formatPp } from '../../comparison/statistics/number-format.js'
import { listSome } from '../../comparison/input/keys.js'
import { formatCount, formatPercent, formatPlural } from '../format.js'
import { codeSpan, escapeInline } from '../text-safety/markdown-escape.js'

/**
 * `48 of 50 attempts to be judged (96.0%, 95 % CI 86.3% to 99.5%)`, with `of 60 listed` when some listed attempts are
 * not to be judged: the share with its interval, or why there is none.
 */
export function shareText(i: InfrastructureBlock): string {
  if (i.share === null) return `n/a — ${i.reason ?? 'unknown'}`
  const s = i.share
  const ci =
    s.low === null || s.high === null
      ? `; no interval: ${s.reason ?? 'unknown'}`
      : `, 95 % CI ${formatPercent(s.low)} to ${formatPercent(s.high)}`
  const listed = i.attempts < i.listed ? ` of ${formatCount(i.listed)} listed` : ''
  return `${formatCount(i.ran)} of ${formatPlural(i.attempts, 'attempt')} to be judged${listed} (${formatPercent(s.estimate)}${ci})`
}

/** `6 did not run cleanly, 2 of them missing; 1 with a failure of unknown class, not counted (up to 87.5% if the agent's)`; or ''. */
function breakdownText(i: InfrastructureBlock, examples: boolean): string {
  const parts: string[] = []
  if (i.did_not_run > 0) {
    const missing = i.missing === 0 ? '' : i.missing === i.did_not_run ? ', all missing' : `, ${formatCount(i.missing)} of them missing`
    const named = examples ? ` (${listSome(i.examples.did_not_run)})` : ''
    parts.push(`${formatCount(i.did_not_run)} did not run cleanly${missing}${named}`)
  }
  if (i.unclassified > 0) {
    const named = examples ? `${listSome(i.examples.unclassified)}; ` : ''
    const upper = i.share_upper === null ? 'n/a' : formatPercent(i.share_upper)
    parts.push(`${formatCount(i.unclassified)} with a failure of unknown class, not counted (${named}up to ${upper} if the agent's)`)
  }
  return parts.join('; ')
}

/** The configuration table's value: the share, then how many did not run cleanly (with examples) and how many failed of unknown class. */
export function infrastructureValue(i: InfrastructureBlock): string {
  const more = breakdownText(i, true)
  return more === '' ? shareText(i) : `${shareText(i)}; ${more}`
}

/**
 * The paired difference of the share: `-12.0 pp (95 % CI …, 6 tasks; McNemar exact, two-sided p 0.031): distinguishable
 * from noise`, and the same counting failures of unknown class as ran when there are any; or why there is none.
 */
export function infrastructureDifferenceText(d: NonNullable<Comparison['infrastructure']>): string {
  const i = d.difference
  if (i === null) return `not comparable: ${d.reason ?? 'unknown'}`
  const text = (x: IntervalReport, test: NonNullable<Comparison['infrastructure']>['test'], distinguishable: boolean | null): string => {
    if (x.low === null || x.high === null)
      return `${formatPp(x.estimate)} over ${formatPlural(d.tasks, 'task')}; no interval: ${x.reason ?? 'unknown'}`
    const t = test?.method === 'mcnemar_exact' ? `; McNemar exact, two-sided p ${formatP(test.p_two_sided)}` : ''
    const verdict = distinguishable ? 'distinguishable from noise' : 'not distinguishable from noise'
    return `${formatPp(x.estimate)} (95 % CI ${formatPp(x.low)} to ${formatPp(x.high)}, ${formatPlural(d.tasks, 'task')}${t}): ${verdict}`
  }
  const upper =
    d.upper === null || d.upper.difference === null
      ? ''
      : `; counting the candidate's failures of unknown class as ran: ${text(d.upper.difference, d.upper.test ?? null, d.upper.distinguishable)}`
  return `${text(i, d.test, d.distinguishable)}${upper}`
}

/**
 * Whether the first screen speaks of the shares: over the attempts with evidence (missing attempts are named in the
 * verdict paragraph already), the shares of some two configurations differ, or some configuration has failures of
 * unknown class while the shares differ.
 */
export function sharesDiffer(report: Pick<Report, 'configurations'>): boolean {
  const blocks = report.configurations.flatMap((c) => (c.infrastructure === undefined ? [] : [c.infrastructure]))
  const over = (i: InfrastructureBlock, ran: number): number | null =>
    i.attempts - i.missing === 0 ? null : ran / (i.attempts - i.missing)
  if (new Set(blocks.map((i) => over(i, i.ran))).size > 1) return true
  if (new Set(blocks.map((i) => over(i, i.ran + i.unclassified))).size > 1) return true
  return blocks.some((i) => i.unclassified > 0) && new Set(blocks.map((i) => i.share?.estimate ?? null)).size > 1
}

/**
 * The first screen's line (comment and job summary) when {@link sharesDiffer}: each configuration's share with what
 * did not run, and each comparison's paired difference. Follows a blank line; none otherwise.
 */
export function infrastructureLines(report: Report): string[] {
  if (!sharesDiffer(report)) return []
  const sides = report.configurations
    .filter((c) => c.infrastructure !== undefined)
    .map((c) => {
      const more = breakdownText(c.infrastructure!, false)
      return `${codeSpan(c.id, 'prose')} ${escapeInline(more === '' ? shareText(c.infrastructure!) : `${shareText(c.infrastructure!)}: ${more}`)}`
    })
  const diffs = report.comparisons
    .filter((c) => c.infrastructure !== undefined)
    .map(
      (c) =>
        `${codeSpan(c.baseline, 'prose')} → ${codeSpan(c.candidate, 'prose')} ${escapeInline(infrastructureDifferenceText(c.infrastructure!))}`
    )
  return [
    '',
    `**Ran to a verdict** without a failure that is not the agent's (a pass fraction over the rest mixes the infrastructure with the agent): ${sides.join(' · ')}${diffs.length > 0 ? `; ${diffs.join(' · ')}` : ''}.`
  ]
}
