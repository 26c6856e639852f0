import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AttemptInput, ComparisonInput } from '../src/comparison/input/input.js'
import type { ConfigurationSource } from '../src/inputs/configuration-lines.js'
import { loadAttemptIndexes, type EvidenceArtifact } from '../src/sources/attempt-index/attempt-indexes.js'
import { artifactFiles, attemptFiles, type AttemptSpec } from './support/attempt-evidence.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-attempt-indexes-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** Writes one artifact's files into its own folder. */
function artifact(name: string, files: Record<string, string>): EvidenceArtifact {
  const dir = path.join(tmp, name)
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true })
    writeFileSync(path.join(dir, p), content)
  }
  return { name, dir }
}

const spec = (configuration: string, task: string, attempt: string): AttemptSpec => ({ configuration, task, revision: 'r1', attempt })
const index = (body: object): string => JSON.stringify({ attempt_index_version: 1, revision: 'r1', requests: [], ...body })

const configurations: ConfigurationSource[] = [
  { id: 'base', pattern: 'eval-base-*', run: null, relabel: false },
  { id: 'cand', pattern: 'eval-cand-*', run: null, relabel: false }
]
const pricing = [
  { id: 'base', basis: 'list-2026-07', verified: true },
  { id: 'nobody', basis: 'other', verified: false }
]
const expected = {
  tasks: [
    { task: 't1', revision: 'r1' },
    { task: 't2', revision: 'r1' }
  ],
  attemptsPerTask: 2
}
const artifacts: EvidenceArtifact[] = []
let parserMessage = ''

beforeAll(() => {
  artifacts.push(
    // base: t2#2 absent.
    artifact('eval-base-1', artifactFiles([spec('base', 't1', '1'), spec('base', 't1', '2'), spec('base', 't2', '1')])),
    // cand: t1#3 nobody expected, a configuration nobody declared, t2#2 malformed.
    artifact('eval-cand-1', {
      ...artifactFiles([spec('cand', 't1', '1'), spec('cand', 't1', '2'), spec('cand', 't2', '1'), spec('cand', 't1', '3')]),
      'ghost/fabric-attempt.json': index({ configuration: 'ghost', task: 't1', attempt: 1 }),
      'broken/fabric-attempt.json': index({ configuration: 'cand', task: 't2', attempt: 2, requests: 'none' })
    }),
    artifact('eval-cand-2', { 'x/fabric-attempt.json': '{"attempt_index_version": 1,' }),
    // Matches no pattern: would fill base t2#2 if it were read.
    artifact('unrelated', attemptFiles(spec('base', 't2', '2')))
  )
  try {
    JSON.parse('{"attempt_index_version": 1,')
  } catch (error) {
    parserMessage = (error as Error).message
  }
})

const keyOf = (a: { configuration: string; task: string; attempt: string }): string => `${a.configuration}/${a.task}#${a.attempt}`
const find = (input: ComparisonInput, key: string): AttemptInput => input.attempts.find((a) => keyOf(a) === key)!

describe('loadAttemptIndexes with an expected inventory', () => {
  let input: ComparisonInput
  beforeAll(async () => {
    input = { ...(await loadAttemptIndexes({ artifacts, configurations, pricing, expected })), policy: 'incomplete' }
  })

  it('lists every expected attempt in inventory order; absent and malformed ones are missing', () => {
    expect(input.attempts.map((a) => `${keyOf(a)}${a.missing ? ' missing' : ''}`)).toEqual([
      'base/t1#1',
      'base/t1#2',
      'base/t2#1',
      'base/t2#2 missing',
      'cand/t1#1',
      'cand/t1#2',
      'cand/t2#1',
      'cand/t2#2 missing'
    ])
    expect(find(input, 'base/t2#2')).toEqual({
      configuration: 'base',
      task: 't2',
      revision: 'r1',
      attempt: '2',
      missing: true,
      requests_complete: null,
      requests: [],
      evaluation: null,
      task_duration_ms: null,
      legacy_counters: [],
      declared_in: null,
      diagnostics: []
    })
  })

  it('reports attempts nobody expected and configurations nobody declared as unexpected', () => {
    expect(input.unexpected_attempts).toEqual([
      {
        configuration: 'cand',
        task: 't1',
        revision: 'r1',
        attempt: '3',
        declared_in: { path: 't1/3/fabric-attempt.json', artifact: 'eval-cand-1' }
      },
      {
        configuration: 'ghost',
        task: 't1',
        revision: 'r1',
        attempt: '1',
        declared_in: { path: 'ghost/fabric-attempt.json', artifact: 'eval-cand-1' }
      }
    ])
  })

  it('names the artifact, the file and the JSON path of a malformed index', () => {
    expect(input.diagnostics).toEqual([
      {
        code: 'attempt_index_invalid',
        message: 'eval-cand-1/broken/fabric-attempt.json: $.requests: Invalid input: expected array, received string',
        file: 'eval-cand-1/broken/fabric-attempt.json'
      },
      {
        code: 'attempt_index_invalid',
        message: `eval-cand-2/x/fabric-attempt.json: ${parserMessage}`,
        file: 'eval-cand-2/x/fabric-attempt.json'
      }
    ])
  })

  it('resolves paths relative to the index file and carries the artifact name in every file reference', () => {
    const a = find(input, 'cand/t2#1')
    expect(a.declared_in).toEqual({ path: 't2/1/fabric-attempt.json', artifact: 'eval-cand-1' })
    expect(a).toMatchObject({
      requests_complete: true,
      task_duration_ms: 12000,
      evaluation: { evaluator: { name: 'verifier', version: '1' }, passed: true, score: 1 }
    })
    expect(
      a.requests.map((r) => [
        r.request_id,
        r.result?.path,
        r.result?.artifact,
        r.result?.state,
        r.record?.path,
        r.record?.artifact,
        r.record?.state
      ])
    ).toEqual([
      ['req-1', 't2/1/result-1.json', 'eval-cand-1', 'read', 't2/1/.fabric/rt-cand-t2-1/inv-1/run-record.jsonl', 'eval-cand-1', 'read']
    ])
    const refs = input.attempts.flatMap((x) => x.requests.flatMap((r) => [r.result, r.record]))
    expect(refs).toHaveLength(12)
    expect(new Set(refs.map((f) => f?.artifact))).toEqual(new Set(['eval-base-1', 'eval-cand-1']))
  })

  it('marks inventories verified and maps pricing lines to configurations', () => {
    expect(input.configurations).toEqual([
      { id: 'base', attempts_complete: true, pricing: { basis: 'list-2026-07', verified: true }, evaluator: null },
      { id: 'cand', attempts_complete: true, pricing: null, evaluator: null }
    ])
    expect(input.policy).toBe('incomplete')
  })
})

describe('loadAttemptIndexes without an expected inventory', () => {
  it('keeps what was found, leaves the inventory unverified, reports only unknown configurations', async () => {
    const input = await loadAttemptIndexes({ artifacts, configurations, pricing: [], expected: null })
    expect(input.attempts.map(keyOf)).toEqual(['base/t1#1', 'base/t1#2', 'base/t2#1', 'cand/t1#1', 'cand/t1#2', 'cand/t1#3', 'cand/t2#1'])
    expect(input.attempts.every((a) => !a.missing)).toBe(true)
    expect(input.configurations.map((c) => [c.id, c.attempts_complete, c.pricing])).toEqual([
      ['base', null, null],
      ['cand', null, null]
    ])
    expect(input.unexpected_attempts!.map(keyOf)).toEqual(['ghost/t1#1'])
    expect(input.diagnostics.map((d) => d.file)).toEqual(['eval-cand-1/broken/fabric-attempt.json', 'eval-cand-2/x/fabric-attempt.json'])
  })

  it('refuses index paths that are absolute or leave the artifact', async () => {
    const escape = artifact('eval-base-escape', {
      'a/fabric-attempt.json': index({
        configuration: 'base',
        task: 't9',
        attempt: 1,
        requests: [{ result: '/etc/hostname' }, { result: '../../x.json' }, { result: '../b/r.json' }] // self-contained: refused on purpose
      })
    })
    const input = await loadAttemptIndexes({ artifacts: [escape], configurations, pricing: [], expected: null })
    expect(input.attempts[0]!.requests.map((r) => r.result)).toEqual([
      {
        path: '/etc/hostname',
        artifact: 'eval-base-escape',
        state: 'unreadable',
        line: null,
        json_path: null,
        reason: 'path "/etc/hostname" is absolute; paths must be relative to the artifact folder'
      },
      {
        path: '../x.json',
        artifact: 'eval-base-escape',
        state: 'unreadable',
        line: null,
        json_path: null,
        reason: 'path "../x.json" leads outside the artifact folder (`..`)'
      },
      { path: 'b/r.json', artifact: 'eval-base-escape', state: 'missing' }
    ])
  })
})
