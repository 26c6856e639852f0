/**
 * An attempt's usage totals, computed once when the attempt is resolved: each metric summed over its
 * requests, or null when its usage is not complete.
 */
import { sumHeld } from '../../evidence/json/fields.js'
import type { Usage } from '../../evidence/types.js'
import type { AttemptTotals, PerAttemptMetric } from './row.js'

/**
 * The attempt's total of `metric`, or null when its usage is not complete:
 * the attempt is missing, its request list unverified, a request did not
 * report the metric, or the total is past what a float holds exactly. A
 * verified empty request list totals a real 0. Costs of every pricing basis
 * are added here; `finish` withholds the cost of an attempt with a cost in
 * a basis the configuration does not sum (tally.ts, `costBasesSummed`).
 */
function attemptTotal(a: TotalsAttempt, metric: PerAttemptMetric): number | null {
  if (a.missing || !a.list_verified) return null
  let sum = 0
  for (const r of a.requests) {
    if (r.usage_lower_bound === true) return null
    const v = r.usage?.[metric]
    if (v === null || v === undefined) return null
    sum += v
  }
  // A total a float cannot hold exactly (a count past 2^53 − 1, a cost past the largest float) is unknown, never
  // rounded (`sum_overflow` names it).
  return sumHeld(sum, metric === 'cost_usd' ? 'usd' : 'tokens') ? sum : null
}

/** The attempt fields the totals read (a resolved attempt is one). */
export type TotalsAttempt = {
  missing: boolean
  list_verified: boolean
  requests: ReadonlyArray<{ usage: Usage | null; usage_lower_bound?: boolean }>
}

/** The totals of attempt `a` (see `attemptTotal`: its cost over every basis, withheld later when a basis is not summed). */
export function attemptTotals(a: TotalsAttempt): AttemptTotals {
  return {
    input_tokens: attemptTotal(a, 'input_tokens'),
    output_tokens: attemptTotal(a, 'output_tokens'),
    total_tokens: attemptTotal(a, 'total_tokens'),
    cost_usd: attemptTotal(a, 'cost_usd')
  }
}
