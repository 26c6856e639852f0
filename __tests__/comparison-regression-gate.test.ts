import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { formatPp } from '../src/comparison/statistics/number-format.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

// 6 tasks × 2 attempts: baseline passes everything, candidate fails t1–t5 entirely and passes t6.
// d = [−1, −1, −1, −1, −1, 0], mean −5/6; deviations [−1/6 ×5, 5/6]; squares 5/36 + 25/36 = 30/36;
// s² = (30/36)/5 = 1/6; SE = √(1/36) = 1/6; t(0.975, 5) = 2.5705818366147395;
// interval −0.8333 ± 0.4284303 = [−1 (clipped from −1.2617636), −0.4049030].
const ALL = fromCounts([2, 2, 2, 2, 2, 2], 2)

/** The gate block without its family (checked on its own in the first test and in comparison-holm.test.ts). */
function withoutFamily<T extends { family?: unknown }>(gate: T): Omit<T, 'family'> {
  const { family: _family, ...rest } = gate
  return rest
}
const WORSE = fromCounts([0, 0, 0, 0, 0, 2], 2)

describe('the regression gate policy', () => {
  it('fails when the upper bound is below 0, naming the difference and interval', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression' }))
    expect(rep.complete).toBe(true)
    expect(rep.gate).toEqual({
      policy: 'regression',
      passed: false,
      reasons: ['cand vs base: pass fraction lower beyond noise — difference -83.3 pp (95 % CI -100.0 pp to -40.5 pp)'],
      regression_tolerance_pp: 0,
      notes: [],
      // A family of one at the default level: the interval's test, its p stated in the report only.
      family: {
        method: 'holm',
        check: 'regression',
        alpha: 0.025,
        tested: 1,
        members: [{ candidate: 'cand', baseline: 'base', p: expect.any(Number), adjusted_p: expect.any(Number), rejected: true }]
      }
    })
    // P(T ≤ (−5/6)/(1/6)) = P(T ≤ −5), 5 degrees of freedom: scipy.stats.t.cdf(-5, 5) = 0.0020523579900.
    const member = rep.gate.family!.members[0]!
    expect(member.p).toBeCloseTo(0.00205235799, 10)
    expect(member.adjusted_p).toBe(member.p)
  })

  it('passes when the upper bound is above −tolerance (here 50 pp)', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression', regression_tolerance_pp: 50 }))
    // Detectable difference (t(0.975, 5) + t(0.80, 5)) · SE = (2.5705818 + 0.9195438) / 6 = 0.5816876 (scipy.stats.t.ppf).
    expect(withoutFamily(rep.gate)).toEqual({
      policy: 'regression',
      passed: true,
      reasons: [],
      regression_tolerance_pp: 50,
      notes: [
        'cand vs base: even a drop of 100 pp would not have been detected (the 50 pp tolerance + 58.2 pp at 80 % power, one-sided 2.5 %; difference -83.3 pp, 95 % CI -100.0 pp to -40.5 pp)'
      ]
    })
    expect(rep.comparisons[0]!.paired!.detectable_difference).toBeCloseTo((2.5705818366147395 + 0.9195437802408271) / 6, 7)
  })

  it('fails at a tolerance of 40 pp, saying so', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression', regression_tolerance_pp: 40 }))
    expect(rep.gate.reasons).toEqual([
      'cand vs base: pass fraction lower beyond noise by more than the tolerance of 40 pp — difference -83.3 pp (95 % CI -100.0 pp to -40.5 pp)'
    ])
    expect(rep.gate.passed).toBe(false)
  })

  it('a difference within noise passes, and the verdict says what drop would not have been detected', () => {
    // SE 0.2 (comparison-paired.test.ts); (t(0.975, 4) + t(0.80, 4)) · 0.2 = (2.7764451 + 0.9409646) · 0.2 = 0.7434819.
    const rep = compare(pairedInput(fromCounts([2, 2, 1, 2, 0], 2), fromCounts([2, 0, 1, 1, 0], 2), { policy: 'regression' }))
    expect(withoutFamily(rep.gate)).toEqual({
      policy: 'regression',
      passed: true,
      reasons: [],
      regression_tolerance_pp: 0,
      notes: [
        'cand vs base: a drop smaller than 74.3 pp would not have been detected (80 % power, one-sided 2.5 %; difference -30.0 pp, 95 % CI -85.5 pp to +25.5 pp)'
      ]
    })
    expect(rep.comparisons[0]!.paired!.detectable_difference).toBeCloseTo((2.7764451051977987 + 0.9409645772351816) * 0.2, 7)
  })

  it('cannot check with fewer than 5 tasks: fails, saying why', () => {
    const rep = compare(pairedInput(fromCounts([2, 2], 2), fromCounts([2, 2], 2), { policy: 'regression' }))
    expect(rep.gate.passed).toBe(false)
    expect(rep.gate.reasons).toEqual(['cand vs base: regression not checked — only 2 tasks; an interval needs at least 5'])
  })

  it('the same evidence under `incomplete` passes and lists no regression reason', () => {
    const rep = compare(pairedInput(ALL, WORSE))
    expect(rep.gate).toEqual({ policy: 'incomplete', passed: true, reasons: [] })
  })

  it('non-inferiority passes only when the lower bound is above −margin', () => {
    // 30 tasks × 2 attempts, t1 loses one attempt: d = −½ once, mean −1/60; SE = √((0.25 − 30/3600)·30/29)/30 =
    // 0.0166667… → lower −0.0507 at t(29).
    const base = fromCounts(Array(30).fill(2), 2)
    const cand = fromCounts([1, ...Array(29).fill(2)], 2)
    const pass = compare(pairedInput(base, cand, { policy: 'non-inferiority', regression_tolerance_pp: 10 }))
    expect(withoutFamily(pass.gate)).toEqual({
      policy: 'non-inferiority',
      passed: true,
      reasons: [],
      regression_tolerance_pp: 10,
      notes: ['cand vs base: a drop of more than 10 pp is ruled out (one-sided 2.5 %; difference -1.7 pp, 95 % CI -5.1 pp to +1.7 pp)']
    })
    const fail = compare(pairedInput(base, cand, { policy: 'non-inferiority', regression_tolerance_pp: 5 }))
    expect(fail.gate.passed).toBe(false)
    expect(fail.gate.reasons).toEqual([
      'cand vs base: a drop of more than 5 pp is not ruled out — difference -1.7 pp, 95 % CI -5.1 pp to +1.7 pp'
    ])
    // The same evidence passes `regression`: no drop shown is not the same as a drop ruled out.
    expect(compare(pairedInput(base, cand, { policy: 'regression', regression_tolerance_pp: 0 })).gate.passed).toBe(true)
  })

  it('non-inferiority with too few tasks cannot be checked and fails', () => {
    const rep = compare(
      pairedInput(fromCounts([2, 2], 2), fromCounts([2, 2], 2), { policy: 'non-inferiority', regression_tolerance_pp: 5 })
    )
    expect(rep.gate.reasons).toEqual(['cand vs base: non-inferiority not checked — only 2 tasks; an interval needs at least 5'])
  })

  it('several candidates are one family: Holm at family-wise 2.5 %, each p unadjusted and adjusted, and the gate says so', async () => {
    const { config, input } = await import('./support/comparison-builders.js')
    const { EVALUATOR, taskAttempts } = await import('./support/paired-builders.js')
    const same = fromCounts([2, 2, 1, 2, 0], 2)
    const ids = ['base', 'c1', 'c2', 'c3']
    const rep = compare(
      input(
        ids.map((id) => config(id, { evaluator: EVALUATOR })),
        ids.flatMap((id) => taskAttempts(id, same)),
        { policy: 'regression' }
      )
    )
    expect(rep.comparisons).toHaveLength(3)
    expect(rep.gate.passed).toBe(true)
    expect(rep.gate.family!.members.map((m) => [m.candidate, m.rejected])).toEqual([
      ['c1', false],
      ['c2', false],
      ['c3', false]
    ])
    expect(rep.gate.notes!.at(-1)).toBe(
      "3 candidates (c1, c2, c3) × the regression check are one family: Holm's step-down keeps the chance that any is flagged on noise alone at most 2.5 % (family-wise, one-sided; alpha-family); 0 of 3 lower beyond noise"
    )
  })

  it('formats signed percentage points', () => {
    expect([formatPp(-0.16666), formatPp(0.04), formatPp(0), formatPp(-0.00001)]).toEqual(['-16.7 pp', '+4.0 pp', '±0.0 pp', '±0.0 pp'])
  })
})
