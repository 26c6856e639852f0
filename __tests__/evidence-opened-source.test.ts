import { afterAll, describe, expect, it } from '@jest/globals'
import { fstatSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import { readJsonLines } from '../src/evidence/json/jsonl-lines.js'
import { openEvidenceFile, readEvidenceText, type OpenedFile } from '../src/evidence/files/open-file.js'
import { readRequestRecord } from '../src/evidence/fabric/request-record.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-evidence-opened-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let n = 0
/** Writes `content` to a temp file and opens it as the path check does (the reader must close it). */
function opened(content: string): OpenedFile & { state: 'open' } {
  const p = path.join(dir, `f${++n}`)
  writeFileSync(p, content)
  const fd = openSync(p, 'r')
  return { state: 'open', fd, size: Buffer.byteLength(content) }
}

const ref = { path: 'runs/x', artifact: null }
const RECORD =
  '{"schema":"nemo-fabric.run-record-line/v1alpha1","line":"start","at":"2026-07-23T19:46:40.100Z","runtime_id":"rt","invocation_id":"inv","request_id":"req-1"}\n'

describe('readers given a file already opened', () => {
  it('openEvidenceFile hands back a source that is already opened or judged', () => {
    const source = opened('{}')
    expect(openEvidenceFile(source)).toBe(source)
    expect(openEvidenceFile({ state: 'missing' })).toEqual({ state: 'missing' })
    expect(readEvidenceText(source)).toBe('{}')
    expect(() => fstatSync(source.fd)).toThrow('EBADF')
  })

  it('readFullResult reads the descriptor up to its size and closes it, also for malformed JSON', async () => {
    const good = opened('{"status":"failed"}')
    const outcome = await readFullResult(good, ref)
    expect(outcome.state === 'read' && [outcome.value.status, outcome.value.request_id]).toEqual(['failed', null])
    expect(() => fstatSync(good.fd)).toThrow('EBADF')
    const bad = opened('{"status":')
    expect(await readFullResult(bad, ref)).toMatchObject({ state: 'unreadable', line: 1, json_path: null })
    expect(() => fstatSync(bad.fd)).toThrow('EBADF')
  })

  it('readFullResult and readRequestRecord pass on a missing or unreadable verdict', async () => {
    expect(await readFullResult({ state: 'missing' }, ref)).toEqual({ ...ref, state: 'missing' })
    expect(await readRequestRecord({ state: 'unreadable', reason: 'cannot read the file: EIO' }, ref)).toEqual({
      ...ref,
      state: 'unreadable',
      line: null,
      json_path: null,
      reason: 'cannot read the file: EIO'
    })
  })

  it('readRequestRecord reads the descriptor and closes it, also when a line has a wrong type', async () => {
    const good = opened(RECORD)
    const outcome = await readRequestRecord(good, ref)
    expect(outcome.state === 'read' && [outcome.value.request_id, outcome.value.line_count]).toEqual(['req-1', 1])
    expect(() => fstatSync(good.fd)).toThrow('EBADF')
    const wrong = opened(RECORD.replace('"req-1"', '7'))
    expect(await readRequestRecord(wrong, ref)).toMatchObject({ state: 'unreadable', line: 1, json_path: '$.request_id' })
    expect(() => fstatSync(wrong.fd)).toThrow('EBADF')
  })

  it('readJsonLines closes the descriptor when the visitor throws', async () => {
    const source = opened('{"a":1}\n{"b":2}\n')
    await expect(
      readJsonLines(source, () => {
        throw new Error('stop')
      })
    ).rejects.toThrow('stop')
    expect(() => fstatSync(source.fd)).toThrow('EBADF')
  })
})
