/**
 * Hostile and odd input (issue 11): every kind that once ended, hung or
 * miscounted a run, with the exact named problem it now gives — and the
 * input limits (src/evidence/limits.ts) pinned.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MAX_DIRECTORY_ENTRIES, MAX_JSON_DEPTH, MAX_JSON_FILE_BYTES, MAX_LINE_BYTES, bytesInWords } from '../src/evidence/limits.js'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import { readRequestRecord } from '../src/evidence/fabric/request-record.js'
import { parseJsonText } from '../src/evidence/json/json-text.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { createPathResolver } from '../src/evidence/files/paths.js'
import { findIndexFiles } from '../src/sources/attempt-index/attempt-indexes.js'
import { formatCount, formatUsd } from '../src/render/format.js'
import type { Diagnostic } from '../src/evidence/types.js'

let tmp: string
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'hostile-'))
})
// rm(1) walks folders relatively: the test tree holds a path longer than PATH_MAX, which rmSync cannot unlink.
afterAll(() => {
  execFileSync('rm', ['-rf', tmp])
})

const ref = { path: 'x', artifact: null }

/** A minimal Harbor trial result for task `task`. */
function trialResult(task: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `id-${task}`,
    task_name: task,
    trial_name: `${task}__1`,
    task_checksum: 'c1',
    config: { agent: { name: 'terminus', kwargs: {} } },
    agent_result: { n_input_tokens: 10, n_cache_tokens: 0, n_output_tokens: 5, cost_usd: 0.5 },
    verifier_result: { rewards: { reward: 1 } },
    ...extra
  }
}

function job(name: string, trials: Record<string, string | null>): string {
  const dir = path.join(tmp, name)
  for (const [trial, text] of Object.entries(trials)) {
    mkdirSync(path.join(dir, trial, 'agent'), { recursive: true })
    if (text !== null) writeFileSync(path.join(dir, trial, 'result.json'), text)
  }
  return dir
}

describe('input limits', () => {
  it('are named constants with these values', () => {
    expect([MAX_JSON_FILE_BYTES, MAX_LINE_BYTES, MAX_JSON_DEPTH, MAX_DIRECTORY_ENTRIES]).toEqual([268435456, 67108864, 1000, 1000000])
    expect(bytesInWords(MAX_JSON_FILE_BYTES)).toBe('268435456 bytes (256 MiB)')
  })
})

describe('kind 1 and 8: large files are refused by size, never read whole', () => {
  it('a 2 GiB full result is unreadable from its size, before a byte is read', async () => {
    const file = path.join(tmp, 'huge.json')
    writeFileSync(file, '')
    truncateSync(file, 2 * 1024 ** 3) // sparse: no disk, no memory
    expect(await readFullResult(file, ref)).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: null,
      reason: 'cannot read the file: larger than the limit of 268435456 bytes (256 MiB)'
    })
  })

  it('a 520 MB record file of one line stops at the line limit: line 1 named', async () => {
    const file = path.join(tmp, 'one-line.jsonl')
    writeFileSync(file, '')
    truncateSync(file, 520 * 1024 * 1024)
    expect(await readRequestRecord(file, ref)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 1,
      json_path: null,
      reason: 'line 1 is longer than the limit of 67108864 bytes (64 MiB)'
    })
  })

  it('a file whose size fstat does not know is read in chunks and still stops at the limit', async () => {
    const { readEvidenceText } = await import('../src/evidence/files/open-file.js')
    expect(readEvidenceText('/proc/self/status', 100)).toEqual({
      state: 'unreadable',
      reason: 'cannot read the file: larger than the limit of 100 bytes'
    })
    expect(readEvidenceText('/proc/self/status')).toMatch(/^Name:/)
    expect(readEvidenceText(tmp)).toEqual({
      state: 'unreadable',
      reason: 'cannot read the file: EISDIR: illegal operation on a directory, read'
    })
  })

  it('a cost of 1e21 USD renders in text', () => {
    expect(formatUsd(1e21)).toBe('$1,000,000,000,000,000,000,000.00')
    expect(formatUsd(-1.5e22)).toBe('-$15,000,000,000,000,000,000,000.00')
    expect(formatCount(1e21)).toBe('1,000,000,000,000,000,000,000')
  })
})

describe('kind 1: manifest paths the file system refuses', () => {
  it('a symbolic-link loop and a name over the limit are named problems, not exceptions', async () => {
    symlinkSync('loop', path.join(tmp, 'loop'))
    const resolve = await createPathResolver(tmp)
    const loop = path.join(tmp, 'loop')
    expect(await resolve('loop/result.json')).toEqual({
      ok: false,
      problem: `path "loop/result.json" cannot be checked: ELOOP: too many symbolic links encountered, lstat '${loop}/result.json'`
    })
    const long = `${'n'.repeat(300)}.json`
    expect(await resolve(long)).toEqual({
      ok: false,
      problem: `path "${long}" cannot be checked: ENAMETOOLONG: name too long, lstat '${path.join(tmp, long)}'`
    })
  })
})

describe('kind 8: attempt-index discovery names a folder it cannot list', () => {
  it('a folder whose path is over the limit is a diagnostic; the index files elsewhere are found', () => {
    const root = path.join(tmp, 'artifact')
    mkdirSync(path.join(root, 'ok'), { recursive: true })
    writeFileSync(path.join(root, 'ok', 'fabric-attempt.json'), '{}')
    // 20 nested folders of 250 characters: 5,000+ characters, over PATH_MAX (4,096) for an absolute path.
    execFileSync('bash', ['-c', `cd "${root}" && for i in $(seq 20); do mkdir ${'d'.repeat(250)} && cd ${'d'.repeat(250)}; done`])
    const diagnostics: Diagnostic[] = []
    expect(findIndexFiles(root, 'art', diagnostics)).toEqual([path.join(root, 'ok', 'fabric-attempt.json')])
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]?.code).toBe('evidence_folder_unreadable')
    expect(diagnostics[0]?.message).toMatch(
      /^art\/(d{250}\/){15,}d{250}: cannot list the folder: ENAMETOOLONG: name too long, scandir '.*'; index files inside it are not found$/
    )
  })
})

describe('numbers: unsafe integers in every syntax', () => {
  it('float and exponent spellings that the float rounds are flagged; exact large floats are kept', () => {
    const r = parseJsonText('{"a":9007199254740993.0,"b":9.007199254740993e15,"c":1e21,"d":9007199254740992.0}')
    expect(r).toEqual({
      ok: true,
      value: { a: null, b: null, c: 1e21, d: 9007199254740992 },
      diagnostics: [
        {
          code: 'invalid_number',
          message:
            '9007199254740993.0 is beyond ±(2^53−1) with more digits than a 64-bit float holds, and cannot be held exactly; read as null (not reported)',
          json_path: '$.a'
        },
        {
          code: 'invalid_number',
          message:
            '9.007199254740993e15 is beyond ±(2^53−1) with more digits than a 64-bit float holds, and cannot be held exactly; read as null (not reported)',
          json_path: '$.b'
        }
      ]
    })
  })

  it('nesting deeper than the limit is malformed even where JSON.parse would accept it', () => {
    const deep = `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`
    expect(parseJsonText(deep)).toMatchObject({
      ok: false,
      reason: `malformed JSON at line 1, column ${MAX_JSON_DEPTH + 5}: nesting deeper than 1000 levels`
    })
  })
})

describe('kinds 2, 3 and 6: each Harbor trial is its own seam', () => {
  it('a FIFO result, 10,000-deep kwargs, an ATIF results object and bad counters stay on their trial', async () => {
    const dir = job('seams', {
      fifo__1: null,
      deep__1: JSON.stringify(trialResult('deep', { config: { agent: { name: 'terminus', kwargs: { k: 'DEEP' } } } })).replace(
        '"DEEP"',
        `${'{"k":'.repeat(10000)}1${'}'.repeat(10000)}`
      ),
      atif__1: JSON.stringify(trialResult('atif')),
      counts__1: JSON.stringify(
        trialResult('counts', { agent_result: { n_input_tokens: -5, n_cache_tokens: 12.5, n_output_tokens: 7, cost_usd: -1 } })
      )
    })
    execFileSync('mkfifo', [path.join(dir, 'fifo__1', 'result.json')])
    writeFileSync(
      path.join(dir, 'atif__1', 'agent', 'trajectory.json'),
      JSON.stringify({
        schema_version: 'ATIF-v1.6',
        steps: [{ step_id: 1, observation: { results: { x: 1 } }, metrics: { prompt_tokens: 3, completion_tokens: -2 } }]
      })
    )
    const loaded = await loadHarborJobs([dir])
    expect(loaded.attempts.map((a) => `${a.task}#${a.attempt}`).sort()).toEqual(['atif#atif__1', 'counts#counts__1'])
    const codes = loaded.diagnostics.map((d) => [d.code, d.file, d.message])
    // column 5111: the 1,001st `{` of the kwargs (the trial object before it, then 1,000 `{"k":`)
    expect(codes).toEqual([
      [
        'harbor_trial_unreadable',
        'seams/deep__1/result.json',
        'trial result.json is unreadable: malformed JSON at line 1, column 5111: nesting deeper than 1000 levels; its config.json does not identify the task and agent, so it cannot be placed'
      ],
      [
        'harbor_trial_unreadable',
        'seams/fifo__1/result.json',
        'trial result.json is unreadable: cannot read the file: path "fifo__1/result.json" is a FIFO (named pipe), not a regular file; its config.json does not identify the task and agent, so it cannot be placed'
      ],
      // issue 19 item 12: trials that cannot be placed leave the job's inventory unverified, named.
      [
        'harbor_trial_unplaced',
        'seams/deep__1/result.json',
        'seams: 2 of 4 trial folders could not be placed in a configuration (seams/deep__1/result.json, seams/fifo__1/result.json); each may be an attempt of any configuration of the job: the attempt inventory of terminus is not verified'
      ]
    ])
    const atif = loaded.attempts
      .find((a) => a.task === 'atif')
      ?.diagnostics.filter((d) => d.code.startsWith('atif_field') || d.code === 'invalid_count')
    expect(atif).toEqual([
      {
        code: 'atif_field_invalid',
        message: 'observation.results is a object, not a list; its subagent references are not read',
        json_path: '$.steps[0].observation.results',
        file: 'seams/atif__1/agent/trajectory.json'
      },
      {
        code: 'invalid_count',
        message: '-2 is not a token count (a non-negative integer); not counted (not reported)',
        json_path: '$.steps[0].metrics.completion_tokens',
        file: 'seams/atif__1/agent/trajectory.json'
      }
    ])
    const counts = loaded.attempts.find((a) => a.task === 'counts')
    expect(counts?.diagnostics.filter((d) => d.code === 'invalid_count').map((d) => [d.json_path, d.message])).toEqual([
      ['$.agent_result.n_input_tokens', '-5 is not a token count (a non-negative integer); not counted (not reported)'],
      ['$.agent_result.n_cache_tokens', '12.5 is not a token count (a non-negative integer); not counted (not reported)'],
      ['$.agent_result.cost_usd', '-1 is not a non-negative USD amount; not counted (not reported)']
    ])
    const harness = counts?.requests[0]?.harness_counters
    expect(harness?.state === 'read' ? harness.value.usage : null).toEqual({
      input_tokens: null,
      cached_input_tokens: null,
      output_tokens: 7,
      reasoning_tokens: null,
      total_tokens: null,
      cost_usd: null,
      pricing_basis: null
    })
  })
})

describe('kind 7: one file is one file, however spelled or linked', () => {
  it('a full result declared through //, ./, a file link and a folder link counts once', async () => {
    const { loadManifestInput } = await import('../src/sources/manifest/load.js')
    const { compare } = await import('../src/comparison/compare.js')
    const dir = path.join(tmp, 'aliases')
    mkdirSync(path.join(dir, 'sub'), { recursive: true })
    const usage = {
      input_tokens: 10,
      cached_input_tokens: 0,
      output_tokens: 5,
      reasoning_tokens: 0,
      total_tokens: 15,
      cost_usd: 0.5,
      pricing_basis: 'b'
    }
    writeFileSync(
      path.join(dir, 'sub', 'x.json'),
      JSON.stringify({
        status: 'succeeded',
        request_id: 'r',
        runtime_id: 'rt',
        invocation_id: 'i',
        agent_name: 'a',
        harness: 'h',
        adapter_kind: 'k',
        usage
      })
    )
    symlinkSync('sub/x.json', path.join(dir, 'link.json'))
    symlinkSync('sub', path.join(dir, 'sub-link'))
    const spellings = ['sub/x.json', 'sub//x.json', 'sub/./x.json', 'link.json', 'sub-link/x.json']
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        manifest_version: 1,
        configurations: [{ id: 'c', attempts_complete: true, pricing: { basis: 'b', verified: true } }],
        attempts: spellings.map((result, i) => ({
          configuration: 'c',
          task: 't',
          revision: 'r',
          attempt: String(i + 1),
          requests_complete: true,
          requests: [{ request_id: 'r', result }]
        }))
      })
    )
    const report = compare({ ...(await loadManifestInput(path.join(dir, 'manifest.json'))), policy: 'never' }, 'test')
    expect(report.configurations[0]?.usage.input_tokens).toEqual({ observed: 10, reported_by: 1, expected: 5, complete: false })
    const reasons = report.attempts.flatMap((a) => a.requests.flatMap((r) => r.files.map((f) => `${f.path}: ${f.reason ?? 'read'}`)))
    expect(reasons).toEqual([
      'sub/x.json: read',
      'sub/x.json: the same file is already the evidence of c/t@r#1 request r; counted once',
      'sub/x.json: the same file is already the evidence of c/t@r#1 request r; counted once',
      'link.json: the same file is already the evidence of c/t@r#1 request r; counted once',
      'sub-link/x.json: the same file is already the evidence of c/t@r#1 request r; counted once'
    ])
  })
})
