import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { distribution } from '../src/comparison/figures/timing.js'
import { peakConcurrency, unionLength } from '../src/comparison/tally/invocations.js'
import { attempt, config, end, input, read, record, req, resultReq, start, tokens } from './support/comparison-builders.js'

const s = (a: number, b: number) => ({ start_ms: a * 1000, end_ms: b * 1000 })
const timed = (id: string, a: number, b: number) => resultReq(id, tokens(1, 1), { invocation: s(a, b) })

describe('invocation timing', () => {
  it('overlapping invocations [0,10],[2,12],[4,14] s → covered 14000 ms, peak 3', () => {
    const rep = compare(
      input([config('base')], [attempt('base', 't', { requests: [timed('a', 0, 10), timed('b', 2, 12), timed('c', 4, 14)] })])
    )
    expect(rep.attempts[0]!.invocations).toEqual({ count: 3, timed: 3, complete: true, covered_ms: 14000, peak_concurrency: 3 })
    expect(rep.configurations[0]!.timing.invocations_timed).toBe(3)
  })

  it('touching intervals do not overlap: [0,10],[10,20] → covered 20000, peak 1', () => {
    expect(unionLength([s(0, 10), s(10, 20)])).toBe(20000)
    expect(peakConcurrency([s(0, 10), s(10, 20)])).toBe(1)
  })

  it('disjoint intervals leave the gap uncovered; identical starts overlap', () => {
    expect(unionLength([s(0, 5), s(10, 12)])).toBe(7000)
    expect(peakConcurrency([s(0, 5), s(0, 5), s(10, 12)])).toBe(2)
    expect([unionLength([]), peakConcurrency([])]).toEqual([0, 0])
  })

  it('record start/end times are used when no full result gives the invocation; unknown ends are not timed', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [
              req('a', { record: read('a.jsonl', record(end({ at_ms: 5000, usage: tokens(1, 1) }), start({ at_ms: 1000 }))) }),
              req('b', { record: read('b.jsonl', record(null, start({ at_ms: 2000 }))) })
            ]
          })
        ]
      )
    )
    expect(rep.attempts[0]!.invocations).toEqual({ count: 2, timed: 1, complete: false, covered_ms: 4000, peak_concurrency: 1 })
    expect(rep.attempts[0]!.requests[1]!.invocation).toEqual({ start_ms: 2000, end_ms: null })
    expect([rep.configurations[0]!.timing.invocations_timed, rep.configurations[0]!.timing.invocations_expected]).toEqual([1, 2])
  })

  it('distributions: median, nearest-rank p90, max with coverage', () => {
    expect(distribution([5, 1, 3, null], 4)).toEqual({ count: 3, of: 4, median: 3, p90: 5, max: 5 })
    expect(distribution([1, 2, 3, 4], 4)).toEqual({ count: 4, of: 4, median: 2.5, p90: 4, max: 4 })
    expect(distribution([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 11)).toEqual({ count: 11, of: 11, median: 6, p90: 10, max: 11 })
    expect(distribution([null], 1)).toEqual({ count: 0, of: 1, median: null, p90: null, max: null })
  })

  it('task_duration_ms and covered time are distributed across attempts, never summed', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', { attempt: '1', task_duration_ms: 30000, requests: [timed('a', 0, 10)] }),
          attempt('base', 't', { attempt: '2', task_duration_ms: 10000, requests: [timed('b', 0, 20), timed('c', 5, 8)] }),
          attempt('base', 't', { attempt: '3', task_duration_ms: null, requests: [resultReq('d', tokens(1, 1))] })
        ]
      )
    )
    const t = rep.configurations[0]!.timing
    expect(t.task_duration_ms).toEqual({ count: 2, of: 3, median: 20000, p90: 30000, max: 30000 })
    expect(t.invocation_covered_ms).toEqual({ count: 2, of: 3, median: 15000, p90: 20000, max: 20000, fully_timed: 2, lower_bound: false })
    expect(t.peak_concurrency).toEqual({ count: 2, of: 3, median: 1.5, p90: 2, max: 2, fully_timed: 2, lower_bound: false })
  })
})
