import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import type { StopInfo } from '../src/evidence/types.js'
import {
  attempt,
  config,
  draftSnapshot,
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
  usage,
  verdict
} from './support/comparison-builders.js'

const stop = (p: Partial<StopInfo>): StopInfo => ({
  cause: null,
  reason: null,
  timeout_ms: null,
  used_ms: null,
  force_stopped: null,
  exit_code: null,
  exit_signal: null,
  ...p
})
const snap = draftSnapshot({
  observed_at: '2026-01-01T00:00:00Z',
  scope: 'adapter_host_tree',
  process_count: 3,
  rss_bytes: 1048576,
  cpu_user_ms: null,
  cpu_system_ms: 20
})
const rec = (id: string, s: Partial<StopInfo>, p: Parameters<typeof end>[0] = {}, oomBefore: number | null = null) =>
  req(id, { record: read(`${id}.jsonl`, record(end({ usage: tokens(1, 1), stop: stop(s), ...p }), start({ oom_kill_count: oomBefore }))) })

/** A configuration touching every block of the report. */
function rich() {
  return input(
    [
      config('base', { evaluator: { name: 'judge', version: null }, pricing: { basis: 'p', verified: false } }),
      config('cand', { attempts_complete: null })
    ],
    [
      attempt('base', 't', {
        task_duration_ms: 1000,
        evaluation: verdict(true, { score: 1, scores: { r: 1 }, note: 'ok' }),
        requests: [
          req('a', {
            result: read(
              'a.json',
              result({
                usage: usage({ ...tokens(5, 1), cost_usd: 0.1 }),
                resource_snapshot: snap,
                status: 'failed',
                error: { code: 'E_TOOL', stage: 'run', retryable: false, message: 'x' }
              })
            ),
            record: read('a.jsonl', record(end({ usage: tokens(5, 1), stop: stop({ cause: 'agent_failed', exit_code: 1 }) })))
          }),
          rec(
            'b',
            { cause: 'fabric_failed', reason: 'timeout', exit_signal: 'SIGKILL' },
            { status: null, oom_kill_count: 2, resource_snapshot: snap },
            1
          ),
          rec('c', { cause: 'sandbox_failed' }, { status: 'cancelled' }),
          rec('d', { cause: 'agent_exhausted_budget' }),
          req('e', { result: missingFile('e.json'), record: unreadable('e.jsonl', 'line 2 is not JSON', 2) })
        ]
      }),
      attempt('cand', 't', { requests_complete: null, evaluation: verdict(null), requests: [resultReq('f', tokens(2, 2))] }),
      attempt('ghost', 't', { requests: [resultReq('g', tokens(1, 1))] })
    ],
    { diagnostics: [{ code: 'index_unknown_configuration', message: 'index for ghost', file: 'ghost.json' }] }
  )
}

describe('outcomes, resources and report shape', () => {
  it('counts status, stop causes, failures, timeouts, OOM kills, exit codes/signals and error codes', () => {
    const o = compare(rich()).configurations[0]!.outcomes
    expect(o).toEqual({
      status: { succeeded: 1, failed: 1, cancelled: 1, unknown: 2 },
      stop_causes: { agent_failed: 1, fabric_failed: 1, sandbox_failed: 1, agent_exhausted_budget: 1 },
      infrastructure_failures: 2,
      agent_failures: 2,
      other_stops: 0,
      timeouts: 1,
      // Every request has a record end line: none could show a full-result timeout alone.
      timeouts_by_source: { record_stop: 1, full_result_error_code: null, harness_exception: null },
      // b's rise is in a container not declared exclusive: listed apart, never counted.
      oom_kills: null,
      oom_kill_count_rise: null,
      shared_container_oom_rises: [{ attempt: 'base/t@r1#1', request_id: 'b', rise: 1, exclusive_container: null }],
      exit_codes: { '1': 1 },
      exit_signals: { SIGKILL: 1 },
      error_codes: { E_TOOL: 1 },
      coverage: { expected: 5, records: 4, timeouts: 4, oom: 0, harness: 0, denominator_verified: true }
    })
  })

  it('lists every resource snapshot one by one with its source, unavailable fields null', () => {
    const r = compare(rich()).configurations[0]!.resources
    expect(r).toEqual([
      { attempt: 'base/t@r1#1', request_id: 'a', source: 'full_result', ...snap, system_stats: null },
      { attempt: 'base/t@r1#1', request_id: 'b', source: 'record_end', ...snap, system_stats: null }
    ])
  })

  it('keeps attempts of undeclared configurations, top-level diagnostics, and satisfies ReportSchema', () => {
    const rep = compare(rich())
    expect(rep.attempts.map((a) => a.key)).toEqual(['base/t@r1#1', 'cand/t@r1#1', 'ghost/t@r1#1'])
    expect(rep.warnings.find((w) => w.code === 'configuration_unknown')!.attempts).toEqual(['ghost/t@r1#1'])
    expect(rep.diagnostics).toEqual([{ code: 'index_unknown_configuration', message: 'index for ghost', file: 'ghost.json' }])
    expect(rep.attempts[0]!.evaluation).toEqual({
      evaluator: { name: 'judge', version: null },
      passed: true,
      score: 1,
      scores: { r: 1 },
      note: 'ok'
    })
    expect(rep.attempts[0]!.requests[0]!).toMatchObject({
      evidence: 'full_result',
      status: 'failed',
      stop_cause: 'agent_failed',
      error_code: 'E_TOOL'
    })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('partially reported cost raises usage_partial; unverified basis blocks the cost delta', () => {
    const rep = compare(rich())
    expect(rep.warnings.find((w) => w.code === 'usage_partial' && w.configurations[0] === 'base')!.message).toBe(
      'base: usage incomplete: input_tokens 4 of 5 requests, output_tokens 4 of 5 requests, total_tokens 4 of 5 requests, cost_usd 1 of 5 requests — sums are lower bounds'
    )
    expect(rep.comparisons[0]!.metrics.cost_usd).toEqual({
      baseline: 0.1,
      candidate: null,
      delta: null,
      reason:
        'base pricing basis p unverified; cand has no pricing basis; base cost_usd incomplete (1 of 5 requests); cand cost_usd unknown (0 of 1 requests)'
    })
  })
})
