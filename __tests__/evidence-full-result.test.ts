import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import type { FileOutcome, FullResultEvidence } from '../src/evidence/types.js'

const FIXTURES = path.resolve('__tests__/fixtures/evidence')
const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-evidence-result-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ref = { path: 'a/result.json', artifact: 'run-1' }
let n = 0

/** Writes `content` (an object is JSON-encoded) to a temp file and reads it. */
async function readText(content: string | object): Promise<FileOutcome<FullResultEvidence>> {
  const p = path.join(dir, `r${++n}.json`)
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content))
  return readFullResult(p, ref)
}

function value(o: FileOutcome<FullResultEvidence>): FullResultEvidence {
  if (o.state !== 'read') throw new Error(`expected read, got ${JSON.stringify(o)}`)
  return o.value
}

const minimal = {
  agent_name: 'a',
  harness: 'claude',
  adapter_kind: 'process',
  runtime_id: 'rt',
  invocation_id: 'inv',
  request_id: 'req',
  status: 'succeeded'
}

describe('readFullResult: shapes', () => {
  it('reads the Rust/CLI shape with usage, snapshot, interval and Claude legacy counters', async () => {
    const o = await readFullResult(path.join(FIXTURES, 'full-result-rust.json'), ref)
    expect(o).toEqual({
      path: 'a/result.json',
      artifact: 'run-1',
      state: 'read',
      value: {
        telemetry_shape: 'object',
        request_id: 'req-7',
        runtime_id: 'runtime-1753300000000-4242-1',
        invocation_id: 'invocation-1753300000100-4242-2',
        agent_name: 'harbor-claude',
        harness: 'claude',
        adapter_kind: 'process',
        adapter_id: 'nvidia.fabric.claude',
        status: 'succeeded',
        error: null,
        usage: {
          input_tokens: 9040,
          cached_input_tokens: 4978,
          output_tokens: 812,
          reasoning_tokens: 0,
          total_tokens: 9852,
          cost_usd: 0.029804999999999998,
          pricing_basis: 'anthropic-2026-07'
        },
        resource_snapshot: {
          shape: 'draft',
          runtime_id: null,
          started_at: null,
          observed_at: '2026-07-23T19:47:28.310Z',
          scope: 'adapter_host_tree',
          process_count: 4,
          resident_memory_bytes: null,
          cpu_time_seconds: null,
          rss_bytes: 524288000,
          cpu_user_ms: 18250,
          cpu_system_ms: 2210
        },
        system_stats: null,
        invocation: { start_ms: 1753300000100, end_ms: 1753300048310 },
        legacy_counters: [
          {
            source: 'output.usage (claude)',
            input_tokens: 9040,
            cached_input_tokens: 4978,
            output_tokens: 812,
            total_tokens: null,
            cost_usd: 0.029804999999999998
          }
        ],
        diagnostics: []
      }
    })
  })

  it('reads the Python-SDK shape, the harness_type alias, and flags record_write_failed', async () => {
    const v = value(await readFullResult(path.join(FIXTURES, 'full-result-python-sdk.json'), ref))
    expect(v).toEqual({
      telemetry_shape: 'list',
      request_id: 'req-8',
      runtime_id: 'runtime-1753300000000-77-1',
      invocation_id: 'invocation-1753300000200-77-2',
      agent_name: 'harbor-codex',
      harness: 'codex',
      adapter_kind: 'process',
      adapter_id: 'nvidia.fabric.codex',
      status: 'failed',
      error: { code: 'codex_turn_failed', stage: 'invoke', retryable: false, message: 'turn failed' },
      usage: null,
      resource_snapshot: null,
      system_stats: null,
      invocation: { start_ms: 1753300000200, end_ms: 1753300030200 },
      legacy_counters: [
        {
          source: 'output.usage (codex)',
          input_tokens: 20400,
          cached_input_tokens: 18000,
          output_tokens: 950,
          total_tokens: null,
          cost_usd: null
        }
      ],
      diagnostics: [
        {
          code: 'record_write_failed',
          message: 'NeMo Fabric could not write the request record: disk full',
          json_path: '$.events[1]',
          file: 'a/result.json'
        }
      ]
    })
  })

  it('reads the CLI pre-result stub (no ids) instead of rejecting it', async () => {
    const v = value(await readFullResult(path.join(FIXTURES, 'full-result-cli-stub.json'), ref))
    expect(v).toEqual({
      telemetry_shape: 'absent',
      request_id: null,
      runtime_id: null,
      invocation_id: null,
      agent_name: null,
      harness: null,
      adapter_kind: null,
      adapter_id: null,
      status: 'failed',
      error: { code: 'runtime_error', stage: null, retryable: null, message: 'run failed before a normalized result was available' },
      usage: null,
      resource_snapshot: null,
      system_stats: null,
      invocation: null,
      legacy_counters: [],
      diagnostics: [
        {
          code: 'result_without_ids',
          message: 'no runtime_id, invocation_id or request_id (e.g. the CLI stub written when a run fails before a result exists)',
          file: 'a/result.json'
        }
      ]
    })
  })

  it('prefers harness over harness_type and flags missing required fields', async () => {
    const v = value(await readText({ harness: 'hermes', harness_type: 'old', runtime_id: 'rt', status: 'cancelled' }))
    expect([v.harness, v.status]).toEqual(['hermes', 'cancelled'])
    expect(v.diagnostics.map((d) => d.json_path)).toEqual(['$.agent_name', '$.adapter_kind', '$.invocation_id', '$.request_id'])
    expect(v.diagnostics[0]).toEqual({
      code: 'missing_required_field',
      message: 'required field agent_name is missing',
      json_path: '$.agent_name',
      file: 'a/result.json'
    })
  })
})

describe('readFullResult: events', () => {
  it('takes the first invocation_start and the last invocation_end, and flags an inverted interval', async () => {
    const ev = (kind: string, ms: number | null): object => ({ event_id: kind, timestamp_millis: ms, kind, message: '', metadata: {} })
    const v = value(
      await readText({
        ...minimal,
        events: [ev('invocation_start', 500), ev('invocation_start', 600), ev('invocation_end', 450), ev('invocation_end', null)]
      })
    )
    expect(v.invocation).toEqual({ start_ms: 500, end_ms: 450 })
    expect(v.diagnostics).toEqual([
      {
        code: 'invocation_end_before_start',
        message: 'invocation_end (450) is before invocation_start (500)',
        json_path: '$.events',
        file: 'a/result.json'
      }
    ])
    expect(value(await readText({ ...minimal, events: [ev('invocation_end', 9)] })).invocation).toEqual({ start_ms: null, end_ms: 9 })
    expect(value(await readText({ ...minimal, events: [] })).invocation).toBeNull()
  })
})

describe('readFullResult: outcomes', () => {
  it('returns missing for a file that does not exist', async () => {
    expect(await readFullResult(path.join(dir, 'nope.json'), ref)).toEqual({ path: 'a/result.json', artifact: 'run-1', state: 'missing' })
  })

  it('makes a folder, a FIFO and a device unreadable (never blocks on them)', async () => {
    const sub = path.join(dir, 'a-folder.json')
    mkdirSync(sub)
    expect(await readFullResult(sub, ref)).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: null,
      reason: 'cannot read the file: EISDIR: illegal operation on a directory, read'
    })
    const fifo = path.join(dir, 'pipe.json')
    execFileSync('mkfifo', [fifo])
    const notRegular = {
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: null,
      reason: 'cannot read the file: not a regular file (a FIFO, socket or device)'
    }
    expect(await readFullResult(fifo, ref)).toEqual(notRegular)
    expect(await readFullResult('/dev/zero', ref)).toEqual(notRegular)
  })

  it('makes a missing or unknown status unreadable at $.status', async () => {
    const { status: _omit, ...noStatus } = minimal
    expect(await readText(noStatus)).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: '$.status',
      reason: 'status is missing (required: succeeded|failed|cancelled)'
    })
    expect(await readText({ ...minimal, status: 'ok' })).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: '$.status',
      reason: 'expected one of succeeded|failed|cancelled, found "ok"'
    })
  })

  it('makes a wrong type or a negative token count unreadable with its JSON path', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...minimal, usage: { input_tokens: '12' } }, '$.usage.input_tokens', 'expected a number, found string'],
      [{ ...minimal, usage: { output_tokens: -1 } }, '$.usage.output_tokens', 'expected a non-negative integer up to 2^53 − 1, found -1'],
      [{ ...minimal, usage: { cost_usd: -0.5 } }, '$.usage.cost_usd', 'expected a non-negative number, found -0.5'],
      [{ ...minimal, usage: [] }, '$.usage', 'expected an object, found array'],
      [{ ...minimal, request_id: 7 }, '$.request_id', 'expected a string, found number'],
      [{ ...minimal, telemetry: 'x' }, '$.telemetry', 'expected an object, a list or null'],
      [{ ...minimal, error: { retryable: 'no' } }, '$.error.retryable', 'expected a boolean, found string'],
      [
        { ...minimal, events: [{ kind: 'invocation_start', timestamp_millis: '1' }] },
        '$.events[0].timestamp_millis',
        'expected a number, found string'
      ],
      [{ ...minimal, events: {} }, '$.events', 'expected a list of events'],
      [{ ...minimal, resource_snapshot: 3 }, '$.resource_snapshot', 'expected an object, found number']
    ]
    for (const [content, jsonPath, reason] of cases) {
      expect(await readText(content)).toEqual({ ...ref, state: 'unreadable', line: null, json_path: jsonPath, reason })
    }
    expect(await readText('[1]')).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: '$',
      reason: 'expected a RunResult object'
    })
  })

  it('makes malformed JSON unreadable with line and column', async () => {
    expect(await readText('{\n"status": "failed",\n}')).toEqual({
      ...ref,
      state: 'unreadable',
      line: 3,
      json_path: null,
      reason: 'malformed JSON at line 3, column 1: expected a string key'
    })
  })

  it('reads a BOM + CRLF file', async () => {
    const v = value(await readText('\uFEFF{\r\n"status": "succeeded",\r\n"request_id": "r"\r\n}\r\n'))
    expect([v.status, v.request_id]).toEqual(['succeeded', 'r'])
  })
})

describe('readFullResult: usage', () => {
  it('keeps null (not reported) apart from a reported 0', async () => {
    expect(value(await readText({ ...minimal, usage: null })).usage).toBeNull()
    expect(value(await readText(minimal)).usage).toBeNull()
    expect(value(await readText({ ...minimal, usage: { input_tokens: 0, cost_usd: 0 } })).usage).toEqual({
      input_tokens: 0,
      cached_input_tokens: null,
      output_tokens: null,
      reasoning_tokens: null,
      total_tokens: null,
      cost_usd: 0,
      pricing_basis: null
    })
  })

  it('maps the SDK RunUsage subset (metadata ignored)', async () => {
    const u = { input_tokens: 100, output_tokens: 20, total_tokens: 120, cost_usd: 0.01, metadata: { source: 'adapter' } }
    expect(value(await readText({ ...minimal, usage: u })).usage).toEqual({
      input_tokens: 100,
      cached_input_tokens: null,
      output_tokens: 20,
      reasoning_tokens: null,
      total_tokens: 120,
      cost_usd: 0.01,
      pricing_basis: null
    })
  })

  it('reads NaN and unsafe integers as null with invalid_number, never rounded', async () => {
    const v = value(
      await readText('{"status":"succeeded","request_id":"r","usage":{"cost_usd":NaN,"input_tokens":9007199254740993,"output_tokens":5}}')
    )
    expect(v.usage).toEqual({
      input_tokens: null,
      cached_input_tokens: null,
      output_tokens: 5,
      reasoning_tokens: null,
      total_tokens: null,
      cost_usd: null,
      pricing_basis: null
    })
    const numbers = v.diagnostics.filter((d) => d.code === 'invalid_number')
    expect(numbers.map((d) => [d.code, d.json_path, d.file])).toEqual([
      ['invalid_number', '$.usage.cost_usd', 'a/result.json'],
      ['invalid_number', '$.usage.input_tokens', 'a/result.json']
    ])
  })

  it('flags a snapshot timestamp without offset but keeps the string', async () => {
    const v = value(await readText({ ...minimal, resource_snapshot: { observed_at: '2026-07-23T19:47:28', scope: 'adapter_host_tree' } }))
    expect(v.resource_snapshot?.observed_at).toBe('2026-07-23T19:47:28')
    expect(v.diagnostics).toEqual([
      {
        code: 'timestamp_without_offset',
        message: 'timestamp "2026-07-23T19:47:28" has no UTC offset; not interpreted in any local time zone',
        json_path: '$.resource_snapshot.observed_at',
        file: 'a/result.json'
      }
    ])
  })
})
