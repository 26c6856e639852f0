/**
 * What the accumulator keeps of the requests whose usage breaks a relation
 * of the usage definitions (`usage-compare.ts` `USAGE_RELATIONS`: cached ≤
 * input, reasoning ≤ output, total = input + output, adapter counters,
 * cache writes): per relation and per metric, counts, the metrics or
 * relations concerned, the first finding in attempt-key order and a sample
 * of the attempts — what the warnings and the withheld deltas say — instead
 * of one entry per finding (issue 41: memory by tasks, not attempts).
 *
 * Counting follows `key-sample.ts`: within one fold the listings of one
 * attempt come one after another, and a listing of an attempt already
 * counted adds its findings (`fields`) but only the requests (by id) not
 * counted for it yet. Two merged folds are of different attempts: an
 * attempt listed in both (a `duplicate_attempt`, found by the attempt
 * digests) has its requests counted in each, as bounded memory cannot
 * tell (the list of every finding this replaced counted them once).
 */
import { USAGE_METRICS, type UsageMetric } from '../../evidence/types.js'
import { USAGE_RELATIONS, type UsageDisagreement, type UsageRelation } from '../claims/usage-compare.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'

/** The first finding (in attempt-key order) of a relation or a metric. */
export interface FirstFinding {
  /** Attempt key and order key (`../input/ordered.ts` `orderKey`) of its attempt. */
  key: string
  order: string
  /** e.g. `cached_input_tokens 900 > input_tokens 300`. */
  detail: string
}

/** The requests that break one relation (see the file comment). */
export interface RelationFindings {
  /** Findings: one per request, or more when a request breaks the relation in several fields. */
  fields: number
  /** Requests (attempt and request id; requests without an id in one attempt count once). */
  requests: number
  /** The metrics the findings name (their deltas are withheld), in `USAGE_METRICS` order. */
  metrics: UsageMetric[]
  first: FirstFinding
  /**
   * For `cached_exceeds_input`: the first finding's cached_input_tokens and
   * input_tokens as reported (null when its figures are not the request's
   * usage, e.g. a reader's own finding).
   */
  figures: { cached: number; input: number } | null
  attempts: KeySample
  /** The request ids counted for the last attempt added in this fold (empty after a merge). */
  lastIds: Array<string | null>
}

/** The requests whose findings name one metric: how many, by which relations (`USAGE_RELATIONS` order), and the first. */
export interface MetricFindings {
  requests: number
  relations: UsageRelation[]
  first: FirstFinding
  /** Order key of the last attempt counted in this fold (null after a merge). */
  last: string | null
  /** The request ids counted for that attempt (empty after a merge). */
  lastIds: Array<string | null>
}

/** Findings of one configuration's requests, by relation and by metric; a relation or metric no request broke is absent. */
export interface UsageFindings {
  relations: Map<UsageRelation, RelationFindings>
  metrics: Map<UsageMetric, MetricFindings>
}

/** No findings. */
export function newUsageFindings(): UsageFindings {
  return { relations: new Map(), metrics: new Map() }
}

/** One request's findings: the disagreements its usage gives and a reader's own, with the usage's cached and input figures. */
export interface RequestFindings {
  request_id: string | null
  found: readonly UsageDisagreement[]
  cached: number | null
  input: number | null
}

function inOrder<T extends string>(all: readonly T[], some: Iterable<T>): T[] {
  const has = new Set(some)
  return all.filter((x) => has.has(x))
}

/**
 * Adds the findings of one attempt's requests (attempt key `key`, order key
 * `order`; attempt-key order within a fold) to `f` in place.
 */
export function tallyFindings(f: UsageFindings, key: string, order: string, requests: readonly RequestFindings[]): void {
  const byRelation = new Map<UsageRelation, { ids: Set<string | null>; fields: number; metrics: Set<UsageMetric> }>()
  const byMetric = new Map<UsageMetric, Set<string | null>>()
  for (const r of requests) {
    for (const d of r.found) {
      let x = byRelation.get(d.relation)
      if (x === undefined) {
        x = { ids: new Set(), fields: 0, metrics: new Set() }
        byRelation.set(d.relation, x)
      }
      x.ids.add(r.request_id)
      x.fields += 1
      for (const m of d.metrics) {
        x.metrics.add(m)
        let ids = byMetric.get(m)
        if (ids === undefined) {
          ids = new Set()
          byMetric.set(m, ids)
          // The first finding naming the metric within this attempt.
          if (!f.metrics.has(m))
            f.metrics.set(m, { requests: 0, relations: [], first: { key, order, detail: d.detail }, last: null, lastIds: [] })
        }
        ids.add(r.request_id)
        const t = f.metrics.get(m)!
        if (!t.relations.includes(d.relation)) t.relations = inOrder(USAGE_RELATIONS, [...t.relations, d.relation])
      }
      let t = f.relations.get(d.relation)
      if (t === undefined) {
        t = {
          fields: 0,
          requests: 0,
          metrics: [],
          first: { key, order, detail: d.detail },
          figures:
            d.relation === 'cached_exceeds_input' && r.cached !== null && r.input !== null ? { cached: r.cached, input: r.input } : null,
          attempts: newKeySample(),
          lastIds: []
        }
        f.relations.set(d.relation, t)
      }
    }
  }
  for (const [relation, x] of byRelation) {
    const t = f.relations.get(relation)!
    t.fields += x.fields
    if (t.attempts.last !== order) t.lastIds = []
    t.requests += newIds(t.lastIds, x.ids)
    addToSample(t.attempts, key, order)
    t.metrics = inOrder(USAGE_METRICS, [...t.metrics, ...x.metrics])
  }
  for (const [m, ids] of byMetric) {
    const t = f.metrics.get(m)!
    if (t.last !== order) t.lastIds = []
    t.requests += newIds(t.lastIds, ids)
    t.last = order
  }
}

/** Adds to `counted` the ids of `ids` it does not hold; returns how many. */
function newIds(counted: Array<string | null>, ids: ReadonlySet<string | null>): number {
  let n = 0
  for (const id of ids) {
    if (counted.includes(id)) continue
    counted.push(id)
    n += 1
  }
  return n
}

/** A copy of `x` for a merged tally (nothing shared that a fold adds to in place). */
function copyRelation(x: RelationFindings): RelationFindings {
  return { ...x, metrics: [...x.metrics], attempts: mergeKeySamples(x.attempts, newKeySample()), lastIds: [] }
}

function copyMetric(x: MetricFindings): MetricFindings {
  return { ...x, relations: [...x.relations], last: null, lastIds: [] }
}

/** The earlier of two first findings (`a`'s when they are of one attempt). */
function earlier<T extends { first: FirstFinding }>(a: T, b: T): T {
  return b.first.order < a.first.order ? b : a
}

/**
 * The entries of `a` and `b` by key, in the order of `keys`: `both` of the
 * two where each holds one, else a `copy` of the one held.
 */
function mergeInOrder<K, V>(
  keys: readonly K[],
  a: ReadonlyMap<K, V>,
  b: ReadonlyMap<K, V>,
  copy: (v: V) => V,
  both: (x: V, y: V) => V
): Map<K, V> {
  const out = new Map<K, V>()
  for (const k of keys) {
    const x = a.get(k)
    const y = b.get(k)
    if (x !== undefined && y !== undefined) out.set(k, both(x, y))
    else if (x !== undefined || y !== undefined) out.set(k, copy((x ?? y)!))
  }
  return out
}

/** The findings of two folds together (disjoint attempts). Neither is modified. */
export function mergeUsageFindings(a: UsageFindings, b: UsageFindings): UsageFindings {
  return {
    relations: mergeInOrder(USAGE_RELATIONS, a.relations, b.relations, copyRelation, (x, y) => {
      const first = earlier(x, y)
      return {
        fields: x.fields + y.fields,
        requests: x.requests + y.requests,
        metrics: inOrder(USAGE_METRICS, [...x.metrics, ...y.metrics]),
        first: first.first,
        figures: first.figures,
        attempts: mergeKeySamples(x.attempts, y.attempts),
        lastIds: []
      }
    }),
    metrics: mergeInOrder(USAGE_METRICS, a.metrics, b.metrics, copyMetric, (x, y) => ({
      requests: x.requests + y.requests,
      relations: inOrder(USAGE_RELATIONS, [...x.relations, ...y.relations]),
      first: earlier(x, y).first,
      last: null,
      lastIds: []
    }))
  }
}
