import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigurationError } from '../src/errors.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { createPathResolver, relativePathProblem } from '../src/evidence/files/paths.js'
import { readManifest } from '../src/sources/manifest/read-manifest.js'
import { attemptFiles } from './support/attempt-evidence.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-manifest-paths-'))
const root = path.join(tmp, 'root')
const outside = path.join(tmp, 'outside')
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

beforeAll(() => {
  write(path.join(root, 'sub', 'a.json'), '{}')
  write(path.join(outside, 'secret.json'), '{"status":"succeeded"}')
  symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'out-link.json'))
  symlinkSync(outside, path.join(root, 'out-dir'))
  symlinkSync(path.join(root, 'sub', 'a.json'), path.join(root, 'in-link.json'))
  symlinkSync(root, path.join(tmp, 'root-link'))
})

describe('relativePathProblem', () => {
  const ABSOLUTE = 'is absolute; paths must be relative to the manifest folder'
  const ESCAPES = 'leads outside the manifest folder (`..`)'
  it.each([
    ['/x', ABSOLUTE],
    ['C:\\x', ABSOLUTE],
    ['c:x', ABSOLUTE],
    ['\\\\server\\share\\x', ABSOLUTE],
    ['..', ESCAPES],
    ['../x', ESCAPES],
    ['a/../../b', ESCAPES],
    ['a\\..\\..\\b', ESCAPES],
    ['a\0b', 'contains a NUL character'],
    ['a/../b', null],
    ['a\\b.json', null],
    ['./results/r.json', null],
    ['a/..', null]
  ])('%j → %j', (declared, problem) => {
    expect(relativePathProblem(declared)).toBe(problem)
  })
})

describe('createPathResolver', () => {
  it('accepts a path inside, also written with backslashes', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('sub/a.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'a.json') })
    expect(await resolve('sub\\a.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'a.json') })
  })

  it('refuses lexical escapes with the declared path in the problem', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('../outside/secret.json')).toEqual({
      ok: false,
      problem: 'path "../outside/secret.json" leads outside the manifest folder (`..`)'
    })
    expect(await resolve('/etc/passwd')).toEqual({
      ok: false,
      problem: 'path "/etc/passwd" is absolute; paths must be relative to the manifest folder'
    })
  })

  it('refuses a symbolic link (file or folder) leading outside the root', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('out-link.json')).toEqual({
      ok: false,
      problem: 'path "out-link.json" is a symbolic link leading outside the manifest folder'
    })
    expect(await resolve('out-dir/secret.json')).toEqual({
      ok: false,
      problem: 'path "out-dir/secret.json" is a symbolic link leading outside the manifest folder'
    })
  })

  it('accepts a symbolic link that stays inside, and a root reached through a link', async () => {
    expect(await (await createPathResolver(root))('in-link.json')).toMatchObject({ ok: true, absolute: path.join(root, 'in-link.json') })
    const viaLink = path.join(tmp, 'root-link')
    expect(await (await createPathResolver(viaLink))('sub/a.json')).toMatchObject({
      ok: true,
      absolute: path.join(viaLink, 'sub', 'a.json')
    })
  })

  it('returns a missing file as ok (the reader reports it missing)', async () => {
    expect(await (await createPathResolver(root))('sub/none.json')).toMatchObject({
      ok: true,
      absolute: path.join(root, 'sub', 'none.json')
    })
  })

  it('throws when the root itself does not exist', async () => {
    await expect(createPathResolver(path.join(tmp, 'no-root'))).rejects.toThrow('ENOENT')
  })
})

describe('loadManifestInput', () => {
  it('reads what is there, keeps what is not, refuses links leading out', async () => {
    const dir = path.join(tmp, 'load')
    const files = attemptFiles({ configuration: 'base', task: 'calc/add', revision: 'r1', attempt: '1', folder: 'runs', runtimeId: 'rt-1' })
    for (const [p, content] of Object.entries(files)) write(path.join(dir, p), content)
    symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'runs', 'leak.json'))
    const manifest = {
      manifest_version: 1,
      configurations: [
        { id: 'base', attempts_complete: true, pricing: { basis: 'list-1', verified: true }, evaluator: { name: 'judge' } },
        { id: 'cand' }
      ],
      attempts: [
        {
          configuration: 'base',
          task: 'calc/add',
          revision: 'r1',
          attempt: 1,
          requests_complete: true,
          evaluation: { passed: true },
          task_duration_ms: 1500,
          requests: [
            { request_id: 'req-1', result: 'runs/result-1.json', record: 'runs\\.fabric\\rt-1\\inv-1\\run-record.jsonl' },
            { request_id: 'req-2', result: 'runs/./result-2.json' },
            { result: 'runs/leak.json' }
          ]
        },
        { configuration: 'cand', task: 'calc/add', revision: 'r1', attempt: 'a', requests: [] }
      ]
    }
    write(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    const input = await loadManifestInput(path.join(dir, 'manifest.json'), { artifact: 'eval-base' })

    expect(input.configurations).toEqual([
      { id: 'base', attempts_complete: true, pricing: { basis: 'list-1', verified: true }, evaluator: { name: 'judge', version: null } },
      { id: 'cand', attempts_complete: null, pricing: null, evaluator: null }
    ])
    expect([input.source, input.diagnostics, input.attempts.length]).toEqual(['manifest', [], 2])
    const [a, b] = input.attempts
    expect(a).toMatchObject({
      configuration: 'base',
      task: 'calc/add',
      revision: 'r1',
      attempt: '1',
      missing: false,
      requests_complete: true,
      evaluation: { evaluator: null, passed: true, score: null },
      task_duration_ms: 1500,
      declared_in: { path: 'manifest.json', artifact: 'eval-base' }
    })
    const [r1, r2, r3] = a!.requests
    expect(r1!.request_id).toBe('req-1')
    expect(r1!.result).toMatchObject({ path: 'runs/result-1.json', artifact: 'eval-base', state: 'read' })
    expect(r1!.record).toMatchObject({ path: 'runs/.fabric/rt-1/inv-1/run-record.jsonl', artifact: 'eval-base', state: 'read' })
    expect(r1!.result!.state === 'read' && r1!.result!.value.usage).toEqual({
      input_tokens: 1000,
      cached_input_tokens: 0,
      output_tokens: 200,
      reasoning_tokens: null,
      total_tokens: 1200,
      cost_usd: 0.01,
      pricing_basis: null
    })
    expect(r2).toEqual({
      request_id: 'req-2',
      result: { path: 'runs/result-2.json', artifact: 'eval-base', state: 'missing' },
      record: null
    })
    expect(r3).toEqual({
      request_id: null,
      result: {
        path: 'runs/leak.json',
        artifact: 'eval-base',
        state: 'unreadable',
        line: null,
        json_path: null,
        reason: 'path "runs/leak.json" is a symbolic link leading outside the manifest folder'
      },
      record: null
    })
    expect(b).toEqual({
      configuration: 'cand',
      task: 'calc/add',
      revision: 'r1',
      attempt: 'a',
      missing: false,
      requests_complete: null,
      requests: [],
      evaluation: null,
      task_duration_ms: null,
      legacy_counters: [],
      declared_in: { path: 'manifest.json', artifact: 'eval-base' },
      diagnostics: []
    })
  })
})

describe('readManifest errors', () => {
  async function problemsOf(name: string, content: string | null): Promise<[string, readonly string[]]> {
    const file = path.join(tmp, 'errors', name)
    if (content !== null) write(file, content)
    try {
      await readManifest(file)
    } catch (error) {
      if (error instanceof ConfigurationError) return [error.message.split('\n')[0]!.replace(file, '<file>'), error.problems]
      throw error
    }
    throw new Error('expected a ConfigurationError')
  }

  it('a missing file and a file that is not JSON', async () => {
    const [missing] = await problemsOf('none.json', null)
    expect(missing).toBe('<file>: cannot read the manifest: no such file')
    expect(await problemsOf('bad.json', '\uFEFF{"manifest_version": 1,')).toEqual([
      '<file>: not valid JSON: malformed JSON at line 1, column 24: expected a string key',
      []
    ])
    expect(await problemsOf('trailing.json', '{\n  "manifest_version": 1,\n  "attempts": [],\n}\n')).toEqual([
      '<file>: not valid JSON: malformed JSON at line 4, column 1: expected a string key',
      []
    ])
  })

  it('a number the manifest cannot hold exactly is named by its JSON path', async () => {
    expect(await problemsOf('nan.json', '{"manifest_version": 1, "configurations": [], "attempts": [{"task_duration_ms": NaN}]}')).toEqual([
      '<file>: numbers that cannot be read exactly',
      ['$.attempts[0].task_duration_ms: NaN is not a JSON number (Python writes it); read as null (not reported)']
    ])
  })

  it('schema violations, each with its JSON path', async () => {
    const text = JSON.stringify({
      manifest_version: 2,
      configurations: [],
      attempts: [{ configuration: 'a', task: 3, revision: 'r', attempt: -1, requests: [{ request_id: 'q' }] }]
    })
    const [message, problems] = await problemsOf('schema.json', text)
    expect(message).toBe('<file>: the manifest does not match manifest v1')
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      '$.manifest_version',
      '$.configurations',
      '$.attempts[0].task',
      '$.attempts[0].attempt',
      '$.attempts[0].requests[0]'
    ])
    expect(problems[4]).toBe('$.attempts[0].requests[0]: a request needs a `result` or a `record` path (or both)')
  })

  it('duplicate ids, unknown configurations and escaping paths', async () => {
    const text = JSON.stringify({
      manifest_version: 1,
      configurations: [{ id: 'a' }, { id: 'b' }, { id: 'a' }],
      attempts: [
        {
          configuration: 'a',
          task: 't',
          revision: 'r',
          attempt: 1,
          requests: [{ result: 'ok.json' }, { result: '/abs.json', record: '../x.jsonl' }]
        },
        { configuration: 'zz', task: 't', revision: 'r', attempt: 1, requests: [] }
      ]
    })
    expect(await problemsOf('usable.json', text)).toEqual([
      '<file>: the manifest is not usable',
      [
        '$.configurations[2].id: configuration "a" is declared twice',
        '$.attempts[0].requests[1].result: path "/abs.json" is absolute; paths must be relative to the manifest folder',
        '$.attempts[0].requests[1].record: path "../x.jsonl" leads outside the manifest folder (`..`)',
        '$.attempts[1].configuration: "zz" is not a declared configuration (declared: a, b)'
      ]
    ])
  })
})
