/**
 * Accounting that contradicts itself (issue 18 item 5), on the synthetic
 * results and records of `fixtures/evidence/contradictions/` (see
 * `../README.md`): a request's own adapter counters far from its accounting,
 * and a retried request with several start/end pairs in its record.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { beyondRounding } from '../src/comparison/claims/legacy.js'
import { cli } from './support/cli-golden.js'
import { attempt, config, end, input, read, record, req, result, resultReq, tokens } from './support/comparison-builders.js'

const DIR = path.resolve('__tests__/fixtures/evidence/contradictions')

describe('adapter counters that contradict the accounting', () => {
  it('withhold the input delta with the reason and raise a warning, so --fail-on warnings fails', async () => {
    const out = await cli([path.join(DIR, 'manifest.json'), '--fail-on', 'warnings'])
    const lines = out.stdout.split('\n')
    expect(out.code).toBe(1)
    expect(lines.slice(0, 3)).toEqual([
      'Evidence COMPLETE — 2 configurations; input, output and total tokens fully covered; cached input and reasoning tokens unknown; cost fully covered.',
      'Gate FAILED (policy: warnings).',
      '  - warning adapter_counter_contradicts'
    ])
    expect(lines).toContain(
      '  input tokens         1,000     1,200      not comparable: baseline input_tokens means something else in 1 request (adapter_counter_contradicts: input_tokens: the accounting says 1,000, output.usage (claude) says 150,000)'
    )
    expect(lines).toContain('  output tokens        100       120        +20 (+20.0%)')
    expect(lines).toContain(
      '  warning [adapter_counter_contradicts] baseline: 1 request reports adapter counters (output.usage) that contradict the accounting beyond rounding (e.g. input_tokens: the accounting says 1,000, output.usage (claude) says 150,000 in baseline/calc/add@r1#1); figures are shown as reported, the delta of input_tokens and total_tokens is withheld'
    )
    // 1,205 against 1,200 is within rounding: a notice, never a withheld delta.
    expect(lines).toContain(
      '  notice [legacy_counter_differs] candidate: output.usage (claude) reports input_tokens 1,205; the request accounting says 1,200 (legacy counters are shown, never added) (candidate-result.json)'
    )
  })

  it('one request contradicting four fields is one request, and every metric it names is withheld (issue 36 item 9)', () => {
    const counter = {
      source: 'output.usage (claude)',
      input_tokens: 150000,
      cached_input_tokens: null,
      output_tokens: 9000,
      total_tokens: 159000,
      cost_usd: 3
    }
    const r = resultReq('q1', { ...tokens(1000, 100), total_tokens: 1100, cost_usd: 0.01 }, { legacy_counters: [counter] })
    const report = compare(
      input(
        [config('baseline'), config('candidate')],
        [
          attempt('baseline', 'calc/add', { requests: [r] }),
          attempt('candidate', 'calc/add', { requests: [resultReq('q2', tokens(1000, 100))] })
        ]
      )
    )
    expect(report.warnings.find((w) => w.code === 'adapter_counter_contradicts')?.message).toBe(
      'baseline: 1 request reports adapter counters (output.usage) that contradict the accounting beyond rounding (4 fields in all) (e.g. input_tokens: the accounting says 1,000, output.usage (claude) says 150,000 in baseline/calc/add@r1#1); figures are shown as reported, the delta of input_tokens, output_tokens, total_tokens and cost_usd is withheld'
    )
  })

  it('tells rounding from contradiction: more than 1 % of the larger figure and more than one unit', () => {
    expect([
      beyondRounding('input_tokens', 150000, 1000),
      beyondRounding('input_tokens', 1205, 1200),
      beyondRounding('input_tokens', 3, 1)
    ]).toEqual([true, false, true])
    expect([beyondRounding('cost_usd', 0.0298, 0.02980049), beyondRounding('cost_usd', 0.03, 0.02)]).toEqual([false, true])
  })
})

describe('a retried request (several start/end pairs in one record)', () => {
  it('accounts every try when the lines pair up, and makes the sum a lower bound with a warning when they do not', async () => {
    const out = await cli([path.join(DIR, 'retried-manifest.json')])
    const lines = out.stdout.split('\n')
    expect(out.code).toBe(1)
    expect(lines[0]).toBe(
      'Evidence INCOMPLETE — 1 of 2 configurations incomplete: candidate. Figures marked ≥ or "none seen" are lower bounds; baseline: input, output and total tokens fully covered · cached input and reasoning tokens unknown · cost fully covered; candidate: input, output and total tokens 0 of 1 request · cached input and reasoning tokens unknown · cost 0 of 1 request.'
    )
    expect(lines).toContain(
      '  input tokens         5,000     ≥ 2,500    not comparable: candidate input_tokens incomplete (0 of 1 requests)'
    )
    expect(lines).toContain('  cost                 $0.05     ≥ $0.025   not comparable: candidate cost_usd incomplete (0 of 1 requests)')
    expect(lines).toContain(
      "  warning [record_tries_unpaired] candidate: 2 start and 1 end lines that do not pair up (a retried request whose tries cannot be told apart): the last end line's usage is kept as a lower bound of what the request used, never as its whole usage (.fabric/rt-u/inv-1/run-record.jsonl)"
    )
    expect(lines).toContain(
      "  notice [record_retried] baseline: 2 tries (start/end pairs) in one request record: every try was billed, so its usage is the sum of every try's (input_tokens 3,000 + 2,000, output_tokens 200 + 300); status and stop are the last end line's (.fabric/rt-r/inv-1/run-record.jsonl)"
    )
  })

  it('a full result beside a record of several tries is complete only when it equals the sum of every try', () => {
    const run = (resultInput: number) => {
      const r = req('q', {
        result: read('q.json', result({ request_id: 'q', usage: tokens(resultInput, 10) })),
        record: read('q.jsonl', record(end({ usage: tokens(500, 10) }), undefined, { tries: 2 }))
      })
      const report = compare(input([config('base')], [attempt('base', 't', { requests: [r] })]))
      return { usage: report.configurations[0]!.usage.input_tokens, codes: report.warnings.map((w) => `${w.severity} ${w.code}`) }
    }
    expect(run(500)).toEqual({ usage: { observed: 500, reported_by: 1, expected: 1, complete: true }, codes: [] })
    const last = run(200)
    expect(last.usage).toEqual({ observed: 200, reported_by: 0, expected: 1, complete: false })
    expect(last.codes).toEqual(expect.arrayContaining(['warning result_covers_one_try', 'warning usage_partial']))
  })
})
