import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import {
  attempt,
  config,
  counters,
  end,
  input,
  missingFile,
  read,
  record,
  req,
  result,
  resultReq,
  start,
  tokens,
  unreadable,
  usage
} from './support/comparison-builders.js'

const one = (r: ReturnType<typeof req>) => compare(input([config('base')], [attempt('base', 't', { requests: [r] })]))

describe('evidence precedence per request', () => {
  it('a read full result is authoritative over the record end line', () => {
    const rep = one(
      req('q', {
        result: read('q.json', result({ usage: tokens(10, 5) })),
        record: read('q.jsonl', record(end({ usage: tokens(10, 5), status: 'failed' })))
      })
    )
    const r = rep.attempts[0]!.requests[0]!
    expect(r.evidence).toBe('full_result')
    expect(r.status).toBe('succeeded')
    expect(rep.configurations[0]!.requests).toEqual({
      expected: 1,
      from_result: 1,
      from_record: 0,
      from_harness_counters: 0,
      missing: 0,
      lists_verified: 1,
      lists_unverified: 0
    })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('a record end line only → evidence record_end, counted from_record', () => {
    const rep = one(req('q', { result: missingFile('q.json'), record: read('q.jsonl', record(end({ usage: tokens(7, 3) }))) }))
    const r = rep.attempts[0]!.requests[0]!
    expect(r.evidence).toBe('record_end')
    expect(r.gaps).toEqual([])
    expect(rep.configurations[0]!.requests.from_record).toBe(1)
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 7, reported_by: 1, expected: 1, complete: true })
    expect(rep.complete).toBe(true)
  })

  it('start without end and a missing result → result_missing and record_without_end', () => {
    const rep = one(req('q', { result: missingFile('q.json'), record: read('q.jsonl', record(null)) }))
    const r = rep.attempts[0]!.requests[0]!
    expect(r.evidence).toBeNull()
    expect(r.gaps).toEqual(['result_missing', 'record_without_end'])
    const gaps = rep.configurations[0]!.gaps
    expect(gaps.map((g) => [g.reason, g.count])).toEqual([
      ['result_missing', 1],
      ['record_without_end', 1]
    ])
    expect(gaps[1]!.examples[0]).toEqual({
      attempt: 'base/t@r1#1',
      request_id: 'q',
      file: 'q.jsonl',
      artifact: null,
      line: null,
      detail: 'request record has a start line and no end line'
    })
    expect(rep.attempts[0]!.missing).toBe(true)
    expect(rep.configurations[0]!.attempts).toEqual({ listed: 1, with_evidence: 0, missing: 1, inventory_verified: true })
  })

  it('record only, start without end → record_without_end alone', () => {
    const rep = one(req('q', { record: read('q.jsonl', record(null)) }))
    expect(rep.attempts[0]!.requests[0]!.gaps).toEqual(['record_without_end'])
  })

  it('an unreadable result → result_unreadable with file, line and reason', () => {
    const rep = one(req('q', { result: unreadable('q.json', 'usage.input_tokens: expected number', 1) }))
    const r = rep.attempts[0]!.requests[0]!
    expect(r.gaps).toEqual(['result_unreadable'])
    expect(r.files).toEqual([
      {
        role: 'result',
        path: 'q.json',
        artifact: null,
        state: 'unreadable',
        line: 1,
        json_path: null,
        reason: 'usage.input_tokens: expected number'
      }
    ])
    expect(rep.configurations[0]!.gaps[0]!.examples[0]!.detail).toBe('usage.input_tokens: expected number')
  })

  it('an unreadable record beside a missing result lists both codes', () => {
    const rep = one(req('q', { result: missingFile('q.json'), record: unreadable('q.jsonl', 'corrupt line 2', 2) }))
    expect(rep.attempts[0]!.requests[0]!.gaps).toEqual(['result_missing', 'record_unreadable'])
  })

  it('harness counters are used last and labelled with their source', () => {
    const rep = one(req('q', { harness_counters: read('trial/result.json', counters('harbor agent_result', tokens(4, 2))) }))
    const r = rep.attempts[0]!.requests[0]!
    expect([r.evidence, r.evidence_label]).toEqual(['harness_counters', 'harbor agent_result'])
    expect(rep.configurations[0]!.requests.from_harness_counters).toBe(1)
    expect(rep.configurations[0]!.usage.output_tokens.observed).toBe(2)
  })

  it('authoritative evidence without usage → usage_not_reported gap, evidence kept', () => {
    const rep = one(resultReq('q', null))
    const r = rep.attempts[0]!.requests[0]!
    expect([r.evidence, r.gaps]).toEqual(['full_result', ['usage_not_reported']])
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: null, reported_by: 0, expected: 1, complete: false })
    expect(rep.configurations[0]!.complete).toBe(false)
  })

  it('result and record usage that differ → result_record_disagree notice, result stays authoritative', () => {
    const rep = one(
      req('q', {
        result: read('q.json', result({ usage: tokens(120, 5) })),
        record: read('q.jsonl', record(end({ usage: tokens(118, 5) })))
      })
    )
    expect(rep.configurations[0]!.usage.input_tokens.observed).toBe(120)
    const w = rep.warnings.find((x) => x.code === 'result_record_disagree')!
    expect(w.severity).toBe('notice')
    expect(w.message).toBe(
      'base: full result and record end line report different usage (input_tokens 120 vs 118, total_tokens 125 vs 123); the full result is authoritative (q.json)'
    )
    expect(w.attempts).toEqual(['base/t@r1#1'])
  })

  it('file diagnostics are aggregated by code with severity and kept on their request with their file', () => {
    const diag = { code: 'torn_last_line', message: 'last line is torn', line: 3 }
    const rep = one(req('q', { record: read('q.jsonl', record(end({ usage: tokens(1, 1) }), start(), { diagnostics: [diag] })) }))
    expect(rep.attempts[0]!.requests[0]!.diagnostics).toEqual([{ ...diag, file: 'q.jsonl' }])
    expect(rep.attempts[0]!.diagnostics).toEqual([]) // not repeated at attempt level
    const w = rep.warnings.find((x) => x.code === 'torn_last_line')!
    expect([w.severity, w.file, w.line]).toEqual(['warning', 'q.jsonl', 3])
  })

  it('a reported usage of zero is a real zero', () => {
    const rep = one(resultReq('q', usage({ input_tokens: 0, output_tokens: 0 })))
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 0, reported_by: 1, expected: 1, complete: true })
    expect(rep.configurations[0]!.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 1, complete: false })
  })
})
