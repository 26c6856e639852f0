import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { readJsonLines, type JsonLine } from '../src/evidence/json/jsonl-lines.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-evidence-jsonl-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let n = 0
function file(content: string | Buffer): string {
  const p = path.join(dir, `f${++n}.jsonl`)
  writeFileSync(p, content)
  return p
}

async function read(content: string | Buffer): Promise<{ outcome: unknown; lines: JsonLine[] }> {
  const lines: JsonLine[] = []
  const outcome = await readJsonLines(file(content), (l) => lines.push(l))
  return { outcome, lines }
}

describe('readJsonLines', () => {
  it('accepts CRLF, strips a BOM on line 1, numbers lines and skips blank ones', async () => {
    const r = await read('\uFEFF{"a":1}\r\n\r\n  \n{"b":2}\r\n')
    expect(r.outcome).toEqual({ state: 'read', line_count: 2, torn: null, nul_padding: [], cut_before_padding: [] })
    expect(r.lines).toEqual([
      { line: 1, value: { a: 1 }, diagnostics: [], last: false },
      { line: 4, value: { b: 2 }, diagnostics: [], last: true }
    ])
  })

  it('reads a last line without trailing newline', async () => {
    const r = await read('{"a":1}\n{"b":2}')
    expect(r.outcome).toEqual({ state: 'read', line_count: 2, torn: null, nul_padding: [], cut_before_padding: [] })
    expect(r.lines.map((l) => [l.line, l.last])).toEqual([
      [1, false],
      [2, true]
    ])
  })

  it('reports a torn last line without failing', async () => {
    const r = await read('{"a":1}\n{"b":')
    expect(r.outcome).toEqual({
      state: 'read',
      line_count: 2,
      torn: { line: 2, reason: 'malformed JSON at column 6: unexpected end of input' },
      nul_padding: [],
      cut_before_padding: []
    })
    expect(r.lines.map((l) => l.line)).toEqual([1])
  })

  it('treats a malformed last line that ends with a newline as torn too', async () => {
    const r = await read('{"a":1}\n{"b":\n\n')
    expect(r.outcome).toEqual({
      state: 'read',
      line_count: 2,
      torn: { line: 2, reason: 'malformed JSON at column 6: unexpected end of input' },
      nul_padding: [],
      cut_before_padding: []
    })
  })

  it('makes a malformed middle line corruption, with its line number', async () => {
    const r = await read('{"a":1}\n{"b":\n{"c":3}\n')
    expect(r.outcome).toEqual({ state: 'unreadable', line: 2, reason: 'malformed JSON at column 6: unexpected end of input' })
    expect(r.lines.map((l) => l.line)).toEqual([1])
  })

  it('passes number findings of a line to the visitor', async () => {
    const r = await read('{"x": NaN}\n')
    expect(r.lines).toEqual([
      {
        line: 1,
        value: { x: null },
        diagnostics: [
          { code: 'invalid_number', message: 'NaN is not a JSON number (Python writes it); read as null (not reported)', json_path: '$.x' }
        ],
        last: true
      }
    ])
  })

  it('decodes multi-byte characters split across 64 KiB chunks', async () => {
    const text = 'é€😀'.repeat(30_000)
    const r = await read(`{"t":"${text}"}\n{"u":"${text}"}\n`)
    expect(r.outcome).toEqual({ state: 'read', line_count: 2, torn: null, nul_padding: [], cut_before_padding: [] })
    expect(r.lines.map((l) => (l.value as Record<string, string>).t ?? (l.value as Record<string, string>).u)).toEqual([text, text])
  })

  it('returns missing for a file that does not exist, unreadable for a directory', async () => {
    expect(await readJsonLines(path.join(dir, 'nope', 'run-record.jsonl'), () => undefined)).toEqual({ state: 'missing' })
    const sub = path.join(dir, 'a-dir')
    mkdirSync(sub)
    const r = await readJsonLines(sub, () => undefined)
    expect(r).toEqual({ state: 'unreadable', line: null, reason: 'cannot read the file: EISDIR: illegal operation on a directory, read' })
  })

  it('reads an empty file as zero lines', async () => {
    expect((await read('')).outcome).toEqual({ state: 'read', line_count: 0, torn: null, nul_padding: [], cut_before_padding: [] })
  })

  it('refuses a FIFO and a device without blocking on them', async () => {
    const fifo = path.join(dir, 'pipe.jsonl')
    execFileSync('mkfifo', [fifo])
    const notRegular = { state: 'unreadable', line: null, reason: 'cannot read the file: not a regular file (a FIFO, socket or device)' }
    expect(await readJsonLines(fifo, () => undefined)).toEqual(notRegular)
    expect(await readJsonLines('/dev/zero', () => undefined)).toEqual(notRegular)
  })

  it.each([
    ['exactly one 64 KiB chunk, no final newline', 65_536, ''],
    ['exactly one 64 KiB chunk ending in a newline', 65_535, '\n'],
    ['one byte more than a chunk', 65_537, ''],
    ['a line break right after the first chunk', 65_536, '\n{"z":0}']
  ])('reads lines across the chunk boundary: %s', async (_name, size, tail) => {
    // Line 1 `{"a":"xxx…"}` fills the file so that line 2 `{"b":1}` ends exactly at `size` bytes.
    const second = '{"b":1}'
    const filler = 'x'.repeat(size - second.length - '{"a":""}\n'.length)
    const content = `{"a":"${filler}"}\n${second}`
    expect(Buffer.byteLength(content)).toBe(size)
    const r = await read(content + tail)
    const values = r.lines.map((l) => [l.line, Object.keys(l.value as object)[0], l.last])
    const expected = tail.includes('z')
      ? [
          [1, 'a', false],
          [2, 'b', false],
          [3, 'z', true]
        ]
      : [
          [1, 'a', false],
          [2, 'b', true]
        ]
    expect(values).toEqual(expected)
    expect(r.outcome).toEqual({ state: 'read', line_count: expected.length, torn: null, nul_padding: [], cut_before_padding: [] })
    expect((r.lines[0]!.value as { a: string }).a).toBe(filler)
  })
})
