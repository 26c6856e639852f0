/**
 * Twelve edge cases of the accounting: every figure states its coverage, what
 * nothing observed is unknown, deltas only between complete, like figures.
 * Each case asserts exact values in the report object (`--json`), the text
 * table and the `--details` lines.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { readRequestRecord } from '../src/evidence/fabric/request-record.js'
import { AGENT_A, cleanTrees, trial, tree } from './support/harbor-synthetic.js'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import type { StopInfo } from '../src/evidence/types.js'
import { renderText } from '../src/render/text/text.js'
import {
  attempt,
  config,
  draftSnapshot,
  end,
  input,
  read,
  record,
  req,
  result,
  start,
  tokens,
  usage
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
const lines = (text: string): string[] => text.split('\n')
const one = (attempts: Parameters<typeof input>[1]) => compare(input([config('base')], attempts))

describe('case 1: no run record, a full result failed with error.code timeout', () => {
  const rep = one([
    attempt('base', 't', {
      requests: [
        req('q1', {
          result: read(
            'q1.json',
            result({
              request_id: 'q1',
              status: 'failed',
              usage: tokens(10, 5),
              error: { code: 'timeout', stage: 'invoke', retryable: true, message: 'deadline' }
            })
          )
        })
      ]
    })
  ])
  const o = rep.configurations[0]!.outcomes

  it('counts the timeout from the full result, labelled by source; everything else is unknown', () => {
    expect(o).toEqual({
      status: { succeeded: 0, failed: 1, cancelled: 0, unknown: 0 },
      stop_causes: null,
      infrastructure_failures: null,
      agent_failures: null,
      other_stops: null,
      timeouts: 1,
      // No record end line: what only a record shows is unknown (null), not 0 or empty.
      timeouts_by_source: { record_stop: null, full_result_error_code: 1, harness_exception: null },
      oom_kills: null,
      oom_kill_count_rise: null,
      shared_container_oom_rises: [],
      exit_codes: null,
      exit_signals: null,
      error_codes: { timeout: 1 },
      coverage: { expected: 1, records: 0, timeouts: 1, oom: 0, harness: 0, denominator_verified: true }
    })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('prints unknown, never 0, with the coverage', () => {
    const text = lines(renderText(rep, { details: false }))
    expect(text).toContain('  stop causes              unknown (0 of 1 request with a record end line)')
    expect(text).toContain('  failures                 infrastructure unknown · agent unknown (0 of 1 request with a record end line)')
    expect(text).toContain('  timeouts                 1 (1 of 1 request that could show one); from full result error.code ×1')
    expect(text).toContain('  OOM kills                unknown (0 of 1 request in an exclusive container with both counts)')
    expect(text).toContain('  error codes              timeout ×1')
  })

  it('gives the error code, stage and retryable in --details and --json', () => {
    expect(rep.attempts[0]!.requests[0]!.error).toEqual({ source: 'full_result', code: 'timeout', stage: 'invoke', retryable: true })
    expect(rep.attempts[0]!.requests[0]!.stop).toBeNull()
    expect(lines(renderText(rep, { details: true }))).toContain('      error timeout · stage invoke · retryable yes (full result)')
  })
})

describe('case 3: an OOM rise in a shared container', () => {
  const rep = one([
    attempt('base', 't', {
      requests: [
        req('q1', {
          record: read(
            'q1.jsonl',
            record(
              end({ status: 'failed', usage: tokens(1, 1), oom_kill_count: 1, stop: stop({ cause: 'unclassified' }) }),
              start({ exclusive_container: false, oom_kill_count: 0 })
            )
          )
        })
      ]
    })
  ])
  const o = rep.configurations[0]!.outcomes

  it('is listed apart, never counted as an OOM kill of the request', () => {
    expect(o.oom_kills).toBeNull()
    expect(o.oom_kill_count_rise).toBeNull()
    expect(o.coverage).toEqual({ expected: 1, records: 1, timeouts: 1, oom: 0, harness: 0, denominator_verified: true })
    expect(o.shared_container_oom_rises).toEqual([{ attempt: 'base/t@r1#1', request_id: 'q1', rise: 1, exclusive_container: false }])
    expect(o.stop_causes).toEqual({ unclassified: 1 })
  })

  it('prints the rise apart and the counts in --details', () => {
    expect(lines(renderText(rep, { details: false }))).toContain(
      '  OOM kills                unknown (0 of 1 request in an exclusive container with both counts); shared-container rises: 1 request (1 kill), not attributed'
    )
    expect(lines(renderText(rep, { details: true }))).toContain('      oom_kill_count 0 → 1 · container shared')
  })

  it('counts kills and requests apart in an exclusive container', () => {
    const ex = one([
      attempt('base', 't', {
        requests: [
          req('q1', {
            record: read(
              'q1.jsonl',
              record(
                end({ status: 'failed', usage: tokens(1, 1), oom_kill_count: 5, stop: stop({ cause: 'sandbox_failed' }) }),
                start({ exclusive_container: true, oom_kill_count: 3 })
              )
            )
          })
        ]
      })
    ])
    const x = ex.configurations[0]!.outcomes
    expect([x.oom_kills, x.oom_kill_count_rise, x.shared_container_oom_rises, x.infrastructure_failures]).toEqual([1, 2, [], 1])
    expect(ex.warnings.map((w) => w.code)).not.toContain('record_state_excluded')
    expect(lines(renderText(ex, { details: false }))).toContain(
      '  OOM kills                1 (1 of 1 request in an exclusive container with both counts) — 2 kills'
    )
  })
})

describe('case 5: a timeout stop with every detail', () => {
  const rep = one([
    attempt('base', 't', {
      requests: [
        req('q1', {
          record: read(
            'q1.jsonl',
            record(
              end({
                status: 'failed',
                usage: tokens(1, 1),
                error: { code: 'invoke_timeout', stage: 'invoke', retryable: false, message: null },
                stop: stop({
                  cause: 'agent_exhausted_budget',
                  reason: 'timeout',
                  timeout_ms: 60000,
                  used_ms: 60012,
                  force_stopped: true,
                  exit_signal: 'SIGKILL'
                })
              })
            )
          )
        })
      ]
    })
  ])

  it('keeps timeout_ms, used_ms, force_stopped, exit signal, error stage and retryable in --json', () => {
    const r = rep.attempts[0]!.requests[0]!
    expect(r.stop).toEqual({
      cause: 'agent_exhausted_budget',
      reason: 'timeout',
      timeout_ms: 60000,
      used_ms: 60012,
      force_stopped: true,
      exit_code: null,
      exit_signal: 'SIGKILL'
    })
    expect(r.error).toEqual({ source: 'record_end', code: 'invoke_timeout', stage: 'invoke', retryable: false })
    expect(rep.configurations[0]!.outcomes.timeouts_by_source).toEqual({
      record_stop: 1,
      full_result_error_code: null,
      harness_exception: null
    })
    expect(rep.warnings.map((w) => w.code)).not.toContain('record_state_excluded')
  })

  it('prints them in --details', () => {
    const text = lines(renderText(rep, { details: true }))
    expect(text).toContain(
      '      stop cause agent_exhausted_budget · reason timeout · timeout 60,000 ms · used 60,012 ms · force-stopped yes · exit signal SIGKILL'
    )
    expect(text).toContain('      error invoke_timeout · stage invoke · retryable no (record end line)')
    expect(text).toContain('  timeouts                 1 (1 of 1 request that could show one); from record stop ×1')
  })
})

describe('case 6: states the record rules exclude are named', () => {
  const withStop = (s: Partial<StopInfo>, status: 'failed' | 'succeeded' = 'failed') =>
    one([
      attempt('base', 't', {
        requests: [req('q1', { record: read('q1.jsonl', record(end({ status, usage: tokens(1, 1), stop: stop(s) }))) })]
      })
    ])

  it('fabric_failed with a host exit: a rule of ours the format does not state, so a notice', () => {
    const rep = withStop({ cause: 'fabric_failed', exit_code: 137 })
    expect(rep.attempts[0]!.requests[0]!.diagnostics).toEqual([
      {
        code: 'record_state_unusual',
        kind: 'fabric_failed_host_exit',
        message:
          "request record unusual state (the record format does not exclude it): fabric_failed together with a host exit (exit code 137); a Fabric failure is expected to come without the host's exit",
        file: 'q1.jsonl'
      }
    ])
    expect(rep.warnings.map((x) => x.code)).not.toContain('record_state_excluded')
    const w = rep.warnings.find((x) => x.code === 'record_state_unusual')!
    expect([w.severity, w.message]).toEqual([
      'notice',
      "base: request record unusual state (the record format does not exclude it): fabric_failed together with a host exit (exit code 137); a Fabric failure is expected to come without the host's exit (q1.jsonl)"
    ])
    expect(rep.configurations[0]!.outcomes.infrastructure_failures).toBe(1)
  })

  it('a timeout with a host exit code, and with another cause than agent_exhausted_budget', () => {
    const rep = withStop({ cause: 'agent_failed', reason: 'timeout', exit_code: 1 })
    expect(rep.attempts[0]!.requests[0]!.diagnostics.map((d) => d.message)).toEqual([
      'request record excluded state: a timeout with stop cause agent_failed; a timeout reads agent_exhausted_budget',
      'request record unusual state (the record format does not exclude it): a timeout together with a host exit (exit code 1) and no force stop; a timed-out host is expected to be stopped (a force stop on Windows ends with an exit code, and says force_stopped: true)'
    ])
  })

  it('a stop on a succeeded request; agent_failed without a failed status', () => {
    const rep = withStop({ cause: 'agent_failed' }, 'succeeded')
    expect(rep.attempts[0]!.requests[0]!.diagnostics.map((d) => d.message)).toEqual([
      'request record excluded state: a succeeded request with a stop (cause agent_failed); the rules give a stop only to a request that did not succeed',
      'request record excluded state: stop cause agent_failed with status succeeded; only a failed result reads agent_failed'
    ])
  })
})

describe('case 7: cost reported by 1 of 2 requests, tokens by both', () => {
  const rep = compare(
    input(
      [config('base', { pricing: { basis: 'list', verified: true } })],
      [
        attempt('base', 't', {
          requests: [
            req('q1', {
              result: read('q1.json', result({ request_id: 'q1', usage: { ...tokens(10, 5), cost_usd: 0.01, pricing_basis: 'list' } }))
            }),
            req('q2', { result: read('q2.json', result({ request_id: 'q2', usage: tokens(20, 5) })) })
          ]
        })
      ]
    )
  )

  it('the headline says exactly what is covered', () => {
    expect(rep.complete).toBe(true)
    expect(lines(renderText(rep, { details: false }))[0]).toBe(
      'Evidence COMPLETE — 1 configuration; input, output and total tokens fully covered; cached input and reasoning tokens unknown; cost 1 of 2 requests.'
    )
    expect(lines(renderText(rep, { details: false }))).toContain(
      '  cost                     ≥ $0.01 (1 of 2 requests) · pricing list (verified)'
    )
  })
})

describe('cases 8 and 9: token components that disagree', () => {
  const pair = (candidate: Parameters<typeof usage>[0], baseline: Parameters<typeof usage>[0]) =>
    compare(
      input(
        [config('base'), config('cand')],
        [
          attempt('base', 't', {
            requests: [req('b1', { result: read('b1.json', result({ request_id: 'b1', usage: usage(baseline) })) })]
          }),
          attempt('cand', 't', {
            requests: [req('c1', { result: read('c1.json', result({ request_id: 'c1', usage: usage(candidate) })) })]
          })
        ]
      )
    )

  it('case 8: cached above input withholds the input and cached deltas, flagged per request', () => {
    const rep = pair(
      { input_tokens: 300, cached_input_tokens: 900, output_tokens: 100, total_tokens: 400 },
      { input_tokens: 1000, cached_input_tokens: 100, output_tokens: 100, total_tokens: 1100 }
    )
    const m = rep.comparisons[0]!.metrics
    expect(m.input_tokens).toEqual({
      baseline: 1000,
      candidate: 300,
      delta: null,
      reason: 'cand input_tokens means something else in 1 request (cached_exceeds_input: cached_input_tokens 900 > input_tokens 300)'
    })
    expect(m.cached_input_tokens).toEqual({
      baseline: 100,
      candidate: 900,
      delta: null,
      reason:
        'cand cached_input_tokens means something else in 1 request (cached_exceeds_input: cached_input_tokens 900 > input_tokens 300)'
    })
    expect(m.output_tokens.delta).toBe(0)
    // Total is input + output: built from a withheld component, withheld with the same reason (issue 19 item 1).
    expect(m.total_tokens).toEqual({ baseline: 1100, candidate: 400, delta: null, reason: m.input_tokens.reason })
    expect(rep.attempts[1]!.requests[0]!.usage_disagreements).toEqual([
      {
        relation: 'cached_exceeds_input',
        metrics: ['input_tokens', 'cached_input_tokens'],
        detail: 'cached_input_tokens 900 > input_tokens 300'
      }
    ])
    expect(lines(renderText(rep, { details: true }))).toContain(
      '      usage disagrees [cached_exceeds_input] cached_input_tokens 900 > input_tokens 300'
    )
  })

  it('case 9: reasoning outside output withholds the output and reasoning deltas with a warning', () => {
    const rep = pair(
      { input_tokens: 100, output_tokens: 200, reasoning_tokens: 1500, total_tokens: 300 },
      { input_tokens: 100, output_tokens: 1700, reasoning_tokens: 1500, total_tokens: 1800 }
    )
    const m = rep.comparisons[0]!.metrics
    expect(m.output_tokens).toEqual({
      baseline: 1700,
      candidate: 200,
      delta: null,
      reason: 'cand output_tokens means something else in 1 request (reasoning_exceeds_output: reasoning_tokens 1,500 > output_tokens 200)'
    })
    expect(m.reasoning_tokens.delta).toBeNull()
    expect(m.input_tokens.delta).toBe(0)
    const w = rep.warnings.find((x) => x.code === 'reasoning_exceeds_output')!
    expect([w.severity, w.message, w.attempts]).toEqual([
      'warning',
      'cand: 1 request reports reasoning_tokens above output_tokens: output does not include reasoning there (e.g. reasoning_tokens 1,500 > output_tokens 200 in cand/t@r1#1); figures are shown as reported, the delta of output_tokens, reasoning_tokens and total_tokens is withheld',
      ['cand/t@r1#1']
    ])
    expect(lines(renderText(rep, { details: true }))).toContain(
      '      usage disagrees [reasoning_exceeds_output] reasoning_tokens 1,500 > output_tokens 200'
    )
  })

  it('a total other than input + output withholds the total delta', () => {
    const rep = pair(
      { input_tokens: 100, output_tokens: 50, total_tokens: 400 },
      { input_tokens: 100, output_tokens: 50, total_tokens: 150 }
    )
    expect(rep.comparisons[0]!.metrics.total_tokens.reason).toBe(
      'cand total_tokens means something else in 1 request (total_tokens_mismatch: total_tokens 400 ≠ input_tokens + output_tokens 150)'
    )
    expect(rep.warnings.map((w) => w.code)).toContain('total_tokens_mismatch')
  })
})

describe('case 2: evidence uploaded without its .fabric/ folders', () => {
  const files = (n: number) =>
    req(`q${n}`, {
      result: {
        path: `a${n}/result.json`,
        artifact: 'evidence-base',
        state: 'read',
        value: result({ request_id: `q${n}`, usage: tokens(10, 5) })
      },
      record: { path: `a${n}/.fabric/rt/inv/run-record.jsonl`, artifact: 'evidence-base', state: 'missing' }
    })
  const rep = one([attempt('base', 't', { requests: [files(1), files(2)] })])

  it('names every missing record as a warning and says how to upload hidden folders', () => {
    const missing = rep.warnings.find((w) => w.code === 'evidence_file_missing')!
    expect([missing.severity, missing.message, missing.attempt_count]).toEqual([
      'warning',
      'base: 2 occurrences, first: request record declared but missing; the request is accounted from the full result: its stop cause, timeout and OOM counts are unknown (a1/.fabric/rt/inv/run-record.jsonl)',
      1
    ])
    const hidden = rep.warnings.find((w) => w.code === 'hidden_folder_missing')!
    expect([hidden.severity, hidden.message, hidden.file]).toEqual([
      'warning',
      'every declared file under a .fabric/ folder in artifact evidence-base is missing (2 files, e.g. a1/.fabric/rt/inv/run-record.jsonl): hidden folders were probably left out of the upload — actions/upload-artifact ≥ 4.4 drops them unless `include-hidden-files: true` is set on the upload step',
      'a1/.fabric/rt/inv/run-record.jsonl'
    ])
  })

  it('shows the outcomes as unknown rather than zero', () => {
    const o = rep.configurations[0]!.outcomes
    expect([o.stop_causes, o.infrastructure_failures, o.agent_failures, o.oom_kills, o.timeouts]).toEqual([null, null, null, null, 0])
    expect(o.coverage).toEqual({ expected: 2, records: 0, timeouts: 2, oom: 0, harness: 0, denominator_verified: true })
    const text = lines(renderText(rep, { details: false }))
    expect(text).toContain('  stop causes              unknown (0 of 2 requests with a record end line)')
    expect(text).toContain('  timeouts                 0 (2 of 2 requests that could show one)')
  })

  it('gives no hidden-folder advice while some file under the folder was found', () => {
    const partly = one([
      attempt('base', 't', {
        requests: [
          files(1),
          req('q3', {
            result: read('a3/result.json', result({ request_id: 'q3', usage: tokens(1, 1) })),
            record: {
              path: 'a3/.fabric/rt/inv/run-record.jsonl',
              artifact: 'evidence-base',
              state: 'read',
              value: record(end({ usage: tokens(1, 1) }))
            }
          })
        ]
      })
    ])
    expect(partly.warnings.map((w) => w.code)).not.toContain('hidden_folder_missing')
    expect(partly.warnings.map((w) => w.code)).toContain('evidence_file_missing')
  })
})

describe('case 4: every expected request appears in the resource observations', () => {
  const snap = (cpu: number) =>
    draftSnapshot({
      observed_at: '2026-01-01T00:00:00Z',
      scope: 'adapter_host_tree',
      process_count: 2,
      rss_bytes: 1048576,
      cpu_user_ms: cpu,
      cpu_system_ms: null
    })
  const rep = one([
    attempt('base', 't', {
      requests: [
        req('q1', {
          result: read(
            'q1.json',
            result({ request_id: 'q1', runtime_id: 'rt-1', adapter_kind: 'process', usage: tokens(1, 1), resource_snapshot: snap(3000) })
          )
        }),
        req('q2', {
          result: read(
            'q2.json',
            result({ request_id: 'q2', runtime_id: 'rt-1', adapter_kind: 'process', usage: tokens(1, 1), resource_snapshot: snap(7000) })
          )
        }),
        req('q3', {
          result: read('q3.json', result({ request_id: 'q3', runtime_id: 'rt-2', adapter_kind: 'process', usage: tokens(1, 1) }))
        }),
        req('q4', { result: read('q4.json', result({ request_id: 'q4', runtime_id: 'rt-3', adapter_kind: 'http', usage: tokens(1, 1) })) })
      ]
    })
  ])
  const c = rep.configurations[0]!

  it('lists observed rows with their runtime, and the others with their state', () => {
    expect(c.resources.map((o) => [o.request_id, o.runtime_id, o.cpu_user_ms])).toEqual([
      ['q1', 'rt-1', 3000],
      ['q2', 'rt-1', 7000]
    ])
    expect(c.resource_coverage).toEqual({
      expected: 4,
      observed: 2,
      not_observed_by_state: { unavailable: 1, unsupported: 1, no_evidence: 0 },
      not_observed: [
        {
          attempt: 'base/t@r1#1',
          request_id: 'q3',
          runtime_id: 'rt-2',
          state: 'unavailable',
          reason: 'no resource_snapshot in the full result'
        },
        {
          attempt: 'base/t@r1#1',
          request_id: 'q4',
          runtime_id: 'rt-3',
          state: 'unsupported',
          reason: 'adapter kind http: the adapter host is not observed'
        }
      ]
    })
  })

  it('prints the coverage, the runtime of each row and the cumulative-CPU note; never a sum', () => {
    expect(lines(renderText(rep, { details: false }))).toContain(
      '  resource observations    2 of 4 requests (listed with --details) · unavailable 1 · unsupported 1'
    )
    const text = lines(renderText(rep, { details: true }))
    const at = text.indexOf(
      "Resource observations — base (2 of 4 requests; never summed; CPU time is cumulative for the runtime's host tree, never per invocation)"
    )
    expect(text.slice(at + 1, at + 7)).toEqual([
      '  base/t@r1#1 request q1 (full result) runtime rt-1',
      '    at 2026-01-01T00:00:00Z · scope adapter_host_tree · processes 2 · rss 1.0 MiB · cpu user 3.0 s · system unavailable',
      '  base/t@r1#1 request q2 (full result) runtime rt-1',
      '    at 2026-01-01T00:00:00Z · scope adapter_host_tree · processes 2 · rss 1.0 MiB · cpu user 7.0 s · system unavailable',
      '  base/t@r1#1 request q3 runtime rt-2: unavailable — no resource_snapshot in the full result',
      '  base/t@r1#1 request q4 runtime rt-3: unsupported — adapter kind http: the adapter host is not observed'
    ])
  })
})

describe('case 12: a run record cut by a crash and appended after', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-edges-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const SCHEMA = 'nemo-fabric.run-record-line/v1alpha1'
  const ids = { runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'q1' }

  it('reads the end line after the NUL padding: no record_without_end, the padding named', async () => {
    const file = path.join(dir, 'run-record.jsonl')
    writeFileSync(
      file,
      `${JSON.stringify({ schema: SCHEMA, line: 'start', at: '2026-07-23T19:46:40.100Z', ...ids })}\n${'\u0000'.repeat(512)}${JSON.stringify(
        {
          schema: SCHEMA,
          line: 'end',
          at: '2026-07-23T19:46:41.100Z',
          ...ids,
          status: 'succeeded',
          usage: { input_tokens: 7, output_tokens: 3, total_tokens: 10 }
        }
      )}\n`
    )
    const rec = await readRequestRecord(file, { path: 'a/.fabric/rt-1/inv-1/run-record.jsonl', artifact: null })
    const rep = one([attempt('base', 't', { requests: [req('q1', { record: rec })] })])
    expect(rep.attempts[0]!.missing).toBe(false)
    expect(rep.attempts[0]!.requests[0]!.gaps).toEqual([])
    expect(rep.configurations[0]!.usage.input_tokens.observed).toBe(7)
    const w = rep.warnings.find((x) => x.code === 'nul_padding')!
    expect([w.severity, w.file, w.line]).toEqual(['warning', 'a/.fabric/rt-1/inv-1/run-record.jsonl', 2])
    expect(rep.warnings.map((x) => x.code)).not.toContain('torn_last_line')
  })
})

describe('Harbor cases 10 and 11', () => {
  afterAll(cleanTrees)

  it('case 10: an exception recorded only in step_results[0] is named with its step', async () => {
    // Harbor runs a step's verifier after its agent raised: both steps are verified.
    const step = {
      step_name: 'solve',
      verifier_result: { rewards: { reward: 0 } },
      exception_info: {
        exception_type: 'AgentTimeoutError',
        exception_message: 'agent ran past 900 s',
        occurred_at: '2026-01-01T00:00:59Z'
      }
    }
    const dirs = await tree([
      {
        name: 'job10',
        trials: [
          {
            name: 'a__1',
            files: {
              'result.json': trial('a__1', 'a', AGENT_A, 0, {
                step_results: [step, { step_name: 'check', verifier_result: { rewards: { reward: 0 } }, exception_info: null }]
              })
            }
          }
        ]
      }
    ])
    const loaded = await loadHarborJobs(dirs)
    expect(loaded.attempts[0]!.diagnostics.filter((d) => d.code !== 'claude_code_input_definition_unknown')).toEqual([
      {
        code: 'harbor_exception',
        message: 'Harbor recorded in step "solve" AgentTimeoutError: agent ran past 900 s',
        file: 'job10/a__1/result.json',
        json_path: '$.step_results[0].exception_info'
      }
    ])
    const rep = compare({ ...loaded, policy: 'incomplete' })
    expect(rep.warnings.find((w) => w.code === 'harbor_exception')!.severity).toBe('notice')
  })

  it('case 11: the job counts 4 trials, 3 folders are found — named, and the mean notice says why', async () => {
    const dirs = await tree([
      {
        name: 'job11',
        files: {
          'result.json': {
            json: {
              n_total_trials: 4,
              stats: { n_trials: 4, evals: { 'claude-code__anthropic/claude-sonnet-4-5__adhoc': { metrics: [{ mean: 0.5 }] } } }
            }
          }
        },
        trials: ['a__1', 'a__2', 'a__3'].map((name) => ({ name, files: { 'result.json': trial(name, 'a', AGENT_A, 1) } }))
      }
    ])
    const loaded = await loadHarborJobs(dirs)
    expect(loaded.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['harbor_job_trials_differ', "the job's result.json counts 4 trials (n_total_trials); 3 trial folders found (1 not found)"],
      ['harbor_job_trials_differ', "the job's result.json counts 4 finished trials (stats.n_trials); 3 trial results read"],
      [
        'harbor_job_mean_differs',
        "Harbor reports mean reward 0.5 for claude-code__anthropic/claude-sonnet-4-5__adhoc; recomputed over 3 of 3 trial(s) with a reward: 1 (Harbor's mean covers its 4 trials (n_total_trials), 3 trial folders found here)"
      ]
    ])
    const rep = compare({ ...loaded, policy: 'incomplete' })
    const inv = rep.warnings.find((w) => w.code === 'attempt_inventory_unverified')!
    expect(inv.message).toBe(
      'claude-code@anthropic/claude-sonnet-4-5#' +
        inv.message.split('#')[1]!.split(':')[0] +
        ": attempt inventory not verified (3 attempts listed); pass whole job folders whose config.json names every task, in `tasks` or as literal `datasets[].task_names` (a single trial folder, a job without config.json, a dataset without `task_names`, a glob, `n_tasks` or `exclude_task_names` leave it unknown; harbor_inventory_unknown names a config.json's reason)"
    )
    expect(rep.warnings.find((w) => w.code === 'harbor_job_trials_differ')!.severity).toBe('warning')
  })
})
