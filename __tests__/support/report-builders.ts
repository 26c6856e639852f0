/**
 * Hand-made Report objects for the renderer tests (built without `compare()`).
 * Every builder returns a valid {@link Report} (checked by
 * `render-builders.test.ts` with `ReportSchema.parse`); pass overrides to
 * shape a case. Overrides are shallow: replace a whole nested block.
 */
import type {
  AttemptReport,
  Comparison,
  ConfigurationReport,
  Delta,
  MetricCoverage,
  Report,
  ReportWarning,
  RequestReport
} from '../../src/comparison/report/report-schema.js'

/** A metric summed over `reportedBy` of `expected` requests. */
export function metric(observed: number | null, reportedBy: number, expected: number, complete = false): MetricCoverage {
  return { observed, reported_by: reportedBy, expected, complete }
}

/** A configuration with 2 listed attempts, 3 requests, every figure complete. */
export function configuration(overrides: Partial<ConfigurationReport> = {}): ConfigurationReport {
  return {
    id: 'baseline',
    complete: true,
    pricing: { basis: 'list-2026-01', verified: true },
    // The declared basis, unless an override says otherwise.
    cost_basis: overrides.pricing === null ? null : (overrides.pricing?.basis ?? 'list-2026-01'),
    attempts: { listed: 2, with_evidence: 2, missing: 0, inventory_verified: true },
    requests: {
      expected: 3,
      from_result: 2,
      from_record: 1,
      from_harness_counters: 0,
      missing: 0,
      lists_verified: 2,
      lists_unverified: 0
    },
    usage: {
      input_tokens: metric(1204311, 3, 3, true),
      cached_input_tokens: metric(1000, 3, 3, true),
      output_tokens: metric(5000, 3, 3, true),
      reasoning_tokens: metric(null, 0, 3, false),
      total_tokens: metric(1209311, 3, 3, true),
      cost_usd: metric(0.029805, 3, 3, true)
    },
    evaluation: {
      evaluators: [{ name: 'judge', version: '1', passed: 1, evaluated: 2, pass_fraction: 0.5, mean_score: null, scored: 0 }],
      listed: 2,
      passed: 1,
      evaluated: 2,
      not_evaluated: 0,
      verdicts_expected: 2,
      verdicts_missing: 0,
      pass_fraction: 0.5,
      pass_fraction_reason: null
    },
    outcomes: {
      status: { succeeded: 3, failed: 0, cancelled: 0, unknown: 0 },
      stop_causes: {},
      infrastructure_failures: 0,
      agent_failures: 0,
      other_stops: 0,
      timeouts: 0,
      oom_kills: 0,
      exit_codes: {},
      exit_signals: {},
      error_codes: {},
      timeouts_by_source: { record_stop: 0, full_result_error_code: 0 },
      oom_kill_count_rise: 0,
      shared_container_oom_rises: [],
      coverage: { expected: 3, records: 3, timeouts: 3, oom: 3, denominator_verified: true }
    },
    timing: {
      task_duration_ms: { count: 2, of: 2, median: 48200, p90: 63000, max: 63000 },
      invocation_covered_ms: { count: 2, of: 2, median: 12000, p90: 20100, max: 20100, fully_timed: 2, lower_bound: false },
      peak_concurrency: { count: 2, of: 2, median: 1, p90: 2, max: 2, fully_timed: 2, lower_bound: false },
      invocations_timed: 3,
      invocations_expected: 3
    },
    resources: [],
    resource_coverage: {
      expected: 3,
      observed: 0,
      not_observed_by_state: { unavailable: 3, unsupported: 0, no_evidence: 0 },
      not_observed: ['req-1', 'req-2', 'req-3'].map((id) => ({
        attempt: 'baseline/t1@r1#1',
        request_id: id,
        runtime_id: null,
        state: 'unavailable' as const,
        reason: 'no resource_snapshot in the full result'
      }))
    },
    gaps: [],
    ...overrides
  }
}

/** A delta that is comparable. */
export function delta(baseline: number, candidate: number): Delta {
  return { baseline, candidate, delta: candidate - baseline, reason: null }
}

/** A delta that is not comparable, with its reason. */
export function notComparable(reason: string, baseline: number | null = null, candidate: number | null = null): Delta {
  return { baseline, candidate, delta: null, reason }
}

/** A comparison baseline → candidate with matched inventories. */
export function comparison(overrides: Partial<Comparison> = {}): Comparison {
  return {
    baseline: 'baseline',
    candidate: 'candidate',
    inventory: { matched: true, only_in_baseline: [], only_in_candidate: [], revision_differs: [], attempt_count_differs: [] },
    metrics: {
      input_tokens: delta(1000, 1100),
      cached_input_tokens: delta(0, 0),
      output_tokens: delta(500, 450),
      reasoning_tokens: notComparable('reasoning tokens unknown'),
      total_tokens: delta(1500, 1550),
      cost_usd: notComparable('pricing bases differ: list-2026-01 vs list-2025-12', 0.01, 0.02),
      pass_fraction: delta(0.5, 0.75)
    },
    ...overrides
  }
}

/** A warning with defaults. */
export function warning(overrides: Partial<ReportWarning> = {}): ReportWarning {
  return {
    code: 'pricing_unverified',
    severity: 'warning',
    message: 'pricing basis of candidate is not verified',
    configurations: ['candidate'],
    attempts: [],
    attempt_count: 0,
    ...overrides
  }
}

/** A request read from its full result, with usage. */
export function request(overrides: Partial<RequestReport> = {}): RequestReport {
  return {
    request_id: 'req-1',
    evidence: 'full_result',
    evidence_label: null,
    status: 'succeeded',
    stop_cause: null,
    stop_reason: null,
    error_code: null,
    runtime_id: null,
    stop: null,
    error: null,
    oom: null,
    usage_disagreements: [],
    usage: {
      input_tokens: 1200,
      cached_input_tokens: 0,
      output_tokens: 300,
      reasoning_tokens: null,
      total_tokens: 1500,
      cost_usd: 0.0012,
      pricing_basis: 'list-2026-01'
    },
    invocation: { start_ms: 1000, end_ms: 41000 },
    files: [{ role: 'result', path: 'results/req-1.json', artifact: null, state: 'read', line: null, json_path: null, reason: null }],
    gaps: [],
    diagnostics: [],
    ...overrides
  }
}

/** An attempt of `configuration` on task t1@r1, one request. */
export function attempt(overrides: Partial<AttemptReport> = {}): AttemptReport {
  const configuration = overrides.configuration ?? 'baseline'
  const task = overrides.task ?? 't1'
  const revision = overrides.revision ?? 'r1'
  const number = overrides.attempt ?? '1'
  return {
    key: `${configuration}/${task}@${revision}#${number}`,
    configuration,
    task,
    revision,
    attempt: number,
    missing: false,
    requests_complete: true,
    declared_in: { path: 'attempts/index.json', artifact: null },
    evaluation: { evaluator: { name: 'judge', version: '1' }, passed: true, score: null },
    task_duration_ms: 48200,
    phases: [],
    invocations: { count: 1, timed: 1, complete: true, covered_ms: 40000, peak_concurrency: 1 },
    requests: [request()],
    legacy_counters: [],
    diagnostics: [],
    ...overrides
  }
}

/** A whole report: one complete configuration, gate passed, nothing else. */
export function report(overrides: Partial<Report> = {}): Report {
  return {
    report_version: 2,
    generated_by: { name: 'fabric-compare', version: '0.1.0' },
    complete: true,
    gate: { policy: 'incomplete', passed: true, reasons: [] },
    configurations: [configuration()],
    comparisons: [],
    warnings: [],
    artifacts: [],
    unexpected_attempts: [],
    diagnostics: [],
    attempts: [attempt()],
    ...overrides
  }
}
