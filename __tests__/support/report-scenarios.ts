/**
 * Whole-report scenarios for the renderer tests, built from
 * report-builders.ts: an incomplete report touching every section, and
 * large reports full of hostile names for the size budgets. Every scenario
 * is a valid Report (checked in render-builders.test.ts).
 */
import type { Report } from '../../src/comparison/report/report-schema.js'
import { attempt, comparison, configuration, delta, metric, notComparable, report, request, warning } from './report-builders.js'

/**
 * An incomplete report: configuration `candidate` with a missing attempt,
 * one request read from its record end line (failed, timed out), no pricing,
 * nothing evaluated, a resource observation, two warnings, an unexpected
 * attempt and a failed artifact. The gate failed.
 */
export function incompleteReport(): Report {
  const candidate = configuration({
    id: 'candidate',
    complete: false,
    pricing: null,
    attempts: { listed: 2, with_evidence: 1, missing: 1, inventory_verified: true },
    requests: { expected: 2, from_result: 0, from_record: 1, from_harness_counters: 0, missing: 1, lists_verified: 1, lists_unverified: 1 },
    usage: {
      input_tokens: metric(1200, 1, 2),
      cached_input_tokens: metric(0, 1, 2),
      output_tokens: metric(300, 1, 2),
      reasoning_tokens: metric(null, 0, 2),
      total_tokens: metric(1500, 1, 2),
      cost_usd: metric(null, 0, 2)
    },
    evaluation: {
      evaluators: [],
      listed: 2,
      passed: 0,
      evaluated: 0,
      not_evaluated: 2,
      verdicts_expected: 0,
      verdicts_missing: 0,
      pass_fraction: null,
      pass_fraction_reason: 'no attempt was evaluated'
    },
    outcomes: {
      status: { succeeded: 0, failed: 1, cancelled: 0, unknown: 1 },
      stop_causes: { agent_failed: 1 },
      infrastructure_failures: 0,
      agent_failures: 1,
      other_stops: 0,
      timeouts: 1,
      oom_kills: 0,
      exit_codes: { '1': 1 },
      exit_signals: {},
      error_codes: { agent_error: 1 },
      timeouts_by_source: { record_stop: 1, full_result_error_code: 0 },
      oom_kill_count_rise: 0,
      shared_container_oom_rises: [],
      coverage: { expected: 2, records: 1, timeouts: 1, oom: 1, denominator_verified: true }
    },
    timing: {
      task_duration_ms: { count: 0, of: 2, median: null, p90: null, max: null },
      invocation_covered_ms: { count: 1, of: 2, median: 850, p90: 850, max: 850, fully_timed: 1, lower_bound: false },
      peak_concurrency: { count: 1, of: 2, median: 1, p90: 1, max: 1, fully_timed: 1, lower_bound: false },
      invocations_timed: 1,
      invocations_expected: 2
    },
    resources: [
      {
        attempt: 'candidate/t1@r1#1',
        request_id: 'req-1',
        runtime_id: 'rt-1',
        source: 'record_end',
        shape: 'draft',
        started_at: null,
        resident_memory_bytes: null,
        cpu_time_seconds: null,
        system_stats: null,
        observed_at: '2026-01-02T03:04:05Z',
        scope: 'host_tree',
        process_count: 3,
        rss_bytes: 1572864,
        cpu_user_ms: 1200,
        cpu_system_ms: null
      }
    ],
    resource_coverage: {
      expected: 2,
      observed: 1,
      not_observed_by_state: { unavailable: 0, unsupported: 0, no_evidence: 1 },
      not_observed: [
        { attempt: 'candidate/t1@r1#2', request_id: null, runtime_id: null, state: 'no_evidence', reason: 'no authoritative evidence' }
      ]
    },
    gaps: [
      {
        reason: 'attempt_missing',
        count: 1,
        examples: [{ attempt: 'candidate/t1@r1#2', request_id: null, file: null, artifact: null, line: null, detail: null }]
      }
    ]
  })
  const recordRequest = request({
    evidence: 'record_end',
    status: 'failed',
    stop_cause: 'agent_failed',
    stop_reason: 'timeout',
    error_code: 'agent_error',
    usage: {
      input_tokens: 1200,
      cached_input_tokens: 0,
      output_tokens: 300,
      reasoning_tokens: null,
      total_tokens: 1500,
      cost_usd: null,
      pricing_basis: null
    },
    invocation: { start_ms: 1000, end_ms: 1850 },
    files: [
      { role: 'result', path: 'results/req-1.json', artifact: null, state: 'missing', line: null, json_path: null, reason: null },
      {
        role: 'record',
        path: 'records/run-record.jsonl',
        artifact: 'records-candidate',
        state: 'read',
        line: 2,
        json_path: null,
        reason: null
      }
    ],
    diagnostics: [{ code: 'usage_mismatch', message: 'record and result differ', file: 'records/run-record.jsonl', line: 2 }]
  })
  const gapRequest = request({
    request_id: null,
    evidence: null,
    status: null,
    usage: null,
    invocation: null,
    files: [],
    gaps: ['result_missing']
  })
  return report({
    complete: false,
    gate: { policy: 'incomplete', passed: false, reasons: ['candidate: 1 of 2 requests has no authoritative evidence'] },
    configurations: [candidate],
    warnings: [
      warning({ code: 'pricing_missing', message: 'candidate has no pricing basis' }),
      warning({ code: 'attempt_missing', message: 'attempt missing\nsecond line', attempts: ['candidate/t1@r1#2'], attempt_count: 1 })
    ],
    artifacts: [
      { name: 'records-candidate', id: 7, size_bytes: 2048, digest: 'sha256:ab', run: '100', status: 'downloaded', error: null },
      { name: 'records-baseline', id: null, size_bytes: null, digest: null, run: '99', status: 'not_found', error: 'expired' }
    ],
    unexpected_attempts: [
      {
        configuration: 'candidate',
        task: 't9',
        revision: 'r1',
        attempt: '1',
        declared_in: { path: 'extra/index.json', artifact: 'records-candidate' }
      }
    ],
    attempts: [
      attempt({
        configuration: 'candidate',
        requests_complete: false,
        evaluation: null,
        task_duration_ms: null,
        phases: [
          { name: 'environment_setup', duration_ms: 1200 },
          { name: 'verifier', duration_ms: null }
        ],
        invocations: { count: 1, timed: 1, complete: true, covered_ms: 850, peak_concurrency: 1 },
        requests: [recordRequest],
        legacy_counters: [
          {
            source: 'harbor_trial',
            file: 'trial/result.json',
            input_tokens: 1250,
            cached_input_tokens: null,
            output_tokens: 300,
            total_tokens: null,
            cost_usd: null
          }
        ]
      }),
      attempt({
        configuration: 'candidate',
        attempt: '2',
        missing: true,
        requests: [gapRequest],
        evaluation: null,
        task_duration_ms: null,
        invocations: { count: 0, timed: 0, complete: false, covered_ms: null, peak_concurrency: null }
      })
    ]
  })
}

/** A name full of everything Markdown or GitHub could act on, `length` characters long at least. */
export function hostileName(i: number, length = 200): string {
  const core = `t${i}|@someone \`x\` <details><!-- fabric-compare:v1 key=default --> ](http://x) *#1* `
  return core.repeat(Math.ceil(length / core.length))
}

/**
 * A report with `count` attempts (one request each) whose tasks carry
 * {@link hostileName}s, one warning per 100 attempts listing 20 of them, and
 * hostile gate reasons.
 */
export function largeReport(count: number): Report {
  const attempts = Array.from({ length: count }, (_, i) =>
    attempt({ configuration: 'candidate', task: hostileName(i), attempt: String(i) })
  )
  const warnings = Array.from({ length: Math.ceil(count / 100) }, (_, w) =>
    warning({
      code: 'usage_not_reported',
      message: `warning ${w} @someone <b>bold</b>`,
      attempts: attempts.slice(w * 100, w * 100 + 20).map((a) => a.key),
      attempt_count: 100
    })
  )
  return report({
    complete: false,
    gate: {
      policy: 'incomplete',
      passed: false,
      reasons: ['@someone <!-- fabric-compare:v1 key=default -->', '</details> evidence incomplete']
    },
    configurations: [configuration({ id: 'candidate|@someone', complete: false })],
    warnings,
    attempts
  })
}

/**
 * Five configurations — a baseline and four candidates, the second one
 * incomplete (a missing attempt, partial usage) and the fourth with an
 * unverified inventory — with one comparison per candidate (one inventory
 * differing), warnings of both severities and a failing gate.
 */
export function fiveConfigurationReport(): Report {
  const ids = ['baseline', 'model-b', 'prompt-c', 'harness-d', 'tools-e']
  const configurations = ids.map((id, i) =>
    configuration({
      id,
      complete: i !== 2 && i !== 3,
      attempts: { listed: 2, with_evidence: i === 2 ? 1 : 2, missing: i === 2 ? 1 : 0, inventory_verified: i !== 3 },
      usage: {
        input_tokens: metric(1000 * (i + 1), i === 2 ? 2 : 3, 3, i !== 2),
        cached_input_tokens: metric(0, 3, 3, true),
        output_tokens: metric(500 + i, 3, 3, true),
        reasoning_tokens: metric(null, 0, 3),
        total_tokens: metric(1500 + 1001 * i, i === 2 ? 2 : 3, 3, i !== 2),
        cost_usd: metric(0.01 * (i + 1), 3, 3, true)
      }
    })
  )
  const comparisons = ids.slice(1).map((id, i) =>
    comparison({
      candidate: id,
      inventory:
        i === 3
          ? {
              matched: false,
              only_in_baseline: [{ task: 'calc/add', revision: 'r3' }],
              only_in_candidate: [],
              revision_differs: [],
              attempt_count_differs: []
            }
          : { matched: true, only_in_baseline: [], only_in_candidate: [], revision_differs: [], attempt_count_differs: [] },
      metrics: {
        input_tokens: i === 1 ? notComparable(`${id} input_tokens incomplete (2 of 3 requests)`, 1000, 3000) : delta(1000, 1000 * (i + 2)),
        cached_input_tokens: delta(0, 0),
        output_tokens: delta(500, 501 + i),
        reasoning_tokens: notComparable('reasoning tokens unknown'),
        total_tokens: i === 1 ? notComparable(`${id} total_tokens incomplete (2 of 3 requests)`, 1500, 3502) : delta(1500, 2501 + 1001 * i),
        cost_usd: delta(0.01, 0.01 * (i + 2)),
        pass_fraction: delta(0.5, 0.5)
      }
    })
  )
  return report({
    complete: false,
    gate: {
      policy: 'incomplete',
      passed: false,
      reasons: ['prompt-c: 1 of 2 listed attempts missing', 'harness-d: attempt inventory not verified']
    },
    configurations,
    comparisons,
    warnings: [
      warning({
        code: 'attempt_missing',
        message: 'prompt-c: 1 of 2 listed attempts missing',
        configurations: ['prompt-c'],
        attempts: ['prompt-c/t1@r1#2'],
        attempt_count: 1
      }),
      warning({ code: 'attempt_inventory_unverified', message: 'harness-d: inventory not verified', configurations: ['harness-d'] }),
      warning({
        code: 'task_not_in_all_configurations',
        message: 'calc/add@r3 missing in tools-e',
        configurations: ['baseline', 'tools-e']
      }),
      warning({
        code: 'legacy_counter_differs',
        severity: 'notice',
        message: 'legacy counter differs',
        configurations: ['model-b'],
        attempts: ['model-b/t1@r1#1'],
        attempt_count: 1
      })
    ],
    attempts: ids.flatMap((id) => [attempt({ configuration: id }), attempt({ configuration: id, attempt: '2' })])
  })
}
