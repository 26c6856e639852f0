/**
 * The outcome rows of a configuration's table (status, stop causes,
 * failures, timeouts, OOM kills, exit codes/signals, error codes), plain
 * unescaped label/value pairs shared by the text and Markdown tables. Every
 * count shows its coverage: `unknown (0 of 2 requests …)` when nothing could
 * show it, `≥ n (k of m requests …)` over part of the requests, the bare
 * count with its coverage when every request could show it. Over an
 * unverified attempt inventory or request list, or with an attempt missing
 * (`coverage.denominator_verified` false), more requests may exist than are
 * expected: every count is a lower bound, `≥ n (k of ≥ m requests …)`, like
 * the usage sums; a lower bound of 0 reads `none seen in k of m requests …`.
 */
import type { ConfigurationReport } from '../../comparison/report/report-schema.js'
import { formatCount, formatCounts, formatLowerBound, formatPlural } from '../format.js'
import { REQUEST_STATUSES } from '../../model/index.js'

type Outcomes = ConfigurationReport['outcomes']

/** A label/value row; `brief` rows are kept in the pull-request comment. */
export interface OutcomeRow {
  label: string
  value: string
  brief: boolean
}

/** The denominator's count: `n`, `≥ n` when more may exist than are expected (unverified), `an unknown number of` for `≥ 0`. */
function denominator(o: Outcomes): string {
  const n = o.coverage.expected
  if (o.coverage.denominator_verified) return formatCount(n)
  return n === 0 ? 'an unknown number of' : `≥ ${formatCount(n)}`
}

/**
 * `n requests`, `≥ n requests` when more may exist than are expected (the denominator is unverified), `an unknown
 * number of requests` for `≥ 0`.
 */
function requestsOf(o: Outcomes): string {
  const n = o.coverage.expected
  return `${denominator(o)} ${n === 1 ? 'request' : 'requests'}`
}

/** `(3 of 4 requests with a record end line)`; `(3 of ≥ 4 requests …)` over an unverified denominator. */
function coverage(o: Outcomes, observed: number, what: string): string {
  return `(${formatCount(observed)} of ${requestsOf(o)} ${what})`
}

/** Whether a count seen by `observed` requests is a lower bound: some request could not show it, or the denominator is unverified. */
function lowerBound(o: Outcomes, observed: number): boolean {
  return observed < o.coverage.expected || !o.coverage.denominator_verified
}

/** A count seen by `observed` requests: `2`, a lower bound `≥ 2`, or `none seen` for a lower bound of 0. */
function boundedCount(o: Outcomes, count: number, observed: number): string {
  return lowerBound(o, observed) ? formatLowerBound(count) : formatCount(count)
}

/** A count with its coverage: `unknown (…)`, `≥ 2 (…)`, `2 (…)`, or `none seen in 3 of ≥ 4 requests …` for a lower bound of 0. */
function coveredCount(o: Outcomes, count: number | null, observed: number, what: string): string {
  const cov = coverage(o, observed, what)
  if (count === null || observed === 0) return `unknown ${cov}`
  if (count === 0 && lowerBound(o, observed)) return `none seen in ${cov.slice(1, -1)}`
  return `${boundedCount(o, count, observed)} ${cov}`
}

const RECORD = 'with a record end line'

/** Requests that could show a failure class: a record end line, or a classified harness outcome (named then). */
function failureCoverage(o: Outcomes): { observed: number; what: string } {
  const harness = o.coverage.harness ?? 0
  return { observed: o.coverage.records + harness, what: harness > 0 ? 'with a record end line or a classified harness outcome' : RECORD }
}

function stopCausesValue(o: Outcomes): string {
  const cov = coverage(o, o.coverage.records, RECORD)
  if (o.stop_causes === null) return `unknown ${cov}`
  return `${formatCounts(o.stop_causes, 'none')} ${cov}`
}

function failuresValue(o: Outcomes): string {
  const { observed, what } = failureCoverage(o)
  const cov = coverage(o, observed, what)
  if (o.infrastructure_failures === null || o.agent_failures === null) return `infrastructure unknown · agent unknown ${cov}`
  const n = (count: number): string => boundedCount(o, count, observed)
  // Stops of no class (unclassified, another cause, none given) are shown too: a host killed by a signal is not "0 failures".
  const other = o.other_stops !== null && o.other_stops > 0 ? ` · other ${n(o.other_stops)}` : ''
  if (other === '' && o.infrastructure_failures === 0 && o.agent_failures === 0 && observed > 0 && lowerBound(o, observed))
    return `none seen in ${cov.slice(1, -1)} (infrastructure, agent)`
  return `infrastructure ${n(o.infrastructure_failures)} · agent ${n(o.agent_failures)}${other} ${cov}`
}

function timeoutsValue(o: Outcomes): string {
  const base = coveredCount(o, o.timeouts, o.coverage.timeouts, 'that could show one')
  const s = o.timeouts_by_source
  const sources: string[] = []
  if (s.record_stop !== null && s.record_stop > 0) sources.push(`record stop ×${formatCount(s.record_stop)}`)
  if (s.full_result_error_code !== null && s.full_result_error_code > 0)
    sources.push(`full result error.code ×${formatCount(s.full_result_error_code)}`)
  if (s.harness_exception != null && s.harness_exception > 0) sources.push(`harness exception ×${formatCount(s.harness_exception)}`)
  return sources.length === 0 ? base : `${base}; from ${sources.join(', ')}`
}

function oomValue(o: Outcomes): string {
  const base = coveredCount(o, o.oom_kills, o.coverage.oom, 'in an exclusive container with both counts')
  const kills =
    o.oom_kill_count_rise !== null && o.oom_kills !== null && o.oom_kills > 0 ? ` — ${formatPlural(o.oom_kill_count_rise, 'kill')}` : ''
  const shared = o.shared_container_oom_rises
  if (shared.length === 0) return `${base}${kills}`
  const rise = shared.reduce((n, s) => n + s.rise, 0)
  return `${base}${kills}; shared-container rises: ${formatPlural(shared.length, 'request')} (${formatPlural(rise, 'kill')}), not attributed`
}

/**
 * The outcome rows in display order; exit codes, signals and error codes only when some were seen,
 * and `exit codes, signals  unknown (0 of n requests with a record end line)` when no record could show them.
 */
export function outcomeRows(c: ConfigurationReport): OutcomeRow[] {
  const o = c.outcomes
  const s = o.status
  // Over an unverified denominator the status counts are lower bounds too, and say so.
  const of = o.coverage.denominator_verified ? '' : ` (of ${requestsOf(o)})`
  const rows: OutcomeRow[] = [
    {
      label: 'request status',
      value: `${[...REQUEST_STATUSES, 'unknown' as const].map((k) => `${k} ${formatCount(s[k])}`).join(' · ')}${of}`,
      brief: false
    },
    { label: 'stop causes', value: stopCausesValue(o), brief: false },
    { label: 'failures', value: failuresValue(o), brief: true },
    { label: 'timeouts', value: timeoutsValue(o), brief: true },
    { label: 'OOM kills', value: oomValue(o), brief: true }
  ]
  // Exit codes and signals only a record end line shows: unknown with its coverage when no request had one.
  if (o.exit_codes === null || o.exit_signals === null) {
    rows.push({ label: 'exit codes, signals', value: `unknown ${coverage(o, o.coverage.records, RECORD)}`, brief: false })
  }
  const extra: Array<[string, Record<string, number> | null]> = [
    ['exit codes', o.exit_codes],
    ['exit signals', o.exit_signals],
    ['error codes', o.error_codes]
  ]
  for (const [label, counts] of extra) {
    if (counts !== null && Object.keys(counts).length > 0) rows.push({ label, value: `${formatCounts(counts)}${of}`, brief: false })
  }
  return rows
}

/**
 * One count of the compact failures cell: `unknown`, `≥ 2` (`none seen` for 0) over part of the requests or an
 * unverified denominator, or `2`.
 */
function compactCount(o: Outcomes, count: number | null, observed: number): string {
  if (count === null || observed === 0) return 'unknown'
  return boundedCount(o, count, observed)
}

/**
 * Failures, timeouts and OOM kills in one cell for the side-by-side table, each with its
 * coverage: `infrastructure 0 · agent 0 · timeouts 0 · OOM kills 0 (8 of 8 requests)` when one
 * coverage holds for all, else the coverage after each figure; lower bounds of 0 everywhere
 * over one coverage: `none seen in 7 of ≥ 9 requests: infrastructure, agent, timeouts, OOM kills`. Stops of no class (`other`:
 * unclassified, another cause, none given) appear whenever there are any, as in the text's
 * failures row. OOM kills count requests with a rise in an exclusive container;
 * shared-container rises are noted, never counted. `of ≥ 8 requests` over an unverified denominator.
 */
export function compactOutcomes(c: ConfigurationReport): string {
  const o = c.outcomes
  const nText = denominator(o)
  const figures: Array<[string, number | null, number]> = [
    ['infrastructure', o.infrastructure_failures, failureCoverage(o).observed],
    ['agent', o.agent_failures, failureCoverage(o).observed],
    ...(o.other_stops !== null && o.other_stops > 0
      ? [['other', o.other_stops, failureCoverage(o).observed] as [string, number, number]]
      : []),
    ['timeouts', o.timeouts, o.coverage.timeouts],
    ['OOM kills', o.oom_kills, o.coverage.oom]
  ]
  const same = figures.every(([, , seen]) => seen === figures[0]![2])
  const shared =
    o.shared_container_oom_rises.length > 0
      ? `; ${formatPlural(o.shared_container_oom_rises.length, 'shared-container rise')} not attributed`
      : ''
  // Nothing seen anywhere, over one coverage that is not all of it: one phrase, not four `none seen`.
  const seen = figures[0]![2]
  if (same && seen > 0 && figures.every(([, count]) => count === 0) && lowerBound(o, seen)) {
    return `none seen in ${formatCount(seen)} of ${requestsOf(o)}: ${figures.map(([label]) => label).join(', ')}${shared}`
  }
  const parts = figures.map(
    ([label, count, seen]) => `${label} ${compactCount(o, count, seen)}${same ? '' : ` (${formatCount(seen)} of ${nText})`}`
  )
  const coverageText = same ? ` (${formatCount(seen)} of ${requestsOf(o)})` : ` (of ${requestsOf(o)})`
  return `${parts.join(' · ')}${coverageText}${shared}`
}
