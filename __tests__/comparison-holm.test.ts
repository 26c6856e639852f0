/**
 * The gate's family of checks: Holm's step-down over every candidate (src/comparison/statistics/holm.ts,
 * src/comparison/gate/regression-gate.ts) against scripts/reference/holm.py, which computes the p-values
 * with scipy and the decisions by closed testing over every subset (committed as
 * __tests__/fixtures/reference/holm.json).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { binomialLowerTail, tUpperP } from '../src/comparison/statistics/exact-tests.js'
import { holm } from '../src/comparison/statistics/holm.js'
import { parseAlphaFamily } from '../src/inputs/alpha-family.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { config, input } from './support/comparison-builders.js'
import { EVALUATOR, fromCounts, taskAttempts } from './support/paired-builders.js'

interface GateCase {
  name: string
  attempts: number
  baseline: number[]
  candidates: Record<string, number[]>
  check: 'regression' | 'non-inferiority'
  tolerance_pp: number
  alpha: number
  p: number[]
  adjusted_p: number[]
  rejected: boolean[]
}
const reference = JSON.parse(readFileSync(new URL('./fixtures/reference/holm.json', import.meta.url), 'utf8')) as {
  holm: Array<{ p: Array<number | null>; alpha: number; adjusted: Array<number | null>; rejected: Array<boolean | null> }>
  gates: GateCase[]
  binom_lower_tail: Array<{ k: number; n: number; p: number; cdf: number }>
  t_upper: Array<{ x: number; df: number; p: number }>
}

/** Relative closeness for p-values that span many orders of magnitude. */
const closeP = (actual: number | null | undefined, expected: number): void => {
  expect(actual).not.toBeNull()
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9 + 1e-6 * expected)
}

/** The comparison of `c`: the baseline and each candidate over the same tasks, `attempts` per task. */
function run(c: GateCase) {
  const sides: Array<[string, number[]]> = [['base', c.baseline], ...Object.entries(c.candidates)]
  return compare(
    input(
      sides.map(([id]) => config(id, { evaluator: EVALUATOR })),
      sides.flatMap(([id, counts]) => taskAttempts(id, fromCounts(counts, c.attempts))),
      { policy: c.check, regression_tolerance_pp: c.tolerance_pp, alpha_family: c.alpha }
    )
  )
}

const gate = (name: string): GateCase => reference.gates.find((g) => g.name === name)!

describe("Holm's step-down against closed testing", () => {
  it.each(reference.holm.map((c, i) => [i, c] as const))('random family %i', (_, c) => {
    const r = holm(c.p, c.alpha)
    expect(r.rejected).toEqual(c.rejected)
    r.adjusted.forEach((a, i) => (c.adjusted[i] === null ? expect(a).toBeNull() : closeP(a, c.adjusted[i]!)))
  })

  it('the reference has families of every size from 1 to 6, ties, untested members, and both decisions', () => {
    const sizes = new Set(reference.holm.map((c) => c.p.length))
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect(reference.holm.some((c) => new Set(c.p.filter((p) => p !== null)).size < c.p.filter((p) => p !== null).length)).toBe(true)
    expect(reference.holm.some((c) => c.p.includes(null))).toBe(true)
    const decisions = reference.holm.flatMap((c) => c.rejected)
    expect(decisions).toContain(true)
    expect(decisions).toContain(false)
  })

  it('with one test is that test at the level; with none decides nothing', () => {
    expect(holm([0.025], 0.025)).toEqual({ adjusted: [0.025], rejected: [true] })
    expect(holm([0.0251], 0.025)).toEqual({ adjusted: [0.0251], rejected: [false] })
    expect(holm([null, null], 0.05)).toEqual({ adjusted: [null, null], rejected: [null, null] })
  })
})

describe('the p-values the family is made of, against scipy', () => {
  it.each(reference.binom_lower_tail.map((c) => [c.k, c.n, c.p, c] as const))('P(X ≤ %s), X ~ Binomial(%s, %s)', (_, __, ___, c) => {
    closeP(binomialLowerTail(c.k, c.n, c.p), c.cdf)
  })

  it.each(reference.t_upper.map((c) => [c.x, c.df, c] as const))('P(T ≥ %s), %s degrees of freedom', (_, __, c) => {
    closeP(tUpperP(c.x, 1, c.df + 1, 0), c.p)
  })

  it('the binomial tail at its edges: k = n and p = 0 give 1, p = 1 gives 0', () => {
    expect([binomialLowerTail(5, 5, 0.3), binomialLowerTail(2, 5, 0), binomialLowerTail(2, 5, 1)]).toEqual([1, 1, 0])
  })
})

describe('the gate decides each candidate in the family', () => {
  it.each(reference.gates.map((g) => [g.name, g] as const))('%s: p, adjusted p and decisions as the reference', (_, c) => {
    const rep = run(c)
    expect(ReportSchema.safeParse(rep).success).toBe(true)
    const family = rep.gate.family!
    expect(family).toMatchObject({
      method: c.check === 'regression' ? 'holm' : 'intersection-union',
      check: c.check,
      alpha: c.alpha,
      tested: c.p.length
    })
    expect(family.members.map((m) => m.candidate)).toEqual(Object.keys(c.candidates))
    family.members.forEach((m, i) => {
      expect(m.baseline).toBe('base')
      closeP(m.p, c.p[i]!)
      closeP(m.adjusted_p, c.adjusted_p[i]!)
      expect(m.rejected).toBe(c.rejected[i])
    })
    // Regression fails on a rejection; non-inferiority fails where there is none.
    const failing = c.rejected.filter((r) => r === (c.check === 'regression')).length
    expect(rep.gate.reasons).toHaveLength(failing)
    expect(rep.gate.passed).toBe(failing === 0)
  })

  it('three candidates at 2.5 %: c_edge is lower beyond noise on its own (p 0.0194) but not in the family (adjusted 0.0388)', () => {
    const rep = run(gate('three candidates, regression, 2.5 %'))
    expect(rep.gate.reasons).toEqual([
      'c_clear vs base: pass fraction lower beyond noise — difference -58.3 pp (95 % CI -74.3 pp to -42.4 pp; one-sided p 0.00000311, Holm-adjusted 0.00000932 in a family of 3, level 2.5 %)'
    ])
    expect(rep.gate.notes).toEqual([
      'c_edge vs base: pass fraction lower beyond noise on its own, not once the family is controlled — difference -11.1 pp (95 % CI -21.5 pp to -0.7 pp; one-sided p 0.0194, Holm-adjusted 0.0388 in a family of 3, level 2.5 %)',
      // SE floored at 1/36: (t(0.975, 11) + t(0.80, 11)) / 36 = (2.2010 + 0.8755) / 36 = 8.5 pp.
      'c_same vs base: a drop smaller than 8.5 pp would not have been detected (80 % power, one-sided 2.5 %; difference ±0.0 pp, 95 % CI -6.1 pp to +6.1 pp; one-sided p 0.5, Holm-adjusted 0.5 in a family of 3, level 2.5 %)',
      "3 candidates (c_clear, c_edge, c_same) × the regression check are one family: Holm's step-down keeps the chance that any is flagged on noise alone at most 2.5 % (family-wise, one-sided; alpha-family); 1 of 3 lower beyond noise"
    ])
  })

  it('at 5 % (alpha-family 0.05) the same evidence fails c_edge too, and the detectable drop is stated at 5 %', () => {
    const rep = run(gate('three candidates, regression, 5 %'))
    expect(rep.gate.reasons.map((r) => r.split(':')[0])).toEqual(['c_clear vs base', 'c_edge vs base'])
    expect(rep.gate.notes![0]).toMatch(
      /^c_same vs base: a drop smaller than \d+\.\d pp would not have been detected \(80 % power, one-sided 5 %;/
    )
    expect(rep.gate.notes!.at(-1)).toMatch(/at most 5 % \(family-wise, one-sided; alpha-family\); 2 of 3 lower beyond noise$/)
  })

  it('one candidate at 5 %: the reason states its p and level, and no family note', () => {
    const rep = run(gate('one candidate, regression, 5 %'))
    expect(rep.gate.reasons).toEqual([
      'c_edge vs base: pass fraction lower beyond noise — difference -11.1 pp (95 % CI -21.5 pp to -0.7 pp; one-sided p 0.0194, level 5 %)'
    ])
    expect(rep.gate.notes).toEqual([])
  })

  it('non-inferiority at 22 pp: each candidate at 2.5 % on its own (an intersection–union test): c_edge (p 0.0211) rules the drop out, c_clear does not, and the gate fails on c_clear alone', () => {
    const rep = run(gate('three candidates, non-inferiority at 22 pp'))
    expect(rep.gate.reasons).toEqual([
      'c_clear vs base: a drop of more than 22 pp is not ruled out — difference -58.3 pp, 95 % CI -74.3 pp to -42.4 pp; one-sided p 1, level 2.5 %'
    ])
    expect(rep.gate.notes).toEqual([
      'c_edge vs base: a drop of more than 22 pp is ruled out (one-sided 2.5 %; difference -11.1 pp, 95 % CI -21.5 pp to -0.7 pp; one-sided p 0.0211, level 2.5 %)',
      expect.stringMatching(
        /^c_same vs base: a drop of more than 22 pp is ruled out \(one-sided 2\.5 %; difference ±0\.0 pp, 95 % CI -6\.1 pp to \+6\.1 pp; one-sided p 0\.00000359, level 2\.5 %\)$/
      ),
      '3 candidates (c_clear, c_edge, c_same) × the non-inferiority check: the gate passes only when every one rules out the drop, each at one-sided 2.5 % — an intersection–union test, whose chance of a wrong pass is at most 2.5 % without adjustment (alpha-family); 2 of 3 rule it out'
    ])
  })

  it('one attempt per task with a 3 pp tolerance: the p is the larger of the t test at the tolerance and McNemar’s, and says so', () => {
    const rep = run(gate('two candidates, regression, one attempt per task, tolerance 3 pp'))
    expect(rep.gate.reasons).toEqual([
      expect.stringMatching(
        /^c_broken7 vs base: pass fraction lower beyond noise by more than the tolerance of 3 pp — difference -17\.5 pp \(95 % CI .*; McNemar exact one-sided p 0\.00781, 7 broken, 0 fixed; one-sided p 0\.0111 \(the larger of the t test’s and the exact test’s\), Holm-adjusted 0\.0221 in a family of 2, level 2\.5 %\)$/
      )
    ])
  })

  it('a candidate that cannot be checked stays out of the family (m counts the tests made) and fails the gate', () => {
    const c = gate('three candidates, regression, 2.5 %')
    const sides: Array<[string, number[]]> = [
      ['base', c.baseline],
      ['c_clear', c.candidates['c_clear']!],
      ['c_edge', c.candidates['c_edge']!]
    ]
    const other = { name: 'other', version: '1' }
    const rep = compare(
      input(
        [...sides.map(([id]) => config(id, { evaluator: EVALUATOR })), config('c_judged', { evaluator: other })],
        [
          ...sides.flatMap(([id, counts]) => taskAttempts(id, fromCounts(counts, 3))),
          ...taskAttempts('c_judged', fromCounts(c.baseline, 3))
        ],
        { policy: 'regression' }
      )
    )
    const family = rep.gate.family!
    expect(family.tested).toBe(2)
    expect(family.members.map((m) => [m.candidate, m.rejected])).toEqual([
      ['c_clear', true],
      ['c_edge', true],
      ['c_judged', null]
    ])
    expect(family.members[2]).toMatchObject({ p: null, adjusted_p: null })
    expect(rep.gate.reasons.some((r) => r.startsWith('c_judged vs base: regression not checked'))).toBe(true)
    expect(rep.gate.notes!.at(-1)).toMatch(
      /^2 candidates \(c_clear, c_edge\) × the regression check .*; 2 of 2 lower beyond noise; 1 more not checked$/
    )
  })
})

describe('alpha-family', () => {
  it.each([
    ['0.025', 0.025],
    ['0.05', 0.05],
    ['.1', 0.1],
    ['2.5%', 0.025],
    [' 5 % ', 0.05],
    ['1.1%', 0.011]
  ])('reads %j as %s', (text, value) => {
    expect(parseAlphaFamily(text, '--alpha-family')).toBe(value)
  })

  it.each(['0', '0.5', '50%', '1', '-0.01', 'abc', '', '1e-2', '0.025%%'])('refuses %j, saying what is valid', (text) => {
    expect(() => parseAlphaFamily(text, '--alpha-family')).toThrow(
      `--alpha-family: ${JSON.stringify(text)} is not a family-wise level; give the one-sided level for all candidates together as a fraction above 0 and below 0.5 (e.g. 0.025, the default) or a percentage (e.g. 2.5%)`
    )
  })
})
