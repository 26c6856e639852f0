/**
 * Request claims known by identity key only (src/comparison/claims/claim-digests.ts):
 * the sorted 96-bit keys shard summaries carry, merged by one linear pass.
 * Checked against a plain `Map` model under fast-check: the merge holds the
 * union of the keys, reports exactly the keys both sides hold, keeps the
 * same claim whatever the argument order, and survives its serial form.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  claimDigestCount,
  claimDigestEntries,
  claimDigestsFromText,
  claimDigestsOf,
  claimKeysText,
  mergeClaimDigests,
  type ClaimDigests,
  type DigestClaim
} from '../src/comparison/claims/claim-digests.js'
import { identityKey } from '../src/comparison/claims/request-claims.js'

/** Claims over a small key space (so the two sides share keys), each key once per side. */
const sideArb = (shard: string): fc.Arbitrary<DigestClaim[]> =>
  fc
    .uniqueArray(fc.record({ n: fc.integer({ min: 0, max: 60 }), configuration: fc.constantFrom('base', 'cand', 'other') }), {
      selector: (c) => c.n,
      maxLength: 40
    })
    .map((cs) => cs.map((c) => ({ key: identityKey(`req-${c.n}`, 'rt', null), configuration: c.configuration, shard })))

const entries = (d: ClaimDigests): DigestClaim[] => [...claimDigestEntries(d)]
const byKey = (x: DigestClaim, y: DigestClaim): number => Buffer.compare(Buffer.from(x.key, 'base64url'), Buffer.from(y.key, 'base64url'))

describe('claim digests: request claims by identity key', () => {
  it('sorts claims by key bytes and keeps each claim’s configuration and shard', () => {
    const claims = ['a', 'b', 'c', 'd', 'e'].map((r, i) => ({ key: identityKey(r, 'rt', null), configuration: `c${i}`, shard: 's' }))
    const d = claimDigestsOf(claims)
    expect(claimDigestCount(d)).toBe(5)
    expect(entries(d)).toEqual([...claims].sort(byKey))
    expect(d.words.byteLength + d.configuration.byteLength + d.shard.byteLength).toBe(5 * 20)
  })

  it('refuses a key that is not 96 bits and a key claimed twice', () => {
    expect(() => claimDigestsOf([{ key: 'short', configuration: 'c', shard: '' }])).toThrow(/not 96 bits: "short"/)
    const key = identityKey('r', 'rt', null)
    expect(() =>
      claimDigestsOf([
        { key, configuration: 'c', shard: '' },
        { key, configuration: 'd', shard: '' }
      ])
    ).toThrow(`request identity key ${key} claimed twice`)
  })

  it('merges as the union of keys and reports exactly the keys both hold, in key order, in either argument order', () => {
    fc.assert(
      fc.property(sideArb('s1'), sideArb('s2'), (xs, ys) => {
        const a = claimDigestsOf(xs)
        const b = claimDigestsOf(ys)
        const ab = mergeClaimDigests(a, b)
        const ba = mergeClaimDigests(b, a)
        const model = new Map<string, DigestClaim>()
        for (const c of [...xs, ...ys]) {
          const held = model.get(c.key)
          // The claim kept is the smaller shard label, then configuration.
          if (held === undefined || c.shard < held.shard || (c.shard === held.shard && c.configuration < held.configuration))
            model.set(c.key, c)
        }
        const shared = xs.filter((x) => ys.some((y) => y.key === x.key)).map((x) => x.key)
        expect(entries(ab.digests)).toEqual([...model.values()].sort(byKey))
        expect(entries(ba.digests)).toEqual(entries(ab.digests))
        expect(ab.repeats.map((r) => r.first.key)).toEqual(
          shared.sort((p, q) => byKey({ key: p } as DigestClaim, { key: q } as DigestClaim))
        )
        for (const r of ab.repeats) {
          expect(r.first.shard).toBe('s1')
          expect(r.repeat.shard).toBe('s2')
          expect(r.repeat.key).toBe(r.first.key)
        }
        expect(ba.repeats).toEqual(ab.repeats)
      })
    )
  })

  it('reads back from its serial form, and refuses a form out of order or with an index out of range', () => {
    fc.assert(
      fc.property(sideArb('s1'), (xs) => {
        const d = claimDigestsOf(xs)
        const back = claimDigestsFromText(claimKeysText(d), [...d.configuration], [...d.shard], d.names)
        expect(entries(back)).toEqual(entries(d))
      })
    )
    const d = claimDigestsOf(['x', 'y'].map((r) => ({ key: identityKey(r, 'rt', null), configuration: 'c', shard: 's' })))
    const bytes = Buffer.from(claimKeysText(d), 'base64')
    const swapped = Buffer.concat([bytes.subarray(12), bytes.subarray(0, 12)]).toString('base64')
    expect(() => claimDigestsFromText(swapped, [0, 0], [1, 1], d.names)).toThrow(/claim 1: key .* is not after the one before it/)
    expect(() => claimDigestsFromText(claimKeysText(d), [0, 2], [1, 1], d.names)).toThrow(
      'claim 1: configuration 2 names no entry of the 2 names'
    )
    expect(() => claimDigestsFromText(claimKeysText(d), [0], [1, 1], d.names)).toThrow('2 keys but 1 configurations and 2 shards')
  })
})
