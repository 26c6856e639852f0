/**
 * The comparison stream (openComparison, issue 14): attempts added one at a
 * time in attempt-key order give, through `onAttempt` and `finish`, exactly
 * the report `compare()` gives — a fast-check property over generated
 * inputs with duplicate attempts, shared files, copied request identities,
 * undeclared configurations and missing attempts — and the stream refuses
 * misuse (out-of-order add, add or finish after finish) with an Error
 * naming what was wrong.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compare } from '../src/comparison/compare.js'
import type { ComparisonInput } from '../src/comparison/input/input.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import type { AttemptReport, Report } from '../src/comparison/report/report-schema.js'
import { openComparison } from '../src/comparison/stream.js'
import { collectResources } from '../src/comparison/figures/resource-list.js'
import { comparisonInputArb } from './support/comparison-arbitraries.js'
import { withoutRows } from './support/report-rows.js'
import { attempt, config, input, read, record, end, result, req, tokens } from './support/comparison-builders.js'

/**
 * Streams `input` (sorted by attempt key) and returns the entries given to onAttempt, the finished report with the
 * resource rows given beside them filled in (`report`) and as finish gave it (`bare`).
 */
function stream(source: ComparisonInput, version?: string): { entries: AttemptReport[]; report: Report; bare: Report; count: number } {
  const entries: AttemptReport[] = []
  const rows = collectResources()
  const s = openComparison({
    configurations: source.configurations,
    policy: source.policy,
    regression_tolerance_pp: source.regression_tolerance_pp,
    version,
    onAttempt: (e, r) => {
      entries.push(JSON.parse(JSON.stringify(e)) as AttemptReport)
      rows.add(r)
    }
  })
  for (const a of [...source.attempts].sort(byAttemptKey)) s.add(a)
  const bare = s.finish(source)
  return { entries, report: rows.fill(bare), bare, count: s.count }
}

describe('openComparison = compare (property)', () => {
  it('gives each attempt entry of compare() to onAttempt, in order, and the rest of the report at finish', () => {
    let withDuplicates = 0
    let withOrphans = 0
    let withRequestDuplicates = 0
    let withSharedFiles = 0
    let withMissing = 0
    fc.assert(
      fc.property(comparisonInputArb, (source) => {
        const whole = compare(source, '9.9.9')
        const { entries, report, bare, count } = stream(source, '9.9.9')
        // finish leaves the lists empty (the rows went to onAttempt) and counts them.
        expect(bare.configurations.flatMap((c) => [...c.resources, ...c.resource_coverage.not_observed])).toEqual([])
        for (const c of report.configurations) {
          expect([c.resources.length, c.resource_coverage.not_observed.length]).toEqual([
            c.resource_coverage.observed,
            c.resource_coverage.expected - c.resource_coverage.observed
          ])
        }
        // Entries serialised when given: a later change to a shared object would show here.
        expect(entries).toEqual(JSON.parse(JSON.stringify(whole.attempts)))
        expect(count).toBe(source.attempts.length)
        expect(report.attempts).toEqual([])
        expect(JSON.stringify({ ...report, attempts: whole.attempts })).toBe(JSON.stringify(whole))
        const keys = whole.attempts.map((a) => a.key)
        if (new Set(keys).size < keys.length) withDuplicates += 1
        if (whole.warnings.some((w) => w.code === 'configuration_unknown')) withOrphans += 1
        if (whole.warnings.some((w) => w.code === 'request_duplicate')) withRequestDuplicates += 1
        if (JSON.stringify(whole.attempts).includes('the same file is already the evidence of')) withSharedFiles += 1
        if (source.attempts.some((a) => a.missing)) withMissing += 1
      }),
      { seed: 1401, numRuns: 150 }
    )
    // The generator reaches the cases the stream's claims and orphans exist for.
    expect(withDuplicates).toBeGreaterThan(10)
    expect(withOrphans).toBeGreaterThan(10)
    expect(withRequestDuplicates).toBeGreaterThan(10)
    expect(withSharedFiles).toBeGreaterThan(10)
    expect(withMissing).toBeGreaterThan(10)
  })

  it('without onAttempt gives the same report as with it', () => {
    fc.assert(
      fc.property(comparisonInputArb, (source) => {
        const s = openComparison({
          configurations: source.configurations,
          policy: source.policy,
          regression_tolerance_pp: source.regression_tolerance_pp
        })
        for (const a of [...source.attempts].sort(byAttemptKey)) s.add(a)
        expect(JSON.stringify(s.finish(source))).toBe(JSON.stringify(withoutRows({ ...compare(source), attempts: [] })))
      }),
      { seed: 1402, numRuns: 60 }
    )
  })
})

describe('openComparison refuses misuse', () => {
  const options = { configurations: [config('base'), config('cand')], policy: 'incomplete' as const }

  it('an attempt that sorts before the previous one, naming both', () => {
    const s = openComparison(options)
    s.add(attempt('cand', 'task-b'))
    expect(() => s.add(attempt('base', 'task-€'))).toThrow(
      new Error('attempts must be added in attempt-key order: "base/task-€@r1#1" after "cand/task-b@r1#1"')
    )
    expect(s.count).toBe(1)
  })

  it('a later revision or attempt number first (each key field counts, and the message tells them apart), a duplicate key is accepted', () => {
    const s = openComparison(options)
    s.add(attempt('base', 't', { revision: 'r2' }))
    expect(() => s.add(attempt('base', 't', { revision: 'r1' }))).toThrow(
      new Error('attempts must be added in attempt-key order: "base/t@r1#1" after "base/t@r2#1"')
    )
    s.add(attempt('base', 't', { revision: 'r2', attempt: '2' }))
    expect(() => s.add(attempt('base', 't', { revision: 'r2', attempt: '1' }))).toThrow(
      new Error('attempts must be added in attempt-key order: "base/t@r2#1" after "base/t@r2#2"')
    )
    s.add(attempt('base', 't', { revision: 'r2', attempt: '2' }))
    expect(s.count).toBe(3)
    const report = s.finish({ diagnostics: [] })
    expect(report.configurations[0].attempts).toEqual({ listed: 3, with_evidence: 3, missing: 0, inventory_verified: true })
    expect(report.warnings.map((w) => w.code)).toContain('duplicate_attempt')
  })

  it('finish twice, and add after finish', () => {
    const s = openComparison(options)
    s.add(attempt('base', 't'))
    s.finish({ diagnostics: [] })
    expect(() => s.finish({ diagnostics: [] })).toThrow(new Error('comparison already finished'))
    expect(() => s.add(attempt('cand', 't'))).toThrow(new Error('comparison already finished'))
    expect(s.count).toBe(1)
  })

  it('zero attempts: a report with no entries and onAttempt never called', () => {
    let calls = 0
    const s = openComparison({ ...options, version: '1.2.3', onAttempt: () => (calls += 1) })
    const report = s.finish({ diagnostics: [] })
    expect(calls).toBe(0)
    expect(s.count).toBe(0)
    expect(report.attempts).toEqual([])
    expect(report.generated_by).toEqual({ name: 'fabric-compare', version: '1.2.3' })
    expect(report.configurations.map((c) => [c.id, c.attempts.listed, c.requests.expected])).toEqual([
      ['base', 0, 0],
      ['cand', 0, 0]
    ])
    expect(JSON.stringify(report)).toBe(JSON.stringify(compare(input(options.configurations, []), '1.2.3')))
  })
})

describe('request claims across streamed attempts', () => {
  /** An attempt whose one request's full result names request `id` with these runtime and invocation ids. */
  const claimed = (task: string, path: string, runtime: string | null, invocation: string | null) =>
    attempt('base', task, {
      requests: [
        req('q', {
          result: read(path, result({ request_id: 'req-1', runtime_id: runtime, invocation_id: invocation, usage: tokens(100, 10) }))
        })
      ]
    })

  it('a null and an empty runtime id are one identity: the later attempt is a gap, counted once', () => {
    const { entries, report } = stream(
      input([config('base')], [claimed('t2', 'b.json', null, 'inv-1'), claimed('t1', 'a.json', '', 'inv-1')])
    )
    expect(entries.map((e) => [e.key, e.requests[0].evidence, e.requests[0].files[0].state])).toEqual([
      ['base/t1@r1#1', 'full_result', 'read'],
      ['base/t2@r1#1', null, 'unreadable']
    ])
    expect(entries[1].requests[0].files[0].reason).toBe(
      'the same request (request id "req-1", invocation "inv-1") is already the evidence of base/t1@r1#1 request q (a.json); counted once'
    )
    expect(report.configurations[0].usage.input_tokens).toEqual({ observed: 100, reported_by: 1, expected: 2, complete: false })
    expect(report.warnings.filter((w) => w.code === 'request_duplicate').map((w) => w.attempts)).toEqual([['base/t1@r1#1', 'base/t2@r1#1']])
  })

  it('one request id with different runtime ids is two requests', () => {
    const { report } = stream(input([config('base')], [claimed('t1', 'a.json', 'rt-1', 'inv-1'), claimed('t2', 'b.json', 'rt-2', 'inv-1')]))
    expect(report.configurations[0].usage.input_tokens).toEqual({ observed: 200, reported_by: 2, expected: 2, complete: true })
    expect(report.warnings.filter((w) => w.code === 'request_duplicate')).toEqual([])
  })

  it('many runtimes under one request id: each is its own request, and a repeat of any of them (also null vs empty) is found', () => {
    const runtimes = Array.from({ length: 50 }, (_, i) => `rt-${i}`)
    const attempts = runtimes.map((rt, i) => claimed(`t${String(i).padStart(2, '0')}`, `${rt}.json`, rt, null))
    // A copy of runtime 7's result, and of a null-runtime result given as '' — both repeats once the request id is shared.
    attempts.push(claimed('u1', 'copy.json', 'rt-7', null), claimed('u2', 'n.json', null, 'inv-9'), claimed('u3', 'e.json', '', 'inv-9'))
    const { report } = stream(input([config('base')], attempts))
    expect(report.configurations[0].usage.input_tokens).toEqual({ observed: 5100, reported_by: 51, expected: 53, complete: false })
    // Warnings are sorted by their text: the invocation-only identity first.
    expect(report.warnings.filter((w) => w.code === 'request_duplicate').map((w) => w.attempts)).toEqual([
      ['base/u2@r1#1', 'base/u3@r1#1'],
      ['base/t07@r1#1', 'base/u1@r1#1']
    ])
  })

  it("a result and a record of one expected request are one request's evidence, not a duplicate", () => {
    const ids = { request_id: 'req-1', runtime_id: 'rt-1', invocation_id: 'inv-1' }
    const a = attempt('base', 't1', {
      requests: [
        req('q', {
          result: read('a.json', result({ ...ids, usage: tokens(5, 1) })),
          record: read('a.jsonl', record(end({ usage: tokens(5, 1) }), undefined, ids))
        })
      ]
    })
    const { entries, report } = stream(input([config('base')], [a]))
    expect(entries[0].requests[0].files.map((f) => f.state)).toEqual(['read', 'read'])
    expect(report.warnings.filter((w) => w.code === 'request_duplicate')).toEqual([])
  })
})
