/**
 * Words that miscount (issue 36 item 9): each message counts what it names
 * and gives the cause it has. Inputs built in memory with
 * __tests__/support/comparison-builders.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { attempt, config, input, resultReq, tokens } from './support/comparison-builders.js'

describe('usage_partial names its own cause', () => {
  it('an attempt listed twice on a verified inventory: the cause is the duplicate, not an unverified list', () => {
    const a = attempt('baseline', 'calc/add', { requests: [resultReq('q1', tokens(1000, 100))] })
    const report = compare(input([config('baseline')], [a, { ...a, requests: [resultReq('q2', tokens(1000, 100))] }]))
    expect(report.warnings.find((w) => w.code === 'usage_partial')?.message).toBe(
      'baseline: usage incomplete: input_tokens 2 of 2 requests, output_tokens 2 of 2 requests, total_tokens 2 of 2 requests — sums are lower bounds because 1 attempt is listed more than once'
    )
  })

  it('several causes are all named, each counted', () => {
    const report = compare(
      input(
        [config('baseline', { attempts_complete: null })],
        [
          attempt('baseline', 'a', { requests_complete: null, requests: [resultReq('q1', tokens(10, 1))] }),
          attempt('baseline', 'b', { requests_complete: null, requests: [resultReq('q2', tokens(10, 1))] })
        ]
      )
    )
    expect(report.warnings.find((w) => w.code === 'usage_partial')?.message).toContain(
      'because the attempt inventory is not verified and 2 request lists are not verified'
    )
  })
})

describe('request_list_unverified leaves out attempts declared missing', () => {
  it('a missing attempt is named by attempt_missing only, never told to declare a request list it has no file for', () => {
    const report = compare(
      input(
        [config('baseline')],
        [
          attempt('baseline', 'a', { requests: [resultReq('q1', tokens(10, 1))] }),
          attempt('baseline', 'b', { missing: true, requests_complete: null })
        ]
      ),
      'test'
    )
    const codes = report.warnings.map((w) => w.code)
    expect(codes).toContain('attempt_missing')
    expect(codes).not.toContain('request_list_unverified')
  })
})
