/**
 * Minimal synthetic cases of issue 19 items 1–10 (figures that overclaim,
 * evidence that contradicts itself, diagnostics that blame the wrong
 * thing), built from the comparison builders: each is the smallest report
 * that shows the rule.
 */
import { compare } from '../../src/comparison/compare.js'
import type { Report } from '../../src/comparison/report/report-schema.js'
import type { StopInfo } from '../../src/evidence/types.js'
import { attempt, config, end, input, read, record, req, result, start, tokens, usage } from './comparison-builders.js'

/** A stop with every field null unless given. */
export const stop = (p: Partial<StopInfo>): StopInfo => ({
  cause: null,
  reason: null,
  timeout_ms: null,
  used_ms: null,
  force_stopped: null,
  exit_code: null,
  exit_signal: null,
  ...p
})

/** Item 1: the candidate counts cached input apart (cached 900 > input 300); the baseline does not. */
export function cachedApart(): Report {
  return compare(
    input(
      [config('base'), config('cand')],
      [
        attempt('base', 't', {
          requests: [
            req('b1', {
              result: read(
                'b1.json',
                result({
                  request_id: 'b1',
                  usage: usage({ input_tokens: 1000, cached_input_tokens: 100, output_tokens: 200, total_tokens: 1200 })
                })
              )
            })
          ]
        }),
        attempt('cand', 't', {
          requests: [
            req('c1', {
              result: read(
                'c1.json',
                result({
                  request_id: 'c1',
                  usage: usage({ input_tokens: 300, cached_input_tokens: 900, output_tokens: 50, total_tokens: 350 })
                })
              )
            })
          ]
        })
      ]
    )
  )
}

/** Item 2: an attempt with 3 requests, 1 of them timed (5 s). */
export function partlyTimed(): Report {
  const timed = result({ request_id: 'q1', usage: tokens(1, 1), invocation: { start_ms: 1_000, end_ms: 6_000 } })
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests: [
            req('q1', { result: read('q1.json', timed) }),
            req('q2', { result: read('q2.json', result({ request_id: 'q2', usage: tokens(1, 1) })) }),
            req('q3', { result: read('q3.json', result({ request_id: 'q3', usage: tokens(1, 1) })) })
          ]
        })
      ]
    )
  )
}

/** Item 3: one request fully recorded (no stop, no OOM rise) over an unverified request list. */
export function unverifiedList(): Report {
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests_complete: null,
          requests: [
            req('q1', {
              record: read(
                'q1.jsonl',
                record(end({ usage: tokens(10, 5), oom_kill_count: 0 }), start({ exclusive_container: true, oom_kill_count: 0 }))
              )
            })
          ]
        })
      ]
    )
  )
}

/** Item 4: a host killed by SIGKILL, stop cause `unclassified`. */
export function sigkilled(): Report {
  return compare(
    input(
      [config('base'), config('cand')],
      [
        attempt('base', 't', { requests: [req('b1', { record: read('b1.jsonl', record(end({ usage: tokens(1, 1) }))) })] }),
        attempt('cand', 't', {
          requests: [
            req('c1', {
              record: read(
                'c1.jsonl',
                record(
                  end({
                    status: 'failed',
                    usage: tokens(1, 1),
                    stop: stop({ cause: 'unclassified', exit_signal: 'SIGKILL' })
                  })
                )
              )
            })
          ]
        })
      ]
    )
  )
}

/** Item 5: `oom_kill_count` 5 → 2 in an exclusive container. */
export function oomDown(): Report {
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests: [
            req('q1', {
              record: read(
                'q1.jsonl',
                record(end({ usage: tokens(1, 1), oom_kill_count: 2 }), start({ exclusive_container: true, oom_kill_count: 5 }))
              )
            })
          ]
        })
      ]
    )
  )
}

/** Item 6: a succeeded full result beside a record with only a start line. */
export function startOnlyBesideResult(): Report {
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests: [
            req('q1', {
              result: read('q1.json', result({ request_id: 'q1', usage: tokens(10, 5) })),
              record: read('q1.jsonl', record(null, start({ exclusive_container: true, oom_kill_count: 0 }), { line_count: 1 }))
            })
          ]
        })
      ]
    )
  )
}

/** Item 7: a caller's task duration of 3 s around invocations covering 5 s. */
export function shortDuration(): Report {
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          task_duration_ms: 3_000,
          requests: [
            req('q1', {
              result: read('q1.json', result({ request_id: 'q1', usage: tokens(1, 1), invocation: { start_ms: 1_000, end_ms: 6_000 } }))
            })
          ]
        })
      ]
    )
  )
}

/** Item 8: a Windows force stop — a timeout, exit code 1, `force_stopped: true`. */
export function windowsForceStop(): Report {
  return compare(
    input(
      [config('base')],
      [
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
                      used_ms: 60004,
                      force_stopped: true,
                      exit_code: 1
                    })
                  })
                )
              )
            })
          ]
        })
      ]
    )
  )
}

/** Item 9: the record is missing, and the full result says writing it failed. */
export function recordWriteFailed(): Report {
  const diagnostics = [
    { code: 'record_write_failed', message: 'NeMo Fabric could not write the request record: disk full', json_path: '$.events[1]' }
  ]
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests: [
            req('q1', {
              result: {
                path: 'a1/result.json',
                artifact: 'evidence-base',
                state: 'read',
                value: result({ request_id: 'q1', usage: tokens(1, 1), diagnostics })
              },
              record: { path: 'a1/.fabric/rt/inv/run-record.jsonl', artifact: 'evidence-base', state: 'missing' }
            })
          ]
        })
      ]
    )
  )
}

/** Item 10: three excluded states of two kinds in one configuration. */
export function severalKinds(): Report {
  const rec = (id: string, status: 'failed' | 'succeeded', s: Partial<StopInfo>) =>
    req(id, { record: read(`${id}.jsonl`, record(end({ status, usage: tokens(1, 1), stop: stop(s) }))) })
  return compare(
    input(
      [config('base')],
      [
        attempt('base', 't', {
          requests: [
            rec('q1', 'succeeded', { cause: 'unclassified' }),
            rec('q2', 'succeeded', { cause: 'unclassified' }),
            rec('q3', 'failed', { cause: 'agent_failed', reason: 'timeout' })
          ]
        })
      ]
    )
  )
}
