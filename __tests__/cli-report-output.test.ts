/**
 * The CLI's streamed output (compareAndWrite, issue 14) is byte for byte
 * what rendering the whole report gives: `JSON.stringify(compare(input),
 * null, 2)` for `--json`, `renderText` with and without details — a
 * fast-check property over generated inputs (duplicate attempts, shared
 * files, copied request identities, undeclared configurations, missing
 * attempts, hostile strings). The spool lives only while the output is
 * written, only when the output needs entries, and is deleted on success
 * and on failure.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { OutputOptions } from '../src/render/output/report-output.js'
import type { AttemptStream as AttemptSource } from '../src/sources/source.js'
import { compare } from '../src/comparison/compare.js'
import type { AttemptInput, ComparisonInput } from '../src/comparison/input/input.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { renderText } from '../src/render/text/text.js'
import { ConfigurationError } from '../src/errors.js'
import { comparisonInputArb } from './support/comparison-arbitraries.js'
import { withoutRows } from './support/report-rows.js'
import { attempt, config, input, resultReq, tokens } from './support/comparison-builders.js'

// Spools go to a temporary folder of this test's own (spool.ts sees this `os.tmpdir()`), so their life can be watched.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-report-output-'))
jest.unstable_mockModule('node:os', () => ({ default: { ...os, tmpdir: () => tmp } }))
const { compareAndWrite } = await import('../src/parallel/compare-manifest.js')
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** Spool folders present now. */
const spools = (): string[] => readdirSync(tmp).filter((name) => name.startsWith('fabric-compare-'))

/** An in-memory input as the CLI's attempt source (sorted by attempt key, as run.ts does). */
function memorySource(source: ComparisonInput, asAsync = false): AttemptSource {
  const sorted = [...source.attempts].sort(byAttemptKey)
  async function* each(): AsyncGenerator<AttemptInput> {
    for (const a of sorted) yield await Promise.resolve(a)
  }
  return {
    kind: 'manifest',
    configurations: source.configurations,
    attempts: asAsync ? each() : sorted,
    total: sorted.length,
    tail: () => source
  }
}

/** Runs compareAndWrite and returns the text written (all chunks, in order), the chunk count and the returned report. */
async function written(
  source: AttemptSource,
  { policy, ...options }: Omit<OutputOptions, 'version' | 'gate'> & { policy: ComparisonInput['policy'] },
  input: ComparisonInput
): Promise<{ text: string; chunks: number; report: Report }> {
  const chunks: string[] = []
  const report = await compareAndWrite(
    source,
    { ...options, gate: { policy, regression_tolerance_pp: input.regression_tolerance_pp }, version: '9.9.9' },
    (t) => chunks.push(t)
  )
  return { text: chunks.join(''), chunks: chunks.length, report }
}

describe('compareAndWrite = rendering the whole report (property)', () => {
  it('--json, text and text --details, from a sorted array or an async iterable', async () => {
    await fc.assert(
      fc.asyncProperty(comparisonInputArb, fc.boolean(), async (source, asAsync) => {
        const whole = compare(source, '9.9.9')
        const json = await written(memorySource(source, asAsync), { json: true, details: false, policy: source.policy }, source)
        expect(json.text).toBe(`${JSON.stringify(whole, null, 2)}\n`)
        // The report returned holds counts, not the rows: those went to the output.
        expect(JSON.stringify(json.report)).toBe(JSON.stringify(withoutRows({ ...whole, attempts: [] })))
        const jsonDetails = await written(memorySource(source, asAsync), { json: true, details: true, policy: source.policy }, source)
        expect(jsonDetails.text).toBe(json.text)
        const text = await written(memorySource(source, asAsync), { json: false, details: false, policy: source.policy }, source)
        expect(text.text).toBe(renderText(whole, { details: false }))
        expect(text.chunks).toBe(1)
        const details = await written(memorySource(source, asAsync), { json: false, details: true, policy: source.policy }, source)
        expect(details.text).toBe(renderText(whole, { details: true }))
        expect(spools()).toEqual([])
      }),
      { seed: 1403, numRuns: 80 }
    )
  })
})

describe('compareAndWrite edges', () => {
  const configurations = [config('base'), config('cand')]

  it('no attempt: JSON with an empty attempts array, text details with `  none`', async () => {
    const empty = input(configurations, [])
    const json = await written(memorySource(empty), { json: true, details: false, policy: 'incomplete' }, empty)
    expect(json.text.endsWith('\n  "diagnostics": [],\n  "attempts": []\n}\n')).toBe(true)
    expect(json.text).toBe(`${JSON.stringify(compare(empty, '9.9.9'), null, 2)}\n`)
    const details = await written(memorySource(empty), { json: false, details: true, policy: 'incomplete' }, empty)
    expect(details.text).toBe(renderText(compare(empty, '9.9.9'), { details: true }))
    expect(details.text).toContain('\n\nAttempts (0)\n  none\n')
  })

  it('one attempt: its entry inside the array at depth 2', async () => {
    const one = input(configurations, [attempt('base', 't', { requests: [resultReq('q', tokens(10, 2))] })], { policy: 'never' })
    const json = await written(memorySource(one), { json: true, details: false, policy: 'never' }, one)
    expect(json.text).toContain('\n  "attempts": [\n    {\n      "key": "base/t@r1#1",\n')
    expect(json.text.endsWith('\n    }\n  ]\n}\n')).toBe(true)
    expect(JSON.parse(json.text)).toEqual(JSON.parse(JSON.stringify(compare(one, '9.9.9'))))
  })

  it('no temporary folder is left while or after the attempts are read, in every mode', async () => {
    const seen: Array<[string, number]> = []
    const watched = (label: string): AttemptSource => ({
      configurations,
      attempts: (function* () {
        seen.push([label, spools().length])
        yield attempt('base', 't')
      })(),
      tail: () => ({ diagnostics: [] }),
      kind: 'manifest',
      total: null
    })
    const one = input(configurations, [attempt('base', 't')])
    await written(watched('json'), { json: true, details: false, policy: 'incomplete' }, one)
    await written(watched('details'), { json: false, details: true, policy: 'incomplete' }, one)
    await written(watched('text'), { json: false, details: false, policy: 'incomplete' }, one)
    expect(seen).toEqual([
      ['json', 0],
      ['details', 0],
      ['text', 0]
    ])
    expect(spools()).toEqual([])
  })

  it('attempts out of attempt-key order: the Error names both, nothing is written, the spool is deleted', async () => {
    const unsorted: AttemptSource = {
      configurations,
      attempts: [attempt('cand', 't'), attempt('base', 't')],
      tail: () => ({ diagnostics: [] }),
      kind: 'manifest',
      total: null
    }
    const chunks: string[] = []
    await expect(
      compareAndWrite(unsorted, { json: true, details: false, gate: { policy: 'incomplete' }, version: '1' }, (t) => chunks.push(t))
    ).rejects.toThrow(new Error('attempts must be added in attempt-key order: "base/t@r1#1" after "cand/t@r1#1"'))
    expect(chunks).toEqual([])
    expect(spools()).toEqual([])
  })

  it('a source that fails midway: its error is rethrown as is, the spool is deleted', async () => {
    const failing: AttemptSource = {
      configurations,
      attempts: (async function* () {
        yield attempt('base', 't1')
        throw new ConfigurationError('manifest.json: $.attempts[1]: broken')
      })(),
      tail: () => ({ diagnostics: [] }),
      kind: 'manifest',
      total: null
    }
    const chunks: string[] = []
    await expect(
      compareAndWrite(failing, { json: false, details: true, gate: { policy: 'incomplete' }, version: '1' }, (t) => chunks.push(t))
    ).rejects.toThrow(new ConfigurationError('manifest.json: $.attempts[1]: broken'))
    expect(chunks).toEqual([])
    expect(spools()).toEqual([])
  })

  it('a writer that fails (closed pipe): the error is rethrown, the spool is deleted', async () => {
    const one = input(configurations, [attempt('base', 't')])
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })
    await expect(
      compareAndWrite(memorySource(one), { json: true, details: false, gate: { policy: 'incomplete' }, version: '1' }, () => {
        throw epipe
      })
    ).rejects.toBe(epipe)
    expect(spools()).toEqual([])
  })
})
