/**
 * The laws of the comparison's accumulator (src/comparison/tally/tally.ts),
 * under fast-check over generated evidence (comparison-arbitraries.ts: duplicate
 * attempts, shared files, copied request identities, undeclared
 * configurations, missing attempts, several pricing bases, hostile strings):
 *
 * - folding any split of the attempts into shards, in any shard order, and
 *   merging gives byte-identical text, Markdown (comment and job summary)
 *   and JSON to one fold of all of them — splits keep attempts that share
 *   an attempt key, a file or a request id in one shard (evidence shared
 *   across shards is a finding by design: see the last test);
 * - `mergeTallies` is associative and `emptyTally` is its identity (on the
 *   serialised tally, so every field counts);
 * - a tally written as a shard summary body and read back merges and
 *   finishes as the tally itself, so merged summaries merge again like one merge.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { jobSummaryMarkdown, pullRequestCommentBody } from '../../src/render/markdown/comment-body.js'
import type { AttemptInput, ComparisonInput } from '../../src/comparison/input/input.js'
import { attemptKey, byAttemptKey } from '../../src/comparison/input/keys.js'
import type { Report } from '../../src/comparison/report/report-schema.js'
import { mergeSortedBy, orderKey } from '../../src/comparison/input/ordered.js'
import { finishTally } from '../../src/comparison/finish/finish.js'
import type { GateSettings } from '../../src/comparison/input/settings.js'
import { addAttempt, addTail, emptyTally, mergeTallies, type AttemptOutput, type Tally } from '../../src/comparison/tally/tally.js'
import { collectResources } from '../../src/comparison/figures/resource-list.js'
import { summaryTextLines } from '../../src/render/text/text.js'
import { tallyFromJson, tallyToJson } from '../../src/shard/tally-json.js'
import { TallySchema } from '../../src/shard/tally-schema.js'
import { sameRunMergeable } from '../../src/parallel/compare-manifest.js'
import { comparisonInputArb } from '../support/comparison-arbitraries.js'
import { attempt, config, input, read, result, req, tokens } from '../support/comparison-builders.js'

interface Fold {
  tally: Tally
  /** Each attempt's entry and resource rows, with its order key. */
  entries: Array<{ order: string; entry: AttemptOutput }>
}

type Tail = Pick<ComparisonInput, 'diagnostics' | 'artifacts' | 'unexpected_attempts'>

/** One fold of `attempts` (sorted here) and `tail`, keeping each entry with its order key. */
function fold(source: ComparisonInput, attempts: readonly AttemptInput[], tail: Tail): Fold {
  const tally = emptyTally({ configurations: source.configurations })
  const entries: Fold['entries'] = []
  for (const a of [...attempts].sort(byAttemptKey))
    entries.push({ order: orderKey(a), entry: JSON.parse(JSON.stringify(addAttempt(tally, a, true))) as AttemptOutput })
  addTail(tally, tail)
  return { tally, entries }
}

function merge(a: Fold, b: Fold): Fold {
  return { tally: mergeTallies(a.tally, b.tally), entries: mergeSortedBy(a.entries, b.entries, (e) => e.order) }
}

function gateOf(source: ComparisonInput): GateSettings {
  return { policy: source.policy, regression_tolerance_pp: source.regression_tolerance_pp }
}

/** Every output of a fold: JSON report, text with details, the comment and the job summary. */
function outputs(source: ComparisonInput, f: Fold): string[] {
  const rows = collectResources()
  for (const e of f.entries) rows.add(e.entry.resources)
  const report: Report = { ...rows.fill(finishTally(f.tally, gateOf(source), '9.9.9')), attempts: f.entries.map((e) => e.entry.entry) }
  return [
    JSON.stringify(report),
    summaryTextLines(report, { details: true }).join('\n'),
    pullRequestCommentBody(report, { key: 'default', sha: null, runId: null, runUrl: null }),
    jobSummaryMarkdown(report)
  ]
}

/** `x`, or where it first differs from `y` (a readable failure). */
function sameAs(x: string, y: string): string {
  if (x === y) return x
  let i = 0
  while (x[i] === y[i]) i++
  return `differs at ${i}: …${x.slice(Math.max(0, i - 300), i + 200)}`
}

/** The serialised tally as text: every field of the accumulator. */
function serial(t: Tally): string {
  return JSON.stringify(tallyToJson(t))
}

/**
 * The tally written as text and read back (checked by the published schema; the reader uses the value as written, as
 * src/shard/read.ts does).
 */
function reread(t: Tally): Tally {
  const value = JSON.parse(JSON.stringify(tallyToJson(t))) as unknown
  TallySchema.parse(value)
  return tallyFromJson(value as ReturnType<typeof tallyToJson>)
}

/** Written as a summary body and read back. */
function roundTrip(f: Fold): Fold {
  return { tally: reread(f.tally), entries: f.entries }
}

/**
 * Groups of attempt indices that must share a shard: attempts with one
 * attempt key, one evidence file (artifact and path, or file identity) or
 * one request id are joined (union-find).
 */
function components(attempts: readonly AttemptInput[]): number[][] {
  const parent = attempts.map((_, i) => i)
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])))
  const owner = new Map<string, number>()
  attempts.forEach((a, i) => {
    const tokens = [`k\u0000${attemptKey(a)}`]
    for (const r of a.requests) {
      for (const o of [r.result, r.record, r.harness_counters]) {
        if (o === null || o === undefined) continue
        tokens.push(`f\u0000${o.artifact ?? ''}\u0000${o.path}`)
        if (o.identity !== undefined) tokens.push(`i\u0000${o.identity}`)
        const id = o.state === 'read' ? (o.value as { request_id?: unknown } | null)?.request_id : undefined
        if (typeof id === 'string') tokens.push(`r\u0000${id}`)
      }
    }
    for (const t of tokens) {
      const j = owner.get(t)
      if (j === undefined) owner.set(t, i)
      else parent[find(i)] = find(j)
    }
  })
  const groups = new Map<number, number[]>()
  attempts.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]))
  return [...groups.values()]
}

const splitArb: fc.Arbitrary<Split> = comparisonInputArb.chain((source) => {
  const groups = components(source.attempts)
  const tailItems = source.diagnostics.length + (source.artifacts?.length ?? 0) + (source.unexpected_attempts?.length ?? 0)
  return fc.record({
    source: fc.constant(source),
    shards: fc.integer({ min: 1, max: 4 }),
    groupShard: fc.array(fc.nat(3), { minLength: groups.length, maxLength: groups.length }),
    tailShard: fc.array(fc.nat(3), { minLength: tailItems, maxLength: tailItems }),
    order: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    groups: fc.constant(groups)
  })
})

/** A generated split: how many shards, the shard of each group of attempts and of each tail item, the shard order. */
interface Split {
  source: ComparisonInput
  shards: number
  groupShard: number[]
  tailShard: number[]
  order: number[]
  groups: number[][]
}

/** The shards of a generated split, in the generated shard order. */
function shardsOf(g: Split): Fold[] {
  const n = g.shards
  const attempts: AttemptInput[][] = Array.from({ length: n }, () => [])
  g.groups.forEach((members, i) => attempts[g.groupShard[i] % n].push(...members.map((m) => g.source.attempts[m])))
  const tails: Tail[] = Array.from({ length: n }, () => ({ diagnostics: [], artifacts: [], unexpected_attempts: [] }))
  let k = 0
  for (const d of g.source.diagnostics) tails[g.tailShard[k++] % n].diagnostics.push(d)
  for (const a of g.source.artifacts ?? []) tails[g.tailShard[k++] % n].artifacts!.push(a)
  for (const u of g.source.unexpected_attempts ?? []) tails[g.tailShard[k++] % n].unexpected_attempts!.push(u)
  const folds = attempts.map((as, i) => fold(g.source, as, tails[i]))
  // Shard order: sorted by the generated keys (a permutation).
  return folds
    .map((f, i) => ({ f, key: g.order[i] ?? 0, i }))
    .sort((x, y) => x.key - y.key || x.i - y.i)
    .map((x) => x.f)
}

function wholeTail(source: ComparisonInput): Tail {
  return { diagnostics: source.diagnostics, artifacts: source.artifacts ?? [], unexpected_attempts: source.unexpected_attempts ?? [] }
}

describe('the accumulator: split, fold, merge = one fold', () => {
  it('gives byte-identical JSON, text, comment and job summary for any split in any shard order', () => {
    let split = 0
    let sharedInOne = 0
    fc.assert(
      fc.property(splitArb, (g) => {
        const whole = outputs(g.source, fold(g.source, g.source.attempts, wholeTail(g.source)))
        const shards = shardsOf(g)
        const left = shards.reduce(merge)
        expect(outputs(g.source, left)).toEqual(whole)
        // The same shards merged right to left, as a tree.
        const right = shards.reduceRight((acc, s) => merge(s, acc))
        expect(outputs(g.source, right)).toEqual(whole)
        // Through the serialised form (a shard summary's body) and back.
        expect(outputs(g.source, shards.map(roundTrip).reduce(merge))).toEqual(whole)
        if (shards.filter((s) => s.tally.count > 0).length > 1) split += 1
        if (whole[0].includes('the same file is already the evidence of') || whole[0].includes('"request_duplicate"')) sharedInOne += 1
      }),
      { seed: 2101, numRuns: 150 }
    )
    // The generator reaches real splits, and shared evidence within a shard.
    expect(split).toBeGreaterThan(50)
    expect(sharedInOne).toBeGreaterThan(10)
  })
})

describe('the accumulator: merge laws', () => {
  it('merge is associative and empty is its identity, on every field of the serialised tally', () => {
    fc.assert(
      fc.property(splitArb, (g) => {
        const shards = shardsOf(g).map((f) => f.tally)
        while (shards.length < 3) shards.push(emptyTally({ configurations: g.source.configurations }))
        const [a, b, c] = shards
        expect(sameAs(serial(mergeTallies(a, mergeTallies(b, c))), serial(mergeTallies(mergeTallies(a, b), c)))).toBe(
          serial(mergeTallies(mergeTallies(a, b), c))
        )
        const empty = emptyTally({ configurations: g.source.configurations })
        expect(sameAs(serial(mergeTallies(a, empty)), serial(a))).toBe(serial(a))
        expect(sameAs(serial(mergeTallies(empty, a)), serial(a))).toBe(serial(a))
        // A merged tally written and read back merges again like one merge.
        const ab = reread(mergeTallies(a, b))
        expect(sameAs(serial(mergeTallies(ab, c)), serial(mergeTallies(mergeTallies(a, b), c)))).toBe(
          serial(mergeTallies(mergeTallies(a, b), c))
        )
      }),
      { seed: 2102, numRuns: 150 }
    )
  })

  it('refuses to merge tallies declaring their common configurations in another order or otherwise; disjoint ones follow each other', () => {
    const base = config('base')
    const cand = config('cand')
    const a = emptyTally({ configurations: [base, cand] })
    expect(() => mergeTallies(a, emptyTally({ configurations: [cand, base] }))).toThrow(
      /the configurations base, cand come in another order \(cand, base\)/
    )
    expect(() => mergeTallies(a, emptyTally({ configurations: [base, { ...cand, attempts_complete: false }] }))).toThrow(
      /configurations cand are declared differently/
    )
    const other = config('other')
    expect(mergeTallies(a, emptyTally({ configurations: [other] })).header.configurations.map((c) => c.id)).toEqual([
      'base',
      'cand',
      'other'
    ])
  })

  it('refuses an attempt added out of attempt-key order', () => {
    const t = emptyTally({ configurations: [config('base')] })
    addAttempt(t, attempt('base', 't2'), false)
    expect(() => addAttempt(t, attempt('base', 't1'), false)).toThrow(/attempt-key order: "base\/t1@r1#1" after "base\/t2@r1#1"/)
  })
})

describe('the accumulator: a request counted in two shards', () => {
  it('is a request_claimed_in_two_shards warning that makes the configuration incomplete, not a silent reassignment', () => {
    const ids = { request_id: 'req-7', runtime_id: 'rt-7', invocation_id: null }
    const shared = (task: string): AttemptInput =>
      attempt('base', task, { requests: [req('r', { result: read(`${task}/result.json`, result({ ...ids, usage: tokens(100, 10) })) })] })
    const source = input([config('base')], [shared('t1'), shared('t2')])
    const one = fold(source, source.attempts, wholeTail(source))
    const whole = finishTally(one.tally, gateOf(source), '9.9.9')
    // One fold: the later claim is a gap, counted once.
    expect(whole.configurations[0].usage.input_tokens).toMatchObject({ observed: 100, reported_by: 1, expected: 2 })
    expect(whole.warnings.map((w) => w.code)).toContain('request_duplicate')
    // Two shards: each counted it; the merge says so and the evidence is incomplete.
    const merged = merge(fold(source, [source.attempts[0]], wholeTail(source)), fold(source, [source.attempts[1]], { diagnostics: [] }))
    const report = finishTally(merged.tally, gateOf(source), '9.9.9')
    const w = report.warnings.find((x) => x.code === 'request_claimed_in_two_shards')
    expect(w?.severity).toBe('warning')
    expect(w?.attempts).toEqual(['base/t1@r1#1', 'base/t2@r1#1'])
    expect(w?.message).toContain('base/t1@r1#1 request r (t1/result.json) and base/t2@r1#1 request r (t2/result.json)')
    expect(report.configurations[0].usage.input_tokens).toMatchObject({ observed: 200, complete: false })
    expect(report.configurations[0].complete).toBe(false)
    expect(report.complete).toBe(false)
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons.join('\n')).toContain('in two shard summaries (its usage may be counted twice)')
  })
  it("shared by two workers' slices (their tallies carried by key), makes the run fold again: the slices are not mergeable", () => {
    const ids = { request_id: 'req-7', runtime_id: 'rt-7', invocation_id: null }
    const withIds = (task: string, inv: string): AttemptInput =>
      attempt('base', task, {
        requests: [req('r', { result: read(`${task}/result.json`, result({ ...ids, invocation_id: inv, usage: tokens(100, 10) })) })]
      })
    const source = input([config('base')], [withIds('t1', 'i1'), withIds('t2', 'i1'), withIds('t3', 'i3')])
    const carried = (attempts: AttemptInput[]): { tally: Tally; fileKeys: { numbers: Float64Array; strings: string[] } } => ({
      tally: tallyFromJson(
        JSON.parse(JSON.stringify(tallyToJson(fold(source, attempts, { diagnostics: [] }).tally))) as ReturnType<typeof tallyToJson>
      ),
      fileKeys: { numbers: new Float64Array(0), strings: [] }
    })
    const [t1, t2, t3] = source.attempts
    expect(sameRunMergeable([carried([t1]), carried([t3])])).toBe(true)
    expect(sameRunMergeable([carried([t1]), carried([t3]), carried([t2])])).toBe(false)
  })

  it('counted in four shards, is paired with the first shard whatever the order or grouping of the merges', () => {
    const ids = { request_id: 'req-7', runtime_id: 'rt-7', invocation_id: null }
    const shared = (task: string): AttemptInput =>
      attempt('base', task, { requests: [req('r', { result: read(`${task}/result.json`, result({ ...ids, usage: tokens(100, 10) })) })] })
    const source = input([config('base')], ['t1', 't2', 't3', 't4'].map(shared))
    const [s1, s2, s3, s4] = source.attempts.map((a, i) =>
      tallyFromJson(
        JSON.parse(JSON.stringify(tallyToJson(fold(source, [a], i === 0 ? wholeTail(source) : { diagnostics: [] }).tally))) as ReturnType<
          typeof tallyToJson
        >,
        `shard-${i + 1}`
      )
    )
    const m = mergeTallies
    const groupings = [
      m(m(m(s1, s2), s3), s4),
      m(m(s1, s2), m(s3, s4)),
      m(s1, m(m(s2, s3), s4)),
      m(m(m(s4, s3), s2), s1),
      m(m(s3, s1), m(s4, s2))
    ].map((t) => finishTally(t, gateOf(source), '9.9.9'))
    const w = groupings[0].warnings.filter((v) => v.code === 'request_claimed_in_two_shards')
    expect(w.map((v) => v.message.match(/base \(shard "shard-\d"\) and base \(shard "shard-\d"\)/)?.[0])).toEqual([
      'base (shard "shard-1") and base (shard "shard-2")',
      'base (shard "shard-1") and base (shard "shard-3")',
      'base (shard "shard-1") and base (shard "shard-4")'
    ])
    expect(groupings[0].configurations[0].usage.input_tokens).toMatchObject({ observed: 400, complete: false })
    for (const g of groupings.slice(1)) expect(JSON.stringify(g)).toBe(JSON.stringify(groupings[0]))
  })

  it('read from shard summaries, is named by identity key, configuration and shard, with the same figures', () => {
    const ids = { request_id: 'req-7', runtime_id: 'rt-7', invocation_id: null }
    const shared = (task: string): AttemptInput =>
      attempt('base', task, { requests: [req('r', { result: read(`${task}/result.json`, result({ ...ids, usage: tokens(100, 10) })) })] })
    const source = input([config('base')], [shared('t1'), shared('t2')])
    const asSummary = (f: Fold, shard: string): Tally =>
      tallyFromJson(JSON.parse(JSON.stringify(tallyToJson(f.tally))) as ReturnType<typeof tallyToJson>, shard)
    const one = fold(source, [source.attempts[0]], wholeTail(source))
    const two = fold(source, [source.attempts[1]], { diagnostics: [] })
    for (const [x, y] of [
      [asSummary(one, 'shard-1'), asSummary(two, 'shard-2')],
      [asSummary(two, 'shard-2'), asSummary(one, 'shard-1')]
    ]) {
      const report = finishTally(mergeTallies(x, y), gateOf(source), '9.9.9')
      const w = report.warnings.filter((v) => v.code === 'request_claimed_in_two_shards')
      expect(w).toHaveLength(1)
      expect(w[0].attempts).toEqual([])
      expect(w[0].configurations).toEqual(['base'])
      expect(w[0].message).toMatch(
        /^base: the same request \(request identity [A-Za-z0-9_-]{16}\) is the evidence of an expected request in two shard summaries, base \(shard "shard-1"\) and base \(shard "shard-2"\); each shard counted it/
      )
      expect(w[0].message).toContain("compare the two shards' evidence in one run to name the two attempts")
      expect(report.configurations[0].usage.input_tokens).toMatchObject({ observed: 200, complete: false })
      expect(report.complete).toBe(false)
      expect(report.gate.passed).toBe(false)
      expect(report.gate.reasons.join('\n')).toContain(
        'base: a request is the evidence of base (shard "shard-1") and base (shard "shard-2") in two shard summaries'
      )
    }
  })
})
