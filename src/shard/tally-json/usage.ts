/**
 * The usage part of a configuration's tally (src/comparison/tally/accounting.ts) to and from its serialised form,
 * with its usage findings (tally/usage-findings.ts), whose relations and metrics are checked to name each other on
 * read.
 */
import { attemptKey, plural } from '../../comparison/input/keys.js'
import type { UsageTally } from '../../comparison/tally/accounting.js'
import type { FirstFinding, UsageFindings } from '../../comparison/tally/usage-findings.js'
import { USAGE_RELATIONS } from '../../comparison/claims/usage-compare.js'
import { USAGE_METRICS } from '../../evidence/types.js'
import type { SerialPart } from '../tally-schema.js'
import { identityOf, sampleIn, sampleOut, TallyShapeError } from './samples.js'

/** A configuration's usage tally (tally/accounting.ts) in its serialised form, its findings in their fixed order. */
export function usageOut(u: UsageTally): SerialPart['usage'] {
  return {
    declared: u.declared,
    sums: [...u.sums].map(([m, s]) => [m, { sum: [...s.sum], by: s.by, lower: s.lower }]),
    costs: [...u.costs].map(([b, c]) => [
      b,
      { sum: [...c.sum], by: c.by, lower: c.lower, first: c.first, requests: sampleOut(c.requests) }
    ]),
    expected: u.expected,
    any_cost: u.any_cost,
    findings: findingsOut(u.findings)
  }
}

/** A usage tally read back; throws TallyShapeError when a sample or its findings do not hold (`findingsIn`). */
export function usageIn(u: SerialPart['usage'], where: string): UsageTally {
  return {
    declared: u.declared,
    sums: new Map(u.sums.map(([m, s]) => [m, { sum: [...s.sum], by: s.by, lower: s.lower }])),
    costs: new Map(
      u.costs.map(([b, c], i) => [
        b,
        { sum: [...c.sum], by: c.by, lower: c.lower, first: c.first, requests: sampleIn(c.requests, `${where}.costs[${i}].requests`) }
      ])
    ),
    expected: u.expected,
    any_cost: u.any_cost,
    findings: findingsIn(u.findings, `${where}.findings`)
  }
}

/** The entries of `map` in the order of `keys` (keys it does not hold left out). */
function heldInOrder<K, V>(keys: readonly K[], map: ReadonlyMap<K, V>): Array<[K, V]> {
  return keys.flatMap((k): Array<[K, V]> => {
    const v = map.get(k)
    return v === undefined ? [] : [[k, v]]
  })
}

/** Usage findings (tally/usage-findings.ts) as lists, each first finding by its order key. */
function findingsOut(f: UsageFindings): SerialPart['usage']['findings'] {
  const first = (x: FirstFinding): { order: string; detail: string } => ({ order: x.order, detail: x.detail })
  return {
    // In USAGE_RELATIONS and USAGE_METRICS order (a fold meets them in any order).
    relations: heldInOrder(USAGE_RELATIONS, f.relations).map(([r, x]) => [
      r,
      {
        fields: x.fields,
        requests: x.requests,
        metrics: x.metrics,
        first: first(x.first),
        figures: x.figures,
        attempts: sampleOut(x.attempts)
      }
    ]),
    metrics: heldInOrder(USAGE_METRICS, f.metrics).map(([m, x]) => [
      m,
      { requests: x.requests, relations: x.relations, first: first(x.first) }
    ])
  }
}

/**
 * Throws TallyShapeError when a relation or metric is listed twice, its
 * counts do not hold (no request, fewer findings than requests), its list
 * of metrics (or relations) is empty, repeats one or is out of their
 * order, a relation names a metric whose entry does not name it back (or
 * the reverse), or the cached-input figures are not cached above input.
 */
function findingsIn(f: SerialPart['usage']['findings'], where: string): UsageFindings {
  const first = (x: { order: string; detail: string }, at: string): FirstFinding => ({
    key: attemptKey(identityOf(x.order, `${at}.first.order`)),
    order: x.order,
    detail: x.detail
  })
  const once = (seen: ReadonlyMap<string, unknown>, name: string, at: string): void => {
    if (seen.has(name)) throw new TallyShapeError(`${at}: ${JSON.stringify(name)} is listed twice`)
  }
  // Non-empty, each once, in the order of `all` (the order a fold and a merge give).
  const canonical = <T extends string>(list: readonly T[], all: readonly T[], at: string): T[] => {
    const expected = all.filter((x) => list.includes(x))
    if (list.length === 0 || expected.length !== list.length || expected.some((x, i) => x !== list[i]))
      throw new TallyShapeError(`${at}: ${JSON.stringify(list)} is not a non-empty list, each once, in the order ${all.join(', ')}`)
    return [...list]
  }
  const relations: UsageFindings['relations'] = new Map()
  f.relations.forEach(([r, x], i) => {
    const at = `${where}.relations[${i}]`
    once(relations, r, at)
    if (x.requests < 1 || x.fields < x.requests)
      throw new TallyShapeError(
        `${at}: ${plural(x.fields, 'finding')} in ${plural(x.requests, 'request')} (at least one request, and a finding per request)`
      )
    if (x.figures !== null && (r !== 'cached_exceeds_input' || !(x.figures.cached > x.figures.input)))
      throw new TallyShapeError(`${at}.figures: only a cached_exceeds_input finding has figures, with cached above input`)
    relations.set(r, {
      ...x,
      metrics: canonical(x.metrics, USAGE_METRICS, `${at}.metrics`),
      first: first(x.first, at),
      attempts: sampleIn(x.attempts, `${at}.attempts`),
      lastIds: []
    })
  })
  const metrics: UsageFindings['metrics'] = new Map()
  f.metrics.forEach(([m, x], i) => {
    const at = `${where}.metrics[${i}]`
    once(metrics, m, at)
    if (x.requests < 1) throw new TallyShapeError(`${at}: no request names it`)
    const named = canonical(x.relations, USAGE_RELATIONS, `${at}.relations`)
    const unmatched = named.find((r) => relations.get(r)?.metrics.includes(m) !== true)
    if (unmatched !== undefined) throw new TallyShapeError(`${at}: names relation ${unmatched}, whose findings do not name ${m}`)
    metrics.set(m, { requests: x.requests, relations: named, first: first(x.first, at), last: null, lastIds: [] })
  })
  for (const [r, x] of relations) {
    const unmatched = x.metrics.find((m) => metrics.get(m)?.relations.includes(r) !== true)
    if (unmatched !== undefined)
      throw new TallyShapeError(`${where}: relation ${r} names ${unmatched}, whose metric entry does not name it`)
  }
  return { relations, metrics }
}
