/**
 * Comparing two usage figures for the same thing (full result vs record end
 * line, accounting vs legacy counter). Pure; never changes the numbers.
 */
import { USAGE_METRICS, type Usage, type UsageMetric } from '../../evidence/types.js'

/**
 * One metric value for report messages: tokens with separators (`1,200`), cost in USD (`$0.5`), `not reported` for
 * null. Not `formatMetric` of src/render/format.ts (a usage sum with its coverage).
 */
export function formatMetricValue(metric: UsageMetric | string, value: number | null): string {
  if (value === null) return 'not reported'
  if (metric === 'cost_usd') return `$${value}`
  return value.toLocaleString('en-US')
}

/**
 * Describe where two usages differ, e.g. `input_tokens 120 vs 118`, or null
 * when they agree. Only metrics reported (non-null) by both sides are
 * compared: "not reported" on one side is not a disagreement.
 */
export function usageDisagreement(a: Usage | null, b: Usage | null): string | null {
  if (a === null || b === null) return null
  const parts: string[] = []
  for (const m of USAGE_METRICS) {
    const x = a[m]
    const y = b[m]
    if (x !== null && y !== null && x !== y) parts.push(`${m} ${formatMetricValue(m, x)} vs ${formatMetricValue(m, y)}`)
  }
  return parts.length === 0 ? null : parts.join(', ')
}

/** The relations between usage fields that their definitions promise (`docs/formats.md`, usage), which a request's usage can break. */
export const USAGE_RELATIONS = [
  'cached_exceeds_input',
  'reasoning_exceeds_output',
  'total_tokens_mismatch',
  /** The request's own adapter counters (`output.usage`, legacy counters) contradict its accounting beyond rounding (legacy.ts). */
  'adapter_counter_contradicts',
  /** The input leaves out cache writes (Harbor's `claude-code` agent; harbor/usage/cache-writes.ts). */
  'input_excludes_cache_writes'
] as const

/** One relation of `USAGE_RELATIONS`. */
export type UsageRelation = (typeof USAGE_RELATIONS)[number]

/** One broken relation of one request's usage: which metrics it makes mean something else, and the figures. */
export interface UsageDisagreement {
  relation: UsageRelation
  /** The metrics whose meaning differs from the definition (their deltas are withheld). */
  metrics: UsageMetric[]
  /** e.g. `cached_input_tokens 900 > input_tokens 300`. */
  detail: string
}

/**
 * The relations a usage breaks, in a fixed order. Promised by the
 * definitions: input includes cached input (`cached_input_tokens ≤
 * input_tokens`), output includes reasoning (`reasoning_tokens ≤
 * output_tokens`), and total is input plus output. Only relations whose
 * fields are all reported are checked; figures are kept as reported.
 */
export function usageDisagreements(u: Usage | null): UsageDisagreement[] {
  if (u === null) return []
  const out: UsageDisagreement[] = []
  const f = (m: UsageMetric, v: number): string => `${m} ${formatMetricValue(m, v)}`
  const { input_tokens: input, cached_input_tokens: cached, output_tokens: output, reasoning_tokens: reasoning, total_tokens: total } = u
  if (cached !== null && input !== null && cached > input) {
    out.push({
      relation: 'cached_exceeds_input',
      metrics: ['input_tokens', 'cached_input_tokens'],
      detail: `${f('cached_input_tokens', cached)} > ${f('input_tokens', input)}`
    })
  }
  if (reasoning !== null && output !== null && reasoning > output) {
    out.push({
      relation: 'reasoning_exceeds_output',
      metrics: ['output_tokens', 'reasoning_tokens'],
      detail: `${f('reasoning_tokens', reasoning)} > ${f('output_tokens', output)}`
    })
  }
  if (total !== null && input !== null && output !== null && total !== input + output) {
    out.push({
      relation: 'total_tokens_mismatch',
      metrics: ['total_tokens'],
      detail: `${f('total_tokens', total)} ≠ input_tokens + output_tokens ${formatMetricValue('total_tokens', input + output)}`
    })
  }
  return out
}
