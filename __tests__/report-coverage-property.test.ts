/**
 * Property over generated evidence (fast-check): every figure of the report
 * that no request's evidence could observe is null (unknown), never 0; a
 * figure is complete only when every expected request observed it; a
 * configuration is complete only when its token figures are; a delta is
 * given only between complete figures.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { compare } from '../src/comparison/compare.js'
import type { RequestInput } from '../src/comparison/input/input.js'
import { USAGE_METRICS, type StopInfo, type Usage } from '../src/evidence/types.js'
import { attempt, config, end, input, missingFile, read, record, req, result, start } from './support/comparison-builders.js'

const count = fc.option(fc.nat(5000), { nil: null })
const usageArb: fc.Arbitrary<Usage | null> = fc.option(
  fc.record({
    input_tokens: count,
    cached_input_tokens: count,
    output_tokens: count,
    reasoning_tokens: count,
    total_tokens: count,
    cost_usd: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
    pricing_basis: fc.constant(null)
  }),
  { nil: null }
)
const status = fc.constantFrom('succeeded' as const, 'failed' as const, 'cancelled' as const, null)
const stopArb: fc.Arbitrary<StopInfo | null> = fc.option(
  fc.record({
    cause: fc.constantFrom('fabric_failed', 'sandbox_failed', 'agent_exhausted_budget', 'unclassified', 'agent_failed', null),
    reason: fc.constantFrom('timeout', null),
    timeout_ms: count,
    used_ms: count,
    force_stopped: fc.option(fc.boolean(), { nil: null }),
    exit_code: fc.option(fc.integer({ min: 0, max: 255 }), { nil: null }),
    exit_signal: fc.constantFrom('SIGKILL', null)
  }),
  { nil: null }
)

const requestArb = (id: string): fc.Arbitrary<RequestInput> =>
  fc
    .record({
      result: fc.constantFrom('read', 'missing', 'none'),
      record: fc.constantFrom('read', 'no_end', 'missing', 'none'),
      usage: usageArb,
      recordUsage: usageArb,
      status,
      errorCode: fc.constantFrom('timeout', 'runtime_error', null),
      stop: stopArb,
      exclusive: fc.option(fc.boolean(), { nil: null }),
      oomBefore: fc.option(fc.nat(3), { nil: null }),
      oomAfter: fc.option(fc.nat(3), { nil: null })
    })
    .map((g) =>
      req(id, {
        result:
          g.result === 'read'
            ? read(
                `${id}.json`,
                result({
                  request_id: id,
                  usage: g.usage,
                  status: g.status ?? 'failed',
                  error: g.errorCode === null ? null : { code: g.errorCode, stage: null, retryable: null, message: null }
                })
              )
            : g.result === 'missing'
              ? missingFile(`${id}.json`)
              : null,
        record:
          g.record === 'read' || g.record === 'no_end'
            ? read(
                `.fabric/${id}.jsonl`,
                record(
                  g.record === 'no_end' ? null : end({ status: g.status, usage: g.recordUsage, stop: g.stop, oom_kill_count: g.oomAfter }),
                  start({ exclusive_container: g.exclusive, oom_kill_count: g.oomBefore })
                )
              )
            : g.record === 'missing'
              ? missingFile(`.fabric/${id}.jsonl`)
              : null
      })
    )

const configArb = (id: string) =>
  fc
    .record({
      requests: fc
        .array(fc.nat(3), { minLength: 1, maxLength: 4 })
        .chain((sizes) =>
          fc.tuple(...sizes.map((n, i) => fc.tuple(...Array.from({ length: n }, (_, j) => requestArb(`${id}-${i}-${j}`)))))
        ),
      attempts_complete: fc.boolean()
    })
    .map((g) => ({
      config: config(id, { attempts_complete: g.attempts_complete }),
      attempts: g.requests.map((rs, i) => attempt(id, `t${i}`, { requests: rs as RequestInput[] }))
    }))

describe('every figure carries its coverage (property)', () => {
  it('unobserved figures are null, partial ones never complete, deltas only between complete figures', () => {
    fc.assert(
      fc.property(configArb('base'), configArb('cand'), (b, c) => {
        const rep = compare(input([b.config, c.config], [...b.attempts, ...c.attempts]))
        for (const conf of rep.configurations) {
          for (const m of USAGE_METRICS) {
            const u = conf.usage[m]
            // Unknown without a reporter — except a complete sum over no expected request: a real 0.
            const emptyComplete = u.complete && u.expected === 0
            expect(u.observed === null).toBe(u.reported_by === 0 && !emptyComplete)
            if (emptyComplete) expect(u.observed).toBe(0)
            if (u.complete) expect(u.reported_by).toBe(u.expected)
          }
          const o = conf.outcomes
          const cov = o.coverage
          expect(cov.expected).toBe(conf.requests.expected)
          for (const n of [cov.records, cov.timeouts, cov.oom]) expect(n).toBeLessThanOrEqual(cov.expected)
          expect(o.stop_causes === null).toBe(cov.records === 0)
          expect(o.infrastructure_failures === null).toBe(cov.records === 0)
          expect(o.agent_failures === null).toBe(cov.records === 0)
          expect(o.timeouts === null).toBe(cov.timeouts === 0)
          expect(o.oom_kills === null).toBe(cov.oom === 0)
          expect(o.oom_kill_count_rise === null).toBe(cov.oom === 0)
          if (o.timeouts !== null) expect(o.timeouts).toBeLessThanOrEqual(cov.timeouts)
          if (o.oom_kills !== null) expect(o.oom_kills).toBeLessThanOrEqual(cov.oom)
          const t = conf.timing
          for (const d of [t.task_duration_ms, t.invocation_covered_ms, t.peak_concurrency]) expect(d.median === null).toBe(d.count === 0)
          if (conf.complete) {
            expect(conf.requests.missing).toBe(0)
            expect([conf.usage.input_tokens.complete, conf.usage.output_tokens.complete]).toEqual([true, true])
          }
        }
        expect(rep.complete).toBe(rep.configurations.every((x) => x.complete))
        for (const cmp of rep.comparisons) {
          for (const m of USAGE_METRICS) {
            const d = cmp.metrics[m]
            if (d.delta !== null) {
              expect(rep.configurations.map((x) => x.usage[m].complete)).toEqual([true, true])
              expect(d.reason).toBeNull()
            } else expect(typeof d.reason).toBe('string')
          }
        }
        for (const a of rep.attempts) {
          for (const r of a.requests) if (r.evidence === null) expect(r.usage).toBeNull()
        }
      }),
      { numRuns: 300, seed: 9 }
    )
  })
})
