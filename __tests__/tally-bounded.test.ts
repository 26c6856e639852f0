/**
 * The bounded accumulator (src/comparison/tally/): what it keeps of the
 * attempts instead of one object per attempt, and the report built from it.
 *
 * - KeySample (key-sample.ts): one fold equals a split merged when no key is
 *   in both halves; keys stop at SAMPLE_SIZE while `distinct` keeps counting;
 * - KeyDigests (key-digests.ts): repeats, membership, associative merge,
 *   base64 round trip and refusal of malformed base64;
 * - warnings from samples: 20 keys named, `attempt_count` the full number;
 * - an attempt listed in two merged folds (digests only) and twice in one fold;
 * - the serialised tally: round trip, and TallyShapeError on bad digests or order keys;
 * - the expected inventory, found by digest, adds only the attempts not held.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compare } from '../src/comparison/compare.js'
import { finishTally } from '../src/comparison/finish/finish.js'
import { missingAttemptInput, type AttemptInput, type ConfigurationInput } from '../src/comparison/input/input.js'
import { attemptKey, byAttemptKey } from '../src/comparison/input/keys.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { KeyDigests } from '../src/comparison/tally/key-digests.js'
import { addToSample, mergeKeySamples, newKeySample, SAMPLE_SIZE, type KeySample } from '../src/comparison/tally/key-sample.js'
import { addAttempt, emptyTally, mergeTallies, type Tally } from '../src/comparison/tally/tally.js'
import { withExpectedInventory } from '../src/shard/inventory.js'
import { tallyFromJson, tallyToJson, TallyShapeError } from '../src/shard/tally-json.js'
import { TallySchema, type SerialTally } from '../src/shard/tally-schema.js'
import { attempt, config, input, read, req, result, tokens } from './support/comparison-builders.js'

const configurations: ConfigurationInput[] = [config('a')]

/** A tally of `attempts` (sorted here) under configuration `a`. */
function fold(attempts: readonly AttemptInput[]): Tally {
  const t = emptyTally({ configurations })
  for (const a of [...attempts].sort(byAttemptKey)) addAttempt(t, a, false)
  return t
}

const finish = (t: Tally): Report => finishTally(t, { policy: 'incomplete' })
const missing = (n: number): AttemptInput => missingAttemptInput({ configuration: 'a', task: 't', revision: 'r1', attempt: String(n) })

describe('KeySample', () => {
  /** Listings (order key, listing flag) in order, each attempt's listings adjacent, cut at attempt boundaries. */
  const groups = fc
    .uniqueArray(fc.string({ unit: 'grapheme-ascii', maxLength: 4 }), { maxLength: 50 })
    .chain((orders) =>
      fc.tuple(
        fc.constant([...orders].sort()),
        fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), { minLength: orders.length, maxLength: orders.length }),
        fc.nat({ max: orders.length })
      )
    )

  const sampleOf = (orders: readonly string[], flags: readonly boolean[][]): KeySample => {
    const s = newKeySample()
    orders.forEach((o, i) => flags[i].forEach((listing) => addToSample(s, `key:${o}`, o, listing)))
    return s
  }
  const view = (s: KeySample): unknown => ({ listings: s.listings, distinct: s.distinct, keys: s.keys })

  it('folding all equals folding a split at an attempt boundary and merging', () => {
    fc.assert(
      fc.property(groups, ([orders, flags, cut]) => {
        const whole = sampleOf(orders, flags)
        const merged = mergeKeySamples(sampleOf(orders.slice(0, cut), flags.slice(0, cut)), sampleOf(orders.slice(cut), flags.slice(cut)))
        expect(view(merged)).toEqual(view(whole))
        expect(whole.distinct).toBe(orders.length)
        expect(whole.keys.order).toEqual(orders.slice(0, SAMPLE_SIZE))
      }),
      { numRuns: 200 }
    )
  })

  it('keeps at most SAMPLE_SIZE keys while counting every distinct attempt and listing', () => {
    const s = newKeySample()
    for (let i = 0; i < 45; i++) {
      const order = `a\u0000t\u0000r1\u0000${String(i).padStart(2, '0')}`
      addToSample(s, `k${i}`, order)
      addToSample(s, `k${i}`, order)
    }
    expect(SAMPLE_SIZE).toBe(20)
    expect(s.keys.items).toEqual(Array.from({ length: 20 }, (_, i) => `k${i}`))
    expect([s.distinct, s.listings]).toEqual([45, 90])
  })
})

describe('KeyDigests', () => {
  const digestsOf = (keys: readonly string[]): KeyDigests => {
    const d = new KeyDigests()
    for (const k of keys) d.add(k)
    return d
  }

  it('add reports a repeat, has finds held keys only', () => {
    const d = new KeyDigests()
    expect(d.add('x')).toBe(false)
    expect(d.add('x')).toBe(true)
    expect(d.add('y')).toBe(false)
    expect([d.size, d.has('x'), d.has('y'), d.has('z')]).toEqual([2, true, true, false])
  })

  it('merged counts the repeats of b in a and is associative, in digests and in repeat totals', () => {
    const keys = fc.uniqueArray(fc.string({ maxLength: 3 }), { maxLength: 40 })
    fc.assert(
      fc.property(keys, keys, keys, (xs, ys, zs) => {
        const [a, b, c] = [digestsOf(xs), digestsOf(ys), digestsOf(zs)]
        const ab = KeyDigests.merged(a, b)
        expect(ab.repeats).toBe(ys.filter((y) => xs.includes(y)).length)
        expect(ab.digests.size).toBe(new Set([...xs, ...ys]).size)
        const left = KeyDigests.merged(ab.digests, c)
        const bc = KeyDigests.merged(b, c)
        const right = KeyDigests.merged(a, bc.digests)
        expect(left.digests.toBase64()).toBe(right.digests.toBase64())
        expect(ab.repeats + left.repeats).toBe(bc.repeats + right.repeats)
        expect([a.size, b.size]).toEqual([xs.length, ys.length])
      }),
      { numRuns: 100 }
    )
  })

  it('fromBase64(toBase64(x)) keeps size and membership', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `a\u0000t\u0000r1\u0000${i}`)
    const back = KeyDigests.fromBase64(digestsOf(keys).toBase64())
    expect(back.repeats).toBe(0)
    expect(back.digests.size).toBe(300)
    expect(keys.every((k) => back.digests.has(k))).toBe(true)
    expect(back.digests.has('a\u0000t\u0000r1\u0000300')).toBe(false)
  })

  it('fromBase64 refuses text that is not base64 of whole 16-byte digests', () => {
    const one = digestsOf(['x']).toBase64()
    expect(() => KeyDigests.fromBase64('not base64!')).toThrow(RangeError)
    expect(() => KeyDigests.fromBase64(Buffer.alloc(15).toString('base64'))).toThrow(RangeError)
    expect(() => KeyDigests.fromBase64(Buffer.alloc(17).toString('base64'))).toThrow(RangeError)
    expect(KeyDigests.fromBase64(one).digests.has('x')).toBe(true)
  })
})

describe('warnings built from samples', () => {
  const attempts = Array.from({ length: 30 }, (_, i) => missing(i + 1))
  const sortedKeys = [...attempts].sort(byAttemptKey).map(attemptKey)

  it('an attempt_missing warning names 20 keys in attempt-key order and counts all 30', () => {
    const report = finish(fold(attempts))
    const w = report.warnings.find((x) => x.code === 'attempt_missing')
    expect(w?.attempts).toEqual(sortedKeys.slice(0, 20))
    expect(w?.attempts?.slice(11, 13)).toEqual(['a/t@r1#2', 'a/t@r1#20'])
    expect(w?.attempt_count).toBe(30)
    expect(w?.message).toContain('a: 30 of 30 listed attempts missing')
    expect(compare(input(configurations, attempts)).warnings.find((x) => x.code === 'attempt_missing')).toEqual(w)
  })

  it('two folds merged name the same sample as one fold', () => {
    const odd = attempts.filter((_, i) => i % 2 === 0)
    const even = attempts.filter((_, i) => i % 2 === 1)
    const w = finish(mergeTallies(fold(odd), fold(even))).warnings.find((x) => x.code === 'attempt_missing')
    expect([w?.attempts, w?.attempt_count]).toEqual([sortedKeys.slice(0, 20), 30])
  })
})

describe('an attempt listed more than once', () => {
  const x = attempt('a', 't')

  it('in two merged folds: known by digest, the configuration is incomplete', () => {
    const report = finish(mergeTallies(fold([x]), fold([x])))
    expect(report.configurations[0].complete).toBe(false)
    expect(report.configurations[0].attempts.listed).toBe(2)
    const w = report.warnings.find((v) => v.code === 'duplicate_attempt')
    expect(w?.message).toContain('also listed in another shard summary')
    expect(w?.attempt_count).toBe(1)
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons.join('\n')).toContain('listed more than once')
  })

  it('also when the attempt is missing in both folds', () => {
    const report = finish(mergeTallies(fold([missing(1)]), fold([missing(1)])))
    expect(report.warnings.find((v) => v.code === 'duplicate_attempt')?.message).toContain('also listed in another shard summary')
    expect(report.configurations[0].attempts.listed).toBe(2)
  })

  it('twice in one fold: a duplicate_attempt naming its key', () => {
    const report = finish(fold([x, x]))
    const w = report.warnings.find((v) => v.code === 'duplicate_attempt')
    expect(w?.attempts).toEqual(['a/t@r1#1'])
    expect(w?.message).toContain('a/t@r1#1')
    expect(w?.message).not.toContain('another shard summary')
    expect(report.configurations[0].complete).toBe(false)
    expect(report.gate.reasons.join('\n')).toContain('listed more than once')
  })

  it('a fold without repeats is complete (the control)', () => {
    const report = finish(fold([x]))
    expect(report.warnings.map((v) => v.code)).not.toContain('duplicate_attempt')
    expect(report.configurations[0].complete).toBe(true)
  })
})

describe('the serialised tally', () => {
  const withRequest = attempt('a', 't', {
    attempt: '1',
    requests: [req('q1', { result: read('q1.json', result({ request_id: 'q1', runtime_id: 'rt1', usage: tokens(10, 5) })) })]
  })
  const t = fold([withRequest, missing(2), missing(3)])
  const serial = (): SerialTally => JSON.parse(JSON.stringify(tallyToJson(t))) as SerialTally

  it('reads back into a tally that finishes to the same report', () => {
    const s = serial()
    TallySchema.parse(s)
    expect(s.claims.configuration).toEqual([0])
    expect(s.claims.names).toEqual(['a', ''])
    expect(Buffer.from(s.claims.keys, 'base64')).toHaveLength(12)
    expect(JSON.stringify(finish(tallyFromJson(s)))).toBe(JSON.stringify(finish(t)))
  })

  it('refuses digests that do not add up to the attempts listed', () => {
    const s = serial()
    const bytes = Buffer.from(s.parts[0].attempts.digests, 'base64')
    expect(bytes.length).toBe(3 * 16)
    s.parts[0].attempts.digests = bytes.subarray(16).toString('base64')
    expect(() => tallyFromJson(s)).toThrow(TallyShapeError)
    expect(() => tallyFromJson(s)).toThrow(/digests/)
  })

  it('refuses claims whose keys, indices or order do not hold, naming $.claims', () => {
    const cut = serial()
    cut.claims.keys = Buffer.from(cut.claims.keys, 'base64').subarray(1).toString('base64')
    expect(() => tallyFromJson(cut)).toThrow(/^\$\.claims: keys: not base64 of 12 bytes a claim/)
    const index = serial()
    index.claims.shard = [2]
    expect(() => tallyFromJson(index)).toThrow(TallyShapeError)
    expect(() => tallyFromJson(index)).toThrow(/^\$\.claims: claim 0: shard 2 names no entry of the 2 names/)
    const twice = serial()
    const key = Buffer.from(twice.claims.keys, 'base64')
    twice.claims = { keys: Buffer.concat([key, key]).toString('base64'), configuration: [0, 0], shard: [1, 1], names: twice.claims.names }
    expect(() => tallyFromJson(twice)).toThrow(/^\$\.claims: claim 1: key [A-Za-z0-9_-]{16} is not after the one before it/)
  })

  it("names the summary's own claims after its shard", () => {
    const read = tallyFromJson(serial(), 'shard-7')
    expect(read.requests.digests.names).toEqual(['a', 'shard-7'])
  })

  it('refuses a sample order key that is not four NUL-joined fields', () => {
    const sample = serial()
    expect(sample.parts[0].attempts.missing.order).toHaveLength(2)
    sample.parts[0].attempts.missing.order[0] = 'a\u0000t\u0000r1'
    expect(() => tallyFromJson(sample)).toThrow(TallyShapeError)
    expect(() => tallyFromJson(sample)).toThrow(/four fields/)
  })
})

describe('the expected inventory over held attempts', () => {
  it('adds only attempt 25 when 1..24 are held', () => {
    const held = Array.from({ length: 24 }, (_, i) => attempt('a', 't', { attempt: String(i + 1) }))
    const out = withExpectedInventory(fold(held), { tasks: [{ task: 't', revision: 'r1' }], attemptsPerTask: 25 })
    expect(out.entries).toHaveLength(1)
    expect(out.entries[0].entry.key).toMatch(/#25$/)
    expect(out.entries[0].entry.missing).toBe(true)
    const report = finish(out.tally)
    expect(report.configurations[0].attempts).toEqual({ listed: 25, with_evidence: 24, missing: 1, inventory_verified: true })
    expect(report.warnings.find((w) => w.code === 'attempt_missing')?.attempts).toEqual(['a/t@r1#25'])
  })
})
