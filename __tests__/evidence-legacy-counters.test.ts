import { describe, expect, it } from '@jest/globals'
import { readLegacyCounters } from '../src/evidence/fabric/legacy-counters.js'
import type { Diagnostic } from '../src/evidence/types.js'

function read(output: unknown, harness: string | null = null): { counters: unknown; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  return { counters: readLegacyCounters(output, harness, diagnostics), diagnostics }
}

describe('readLegacyCounters', () => {
  it('Claude: input adds cache reads and cache writes (Anthropic input_tokens excludes them)', () => {
    const usage = { input_tokens: 9, cache_read_input_tokens: 4978, cache_creation_input_tokens: 4050, output_tokens: 300 }
    expect(read({ usage, cost_usd: 0.5 })).toEqual({
      counters: [
        {
          source: 'output.usage (claude)',
          input_tokens: 9037,
          cached_input_tokens: 4978,
          output_tokens: 300,
          total_tokens: null,
          cost_usd: 0.5
        }
      ],
      diagnostics: []
    })
  })

  it('Claude: a missing cache figure leaves input unknown rather than understated', () => {
    expect(read({ harness: 'claude', usage: { input_tokens: 9, output_tokens: 3 } }).counters).toEqual([
      {
        source: 'output.usage (claude)',
        input_tokens: null,
        cached_input_tokens: null,
        output_tokens: 3,
        total_tokens: null,
        cost_usd: null
      }
    ])
  })

  it('Claude: cost only', () => {
    expect(read({ cost_usd: 1.25, usage: null }, 'claude').counters).toEqual([
      {
        source: 'output.cost_usd (claude)',
        input_tokens: null,
        cached_input_tokens: null,
        output_tokens: null,
        total_tokens: null,
        cost_usd: 1.25
      }
    ])
  })

  it('Deep Agents: prompt/completion/total/cost', () => {
    expect(read({ usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140, cost: 0.002 } }).counters).toEqual([
      {
        source: 'output.usage (deepagents)',
        input_tokens: 100,
        cached_input_tokens: null,
        output_tokens: 40,
        total_tokens: 140,
        cost_usd: 0.002
      }
    ])
  })

  it('reads leniently: a bad figure is dropped with a diagnostic, the rest kept', () => {
    expect(read({ usage: { input_tokens: 10, cached_input_tokens: 'lots', output_tokens: -2 } }, 'codex')).toEqual({
      counters: [
        {
          source: 'output.usage (codex)',
          input_tokens: 10,
          cached_input_tokens: null,
          output_tokens: null,
          total_tokens: null,
          cost_usd: null
        }
      ],
      diagnostics: [
        {
          code: 'legacy_counter_invalid',
          message: 'legacy counter ignored: expected a non-negative integer up to 2^53 − 1, found string',
          json_path: '$.output.usage.cached_input_tokens'
        },
        {
          code: 'legacy_counter_invalid',
          message: 'legacy counter ignored: expected a non-negative integer up to 2^53 − 1, found -2',
          json_path: '$.output.usage.output_tokens'
        }
      ]
    })
  })

  it('an unrecognised usage shape gives no counter and a diagnostic; no output gives nothing', () => {
    expect(read({ usage: { tokens: 5 } }, 'hermes')).toEqual({
      counters: [],
      diagnostics: [
        {
          code: 'legacy_counter_unrecognized',
          message: 'output.usage has no recognised adapter shape (claude, codex, deepagents); not read',
          json_path: '$.output.usage'
        }
      ]
    })
    expect(read(null)).toEqual({ counters: [], diagnostics: [] })
    expect(read({ response: 'hi', api_calls: 3 }, 'hermes')).toEqual({ counters: [], diagnostics: [] })
    expect(read({ usage: 'n/a' }).diagnostics.map((d) => d.code)).toEqual(['legacy_counter_invalid'])
  })
})
