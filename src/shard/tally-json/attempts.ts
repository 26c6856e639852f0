/**
 * The attempts part of a configuration's tally (src/comparison/tally/attempts.ts) to and from its serialised form,
 * with its diagnostic groups (tally/diagnostic-groups.ts), score keys (tally/score-keys.ts) and infrastructure
 * counts (tally/infrastructure.ts), each checked on read.
 */
import { basesKey, compareTasks, rows, taskCosts, type AttemptTally, type TaskFigures } from '../../comparison/tally/attempts.js'
import {
  appendFigures,
  countAt,
  emptyColumns,
  JUDGED,
  LISTED,
  RAN,
  trimColumns,
  UNCLASSIFIED
} from '../../comparison/tally/tasks/columns.js'
import { columnOf, columnValues } from '../../comparison/tally/column.js'
import type { DiagnosticGroups } from '../../comparison/tally/diagnostic-groups.js'
import { KeyDigests } from '../../comparison/tally/key-digests.js'
import type { KeySample } from '../../comparison/tally/key-sample.js'
import { keySum, keySumsProblem, MAX_SCORE_KEYS, type KeySum, type KeySums } from '../../comparison/tally/score-keys.js'
import { mergeSums, sumValue } from '../../comparison/tally/exact-sum.js'
import type { InfrastructureTally } from '../../comparison/tally/infrastructure.js'
import type { SerialAttempts } from '../tally-schema.js'
import { sampleIn, sampleOut, TallyShapeError } from './samples.js'

/** Diagnostic groups (tally/diagnostic-groups.ts) as a list, each group's kinds as pairs and its attempts as a sample. */
export function diagnosticsOut(g: DiagnosticGroups): SerialAttempts['diagnostics'] {
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

/** Diagnostic groups read back, keyed by code and configuration; throws TallyShapeError when a sample does not hold. */
export function diagnosticsIn(g: SerialAttempts['diagnostics'], where: string): DiagnosticGroups {
  return new Map(
    g.map((d, i) => [
      `${d.code}\u0000${d.configuration}`,
      { ...d, kinds: new Map(d.kinds), attempts: sampleIn(d.attempts, `${where}[${i}].attempts`) }
    ])
  )
}

/** A configuration's attempt tally (tally/attempts.ts) in its serialised form: digests base64, columns plain arrays. */
export function attemptsOut(t: AttemptTally): SerialAttempts {
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
    tasks: Array.from(rows(t.tasks), (x) => ({
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
  for (let i = 0; i < t.tasks.length; i++) {
    const scores = t.tasks.scores.get(i)
    if (scores === undefined) continue
    if (scores.length === 0) problem(`tasks[${i}].scores: an empty list (left out when a task has no score)`)
    for (const [k, sum, n, binary] of scores) {
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

/**
 * A configuration's attempt tally read back. Throws TallyShapeError when its digests do not decode, repeat or add
 * up to its listings, a task is listed twice, a task's pricing bases are listed twice or are not a set of bases, a
 * sample's counts do not hold, or its score keys or infrastructure counts do not agree with its tasks'.
 */
export function attemptsIn(s: SerialAttempts, where: string): AttemptTally {
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
  const figures: TaskFigures[] = s.tasks
    .map((x, i) => {
      const seen = new Set<string>()
      return {
        ...x,
        costs: x.costs.map(([k, sum, n], j): [string, number[], number] => {
          const at = `${where}.tasks[${i}].costs[${j}][0]`
          if (seen.has(k)) throw new TallyShapeError(`${at}: the pricing bases ${JSON.stringify(k)} are listed twice`)
          seen.add(k)
          return [checkedBasesKey(k, at), sum.slice(), n]
        }),
        scores: x.scores === undefined ? null : keySumsIn(x.scores, `${where}.tasks[${i}].scores`)
      }
    })
    .sort(compareTasks)
  const tasks = emptyColumns(figures.length)
  for (const [i, f] of figures.entries()) {
    if (i > 0 && compareTasks(figures[i - 1], f) === 0) {
      throw new TallyShapeError(`${where}.tasks: task ${JSON.stringify(f.task)} revision ${JSON.stringify(f.revision)} is listed twice`)
    }
    appendFigures(tasks, f)
  }
  trimColumns(tasks)
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
  for (let n = 0; n < t.tasks.length; n++) {
    const [x, r, u, l] = [JUDGED, RAN, UNCLASSIFIED, LISTED].map((f) => countAt(t.tasks, n, f))
    if (r + u > x || x > l) problem(`tasks[${n}]: ${r} ran and ${u} unclassified of ${x} judged of ${l} listed`)
    judged += x
    ran += r
    unclassified += u
  }
  if (judged !== i.judged || ran !== i.ran || unclassified !== i.unclassified.listings)
    problem(
      `its tasks count ${judged} judged, ${ran} ran, ${unclassified} unclassified; the configuration ${i.judged}, ${i.ran}, ${i.unclassified.listings}`
    )
}
