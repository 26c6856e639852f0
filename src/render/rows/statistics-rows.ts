/**
 * The statistics figures as plain (unescaped) label/value rows and
 * changed-task rows, shared by the text output (../text/text-paired.ts) and the
 * Markdown (../markdown/markdown-statistics.ts): the paired difference with its 95 %
 * interval, the tasks that changed, and per configuration the pass
 * fraction interval, pass@k / pass^k, per-attempt usage and the cost per
 * passed attempt. Display rounding only; withheld figures say why.
 */
import type {
  Comparison,
  ConfigurationReport,
  IntervalReport,
  PairedComparison,
  TaskVerdicts
} from '../../comparison/report/report-schema.js'
import { OVERFLOW_TEXT } from '../../comparison/tally/accounting.js'
import { formatP, formatPp, formatPpSize } from '../../comparison/statistics/number-format.js'
import { formatCount, formatPercent, formatScore, formatUsd, formatPlural } from '../format.js'
import { MAX_SCORE_KEYS } from '../../comparison/tally/score-keys.js'
import type { TableRow } from './configuration-rows.js'

/** The sentence every interval section opens with. */
export const STATISTICS_NOTE =
  '95 % intervals treat each task as a cluster of its attempts (cluster-robust standard error, t with tasks − 1 degrees of freedom; a pass fraction never narrower than the exact Clopper–Pearson interval); none below 5 tasks; detectable difference at 80 % power, one-sided 2.5 %.'

/** `2/3` — passed of evaluated attempts of a task on one side; `no verdicts (0 of 3 evaluated)`; `not listed`. */
export function taskVerdictText(v: TaskVerdicts | null): string {
  if (v === null) return 'not listed'
  if (v.evaluated === 0) return `no verdicts (0 of ${v.listed} evaluated)`
  const partial = v.evaluated < v.listed ? ` (${v.listed - v.evaluated} of ${v.listed} not evaluated)` : ''
  return `${v.passed}/${v.evaluated}${partial}`
}

/** The evidence of one changed task: `flip · Fisher p 0.1 · within noise`; '' for a report without it. */
export function changedTaskEvidence(t: PairedComparison['changed_tasks'][number]): string {
  if (t.kind === undefined || t.p_value === undefined) return ''
  return `${t.kind} · Fisher p ${formatP(t.p_value)}${t.within_noise === true ? ' · within noise' : ''}`
}

/** One changed task: `task@revision`, `3/3 → 0/3`, `-100.0 pp`, `flip · Fisher p 0.1 · within noise`. */
export function changedTaskCells(t: PairedComparison['changed_tasks'][number]): [string, string, string, string] {
  return [
    `${t.task}@${t.revision}`,
    `${taskVerdictText(t.baseline)} → ${taskVerdictText(t.candidate)}`,
    formatPp(t.change),
    changedTaskEvidence(t)
  ]
}

/** `3 changed tasks: 1 flip, 2 flaky; 3 within noise (Fisher exact, two-sided 5 %, per task, unadjusted)`; '' without them. */
export function changedTasksSummary(p: PairedComparison): string {
  const c = p.changed_tasks
  if (c.length === 0 || c.some((t) => t.kind === undefined)) return ''
  const flips = c.filter((t) => t.kind === 'flip').length
  const noise = c.filter((t) => t.within_noise === true).length
  return `${formatCount(flips)} consistent flip${flips === 1 ? '' : 's'}, ${formatCount(c.length - flips)} flaky (mixed results on a side); ${formatCount(noise)} of ${formatCount(c.length)} within noise by their own Fisher exact test (two-sided 5 %, per task, unadjusted)`
}

/** One task without verdicts on a side: `task@revision`, `2/2 → no verdicts (0 of 2 evaluated)`. */
export function unverdictedTaskCells(t: PairedComparison['tasks_without_verdicts'][number]): [string, string] {
  return [`${t.task}@${t.revision}`, `${taskVerdictText(t.baseline)} → ${taskVerdictText(t.candidate)}`]
}

/** `5 tasks × 2 attempts` (or `× 1–4 attempts` when tasks differ). */
function sampleText(p: PairedComparison): string {
  const a = p.attempts_per_task
  if (a === null) return formatPlural(p.tasks, 'task')
  const per = a.min === a.max ? formatPlural(a.min, 'attempt') : `${a.min}–${a.max} attempts`
  return `${formatPlural(p.tasks, 'task')} × ${per}`
}

/** The floor note when the tasks showed no spread. */
const FLOOR_NOTE = 'every task moved alike, so the standard error is its floor 1/M (one attempt turning out differently), not 0'

/** `McNemar exact: 4 broken, 0 fixed, one-sided p 0.0625, mid-p 0.0312, two-sided p 0.125`; '' for the t test. */
function testText(p: PairedComparison): string {
  const t = p.test
  if (t === null || t === undefined || t.method !== 'mcnemar_exact') return ''
  return ` (McNemar exact, one attempt per task: ${formatCount(t.broken ?? 0)} broken, ${formatCount(t.fixed ?? 0)} fixed; one-sided p ${formatP(t.p_lower)}, mid-p ${formatP(t.mid_p_lower ?? 1)}, two-sided p ${formatP(t.p_two_sided)})`
}

/**
 * The paired difference: `-16.7 pp (95 % CI -45.0 to +11.6 pp, 5 tasks × 2
 * attempts): not distinguishable from noise at this sample size; smallest
 * detectable difference 35.2 pp`; without an interval, the reason; not
 * allowed, `not comparable: <reason>`.
 */
export function pairedDifferenceText(p: PairedComparison): string {
  const d = p.difference
  if (d === null) return `not comparable: ${p.reason ?? 'unknown'}`
  if (d.low === null || d.high === null) return `${formatPp(d.estimate)} (${sampleText(p)}); no interval: ${d.reason ?? 'unknown'}`
  const ci = `95 % CI ${formatPp(d.low).replace(' pp', '')} to ${formatPp(d.high)}`
  const verdict = p.distinguishable
    ? 'distinguishable from noise at this sample size'
    : 'not distinguishable from noise at this sample size'
  const mdd =
    p.detectable_difference === null || p.detectable_difference === undefined
      ? ''
      : `; smallest detectable difference ${formatPpSize(p.detectable_difference)}`
  return `${formatPp(d.estimate)} (${ci}, ${sampleText(p)}): ${verdict}${testText(p)}${mdd}${d.floored ? `; ${FLOOR_NOTE}` : ''}`
}

/** `70.0% (95 % CI 14.5% to 100.0%) over 5 tasks, …`, or the estimate with why there is no interval. */
function fractionInterval(i: IntervalReport, over: string): string {
  if (i.low === null || i.high === null) return `${formatPercent(i.estimate)} ${over}; no interval: ${i.reason ?? 'unknown'}`
  const exact =
    i.exact?.widened === true
      ? `; widened to the exact Clopper–Pearson interval over ${formatCount(Math.round(i.exact.effective_attempts * 10) / 10)} effective attempts`
      : ''
  const floor = i.floored && exact === '' ? '; no spread between tasks, standard error at its floor 1/M' : ''
  return `${formatPercent(i.estimate)} (95 % CI ${formatPercent(i.low)} to ${formatPercent(i.high)}${floor}${exact}) ${over}`
}

function valueInterval(i: IntervalReport, value: (n: number) => string, over: string): string {
  if (i.low === null || i.high === null) return `${value(i.estimate)} ${over}; no interval: ${i.reason ?? 'unknown'}`
  return `${value(i.estimate)} (95 % CI ${value(i.low)} to ${value(i.high)}) ${over}`
}

/** pass@k values shown before the last one when there are many. */
const K_SHOWN = 5

const PER_ATTEMPT = [
  ['input tokens per attempt', 'input_tokens'],
  ['output tokens per attempt', 'output_tokens'],
  ['total tokens per attempt', 'total_tokens'],
  ['cost per attempt', 'cost_usd']
] as const

/**
 * A configuration's statistics rows (empty for a report without
 * statistics). `brief` marks the rows the comment keeps: pass fraction,
 * pass@k / pass^k and cost per passed attempt.
 */
export function statisticsRows(c: ConfigurationReport): TableRow[] {
  const s = c.statistics
  if (s === undefined) return []
  const pf = s.pass_fraction
  const rows: TableRow[] = [
    {
      label: 'pass fraction',
      value:
        pf.interval === null
          ? `n/a — ${pf.reason ?? 'unknown'}`
          : fractionInterval(pf.interval, `over ${formatPlural(pf.tasks, 'task')}, ${formatPlural(pf.attempts, 'evaluated attempt')}`),
      brief: true
    }
  ]
  const k = s.pass_at_k
  if (k.rows.length === 0) rows.push({ label: 'pass@k, pass^k', value: `n/a — ${k.reason ?? 'unknown'}`, brief: true })
  else {
    const over = `over ${formatPlural(k.tasks, 'task')}`
    // Many attempts per task: k = 1…5 and the largest k (the report has every k).
    const shown = k.rows.length > K_SHOWN + 1 ? [...k.rows.slice(0, K_SHOWN), k.rows[k.rows.length - 1]!] : k.rows
    const list = (f: (r: (typeof k.rows)[number]) => number): string =>
      shown.map((r, i) => `${i === K_SHOWN && shown.length < k.rows.length ? '… · ' : ''}k=${r.k} ${formatPercent(f(r))}`).join(' · ')
    rows.push({ label: 'pass@k', value: `${list((r) => r.pass_at_k)} (${over})`, brief: true })
    rows.push({ label: 'pass^k', value: `${list((r) => r.pass_hat_k)} (${over})`, brief: true })
  }
  for (const [label, metric] of PER_ATTEMPT) {
    const m = s.per_attempt[metric]
    const value = metric === 'cost_usd' ? formatUsd : formatCount
    const over = `over ${formatCount(m.attempts)} of ${formatPlural(m.of, 'attempt')} with complete usage`
    // A null interval over complete attempts means their totals overflow when added (attempt-usage.ts attemptMean).
    const unknown =
      m.attempts > 0
        ? `unknown — ${OVERFLOW_TEXT} (${over.slice('over '.length)})`
        : `unknown (0 of ${formatPlural(m.of, 'attempt')} with complete usage)`
    rows.push({ label, value: m.interval === null ? unknown : valueInterval(m.interval, value, over), brief: false })
  }
  const cpp = s.cost_per_passed_attempt
  rows.push({
    label: 'cost per passed attempt',
    value:
      cpp.value === null
        ? `n/a — ${cpp.reason ?? 'unknown'}`
        : `${formatUsd(cpp.value)} (${formatUsd(cpp.cost_usd!)} over ${formatPlural(cpp.passed!, 'passed attempt')})`,
    brief: true
  })
  return rows
}

/**
 * Whether the report's named scores are shown key by key: some configuration's attempts carry more than
 * one score key (or more than are kept), or one key that is not the evaluator's own score (Harbor's
 * deciding reward is both: its mean is the evaluator's mean score, so it is not shown twice).
 */
export function showScoreKeys(report: { configurations: readonly ConfigurationReport[] }): boolean {
  return report.configurations.some((c) => {
    const k = c.statistics?.score_keys
    if (k === undefined) return false
    if (k.keys.length > 1 || k.more_keys) return true
    // One key: shown unless it is the evaluator's own score (the same attempts, the same mean).
    const [only] = k.keys
    const [ev, ...more] = c.evaluation.evaluators
    if (only === undefined) return false
    if (ev === undefined || more.length > 0 || ev.mean_score === null || only.mean === null) return true
    return ev.scored !== only.scored || Math.abs(ev.mean_score - only.mean.estimate) > 1e-12 * Math.max(1, Math.abs(ev.mean_score))
  })
}

/**
 * A configuration's named-score rows: `mean of reward_strict` → `0.625 (95 % CI 0.5 to 0.75) over
 * 40 of 40 attempts with a verdict, 10 tasks`, and a row saying keys were left out when more were
 * met than are kept. Not in the comment (`brief` false).
 */
export function scoreKeyRows(c: ConfigurationReport): TableRow[] {
  const k = c.statistics?.score_keys
  if (k === undefined) return []
  const rows = k.keys.map((x): TableRow => {
    const missing = x.scored < k.attempts ? `, ${formatCount(k.attempts - x.scored)} without it` : ''
    const over = `over ${formatCount(x.scored)} of ${formatPlural(k.attempts, 'attempt')} with a verdict${missing}, ${formatPlural(x.tasks, 'task')}`
    const value =
      x.mean === null ? `unknown — ${x.reason ?? 'unknown'} (${over.slice('over '.length)})` : valueInterval(x.mean, formatScore, over)
    return { label: `mean of ${JSON.stringify(x.key)}`, value, brief: false }
  })
  if (k.more_keys)
    rows.push({
      label: 'score keys',
      value: `more than ${MAX_SCORE_KEYS} met: only the ${MAX_SCORE_KEYS} first in code-unit order are tallied and shown`,
      brief: false
    })
  return rows
}

/**
 * One named score's paired difference: `-0.125 (95 % CI -0.2 to -0.05, 10 tasks): distinguishable
 * from noise at this sample size`; without an interval, the reason; not allowed, `not comparable: <reason>`.
 */
export function scoreKeyDifferenceText(d: NonNullable<PairedComparison['score_keys']>[number]): string {
  const i = d.difference
  if (i === null) return `not comparable: ${d.reason ?? 'unknown'}`
  const signed = (n: number): string => (n > 0 ? `+${formatScore(n)}` : formatScore(n))
  const sides = `${d.baseline === null ? 'unknown' : formatScore(d.baseline)} → ${d.candidate === null ? 'unknown' : formatScore(d.candidate)}`
  if (i.low === null || i.high === null)
    return `${signed(i.estimate)} (${sides}, ${formatPlural(d.tasks, 'task')}); no interval: ${i.reason ?? 'unknown'}`
  const verdict = d.distinguishable
    ? 'distinguishable from noise at this sample size'
    : 'not distinguishable from noise at this sample size'
  const test = d.test?.method === 'mcnemar_exact' ? `; McNemar exact, two-sided p ${formatP(d.test.p_two_sided)}` : ''
  return `${signed(i.estimate)} (${sides}; 95 % CI ${signed(i.low)} to ${signed(i.high)}, ${formatPlural(d.tasks, 'task')}${test}): ${verdict}`
}

/** Comparisons that carry a paired block. */
export function pairedComparisons(report: { comparisons: Comparison[] }): Array<Comparison & { paired: PairedComparison }> {
  return report.comparisons.filter((c): c is Comparison & { paired: PairedComparison } => c.paired !== undefined)
}
