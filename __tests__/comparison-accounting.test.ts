import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { attempt, config, input, missingFile, req, resultReq, tokens, usage } from './support/comparison-builders.js'

const codes = (rep: ReturnType<typeof compare>) => rep.warnings.map((w) => w.code)

describe('accounting per configuration', () => {
  it('three expected requests, one result missing → sum of two, reported_by 2 of 3, incomplete', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [resultReq('a', tokens(100, 10)), resultReq('b', tokens(200, 20)), req('c', { result: missingFile('c.json') })]
          })
        ]
      )
    )
    const c = rep.configurations[0]!
    expect(c.usage.input_tokens).toEqual({ observed: 300, reported_by: 2, expected: 3, complete: false })
    expect(c.usage.output_tokens).toEqual({ observed: 30, reported_by: 2, expected: 3, complete: false })
    expect(c.requests.missing).toBe(1)
    expect(c.complete).toBe(false)
    const w = rep.warnings.find((x) => x.code === 'usage_partial')!
    expect(w.message).toBe(
      'base: usage incomplete: input_tokens 2 of 3 requests, output_tokens 2 of 3 requests, total_tokens 2 of 3 requests — sums are lower bounds'
    )
    expect(w.attempts).toEqual(['base/t@r1#1'])
  })

  it('a reported 0 counts as reported, a null does not', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [resultReq('a', usage({ input_tokens: 0, reasoning_tokens: 0 })), resultReq('b', usage({ input_tokens: 5 }))]
          })
        ]
      )
    )
    const u = rep.configurations[0]!.usage
    expect(u.input_tokens).toEqual({ observed: 5, reported_by: 2, expected: 2, complete: true })
    expect(u.reasoning_tokens).toEqual({ observed: 0, reported_by: 1, expected: 2, complete: false })
    expect(u.cached_input_tokens).toEqual({ observed: null, reported_by: 0, expected: 2, complete: false })
  })

  it('every request reported but inventory unverified → complete false', () => {
    const rep = compare(
      input([config('base', { attempts_complete: null })], [attempt('base', 't', { requests: [resultReq('a', tokens(1, 1))] })])
    )
    expect(rep.configurations[0]!.usage.input_tokens).toEqual({ observed: 1, reported_by: 1, expected: 1, complete: false })
  })

  it('cost in another pricing basis is left out and raises pricing_basis_mixed', () => {
    const rep = compare(
      input(
        [config('base', { pricing: { basis: 'p2026', verified: true } })],
        [
          attempt('base', 't', {
            requests: [
              resultReq('a', usage({ ...tokens(1, 1), cost_usd: 0.5, pricing_basis: 'p2026' })),
              resultReq('b', usage({ ...tokens(1, 1), cost_usd: 0.25 })),
              resultReq('c', usage({ ...tokens(1, 1), cost_usd: 9, pricing_basis: 'other' }))
            ]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.cost_usd).toEqual({ observed: 0.75, reported_by: 2, expected: 3, complete: false })
    const w = rep.warnings.find((x) => x.code === 'pricing_basis_mixed')!
    expect(w.message).toBe('base: 1 request priced in another basis (other) than p2026; their cost is left out of the sum')
  })

  it('cost without a pricing basis → pricing_basis_missing; unverified basis → pricing_basis_unverified', () => {
    const attempts = [
      attempt('a', 't', { requests: [resultReq('x', usage({ ...tokens(1, 1), cost_usd: 1 }))] }),
      attempt('b', 't', { requests: [resultReq('y', usage({ ...tokens(1, 1), cost_usd: 1 }))] })
    ]
    const rep = compare(input([config('a'), config('b', { pricing: { basis: 'p', verified: false } })], attempts))
    expect(rep.warnings.filter((w) => w.code.startsWith('pricing')).map((w) => [w.code, w.configurations])).toEqual([
      ['pricing_basis_missing', ['a']],
      ['pricing_basis_unverified', ['b']]
    ])
  })

  it('cached input above input is flagged, numbers kept as reported', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [resultReq('a', usage({ ...tokens(100, 1), cached_input_tokens: 400 }))]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.cached_input_tokens.observed).toBe(400)
    expect(rep.configurations[0]!.usage.input_tokens.observed).toBe(100)
    const w = rep.warnings.find((x) => x.code === 'cached_exceeds_input')!
    expect(w.severity).toBe('warning')
    expect(w.message).toBe(
      'base: 1 request reports cached_input_tokens above input_tokens (e.g. 400 > 100 in base/t@r1#1): the producer counts cached input apart from input; numbers are shown as reported, the delta of input_tokens, cached_input_tokens and total_tokens is withheld'
    )
  })

  it('legacy counters are never added; a difference is a legacy_counter_differs notice', () => {
    const legacy = {
      source: 'harbor agent_result',
      input_tokens: 150,
      cached_input_tokens: null,
      output_tokens: 11,
      total_tokens: null,
      cost_usd: null
    }
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [resultReq('a', tokens(100, 10))],
            legacy_counters: [legacy]
          })
        ]
      )
    )
    expect(rep.configurations[0]!.usage.input_tokens.observed).toBe(100)
    expect(rep.attempts[0]!.legacy_counters).toEqual([legacy])
    const notes = rep.attempts[0]!.diagnostics.filter((d) => d.code === 'legacy_counter_differs').map((d) => d.message)
    expect(notes).toEqual([
      'harbor agent_result reports input_tokens 150; the attempt accounting says 100 (legacy counters are shown, never added)',
      'harbor agent_result reports output_tokens 11; the attempt accounting says 10 (legacy counters are shown, never added)'
    ])
    expect(rep.warnings.find((w) => w.code === 'legacy_counter_differs')!.severity).toBe('notice')
  })

  it('request-level legacy counters are copied with their source and file', () => {
    const legacy = {
      source: 'output.usage (claude adapter)',
      input_tokens: 100,
      cached_input_tokens: null,
      output_tokens: 10,
      total_tokens: null,
      cost_usd: null
    }
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [resultReq('a', tokens(100, 10), { legacy_counters: [legacy] })]
          })
        ]
      )
    )
    expect(rep.attempts[0]!.legacy_counters).toEqual([{ ...legacy, file: 'a.json' }])
    expect(codes(rep)).not.toContain('legacy_counter_differs')
  })
})
