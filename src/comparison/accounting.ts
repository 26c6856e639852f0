/**
 * Usage accounting of one configuration (comparison.md "Accounting"): per
 * metric the observed sum over requests whose authoritative usage reports
 * it, how many expected requests reported it, and whether it is complete.
 * A missing value is never 0; a reported 0 is a real 0 and counts as reported.
 * Zero expected requests over a verified inventory with verified request
 * lists sum to a real 0 (observed 0, complete); unverified, they are unknown.
 */
import { USAGE_METRICS, type UsageMetric } from '../evidence/types.js'
import type { ConfigurationInput } from './input.js'
import type { MetricCoverage } from './report-schema.js'
import type { RetainedAttempt } from './resolve.js'
import { usageDisagreements, type UsageDisagreement } from './usage-compare.js'

/** Usage block of a configuration: one coverage entry per metric. */
export type UsageBlock = Record<UsageMetric, MetricCoverage>

/** Result of accounting one configuration. */
export interface Accounting {
  usage: UsageBlock
  /** The pricing basis costs were summed in (declared, else the first basis a request named); null when none. */
  reference_basis: string | null
  /** Attempts holding a request whose cost was left out because its pricing basis differs. */
  mixed_basis: Array<{ key: string; basis: string }>
  /** Attempts holding a request whose cached_input_tokens exceed its input_tokens. */
  cached_exceeds_input: Array<{ key: string; cached: number; input: number }>
  /** Every request whose usage breaks a relation of the usage definitions (cached ≤ input, reasoning ≤ output, total = input + output). */
  disagreements: Array<{ key: string; request_id: string | null } & UsageDisagreement>
  /** Whether any request reported a cost at all (in any basis). */
  any_cost: boolean
  /** Metrics whose sum overflowed to ±Infinity: their `observed` is null and they are never complete (warning `sum_overflow`). */
  overflowed: UsageMetric[]
}

/**
 * The basis costs are summed in: the configuration's declared basis; when
 * none is declared, the first basis named by a request that reports a cost
 * (input order), so that costs of different bases are never added.
 */
function referenceBasis(config: ConfigurationInput, attempts: readonly RetainedAttempt[]): string | null {
  if (config.pricing !== null) return config.pricing.basis
  for (const a of attempts) {
    for (const r of a.requests) {
      if (r.usage?.cost_usd !== null && r.usage?.cost_usd !== undefined && r.usage.pricing_basis !== null) {
        return r.usage.pricing_basis
      }
    }
  }
  return null
}

/**
 * Account the usage of a configuration's listed attempts.
 * `inventoryAndListsVerified`: attempt inventory verified, every listed
 * attempt's request list verified and no attempt missing; `complete` also
 * needs reported_by === expected. A request whose `pricing_basis` is named
 * and differs from the reference basis does not count as reporting cost.
 */
export function accountUsage(
  config: ConfigurationInput,
  attempts: readonly RetainedAttempt[],
  inventoryAndListsVerified: boolean
): Accounting {
  const basis = referenceBasis(config, attempts)
  const sums = new Map<UsageMetric, { sum: number; by: number }>(USAGE_METRICS.map((m) => [m, { sum: 0, by: 0 }]))
  const mixed: Accounting['mixed_basis'] = []
  const cached: Accounting['cached_exceeds_input'] = []
  const disagreements: Accounting['disagreements'] = []
  let expected = 0
  let anyCost = false
  for (const a of attempts) {
    for (const r of a.requests) {
      expected += 1
      const u = r.usage
      if (u === null) continue
      for (const d of usageDisagreements(u)) {
        disagreements.push({ key: a.key, request_id: r.request_id, ...d })
        if (d.relation === 'cached_exceeds_input') cached.push({ key: a.key, cached: u.cached_input_tokens!, input: u.input_tokens! })
      }
      for (const m of USAGE_METRICS) {
        const v = u[m]
        if (v === null) continue
        if (m === 'cost_usd') {
          anyCost = true
          if (u.pricing_basis !== null && basis !== null && u.pricing_basis !== basis) {
            mixed.push({ key: a.key, basis: u.pricing_basis })
            continue
          }
        }
        const s = sums.get(m)!
        s.sum += v
        s.by += 1
      }
    }
  }
  const usage = {} as UsageBlock
  const overflowed: UsageMetric[] = []
  for (const m of USAGE_METRICS) {
    const s = sums.get(m)!
    // Finite values can still add up to ±Infinity: that sum is unknown, never a complete figure.
    const finite = Number.isFinite(s.sum)
    if (!finite) overflowed.push(m)
    const complete = inventoryAndListsVerified && s.by === expected && finite
    usage[m] = {
      // No report is unknown — except a verified inventory of verified empty request lists: a real 0.
      observed: !finite || (s.by === 0 && !complete) ? null : s.sum,
      reported_by: s.by,
      expected,
      complete
    }
  }
  return { usage, reference_basis: basis, mixed_basis: mixed, cached_exceeds_input: cached, disagreements, any_cost: anyCost, overflowed }
}

/** `7 of 9 requests` coverage text of one metric. */
export function coverageText(c: MetricCoverage): string {
  return `${c.reported_by} of ${c.expected} requests`
}
