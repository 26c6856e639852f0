import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { GatePolicy } from '../src/comparison/input/input.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { attempt, config, input, missingFile, req, resultReq, tokens } from './support/comparison-builders.js'

const full = () => [resultReq('q', tokens(10, 2))]

describe('completeness and the gate', () => {
  it('an unverified attempt inventory → complete false even with every file present', () => {
    const rep = compare(input([config('cand', { attempts_complete: null })], [attempt('cand', 't', { requests: full() })]))
    expect(rep.configurations[0]!.requests.missing).toBe(0)
    expect(rep.complete).toBe(false)
    expect(rep.gate).toEqual({ policy: 'incomplete', passed: false, reasons: ['cand: attempt inventory not verified'] })
    expect(rep.warnings.find((w) => w.code === 'attempt_inventory_unverified')!.message).toBe(
      'cand: attempt inventory not verified (1 attempt listed); set `attempts_complete: true` in the manifest or declare the expected inventory'
    )
  })

  it('requests_complete absent → list unverified, complete false', () => {
    const rep = compare(input([config('cand')], [attempt('cand', 't', { requests_complete: null, requests: full() })]))
    expect(rep.configurations[0]!.requests).toMatchObject({ lists_verified: 0, lists_unverified: 1 })
    expect(rep.attempts[0]!.requests_complete).toBe(false)
    expect(rep.complete).toBe(false)
    expect(rep.gate.reasons).toEqual(['cand: request list not verified for 1 of 1 listed attempts'])
    expect(rep.warnings.map((w) => w.code)).toEqual(['request_list_unverified', 'usage_partial'])
  })

  it('a missing attempt is counted, named and gapped', () => {
    const rep = compare(
      input(
        [config('cand')],
        [
          attempt('cand', 'calc/add', { revision: 'r3', attempt: '1', requests: full() }),
          attempt('cand', 'calc/add', {
            revision: 'r3',
            attempt: '2',
            missing: true,
            requests_complete: null,
            declared_in: { path: 'manifest.json', artifact: null }
          })
        ]
      )
    )
    const c = rep.configurations[0]!
    expect(c.attempts).toEqual({ listed: 2, with_evidence: 1, missing: 1, inventory_verified: true })
    expect(c.gaps).toEqual([
      {
        reason: 'attempt_missing',
        count: 1,
        examples: [
          {
            attempt: 'cand/calc/add@r3#2',
            request_id: null,
            file: 'manifest.json',
            artifact: null,
            line: null,
            detail: 'no evidence of this attempt was found'
          }
        ]
      }
    ])
    // The missing attempt's list is neither verified nor unverified: it is counted as missing.
    expect(c.requests).toMatchObject({ lists_verified: 1, lists_unverified: 0 })
    expect(rep.gate.reasons).toEqual(['cand: 1 of 2 listed attempts missing (cand/calc/add@r3#2)'])
    expect(rep.warnings.find((w) => w.code === 'attempt_missing')!.message).toBe(
      'cand: 1 of 2 listed attempts missing, no authoritative evidence (cand/calc/add@r3#2)'
    )
  })

  it('requests without authoritative evidence are named in the gate reasons', () => {
    const rep = compare(
      input([config('cand')], [attempt('cand', 't', { requests: [...full(), req('z', { result: missingFile('z.json') })] })])
    )
    expect(rep.gate.reasons).toEqual([
      'cand: 1 of 2 expected requests have no authoritative evidence',
      'cand: input_tokens reported by 1 of 2 requests',
      'cand: output_tokens reported by 1 of 2 requests'
    ])
  })

  it.each<[GatePolicy, boolean, boolean]>([
    ['incomplete', true, true],
    ['warnings', true, false],
    ['never', true, true],
    ['incomplete', false, false],
    ['warnings', false, false],
    ['never', false, true]
  ])('policy %s, complete %s → passed %s', (policy, complete, passed) => {
    // cost reported without a pricing basis: a `warning`-severity warning that does not affect completeness
    const requests = [
      resultReq('q', { ...tokens(1, 1), cached_input_tokens: null, reasoning_tokens: null, cost_usd: 1, pricing_basis: null })
    ]
    const rep = compare(input([config('c', { attempts_complete: complete })], [attempt('c', 't', { requests })], { policy }))
    expect([rep.complete, rep.gate.passed]).toEqual([complete, passed])
    if (policy === 'warnings') expect(rep.gate.reasons).toContain('warning pricing_basis_missing')
  })

  it('nothing wrong → gate passes with no reasons; generated_by uses the given version', () => {
    const rep = compare(input([config('c')], [attempt('c', 't', { requests: full() })], { policy: 'warnings' }), '1.2.3')
    expect(rep.gate).toEqual({ policy: 'warnings', passed: true, reasons: [] })
    expect(rep.generated_by).toEqual({ name: 'fabric-compare', version: '1.2.3' })
    expect(compare(input([], [])).generated_by.version).toBe('0.0.0')
  })

  it('unexpected attempts warn but do not change completeness', () => {
    const rep = compare(
      input([config('c')], [attempt('c', 't', { requests: full() })], {
        unexpected_attempts: [
          { configuration: 'c', task: 'x', revision: 'r9', attempt: '1', declared_in: { path: 'idx.json', artifact: 'art' } }
        ]
      })
    )
    expect(rep.complete).toBe(true)
    expect(rep.warnings.map((w) => [w.code, w.attempts])).toEqual([['attempt_unexpected', ['c/x@r9#1']]])
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('an attempt listed twice is counted, warned and makes the inventory unverifiable; its shared file counts once', () => {
    const a = attempt('c', 't', { requests: full() })
    const rep = compare(input([config('c')], [a, a]))
    expect(rep.complete).toBe(false)
    const c = rep.configurations[0]!
    expect([c.attempts.listed, c.attempts.missing, c.usage.input_tokens.observed, c.usage.input_tokens.reported_by]).toEqual([2, 1, 10, 1])
    expect(rep.gate.reasons).toContain('c: 1 attempt is listed more than once')
    expect(rep.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['duplicate_attempt', 'attempt_missing']))
    expect(rep.attempts[1]!.requests[0]!.files[0]!.reason).toBe('the same file is already the evidence of c/t@r1#1 request q; counted once')
  })

  it('a configuration with no attempts is not complete, even with its inventory declared whole', () => {
    const rep = compare(input([config('c')], []))
    expect(rep.complete).toBe(false)
    expect(rep.gate.reasons).toEqual(['c: no attempts listed'])
  })

  it('warnings are ordered by severity, then code, then configuration', () => {
    const rep = compare(
      input(
        [config('b', { attempts_complete: null }), config('a', { attempts_complete: null })],
        [
          attempt('b', 't', { requests: [resultReq('qb', tokens(10, 2))], diagnostics: [{ code: 'mystery_code', message: 'odd' }] }),
          attempt('a', 't', { requests: [resultReq('qa', tokens(10, 2))] })
        ]
      )
    )
    expect(rep.warnings.map((w) => [w.code, w.severity, w.configurations.join()])).toEqual([
      ['attempt_inventory_unverified', 'warning', 'a'],
      ['attempt_inventory_unverified', 'warning', 'b'],
      ['usage_partial', 'warning', 'a'],
      ['usage_partial', 'warning', 'b'],
      ['mystery_code', 'notice', 'b']
    ])
  })
})

describe('a lower bound names its own cause', () => {
  const both = (cand: ReturnType<typeof attempt>[], c = config('c')) =>
    compare(
      input(
        [config('b'), c],
        [
          attempt('b', 't', { attempt: '1', requests: [resultReq('b1', tokens(10, 2))] }),
          attempt('b', 't', { attempt: '2', requests: [resultReq('b2', tokens(10, 2))] }),
          ...cand
        ],
        { baseline: 'b' }
      )
    )

  it('a missing attempt is counted as missing, never as an unverified request list, and the delta says so', () => {
    const rep = both([
      attempt('c', 't', { attempt: '1', requests: [resultReq('c1', tokens(10, 2))] }),
      attempt('c', 't', { attempt: '2', missing: true, requests_complete: null })
    ])
    const c = rep.configurations.find((x) => x.id === 'c')!
    expect(c.requests).toMatchObject({ lists_verified: 1, lists_unverified: 0 })
    expect(c.attempts).toMatchObject({ listed: 2, missing: 1 })
    expect(rep.comparisons[0]!.metrics.input_tokens.reason).toBe(
      'c input_tokens incomplete (1 of 1 requests: a lower bound because 1 attempt is missing)'
    )
  })

  it('an unverified request list is named as such, with its count', () => {
    const rep = both([
      attempt('c', 't', { attempt: '1', requests: [resultReq('c1', tokens(10, 2))] }),
      attempt('c', 't', { attempt: '2', requests_complete: null, requests: [resultReq('c2', tokens(10, 2))] })
    ])
    expect(rep.configurations.find((x) => x.id === 'c')!.requests).toMatchObject({ lists_verified: 1, lists_unverified: 1 })
    expect(rep.comparisons[0]!.metrics.input_tokens.reason).toBe(
      'c input_tokens incomplete (2 of 2 requests: a lower bound because 1 request list is not verified)'
    )
  })

  it('an unverified attempt inventory is named, not the request lists', () => {
    const rep = both(
      [
        attempt('c', 't', { attempt: '1', requests: [resultReq('c1', tokens(10, 2))] }),
        attempt('c', 't', { attempt: '2', requests: [resultReq('c2', tokens(10, 2))] })
      ],
      config('c', { attempts_complete: null })
    )
    expect(rep.comparisons[0]!.metrics.input_tokens.reason).toBe(
      'c input_tokens incomplete (2 of 2 requests: a lower bound because the attempt inventory is not verified)'
    )
  })
})
