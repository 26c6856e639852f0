import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { tQuantile } from '../src/comparison/statistics/intervals.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

// Hand-computed example: 5 tasks × 2 attempts.
//   baseline passes per task  [2, 2, 1, 2, 0] → fractions [1, 1, .5, 1, 0], pass fraction 7/10 = 0.7
//   candidate passes per task [2, 0, 1, 1, 0] → fractions [1, 0, .5, .5, 0], pass fraction 4/10 = 0.4
//   per-task differences d = [0, −1, 0, −.5, 0], mean −0.3
//   deviations from the mean [.3, −.7, .3, −.2, .3], squares sum .09 + .49 + .09 + .04 + .09 = 0.8
//   s² = 0.8 / 4 = 0.2, SE = √(0.2 / 5) = 0.2 (equal attempts: the cluster-robust SE is the paired-t SE)
//   t(0.975, 4) = 2.7764451051977987 (scipy.stats.t.ppf), half width 0.2 × 2.77644… = 0.55528902…
//   interval −0.3 ± 0.5552890 = [−0.8552890, +0.2552890]: contains 0.
const T4 = 2.7764451051977987
const BASE = fromCounts([2, 2, 1, 2, 0], 2)
const CAND = fromCounts([2, 0, 1, 1, 0], 2)

describe('paired comparison: the hand-computed example', () => {
  const report = compare(pairedInput(BASE, CAND))
  const paired = report.comparisons[0]!.paired!

  it('the t quantile matches scipy to 1e-7', () => {
    expect(tQuantile(0.975, 4)).toBeCloseTo(T4, 7)
  })

  it('difference −0.3 with the paired-t interval over tasks', () => {
    expect(report.comparisons[0]!.metrics.pass_fraction.delta).toBeCloseTo(-0.3, 12)
    const d = paired.difference!
    expect(d.estimate).toBeCloseTo(-0.3, 12)
    expect(d.standard_error).toBeCloseTo(0.2, 12)
    expect(d.low).toBeCloseTo(-0.3 - 0.2 * T4, 7)
    expect(d.high).toBeCloseTo(-0.3 + 0.2 * T4, 7)
    expect(d.floored).toBe(false)
    expect(paired.distinguishable).toBe(false)
    expect(paired.tasks).toBe(5)
    expect(paired.attempts_per_task).toEqual({ min: 2, max: 2 })
    expect(paired.reason).toBeNull()
  })

  it('changed tasks strongest evidence first, each a flip or flaky with its Fisher exact p; unchanged counted; none without verdicts', () => {
    // t2 2/2 → 0/2: Fisher two-sided p = 2 · C(2,2)C(2,0)/C(4,2) = 1/3; t4 2/2 → 1/2: p = 1 (scipy.stats.fisher_exact).
    expect(paired.changed_tasks.map((t) => ({ ...t, p_value: Math.round(t.p_value! * 1e9) / 1e9 }))).toEqual([
      {
        task: 't2',
        revision: 'r1',
        baseline: { listed: 2, evaluated: 2, passed: 2 },
        candidate: { listed: 2, evaluated: 2, passed: 0 },
        change: -1,
        kind: 'flip',
        p_value: 0.333333333,
        within_noise: true
      },
      {
        task: 't4',
        revision: 'r1',
        baseline: { listed: 2, evaluated: 2, passed: 2 },
        candidate: { listed: 2, evaluated: 2, passed: 1 },
        change: -0.5,
        kind: 'flaky',
        p_value: 1,
        within_noise: true
      }
    ])
    expect(paired.unchanged_tasks).toBe(3)
    expect(paired.tasks_without_verdicts).toEqual([])
  })

  it('per configuration: the pass fraction interval, clipped to [0, 1]', () => {
    // baseline: deviations [.3, .3, −.2, .3, −.7], squares sum 0.8, SE 0.2: 0.7 ± 0.5552890 → [0.1447110, 1 (clipped from 1.2552890)]
    const b = report.configurations[0]!.statistics!.pass_fraction
    expect(b.interval!.estimate).toBeCloseTo(0.7, 12)
    expect(b.interval!.low).toBeCloseTo(0.7 - 0.2 * T4, 7)
    expect(b.interval!.high).toBe(1)
    // candidate: fractions [1, 0, .5, .5, 0], mean 0.4, squares sum .36 + .16 + .01 + .01 + .16 = 0.7,
    // s² = 0.175, SE = √0.035 = 0.18708287; 0.4 ± 0.51942… → [0 (clipped), 0.91942…]
    const c = report.configurations[1]!.statistics!.pass_fraction
    expect(c.interval!.standard_error).toBeCloseTo(Math.sqrt(0.035), 12)
    expect(c.interval!.low).toBe(0)
    expect(c.interval!.high).toBeCloseTo(0.4 + Math.sqrt(0.035) * T4, 7)
    expect(c).toMatchObject({ tasks: 5, attempts: 10, reason: null })
  })

  it('pass@k and pass^k of the baseline', () => {
    // k = 1: mean fraction 0.7 (both). k = 2 (n = 2): pass@2 = 1 when c ≥ 1 → [1, 1, 1, 1, 0] → 0.8;
    // pass^2 = C(c, 2)/C(2, 2) → [1, 1, 0, 1, 0] → 0.6.
    const t = report.configurations[0]!.statistics!.pass_at_k
    expect(t.tasks).toBe(5)
    expect(t.reason).toBeNull()
    expect(t.rows.map((r) => r.k)).toEqual([1, 2])
    expect(t.rows[0]!.pass_at_k).toBeCloseTo(0.7, 12)
    expect(t.rows[0]!.pass_hat_k).toBeCloseTo(0.7, 12)
    expect(t.rows[1]!.pass_at_k).toBeCloseTo(0.8, 12)
    expect(t.rows[1]!.pass_hat_k).toBeCloseTo(0.6, 12)
  })

  it('per-attempt tokens: 110 total tokens on every attempt → no spread, no interval', () => {
    const total = report.configurations[0]!.statistics!.per_attempt.total_tokens
    expect(total).toMatchObject({ attempts: 10, of: 10, tasks: 5 })
    expect(total.interval).toEqual({
      estimate: 110,
      low: null,
      high: null,
      standard_error: null,
      floored: false,
      reason: 'every task shows the same mean total_tokens per attempt: no spread between tasks to estimate the noise from'
    })
    expect(report.configurations[0]!.statistics!.cost_per_passed_attempt).toEqual({
      value: null,
      cost_usd: null,
      passed: 7,
      reason: 'no pricing basis declared; cost unknown (0 of 10 requests)'
    })
  })
})

describe('paired comparison: withheld and degenerate cases', () => {
  it('fewer than 5 tasks: a difference, no interval, the reason', () => {
    const rep = compare(pairedInput(fromCounts([2, 2, 1], 2), fromCounts([2, 0, 1], 2)))
    const d = rep.comparisons[0]!.paired!.difference!
    expect(d.estimate).toBeCloseTo(-1 / 3, 12)
    expect([d.low, d.high, d.reason]).toEqual([null, null, 'only 3 tasks; an interval needs at least 5'])
    expect(rep.comparisons[0]!.paired!.distinguishable).toBeNull()
  })

  it('every task differs by the same amount: the SE floor 1/M, never a zero-width interval', () => {
    // 5 tasks × 2 attempts, each task 1/2 → 0/2: d = −0.5 everywhere, clustered SE 0.
    // Floor 1/M = 1/10 → −0.5 ± 0.1 × t(4) = [−0.7776445, −0.2223555].
    const rep = compare(pairedInput(fromCounts([1, 1, 1, 1, 1], 2), fromCounts([0, 0, 0, 0, 0], 2)))
    const d = rep.comparisons[0]!.paired!.difference!
    expect(d.floored).toBe(true)
    expect(d.standard_error).toBeCloseTo(0.1, 12)
    expect(d.low).toBeCloseTo(-0.5 - 0.1 * T4, 7)
    expect(d.high).toBeCloseTo(-0.5 + 0.1 * T4, 7)
    expect(rep.comparisons[0]!.paired!.distinguishable).toBe(true)
  })

  it('a configuration that passes everything: pass fraction 1 with the exact Clopper–Pearson interval over its 10 attempts, not [1, 1] nor the floor', () => {
    // 5 tasks × 2 attempts all passed: clustered SE 0 → floor 1/M = 1/10; 1 − 0.1 × t(4) = 0.7223555, upper clipped to 1;
    // the exact interval over 10 attempts (design effect 1) is [0.025^(1/10), 1] = [0.6915029, 1]
    // (scipy.stats.beta.ppf): it widens the floor's.
    const pf = compare(pairedInput(fromCounts([2, 2, 2, 2, 2], 2), fromCounts([2, 2, 2, 2, 2], 2))).configurations[0]!.statistics!
      .pass_fraction.interval!
    expect(pf.estimate).toBe(1)
    expect(pf.floored).toBe(true)
    expect(pf.low).toBeCloseTo(0.025 ** (1 / 10), 12)
    expect(pf.low).toBeCloseTo(0.6915029, 7)
    expect(pf.high).toBe(1)
    expect(pf.exact).toEqual({ low: pf.low, high: 1, design_effect: 1, effective_attempts: 10, widened: true })
  })

  it('no real change, 20 tasks × 3 attempts: 10 changed tasks, told apart as flaky or flips, all within noise, the flip with the strongest evidence first', () => {
    // t1–t8 3/3 on both sides; t9–t12 2/3 → 1/3 (mixed on both sides); t13–t15 3/3 → 2/3; t16–t17 1/3 → 2/3;
    // t18 3/3 → 0/3 (a consistent flip: Fisher p 0.1); t19–t20 2/3 → 2/3. Fisher p of every flaky task here is 1.
    const base = [3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 3, 3, 3, 1, 1, 3, 2, 2]
    const cand = [3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 2, 2, 2, 2, 2, 0, 2, 2]
    const p = compare(pairedInput(fromCounts(base, 3), fromCounts(cand, 3))).comparisons[0]!.paired!
    expect(p.changed_tasks.map((t) => [t.task, t.kind, Math.round(t.p_value! * 1e9) / 1e9, t.within_noise])).toEqual([
      ['t18', 'flip', 0.1, true],
      ['t10', 'flaky', 1, true],
      ['t11', 'flaky', 1, true],
      ['t12', 'flaky', 1, true],
      ['t13', 'flaky', 1, true],
      ['t14', 'flaky', 1, true],
      ['t15', 'flaky', 1, true],
      ['t9', 'flaky', 1, true],
      ['t16', 'flaky', 1, true],
      ['t17', 'flaky', 1, true]
    ])
    expect(p.unchanged_tasks).toBe(10)
  })

  it('a task beyond noise on its own: 10/10 → 3/10, Fisher p 0.0030960 (scipy), not within noise', () => {
    const p = compare(pairedInput(fromCounts([10, 10, 10, 10, 5], 10), fromCounts([3, 10, 10, 10, 5], 10))).comparisons[0]!.paired!
    expect(p.changed_tasks).toHaveLength(1)
    expect(p.changed_tasks[0]).toMatchObject({ task: 't1', kind: 'flaky', within_noise: false })
    expect(p.changed_tasks[0]!.p_value).toBeCloseTo(0.0030959752321981426, 9)
  })

  it('pass fraction weights attempts, pass@1 weights tasks: they differ when tasks have unequal attempts', () => {
    // t1 1 of 1 passed, t2–t5 1 of 4 each: pass fraction 5/17 = 29.4 %; pass@1 = mean(1, ¼, ¼, ¼, ¼) = 40.0 %.
    const side = [[true], ...Array.from({ length: 4 }, () => [true, false, false, false])]
    const s = compare(pairedInput(side, side)).configurations[0]!.statistics!
    expect(s.pass_fraction.interval!.estimate).toBeCloseTo(5 / 17, 12)
    expect(s.pass_at_k.rows[0]!.pass_at_k).toBeCloseTo(0.4, 12)
  })

  it('different evaluators: no difference, no task comparison, the reason', () => {
    const inp = pairedInput(BASE, CAND)
    inp.configurations[1] = { ...inp.configurations[1]!, evaluator: { name: 'checker', version: '2' } }
    const p = compare(inp).comparisons[0]!.paired!
    expect(p.difference).toBeNull()
    expect(p.reason).toBe('evaluators differ (checker@1 vs checker@2)')
    expect(p.tasks_reason).toBe('evaluators differ (checker@1 vs checker@2)')
    expect(p.changed_tasks).toEqual([])
  })

  it('a task without verdicts on one side is listed as such, not as a change', () => {
    const inp = pairedInput(BASE, CAND)
    for (const a of inp.attempts) if (a.configuration === 'cand' && a.task === 't2') a.evaluation = null
    const p = compare(inp).comparisons[0]!.paired!
    expect(p.difference).toBeNull()
    expect(p.reason).toBe('cand: 8 of 10 listed attempts evaluated')
    expect(p.changed_tasks.map((t) => t.task)).toEqual(['t4'])
    expect(p.tasks_without_verdicts).toEqual([
      { task: 't2', revision: 'r1', baseline: { listed: 2, evaluated: 2, passed: 2 }, candidate: { listed: 2, evaluated: 0, passed: 0 } }
    ])
  })
})

describe('per-attempt usage whose total overflows', () => {
  it('an attempt cost beyond the largest float is unknown: no mean, never Infinity (found by the fuzz suite, seed 153371250)', async () => {
    const { attempt, config, input, resultReq, usage } = await import('./support/comparison-builders.js')
    const huge = usage({ cost_usd: 1e308 })
    const report = compare(input([config('base')], [attempt('base', 't', { requests: [resultReq('a', huge), resultReq('b', huge)] })]))
    const cost = report.configurations[0]!.statistics!.per_attempt.cost_usd
    expect(cost).toEqual({ interval: null, attempts: 0, of: 1, tasks: 0 })
    expect(JSON.stringify(report)).not.toMatch(/Infinity|NaN/)
  })
})
