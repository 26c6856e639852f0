/**
 * Numbers at the edge (issue 11, kind 6): a sum that overflows is a named
 * problem, never a complete unknown.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { renderText } from '../src/render/text/text.js'
import { attempt, config, input, resultReq, usage } from './support/comparison-builders.js'

describe('a usage sum that overflows', () => {
  it('is null, not complete, and warned about as sum_overflow (not usage_partial)', () => {
    const huge = usage({ input_tokens: 1, output_tokens: 1, total_tokens: 2, cost_usd: 1e308 })
    const report = compare(input([config('a')], [attempt('a', 't', { requests: [resultReq('r1', huge), resultReq('r2', huge)] })]), 'test')
    const a = report.configurations[0]
    expect(a?.usage.cost_usd).toEqual({ observed: null, reported_by: 2, expected: 2, complete: false })
    expect(a?.usage.input_tokens).toEqual({ observed: 2, reported_by: 2, expected: 2, complete: true })
    expect(report.warnings.map((w) => [w.code, w.message])).toEqual([
      ['pricing_basis_missing', expect.any(String)],
      [
        'sum_overflow',
        'a: the sum of cost_usd exceeds what a 64-bit float holds exactly (token counts above 2^53 − 1 = 9,007,199,254,740,991, costs above about 1.8e308); shown as unknown, not complete'
      ]
    ])
    expect(renderText(report, { details: true })).toContain('sum_overflow')
    // Reported, yet unknown: the configuration and the report are not complete, and the gate says why (issue 36 item 9).
    expect([a?.complete, report.complete, report.gate.passed]).toEqual([false, false, false])
    expect(report.gate.reasons).toContain('a: the sum of cost_usd exceeds what a 64-bit float holds exactly (unknown)')
  })
})

describe('counts are non-negative integers in the legacy-counter reader too', () => {
  it('a fractional token count is dropped with a diagnostic; a fractional cost is kept', async () => {
    const { readLegacyCounters } = await import('../src/evidence/fabric/legacy-counters.js')
    const diagnostics: import('../src/evidence/types.js').Diagnostic[] = []
    expect(readLegacyCounters({ usage: { prompt_tokens: 12.5, completion_tokens: 3, cost: 0.25 } }, 'deepagents', diagnostics)).toEqual([
      {
        source: 'output.usage (deepagents)',
        input_tokens: null,
        cached_input_tokens: null,
        output_tokens: 3,
        total_tokens: null,
        cost_usd: 0.25
      }
    ])
    expect(diagnostics).toEqual([
      {
        code: 'legacy_counter_invalid',
        message: 'legacy counter ignored: expected a non-negative integer up to 2^53 − 1, found 12.5',
        json_path: '$.output.usage.prompt_tokens'
      }
    ])
  })
})

describe('ATIF step metrics whose sum overflows (fuzz seed 11)', () => {
  it('the sum is not reported, with a diagnostic', async () => {
    const { reduceAtif } = await import('../src/evidence/atif/segment.js')
    const r = reduceAtif(
      { steps: [{ metrics: { cost_usd: 1.696464263104512e293 } }, { metrics: { cost_usd: 1.7976931348623141e308 } }] },
      't.json'
    )
    expect(r.ok && r.value.step_sums.cost_usd).toBeNull()
    expect(r.ok && r.value.diagnostics.filter((d) => d.code === 'atif_field_invalid')).toEqual([
      {
        code: 'atif_field_invalid',
        message: "the sum of the steps' metrics.cost_usd exceeds what a 64-bit float holds exactly (about 1.8e308); not reported",
        json_path: '$.steps',
        file: 't.json'
      }
    ])
  })
})
