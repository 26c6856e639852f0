/**
 * Usage accounting of one configuration (`docs/numbers.md`, accounting): per
 * metric the observed sum over requests whose authoritative usage reports
 * it, how many expected requests reported it, and whether it is complete.
 * A missing value is never 0; a reported 0 is a real 0 and counts as reported.
 * Zero expected requests over a verified inventory with verified request
 * lists sum to a real 0 (observed 0, complete); unverified, they are unknown.
 */
import { sumHeld } from '../../evidence/json/fields.js'
import { addToSum, emptySum, mergeSums, sumValue, type ExactSum } from './exact-sum.js'
import { USAGE_METRICS, type Usage, type UsageMetric } from '../../evidence/types.js'
import { ESTIMATE_BASIS_PREFIX } from '../../evidence/harbor/usage/cost-basis.js'
import type { ConfigurationInput } from '../input/input.js'
import type { MetricCoverage } from '../report/report-schema.js'
import { usageDisagreements, type UsageDisagreement } from '../claims/usage-compare.js'
import { mergeUsageFindings, newUsageFindings, tallyFindings, type RequestFindings, type UsageFindings } from './usage-findings.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'

/** Usage block of a configuration: one coverage entry per metric. */
export type UsageBlock = Record<UsageMetric, MetricCoverage>

/**
 * The costs of one pricing basis left out of a configuration's cost sum (`mixed_basis`): the basis (`''`: the
 * requests name none) and the coverage of its own sum in US dollars — known figures, just not in the basis the
 * cost is summed in, so never added to it nor compared with another basis.
 */
export interface OtherBasisCost extends MetricCoverage {
  basis: string
}

/** Result of accounting one configuration. */
export interface Accounting {
  usage: UsageBlock
  /**
   * The pricing basis costs were summed in (declared, else the named basis most costed requests are in: {@link
   * costBasesSummed}); null when none is named.
   */
  reference_basis: string | null
  /**
   * Requests whose cost was left out because its pricing basis differs: how many, their bases (`''`: the request
   * names none), sorted, and a sample of their attempts.
   */
  mixed_basis: { requests: number; bases: string[]; attempts: KeySample; costs: OtherBasisCost[] }
  /**
   * The requests whose usage breaks a relation of the usage definitions
   * (cached ≤ input, reasoning ≤ output, total = input + output, …), by
   * relation and by metric (usage-findings.ts).
   */
  findings: UsageFindings
  /** Whether any request reported a cost at all (in any basis). */
  any_cost: boolean
  /**
   * Metrics whose sum a 64-bit float cannot hold exactly: a token sum above
   * 2^53 − 1 (rounded, so no longer a count) or a cost that overflowed to
   * ±Infinity. Their `observed` is null and they are never complete
   * (warning `sum_overflow`).
   */
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
 * A sum of one metric: the exact sum, the requests that reported it (`by`) and those whose figure is a lower bound
 * (`lower`, added but not reporting).
 */
export interface MetricSum {
  sum: ExactSum
  by: number
  lower: number
}

/** Costs named in one pricing basis (or in none: key `''`), kept apart so that bases are never added. */
export interface BasisCosts extends MetricSum {
  /**
   * Order key of the first attempt with a cost in this basis (between bases with as many costed requests, the earlier
   * one is the reference).
   */
  first: string
  /**
   * The attempts of the requests with a cost in this basis (they become `mixed_basis` when another basis is the
   * reference); costs that name none under a declared billed basis, always summed, are not sampled.
   */
  requests: KeySample
}

/**
 * Usage accounting of one configuration so far, added to attempt by
 * attempt (`tallyUsage`) and merged (`mergeUsageTallies`): per metric an
 * exact sum and a count; costs per pricing basis; the findings. The
 * reference basis is decided at the end (`accountingFromTally`,
 * {@link costBasesSummed}): the configuration's declared basis, with the
 * costs that name no basis (they are in the declared one); else the basis
 * most of its costed requests are in, "none named" being a basis of its
 * own — so costs of different bases are never added (an estimate that
 * names its basis is never summed with a cost that names none).
 */
export interface UsageTally {
  /** The configuration's declared pricing basis, or null. */
  declared: string | null
  /** Sums of every metric but `cost_usd`. */
  sums: Map<UsageMetric, MetricSum>
  /** `cost_usd` per named pricing basis, and under `''` costs that name no basis. */
  costs: Map<string, BasisCosts>
  expected: number
  any_cost: boolean
  findings: UsageFindings
}

/** An empty tally for `config`. */
export function newUsageTally(config: ConfigurationInput): UsageTally {
  return {
    declared: config.pricing === null ? null : config.pricing.basis,
    sums: new Map(USAGE_METRICS.filter((m) => m !== 'cost_usd').map((m) => [m, { sum: emptySum(), by: 0, lower: 0 }])),
    costs: new Map(),
    expected: 0,
    any_cost: false,
    findings: newUsageFindings()
  }
}

/**
 * Adds attempt `a`'s expected requests to `t`. Exact sums: the order of
 * adding never changes a figure.
 */
export function tallyUsage(t: UsageTally, a: { key: string; order: string; requests: readonly UsageRequest[] }): void {
  const findings: RequestFindings[] = []
  for (const r of a.requests) {
    t.expected += 1
    const u = r.usage
    if (u === null) continue
    const found = [...usageDisagreements(u), ...(r.usage_findings ?? [])]
    if (found.length > 0) findings.push({ request_id: r.request_id, found, cached: u.cached_input_tokens, input: u.input_tokens })
    for (const m of USAGE_METRICS) {
      const v = u[m]
      if (v === null) continue
      let s: MetricSum
      if (m === 'cost_usd') {
        t.any_cost = true
        const basis = u.pricing_basis ?? ''
        let c = t.costs.get(basis)
        if (c === undefined) {
          c = { sum: emptySum(), by: 0, lower: 0, first: a.order, requests: newKeySample() }
          t.costs.set(basis, c)
        }
        // Costs that name none are always summed under a declared billed basis: no need to name them.
        if (basis !== '' || !unnamedInDeclared(t.declared)) addToSample(c.requests, a.key, a.order)
        s = c
      } else s = t.sums.get(m)!
      addToSum(s.sum, v)
      if (r.usage_lower_bound === true) s.lower += 1
      else s.by += 1
    }
  }
  if (findings.length > 0) tallyFindings(t.findings, a.key, a.order, findings)
}

function mergeSum<T extends MetricSum>(a: T, b: MetricSum): T {
  const sum = [...a.sum]
  mergeSums(sum, b.sum)
  return { ...a, sum, by: a.by + b.by, lower: a.lower + b.lower }
}

/** The tally of the attempts of `a` and `b` together (disjoint attempts, one configuration). Neither is modified. */
export function mergeUsageTallies(a: UsageTally, b: UsageTally): UsageTally {
  const sums = new Map([...a.sums].map(([m, s]) => [m, mergeSum(s, b.sums.get(m)!)]))
  const costs = new Map(a.costs)
  for (const [basis, c] of b.costs) {
    const x = costs.get(basis)
    costs.set(
      basis,
      x === undefined
        ? c
        : { ...mergeSum(x, c), first: x.first <= c.first ? x.first : c.first, requests: mergeKeySamples(x.requests, c.requests) }
    )
  }
  return {
    declared: a.declared,
    sums,
    costs,
    expected: a.expected + b.expected,
    any_cost: a.any_cost || b.any_cost,
    findings: mergeUsageFindings(a.findings, b.findings)
  }
}

/** Whether costs that name no basis are summed in the declared basis `declared`: yes, unless none is declared or it is a price estimate. */
function unnamedInDeclared(declared: string | null): boolean {
  return declared !== null && !declared.startsWith(ESTIMATE_BASIS_PREFIX)
}

/**
 * The pricing bases whose costs a tally sums (a `Set` of basis ids, `''`
 * for costs that name none):
 * - a declared basis: it and `''` (costs that name none are in it) — but
 *   not `''` when the declared basis is a price estimate
 *   (`harbor-estimate:…`): a cost that names none is not known to be one;
 * - none declared: the basis (possibly `''`) most costed requests are in;
 *   between bases with as many, the one whose first attempt comes first in
 *   attempt-key order, then the smaller id — so neither one stray estimate
 *   among billed costs nor the order of merging decides;
 * - no cost reported: empty.
 * Every other basis is left out (`mixed_basis`).
 */
export function costBasesSummed(t: UsageTally): ReadonlySet<string> {
  if (t.declared !== null) return new Set(unnamedInDeclared(t.declared) ? [t.declared, ''] : [t.declared])
  let best: BasisCosts | null = null
  let basis: string | null = null
  for (const [b, c] of t.costs) {
    const n = c.by + c.lower
    const m = best === null ? -1 : best.by + best.lower
    if (best === null || n > m || (n === m && (c.first < best.first || (c.first === best.first && b < basis!)))) {
      best = c
      basis = b
    }
  }
  return basis === null ? new Set() : new Set([basis])
}

/**
 * The reference pricing basis of a tally: declared, else the basis {@link costBasesSummed} chose when it is a named
 * one; null when none is named.
 */
export function referenceBasis(t: UsageTally): string | null {
  if (t.declared !== null) return t.declared
  const [b] = costBasesSummed(t)
  return b === undefined || b === '' ? null : b
}

/** A pricing basis in words: its id, or "no basis named" for `''` and null. */
export function basisName(basis: string | null): string {
  return basis === null || basis === '' ? 'no basis named' : basis
}

/** The basis a configuration's costs are summed in (`''`: they name none), and whether the configuration declared it. */
export interface PricedIn {
  basis: string
  declared: boolean
}

/**
 * The basis a configuration's costs are summed in, for comparing
 * configurations: the declared basis (`declared`), else the reference basis
 * its evidence named, else `''` when it has costs that name none; null
 * when it declares none and reports no cost.
 */
export function costsPricedIn(declared: string | null, a: Pick<Accounting, 'reference_basis' | 'any_cost'>): PricedIn | null {
  if (declared !== null) return { basis: declared, declared: true }
  if (a.reference_basis !== null) return { basis: a.reference_basis, declared: false }
  return a.any_cost ? { basis: '', declared: false } : null
}

/**
 * Whether two configurations' costs are in different pricing bases: two
 * named bases that differ, or costs that name no basis beside a basis the
 * other side's evidence named (e.g. billed costs beside Harbor's
 * `harbor-estimate:<agent>`). Costs that name none beside a declared basis
 * may be in it: not a difference (`pricing_basis_missing` says they are
 * not comparable).
 */
export function basesDiffer(x: PricedIn, y: PricedIn): boolean {
  if (x.basis !== '' && y.basis !== '') return x.basis !== y.basis
  if (x.basis === '' && y.basis === '') return false
  return !(x.basis === '' ? y : x).declared
}

/**
 * The accounting of a tally. `inventoryAndListsVerified`: attempt inventory
 * verified, every listed attempt's request list verified and no attempt
 * missing; `complete` also needs reported_by === expected.
 */
export function accountingFromTally(t: UsageTally, inventoryAndListsVerified: boolean): Accounting {
  const usage = {} as UsageBlock
  const overflowed: UsageMetric[] = []
  const basis = referenceBasis(t)
  const summed = costBasesSummed(t)
  // The cost sum: costs in the bases summed (costBasesSummed); every other basis is left out.
  const cost: MetricSum = { sum: emptySum(), by: 0, lower: 0 }
  const mixed: Accounting['mixed_basis'] = { requests: 0, bases: [], attempts: newKeySample(), costs: [] }
  for (const [b, c] of t.costs) {
    if (summed.has(b)) {
      mergeSums(cost.sum, c.sum)
      cost.by += c.by
      cost.lower += c.lower
    } else {
      mixed.requests += c.requests.listings
      mixed.bases.push(b)
      mixed.attempts = mergeKeySamples(mixed.attempts, c.requests)
      // Its own sum, known in its own basis: shown beside the cost, never added to it.
      const value = sumValue(c.sum)
      const held = sumHeld(value, 'usd')
      mixed.costs.push({
        basis: b,
        observed: held && (c.by > 0 || c.lower > 0) ? value : null,
        reported_by: c.by,
        expected: t.expected,
        complete: inventoryAndListsVerified && c.by === t.expected && held
      })
    }
  }
  mixed.bases.sort()
  mixed.costs.sort((x, y) => (x.basis < y.basis ? -1 : x.basis > y.basis ? 1 : 0))
  for (const m of USAGE_METRICS) {
    const s = m === 'cost_usd' ? cost : t.sums.get(m)!
    const value = sumValue(s.sum)
    // Finite values can still add up to ±Infinity, counts past 2^53 − 1 to a rounded number: that sum is unknown, never a complete figure.
    const finite = sumHeld(value, m === 'cost_usd' ? 'usd' : 'tokens')
    if (!finite) overflowed.push(m)
    const complete = inventoryAndListsVerified && s.by === t.expected && finite
    usage[m] = {
      // No report is unknown — except a verified inventory of verified empty request lists: a real 0.
      observed: !finite || (s.by === 0 && s.lower === 0 && !complete) ? null : value,
      reported_by: s.by,
      expected: t.expected,
      complete
    }
  }
  return {
    usage,
    reference_basis: basis,
    mixed_basis: mixed,
    findings: t.findings,
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
export const OVERFLOW_TEXT = 'its sum exceeds what a 64-bit float holds exactly'

/** The limits behind {@link OVERFLOW_TEXT}, in words. */
export const OVERFLOW_LIMITS = 'token counts above 2^53 − 1 = 9,007,199,254,740,991, costs above about 1.8e308'

/** `7 of 9 requests` coverage text of one metric. */
export function coverageText(c: MetricCoverage): string {
  return `${c.reported_by} of ${c.expected} requests`
}

/**
 * Where the costs left out of a configuration's sum are, in words, for messages: `reported only in list-2026-07
 * (8 of 8 requests), not in list-2026-05`; null when no cost is left out. `costs`: the report's
 * `cost_other_bases` (basis null or `''`: none named); `reference`: the basis the sum is in. Costs in another basis
 * are known there, never "not reported".
 */
export function otherBasesText(
  costs: ReadonlyArray<MetricCoverage & { basis: string | null }> | undefined,
  reference: string | null
): string | null {
  if (costs === undefined || costs.length === 0) return null
  const where = costs.map((c) => `${basisName(c.basis)} (${coverageText(c)})`).join(', ')
  return `reported only in ${where}, not in ${basisName(reference)}`
}
