import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { GatheredEvidence } from '../src/sources/artifacts.js'
import { localEvidence } from '../src/sources/evidence-folders.js'
import { loadTrustedAttemptIndexes, readableFolders } from '../src/sources/attempt-index/trust.js'
import type { AttemptInput } from '../src/comparison/input/input.js'
import { readPending } from '../src/evidence/pending-reads.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import { attemptIndexSource } from '../src/sources/attempt-index/attempt-index-source.js'
import { readSettings } from '../src/inputs/settings.js'
import { attemptFiles, type AttemptSpec } from './support/attempt-evidence.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-action-trust-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function writeArtifact(root: string, name: string, specs: AttemptSpec[]): void {
  for (const spec of specs) {
    for (const [rel, content] of Object.entries(attemptFiles(spec))) {
      const file = path.join(root, name, rel)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, content)
    }
  }
}
const attempt = (configuration: string, inputTokens: number, folder?: string): AttemptSpec => ({
  configuration,
  task: 't',
  revision: 'r1',
  attempt: '1',
  inputTokens,
  ...(folder ? { folder } : {})
})
const settingsOf = (configurations: string) =>
  readSettings((name) => ({ configurations, tasks: 't@r1', 'attempts-per-task': '1' })[name] ?? '', 'o/r')
/** Input tokens of each request's full result (null when not read). */
const tokens = (a: AttemptInput): Array<number | null> =>
  a.requests.map((r) => (r.result?.state === 'read' ? (r.result.value.usage?.input_tokens ?? null) : null))

describe('loadTrustedAttemptIndexes on local evidence', () => {
  it("refuses an index file naming another configuration; relabel takes it under the line's id", async () => {
    const root = path.join(tmp, 'foreign')
    writeArtifact(root, 'eval-base-1', [attempt('base', 4000)])
    writeArtifact(root, 'eval-cand-1', [attempt('cand', 1000), attempt('base', 7, 'forged')])
    const settings = settingsOf('cand: eval-cand-*\nbase: eval-base-*')
    const evidence = await localEvidence(root, settings.configurations)
    const { input, refused, reads } = await loadTrustedAttemptIndexes(settings, evidence, {
      tasks: [{ task: 't', revision: 'r1' }],
      attemptsPerTask: 1
    })
    // Only the index files are read when the source opens: each attempt's evidence waits for the comparison.
    expect(input.attempts.map((a) => a.requests.length)).toEqual([0, 0])
    expect([...reads.keys()]).toEqual(input.attempts)
    const read = await Promise.all(input.attempts.map((a) => readPending(a, reads)))
    expect(read.map((a) => [a.configuration, a.missing, a.declared_in?.artifact, tokens(a)])).toEqual([
      ['cand', false, 'eval-cand-1', [1000]],
      ['base', false, 'eval-base-1', [4000]]
    ])
    // A read is forgotten once done (its declaration becomes garbage); reading again returns the attempt as given.
    expect(reads.size).toBe(0)
    expect(await readPending(input.attempts[0], reads)).toBe(input.attempts[0])
    expect(refused.map((r) => [r.artifact, r.run, r.file])).toEqual([['eval-cand-1', null, 'forged/fabric-attempt.json']])
    expect(input.diagnostics.map((d) => d.code)).toEqual(['attempt_index_foreign_configuration'])

    const relabelled = settingsOf('base: eval-cand-* relabel')
    const again = await loadTrustedAttemptIndexes(relabelled, await localEvidence(root, relabelled.configurations), null)
    // Both index files of eval-cand-1 now declare base/t@r1#1, and local folders have no upload time: ambiguous.
    expect(again.refused).toEqual([])
    expect(again.input.attempts.map((a) => [a.configuration, a.missing])).toEqual([['base', true]])
    // Neither ambiguous upload is ever read.
    expect(again.reads.size).toBe(0)
    expect(again.input.diagnostics.map((d) => d.code)).toEqual(['attempt_index_ambiguous'])
  })

  it("the source reads each attempt's evidence as it is reached, in attempt-key order, the same as reading it all first", async () => {
    const root = path.join(tmp, 'stream')
    const spec = (configuration: string, task: string, n: string, inputTokens: number): AttemptSpec => ({
      configuration,
      task,
      revision: 'r1',
      attempt: n,
      inputTokens,
      requests: 2
    })
    writeArtifact(root, 'eval-base-1', [spec('base', 't2', '1', 30), spec('base', 't1', '2', 20), spec('base', 't1', '1', 10)])
    writeArtifact(root, 'eval-cand-1', [spec('cand', 't1', '1', 40)])
    const settings = settingsOf('base: eval-base-*\ncand: eval-cand-*')
    const evidence = await localEvidence(root, settings.configurations)
    const lines = { configurations: settings.configurations, pricing: settings.pricing, evaluators: settings.evaluators }
    const stream = await attemptIndexSource({ kind: 'attempt_index', lines, evidence, expected: null }).open()
    expect(stream.total).toBe(4)
    // Opened, nothing of the evidence is read yet: a full result rewritten now is what the comparison sees.
    const result = path.join(root, 'eval-base-1', 't2', '1', 'result-1.json')
    writeFileSync(result, readFileSync(result, 'utf8').replace('"input_tokens":30', '"input_tokens":33'))
    const streamed: AttemptInput[] = []
    for await (const a of stream.attempts) streamed.push(a)
    expect(streamed.map((a) => [a.configuration, a.task, a.attempt, tokens(a)])).toEqual([
      ['base', 't1', '1', [10, 10]],
      ['base', 't1', '2', [20, 20]],
      ['base', 't2', '1', [33, 30]],
      ['cand', 't1', '1', [40, 40]]
    ])
    const whole = await loadTrustedAttemptIndexes(lines, evidence, null)
    const read = await Promise.all(whole.input.attempts.map((a) => readPending(a, whole.reads)))
    expect(streamed).toEqual([...read].sort(byAttemptKey))
  })

  it('the download folder is never searched as a whole; a local evidence-path root is', () => {
    const trusted = { name: 'a', listed: 'a', run: 'this run', dir: '/d/0/a-1', configurations: null, createdAt: null }
    const downloaded: GatheredEvidence = { root: '/d', rootReadable: false, artifacts: [trusted], outcomes: [] }
    expect(readableFolders(downloaded)).toEqual([{ dir: '/d/0/a-1', artifact: 'a' }])
    expect(readableFolders({ ...downloaded, rootReadable: true })).toEqual([
      { dir: '/d', artifact: null },
      { dir: '/d/0/a-1', artifact: 'a' }
    ])
  })
})
