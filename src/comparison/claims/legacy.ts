/**
 * Legacy counters (adapter `output.usage`, Harbor `agent_result`, ATIF
 * `final_metrics`): never added into the accounting, only compared with it.
 * A difference is a notice `legacy_counter_differs`; a request's own
 * counter that differs beyond rounding is a contradiction instead
 * (`counterContradictions`: the metric's delta is withheld, a warning).
 */
import type { Diagnostic, LegacyCounter, Usage } from '../../evidence/types.js'
import { formatMetricValue, type UsageDisagreement } from './usage-compare.js'
import { LEGACY_METRICS } from '../../model/index.js'

/** The metrics a legacy counter may carry, in report order (src/model/usage.ts). */
export { LEGACY_METRICS }

/**
 * Sum of one metric over usages, or null unless every usage reports it
 * (and there is at least one): the attempt's accounting is only compared
 * when it is fully reported.
 */
function fullSum(usages: ReadonlyArray<Usage | null>, metric: (typeof LEGACY_METRICS)[number]): number | null {
  if (usages.length === 0) return null
  let sum = 0
  for (const u of usages) {
    const v = u?.[metric] ?? null
    if (v === null) return null
    sum += v
  }
  // A sum beyond the largest float is unknown: nothing to compare.
  return Number.isFinite(sum) ? sum : null
}

/**
 * Relative difference beyond which a request's own adapter counter
 * contradicts its accounting rather than rounds differently: 1 % of the
 * larger figure, and more than 1 token (or $0.000001).
 */
export const CONTRADICTION_RELATIVE = 0.01

/** Whether `legacy` and `accounted` of `metric` differ by more than rounding. */
export function beyondRounding(metric: (typeof LEGACY_METRICS)[number], legacy: number, accounted: number): boolean {
  const diff = Math.abs(legacy - accounted)
  const unit = metric === 'cost_usd' ? 1e-6 : 1
  return diff > unit && diff > CONTRADICTION_RELATIVE * Math.max(Math.abs(legacy), Math.abs(accounted))
}

/**
 * The metrics a request's own adapter counters (`output.usage` of its full
 * result, request-level legacy counters) contradict its authoritative
 * `usage` with, beyond rounding ({@link beyondRounding}): relation
 * `adapter_counter_contradicts`, whose metric's delta is withheld and which
 * is a warning (../warnings/configuration-warnings.ts). Empty when `usage` is null.
 */
export function counterContradictions(counters: readonly LegacyCounter[], usage: Usage | null): UsageDisagreement[] {
  const out: UsageDisagreement[] = []
  if (usage === null) return out
  for (const c of counters) {
    for (const m of LEGACY_METRICS) {
      const legacy = c[m]
      const accounted = usage[m]
      if (legacy === null || accounted === null || !beyondRounding(m, legacy, accounted)) continue
      out.push({
        relation: 'adapter_counter_contradicts',
        metrics: [m],
        detail: `${m}: the accounting says ${formatMetricValue(m, accounted)}, ${c.source} says ${formatMetricValue(m, legacy)}`
      })
    }
  }
  return out
}

/**
 * Compare counters with accounting. `usages` are the authoritative usages
 * the counters stand beside: all requests of the attempt for attempt-level
 * counters, the one request for a full result's own (request-level)
 * counters. Returns one `legacy_counter_differs` notice per differing metric.
 */
export function compareLegacyCounters(
  counters: readonly LegacyCounter[],
  usages: ReadonlyArray<Usage | null>,
  scope: string
): Diagnostic[] {
  const out: Diagnostic[] = []
  for (const c of counters) {
    for (const m of LEGACY_METRICS) {
      const legacy = c[m]
      const accounted = fullSum(usages, m)
      if (legacy === null || accounted === null || legacy === accounted) continue
      // A request's own counter beyond rounding is a contradiction (counterContradictions), not a notice.
      if (scope === 'request' && beyondRounding(m, legacy, accounted)) continue
      const d: Diagnostic = {
        code: 'legacy_counter_differs',
        message: `${c.source} reports ${m} ${formatMetricValue(m, legacy)}; the ${scope} accounting says ${formatMetricValue(m, accounted)} (legacy counters are shown, never added)`
      }
      if (c.file !== undefined) d.file = c.file
      out.push(d)
    }
  }
  return out
}
