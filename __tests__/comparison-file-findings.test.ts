/**
 * Findings that evidence precedence alone would hide: an unreadable file
 * behind other evidence, a file shared by two requests, a file of another
 * request, an attempt without requests.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { attempt, config, end, input, read, record, req, result, start, tokens, unreadable } from './support/comparison-builders.js'

describe('files that precedence would hide', () => {
  it('a corrupt full result behind a record end line: accounted from the record, warned with file and reason', () => {
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            requests: [
              req('q', {
                result: unreadable('q.json', '$.usage.input_tokens: expected a number, got string'),
                record: read('q.jsonl', record(end({ usage: tokens(9999, 1) })))
              })
            ]
          })
        ],
        { policy: 'warnings' }
      )
    )
    expect(rep.attempts[0]!.requests[0]!.evidence).toBe('record_end')
    expect(rep.configurations[0]!.usage.input_tokens.observed).toBe(9999)
    const w = rep.warnings.find((x) => x.code === 'evidence_file_unreadable')
    expect(w?.severity).toBe('warning')
    expect(w?.message).toContain(
      'full result unreadable ($.usage.input_tokens: expected a number, got string); the request is accounted from the record end line'
    )
    expect(rep.gate.passed).toBe(false)
    expect(rep.gate.reasons).toEqual(['warning evidence_file_unreadable'])
  })

  it('a corrupt record behind a good full result is warned too', () => {
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            requests: [
              req('q', {
                result: read('q.json', result({ usage: tokens(5, 5) })),
                record: unreadable('q.jsonl', 'line 2: malformed JSON', 2)
              })
            ]
          })
        ]
      )
    )
    expect(rep.complete).toBe(true)
    expect(rep.warnings.map((w) => [w.code, w.file, w.line])).toEqual([['evidence_file_unreadable', 'q.jsonl', 2]])
  })

  it('two requests declaring the same result file: counted once, the second is a gap naming the first', () => {
    const shared = read('same.json', result({ request_id: 'q1', usage: tokens(1600, 420) }))
    const rep = compare(
      input([config('c')], [attempt('c', 't', { requests: [req('q1', { result: shared }), req('q2', { result: shared })] })])
    )
    const c = rep.configurations[0]!
    expect(c.usage.input_tokens).toEqual({ observed: 1600, reported_by: 1, expected: 2, complete: false })
    expect(rep.attempts[0]!.requests[1]!.gaps).toEqual(['result_unreadable'])
    expect(rep.attempts[0]!.requests[1]!.files[0]!.reason).toBe(
      'the same file is already the evidence of c/t@r1#1 request q1; counted once'
    )
    expect(rep.complete).toBe(false)
  })

  it('one request (same request, runtime and invocation ids) in two files of two attempts: the first keeps it, the copy is a gap and a warning', () => {
    const ids = { request_id: 'q', runtime_id: 'rt', invocation_id: 'inv' }
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            attempt: '1',
            requests: [req('q', { result: read('a/q.json', result({ ...ids, usage: tokens(1600, 420) })) })]
          }),
          attempt('c', 't', {
            attempt: '2',
            requests: [req('q', { record: read('b/q.jsonl', record(end({ usage: tokens(1600, 420) }), start(), ids)) })]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 1600, reported_by: 1, expected: 2, complete: false })
    expect(rep.attempts[1]!.requests[0]!.gaps).toEqual(['record_unreadable'])
    expect(rep.attempts[1]!.requests[0]!.files[0]!.reason).toBe(
      'the same request (request id "q", runtime "rt", invocation "inv") is already the evidence of c/t@r1#1 request q (a/q.json); counted once'
    )
    expect(rep.warnings.filter((w) => w.code === 'request_duplicate').map((w) => [w.message, w.attempts])).toEqual([
      [
        'c: the same request (request id "q", runtime "rt", invocation "inv") is the evidence of two expected requests, counted once: c/t@r1#1 request q (a/q.json) keeps it; c/t@r1#2 request q (b/q.jsonl) is a gap',
        ['c/t@r1#1', 'c/t@r1#2']
      ]
    ])
  })

  it('one request copied to two files declared twice in one attempt under one request id: counted once, the copy a gap and a warning', () => {
    const ids = { request_id: 'q', runtime_id: 'rt', invocation_id: 'inv' }
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            requests: [
              req('q', { result: read('q.json', result({ ...ids, usage: tokens(1200, 300) })) }),
              req('q', { result: read('copy.json', result({ ...ids, usage: tokens(1200, 300) })) })
            ]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 1200, reported_by: 1, expected: 2, complete: false })
    expect(rep.attempts[0]!.requests[1]!.gaps).toEqual(['result_unreadable'])
    expect(rep.warnings.filter((w) => w.code === 'request_duplicate').map((w) => w.attempts)).toEqual([['c/t@r1#1']])
  })

  it('a result and a record of one request held by that one request are not a duplicate; a request id without runtime and invocation ids is never matched', () => {
    const ids = { request_id: 'q', runtime_id: 'rt', invocation_id: 'inv' }
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            attempt: '1',
            requests: [
              req('q', {
                result: read('q.json', result({ ...ids, usage: tokens(1, 1) })),
                record: read('q.jsonl', record(end({ usage: tokens(1, 1) }), start(), ids))
              })
            ]
          }),
          attempt('c', 't', {
            attempt: '2',
            requests: [req('r', { result: read('r.json', result({ request_id: 'r', usage: tokens(2, 2) })) })]
          }),
          attempt('c', 't', {
            attempt: '3',
            requests: [req('r', { result: read('r3.json', result({ request_id: 'r', usage: tokens(4, 4) })) })]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 7, reported_by: 3, expected: 3, complete: true })
    expect(rep.warnings.filter((w) => w.code === 'request_duplicate')).toEqual([])
  })

  it('a full result of another request than the one declared is warned', () => {
    const rep = compare(
      input(
        [config('c')],
        [
          attempt('c', 't', {
            requests: [req('declared', { result: read('r.json', result({ request_id: 'req-zzz', usage: tokens(1, 1) })) })]
          })
        ]
      )
    )
    expect(rep.warnings.map((w) => [w.code, w.severity, w.message])).toEqual([
      ['request_id_mismatch', 'warning', expect.stringContaining('full result is of request "req-zzz", declared as request "declared"')]
    ])
  })

  it('an attempt declaring no request at all is a notice, not a silent success', () => {
    const rep = compare(input([config('c')], [attempt('c', 't', { requests: [] })]))
    expect(rep.warnings.map((w) => [w.code, w.severity])).toEqual([['attempt_without_requests', 'notice']])
    expect(rep.configurations[0]!.attempts).toMatchObject({ listed: 1, with_evidence: 1, missing: 0 })
  })
})

describe('verdicts of attempts without evidence', () => {
  it('are counted in the pass fraction and named in a notice', async () => {
    const { missingFile, verdict } = await import('./support/comparison-builders.js')
    const rep = compare(
      input(
        [config('c', { evaluator: { name: 'v', version: '1' } })],
        [attempt('c', 't', { requests: [req('q', { result: missingFile('q.json') })], evaluation: verdict(true) })]
      )
    )
    expect(rep.configurations[0]!.evaluation).toMatchObject({ passed: 1, evaluated: 1, pass_fraction: 1 })
    expect(rep.warnings.find((w) => w.code === 'verdict_without_evidence')).toMatchObject({ severity: 'notice', attempts: ['c/t@r1#1'] })
  })
})
