/**
 * The CLI streams a manifest (issue 14: openManifestInput reads attempts in
 * attempt-key order, 16 ahead, and the output is spliced from a spool); its
 * output must be byte for byte what loading the whole manifest, comparing
 * and rendering at once gives — in every output mode, for manifests listed
 * in generator (not key), reversed and shuffled order, with a duplicate
 * attempt, files declared twice and a copied result, and with a torn, a
 * missing and a folder-for-a-file result in the middle of more attempts
 * than the read-ahead. (Undeclared configurations cannot come from a
 * manifest: cli-report-output.test.ts covers them.) Evidence comes from the benchmark
 * generator in a temporary folder.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateEvidence } from '../../bench/generate.js'
import { byAttemptKey, attemptKey } from '../../src/comparison/input/keys.js'
import { ATTEMPTS_READ_AHEAD, openManifestInput } from '../../src/sources/manifest/load.js'
import { DISTINCT_OUTPUT_MODES, expectCliEqualsInMemory } from '../support/in-memory-cli.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'fc-cli-streaming-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

interface RequestDecl {
  request_id: string
  result: string
  record: string
}
interface AttemptDecl {
  configuration: string
  task: string
  revision: string
  attempt: string
  requests: RequestDecl[]
}
interface Manifest {
  manifest_version: 1
  configurations: Array<{ id: string }>
  attempts: AttemptDecl[]
}

/** A generated data set of `attempts` attempts in its own folder, and its manifest. */
async function dataSet(name: string, attempts: number, seed: number): Promise<{ dir: string; manifest: Manifest }> {
  const g = await generateEvidence({ attempts, seed, outDir: path.join(root, name) })
  return { dir: g.outDir, manifest: JSON.parse(readFileSync(g.manifestPath, 'utf8')) as Manifest }
}

/** Writes `manifest` with these attempts as `dir/name`; returns its path. */
function writeManifest(dir: string, manifest: Manifest, attempts: AttemptDecl[], name = 'streamed.json'): string {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify({ ...manifest, attempts }, null, 1))
  return file
}

/** A fixed permutation of `items` (7919 is prime, so `i ↦ 7919·i mod n` is one for any n it does not divide). */
function shuffled<T>(items: readonly T[]): T[] {
  return items.map((_, i) => items[(i * 7919) % items.length])
}

const keyOf = (a: AttemptDecl): string => attemptKey(a)

describe('CLI on a manifest = the whole report rendered at once', () => {
  it('the same bytes whatever order the manifest lists its attempts in', async () => {
    const { dir, manifest } = await dataSet('orders', 40, 14)
    expect(new Set(shuffled(manifest.attempts)).size).toBe(40)
    const sortedKeys = [...manifest.attempts].sort(byAttemptKey).map(keyOf)
    // The generator deals attempts to configurations in turn: its order is not the key order.
    expect(manifest.attempts.map(keyOf)).not.toEqual(sortedKeys)
    const orders: Array<[string, AttemptDecl[]]> = [
      ['generator', manifest.attempts],
      ['reversed', [...manifest.attempts].sort(byAttemptKey).reverse()],
      ['shuffled', shuffled(manifest.attempts)]
    ]
    const outputs = new Map<string, string>()
    for (const [order, attempts] of orders) {
      const report = await expectCliEqualsInMemory(writeManifest(dir, manifest, attempts), 'incomplete')
      expect(report.attempts.map((a) => a.key)).toEqual(sortedKeys)
      outputs.set(order, JSON.stringify(report))
    }
    // Keys are unique here, so the order of the manifest changes nothing at all.
    expect(new Set(outputs.values()).size).toBe(1)
  })

  it('a duplicate attempt, files declared twice and a copied result, listed in reverse: ownership by attempt key', async () => {
    const { dir, manifest } = await dataSet('claims', 30, 15)
    const [a, b, c, d] = manifest.attempts.filter((x) => existsSync(path.join(dir, x.requests[0].result)))
    const copied = `${d.requests[0].result.replace(/\.json$/, '')}-copy.json`
    copyFileSync(path.join(dir, d.requests[0].result), path.join(dir, copied))
    const extra: AttemptDecl[] = [
      { ...a }, // the same attempt twice
      { ...b, revision: 'r0' }, // an earlier revision of b, with b's files: every file is b's already
      { ...c, task: 'zz/shares-a-file', requests: [{ ...c.requests[0], request_id: 'shared' }] }, // c's files again
      { ...d, task: 'zz/copied-result', requests: [{ request_id: 'copied', result: copied, record: 'zz/none.jsonl' }] } // d's request at another path
    ]
    const attempts = [...manifest.attempts, ...extra].sort(byAttemptKey).reverse()
    const report = await expectCliEqualsInMemory(writeManifest(dir, manifest, attempts), 'warnings', DISTINCT_OUTPUT_MODES)
    expect(report.attempts.length).toBe(34)
    expect(report.attempts.filter((x) => x.key === keyOf(a)).length).toBe(2)
    const codes = new Set(report.warnings.map((w) => w.code))
    for (const code of ['duplicate_attempt', 'request_duplicate'])
      expect({ code, present: codes.has(code) }).toEqual({ code, present: true })
    // The r0 copy of b sorts first, so it owns b's files although the manifest lists it last.
    const owned = report.attempts.find((x) => x.key === keyOf(b))
    expect(owned?.requests[0].files[0].reason).toBe(
      `the same file is already the evidence of ${keyOf({ ...b, revision: 'r0' })} request ${b.requests[0].request_id}; counted once`
    )
    const shares = report.attempts.find((x) => x.task === 'zz/shares-a-file')
    expect(shares?.requests[0].files.map((f) => [f.role, f.state, f.reason])).toEqual([
      ['result', 'unreadable', `the same file is already the evidence of ${keyOf(c)} request ${c.requests[0].request_id}; counted once`],
      ['record', 'unreadable', `the same file is already the evidence of ${keyOf(c)} request ${c.requests[0].request_id}; counted once`]
    ])
    const copy = report.attempts.find((x) => x.task === 'zz/copied-result')
    expect(copy?.requests[0].files.map((f) => [f.role, f.state])).toEqual([
      ['result', 'unreadable'],
      ['record', 'missing']
    ])
    expect(copy?.requests[0].files[0].reason).toMatch(
      new RegExp(
        `^the same request \\(request id "${d.requests[0].request_id}", runtime "rt-[0-9a-f]+", invocation "[^"]+"\\) is already the evidence of ${escape(keyOf(d))} request ${d.requests[0].request_id} \\(`
      )
    )
  })

  it('a torn, a missing and a folder-for-a-file result in the middle of 60 attempts: every attempt reported, the run goes on', async () => {
    const { dir, manifest } = await dataSet('broken', 60, 16)
    expect(60).toBeGreaterThan(ATTEMPTS_READ_AHEAD * 3)
    const sorted = [...manifest.attempts].sort(byAttemptKey)
    const withResult = (i: number): AttemptDecl =>
      sorted.slice(i).find((x) => existsSync(path.join(dir, x.requests[0].result))) as AttemptDecl
    const torn = withResult(20)
    writeFileSync(path.join(dir, torn.requests[0].result), '{"request_id": "torn", "usage": {')
    const gone = withResult(33)
    unlinkSync(path.join(dir, gone.requests[0].result))
    const folder = withResult(45)
    unlinkSync(path.join(dir, folder.requests[0].result))
    mkdirSync(path.join(dir, folder.requests[0].result))
    const report = await expectCliEqualsInMemory(
      writeManifest(dir, manifest, shuffled(manifest.attempts)),
      'incomplete',
      DISTINCT_OUTPUT_MODES
    )
    expect(report.attempts.map((x) => x.key)).toEqual(sorted.map(keyOf))
    const resultState = (decl: AttemptDecl): [string, string] => {
      const file = report.attempts.find((x) => x.key === keyOf(decl))?.requests[0].files.find((f) => f.role === 'result')
      return [file?.path ?? '', file?.state ?? '']
    }
    expect([resultState(torn), resultState(gone), resultState(folder)]).toEqual([
      [torn.requests[0].result, 'unreadable'],
      [gone.requests[0].result, 'missing'],
      [folder.requests[0].result, 'unreadable']
    ])
    expect(report.complete).toBe(false)
    expect(report.gate.passed).toBe(false)
  })
  it('a manifest without attempts: an empty attempts array, `  none` under the details', async () => {
    const { dir, manifest } = await dataSet('empty', 0, 18)
    const report = await expectCliEqualsInMemory(writeManifest(dir, manifest, []), 'incomplete')
    expect(report.attempts).toEqual([])
    expect(report.configurations.map((c) => [c.id, c.attempts.listed])).toEqual([
      ['baseline', 0],
      ['candidate', 0]
    ])
  })
})

describe('openManifestInput', () => {
  it('reads each attempt when the iteration comes within 16 of it, in attempt-key order', async () => {
    const { dir, manifest } = await dataSet('lazy', 50, 17)
    expect(ATTEMPTS_READ_AHEAD).toBe(16)
    const sorted = [...manifest.attempts].sort(byAttemptKey)
    const opened = await openManifestInput(writeManifest(dir, manifest, manifest.attempts), {})
    expect(opened.declared).toBe(50)
    expect(opened.configurations.map((c) => c.id)).toEqual(['baseline', 'candidate'])
    const iterator = opened.attempts[Symbol.asyncIterator]()
    const first = await iterator.next()
    expect(first.done === false && attemptKey(first.value)).toBe(keyOf(sorted[0]))
    // After the first attempt, the ones at sorted positions 1–16 may be read; 17 on are not yet.
    const late = [17, 30, 49].map((i) => sorted.slice(i).find((x) => existsSync(path.join(dir, x.requests[0].result))) as AttemptDecl)
    for (const x of late) unlinkSync(path.join(dir, x.requests[0].result))
    const keys = [keyOf(sorted[0])]
    const states = new Map<string, string>()
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
      keys.push(attemptKey(next.value))
      const result = next.value.requests[0].result
      states.set(attemptKey(next.value), result?.state ?? 'none')
    }
    expect(keys).toEqual(sorted.map(keyOf))
    expect(late.map((x) => states.get(keyOf(x)))).toEqual(['missing', 'missing', 'missing'])
  })

  it('a manifest that cannot be read fails at open, naming the file, before any attempt', async () => {
    const file = path.join(root, 'not-json.json')
    writeFileSync(file, '{"manifest_version": 1,')
    await expect(openManifestInput(file, {})).rejects.toThrow(/not-json\.json/)
  })
})

/** `text` as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
