import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { formatPp } from '../src/comparison/regression-gate.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

// 6 tasks × 2 attempts: baseline passes everything, candidate fails t1–t5 entirely and passes t6.
// d = [−1, −1, −1, −1, −1, 0], mean −5/6; deviations [−1/6 ×5, 5/6]; squares 5/36 + 25/36 = 30/36;
// s² = (30/36)/5 = 1/6; SE = √(1/36) = 1/6; t(0.975, 5) = 2.5705818366147395;
// interval −0.8333 ± 0.4284303 = [−1 (clipped from −1.2617636), −0.4049030].
const ALL = fromCounts([2, 2, 2, 2, 2, 2], 2)
const WORSE = fromCounts([0, 0, 0, 0, 0, 2], 2)

describe('the regression gate policy', () => {
  it('fails when the upper bound is below 0, naming the difference and interval', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression' }))
    expect(rep.complete).toBe(true)
    expect(rep.gate).toEqual({
      policy: 'regression',
      passed: false,
      reasons: ['cand vs base: pass fraction lower beyond noise — difference -83.3 pp (95 % CI -100.0 pp to -40.5 pp)'],
      regression_tolerance_pp: 0
    })
  })

  it('passes when the upper bound is above −tolerance (here 50 pp)', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression', regression_tolerance_pp: 50 }))
    expect(rep.gate).toEqual({ policy: 'regression', passed: true, reasons: [], regression_tolerance_pp: 50 })
  })

  it('fails at a tolerance of 40 pp, saying so', () => {
    const rep = compare(pairedInput(ALL, WORSE, { policy: 'regression', regression_tolerance_pp: 40 }))
    expect(rep.gate.reasons).toEqual([
      'cand vs base: pass fraction lower beyond noise by more than the tolerance of 40 pp — difference -83.3 pp (95 % CI -100.0 pp to -40.5 pp)'
    ])
    expect(rep.gate.passed).toBe(false)
  })

  it('a difference within noise passes', () => {
    const rep = compare(pairedInput(fromCounts([2, 2, 1, 2, 0], 2), fromCounts([2, 0, 1, 1, 0], 2), { policy: 'regression' }))
    expect(rep.gate).toEqual({ policy: 'regression', passed: true, reasons: [], regression_tolerance_pp: 0 })
  })

  it('cannot check with fewer than 5 tasks: fails, saying why', () => {
    const rep = compare(pairedInput(fromCounts([2, 2], 2), fromCounts([2, 2], 2), { policy: 'regression' }))
    expect(rep.gate.passed).toBe(false)
    expect(rep.gate.reasons).toEqual([
      'cand vs base: regression not checked — only 2 tasks; an interval needs at least 5'
    ])
  })

  it('the same evidence under `incomplete` passes and lists no regression reason', () => {
    const rep = compare(pairedInput(ALL, WORSE))
    expect(rep.gate).toEqual({ policy: 'incomplete', passed: true, reasons: [] })
  })

  it('formats signed percentage points', () => {
    expect([formatPp(-0.16666), formatPp(0.04), formatPp(0), formatPp(-0.00001)]).toEqual(['-16.7 pp', '+4.0 pp', '±0.0 pp', '±0.0 pp'])
  })
})
