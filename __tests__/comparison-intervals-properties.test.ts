import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compare } from '../src/comparison/compare.js'
import { clusteredDifference, type Cluster } from '../src/comparison/statistics/intervals.js'
import { clopperPearson } from '../src/comparison/statistics/exact-tests.js'
import { passAtK, passHatK } from '../src/comparison/figures/pass-at-k.js'
import { passFractionInterval } from '../src/comparison/statistics/pass-fraction-interval.js'
import { pairedInput } from './support/paired-builders.js'

type Pair = { baseline: Cluster; candidate: Cluster }

/** 5–12 tasks, 1–4 attempts each (the same on both sides), any number of passes. */
const pairs = fc
  .array(fc.integer({ min: 1, max: 4 }), { minLength: 5, maxLength: 12 })
  .chain((counts) =>
    fc.tuple(
      ...counts.map((m) =>
        fc
          .tuple(fc.integer({ min: 0, max: m }), fc.integer({ min: 0, max: m }))
          .map(([b, c]): Pair => ({ baseline: { sum: b, count: m }, candidate: { sum: c, count: m } }))
      )
    )
  )

const options = (ps: readonly Pair[]) => ({ floor: 1 / ps.reduce((s, p) => s + p.baseline.count, 0), range: [-1, 1] as [number, number] })
const diff = (ps: readonly Pair[]) => clusteredDifference(ps, options(ps), 'difference')!

describe('interval properties', () => {
  it('a pass-fraction interval is never narrower than the exact Clopper–Pearson interval over its attempts, and contains the clustered one', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const clusters = ps.map((p) => p.baseline)
        const passed = clusters.reduce((s, c) => s + c.sum, 0)
        const attempts = clusters.reduce((s, c) => s + c.count, 0)
        const i = passFractionInterval(clusters)!
        const exact = clopperPearson(passed, attempts, 0.95)
        expect(i.low!).toBeLessThanOrEqual(exact.low + 1e-9)
        expect(i.high!).toBeGreaterThanOrEqual(exact.high - 1e-9)
        expect(i.exact!.effective_attempts).toBeLessThanOrEqual(attempts + 1e-9)
        expect(i.low!).toBeLessThanOrEqual(i.exact!.low)
        expect(i.high!).toBeGreaterThanOrEqual(i.exact!.high)
        expect(Number.isFinite(i.low!) && Number.isFinite(i.high!)).toBe(true)
      }),
      { seed: 25, numRuns: 300 }
    )
  })

  it('swapping the configurations negates the difference and its interval', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const d = diff(ps)
        const s = diff(ps.map((p) => ({ baseline: p.candidate, candidate: p.baseline })))
        expect(s.estimate).toBeCloseTo(-d.estimate, 12)
        expect(s.low!).toBeCloseTo(-d.high!, 12)
        expect(s.high!).toBeCloseTo(-d.low!, 12)
        expect(s.standard_error!).toBeCloseTo(d.standard_error!, 12)
      }),
      { seed: 13, numRuns: 200 }
    )
  })

  it('identical configurations: exactly 0, an interval of nonzero width containing 0', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const d = diff(ps.map((p) => ({ baseline: p.baseline, candidate: { ...p.baseline } })))
        expect(d.estimate).toBe(0)
        expect(d.floored).toBe(true)
        expect(d.low!).toBeLessThan(0)
        expect(d.high!).toBeGreaterThan(0)
      }),
      { seed: 13, numRuns: 200 }
    )
  })

  it('removing attempts (the second copy of every task) widens the interval', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const fewer = diff(ps)
        const more = diff([...ps, ...ps])
        expect(fewer.estimate).toBeCloseTo(more.estimate, 12)
        expect(fewer.standard_error!).toBeGreaterThan(more.standard_error!)
        expect(fewer.high! - fewer.low!).toBeGreaterThanOrEqual(more.high! - more.low!)
        expect(fewer.low!).toBeLessThanOrEqual(more.low!)
        expect(fewer.high!).toBeGreaterThanOrEqual(more.high!)
      }),
      { seed: 13, numRuns: 200 }
    )
  })

  it('through compare(): identical evidence gives delta 0 and an interval containing 0, not distinguishable', () => {
    const tasks = [
      [true, false],
      [true, true],
      [false, false],
      [true, false],
      [false, true]
    ]
    const p = compare(pairedInput(tasks, tasks)).comparisons[0]!.paired!
    expect(p.difference!.estimate).toBe(0)
    expect(p.difference!.low!).toBeLessThan(0)
    expect(p.difference!.high!).toBeGreaterThan(0)
    expect(p.distinguishable).toBe(false)
    expect(p.changed_tasks).toEqual([])
    expect(p.unchanged_tasks).toBe(5)
  })
})

describe('pass@k properties', () => {
  const task = fc.integer({ min: 1, max: 10 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n })))
  it('pass@1 = pass^1 = c/n; pass@k rises and pass^k falls with k; pass^k ≤ pass@k', () => {
    fc.assert(
      fc.property(task, ([n, c]) => {
        expect(passAtK(n, c, 1)).toBeCloseTo(c / n, 12)
        expect(passHatK(n, c, 1)).toBeCloseTo(c / n, 12)
        for (let k = 2; k <= n; k++) {
          expect(passAtK(n, c, k)).toBeGreaterThanOrEqual(passAtK(n, c, k - 1) - 1e-12)
          expect(passHatK(n, c, k)).toBeLessThanOrEqual(passHatK(n, c, k - 1) + 1e-12)
          expect(passHatK(n, c, k)).toBeLessThanOrEqual(passAtK(n, c, k) + 1e-12)
        }
      }),
      { seed: 13, numRuns: 200 }
    )
  })

  it('exact values: n = 5, c = 2, k = 2 → pass@2 = 1 − C(3,2)/C(5,2) = 0.7, pass^2 = C(2,2)/C(5,2) = 0.1', () => {
    expect(passAtK(5, 2, 2)).toBeCloseTo(0.7, 12)
    expect(passHatK(5, 2, 2)).toBeCloseTo(0.1, 12)
    expect(passAtK(5, 0, 3)).toBe(0)
    expect(passHatK(5, 2, 3)).toBe(0)
  })
})
