import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { attempt, config, input, resultReq, tokens, usage } from './support/comparison-builders.js'

const priced = { pricing: { basis: 'list-2026-01', verified: true } }
const paid = (id: string, i: number, o: number, cost: number) =>
  resultReq(id, usage({ ...tokens(i, o), cached_input_tokens: 0, reasoning_tokens: 0, cost_usd: cost }))

describe('inventories and deltas', () => {
  it('deltas when everything matches (exact numbers)', () => {
    const rep = compare(
      input(
        [config('base', priced), config('cand', priced)],
        [
          attempt('base', 'add', { requests: [paid('b1', 100, 10, 0.5)] }),
          attempt('base', 'mul', { requests: [paid('b2', 300, 30, 1.5)] }),
          attempt('cand', 'add', { requests: [paid('c1', 80, 12, 0.25)] }),
          attempt('cand', 'mul', { requests: [paid('c2', 200, 20, 0.75)] })
        ]
      )
    )
    const c = rep.comparisons[0]!
    expect(c.inventory).toEqual({
      matched: true,
      only_in_baseline: [],
      only_in_candidate: [],
      revision_differs: [],
      attempt_count_differs: []
    })
    expect(c.metrics.input_tokens).toEqual({ baseline: 400, candidate: 280, delta: -120, reason: null })
    expect(c.metrics.output_tokens).toEqual({ baseline: 40, candidate: 32, delta: -8, reason: null })
    expect(c.metrics.total_tokens).toEqual({ baseline: 440, candidate: 312, delta: -128, reason: null })
    expect(c.metrics.cached_input_tokens).toEqual({ baseline: 0, candidate: 0, delta: 0, reason: null })
    expect(c.metrics.cost_usd).toEqual({ baseline: 2, candidate: 1, delta: -1, reason: null })
    expect(rep.complete).toBe(true)
    expect(rep.warnings).toEqual([])
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('inventory differences are named and block token deltas', () => {
    const rep = compare(
      input(
        [config('base'), config('cand')],
        [
          attempt('base', 'add', { requests: [resultReq('1', tokens(1, 1))] }),
          attempt('base', 'only', { requests: [resultReq('2', tokens(1, 1))] }),
          attempt('base', 'rev', { revision: 'r1', requests: [resultReq('3', tokens(1, 1))] }),
          attempt('cand', 'add', { attempt: '1', requests: [resultReq('4', tokens(1, 1))] }),
          attempt('cand', 'add', { attempt: '2', requests: [resultReq('5', tokens(1, 1))] }),
          attempt('cand', 'rev', { revision: 'r2', requests: [resultReq('6', tokens(1, 1))] }),
          attempt('cand', 'new', { requests: [resultReq('7', tokens(1, 1))] })
        ]
      )
    )
    const c = rep.comparisons[0]!
    expect(c.inventory).toEqual({
      matched: false,
      only_in_baseline: [{ task: 'only', revision: 'r1' }],
      only_in_candidate: [{ task: 'new', revision: 'r1' }],
      revision_differs: [{ task: 'rev', baseline: ['r1'], candidate: ['r2'] }],
      attempt_count_differs: [{ task: 'add', revision: 'r1', baseline: 1, candidate: 2 }]
    })
    expect(c.metrics.input_tokens).toEqual({
      baseline: 3,
      candidate: 4,
      delta: null,
      reason:
        'inventories differ: 1 task only in base, 1 task only in cand, 1 task at different revisions, 1 task with different attempt counts'
    })
    const msgs = rep.warnings
      .filter((w) => ['task_not_in_all_configurations', 'revision_differs', 'attempt_count_differs'].includes(w.code))
      .map((w) => w.message)
    expect(msgs).toEqual([
      'task add@r1: 1 attempt in base vs 2 in cand',
      'task rev at different revisions: base [r1] vs cand [r2]',
      'task new is listed in cand but not in base',
      'task only is listed in base but not in cand'
    ])
  })

  it('an incomplete metric names its coverage in the delta reason', () => {
    const rep = compare(
      input(
        [config('base'), config('cand')],
        [
          attempt('base', 't', { requests: [resultReq('1', tokens(5, 1))] }),
          attempt('cand', 't', { requests: [resultReq('2', tokens(7, 1)), resultReq('3', usage({ output_tokens: 1 }))] })
        ]
      )
    )
    expect(rep.comparisons[0]!.metrics.input_tokens).toEqual({
      baseline: 5,
      candidate: 7,
      delta: null,
      reason: 'cand input_tokens incomplete (1 of 2 requests)'
    })
    expect(rep.comparisons[0]!.metrics.output_tokens.delta).toBe(1)
  })

  it('pricing bases differ → no cost delta, pricing_basis_differs', () => {
    const rep = compare(
      input(
        [config('base', priced), config('cand', { pricing: { basis: 'list-2026-06', verified: true } })],
        [attempt('base', 't', { requests: [paid('1', 1, 1, 1)] }), attempt('cand', 't', { requests: [paid('2', 1, 1, 2)] })]
      )
    )
    expect(rep.comparisons[0]!.metrics.cost_usd).toEqual({
      baseline: 1,
      candidate: 2,
      delta: null,
      reason: 'pricing bases differ (list-2026-01 vs list-2026-06)'
    })
    expect(rep.warnings.map((w) => w.code)).toEqual(['pricing_basis_differs'])
  })
})
