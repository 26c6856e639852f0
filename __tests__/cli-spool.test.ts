/**
 * The CLI's text spool (src/render/output/spool.ts): what is appended comes back
 * identical — across its 1 MiB read chunks with multi-byte UTF-8 characters
 * ('€', 3 bytes; an emoji, 4 bytes) cut by a chunk boundary, for an empty
 * spool, for one append larger than a chunk and for several MiB of small
 * appends — in a file only this user can read, deleted (with its folder)
 * by `dispose`, which is safe to call twice.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// The spool's folder goes to a temporary folder of this test's own, so it can be found and watched.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-spool-'))
jest.unstable_mockModule('node:os', () => ({ default: { ...os, tmpdir: () => tmp } }))
const { openSpool } = await import('../src/render/output/spool.js')
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const MiB = 1 << 20

/** The spool folders present now. */
const folders = (): string[] => readdirSync(tmp).filter((name) => name.startsWith('fabric-compare-'))

/** Appends each of `parts`, copies out, disposes; returns the chunks written. */
function roundTrip(parts: string[]): string[] {
  const spool = openSpool()
  try {
    for (const p of parts) spool.append(p)
    expect(spool.length).toBe(parts.reduce((n, p) => n + p.length, 0))
    const chunks: string[] = []
    spool.copyTo((t) => chunks.push(t))
    return chunks
  } finally {
    spool.dispose()
  }
}

/** ASCII padding so that `char` starts `before` bytes ahead of byte offset `at`, given `used` bytes so far. */
function straddle(used: number, at: number, char: string, before: number): string {
  return 'x'.repeat(at - before - used) + char
}

describe('openSpool', () => {
  it("gives back characters cut by the 1 MiB chunk boundaries: '€' at 1 MiB, an emoji at 2 MiB", () => {
    // '€' is 3 bytes (1 before the boundary, 2 after); '🙂' is 4 bytes (3 before, 1 after).
    const first = straddle(0, MiB, '€', 1)
    const second = straddle(Buffer.byteLength(first), 2 * MiB, '🙂', 3)
    const content = `${first}${second}tail ünïcödé 🙂€\n`
    expect(Buffer.byteLength(first)).toBe(MiB + 2)
    expect(Buffer.byteLength(first + second)).toBe(2 * MiB + 1)
    const chunks = roundTrip([first, second, 'tail ünïcödé 🙂€\n'])
    expect(chunks.join('')).toBe(content)
    // Each chunk holds whole characters only: the cut character goes with the next chunk. In UTF-16 units:
    // 1st = the padding before '€'; 2nd = '€' + the padding between the characters (MiB − 5 bytes);
    // 3rd = '🙂' (2 units) + the tail (17 units).
    expect(chunks.map((c) => c.length)).toEqual([MiB - 1, 1 + MiB - 5, 2 + 17])
    expect(chunks.some((c) => c.includes('\ufffd'))).toBe(false)
    expect(chunks[1].startsWith('€')).toBe(true)
    expect(chunks[2].startsWith('🙂')).toBe(true)
  })

  it('an empty spool writes nothing', () => {
    expect(roundTrip([])).toEqual([])
    expect(roundTrip([''])).toEqual([])
  })

  it('one append larger than a chunk, and several MiB of small appends, come back identical', () => {
    const big = '€🙂a'.repeat(400_000) // 3.2 MB of UTF-8 in one append
    expect(roundTrip([big]).join('')).toBe(big)
    const parts = Array.from({ length: 70_000 }, (_, i) => `,\n    {"key": "cänd/t${i}@r1#1", "note": "${i % 7 === 0 ? '🙂' : '€'}"}`)
    const chunks = roundTrip(parts)
    const content = parts.join('')
    expect(Buffer.byteLength(content)).toBeGreaterThan(3 * MiB)
    expect(chunks.join('')).toBe(content)
    expect(chunks.length).toBe(Math.ceil(Buffer.byteLength(content) / MiB))
  })

  it('is unlinked as soon as it is open: no folder is left even before dispose, the data still comes back; dispose is safe twice', () => {
    const before = folders()
    const spool = openSpool()
    expect(folders()).toEqual(before)
    spool.append('x'.repeat(MiB + 5))
    const out: string[] = []
    spool.copyTo((t) => out.push(t))
    expect(out.join('')).toBe('x'.repeat(MiB + 5))
    spool.dispose()
    expect(() => spool.dispose()).not.toThrow()
    expect(folders()).toEqual(before)
  })

  it('two spools at once keep their own data', () => {
    const a = openSpool()
    const b = openSpool()
    a.append('first')
    b.append('second')
    a.append(' again')
    const out: string[] = []
    a.copyTo((t) => out.push(t))
    b.copyTo((t) => out.push(t))
    a.dispose()
    b.dispose()
    expect(out).toEqual(['first again', 'second'])
    expect(folders()).toEqual([])
  })
})
