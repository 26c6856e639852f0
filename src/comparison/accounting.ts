/**
 * Usage accounting of one configuration (`docs/numbers.md`, accounting): per
 * metric the observed sum over requests whose authoritative usage reports
 * it, how many expected requests reported it, and whether it is complete.
 * A missing value is never 0; a reported 0 is a real 0 and counts as reported.
 * Zero expected requests over a verified inventory with verified request
 * lists sum to a real 0 (observed 0, complete); unverified, they are unknown.
 */
import { USAGE_METRICS, type Usage, type UsageMetric } from '../evidence/types.js'
import type { ConfigurationInput } from './input.js'
import type { MetricCoverage } from './report-schema.js'
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
 * The request fields the accounting reads (a resolved request is one).
 * `usage_findings` are added to the relations its usage breaks; a
 * `usage_lower_bound` usage is added into the sums but does not count as
 * reporting (the sum becomes a lower bound, never complete).
 */
export type UsageRequest = {
  request_id: string | null
  usage: Usage | null
  usage_lower_bound?: boolean
  usage_findings?: readonly UsageDisagreement[]
}

/**
 * Usage accounting of one configuration so far, added to attempt by
 * attempt (`tallyUsage`): per metric a sum and a count, the findings, and
 * the pricing basis costs are summed in — the configuration's declared
 * basis; when none is declared, the first basis named by a request that
 * reports a cost (attempt-key order), so that costs of different bases are
 * never added. Sums are added in attempt-key order, as before streaming.
 */
export interface UsageTally {
  basis: string | null
  /** Per metric: the sum, the requests that reported it (`by`) and those whose figure is a lower bound (`lower`, added but not reporting). */
  sums: Map<UsageMetric, { sum: number; by: number; lower: number }>
  expected: number
  any_cost: boolean
  mixed: Accounting['mixed_basis']
  cached: Accounting['cached_exceeds_input']
  disagreements: Accounting['disagreements']
}

/** An empty tally for `config`. */
export function newUsageTally(config: ConfigurationInput): UsageTally {
  return {
    basis: config.pricing === null ? null : config.pricing.basis,
    sums: new Map(USAGE_METRICS.map((m) => [m, { sum: 0, by: 0, lower: 0 }])),
    expected: 0,
    any_cost: false,
    mixed: [],
    cached: [],
    disagreements: []
  }
}

/**
 * Adds attempt `a`'s expected requests to `t`. A request whose
 * `pricing_basis` is named and differs from the basis does not count as
 * reporting cost (`mixed_basis`).
 */
export function tallyUsage(t: UsageTally, a: { key: string; requests: readonly UsageRequest[] }): void {
  for (const r of a.requests) {
    t.expected += 1
    const u = r.usage
    if (u === null) continue
    if (t.basis === null && u.cost_usd !== null && u.pricing_basis !== null) t.basis = u.pricing_basis
    for (const d of [...usageDisagreements(u), ...(r.usage_findings ?? [])]) {
      t.disagreements.push({ key: a.key, request_id: r.request_id, ...d })
      if (d.relation === 'cached_exceeds_input') t.cached.push({ key: a.key, cached: u.cached_input_tokens!, input: u.input_tokens! })
    }
    for (const m of USAGE_METRICS) {
      const v = u[m]
      if (v === null) continue
      if (m === 'cost_usd') {
        t.any_cost = true
        if (u.pricing_basis !== null && t.basis !== null && u.pricing_basis !== t.basis) {
          t.mixed.push({ key: a.key, basis: u.pricing_basis })
          continue
        }
      }
      const s = t.sums.get(m)!
      s.sum += v
      if (r.usage_lower_bound === true) s.lower += 1
      else s.by += 1
    }
  }
}

/**
 * The accounting of a tally. `inventoryAndListsVerified`: attempt inventory
 * verified, every listed attempt's request list verified and no attempt
 * missing; `complete` also needs reported_by === expected.
 */
export function accountingFromTally(t: UsageTally, inventoryAndListsVerified: boolean): Accounting {
  const usage = {} as UsageBlock
  const overflowed: UsageMetric[] = []
  for (const m of USAGE_METRICS) {
    const s = t.sums.get(m)!
    // Finite values can still add up to ±Infinity: that sum is unknown, never a complete figure.
    const finite = Number.isFinite(s.sum)
    if (!finite) overflowed.push(m)
    const complete = inventoryAndListsVerified && s.by === t.expected && finite
    usage[m] = {
      // No report is unknown — except a verified inventory of verified empty request lists: a real 0.
      observed: !finite || (s.by === 0 && s.lower === 0 && !complete) ? null : s.sum,
      reported_by: s.by,
      expected: t.expected,
      complete
    }
  }
  return {
    usage,
    reference_basis: t.basis,
    mixed_basis: [...t.mixed],
    cached_exceeds_input: [...t.cached],
    disagreements: [...t.disagreements],
    any_cost: t.any_cost,
    overflowed
  }
}

/**
 * True when the metric's sum overflowed (see {@link accountingFromTally}):
 * requests reported it, yet the figure is unknown. Such a figure is never
 * complete, and every text about it says why it is unknown.
 */
export function sumOverflowed(c: MetricCoverage): boolean {
  return c.observed === null && c.reported_by > 0
}

/** Why an overflowed figure is unknown, in words (`sum_overflow`). */
export const OVERFLOW_TEXT = 'its sum exceeds the largest 64-bit float'

/** `7 of 9 requests` coverage text of one metric. */
export function coverageText(c: MetricCoverage): string {
  return `${c.reported_by} of ${c.expected} requests`
}
