import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { clusteredDifference, clusteredMean, tQuantile } from '../src/comparison/statistics/intervals.js'

// Reference values from an independent implementation (scipy's paired / one-sample t
// intervals, and a numpy OLS cluster-robust CR1 sandwich for unequal attempts per task),
// produced once by scripts/reference/paired_intervals.py and committed.
interface Figure {
  estimate: number
  standard_error: number
  low: number
  high: number
}
interface Case {
  counts: number[]
  baseline: number[]
  candidate: number[]
  difference: Figure
  baseline_fraction: Figure
  method: string
}
const reference = JSON.parse(readFileSync(new URL('./fixtures/reference/paired-intervals.json', import.meta.url), 'utf8')) as {
  t_quantiles_0975: Record<string, number>
  cases: Case[]
}

// The reference neither clips nor floors: compare the unclipped, unfloored core.
const OPEN = { floor: 0, range: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number] }

function expectFigure(
  actual: { estimate: number; standard_error: number | null; low: number | null; high: number | null },
  expected: Figure
): void {
  expect(actual.estimate).toBeCloseTo(expected.estimate, 12)
  expect(actual.standard_error!).toBeCloseTo(expected.standard_error, 12)
  expect(actual.low!).toBeCloseTo(expected.low, 7)
  expect(actual.high!).toBeCloseTo(expected.high, 7)
}

describe('intervals against the scipy / numpy reference', () => {
  it('covers balanced and unbalanced cases from 5 to 30 tasks', () => {
    expect(reference.cases.map((c) => c.counts.length)).toEqual([5, 6, 8, 12, 30, 5, 6, 8, 12, 30])
    expect(reference.cases.filter((c) => new Set(c.counts).size > 1).length).toBeGreaterThanOrEqual(4)
  })

  it.each(Object.entries(reference.t_quantiles_0975))('t quantile 0.975 at %s degrees of freedom', (df, q) => {
    // jStat's quantile is within about 5e-8 of scipy's (far below the 0.1 pp shown).
    expect(tQuantile(0.975, Number(df))).toBeCloseTo(q, 6)
  })

  it.each(reference.cases.map((c, i) => [i, c] as const))('case %i: paired difference and baseline pass fraction', (_, c) => {
    const pairs = c.counts.map((m, i) => ({ baseline: { sum: c.baseline[i]!, count: m }, candidate: { sum: c.candidate[i]!, count: m } }))
    expectFigure(clusteredDifference(pairs, OPEN, 'difference')!, c.difference)
    expectFigure(
      clusteredMean(
        pairs.map((p) => p.baseline),
        OPEN,
        'pass fraction'
      )!,
      c.baseline_fraction
    )
  })
})
