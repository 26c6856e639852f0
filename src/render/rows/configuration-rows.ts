/**
 * The rows of one configuration's table, as plain (unescaped) label/value
 * pairs shared by the text table and the Markdown tables. `brief` marks the
 * rows the pull-request comment keeps; the text output and the job summary
 * show them all.
 */
import type { ConfigurationReport, Gap } from '../../comparison/report/report-schema.js'
import { outcomeRows } from './outcome-rows.js'
import { unreportedTotalText } from './figure-rows.js'
import { infrastructureValue } from './infrastructure-rows.js'
import { resourceObservationsValue } from './resource-rows.js'
import {
  formatCount,
  formatDistribution,
  formatMetric,
  formatPassFraction,
  formatPercent,
  formatScore,
  formatCost,
  formatPlural,
  unverifiedList,
  unfinishedCount,
  unreadableCount
} from '../format.js'

/** One row: a label we wrote and a value that may contain evidence text. */
export interface TableRow {
  label: string
  value: string
  /** Kept in the pull-request comment. */
  brief: boolean
}

const TOKEN_METRICS = [
  ['input tokens', 'input_tokens'],
  ['cached input tokens', 'cached_input_tokens'],
  ['output tokens', 'output_tokens'],
  ['reasoning tokens', 'reasoning_tokens'],
  ['total tokens', 'total_tokens']
] as const

/** Up to this many gap examples are named in a table row. */
const GAP_EXAMPLES_SHOWN = 3

function attemptsValue(c: ConfigurationReport): string {
  const a = c.attempts
  const inventory = a.inventory_verified ? 'inventory verified' : 'inventory NOT verified'
  // Attempts of a job still running are not missing: said apart.
  const running = Math.min(a.missing, unfinishedCount(c))
  const absent =
    running > 0 ? `${formatCount(a.missing - running)} missing, ${formatCount(running)} still running` : `${formatCount(a.missing)} missing`
  return `${formatCount(a.with_evidence)} of ${formatCount(a.listed)} listed found (${absent}); ${inventory}`
}

function requestsValue(c: ConfigurationReport): string {
  return `${formatCount(c.requests.expected)} expected, ${formatCount(c.requests.missing)} without evidence`
}

function evidenceSourcesValue(c: ConfigurationReport): string {
  const r = c.requests
  return `full result ${formatCount(r.from_result)} · record end line ${formatCount(r.from_record)} · harness counters ${formatCount(r.from_harness_counters)}`
}

/**
 * `4 of 6 attempts verified (1 unverified, 1 missing)`, `5 of 6 attempts verified`: a declared-missing attempt has no list, so it is
 * neither verified nor unverified (`listed − verified − unverified`).
 */
function requestListsValue(c: ConfigurationReport): string {
  const { lists_verified: verified, lists_unverified: unverified } = c.requests
  const absent = c.attempts.listed - verified - unverified
  // Only a missing attempt needs saying: otherwise every attempt not verified is unverified.
  const unreadable = Math.min(absent, unreadableCount(c))
  const unfinished = Math.min(absent - unreadable, unfinishedCount(c))
  const absentText = [
    ...(unreadable > 0 ? [`${formatCount(unreadable)} unreadable`] : []),
    ...(absent > unreadable + unfinished ? [`${formatCount(absent - unreadable - unfinished)} missing`] : []),
    ...(unfinished > 0 ? [`${formatCount(unfinished)} unfinished`] : [])
  ].join(', ')
  const tail = absent > 0 ? ` (${unverified > 0 ? `${formatCount(unverified)} unverified, ` : ''}${absentText})` : ''
  return `${formatCount(verified)} of ${formatPlural(c.attempts.listed, 'attempt')} verified${tail}`
}

function costValue(c: ConfigurationReport): string {
  const pricing = c.pricing
    ? `pricing ${c.pricing.basis} (${c.pricing.verified ? 'verified' : 'NOT verified'})`
    : c.cost_basis !== null
      ? `no pricing basis declared; the evidence names ${c.cost_basis}`
      : 'no pricing basis declared'
  return `${formatCost(c)} · ${pricing}`
}

function evaluationRows(c: ConfigurationReport): TableRow[] {
  const e = c.evaluation
  const rows: TableRow[] = [{ label: 'pass fraction', value: formatPassFraction(e.pass_fraction, e, e.pass_fraction_reason), brief: true }]
  for (const ev of e.evaluators) {
    const fraction = ev.pass_fraction === null ? 'n/a' : formatPercent(ev.pass_fraction)
    const score =
      ev.scored > 0 && ev.mean_score !== null ? ` · mean score ${formatScore(ev.mean_score)} (${formatCount(ev.scored)} scored)` : ''
    const name = `${ev.name}${ev.version ? ` ${ev.version}` : ''}`
    rows.push({
      label: `evaluator ${name}`,
      value: `${fraction} (${formatCount(ev.passed)} passed of ${formatCount(ev.evaluated)} evaluated)${score}`,
      brief: e.evaluators.length > 1
    })
  }
  const i = c.infrastructure
  if (i !== undefined && i.attempts > 0) rows.push({ label: 'ran to a verdict', value: infrastructureValue(i), brief: false })
  return rows
}

function timingRows(c: ConfigurationReport): TableRow[] {
  const t = c.timing
  return [
    { label: 'task duration', value: formatDistribution(t.task_duration_ms), brief: true },
    { label: 'invocation covered time', value: formatDistribution(t.invocation_covered_ms), brief: true },
    {
      label: 'invocations timed',
      value: `${formatCount(t.invocations_timed)} of ${formatPlural(t.invocations_expected, 'request')}`,
      brief: false
    },
    { label: 'peak concurrency', value: formatDistribution(t.peak_concurrency, formatCount), brief: false }
  ]
}

/** An example's place: `attempt [request id] file:line (artifact) — detail`. */
export function gapExampleText(e: Gap['examples'][number]): string {
  const request = e.request_id ? ` request ${e.request_id}` : ''
  const file = e.file ? ` ${e.file}${e.line !== null ? `:${e.line}` : ''}` : ''
  const artifact = e.artifact ? ` (artifact ${e.artifact})` : ''
  const detail = e.detail ? ` — ${e.detail}` : ''
  return `${e.attempt}${request}${file}${artifact}${detail}`
}

function gapRows(c: ConfigurationReport): TableRow[] {
  if (c.gaps.length === 0) return [{ label: 'gaps', value: 'none', brief: true }]
  return c.gaps.map((g) => {
    const shown = g.examples.slice(0, GAP_EXAMPLES_SHOWN).map(gapExampleText)
    const more = g.count > shown.length ? `${shown.length > 0 ? '; ' : ''}${formatCount(g.count - shown.length)} more` : ''
    return {
      label: `gap ${g.reason}`,
      value: `${formatCount(g.count)}${shown.length > 0 ? ` — e.g. ${shown.join('; ')}` : ''}${more}`,
      brief: true
    }
  })
}

/**
 * Every row of a configuration's table, in display order: attempts,
 * requests, usage with coverage, cost with pricing basis, pass fraction,
 * outcomes, three timing rows, resource observations, gaps.
 * `resourcesWhere` says where the observations are listed one by one
 * (e.g. `listed below`).
 */
export function configurationRows(c: ConfigurationReport, resourcesWhere: string): TableRow[] {
  const observations = resourceObservationsValue(c, resourcesWhere)
  return [
    { label: 'evidence', value: c.complete ? 'complete' : 'INCOMPLETE', brief: true },
    { label: 'attempts', value: attemptsValue(c), brief: true },
    { label: 'requests', value: requestsValue(c), brief: true },
    { label: 'requests by evidence', value: evidenceSourcesValue(c), brief: true },
    { label: 'request lists', value: requestListsValue(c), brief: true },
    ...TOKEN_METRICS.map(([label, key]) => ({
      label,
      // Total tokens in the comment's words: unknown, beside the input + output the evidence does give.
      value: (key === 'total_tokens' ? unreportedTotalText(c) : null) ?? formatMetric(c.usage[key], formatCount, unverifiedList(c)),
      brief: key !== 'reasoning_tokens'
    })),
    { label: 'cost', value: costValue(c), brief: true },
    ...evaluationRows(c),
    ...outcomeRows(c),
    ...timingRows(c),
    { label: 'resource observations', value: observations, brief: false },
    ...gapRows(c)
  ]
}
