import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { attempt, config, input, resultReq, tokens, verdict } from './support/comparison-builders.js'

const judge = { name: 'judge', version: '1' }
const other = { name: 'judge', version: '2' }
const ok = () => [resultReq('q', tokens(1, 1))]
const att = (c: string, n: string, passed: boolean | null, p = {}) =>
  attempt(c, 't', { attempt: n, requests: ok(), evaluation: verdict(passed, p) })

describe('evaluators and verdicts', () => {
  it('one evaluator identity → pass fraction = passed / evaluated, not_evaluated counted', () => {
    const rep = compare(
      input(
        [config('base', { evaluator: judge })],
        [att('base', '1', true, { score: 1 }), att('base', '2', false, { score: 0.5 }), att('base', '3', null)]
      )
    )
    expect(rep.configurations[0]!.evaluation).toEqual({
      evaluators: [{ name: 'judge', version: '1', passed: 1, evaluated: 2, pass_fraction: 0.5, mean_score: 0.75, scored: 2 }],
      listed: 3,
      passed: 1,
      evaluated: 2,
      not_evaluated: 1,
      verdicts_expected: 3,
      verdicts_missing: 1,
      pass_fraction: 0.5,
      pass_fraction_reason: null
    })
    expect(rep.attempts[0]!.evaluation!.evaluator).toEqual(judge)
  })

  it('mixed evaluators → pass_fraction null with reason, breakdown per evaluator, evaluator_mixed', () => {
    const rep = compare(
      input([config('base', { evaluator: judge })], [att('base', '1', true), att('base', '2', true, { evaluator: other })])
    )
    const e = rep.configurations[0]!.evaluation
    expect(e.pass_fraction).toBeNull()
    expect(e.pass_fraction_reason).toBe('mixed evaluators (judge@1, judge@2): no combined pass fraction, see the breakdown per evaluator')
    expect(e.evaluators.map((x) => [x.version, x.passed, x.evaluated, x.pass_fraction])).toEqual([
      ['1', 1, 1, 1],
      ['2', 1, 1, 1]
    ])
    expect(rep.warnings.find((w) => w.code === 'evaluator_mixed')!.message).toBe(
      'base: verdicts from 2 evaluators (judge@1, judge@2); no combined pass fraction'
    )
  })

  it('a verdict without evaluator identity → unknown evaluator and evaluator_unknown', () => {
    const rep = compare(input([config('base')], [att('base', '1', false)]))
    expect(rep.configurations[0]!.evaluation.evaluators[0]).toMatchObject({ name: 'unknown', version: null, evaluated: 1 })
    expect(rep.configurations[0]!.evaluation.pass_fraction).toBe(0)
    expect(rep.warnings.find((w) => w.code === 'evaluator_unknown')!.attempts).toEqual(['base/t@r1#1'])
  })

  it('nothing evaluated → pass_fraction null with reason', () => {
    const rep = compare(input([config('base', { evaluator: judge })], [attempt('base', 't', { requests: ok() })]))
    const e = rep.configurations[0]!.evaluation
    expect([e.pass_fraction, e.pass_fraction_reason, e.not_evaluated]).toEqual([
      null,
      'none of 1 listed attempts has a pass/fail verdict',
      1
    ])
  })

  it('different evaluators across configurations → evaluator_differs, no pass-fraction delta', () => {
    const rep = compare(
      input([config('base', { evaluator: judge }), config('cand', { evaluator: other })], [att('base', '1', true), att('cand', '1', false)])
    )
    expect(rep.warnings.find((w) => w.code === 'evaluator_differs')!.message).toBe(
      'evaluators differ: base (judge@1) vs cand (judge@2); no pass-rate difference is presented'
    )
    expect(rep.comparisons[0]!.metrics.pass_fraction).toEqual({
      baseline: 1,
      candidate: 0,
      delta: null,
      reason: 'evaluators differ (judge@1 vs judge@2)'
    })
  })

  it('same evaluator, all evaluated, matched inventory → pass-fraction delta', () => {
    const rep = compare(
      input(
        [config('base', { evaluator: judge }), config('cand', { evaluator: judge })],
        [att('base', '1', true), att('base', '2', false), att('cand', '1', true), att('cand', '2', true)]
      )
    )
    expect(rep.comparisons[0]!.metrics.pass_fraction).toEqual({ baseline: 0.5, candidate: 1, delta: 0.5, reason: null })
  })

  it('an attempt not evaluated on one side → no pass-fraction delta', () => {
    const rep = compare(
      input(
        [config('base', { evaluator: judge }), config('cand', { evaluator: judge })],
        [att('base', '1', true), att('base', '2', false), att('cand', '1', true), att('cand', '2', null)]
      )
    )
    expect(rep.comparisons[0]!.metrics.pass_fraction).toEqual({
      baseline: 0.5,
      candidate: 1,
      delta: null,
      reason: 'cand: 1 of 2 listed attempts evaluated'
    })
  })

  it('verdicts that name no evaluator on both sides → no pass-fraction delta and no paired difference', () => {
    const rep = compare(input([config('base'), config('cand')], [att('base', '1', true), att('cand', '1', false)]))
    const reason = 'verdicts name no evaluator on either side: the evaluators cannot be shown to be the same'
    expect(rep.comparisons[0]!.metrics.pass_fraction).toEqual({ baseline: 1, candidate: 0, delta: null, reason })
    expect(rep.comparisons[0]!.paired?.difference).toBeNull()
    expect(rep.comparisons[0]!.paired?.tasks_reason).toBe(reason)
  })

  it('an unverified attempt inventory on a side → no pass-fraction delta, the reason names it', () => {
    const rep = compare(
      input(
        [config('base', { evaluator: judge }), config('cand', { evaluator: judge, attempts_complete: false })],
        [att('base', '1', true), att('cand', '1', false)]
      )
    )
    expect(rep.comparisons[0]!.metrics.pass_fraction).toEqual({
      baseline: 1,
      candidate: 0,
      delta: null,
      reason: 'cand attempt inventory unverified'
    })
  })
})
