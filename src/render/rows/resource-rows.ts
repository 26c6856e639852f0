/**
 * Resource observation figures as plain (unescaped) text, shared by the
 * text and Markdown renderings: the table row's coverage and the lines of
 * requests without an observation. Never summed.
 */
import type { ConfigurationReport } from '../../comparison/report/report-schema.js'
import { formatCount, formatPlural } from '../format.js'
import { NOT_OBSERVED_STATES } from '../../comparison/tally/resources.js'

type NotObserved = ConfigurationReport['resource_coverage']['not_observed'][number]

/** Note printed with the observations: CPU time is cumulative per runtime. */
export const CPU_NOTE = "CPU time is cumulative for the runtime's host tree, never per invocation"

/**
 * The table value: `1 of 2 requests (listed below) · unavailable 1`, or
 * `none of 2 requests · unsupported 2` (states in `NOT_OBSERVED_STATES`
 * order, from the counts: the rows need not be held). `where` says where
 * rows are listed.
 */
export function resourceObservationsValue(c: ConfigurationReport, where: string): string {
  const cov = c.resource_coverage
  const parts = NOT_OBSERVED_STATES.filter((s) => cov.not_observed_by_state[s] > 0).map(
    (s) => `${s.replace('_', ' ')} ${formatCount(cov.not_observed_by_state[s])}`
  )
  const head =
    cov.observed === 0
      ? `none of ${formatPlural(cov.expected, 'request')}`
      : `${formatCount(cov.observed)} of ${formatPlural(cov.expected, 'request')} (${where})`
  return [head, ...parts].join(' · ')
}

/** A request without an observation: `base/t@r1#1 request q2 runtime rt-2: unavailable — no resource_snapshot in the full result`. */
export function notObservedText(n: NotObserved): string {
  const request = n.request_id ? ` request ${n.request_id}` : ''
  const runtime = n.runtime_id ? ` runtime ${n.runtime_id}` : ''
  return `${n.attempt}${request}${runtime}: ${n.state.replace('_', ' ')} — ${n.reason}`
}
