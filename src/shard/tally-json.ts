/**
 * A `Tally` (src/comparison/tally/tally.ts) to and from its serialised form
 * (`SerialTally`, tally-schema.ts): Maps become arrays of pairs, typed
 * columns plain arrays, key digests base64, and every attempt is named by
 * its order key (src/comparison/input/ordered.ts `orderKey`), from which its
 * attempt key and configuration are rebuilt on read. File claims are not
 * carried (a file's identity is local to one machine's fold); request
 * claims are carried by identity key only (tally/claim-digests.ts).
 * `tallyFromJson(tallyToJson(t))` finishes exactly as `t`, and merges with
 * the same figures (a request claimed in two merged tallies is then named
 * by its key, configuration and shard instead of its attempts).
 */
import { attemptKey, plural } from '../comparison/input/keys.js'
import { basesKey, compareTasks, taskCosts, taskTally, type AttemptTally, type TaskTally } from '../comparison/tally/attempts.js'
import { ClaimTable } from '../comparison/claims/claim-table.js'
import { claimDigestsFromText, claimKeysText, type ClaimDigests } from '../comparison/claims/claim-digests.js'
import { claimsByKey } from '../comparison/claims/request-claims.js'
import { columnOf, columnValues } from '../comparison/tally/column.js'
import type { DiagnosticGroups } from '../comparison/tally/diagnostic-groups.js'
import { FileOwners } from '../comparison/claims/file-table.js'
import type { GapTally } from '../comparison/tally/gaps.js'
import type { HiddenFolderTally } from '../comparison/tally/hidden-folders.js'
import { KeyDigests } from '../comparison/tally/key-digests.js'
import type { KeySample } from '../comparison/tally/key-sample.js'
import type { OutcomeTally } from '../comparison/tally/outcomes.js'
import type { OrderedList } from '../comparison/input/ordered.js'
import type { ResourceTally } from '../comparison/tally/resources.js'
import { keySum, keySumsProblem, MAX_SCORE_KEYS, type KeySum, type KeySums } from '../comparison/tally/score-keys.js'
import { mergeSums, sumValue } from '../comparison/tally/exact-sum.js'
import type { InfrastructureTally } from '../comparison/tally/infrastructure.js'
import type { UsageTally } from '../comparison/tally/accounting.js'
import type { FirstFinding, UsageFindings } from '../comparison/tally/usage-findings.js'
import { USAGE_RELATIONS } from '../comparison/claims/usage-compare.js'
import { USAGE_METRICS } from '../evidence/types.js'
import type { ConfigurationTally, OrphanTally, Tally } from '../comparison/tally/tally.js'
import { GAP_CODES } from '../comparison/report/report-schema.js'
import type { SerialAttempts, SerialPart, SerialTally } from './tally-schema.js'

/** A serialised tally whose references do not hold (an order key that names no attempt, a list out of order). */
export class TallyShapeError extends Error {}

/** An attempt's identity from its order key (its four fields joined by NUL); throws TallyShapeError when it has not four. */
function identityOf(order: string, where: string): { configuration: string; task: string; revision: string; attempt: string } {
  const f = order.split('\u0000')
  if (f.length !== 4)
    throw new TallyShapeError(`${where}: ${JSON.stringify(order)} is not an attempt's order key (four fields joined by NUL)`)
  return { configuration: f[0], task: f[1], revision: f[2], attempt: f[3] }
}

/** The order keys of a list, checked to be in attempt-key order. */
function inOrder(order: readonly string[], where: string): string[] {
  for (let i = 1; i < order.length; i++) {
    if (order[i - 1] > order[i]) throw new TallyShapeError(`${where}.order[${i}]: out of attempt-key order`)
  }
  return [...order]
}

function orderedOut<T>(list: OrderedList<T>): { items: T[]; order: string[] } {
  return { items: list.items, order: list.order }
}

function orderedIn<T>(list: { items: T[]; order: string[] }, where: string): OrderedList<T> {
  if (list.items.length !== list.order.length)
    throw new TallyShapeError(`${where}: ${list.items.length} items but ${list.order.length} order keys`)
  return { items: list.items, order: inOrder(list.order, where) }
}

function sampleOut(s: KeySample): { listings: number; distinct: number; order: string[] } {
  return { listings: s.listings, distinct: s.distinct, order: s.keys.order }
}

function sampleIn(s: { listings: number; distinct: number; order: string[] }, where: string): KeySample {
  const order = inOrder(s.order, where)
  if (order.length > s.distinct) throw new TallyShapeError(`${where}: ${order.length} attempts named of ${s.distinct}`)
  if (s.distinct > s.listings) throw new TallyShapeError(`${where}: ${s.distinct} distinct attempts of ${s.listings} listings`)
  return {
    listings: s.listings,
    distinct: s.distinct,
    keys: { items: order.map((o, i) => attemptKey(identityOf(o, `${where}.order[${i}]`))), order },
    last: null
  }
}

function diagnosticsOut(g: DiagnosticGroups): SerialAttempts['diagnostics'] {
  return [...g.values()].map((d) => ({
    code: d.code,
    configuration: d.configuration,
    first: d.first,
    first_at: d.first_at,
    count: d.count,
    kinds: [...d.kinds],
    attempts: sampleOut(d.attempts)
  }))
}

function diagnosticsIn(g: SerialAttempts['diagnostics'], where: string): DiagnosticGroups {
  return new Map(
    g.map((d, i) => [
      `${d.code}\u0000${d.configuration}`,
      { ...d, kinds: new Map(d.kinds), attempts: sampleIn(d.attempts, `${where}[${i}].attempts`) }
    ])
  )
}

function attemptsOut(t: AttemptTally): SerialAttempts {
  return {
    listed: t.listed,
    missing: sampleOut(t.missing),
    judged_missing: sampleOut(t.judged_missing),
    lists_unverified: t.lists_unverified,
    unverified: sampleOut(t.unverified),
    usage_missing: sampleOut(t.usage_missing),
    to_be_judged: t.to_be_judged,
    without_verdict: sampleOut(t.without_verdict),
    evaluator_unknown: sampleOut(t.evaluator_unknown),
    duplicates: sampleOut(t.duplicates),
    repeated_across: t.repeated_across,
    digests: t.digests.toBase64(),
    request_counts: { ...t.request_counts },
    evaluators: [...t.evaluators].map(([k, e]) => [k, { ...e, score: [...e.score] }]),
    tasks: t.tasks.map((x) => ({
      task: x.task,
      revision: x.revision,
      listed: x.listed,
      evaluated: x.evaluated,
      passed: x.passed,
      judged: x.judged,
      ran: x.ran,
      unclassified: x.unclassified,
      distinct: x.distinct,
      ids: x.ids,
      tokens: x.tokens,
      costs: taskCosts(x),
      ...(x.scores === null ? {} : { scores: x.scores })
    })),
    durations: columnValues(t.durations),
    covered: { values: columnValues(t.covered.values), exact: t.covered.exact },
    peak: { values: columnValues(t.peak.values), exact: t.peak.exact },
    invocations_timed: t.invocations_timed,
    invocations_expected: t.invocations_expected,
    diagnostics: diagnosticsOut(t.diagnostics),
    score_keys: t.score_keys,
    score_keys_cut: t.score_keys_cut,
    infrastructure: {
      judged: t.infrastructure.judged,
      ran: t.infrastructure.ran,
      unclassified: sampleOut(t.infrastructure.unclassified),
      did_not_run: sampleOut(t.infrastructure.did_not_run),
      missing: t.infrastructure.missing
    }
  }
}

/** An infrastructure tally read back; throws TallyShapeError when its counts do not add up. */
function infrastructureIn(x: SerialAttempts['infrastructure'], where: string): InfrastructureTally {
  const t: InfrastructureTally = {
    judged: x.judged,
    ran: x.ran,
    unclassified: sampleIn(x.unclassified, `${where}.unclassified`),
    did_not_run: sampleIn(x.did_not_run, `${where}.did_not_run`),
    missing: x.missing
  }
  if (t.ran + t.unclassified.listings + t.did_not_run.listings !== t.judged)
    throw new TallyShapeError(
      `${where}: ${t.ran} ran + ${t.unclassified.listings} unclassified + ${t.did_not_run.listings} did not run is not the ${t.judged} judged`
    )
  if (t.missing > t.did_not_run.listings)
    throw new TallyShapeError(`${where}: ${t.missing} missing of ${t.did_not_run.listings} that did not run`)
  return t
}

/** `list` copied, when it is a key-sum list (score-keys.ts `keySumsProblem`); throws TallyShapeError when not. */
function keySumsIn(list: KeySums, where: string): KeySums {
  const problem = keySumsProblem(list)
  if (problem !== null) throw new TallyShapeError(`${where}: ${problem}`)
  return list.map(([k, sum, n, binary]): KeySum => [k, sum.slice(), n, binary])
}

/**
 * Throws TallyShapeError unless the configuration's score keys `t` holds agree
 * with its tasks': a key list that says it was cut holds `MAX_SCORE_KEYS`
 * keys; no key counts more attempts than have a verdict; every task list
 * holds a key; without a cut, every task key is a configuration key; and
 * each configuration key's count, exact sum and 0-or-1 flag are its tasks'.
 */
function checkScoreKeys(t: AttemptTally, where: string): void {
  const problem = (what: string): never => {
    throw new TallyShapeError(`${where}: ${what}`)
  }
  if (t.score_keys_cut && t.score_keys.length !== MAX_SCORE_KEYS)
    problem(`score keys marked cut with ${t.score_keys.length} kept, not ${MAX_SCORE_KEYS}`)
  const withVerdict = t.to_be_judged - t.without_verdict.listings
  for (const [k, , n] of t.score_keys)
    if (n > withVerdict) problem(`score key ${JSON.stringify(k)} counts ${n} attempts, more than the ${withVerdict} with a verdict`)
  const sums = new Map<string, KeySum>()
  for (const [i, x] of t.tasks.entries()) {
    if (x.scores === null) continue
    if (x.scores.length === 0) problem(`tasks[${i}].scores: an empty list (left out when a task has no score)`)
    for (const [k, sum, n, binary] of x.scores) {
      const held = keySum(t.score_keys, k)
      if (held === null) {
        if (!t.score_keys_cut) problem(`tasks[${i}].scores: key ${JSON.stringify(k)} is not among the configuration's score keys`)
        continue
      }
      const acc = sums.get(k) ?? [k, [], 0, true]
      mergeSums(acc[1], sum)
      acc[2] += n
      acc[3] = acc[3] && binary
      sums.set(k, acc)
    }
  }
  for (const [k, sum, n, binary] of t.score_keys) {
    const acc = sums.get(k)
    if (acc === undefined || acc[2] !== n || sumValue(acc[1]) !== sumValue(sum) || acc[3] !== binary)
      problem(`score key ${JSON.stringify(k)}: its count, sum or 0-or-1 flag is not the sum of its tasks'`)
  }
}

/** `key` when it is the `basesKey` of a set of pricing bases (sorted ids as JSON); throws TallyShapeError when not. */
function checkedBasesKey(key: string, where: string): string {
  let bases: unknown
  try {
    bases = JSON.parse(key)
  } catch {
    bases = null
  }
  const sorted = Array.isArray(bases) && bases.every((b) => typeof b === 'string') ? [...(bases as string[])].sort() : null
  if (sorted === null || basesKey(sorted) !== key || new Set(sorted).size !== sorted.length)
    throw new TallyShapeError(`${where}: ${JSON.stringify(key)} is not a set of pricing bases (their sorted ids as JSON)`)
  return key
}

function attemptsIn(s: SerialAttempts, where: string): AttemptTally {
  let digests: KeyDigests
  try {
    const read = KeyDigests.fromBase64(s.digests)
    if (read.repeats > 0) throw new RangeError(`${read.repeats} digests repeated`)
    digests = read.digests
  } catch (error) {
    throw new TallyShapeError(`${where}.digests: ${(error as Error).message}`)
  }
  if (digests.size + s.duplicates.listings + s.repeated_across !== s.listed)
    throw new TallyShapeError(
      `${where}: ${digests.size} attempt digests, ${s.duplicates.listings} + ${s.repeated_across} repeats, ${s.listed} listed`
    )
  const tasks: TaskTally[] = s.tasks
    .map((x, i) => {
      const seen = new Set<string>()
      return taskTally({
        ...x,
        ids: x.ids.slice(),
        tokens: x.tokens.slice(),
        costs: x.costs.map(([k, sum, n], j): [string, number[], number] => {
          const at = `${where}.tasks[${i}].costs[${j}][0]`
          if (seen.has(k)) throw new TallyShapeError(`${at}: the pricing bases ${JSON.stringify(k)} are listed twice`)
          seen.add(k)
          return [checkedBasesKey(k, at), sum.slice(), n]
        }),
        scores: x.scores === undefined ? null : keySumsIn(x.scores, `${where}.tasks[${i}].scores`)
      })
    })
    .sort(compareTasks)
  for (let i = 1; i < tasks.length; i++) {
    if (compareTasks(tasks[i - 1], tasks[i]) === 0) {
      throw new TallyShapeError(
        `${where}.tasks: task ${JSON.stringify(tasks[i].task)} revision ${JSON.stringify(tasks[i].revision)} is listed twice`
      )
    }
  }
  const sample = (
    k: 'missing' | 'judged_missing' | 'unverified' | 'usage_missing' | 'without_verdict' | 'evaluator_unknown' | 'duplicates'
  ): KeySample => sampleIn(s[k], `${where}.${k}`)
  const t: AttemptTally = {
    listed: s.listed,
    missing: sample('missing'),
    judged_missing: sample('judged_missing'),
    lists_unverified: s.lists_unverified,
    unverified: sample('unverified'),
    usage_missing: sample('usage_missing'),
    to_be_judged: s.to_be_judged,
    without_verdict: sample('without_verdict'),
    evaluator_unknown: sample('evaluator_unknown'),
    duplicates: sample('duplicates'),
    repeated_across: s.repeated_across,
    digests,
    request_counts: { ...s.request_counts },
    evaluators: new Map(s.evaluators.map(([k, e]) => [k, { ...e, score: [...e.score] }])),
    tasks,
    durations: columnOf(s.durations),
    covered: { values: columnOf(s.covered.values), exact: s.covered.exact },
    peak: { values: columnOf(s.peak.values), exact: s.peak.exact },
    invocations_timed: s.invocations_timed,
    invocations_expected: s.invocations_expected,
    diagnostics: diagnosticsIn(s.diagnostics, `${where}.diagnostics`),
    score_keys: keySumsIn(s.score_keys, `${where}.score_keys`),
    score_keys_cut: s.score_keys_cut,
    infrastructure: infrastructureIn(s.infrastructure, `${where}.infrastructure`)
  }
  checkScoreKeys(t, where)
  checkInfrastructure(t, where)
  return t
}

/**
 * Throws TallyShapeError unless the counts of attempts that ran to a verdict
 * agree: the configuration's attempts to be judged are `to_be_judged`, of
 * which no more are missing than are missing at all; each task's ran and
 * unclassified fit in its judged, and its judged in its listings; and the
 * tasks' counts add up to the configuration's.
 */
function checkInfrastructure(t: AttemptTally, where: string): void {
  const i = t.infrastructure
  const problem = (what: string): never => {
    throw new TallyShapeError(`${where}.infrastructure: ${what}`)
  }
  if (i.judged !== t.to_be_judged) problem(`${i.judged} judged, but ${t.to_be_judged} attempts are to be judged`)
  if (i.missing > t.missing.listings) problem(`${i.missing} missing, but ${t.missing.listings} attempts are missing`)
  let judged = 0
  let ran = 0
  let unclassified = 0
  for (const [n, x] of t.tasks.entries()) {
    if (x.ran + x.unclassified > x.judged || x.judged > x.listed)
      problem(`tasks[${n}]: ${x.ran} ran and ${x.unclassified} unclassified of ${x.judged} judged of ${x.listed} listed`)
    judged += x.judged
    ran += x.ran
    unclassified += x.unclassified
  }
  if (judged !== i.judged || ran !== i.ran || unclassified !== i.unclassified.listings)
    problem(
      `its tasks count ${judged} judged, ${ran} ran, ${unclassified} unclassified; the configuration ${i.judged}, ${i.ran}, ${i.unclassified.listings}`
    )
}

function hiddenOut(h: HiddenFolderTally): SerialPart['hidden'] {
  return [...h].map(([id, g]) => [
    id,
    {
      artifact: g.artifact,
      folder: g.folder,
      first: g.first,
      first_order: g.first_order,
      files: g.files,
      missing: g.missing,
      members: g.members === null ? null : { items: g.members.items.map((m) => [m[0], m[1]] as [string, string]), order: g.members.order }
    }
  ])
}

function hiddenIn(h: SerialPart['hidden'], where: string): HiddenFolderTally {
  return new Map(
    h.map(([id, g], i) => [
      id,
      {
        artifact: g.artifact,
        folder: g.folder,
        first: g.first,
        first_order: g.first_order,
        files: g.files,
        missing: g.missing,
        members: g.members === null ? null : orderedIn(g.members, `${where}[${i}].members`)
      }
    ])
  )
}

function outcomesOut(o: OutcomeTally): SerialPart['outcomes'] {
  return {
    ...o,
    causes: [...o.causes],
    exitCodes: [...o.exitCodes],
    exitSignals: [...o.exitSignals],
    errorCodes: [...o.errorCodes],
    shared: orderedOut(o.shared)
  }
}

function outcomesIn(o: SerialPart['outcomes'], where: string): OutcomeTally {
  return {
    ...o,
    causes: new Map(o.causes),
    exitCodes: new Map(o.exitCodes),
    exitSignals: new Map(o.exitSignals),
    errorCodes: new Map(o.errorCodes),
    shared: orderedIn(o.shared, `${where}.shared`)
  }
}

function usageOut(u: UsageTally): SerialPart['usage'] {
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

function usageIn(u: SerialPart['usage'], where: string): UsageTally {
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

function resourcesOut(r: ResourceTally): SerialPart['resources'] {
  return { expected: r.expected, observed: r.observed, not_observed: { ...r.not_observed } }
}

/** Throws TallyShapeError when the counts do not add up: every expected request is observed or not observed in one state. */
function resourcesIn(r: SerialPart['resources'], where: string): ResourceTally {
  const n = r.not_observed
  if (r.observed + n.unavailable + n.unsupported + n.no_evidence !== r.expected) {
    throw new TallyShapeError(
      `${where}: ${r.expected} expected requests, but ${r.observed} observed and ${n.unavailable + n.unsupported + n.no_evidence} not observed`
    )
  }
  return { expected: r.expected, observed: r.observed, not_observed: { ...n } }
}

function gapsOut(g: GapTally): SerialPart['gaps'] {
  // In the codes' order (a fold meets them in any order; the report lists them in this one).
  return GAP_CODES.filter((code) => g.has(code)).map((code) => [
    code,
    { count: g.get(code)!.count, examples: orderedOut(g.get(code)!.examples) }
  ])
}

function gapsIn(g: SerialPart['gaps'], where: string): GapTally {
  return new Map(g.map(([code, c], i) => [code, { count: c.count, examples: orderedIn(c.examples, `${where}[${i}].examples`) }]))
}

function partOut(id: string, p: ConfigurationTally): SerialPart {
  return {
    id,
    attempts: attemptsOut(p.attempts),
    outcomes: outcomesOut(p.outcomes),
    resources: resourcesOut(p.resources),
    usage: usageOut(p.usage),
    gaps: gapsOut(p.gaps),
    hidden: hiddenOut(p.hidden)
  }
}

function orphansOut(o: OrphanTally): SerialTally['orphans'] {
  return {
    attempts: sampleOut(o.attempts),
    configurations: [...o.configurations].sort(),
    diagnostics: diagnosticsOut(o.diagnostics),
    hidden: hiddenOut(o.hidden)
  }
}

/**
 * The serialised form of `t` (plain JSON values; `t` is not modified). Its
 * request claims are written by identity key only (a fold's owners are not
 * kept), those of the fold itself under the shard label '' (read back as
 * the summary's own shard id).
 */
export function tallyToJson(t: Tally): SerialTally {
  const claims = claimsByKey(t.requests)
  return {
    configurations: [...t.header.configurations],
    ...(t.header.source === undefined ? {} : { source: t.header.source }),
    ...(t.header.configuration_sources === undefined ? {} : { configuration_sources: [...t.header.configuration_sources] }),
    parts: t.header.configurations.map((c) => partOut(c.id, t.configurations.get(c.id)!)),
    orphans: orphansOut(t.orphans),
    claims: {
      keys: claimKeysText(claims),
      configuration: [...claims.configuration],
      shard: [...claims.shard],
      names: [...claims.names]
    },
    duplicates: { items: t.requests.duplicates.items, order: t.requests.duplicates.order },
    across: t.across,
    tail: t.tail,
    count: t.count
  }
}

/**
 * The tally a serialised form describes (already checked against
 * `TallySchema`). Throws TallyShapeError (with a JSON path) when its parts
 * do not match its configurations, an order key names no attempt, a list is
 * out of attempt-key order, the attempt digests do not add up, or its claims
 * are not sorted keys with indices into their names. `shard` (the summary's
 * shard id) names the claims written under the label '' (the summary's own).
 */
export function tallyFromJson(s: SerialTally, shard?: string): Tally {
  if (s.parts.length !== s.configurations.length || s.parts.some((p, i) => p.id !== s.configurations[i].id)) {
    throw new TallyShapeError(
      `$.parts: ${s.parts.map((p) => p.id).join(', ') || 'none'} do not match the configurations ${s.configurations.map((c) => c.id).join(', ') || 'none'}`
    )
  }
  const configurations = new Map<string, ConfigurationTally>(
    s.parts.map((p, i) => {
      const where = `$.parts[${i}]`
      return [
        p.id,
        {
          attempts: attemptsIn(p.attempts, `${where}.attempts`),
          outcomes: outcomesIn(p.outcomes, `${where}.outcomes`),
          resources: resourcesIn(p.resources, `${where}.resources`),
          usage: usageIn(p.usage, `${where}.usage`),
          gaps: gapsIn(p.gaps, `${where}.gaps`),
          hidden: hiddenIn(p.hidden, `${where}.hidden`)
        }
      ]
    })
  )
  let digests: ClaimDigests
  try {
    const names = shard === undefined ? s.claims.names : s.claims.names.map((n) => (n === '' ? shard : n))
    digests = claimDigestsFromText(s.claims.keys, s.claims.configuration, s.claims.shard, names)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    throw new TallyShapeError(`$.claims: ${error.message}`)
  }
  const orphans: OrphanTally = {
    attempts: sampleIn(s.orphans.attempts, '$.orphans.attempts'),
    configurations: new Set(s.orphans.configurations),
    diagnostics: diagnosticsIn(s.orphans.diagnostics, '$.orphans.diagnostics'),
    hidden: hiddenIn(s.orphans.hidden, '$.orphans.hidden')
  }
  return {
    header: {
      configurations: s.configurations,
      ...(s.source === undefined ? {} : { source: s.source }),
      ...(s.configuration_sources === undefined ? {} : { configuration_sources: new Map(s.configuration_sources) })
    },
    configurations,
    orphans,
    files: new FileOwners(),
    requests: { owners: new ClaimTable(), digests, duplicates: orderedIn(s.duplicates, '$.duplicates') },
    across: s.across,
    tail: { diagnostics: s.tail.diagnostics, artifacts: s.tail.artifacts, unexpected_attempts: s.tail.unexpected_attempts },
    count: s.count,
    last: null
  }
}
