/**
 * The resource rows' spool (src/render/output/resource-spool.ts): rows written
 * attempt by attempt come back per configuration and kind in the order they
 * were written, whatever the configuration ids hold (quotes, separators,
 * newlines, one id the prefix of another) and wherever the spool's chunks
 * cut the lines — the same rows `collectResources` puts into a report.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { attemptOutputs, collectResources, reportRows, type ResourceRowSource } from '../src/comparison/figures/resource-list.js'
import type { AttemptResources, NotObservedRow, ResourceObservation } from '../src/comparison/tally/resources.js'
import { resourceSpoolLines, spooledRows } from '../src/render/output/resource-spool.js'

const IDS = ['base', 'base2', 'ba"se', 'a,0,b', 'line\nbreak', 'é€😀', '["base",0,']

function observation(attempt: string, n: number): ResourceObservation {
  return {
    attempt,
    request_id: `q${n}`,
    runtime_id: n % 2 === 0 ? null : `rt-${n}`,
    source: 'full_result',
    shape: null,
    started_at: null,
    observed_at: null,
    scope: null,
    process_count: n,
    resident_memory_bytes: null,
    cpu_time_seconds: null,
    rss_bytes: null,
    cpu_user_ms: null,
    cpu_system_ms: null,
    system_stats: null
  }
}

function notObserved(attempt: string, n: number): NotObservedRow {
  return { attempt, request_id: `q${n}`, runtime_id: null, state: 'unavailable', reason: 'no resource_snapshot in the full result' }
}

const attemptsArb = fc.array(
  fc
    .record({ id: fc.constantFrom(...IDS), observed: fc.nat(3), missing: fc.nat(3) })
    .map(({ id, observed, missing }): AttemptResources => ({
      configuration: id,
      observations: Array.from({ length: observed }, (_, i) => observation(`${id}/t@r#1`, i)),
      not_observed: Array.from({ length: missing }, (_, i) => notObserved(`${id}/t@r#1`, i + observed))
    })),
  { maxLength: 25 }
)

/** A spool of `text` that hands it out in pieces cut at `cuts` (fractions of its length). */
function chunked(text: string, cuts: number[]): { copyTo: (write: (t: string) => void) => void } {
  const at = [...new Set(cuts.map((c) => Math.floor(c * text.length)))].sort((a, b) => a - b)
  return {
    copyTo: (write) => {
      let from = 0
      for (const to of [...at, text.length]) {
        if (to > from) write(text.slice(from, to))
        from = Math.max(from, to)
      }
    }
  }
}

function rowsOf(source: ResourceRowSource, id: string): [ResourceObservation[], NotObservedRow[]] {
  const o: ResourceObservation[] = []
  const n: NotObservedRow[] = []
  source.observations(id, (r) => o.push(r))
  source.notObserved(id, (r) => n.push(r))
  return [o, n]
}

describe('the resource rows spool', () => {
  it('gives back each configuration’s rows in order, wherever the chunks cut the lines (property)', () => {
    fc.assert(
      fc.property(attemptsArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }), (attempts, cuts) => {
        const text = attempts.map(resourceSpoolLines).join('')
        const spooled = spooledRows(chunked(text, cuts))
        const held = collectResources()
        for (const a of attempts) held.add(a)
        const report = held.fill({
          configurations: IDS.map((id) => ({ id, resources: [], resource_coverage: { not_observed: [] } }))
        } as never)
        const fromReport = reportRows(report)
        for (const id of IDS) expect(rowsOf(spooled, id)).toEqual(rowsOf(fromReport, id))
        const total = attempts.reduce((n, a) => n + a.observations.length + a.not_observed.length, 0)
        expect(IDS.map((id) => rowsOf(spooled, id).flat().length).reduce((a, b) => a + b, 0)).toBe(total)
      }),
      { seed: 4101, numRuns: 200 }
    )
  })

  it('writes nothing for an attempt without rows or of an undeclared configuration, and one tagged line per row', () => {
    expect(resourceSpoolLines(null)).toBe('')
    expect(resourceSpoolLines({ configuration: 'base', observations: [], not_observed: [] })).toBe('')
    const o = observation('b"a/t@r#1', 1)
    const n = notObserved('b"a/t@r#1', 2)
    expect(resourceSpoolLines({ configuration: 'b"a', observations: [o], not_observed: [n] })).toBe(
      `${JSON.stringify(['b"a', 0, o])}\n${JSON.stringify(['b"a', 1, n])}\n`
    )
  })
})

describe('attemptOutputs (a held report back into entries with their rows)', () => {
  const entry = (configuration: string, key: string) => ({ configuration, key }) as never
  const list = (configuration: string, keys: string[]) => ({
    id: configuration,
    resources: keys.map((k, i) => observation(k, i)),
    resource_coverage: { not_observed: keys.map((k, i) => notObserved(k, i + 10)) }
  })

  it('gives each entry the rows at its configuration’s cursor, also when two attempts show one key', () => {
    // c/t@x@r#1 is task "t@x" revision "r" (A) and task "t" revision "x@r" (B); between them in attempt-key order sorts C.
    const report = {
      configurations: [list('c', ['c/t@x@r#1', 'c/t0@r#1', 'c/t@x@r#1']), list('a', ['a/b/t@r#1']), list('a/b', ['a/b/t@r#1'])],
      attempts: [
        entry('c', 'c/t@x@r#1'),
        entry('c', 'c/t0@r#1'),
        entry('c', 'c/t@x@r#1'),
        entry('a', 'a/b/t@r#1'),
        entry('a/b', 'a/b/t@r#1'),
        entry('z', 'z/t@r#1')
      ]
    } as never
    const out = attemptOutputs(report)
    expect(
      out.map(
        (o) =>
          o.resources && [
            o.resources.configuration,
            o.resources.observations.map((r) => r.request_id),
            o.resources.not_observed.map((r) => r.request_id)
          ]
      )
    ).toEqual([
      ['c', ['q0'], ['q10']],
      ['c', ['q1'], ['q11']],
      ['c', ['q2'], ['q12']],
      ['a', ['q0'], ['q10']],
      ['a/b', ['q0'], ['q10']],
      null
    ])
    // Filled back into a report, the rows are the report's own.
    const held = collectResources()
    for (const o of out) held.add(o.resources)
    const empty = {
      configurations: (report as { configurations: Array<{ id: string }> }).configurations.map((c) => ({
        id: c.id,
        resources: [],
        resource_coverage: { not_observed: [] }
      }))
    }
    expect(held.fill(empty as never)).toEqual({ configurations: (report as { configurations: unknown }).configurations })
  })
})
