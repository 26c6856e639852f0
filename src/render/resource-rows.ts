/**
 * Resource observation figures as plain (unescaped) text, shared by the
 * text and Markdown renderings: the table row's coverage and the lines of
 * requests without an observation. Never summed.
 */
import type { ConfigurationReport } from '../comparison/report-schema.js'
import { formatCount, formatPlural } from './format.js'

type NotObserved = ConfigurationReport['resource_coverage']['not_observed'][number]

/** Note printed with the observations: CPU time is cumulative per runtime. */
export const CPU_NOTE = "CPU time is cumulative for the runtime's host tree, never per invocation"

/**
 * The table value: `1 of 2 requests (listed below) · unavailable 1`, or
 * `none of 2 requests · unsupported 2`. `where` says where rows are listed.
 */
export function resourceObservationsValue(c: ConfigurationReport, where: string): string {
  const cov = c.resource_coverage
  const states = new Map<string, number>()
  for (const n of cov.not_observed) states.set(n.state, (states.get(n.state) ?? 0) + 1)
  const parts = [...states.entries()].map(([s, n]) => `${s.replace('_', ' ')} ${formatCount(n)}`)
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
