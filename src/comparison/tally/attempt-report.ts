/**
 * Per-attempt detail of the report (`attempts[]`): evidence source, gaps,
 * files, usage and invocation of every request, the evaluation, legacy
 * counters (attempt-level and request-level, never added) and diagnostics.
 */
import type { AttemptReport, RequestReport } from '../report/report-schema.js'
import type { ResolvedAttempt } from './resolve.js'
import type { ResolvedRequest } from '../claims/request-evidence.js'
import { usageDisagreements } from '../claims/usage-compare.js'

function requestReport(r: ResolvedRequest): RequestReport {
  const stop = r.record_end?.stop ?? null
  return {
    request_id: r.request_id,
    evidence: r.evidence,
    evidence_label: r.evidence_label,
    status: r.status,
    stop_cause: stop?.cause ?? null,
    stop_reason: stop?.reason ?? null,
    error_code: r.error?.code ?? null,
    runtime_id: r.runtime_id,
    stop: stop === null ? null : { ...stop },
    error:
      r.error === null || (r.evidence !== 'full_result' && r.evidence !== 'record_end')
        ? null
        : { source: r.evidence, code: r.error.code, stage: r.error.stage, retryable: r.error.retryable },
    oom:
      r.record_start === null && r.record_end === null
        ? null
        : {
            start: r.record_start?.oom_kill_count ?? null,
            end: r.record_end?.oom_kill_count ?? null,
            exclusive_container: r.record_start?.exclusive_container ?? null
          },
    usage: r.usage === null ? null : { ...r.usage },
    usage_disagreements: [...usageDisagreements(r.usage), ...r.usage_findings].map((d) => ({
      relation: d.relation,
      metrics: [...d.metrics],
      detail: d.detail
    })),
    invocation: r.invocation === null ? null : { start_ms: r.invocation.start_ms, end_ms: r.invocation.end_ms },
    files: r.files,
    gaps: [...new Set(r.gaps.map((g) => g.code))],
    diagnostics: r.diagnostics
  }
}

/**
 * Report of one attempt. `missing` is the effective state (declared
 * missing, or no request with authoritative evidence); `requests_complete`
 * is true only when the list was declared complete and the attempt was found.
 */
export function attemptReport(a: ResolvedAttempt): AttemptReport {
  const e = a.input.evaluation
  const evaluation: AttemptReport['evaluation'] =
    e === null
      ? null
      : {
          evaluator: a.evaluator,
          passed: e.passed,
          score: e.score ?? null,
          ...(e.scores !== undefined ? { scores: e.scores } : {}),
          ...(e.note !== undefined ? { note: e.note } : {}),
          ...(e.steps !== undefined ? { steps: e.steps } : {})
        }
  return {
    key: a.key,
    configuration: a.input.configuration,
    task: a.input.task,
    revision: a.input.revision,
    attempt: a.input.attempt,
    missing: a.missing,
    requests_complete: a.list_verified,
    declared_in: a.input.declared_in === null ? null : { path: a.input.declared_in.path, artifact: a.input.declared_in.artifact },
    evaluation,
    task_duration_ms: a.input.task_duration_ms,
    phases: (a.input.phases ?? []).map((p) => ({ name: p.name, duration_ms: p.duration_ms })),
    invocations: { ...a.invocations },
    requests: a.requests.map(requestReport),
    legacy_counters: [...a.input.legacy_counters, ...a.requests.flatMap((r) => r.legacy_counters)],
    // Request-level diagnostics are reported under their request only.
    diagnostics: a.diagnostics.filter((d) => !a.requests.some((r) => r.diagnostics.includes(d)))
  }
}
