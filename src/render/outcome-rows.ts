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
 * the usage sums.
 */
import type { ConfigurationReport } from '../comparison/report-schema.js'
import { formatCount, formatCounts, plural } from './format.js'

type Outcomes = ConfigurationReport['outcomes']

/** A label/value row; `brief` rows are kept in the pull-request comment. */
export interface OutcomeRow {
  label: string
  value: string
  brief: boolean
}

/** `n requests`, or `≥ n requests` when more may exist than are expected (the denominator is unverified). */
function requestsOf(o: Outcomes): string {
  return `${o.coverage.denominator_verified ? '' : '≥ '}${plural(o.coverage.expected, 'request')}`
}

/** `(3 of 4 requests with a record end line)`; `(3 of ≥ 4 requests …)` over an unverified denominator. */
function coverage(o: Outcomes, observed: number, what: string): string {
  return `(${formatCount(observed)} of ${requestsOf(o)} ${what})`
}

/** Whether a count seen by `observed` requests is a lower bound: some request could not show it, or the denominator is unverified. */
function lowerBound(o: Outcomes, observed: number): boolean {
  return observed < o.coverage.expected || !o.coverage.denominator_verified
}

/** A count with its coverage: `unknown (…)`, `≥ 2 (…)` or `2 (…)`. */
function coveredCount(o: Outcomes, count: number | null, observed: number, what: string): string {
  const cov = coverage(o, observed, what)
  if (count === null || observed === 0) return `unknown ${cov}`
  return `${lowerBound(o, observed) ? '≥ ' : ''}${formatCount(count)} ${cov}`
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
  const lb = lowerBound(o, observed) ? '≥ ' : ''
  // Stops of no class (unclassified, another cause, none given) are shown too: a host killed by a signal is not "0 failures".
  const other = o.other_stops !== null && o.other_stops > 0 ? ` · other ${lb}${formatCount(o.other_stops)}` : ''
  return `infrastructure ${lb}${formatCount(o.infrastructure_failures)} · agent ${lb}${formatCount(o.agent_failures)}${other} ${cov}`
}

function timeoutsValue(o: Outcomes): string {
  const base = coveredCount(o, o.timeouts, o.coverage.timeouts, 'could show one')
  const s = o.timeouts_by_source
  const sources: string[] = []
  if (s.record_stop !== null && s.record_stop > 0) sources.push(`record stop ×${formatCount(s.record_stop)}`)
  if (s.full_result_error_code !== null && s.full_result_error_code > 0) sources.push(`full result error.code ×${formatCount(s.full_result_error_code)}`)
  if (s.harness_exception != null && s.harness_exception > 0) sources.push(`harness exception ×${formatCount(s.harness_exception)}`)
  return sources.length === 0 ? base : `${base}; from ${sources.join(', ')}`
}

function oomValue(o: Outcomes): string {
  const base = coveredCount(o, o.oom_kills, o.coverage.oom, 'in an exclusive container with both counts')
  const kills = o.oom_kill_count_rise !== null && o.oom_kills !== null && o.oom_kills > 0 ? ` — ${plural(o.oom_kill_count_rise, 'kill')}` : ''
  const shared = o.shared_container_oom_rises
  if (shared.length === 0) return `${base}${kills}`
  const rise = shared.reduce((n, s) => n + s.rise, 0)
  return `${base}${kills}; shared-container rises: ${plural(shared.length, 'request')} (${plural(rise, 'kill')}), not attributed`
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
      value: `succeeded ${formatCount(s.succeeded)} · failed ${formatCount(s.failed)} · cancelled ${formatCount(s.cancelled)} · unknown ${formatCount(s.unknown)}${of}`,
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

/** One count of the compact failures cell: `unknown`, `≥ 2` over part of the requests or an unverified denominator, or `2`. */
function compactCount(o: Outcomes, count: number | null, observed: number): string {
  if (count === null || observed === 0) return 'unknown'
  return `${lowerBound(o, observed) ? '≥ ' : ''}${formatCount(count)}`
}

/**
 * Failures, timeouts and OOM kills in one cell for the side-by-side table, each with its
 * coverage: `infrastructure 0 · agent 0 · timeouts 0 · OOM kills 0 (8 of 8 requests)` when one
 * coverage holds for all, else the coverage after each figure. Stops of no class (`other`:
 * unclassified, another cause, none given) appear whenever there are any, as in the text's
 * failures row. OOM kills count requests with a rise in an exclusive container;
 * shared-container rises are noted, never counted. `of ≥ 8 requests` over an unverified denominator.
 */
export function compactOutcomes(c: ConfigurationReport): string {
  const o = c.outcomes
  const n = o.coverage.expected
  const nText = `${o.coverage.denominator_verified ? '' : '≥ '}${formatCount(n)}`
  const figures: Array<[string, number | null, number]> = [
    ['infrastructure', o.infrastructure_failures, failureCoverage(o).observed],
    ['agent', o.agent_failures, failureCoverage(o).observed],
    ...(o.other_stops !== null && o.other_stops > 0 ? [['other', o.other_stops, failureCoverage(o).observed] as [string, number, number]] : []),
    ['timeouts', o.timeouts, o.coverage.timeouts],
    ['OOM kills', o.oom_kills, o.coverage.oom]
  ]
  const same = figures.every(([, , seen]) => seen === figures[0]![2])
  const parts = figures.map(([label, count, seen]) => `${label} ${compactCount(o, count, seen)}${same ? '' : ` (${formatCount(seen)} of ${nText})`}`)
  const coverageText = same ? ` (${formatCount(figures[0]![2])} of ${requestsOf(o)})` : ` (of ${requestsOf(o)})`
  const shared = o.shared_container_oom_rises.length > 0 ? `; ${plural(o.shared_container_oom_rises.length, 'shared-container rise')} not attributed` : ''
  return `${parts.join(' · ')}${coverageText}${shared}`
}
