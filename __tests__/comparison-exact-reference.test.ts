import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import {
  clopperPearson,
  detectableDifference,
  fisherExact,
  mcnemarExact,
  signFlipExact,
  signFlipFraction,
  tLowerP
} from '../src/comparison/statistics/exact-tests.js'
import { passFractionInterval } from '../src/comparison/statistics/pass-fraction-interval.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

// Reference values from scipy (binomtest, beta.ppf, fisher_exact, t.ppf / t.cdf) and a numpy
// CR1 sandwich, produced once by scripts/reference/exact_tests.py and committed.
interface PassFraction {
  passes: number[]
  counts: number[]
  estimate: number
  design_effect: number
  effective_attempts: number
  exact_low: number
  exact_high: number
  low: number
  high: number
}
interface Mc {
  broken: number
  fixed: number
  p_lower: number
  mid_p_lower: number
  p_two_sided: number
}
interface PairedT {
  estimate: number
  standard_error: number
  low: number
  high: number
  detectable_difference: number
  p_lower: number
}
const reference = JSON.parse(readFileSync(new URL('./fixtures/reference/exact-tests.json', import.meta.url), 'utf8')) as {
  clopper_pearson: Array<{ x: number; n: number; low: number; high: number; wilson_low?: number; wilson_high?: number }>
  mcnemar: Mc[]
  fisher: Array<{ bp: number; bn: number; cp: number; cn: number; p: number }>
  detectable_factor: Record<string, number>
  t_cdf: Array<{ x: number; df: number; p: number }>
  pass_fraction: PassFraction[]
  thirty_by_one: { baseline: number[]; candidate: number[]; paired_t: PairedT; mcnemar: Mc }
  paired_example: { baseline: number[]; candidate: number[]; paired_t: PairedT; pass_fraction: PassFraction[] }
  sign_flip: Array<{ differences: number[]; p_two_sided: number }>
}

const close = (actual: number | null | undefined, expected: number): void => {
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(1e-6)
}

describe('exact tests against the scipy reference', () => {
  it.each(reference.sign_flip.map((c) => [c.differences.join(', '), c] as const))('sign-flip test of [%s]', (_, c) => {
    expect(signFlipExact(c.differences)!.p_two_sided).toBeCloseTo(c.p_two_sided, 12)
  })

  it('sign-flip: n tasks moving alike give 2/2^n exactly, zeros dropped, 1 with none; 1/32 at 6 tasks, 1/16 at 5', () => {
    expect(signFlipExact(Array(6).fill(300))).toEqual({ tasks: 6, p_two_sided: 1 / 32, smallest_p: 1 / 32 })
    expect(signFlipFraction(signFlipExact(Array(6).fill(300))!)).toBe('1/32')
    expect(signFlipExact(Array(5).fill(-0.0018))).toEqual({ tasks: 5, p_two_sided: 1 / 16, smallest_p: 1 / 16 })
    expect(signFlipExact([...Array(6).fill(300), 0, 0])).toEqual({ tasks: 6, p_two_sided: 1 / 32, smallest_p: 1 / 32 })
    expect(signFlipExact([0, 0, 0])).toEqual({ tasks: 0, p_two_sided: 1, smallest_p: 1 })
    expect(signFlipExact([1])).toEqual({ tasks: 1, p_two_sided: 1, smallest_p: 1 })
    // Closed form beyond the enumeration limit; mixed signs there are not enumerated.
    expect(signFlipExact(Array(40).fill(1))!.p_two_sided).toBe(2 / 2 ** 40)
    expect(signFlipExact([...Array(20).fill(1), ...Array(1).fill(-1)])).toBeNull()
    expect(signFlipFraction({ tasks: 4, p_two_sided: 6 / 16, smallest_p: 1 / 8 })).toBe('3/8')
  })

  it.each(reference.clopper_pearson.map((c) => [c.x, c.n, c] as const))('Clopper–Pearson %s of %s', (_, __, c) => {
    const r = clopperPearson(c.x, c.n, 0.95)
    close(r.low, c.low)
    close(r.high, c.high)
    // The exact interval is never narrower than Wilson's (all-pass 10 of 10: [69.2 %, 100 %] vs [72.2 %, 100 %]).
    if (c.wilson_low !== undefined) expect(r.low).toBeLessThanOrEqual(c.wilson_low + 1e-12)
  })

  it('all-pass 10 × 1 gives Clopper–Pearson [69.150 %, 100 %], Wilson [72.247 %, 100 %]', () => {
    expect(reference.clopper_pearson[0]).toMatchObject({ x: 10, n: 10, high: 1, wilson_high: 1 })
    close(reference.clopper_pearson[0]!.low, 0.6915029)
    close(reference.clopper_pearson[0]!.wilson_low!, 0.7224672)
    close(clopperPearson(10, 10, 0.95).low, 0.6915029)
  })

  it.each(reference.mcnemar.map((m) => [m.broken, m.fixed, m] as const))('McNemar exact %s broken, %s fixed', (b, f, m) => {
    const r = mcnemarExact(b, f)
    close(r.p_lower, m.p_lower)
    close(r.mid_p_lower, m.mid_p_lower)
    close(r.p_two_sided, m.p_two_sided)
  })

  it.each(reference.fisher.map((c) => [`${c.bp}/${c.bn} vs ${c.cp}/${c.cn}`, c] as const))('Fisher exact two-sided %s', (_, c) => {
    close(fisherExact(c.bp, c.bn, c.cp, c.cn), c.p)
  })

  it.each(Object.entries(reference.detectable_factor))(
    'detectable difference factor t(0.975) + t(0.80) at %s degrees of freedom',
    (df, factor) => {
      close(detectableDifference(1, Number(df) + 1), factor)
    }
  )

  it.each(reference.t_cdf.map((c) => [c.x, c.df, c] as const))('t distribution function at %s, %s degrees of freedom', (_, __, c) => {
    close(tLowerP(c.x, 1, c.df + 1, 0), c.p)
  })

  it.each(reference.pass_fraction.map((c, i) => [i, c] as const))('pass-fraction interval, case %i', (_, c) => {
    const r = passFractionInterval(c.passes.map((sum, i) => ({ sum, count: c.counts[i]! })))!
    close(r.estimate, c.estimate)
    close(r.low, c.low)
    close(r.high, c.high)
    close(r.exact!.design_effect, c.design_effect)
    close(r.exact!.effective_attempts, c.effective_attempts)
    close(r.exact!.low, c.exact_low)
    close(r.exact!.high, c.exact_high)
  })
})

const ones = (xs: number[]): boolean[][] => xs.map((x) => [x === 1])

describe('exact intervals and McNemar’s test decide the gate through compare()', () => {
  it('all 10 tasks × 1 attempt passing: [69.150 %, 100 %], not the floored [77.4 %, 100 %]', () => {
    const rep = compare(pairedInput(fromCounts(Array(10).fill(1), 1), fromCounts(Array(10).fill(1), 1)))
    const pf = rep.configurations[0]!.statistics!.pass_fraction.interval!
    close(pf.low, 0.6915029)
    expect(pf.high).toBe(1)
    expect(pf.exact).toMatchObject({ design_effect: 1, effective_attempts: 10, widened: true })
  })

  it('30 tasks × 1 attempt, 4 broken 0 fixed: the t interval excludes 0 but McNemar (exact one-sided p 0.0625, mid-p 0.03125) decides: not beyond noise, the gate passes', () => {
    const r = reference.thirty_by_one
    const rep = compare(pairedInput(ones(r.baseline), ones(r.candidate), { policy: 'regression' }))
    const p = rep.comparisons[0]!.paired!
    close(p.difference!.estimate, r.paired_t.estimate)
    close(p.difference!.standard_error, r.paired_t.standard_error)
    close(p.difference!.high, r.paired_t.high)
    expect(p.difference!.high!).toBeLessThan(0)
    expect(p.test).toEqual({
      method: 'mcnemar_exact',
      broken: 4,
      fixed: 0,
      p_lower: expect.any(Number),
      mid_p_lower: expect.any(Number),
      p_two_sided: expect.any(Number)
    })
    close(p.test!.p_lower, r.mcnemar.p_lower)
    close(p.test!.mid_p_lower, r.mcnemar.mid_p_lower)
    close(p.test!.p_two_sided, r.mcnemar.p_two_sided)
    expect(p.distinguishable).toBe(false)
    close(p.detectable_difference, r.paired_t.detectable_difference)
    expect(rep.gate.passed).toBe(true)
    expect(rep.gate.notes).toEqual([
      'cand vs base: a drop smaller than 18.3 pp would not have been detected (80 % power, one-sided 2.5 %; difference -13.3 pp, 95 % CI -26.2 pp to -0.4 pp; McNemar exact one-sided p 0.0625, 4 broken, 0 fixed)'
    ])
  })

  it('30 tasks × 1 attempt, 4 broken 0 fixed, non-inferiority at 28 pp: the t bound -26.2 pp would pass, the exact bound (Clopper–Pearson upper of 4/30 = 30.7 %) does not', () => {
    const r = reference.thirty_by_one
    const rep = compare(pairedInput(ones(r.baseline), ones(r.candidate), { policy: 'non-inferiority', regression_tolerance_pp: 28 }))
    expect(rep.gate.passed).toBe(false)
    // scipy: beta.ppf(0.975, 5, 26) = 0.3072184; the same bound from the project's Clopper–Pearson.
    close(clopperPearson(4, 30, 0.95).high, 0.3072184)
    expect(rep.gate.reasons).toEqual([
      'cand vs base: a drop of more than 28 pp is not ruled out — difference -13.3 pp, 95 % CI -26.2 pp to -0.4 pp; exact bound from 4 broken of 30 tasks (Clopper–Pearson): -30.7 pp'
    ])
    const loose = compare(pairedInput(ones(r.baseline), ones(r.candidate), { policy: 'non-inferiority', regression_tolerance_pp: 31 }))
    expect(loose.gate.passed).toBe(true)
  })

  it('30 tasks × 1 attempt, 6 broken 0 fixed: McNemar exact one-sided p 0.015625 ≤ 0.025, the gate fails', () => {
    // d: six −1, 24 zeros; mean −0.2; s² = (6·0.64 + 24·0.04)/29; SE = 0.074278; t(0.975, 29) = 2.04523 → [−0.35192, −0.04808].
    const base = [...Array(15).fill(1), ...Array(15).fill(0)] as number[]
    const cand = [...Array(6).fill(0), ...Array(9).fill(1), ...Array(15).fill(0)] as number[]
    const rep = compare(pairedInput(ones(base), ones(cand), { policy: 'regression' }))
    close(rep.comparisons[0]!.paired!.test!.p_lower, reference.mcnemar.find((m) => m.broken === 6)!.p_lower)
    expect(rep.gate.passed).toBe(false)
    expect(rep.gate.reasons).toEqual([
      'cand vs base: pass fraction lower beyond noise — difference -20.0 pp (95 % CI -35.2 pp to -4.8 pp; McNemar exact one-sided p 0.0156, 6 broken, 0 fixed)'
    ])
  })

  it('the paired example’s figures: detectable difference 65.5 pp, t one-sided p 0.207, baseline pass fraction widened to [49.3 %, 100 %]', () => {
    const r = reference.paired_example
    const rep = compare(pairedInput(fromCounts(r.baseline, 3), fromCounts(r.candidate, 3), { policy: 'regression' }))
    const p = rep.comparisons[0]!.paired!
    close(p.difference!.low, r.paired_t.low)
    close(p.detectable_difference, r.paired_t.detectable_difference)
    expect(p.test!.method).toBe('cluster_t')
    close(p.test!.p_lower, r.paired_t.p_lower)
    rep.configurations.forEach((c, i) => {
      const pf = c.statistics!.pass_fraction.interval!
      close(pf.low, r.pass_fraction[i]!.low)
      close(pf.high, r.pass_fraction[i]!.high)
    })
  })
})
