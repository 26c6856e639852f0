import { afterAll, describe, expect, it } from '@jest/globals'
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readRequestRecord } from '../src/evidence/fabric/request-record.js'
import type { FileOutcome, RequestRecordEvidence } from '../src/evidence/types.js'

const FIXTURES = path.resolve('__tests__/fixtures/evidence')
const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-evidence-record-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SCHEMA = 'nemo-fabric.run-record-line/v1alpha1'
const ids = { runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }
const ref = { path: 'rec/run-record.jsonl', artifact: null }
const start = (extra: object = {}): string =>
  JSON.stringify({
    schema: SCHEMA,
    line: 'start',
    at: '2026-07-23T19:46:40.100Z',
    ...ids,
    timeout_ms: 1000,
    exclusive_container: false,
    oom_kill_count: null,
    ...extra
  })
const end = (extra: object = {}): string =>
  JSON.stringify({
    schema: SCHEMA,
    line: 'end',
    at: '2026-07-23T19:46:41.100Z',
    ...ids,
    status: 'succeeded',
    error: null,
    stop: null,
    oom_kill_count: null,
    usage: null,
    resource_snapshot: null,
    ...extra
  })

let n = 0
async function readText(content: string): Promise<FileOutcome<RequestRecordEvidence>> {
  const p = path.join(dir, `r${++n}.jsonl`)
  writeFileSync(p, content)
  return readRequestRecord(p, ref)
}

function value(o: FileOutcome<RequestRecordEvidence>): RequestRecordEvidence {
  if (o.state !== 'read') throw new Error(`expected read, got ${JSON.stringify(o)}`)
  return o.value
}

const START_1 = {
  at_ms: 1784836000100,
  timeout_ms: 1000,
  agent_name: null,
  harness: null,
  adapter_kind: null,
  adapter_id: null,
  exclusive_container: false,
  oom_kill_count: null
}

describe('readRequestRecord', () => {
  it('reads a start and an end line (timeout stop, usage, snapshot)', async () => {
    const o = await readRequestRecord(path.join(FIXTURES, 'run-record-timeout.jsonl'), ref)
    expect(o).toEqual({
      path: 'rec/run-record.jsonl',
      artifact: null,
      state: 'read',
      value: {
        request_id: 'req-7',
        runtime_id: 'rt-1',
        invocation_id: 'inv-1',
        start: {
          at_ms: 1784836000100,
          timeout_ms: 600000,
          agent_name: 'harbor-claude',
          harness: 'claude',
          adapter_kind: 'process',
          adapter_id: 'nvidia.fabric.claude',
          exclusive_container: true,
          oom_kill_count: 0
        },
        end: {
          at_ms: 1784836600250,
          status: 'failed',
          error: { code: 'invoke_timeout', stage: 'invoke', retryable: true, message: null },
          stop: {
            cause: 'agent_exhausted_budget',
            reason: 'timeout',
            timeout_ms: 600000,
            used_ms: 600150,
            force_stopped: true,
            exit_code: null,
            exit_signal: 'SIGKILL'
          },
          oom_kill_count: 0,
          usage: {
            input_tokens: 150000,
            cached_input_tokens: 120000,
            output_tokens: 0,
            reasoning_tokens: null,
            total_tokens: 150000,
            cost_usd: 0.126,
            pricing_basis: 'anthropic-2026-07'
          },
          resource_snapshot: {
            shape: 'draft',
            runtime_id: null,
            started_at: null,
            observed_at: '2026-07-23T19:56:40.200Z',
            scope: 'adapter_host_tree',
            process_count: 3,
            resident_memory_bytes: null,
            cpu_time_seconds: null,
            rss_bytes: 1073741824,
            cpu_user_ms: 500000,
            cpu_system_ms: 40000
          }
        },
        unknown_lines: 0,
        line_count: 2,
        usage_lower_bound: false,
        tries: 1,
        diagnostics: []
      }
    })
  })

  it('a start line without end: started, never finished; status null when the invocation raised', async () => {
    expect(value(await readText(`${start()}\n`))).toMatchObject({ start: START_1, end: null, line_count: 1, diagnostics: [] })
    const raised = value(
      await readText(`${start()}\n${end({ status: null, error: { code: 'runtime_error', stage: 'invoke', retryable: false } })}\n`)
    )
    expect([raised.end?.status, raised.end?.error?.code]).toEqual([null, 'runtime_error'])
  })

  it('accepts CRLF and a BOM', async () => {
    const v = value(await readText(`\uFEFF${start()}\r\n${end()}\r\n`))
    expect([v.start?.at_ms, v.end?.at_ms, v.line_count]).toEqual([1784836000100, 1784836001100, 2])
  })

  it('reports a torn last line (a cut end line leaves the record without end)', async () => {
    const cut = end().slice(0, 40)
    const v = value(await readText(`${start()}\n${cut}`))
    expect(v.end).toBeNull()
    expect(v.line_count).toBe(2)
    expect(v.diagnostics).toEqual([
      {
        code: 'torn_last_line',
        message: 'torn last line (write cut short): malformed JSON at column 11: unterminated string',
        line: 2,
        file: 'rec/run-record.jsonl'
      }
    ])
  })

  it('makes a corrupt middle line unreadable with its line number', async () => {
    expect(await readText(`${start()}\n{oops\n${end()}\n`)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 2,
      json_path: null,
      reason: 'malformed JSON at column 2: expected a string key'
    })
  })

  it('makes a wrong type unreadable with line and JSON path', async () => {
    expect(await readText(`${start()}\n${end({ usage: { input_tokens: '5' } })}\n`)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 2,
      json_path: '$.usage.input_tokens',
      reason: 'expected a number, found string'
    })
    expect(await readText(`${start({ timeout_ms: -5 })}\n`)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 1,
      json_path: '$.timeout_ms',
      reason: 'expected a non-negative integer up to 2^53 − 1, found -5'
    })
    expect(await readText(`${end({ status: 'done' })}\n`)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 1,
      json_path: '$.status',
      reason: 'expected one of succeeded|failed|cancelled, found "done"'
    })
    expect(await readText(`${start()}\n[1,2]\n`)).toEqual({
      ...ref,
      state: 'unreadable',
      line: 2,
      json_path: '$',
      reason: 'expected an object, found array'
    })
  })

  it('counts unknown lines (other line kind or schema) with one diagnostic', async () => {
    const other = JSON.stringify({ schema: SCHEMA, line: 'heartbeat', at: 'x' })
    const v2 = JSON.stringify({ schema: 'nemo-fabric.run-record-line/v2', line: 'start', timeout_ms: 'soon' })
    const v = value(await readText(`${start()}\n${other}\n${v2}\n${end()}\n`))
    expect([v.unknown_lines, v.line_count, v.end?.status]).toEqual([2, 4, 'succeeded'])
    expect(v.diagnostics).toEqual([
      {
        code: 'unknown_line',
        message: `2 line(s) are neither a start nor an end line of ${SCHEMA}; kept as unknown`,
        file: 'rec/run-record.jsonl'
      }
    ])
  })

  it('keeps the first start and the last end when lines repeat out of pairs; the usage is then a lower bound', async () => {
    const u = (input: number) => ({
      usage: {
        input_tokens: input,
        cached_input_tokens: null,
        output_tokens: 10,
        reasoning_tokens: null,
        total_tokens: input + 10,
        cost_usd: null,
        pricing_basis: null
      }
    })
    const v = value(
      await readText(
        `${start()}\n${start({ timeout_ms: 5 })}\n${end({ status: 'failed', ...u(300) })}\n${end({ status: 'cancelled', ...u(200) })}\n`
      )
    )
    expect([v.start?.timeout_ms, v.end?.status, v.end?.usage?.input_tokens, v.usage_lower_bound]).toEqual([1000, 'cancelled', 200, true])
    expect(v.diagnostics).toEqual([
      {
        code: 'record_tries_unpaired',
        message:
          "2 start and 2 end lines that do not pair up (a retried request whose tries cannot be told apart): the last end line's usage is kept as a lower bound of what the request used, never as its whole usage",
        file: 'rec/run-record.jsonl'
      }
    ])
  })

  it('sums the usage of every try when start and end lines pair up (a retried request: each try was billed)', async () => {
    const u = (input: number, out: number | null) => ({
      usage: {
        input_tokens: input,
        cached_input_tokens: null,
        output_tokens: out,
        reasoning_tokens: null,
        total_tokens: null,
        cost_usd: 0.25,
        pricing_basis: 'p'
      }
    })
    const v = value(
      await readText(
        `${start()}\n${end({ status: 'failed', ...u(300, 30) })}\n${start()}\n${end({ status: 'succeeded', ...u(200, null) })}\n`
      )
    )
    expect([v.end?.status, v.usage_lower_bound]).toEqual(['succeeded', false])
    expect(v.end?.usage).toEqual({
      input_tokens: 500,
      cached_input_tokens: null,
      output_tokens: null,
      reasoning_tokens: null,
      total_tokens: null,
      cost_usd: 0.5,
      pricing_basis: 'p'
    })
    expect(v.diagnostics).toEqual([
      {
        code: 'record_retried',
        message:
          "2 tries (start/end pairs) in one request record: every try was billed, so its usage is the sum of every try's (input_tokens 300 + 200, output_tokens 30 + not reported); status and stop are the last end line's",
        file: 'rec/run-record.jsonl'
      }
    ])
  })

  it('flags timestamps without offset, invalid numbers and id mismatches with their line', async () => {
    const text = `${start({ at: '2026-07-23T19:46:40' })}\n${end({ request_id: 'req-2' }).replace('"oom_kill_count":null', '"oom_kill_count":NaN')}\n`
    const v = value(await readText(text))
    expect(v.start?.at_ms).toBeNull()
    expect(v.request_id).toBe('req-1')
    expect(v.diagnostics.map((d) => [d.code, d.line, d.json_path])).toEqual([
      ['timestamp_without_offset', 1, '$.at'],
      ['invalid_number', 2, '$.oom_kill_count'],
      ['record_id_mismatch', 2, '$.request_id']
    ])
  })

  it('accepts a numeric exit signal as its decimal string', async () => {
    const stop = {
      cause: 'agent_failed',
      reason: null,
      timeout_ms: null,
      used_ms: null,
      force_stopped: false,
      exit_code: -9,
      exit_signal: 9
    }
    const v = value(await readText(`${end({ status: 'failed', stop })}\n`))
    expect(v.end?.stop).toEqual({ ...stop, exit_signal: '9' })
    expect(v.start).toBeNull()
  })

  it('reads an empty file with a diagnostic and a missing file as missing', async () => {
    expect(value(await readText(''))).toEqual({
      request_id: null,
      runtime_id: null,
      invocation_id: null,
      start: null,
      end: null,
      unknown_lines: 0,
      line_count: 0,
      usage_lower_bound: false,
      tries: 0,
      diagnostics: [
        {
          code: 'empty_record',
          message: 'the request record has no lines: no evidence that the request started',
          file: 'rec/run-record.jsonl'
        }
      ]
    })
    expect(await readRequestRecord(path.join(dir, 'none', 'run-record.jsonl'), ref)).toEqual({ ...ref, state: 'missing' })
  })

  it('streams a large record (50,000 lines)', async () => {
    const p = path.join(dir, 'large.jsonl')
    const out = createWriteStream(p)
    const other = JSON.stringify({ schema: SCHEMA, line: 'progress', ...ids, note: 'x'.repeat(100) })
    out.write(`${start()}\n`)
    for (let i = 0; i < 49_998; i++) out.write(`${other}\n`)
    out.write(`${end({ usage: { input_tokens: 7, output_tokens: 0 } })}\n`)
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())))
    const v = value(await readRequestRecord(p, ref))
    expect([v.line_count, v.unknown_lines, v.start?.timeout_ms, v.end?.usage?.input_tokens, v.end?.usage?.output_tokens]).toEqual([
      50_000, 49_998, 1000, 7, 0
    ])
    expect(v.diagnostics.map((d) => d.code)).toEqual(['unknown_line'])
  })
})

describe('readRequestRecord: NUL padding from a crash', () => {
  it('reads the end line after a run of NUL bytes on the same physical line and flags the padding', async () => {
    const o = await readText(`${start()}\n${'\u0000'.repeat(4096)}${end({ usage: { input_tokens: 7, output_tokens: 3 } })}\n`)
    const v = value(o)
    expect(v.end?.usage?.input_tokens).toBe(7)
    expect(v.line_count).toBe(2)
    expect(v.diagnostics).toEqual([
      {
        code: 'nul_padding',
        message: 'a run of NUL bytes (zero-filled space a crash leaves before the writer appends again); the JSON around it is read',
        line: 2,
        file: 'rec/run-record.jsonl'
      }
    ])
  })

  it('reads a start and an end line glued by NUL bytes without a newline', async () => {
    const v = value(await readText(`${start()}${'\u0000'.repeat(16)}${end()}`))
    expect([v.start?.timeout_ms, v.end?.status, v.diagnostics.map((d) => [d.code, d.line])]).toEqual([
      1000,
      'succeeded',
      [['nul_padding', 1]]
    ])
  })

  it('skips a write cut short right before the padding, and reads the end line after it', async () => {
    const v = value(await readText(`${start()}\n{"schema":"nemo-fab${'\u0000'.repeat(64)}${end()}\n`))
    expect(v.end?.status).toBe('succeeded')
    expect(v.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'nul_padding',
        2,
        'a line cut short by a crash before NUL padding (malformed JSON at column 11: unterminated string); skipped, the lines after it are read'
      ],
      [
        'nul_padding',
        2,
        'a run of NUL bytes (zero-filled space a crash leaves before the writer appends again); the JSON around it is read'
      ]
    ])
  })

  it('keeps NUL padding at the end of the file as padding, not a torn line', async () => {
    const v = value(await readText(`${start()}\n${end()}\n${'\u0000'.repeat(100)}`))
    expect(v.diagnostics.map((d) => d.code)).toEqual(['nul_padding'])
    expect(v.end?.status).toBe('succeeded')
  })
})
