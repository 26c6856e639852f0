import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { budgetGateReason, exceedsLimit } from '../src/comparison/figures/budgets.js'
import { tQuantile } from '../src/comparison/statistics/intervals.js'
import type { BudgetResult } from '../src/comparison/report/report-schema.js'
import { ConfigurationError } from '../src/errors.js'
import { parseBudget } from '../src/inputs/budgets.js'
import { renderText } from '../src/render/text/text.js'
import { BASE, budget, budgetInput, CAND } from './support/budget-builders.js'

// Hand-computed example (synthetic): 5 tasks × 2 attempts per side, one request per attempt, pricing basis list-2026.
//   baseline cost per attempt by task  b = [0.10, 0.20, 0.10, 0.20, 0.40] → mean 2.00 / 10 = 0.20 USD
//   candidate cost per attempt by task c = [0.14, 0.25, 0.13, 0.27, 0.51] → mean 2.60 / 10 = 0.26 USD: 30 % more
// Relative difference R − 1 = 0.26 / 0.20 − 1 = 0.3 with the delta-method interval: residual of task i
//   e_i = (2 c_i − R·2 b_i) / 10 = 0.2 (c_i − 1.3 b_i) = 0.2 × [0.01, −0.01, 0, 0.01, −0.01],
//   Σe² = 1.6e-5, SE = √(5/4 · 1.6e-5) = √2e-5 = 0.00447214 USD, relative SE = SE / 0.20 = 0.0223607,
//   t(0.975, 4) = 2.7764451 → half width 0.0620829: [0.2379171, 0.3620829].
// Absolute difference 0.06 USD per attempt: per-task differences [0.04, 0.05, 0.03, 0.07, 0.11], deviations from
//   0.06 [−0.02, −0.01, −0.03, 0.01, 0.05], Σ = 0.004, s² = 0.001, SE = √(0.001 / 5) = 0.0141421 → [0.0207348, 0.0992652].
const T4 = tQuantile(0.975, 4)

function only(report: ReturnType<typeof compare>): BudgetResult {
  expect(report.budgets).toHaveLength(1)
  return report.budgets![0]!
}

describe('budgets: a candidate 30 % more expensive per attempt', () => {
  it('fails cost=+10%: estimate +30.0 %, delta-method interval, the excess beyond noise; named first in the gate', () => {
    const report = compare(budgetInput(BASE, CAND, [budget('cost=+10%')]))
    expect(report.complete).toBe(true)
    const r = only(report)
    expect(r).toMatchObject({
      budget: 'cost=+10%',
      metric: 'cost',
      limit: { kind: 'relative', value: 0.1 },
      unit: 'USD per attempt',
      baseline: 'base',
      candidate: 'cand'
    })
    expect(r).toMatchObject({
      tasks: 5,
      attempts: { baseline: 10, candidate: 10 },
      verdict: 'failed',
      excess_beyond_noise: true,
      reason: null
    })
    expect(r.baseline_value).toBeCloseTo(0.2, 12)
    expect(r.candidate_value).toBeCloseTo(0.26, 12)
    expect(r.relative!.estimate).toBeCloseTo(0.3, 12)
    expect(r.relative!.standard_error).toBeCloseTo(Math.sqrt(2e-5) / 0.2, 10)
    expect(r.relative!.low).toBeCloseTo(0.3 - (Math.sqrt(2e-5) / 0.2) * T4, 10)
    expect(r.relative!.high).toBeCloseTo(0.3 + (Math.sqrt(2e-5) / 0.2) * T4, 10)
    expect(r.relative!.low).toBeCloseTo(0.2379171, 6)
    expect(r.difference!.estimate).toBeCloseTo(0.06, 12)
    expect(r.difference!.low).toBeCloseTo(0.0207348, 6)
    expect(r.difference!.high).toBeCloseTo(0.0992652, 6)
    expect(report.gate).toMatchObject({ policy: 'incomplete', passed: false, budgets_passed: false })
    expect(report.gate.reasons).toEqual([
      'budget cost=+10% failed for cand vs base: +30.0 % (95 % CI +23.8 % to +36.2 %) over the limit +10.0 %; the excess is beyond noise (the whole interval lies above the limit)'
    ])
  })

  it('passes cost=+50% (the gate passes on complete evidence)', () => {
    const report = compare(budgetInput(BASE, CAND, [budget('cost=+50%')]))
    const r = only(report)
    expect(r.verdict).toBe('passed')
    expect(r.excess_beyond_noise).toBe(false)
    expect(report.gate).toMatchObject({ passed: true, budgets_passed: true, reasons: [] })
  })

  it('exactly at the limit passes: 0.22 / 0.20 − 1 = 0.10000000000000009 in floating point is not over +10%', () => {
    const r = only(compare(budgetInput(BASE, { ...CAND, cost: [0.11, 0.22, 0.11, 0.22, 0.44] }, [budget('cost=+10%')])))
    expect(r.relative!.estimate).not.toBe(0.1)
    expect(r.relative!.estimate).toBeCloseTo(0.1, 12)
    expect(r.verdict).toBe('passed')
    expect(exceedsLimit(0.1 + 1e-6, 0.1)).toBe(true)
  })

  it('signed amounts in USD per attempt over the baseline: +0.05 fails (estimate 0.06, not beyond noise), +0.1 passes', () => {
    const [tight, loose] = compare(budgetInput(BASE, CAND, [budget('cost=+0.05'), budget('cost=+0.1')])).budgets!
    expect(tight).toMatchObject({ verdict: 'failed', excess_beyond_noise: false, limit: { kind: 'absolute', value: 0.05 } })
    expect(loose).toMatchObject({ verdict: 'passed', excess_beyond_noise: false })
  })

  it("an unsigned amount is a ceiling on the candidate's own figure: 0.25 USD per attempt fails at 0.26, 0.30 passes", () => {
    const [low, high] = compare(budgetInput(BASE, CAND, [budget('cost=0.25'), budget('cost=0.30')])).budgets!
    expect(low).toMatchObject({ verdict: 'failed', limit: { kind: 'ceiling', value: 0.25 } })
    expect(low!.candidate_interval!.estimate).toBeCloseTo(0.26, 12)
    expect(high).toMatchObject({ verdict: 'passed', limit: { kind: 'ceiling', value: 0.3 } })
    expect(budgetGateReason(low!)).toMatch(
      /^budget cost=0.25 failed for cand vs base: \$0.26\d* \(95 % CI \$0.\d+ to \$0.\d+\) over the limit \$0.25/
    )
  })

  it("the same with one request's cost missing cannot be checked, and fails", () => {
    const report = compare(budgetInput(BASE, { ...CAND, noCostAt: [2, 0] }, [budget('cost=+50%')]))
    const r = only(report)
    expect(r).toMatchObject({ verdict: 'cannot_check', difference: null, relative: null, excess_beyond_noise: null })
    expect(r.reason).toBe('cand cost_usd incomplete (9 of 10 requests)')
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons[0]).toBe('budget cost=+50% cannot be checked for cand vs base — cand cost_usd incomplete (9 of 10 requests)')
  })

  it('differing pricing bases cannot be checked', () => {
    const r = only(compare(budgetInput(BASE, { ...CAND, basis: 'list-2025' }, [budget('cost=+50%')])))
    expect(r).toMatchObject({ verdict: 'cannot_check', reason: 'pricing bases differ (list-2026 vs list-2025)' })
  })

  it('an unverified pricing basis cannot be checked', () => {
    const i = budgetInput(BASE, CAND, [budget('cost=+50%')])
    i.configurations[1]!.pricing = { basis: 'list-2026', verified: false }
    expect(only(compare(i))).toMatchObject({ verdict: 'cannot_check', reason: 'cand pricing basis list-2026 unverified' })
  })

  it('an inventory that differs cannot be checked', () => {
    const i = budgetInput(BASE, CAND, [budget('total_tokens=+10%')])
    i.attempts = i.attempts.filter((a) => !(a.configuration === 'cand' && a.task === 't5'))
    const r = only(compare(i))
    expect(r.verdict).toBe('cannot_check')
    expect(r.reason).toBe('inventories differ: 1 task only in base')
  })

  it("token components that disagree cannot be checked (the withheld delta's reason)", () => {
    const i = budgetInput(BASE, CAND, [budget('total_tokens=+10%')])
    const req = i.attempts.find((a) => a.configuration === 'cand')!.requests[0]!
    const file = req.result!
    const value = file.state === 'read' ? file.value : null
    value!.usage = { ...value!.usage!, total_tokens: 5 }
    const r = only(compare(i))
    expect(r.verdict).toBe('cannot_check')
    expect(r.reason).toContain('cand total_tokens means something else in 1 request (total_tokens_mismatch')
  })

  it('a token budget passes on complete evidence: +4.5 % total tokens per attempt', () => {
    // input tokens per attempt by task: base 1000 each; cand [1040, 1060, 1050, 1030, 1070] → total 1100 vs 1150 (+4.545 %).
    const report = compare(
      budgetInput(BASE, { ...CAND, input: [1040, 1060, 1050, 1030, 1070] }, [budget('total_tokens=+10%'), budget('input_tokens=+100')])
    )
    const [total, inputTokens] = report.budgets!
    expect(total).toMatchObject({ verdict: 'passed', unit: 'tokens per attempt', baseline_value: 1100, candidate_value: 1150 })
    expect(total!.relative!.estimate).toBeCloseTo(50 / 1100, 12)
    // per-task differences [40, 60, 50, 30, 70], mean 50, deviations Σ² = 1000, SE = √(1000/4/5) = √50
    expect(inputTokens!.difference!.standard_error).toBeCloseTo(Math.sqrt(50), 10)
    expect(inputTokens!.difference!.high).toBeCloseTo(50 + Math.sqrt(50) * T4, 8)
    expect(inputTokens).toMatchObject({ verdict: 'passed' })
    expect(report.gate).toMatchObject({ passed: true, budgets_passed: true })
  })
})

describe('budgets: the other metrics', () => {
  it('cost per passed attempt: Σ cost / Σ passed per side, paired by task', () => {
    // base passes [1, 2, 1, 2, 2] = 8 → 2.00 / 8 = 0.25; cand passes [2, 2, 2, 2, 2] = 10 → 2.60 / 10 = 0.26 (+4 %)
    const report = compare(
      budgetInput({ ...BASE, passes: [1, 2, 1, 2, 2] }, { ...CAND, passes: [2, 2, 2, 2, 2] }, [budget('cost_per_passed_attempt=+3%')])
    )
    const r = only(report)
    expect(r).toMatchObject({ unit: 'USD per passed attempt', attempts: { baseline: 8, candidate: 10 }, verdict: 'failed' })
    expect(r.baseline_value).toBeCloseTo(0.25, 12)
    expect(r.candidate_value).toBeCloseTo(0.26, 12)
    expect(r.relative!.estimate).toBeCloseTo(0.04, 12)
    // the same figures as each configuration's cost per passed attempt (matched inventory: every task is paired)
    const [b, c] = report.configurations.map((x) => x.statistics!.cost_per_passed_attempt.value!)
    expect(b).toBeCloseTo(r.baseline_value!, 12)
    expect(c).toBeCloseTo(r.candidate_value!, 12)
  })

  it('cost per passed attempt cannot be checked without a pass on a side', () => {
    const r = only(compare(budgetInput(BASE, { ...CAND, passes: [0, 0, 0, 0, 0] }, [budget('cost_per_passed_attempt=+10%')])))
    expect(r).toMatchObject({ verdict: 'cannot_check', reason: 'cand cost per passed attempt: no attempt passed (0 of 10)' })
  })

  it('task duration: the difference of medians, no interval, verdict on the point estimate', () => {
    const report = compare(
      budgetInput({ ...BASE, duration: [1000, 2000, 3000, 4000, 5000] }, { ...CAND, duration: [1500, 2500, 3500, 4500, 5500] }, [
        budget('task_duration=+400'),
        budget('task_duration=+20%')
      ])
    )
    const [abs, rel] = report.budgets!
    expect(abs).toMatchObject({ verdict: 'failed', baseline_value: 3000, candidate_value: 3500, excess_beyond_noise: null })
    expect(abs!.difference).toMatchObject({ estimate: 500, low: null, high: null })
    expect(abs!.difference!.reason).toMatch(/^a difference of medians has no interval here/)
    expect(rel).toMatchObject({ verdict: 'passed' })
    expect(rel!.relative!.estimate).toBeCloseTo(1 / 6, 12)
  })

  it('task duration unknown for one attempt cannot be checked', () => {
    const i = budgetInput({ ...BASE, duration: [1000, 2000, 3000, 4000, 5000] }, { ...CAND, duration: [1500, 2500, 3500, 4500, 5500] }, [
      budget('task_duration=+20%')
    ])
    i.attempts.find((a) => a.configuration === 'cand')!.task_duration_ms = null
    expect(only(compare(i))).toMatchObject({ verdict: 'cannot_check', reason: 'cand task duration known for 9 of 10 listed attempts' })
  })
})

describe('budgets and the gate', () => {
  it('a failed budget fails every policy but never; budgets_passed says false under never too', () => {
    for (const policy of ['incomplete', 'warnings', 'regression'] as const) {
      expect(compare(budgetInput(BASE, CAND, [budget('cost=+10%')], policy)).gate.passed).toBe(false)
    }
    const never = compare(budgetInput(BASE, CAND, [budget('cost=+10%')], 'never'))
    expect(never.gate).toMatchObject({ passed: true, budgets_passed: false })
    expect(never.budgets![0]!.verdict).toBe('failed')
  })

  it('budget reasons come before the evidence reasons', () => {
    const i = budgetInput(BASE, CAND, [budget('cost=+50%')])
    i.configurations[1]!.attempts_complete = false
    const report = compare(i)
    expect(report.gate.reasons[0]).toMatch(/^budget cost=\+50% cannot be checked for cand vs base — /)
    expect(report.gate.reasons[1]).toBe('cand: attempt inventory not verified')
  })

  it('no budget: no `budgets` and no `budgets_passed` in the report', () => {
    const report = compare(budgetInput(BASE, CAND, []))
    expect(report.budgets).toBeUndefined()
    expect(report.gate.budgets_passed).toBeUndefined()
  })

  it('no candidate: every budget cannot be checked', () => {
    const i = budgetInput(BASE, CAND, [budget('cost=+10%')])
    i.configurations = i.configurations.slice(0, 1)
    i.attempts = i.attempts.filter((a) => a.configuration === 'base')
    const r = only(compare(i))
    expect(r).toMatchObject({ candidate: null, verdict: 'cannot_check', reason: 'no candidate configuration to compare with the baseline' })
  })

  it('a budget on a metric no evidence reports is a usage error naming the budget and the valid forms', () => {
    const run = (): unknown => compare(budgetInput(BASE, CAND, [budget('task_duration=+10%')]))
    expect(run).toThrow(ConfigurationError)
    expect(run).toThrow('task_duration=+10%: no attempt of any configuration reports a task duration')
    expect(run).toThrow('a budget is METRIC=LIMIT with METRIC one of cost, input_tokens')
  })

  it('the text output has a budgets section with the verdict, estimate, interval and limit', () => {
    const lines = renderText(compare(budgetInput(BASE, CAND, [budget('cost=+10%'), budget('cost=+50%')])), { details: false }).split('\n')
    const at = lines.indexOf('Budgets (candidate − baseline, paired by task)')
    expect(lines.slice(at, at + 5)).toEqual([
      'Budgets (candidate − baseline, paired by task)',
      '  cost=+10%  cand vs base  FAILED · +30.0 % (95 % CI +23.8 % to +36.2 %) · limit +10.0 %',
      '  cost=+50%  cand vs base  passed · +30.0 % (95 % CI +23.8 % to +36.2 %) · limit +50.0 %',
      '  - budget cost=+10%: the excess is beyond noise: the whole 95 % interval lies above the limit (over 5 paired tasks)',
      '  - budget cost=+50%: within the limit beyond noise: the whole 95 % interval lies at or below it (over 5 paired tasks)'
    ])
  })
})

describe('parseBudget', () => {
  it('relative and absolute forms', () => {
    expect(parseBudget(' cost = +10% ', '--budget')).toEqual({ text: 'cost=+10%', metric: 'cost', limit: { kind: 'relative', value: 0.1 } })
    expect(parseBudget('cost=-5%', '--budget').limit).toEqual({ kind: 'relative', value: -0.05 })
    expect(parseBudget('cost=+0.05', '--budget').limit).toEqual({ kind: 'absolute', value: 0.05 })
    expect(parseBudget('cost=0.05', '--budget').limit).toEqual({ kind: 'ceiling', value: 0.05 })
    expect(parseBudget('total_tokens=200000', '--budget').limit).toEqual({ kind: 'ceiling', value: 200000 })
  })

  it.each([
    ['cost=+ten%', '"cost=+ten%" has no valid limit ("+ten%")'],
    ['latency=+10%', '"latency=+10%" names no budget metric ("latency")'],
    ['cost', '"cost" has no `=`'],
    ['cost=', '"cost=" has no valid limit ("")'],
    ['cost=10%%', '"cost=10%%" has no valid limit ("10%%")']
  ])('%s is refused naming the budget and the valid forms', (text, why) => {
    expect(() => parseBudget(text, '--budget')).toThrow(
      `--budget: ${why}; a budget is METRIC=LIMIT with METRIC one of cost, input_tokens, output_tokens, total_tokens, cost_per_passed_attempt, task_duration and LIMIT relative to the baseline (e.g. cost=+10%)`
    )
  })
})
