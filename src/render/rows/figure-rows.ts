/**
 * The figures of the side-by-side table, as a list of row definitions that
 * read the report: one row per figure, one cell per configuration (plain
 * text keeping its honesty marks: `≥`, coverage in parentheses, `unknown`)
 * and, when the report computes one, the figure's delta in each comparison.
 * Adding a figure is adding one entry to {@link FIGURE_ROWS}, e.g.
 *
 *     { label: 'tasks changed', value: () => '', delta: (cmp) => ({ text: …, note: null, same: false }), show: 'always' }
 *
 * (a row whose cells are all empty is left out, so a comparison-only figure
 * disappears when there is no comparison).
 */
import type {
  Comparison,
  ConfigurationReport,
  Delta,
  Distribution,
  MetricCoverage,
  Noise,
  Report,
  TimingDistribution
} from '../../comparison/report/report-schema.js'
import { signFlipFraction } from '../../comparison/statistics/exact-tests.js'
import { formatP, formatPp, formatPpSize } from '../../comparison/statistics/number-format.js'
import { inventoryLines } from './comparison-rows.js'
import { compactOutcomes } from './outcome-rows.js'
import {
  distributionCoverage,
  distributionValue,
  formatCount,
  formatCoverage,
  unverifiedList,
  formatDelta,
  formatDuration,
  formatMetric,
  formatPassFraction,
  formatUsd,
  formatCost,
  formatPlural,
  type DeltaKind,
  absentKinds,
  unfinishedCount,
  unreadableCount
} from '../format.js'

/**
 * A delta cell: the text shown and, when it needs one, a short reason given
 * as a footnote below the table (a withheld delta says why there).
 */
export interface DeltaCell {
  text: string
  note: string | null
  /** The delta says there is no difference (±0, inventories match): the row may be folded. */
  same: boolean
}

/**
 * The mark of a difference beyond noise (report `comparisons[].noise`, src/comparison/figures/noise.ts): `▲ worse`,
 * `▼ better` …, by the way `worse` runs (cost and tokens: `higher`; pass fraction: `lower`);
 * '' within noise or without an interval.
 */
export function noiseMark(side: Noise['side'] | undefined, worse: 'higher' | 'lower'): string {
  if (side !== 'higher' && side !== 'lower') return ''
  return `${side === 'higher' ? '▲' : '▼'} ${side === worse ? 'worse' : 'better'}`
}

/**
 * What decided a usage mark where every task moved alike (report `comparisons[].noise.*.test`, the exact
 * sign-flip test): `all 6 paired tasks moved the same way per attempt (no spread between tasks for an
 * interval); exact sign-flip test over the tasks, two-sided p 1/32 (0.0313): beyond noise at 5 %`, or why
 * it is not beyond noise (`the smallest p 5 tasks can give; 6 tasks moving alike would be`). Null without
 * the test or with no task that moved (the delta is ±0).
 */
export function signFlipNote(noise: Noise | undefined): string | null {
  const t = noise?.test
  if (t === null || t === undefined || t.tasks === 0) return null
  const p = `two-sided p ${signFlipFraction(t)} (${formatP(t.p_two_sided)})`
  const head = `all ${formatPlural(t.tasks, 'paired task')} moved the same way per attempt (no spread between tasks for an interval); exact sign-flip test over the tasks, ${p}`
  if (noise?.side === 'higher' || noise?.side === 'lower') return `${head}: beyond noise at 5 %`
  const smallest = t.p_two_sided <= t.smallest_p ? `, the smallest p ${formatPlural(t.tasks, 'task')} can give` : ''
  const more = t.p_two_sided <= t.smallest_p ? `; ${formatPlural(t.tasks + 1, 'task')} moving alike would be` : ''
  return `${head}${smallest}: not beyond noise at 5 %${more}`
}

/**
 * A report delta as a cell: the difference with its mark when beyond noise ({@link noiseMark}),
 * or `withheld` with the report's reason as the note; `note` (e.g. {@link signFlipNote}) explains
 * what decided the mark, or why there is none, when the interval could not.
 */
export function deltaCell(
  d: Delta,
  kind: DeltaKind,
  side: Noise['side'] | undefined,
  worse: 'higher' | 'lower',
  note: string | null = null
): DeltaCell {
  if (d.delta === null || d.reason !== null) return { text: 'withheld', note: d.reason ?? 'not comparable', same: false }
  const mark = noiseMark(side, worse)
  return { text: mark === '' ? formatDelta(d, kind) : `${formatDelta(d, kind)} ${mark}`, note, same: d.delta === 0 }
}

/** One row of the side-by-side table. */
export interface FigureRow {
  /** First-column label (plain text). */
  label: string
  /** The label for `report` when it depends on what the evidence has (`trials …` for Harbor); absent: `label`. */
  labelFor?: (report: Report) => string
  /** The configuration's cell (plain text), with coverage and lower-bound marks; `report` for figures outside the configuration block. */
  value: (c: ConfigurationReport, report: Report) => string
  /**
   * The figure's delta cell in comparison `cmp` (`names`: at most this many
   * names in a note), or null when the report computes none (cell left empty).
   */
  delta?: (cmp: Comparison, names: number) => DeltaCell | null
  /**
   * Where the row shows: `always` (never folded), `foldable` (folded into the
   * collapsed detail when every configuration shows the same complete value),
   * `summary` (only in the job summary's table and the comment's detail).
   */
  show: 'always' | 'foldable' | 'summary'
  /** Warning codes about this figure: while any is reported, the row is not folded. */
  warningCodes?: string[]
}

type UsageKey = keyof ConfigurationReport['usage']

/** The noise verdict of usage metric `key` in `cmp` (undefined: not computed for it, or an older report). */
export function usageNoise(cmp: Comparison, key: UsageKey): Noise | undefined {
  const noise = cmp.noise
  if (noise === undefined || !(key === 'input_tokens' || key === 'output_tokens' || key === 'total_tokens' || key === 'cost_usd'))
    return undefined
  return noise[key]
}

/**
 * Total tokens no request reported, beside input and output tokens that are known: `unknown
 * (0 of 9 requests); input + output 14,600` (`≥` when either is a lower bound) — the sum is shown
 * as what it is, never as the total, and the total is `unknown` as in every other cell and the
 * headline (one word per state, `docs/glossary.md#coverage`); null when some request reported a
 * total, or input or output is unknown (the plain cell says `unknown`).
 */
export function unreportedTotalText(c: ConfigurationReport): string | null {
  const { total_tokens: t, input_tokens: i, output_tokens: o } = c.usage
  if (t.reported_by > 0 || t.observed !== null || i.observed === null || o.observed === null || t.expected === 0) return null
  const bound = i.complete && o.complete ? '' : '≥ '
  return `unknown ${formatCoverage(0, t.expected)}; input + output ${bound}${formatCount(i.observed + o.observed)}`
}

/** A usage sum with its coverage, and its delta from the comparison's metrics. */
function usageRow(label: string, key: UsageKey, show: FigureRow['show'], warningCodes: string[]): FigureRow {
  const kind: DeltaKind = key === 'cost_usd' ? 'usd' : 'count'
  const value = (m: MetricCoverage, c: ConfigurationReport): string =>
    formatMetric(m, kind === 'usd' ? formatUsd : formatCount, unverifiedList(c), requestNoun(c))
  const cell = (c: ConfigurationReport): string =>
    key === 'cost_usd'
      ? formatCost(c, requestNoun(c))
      : ((key === 'total_tokens' ? unreportedTotalText(c) : null) ?? value(c.usage[key], c))
  const delta = (cmp: Comparison): DeltaCell => {
    const noise = usageNoise(cmp, key)
    return deltaCell(cmp.metrics[key], kind, noise?.side, 'higher', signFlipNote(noise))
  }
  return { label, value: cell, delta, show, warningCodes }
}

/**
 * A distribution's median with its coverage: `26.5 s (6 of 6 attempts)`; `unknown (0 of 6 attempts)`;
 * a lower bound over attempts not fully timed: `≥ 5.0 s (0 of 1 attempt fully timed)`.
 */
export function medianText(d: Distribution | TimingDistribution, value: (n: number) => string = formatDuration): string {
  const coverage = distributionCoverage(d)
  return d.median === null || d.count === 0 ? `unknown ${coverage}` : `${distributionValue(d, d.median, value)} ${coverage}`
}

/** `found / listed`, noting unreadable attempts, attempts still running and an unverified inventory. */
function attemptsCell(c: ConfigurationReport): string {
  const a = c.attempts
  const unreadable = unreadableCount(c)
  const running = unfinishedCount(c)
  const notes = [
    ...(running > 0 ? [`${formatCount(running)} still running`] : []),
    ...(unreadable > 0 ? [`${formatCount(unreadable)} unreadable`] : []),
    ...(a.inventory_verified ? [] : ['inventory NOT verified'])
  ]
  return `${formatCount(a.with_evidence)} / ${formatCount(a.listed)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`
}

/**
 * What a configuration's "requests" are: `trial` when all of its accounting came from harness counters (Harbor,
 * Terminal-Bench: one set of counters per trial, however many model requests the trial made), else `request`.
 */
export function requestNoun(c: ConfigurationReport): 'trial' | 'request' {
  const r = c.requests
  return r.from_harness_counters > 0 && r.from_result === 0 && r.from_record === 0 ? 'trial' : 'request'
}

/** The noun of {@link requestNoun} when every configuration of `report` has it; `request or trial` when they differ. */
function requestNounOfReport(report: Report): string {
  const nouns = new Set(report.configurations.map(requestNoun))
  return nouns.size === 1 ? [...nouns][0]! : 'request or trial'
}

/** Verdicts of configuration `id` declared for attempts without execution evidence (warning `verdict_without_evidence`). */
function verdictsWithoutEvidence(report: Report, id: string): number {
  const w = report.warnings.find(
    (x) => x.code === 'verdict_without_evidence' && x.configurations.length === 1 && x.configurations[0] === id
  )
  return w?.attempt_count ?? 0
}

/**
 * What `absent` listed attempts without a request list are, `unreadable` and `unfinished` of them so: `missing
 * attempt`, `unfinished attempt`, `missing or unreadable attempt`…
 */
function absentKind(absent: number, unreadable: number, unfinished: number): string {
  const words = absentKinds(absent, Math.min(unreadable, absent), Math.min(unfinished, Math.max(0, absent - unreadable))).map(([, w]) => w)
  const named = words.length === 0 ? ['missing'] : words
  return `${named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)!}` : named[0]!} attempt`
}

/**
 * `with evidence / expected`; the expected count is a lower bound while request lists are unverified or
 * attempts are missing with no list (`1 / ≥ 1 (requests of 1 missing attempt unknown)`).
 */
function requestsCell(c: ConfigurationReport): string {
  const r = c.requests
  const withEvidence = formatCount(r.expected - r.missing)
  const withList = r.lists_verified + r.lists_unverified
  const absent = c.attempts.listed - withList
  if (r.lists_unverified === 0 && absent <= 0) return `${withEvidence} / ${formatCount(r.expected)}`
  // `≥ 0` expected says nothing: the count is unknown.
  const expected = r.expected === 0 ? 'unknown' : `≥ ${formatCount(r.expected)}`
  const why = [
    ...(r.lists_unverified > 0 ? [`${formatCount(r.lists_unverified)} of ${formatPlural(withList, 'request list')} unverified`] : []),
    ...(absent > 0
      ? [`${requestNoun(c)}s of ${formatPlural(absent, absentKind(absent, unreadableCount(c), unfinishedCount(c)))} unknown`]
      : [])
  ]
  return `${withEvidence} / ${expected} (${why.join('; ')})`
}

/**
 * The paired difference of pass fractions over tasks (issue 13's statistics) as a delta cell:
 * `-16.7 pp (CI -64.9 to +31.6)` with a note saying whether it is distinguishable from noise and
 * over how many tasks, McNemar's exact p where it decides, and the smallest detectable difference; the estimate with
 * why there is no interval; `withheld` with the reason.
 * Null when the report has no paired comparison.
 */
export function pairedDeltaCell(cmp: Comparison): DeltaCell | null {
  const p = cmp.paired
  if (p === undefined) return null
  const d = p.difference
  if (d === null) return { text: 'withheld', note: p.reason ?? 'not comparable', same: false }
  const over = `${formatPlural(p.tasks, 'task')}`
  if (d.low === null || d.high === null)
    return { text: formatPp(d.estimate), note: `no interval over ${over}: ${d.reason ?? 'unknown'}`, same: false }
  const noise = p.distinguishable ? 'distinguishable from noise' : 'not distinguishable from noise'
  const t = p.test ?? null
  const exact =
    t !== null && t.method === 'mcnemar_exact'
      ? `; McNemar exact one-sided p ${formatP(t.p_lower)} (${formatCount(t.broken ?? 0)} broken, ${formatCount(t.fixed ?? 0)} fixed)`
      : ''
  const mdd =
    p.detectable_difference === null || p.detectable_difference === undefined
      ? ''
      : `; smallest detectable difference ${formatPpSize(p.detectable_difference)} (80 % power, one-sided 2.5 %)`
  const mark = p.distinguishable ? noiseMark(d.estimate > 0 ? 'higher' : d.estimate < 0 ? 'lower' : 'within_noise', 'lower') : ''
  return {
    text: `${formatPp(d.estimate)} (95 % CI ${formatPp(d.low).replace(' pp', '')} to ${formatPp(d.high)})${mark === '' ? '' : ` ${mark}`}`,
    note: `${noise} at this sample size (${over})${exact}${mdd}${d.floored ? '; every task moved alike, standard error at its floor' : ''}`,
    same: false
  }
}

/**
 * Every figure of the side-by-side table, in display order. The comment
 * shows `always` and unfolded `foldable` rows; the job summary shows all.
 */
export const FIGURE_ROWS: readonly FigureRow[] = [
  { label: 'evidence', value: (c) => (c.complete ? 'complete' : 'INCOMPLETE'), show: 'always' },
  {
    label: 'attempts found / listed',
    value: attemptsCell,
    show: 'always',
    warningCodes: [
      'attempt_missing',
      'attempt_index_invalid',
      'harbor_trial_unreadable',
      'attempt_inventory_unverified',
      'duplicate_attempt'
    ]
  },
  {
    label: 'inventory vs baseline',
    value: () => '',
    delta: (cmp, names) =>
      cmp.inventory.matched
        ? { text: 'matches', note: null, same: true }
        : { text: 'differs', note: inventoryLines(cmp, names).join('; '), same: false },
    show: 'foldable',
    warningCodes: ['task_not_in_all_configurations', 'revision_differs', 'attempt_count_differs']
  },
  {
    label: 'requests with evidence / expected',
    labelFor: (report) => `${requestNounOfReport(report)}s with evidence / expected`,
    value: requestsCell,
    show: 'always',
    warningCodes: ['request_list_unverified']
  },
  usageRow('input tokens', 'input_tokens', 'foldable', ['usage_partial', 'cached_exceeds_input']),
  usageRow('cached input tokens', 'cached_input_tokens', 'summary', []),
  usageRow('output tokens', 'output_tokens', 'foldable', ['usage_partial']),
  usageRow('reasoning tokens', 'reasoning_tokens', 'summary', []),
  usageRow('total tokens', 'total_tokens', 'always', []),
  usageRow('cost', 'cost_usd', 'always', []),
  {
    label: 'pass fraction',
    value: (c, report) =>
      formatPassFraction(
        c.evaluation.pass_fraction,
        c.evaluation,
        c.evaluation.pass_fraction_reason,
        verdictsWithoutEvidence(report, c.id)
      ),
    delta: (cmp) => deltaCell(cmp.metrics.pass_fraction, 'fraction', cmp.noise?.pass_fraction.side, 'lower'),
    show: 'always'
  },
  { label: 'pass fraction, paired by task', value: () => '', delta: pairedDeltaCell, show: 'always' },
  {
    label: 'failures',
    value: compactOutcomes,
    show: 'foldable',
    warningCodes: [
      'record_state_excluded',
      'record_state_unusual',
      'oom_kill_count_decreased',
      'record_without_end_beside_result',
      'result_record_status_differs'
    ]
  },
  {
    label: 'task duration, median',
    value: (c) => medianText(c.timing.task_duration_ms),
    show: 'foldable',
    warningCodes: ['task_duration_below_invocations']
  },
  { label: 'invocation covered time, median', value: (c) => medianText(c.timing.invocation_covered_ms), show: 'foldable' }
]
