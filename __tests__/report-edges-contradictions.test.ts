/**
 * Figures that overclaim, evidence that contradicts
 * itself, diagnostics that blame the wrong thing. Each case pins the exact
 * line in the text report, the comment (Markdown) and the report object
 * (`--json`) where it applies. Cases: support/contradiction-scenarios.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { medianText } from '../src/render/rows/figure-rows.js'
import { formatDistribution } from '../src/render/format.js'
import { renderText } from '../src/render/text/text.js'
import { attempt, config, end, input, read, record, req, result, start, tokens } from './support/comparison-builders.js'
import * as cases from './support/contradiction-scenarios.js'

const text = (r: Report, details = false): string[] => renderText(r, { details }).split('\n')
const comment = (r: Report): string[] => renderComment(r, { marker: '<!-- m -->', runUrl: 'https://example.test/run' }).split('\n')
const codes = (r: Report): string[] => r.warnings.map((w) => w.code)

describe('item 1: a delta built from a withheld component is withheld with the same reason', () => {
  const rep = cases.cachedApart()
  const reason = 'cand input_tokens means something else in 1 request (cached_exceeds_input: cached_input_tokens 900 > input_tokens 300)'

  it("withholds the total-token delta with the input delta's reason (--json)", () => {
    const m = rep.comparisons[0]!.metrics
    expect(m.input_tokens.reason).toBe(reason)
    expect(m.total_tokens).toEqual({ baseline: 1200, candidate: 350, delta: null, reason })
    // Output means the same on both sides: its delta stays.
    expect(m.output_tokens).toEqual({ baseline: 200, candidate: 50, delta: -150, reason: null })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it("prints it in the text and in the comment, sharing the input delta's footnote", () => {
    expect(text(rep)).toContain(`  total tokens         1,200    350      not comparable: ${reason}`)
    const c = comment(rep)
    expect(c).toContain('| input tokens | 1,000 | 300 | withheld ¹ |')
    expect(c).toContain('| output tokens | 200 | 50 | -150 (-75.0%) |')
    expect(c).toContain('| total tokens | 1,200 | 350 | withheld ¹ |')
    expect(c).toContain(
      '¹ cand input\\_tokens means something else in 1 request (cached\\_exceeds\\_input: cached\\_input\\_tokens 900 &gt; input\\_tokens 300)\\'
    )
  })

  it('says so in the warning', () => {
    expect(rep.warnings.find((w) => w.code === 'cached_exceeds_input')!.message).toBe(
      'cand: 1 request reports cached_input_tokens above input_tokens (e.g. 900 > 300 in cand/t@r1#1): the producer counts cached input apart from input; numbers are shown as reported, the delta of input_tokens, cached_input_tokens and total_tokens is withheld'
    )
  })
})

describe('item 2: covered time and peak concurrency of an attempt not fully timed are lower bounds', () => {
  const rep = cases.partlyTimed()

  it('marks the attempt and the distributions in --json', () => {
    expect(rep.attempts[0]!.invocations).toEqual({ count: 3, timed: 1, complete: false, covered_ms: 5000, peak_concurrency: 1 })
    const t = rep.configurations[0]!.timing
    expect(t.invocation_covered_ms).toEqual({ count: 1, of: 1, median: 5000, p90: 5000, max: 5000, fully_timed: 0, lower_bound: true })
    expect(t.peak_concurrency).toEqual({ count: 1, of: 1, median: 1, p90: 1, max: 1, fully_timed: 0, lower_bound: true })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('prints ≥ with how many attempts are fully timed, in text, --details and Markdown', () => {
    const t = text(rep, true)
    expect(t).toContain('  invocation covered time  median ≥ 5.0 s · p90 ≥ 5.0 s · max ≥ 5.0 s (0 of 1 attempt fully timed)')
    expect(t).toContain('  peak concurrency         median ≥ 1 · p90 ≥ 1 · max ≥ 1 (0 of 1 attempt fully timed)')
    expect(t).toContain('    task duration unknown · invocations 3 (1 timed, covered ≥ 5.0 s, peak ≥ 1)')
    const c = comment(rep)
    expect(c).toContain('| invocation covered time, median | ≥ 5.0 s (0 of 1 attempt fully timed) |')
    expect(c).toContain('| peak concurrency | median ≥ 1 · p90 ≥ 1 · max ≥ 1 (0 of 1 attempt fully timed) |')
  })

  it('an unverified request list leaves the figure a lower bound even when every listed invocation is timed', () => {
    const r = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests_complete: null,
            requests: [req('q1', { record: read('q1.jsonl', record(end({ usage: tokens(1, 1), at_ms: 3000 }), start({ at_ms: 1000 }))) })]
          })
        ]
      )
    )
    expect(r.attempts[0]!.invocations.complete).toBe(false)
    expect(text(r)).toContain('  invocation covered time  median ≥ 2.0 s · p90 ≥ 2.0 s · max ≥ 2.0 s (0 of 1 attempt fully timed)')
  })

  it('says how many attempts are timed and how many fully when some have no value', () => {
    const d = { count: 2, of: 3, median: 4000, p90: 5000, max: 5000, fully_timed: 1, lower_bound: true }
    expect(formatDistribution(d)).toBe('median ≥ 4.0 s · p90 ≥ 5.0 s · max ≥ 5.0 s (2 of 3 attempts timed, 1 fully)')
    expect(medianText(d)).toBe('≥ 4.0 s (2 of 3 attempts timed, 1 fully)')
    expect(medianText({ ...d, count: 0, median: null, p90: null, max: null, fully_timed: 0, lower_bound: false })).toBe(
      'unknown (0 of 3 attempts)'
    )
  })

  it('a fully timed attempt keeps the exact figure (no ≥)', () => {
    const r = cases.shortDuration()
    expect(r.configurations[0]!.timing.invocation_covered_ms).toEqual({
      count: 1,
      of: 1,
      median: 5000,
      p90: 5000,
      max: 5000,
      fully_timed: 1,
      lower_bound: false
    })
    expect(text(r)).toContain('  invocation covered time  median 5.0 s · p90 5.0 s · max 5.0 s (1 of 1 attempt)')
  })
})

describe('item 3: outcome counts over an unverified request list are lower bounds', () => {
  const rep = cases.unverifiedList()

  it('says the denominator is unverified in --json', () => {
    const o = rep.configurations[0]!.outcomes
    expect([o.infrastructure_failures, o.agent_failures, o.timeouts, o.oom_kills]).toEqual([0, 0, 0, 0])
    expect(o.coverage).toEqual({ expected: 1, records: 1, timeouts: 1, oom: 1, harness: 0, denominator_verified: false })
    expect(ReportSchema.parse(rep)).toEqual(rep)
  })

  it('prints ≥ (none seen for a bound of 0) and `of ≥ n` like the token sums, in text and Markdown', () => {
    const t = text(rep)
    expect(t).toContain('  input tokens             ≥ 10 (1 of 1 request; request lists unverified)')
    expect(t).toContain('  request status           succeeded 1 · failed 0 · cancelled 0 · unknown 0 (of ≥ 1 request)')
    expect(t).toContain('  failures                 none seen in 1 of ≥ 1 request with a record end line (infrastructure, agent)')
    expect(t).toContain('  timeouts                 none seen in 1 of ≥ 1 request that could show one')
    expect(t).toContain('  OOM kills                none seen in 1 of ≥ 1 request in an exclusive container with both counts')
    const c = comment(rep)
    expect(c).toContain('| failures | none seen in 1 of ≥ 1 request: infrastructure, agent, timeouts, OOM kills |')
    expect(c).toContain('| OOM kills | none seen in 1 of ≥ 1 request in an exclusive container with both counts |')
  })

  it('an unverified attempt inventory or a missing attempt does the same', () => {
    const full = () =>
      req('q1', {
        record: read(
          'q1.jsonl',
          record(end({ usage: tokens(1, 1), oom_kill_count: 0 }), start({ exclusive_container: true, oom_kill_count: 0 }))
        )
      })
    const inventory = compare(input([config('base', { attempts_complete: null })], [attempt('base', 't', { requests: [full()] })]))
    expect(inventory.configurations[0]!.outcomes.coverage.denominator_verified).toBe(false)
    expect(text(inventory)).toContain('  OOM kills                none seen in 1 of ≥ 1 request in an exclusive container with both counts')
    const missing = compare(
      input([config('base')], [attempt('base', 't', { requests: [full()] }), attempt('base', 'u', { missing: true })])
    )
    expect(missing.configurations[0]!.outcomes.coverage.denominator_verified).toBe(false)
    expect(text(missing)).toContain('  timeouts                 none seen in 1 of ≥ 1 request that could show one')
  })
})

describe("item 4: the comment's failures cell shows every stop class the text shows", () => {
  const rep = cases.sigkilled()

  it('counts the unclassified SIGKILL stop as other (--json)', () => {
    const o = rep.configurations[1]!.outcomes
    expect([o.stop_causes, o.infrastructure_failures, o.agent_failures, o.other_stops, o.exit_signals]).toEqual([
      { unclassified: 1 },
      0,
      0,
      1,
      { SIGKILL: 1 }
    ])
    expect(rep.configurations[0]!.outcomes.other_stops).toBe(0)
  })

  it("shows `other 1` in the text failures row and in the comment's cell", () => {
    const t = text(rep)
    expect(t).toContain('  stop causes              unclassified ×1 (1 of 1 request with a record end line)')
    expect(t).toContain('  failures                 infrastructure 0 · agent 0 · other 1 (1 of 1 request with a record end line)')
    expect(comment(rep)).toContain(
      '| failures | infrastructure 0 (1 of 1) · agent 0 (1 of 1) · timeouts 0 (1 of 1) · OOM kills unknown (0 of 1) (of 1 request) | infrastructure 0 (1 of 1) · agent 0 (1 of 1) · other 1 (1 of 1) · timeouts 0 (1 of 1) · OOM kills unknown (0 of 1) (of 1 request) |  |'
    )
  })
})

describe('item 5: an oom_kill_count that goes down makes the pair unusable', () => {
  const rep = cases.oomDown()
  const message =
    'oom_kill_count goes down from the start line to the end line (5 → 2): the counter was reset or read from another cgroup; the pair shows no out-of-memory figure, OOM kills of this request are unknown'

  it('leaves OOM kills unknown for the request, with a diagnostic and a warning', () => {
    const o = rep.configurations[0]!.outcomes
    expect([o.oom_kills, o.oom_kill_count_rise, o.coverage.oom]).toEqual([null, null, 0])
    expect(rep.attempts[0]!.requests[0]!.diagnostics).toEqual([{ code: 'oom_kill_count_decreased', message, file: 'q1.jsonl' }])
    const w = rep.warnings.find((x) => x.code === 'oom_kill_count_decreased')!
    expect([w.severity, w.message]).toEqual(['warning', `base: ${message} (q1.jsonl)`])
  })

  it('prints unknown, not a covered 0, and the warning', () => {
    const t = text(rep)
    expect(t).toContain('  OOM kills                unknown (0 of 1 request in an exclusive container with both counts)')
    expect(t).toContain(`  warning [oom_kill_count_decreased] base: ${message} (q1.jsonl)`)
    expect(t).not.toContain('Warnings: none')
    expect(comment(rep)).toContain(
      '| failures | infrastructure 0 (1 of 1) · agent 0 (1 of 1) · timeouts 0 (1 of 1) · OOM kills unknown (0 of 1) (of 1 request) |'
    )
  })

  it('fails --fail-on warnings', () => {
    const r = compare(
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
        ],
        { policy: 'warnings' }
      )
    )
    expect(r.gate.passed).toBe(false)
  })
})

describe('item 6: a start-only record beside a succeeded full result', () => {
  const rep = cases.startOnlyBesideResult()
  const message =
    "request record has a start line and no end line, although the full result reports status succeeded: the full result stays authoritative; the record's stop cause, exit and OOM counts of this request are unknown"

  it('keeps the full result authoritative and names the contradiction with what it costs', () => {
    expect(rep.complete).toBe(true)
    const r = rep.attempts[0]!.requests[0]!
    expect([r.evidence, r.status, r.gaps]).toEqual(['full_result', 'succeeded', []])
    expect(r.diagnostics).toEqual([{ code: 'record_without_end_beside_result', message, file: 'q1.jsonl' }])
    const o = rep.configurations[0]!.outcomes
    expect([o.stop_causes, o.oom_kills, o.coverage.records, o.coverage.oom]).toEqual([null, null, 0, 0])
  })

  it('prints the warning and the unknown coverage', () => {
    const t = text(rep)
    expect(t).toContain(`  warning [record_without_end_beside_result] base: ${message} (q1.jsonl)`)
    expect(t).toContain('  OOM kills                unknown (0 of 1 request in an exclusive container with both counts)')
  })
})

describe('item 6, the same kind: a record end line whose status contradicts the full result', () => {
  it('is named; the full result stays authoritative for the status', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [
              req('q1', {
                result: read('q1.json', result({ request_id: 'q1', usage: tokens(1, 1) })),
                record: read(
                  'q1.jsonl',
                  record(end({ status: 'failed', usage: tokens(1, 1), stop: cases.stop({ cause: 'sandbox_failed' }) }))
                )
              })
            ]
          })
        ]
      )
    )
    expect(rep.attempts[0]!.requests[0]!.status).toBe('succeeded')
    expect(text(rep)).toContain(
      "  warning [result_record_status_differs] base: full result reports status succeeded, its record end line failed: the full result is authoritative for the status; the record's stop cause (sandbox_failed) is counted as written (q1.jsonl)"
    )
  })
})

describe("item 7: a task duration shorter than the attempt's own invocations", () => {
  const rep = cases.shortDuration()
  const message =
    "task_duration_ms 3,000 is shorter than the attempt's own invocations, which cover 5,000 ms (1 of 1 timed): the caller's duration cannot hold them; it is shown as given"

  it('is a diagnostic of the attempt and a warning', () => {
    expect(rep.attempts[0]!.diagnostics).toEqual([{ code: 'task_duration_below_invocations', message }])
    expect(text(rep)).toContain(`  warning [task_duration_below_invocations] base: ${message}`)
  })

  it("keeps the task-duration row in the comment's table while warned", () => {
    expect(comment(rep)).toContain('| task duration, median | 3.0 s (1 of 1 attempt) |')
  })

  it('says "at least" over a lower bound of the covered time', () => {
    const r = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            task_duration_ms: 1_000,
            requests: [
              req('q1', { record: read('q1.jsonl', record(end({ usage: tokens(1, 1), at_ms: 3000 }), start({ at_ms: 1000 }))) }),
              req('q2', { record: read('q2.jsonl', record(end({ usage: tokens(1, 1) }))) })
            ]
          })
        ]
      )
    )
    expect(r.attempts[0]!.diagnostics.map((d) => d.message)).toEqual([
      "task_duration_ms 1,000 is shorter than the attempt's own invocations, which cover at least 2,000 ms (1 of 2 timed): the caller's duration cannot hold them; it is shown as given"
    ])
  })
})

describe('item 8: a Windows force stop is a normal state; rules of our own never fail the gate', () => {
  it('a timeout with exit code 1 and force_stopped: true raises nothing', () => {
    const rep = cases.windowsForceStop()
    expect(rep.attempts[0]!.requests[0]!.diagnostics).toEqual([])
    expect(rep.warnings).toEqual([])
    expect(text(rep)).toContain('Warnings: none')
    expect(rep.configurations[0]!.outcomes.timeouts).toBe(1)
  })

  it('states the format does not exclude are notices (record_state_unusual) that pass --fail-on warnings', () => {
    const withStop = (s: Parameters<typeof cases.stop>[0], oom?: [boolean, number, number]) =>
      compare(
        input(
          [config('base')],
          [
            attempt('base', 't', {
              requests: [
                req('q1', {
                  record: read(
                    'q1.jsonl',
                    record(
                      end({ status: 'failed', usage: tokens(1, 1), stop: cases.stop(s), oom_kill_count: oom?.[2] ?? null }),
                      start({ exclusive_container: oom?.[0] ?? null, oom_kill_count: oom?.[1] ?? null })
                    )
                  )
                })
              ]
            })
          ],
          { policy: 'warnings' }
        )
      )
    for (const rep of [
      withStop({ cause: 'agent_exhausted_budget', reason: 'timeout', exit_code: 1 }),
      withStop({ cause: 'fabric_failed', exit_signal: 'SIGTERM' }),
      withStop({ cause: 'sandbox_failed' }, [false, 0, 1])
    ]) {
      expect(codes(rep)).toEqual(['record_state_unusual'])
      expect(rep.warnings[0]!.severity).toBe('notice')
      expect(rep.gate.passed).toBe(true)
    }
    expect(text(withStop({ cause: 'agent_exhausted_budget', reason: 'timeout', exit_code: 1 }))).toContain(
      '  notice [record_state_unusual] base: request record unusual state (the record format does not exclude it): a timeout together with a host exit (exit code 1) and no force stop; a timed-out host is expected to be stopped (a force stop on Windows ends with an exit code, and says force_stopped: true) (q1.jsonl)'
    )
  })

  it('rules the format states stay warnings that fail --fail-on warnings', () => {
    const rep = compare(
      input(
        [config('base')],
        [
          attempt('base', 't', {
            requests: [
              req('q1', {
                record: read(
                  'q1.jsonl',
                  record(end({ status: 'failed', usage: tokens(1, 1), stop: cases.stop({ cause: 'agent_failed', reason: 'timeout' }) }))
                )
              })
            ]
          })
        ],
        { policy: 'warnings' }
      )
    )
    expect(codes(rep)).toEqual(['record_state_excluded'])
    expect(rep.gate.passed).toBe(false)
  })
})

describe("item 9: a missing record explained by the result's record_write_failed event", () => {
  const rep = cases.recordWriteFailed()

  it('is not hidden_folder_missing; the missing record says why', () => {
    expect(codes(rep)).toEqual(['evidence_file_missing', 'record_write_failed'])
    expect(text(rep)).toContain(
      '  warning [evidence_file_missing] base: request record declared but missing (the full result reports that writing it failed: record_write_failed); the request is accounted from the full result: its stop cause, timeout and OOM counts are unknown (a1/.fabric/rt/inv/run-record.jsonl)'
    )
  })

  it('without the event, the same missing record is hidden_folder_missing', () => {
    const r = compare(
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
                  value: result({ request_id: 'q1', usage: tokens(1, 1) })
                },
                record: { path: 'a1/.fabric/rt/inv/run-record.jsonl', artifact: 'evidence-base', state: 'missing' }
              })
            ]
          })
        ]
      )
    )
    expect(codes(r)).toEqual(['evidence_file_missing', 'hidden_folder_missing'])
  })
})

describe('item 10: record_state_excluded with several kinds names each kind and its count', () => {
  const rep = cases.severalKinds()
  const message =
    'base: 3 occurrences (a stop on a succeeded request ×2, a timeout with another cause than agent_exhausted_budget ×1), first: request record excluded state: a succeeded request with a stop (cause unclassified); the rules give a stop only to a request that did not succeed (q1.jsonl)'

  it('counts each kind in the warning and gives the kind in --json', () => {
    expect(rep.warnings.find((w) => w.code === 'record_state_excluded')!.message).toBe(message)
    expect(rep.attempts[0]!.requests.map((r) => r.diagnostics.map((d) => d.kind))).toEqual([
      ['stop_on_success'],
      ['stop_on_success'],
      ['timeout_cause']
    ])
    expect(text(rep)).toContain(`  warning [record_state_excluded] ${message}`)
  })
})
