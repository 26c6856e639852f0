import { describe, expect, it } from '@jest/globals'
import { ClaimTable, type HeldClaim } from '../src/comparison/claims/claim-table.js'
import { identityKey } from '../src/comparison/claims/request-claims.js'
import { FileOwners } from '../src/comparison/claims/file-table.js'
import { createHash } from 'node:crypto'

const held = (n: number): HeldClaim => ({
  attempt: `c/t${n}@r#1`,
  order: `c\u0000t${n}\u0000r\u00001`,
  configuration: 'c',
  index: n % 3,
  request_id: n % 2 === 0 ? null : `req-${n}`,
  path: `e/${n}.json`
})

describe('ClaimTable: the compact identity → owner table of request claims', () => {
  it('keeps the strings identityKey gave before: the first 16 base64url characters of the whole digest', () => {
    const full = createHash('sha256')
      .update(JSON.stringify(['req', 'rt', '']))
      .digest('base64url')
      .slice(0, 16)
    expect(identityKey('req', 'rt', null)).toBe(full)
  })

  it('behaves as a Map over many keys: get, set in place, size and insertion-order iteration', () => {
    const table = new ClaimTable()
    const map = new Map<string, HeldClaim>()
    for (let n = 0; n < 5000; n++) {
      const k = identityKey(`req-${n}`, `rt-${n % 7}`, null)
      table.set(k, held(n))
      map.set(k, held(n))
    }
    // Replacing keeps the first place, as a Map does.
    const first = identityKey('req-0', 'rt-0', null)
    table.set(first, held(9999))
    map.set(first, held(9999))
    expect(table.size).toBe(map.size)
    expect([...table]).toEqual([...map])
    expect(table.get(identityKey('req-4321', 'rt-2', null))).toEqual(held(4321))
    expect(table.get(identityKey('req-4321', 'rt-3', null))).toBeUndefined()
    expect([...new ClaimTable(table)]).toEqual([...map])
  })

  it('never merges two keys that differ in any bit, and keeps keys that are not 16 base64url characters as given', () => {
    const table = new ClaimTable()
    // Differ only in the last character (the last 6 bits of the 96).
    table.set('AAAAAAAAAAAAAAAA', held(1))
    table.set('AAAAAAAAAAAAAAAB', held(2))
    table.set('short', held(3))
    table.set('AAAAAAAAAAAAAAA=', held(4))
    expect(table.size).toBe(4)
    expect(table.get('AAAAAAAAAAAAAAAA')).toEqual(held(1))
    expect(table.get('AAAAAAAAAAAAAAAB')).toEqual(held(2))
    expect(table.get('short')).toEqual(held(3))
    expect([...table].map(([k]) => k)).toEqual(['AAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAB', 'short', 'AAAAAAAAAAAAAAA='])
  })
})

describe('FileOwners: the compact file identity → owner table of file claims', () => {
  it('finds numbers only by equal numbers and strings only by equal strings, through growth, and merges with the first fold winning', () => {
    const a = new FileOwners()
    for (let n = 0; n < 3000; n++) a.set(2049 * 1e9 + n * 7919, { attempt: `a${n}`, request: 'req' })
    a.set('art\u0000x.json', { attempt: 'a-named', request: '#1' })
    expect(a.size).toBe(3001)
    expect(a.get(2049 * 1e9 + 7919 * 42)).toEqual({ attempt: 'a42', request: 'req' })
    expect(a.get(2049 * 1e9 + 7919 * 42 + 1)).toBeUndefined()
    // A number and the string of its digits are two keys.
    expect(a.get(String(2049 * 1e9))).toBeUndefined()
    expect(a.get('art\u0000x.json')).toEqual({ attempt: 'a-named', request: '#1' })
    const b = new FileOwners()
    b.set(2049 * 1e9, { attempt: 'b0', request: 'req' })
    b.set(7, { attempt: 'b7', request: '#2' })
    const merged = FileOwners.merged(a, b)
    expect(merged.get(2049 * 1e9)).toEqual({ attempt: 'a0', request: 'req' })
    expect(merged.get(7)).toEqual({ attempt: 'b7', request: '#2' })
    expect(merged.size).toBe(3002)
    expect(a.size).toBe(3001)
  })
})
