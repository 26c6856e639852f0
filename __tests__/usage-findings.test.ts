import { describe, expect, it } from '@jest/globals'
import { mergeUsageFindings, newUsageFindings, tallyFindings, type RequestFindings } from '../src/comparison/tally/usage-findings.js'
import type { UsageDisagreement } from '../src/comparison/claims/usage-compare.js'

const total: UsageDisagreement = {
  relation: 'total_tokens_mismatch',
  metrics: ['total_tokens'],
  detail: 'total_tokens 9 ≠ input_tokens + output_tokens 8'
}
const adapter = (detail: string): UsageDisagreement => ({
  relation: 'adapter_counter_contradicts',
  metrics: ['total_tokens', 'input_tokens'],
  detail
})
const cached: UsageDisagreement = {
  relation: 'cached_exceeds_input',
  metrics: ['input_tokens', 'cached_input_tokens'],
  detail: 'cached_input_tokens 900 > input_tokens 300'
}
const req = (request_id: string | null, ...found: UsageDisagreement[]): RequestFindings => ({ request_id, found, cached: 900, input: 300 })

describe('usage findings: counts instead of one entry per finding', () => {
  it('counts findings and requests per relation, requests per metric over every relation, and keeps the first of each', () => {
    const f = newUsageFindings()
    // Attempt 1: two requests without an id (one request, as the report counts them) and one with.
    tallyFindings(f, 'c/t@r#1', 'c\u0000t\u0000r\u00001', [
      req(null, adapter('first adapter')),
      req(null, total),
      req('x', total, adapter('second'))
    ])
    // Attempt 1 listed again: its findings count again, its requests do not.
    tallyFindings(f, 'c/t@r#1', 'c\u0000t\u0000r\u00001', [req('x', total)])
    tallyFindings(f, 'c/t@r#2', 'c\u0000t\u0000r\u00002', [req('y', cached)])
    const t = f.relations.get('total_tokens_mismatch')!
    expect([t.fields, t.requests, t.metrics, t.first.key, t.attempts.distinct, t.attempts.listings]).toEqual([
      3,
      2,
      ['total_tokens'],
      'c/t@r#1',
      1,
      2
    ])
    const a = f.relations.get('adapter_counter_contradicts')!
    // Metrics in USAGE_METRICS order, whatever order a finding names them in.
    expect([a.fields, a.requests, a.metrics, a.first.detail]).toEqual([2, 2, ['input_tokens', 'total_tokens'], 'first adapter'])
    expect(f.relations.get('cached_exceeds_input')!.figures).toEqual({ cached: 900, input: 300 })
    const m = f.metrics.get('total_tokens')!
    // Requests null and x of attempt 1, once each, by two relations (in USAGE_RELATIONS order).
    expect([m.requests, m.relations, m.first.detail]).toEqual([
      2,
      ['total_tokens_mismatch', 'adapter_counter_contradicts'],
      'first adapter'
    ])
    const i = f.metrics.get('input_tokens')!
    expect([i.requests, i.relations, i.first.key]).toEqual([3, ['cached_exceeds_input', 'adapter_counter_contradicts'], 'c/t@r#1'])
  })

  it('merging two folds gives what one fold gives, whichever comes first', () => {
    const one = newUsageFindings()
    const x = newUsageFindings()
    const y = newUsageFindings()
    const first: [string, string, RequestFindings[]] = ['c/t@r#1', 'c\u0000t\u0000r\u00001', [req('a', adapter('one'))]]
    const second: [string, string, RequestFindings[]] = ['c/t@r#2', 'c\u0000t\u0000r\u00002', [req('b', total, adapter('two'))]]
    tallyFindings(one, ...first)
    tallyFindings(one, ...second)
    tallyFindings(x, ...first)
    tallyFindings(y, ...second)
    // `last` and `lastIds` (the attempt last added within a fold) are reset by a merge: not figures.
    const strip = (f: ReturnType<typeof newUsageFindings>): string =>
      JSON.stringify([[...f.relations].sort(), [...f.metrics].sort()], (k, v: unknown) => (k === 'last' || k === 'lastIds' ? undefined : v))
    expect(strip(mergeUsageFindings(x, y))).toBe(strip(one))
    expect(strip(mergeUsageFindings(y, x))).toBe(strip(one))
    expect(mergeUsageFindings(y, x).metrics.get('total_tokens')!.first.detail).toBe('one')
  })

  it('a repeated listing of one attempt counts the requests it adds, and a merge shares nothing a fold adds to', () => {
    const f = newUsageFindings()
    tallyFindings(f, 'c/t@r#1', 'c\u0000t\u0000r\u00001', [req('a', total)])
    // The same attempt listed again (a duplicate) with another request: one more request, one more finding.
    tallyFindings(f, 'c/t@r#1', 'c\u0000t\u0000r\u00001', [req('b', total), req('a', total)])
    const t = f.relations.get('total_tokens_mismatch')!
    expect([t.fields, t.requests, f.metrics.get('total_tokens')!.requests]).toEqual([3, 2, 2])
    const merged = mergeUsageFindings(f, newUsageFindings())
    tallyFindings(f, 'c/t@r#2', 'c\u0000t\u0000r\u00002', [req('c', total)])
    const m = merged.relations.get('total_tokens_mismatch')!
    expect([m.fields, m.requests, m.attempts.distinct, merged.metrics.get('total_tokens')!.requests]).toEqual([3, 2, 1, 2])
  })
})
