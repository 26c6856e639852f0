/**
 * Resolve every attempt once: request precedence, the attempt's effective
 * missing state, its evaluator, and all diagnostics that concern it. Later
 * modules (accounting, timing, outcomes…) read only these resolved values.
 */
import type { Diagnostic } from '../../evidence/types.js'
import type { EvaluatorIdentity } from '../input/input.js'
import type { AttemptInput, ConfigurationInput } from '../input/input.js'
import { attemptKey, UNKNOWN_EVALUATOR } from '../input/keys.js'
import { orderKey } from '../input/ordered.js'
import { compareLegacyCounters } from '../claims/legacy.js'
import { attemptInvocations } from './invocations.js'
import type { AttemptInvocations } from './row.js'
import { attemptTotals } from './attempt-totals.js'
import type { RetainedAttempt } from './row.js'
import { attemptStopClass } from './infrastructure.js'
import { resolveRequest, type ResolvedRequest } from '../claims/request-evidence.js'

/** An attempt with its requests resolved. */
export interface ResolvedAttempt {
  input: AttemptInput
  key: string
  /** Its order key (input/ordered.ts `orderKey`): code-unit order is attempt-key order. */
  order: string
  requests: ResolvedRequest[]
  /**
   * Effectively missing: declared missing (`input.missing`), or at least one
   * expected request and none with authoritative evidence.
   */
  missing: boolean
  /** Request list verified: `requests_complete === true` and not declared missing. */
  list_verified: boolean
  /** evaluation.evaluator ?? configuration evaluator; `unknown` for a verdict without identity; null when neither. */
  evaluator: EvaluatorIdentity | null
  /** A verdict (passed or score) without any evaluator identity. */
  evaluator_unknown: boolean
  /** Invocation summary of its requests (invocations.ts `attemptInvocations`). */
  invocations: AttemptInvocations
  /**
   * Attempt diagnostics + read files' diagnostics + `result_record_disagree` + `legacy_counter_differs` +
   * `task_duration_below_invocations`.
   */
  diagnostics: Diagnostic[]
}

/**
 * `task_duration_below_invocations` when the caller's task duration is shorter than the time the
 * attempt's own timed invocations cover (their union: even a lower bound of it is too long), else null.
 */
function durationFinding(taskDurationMs: number | null, inv: AttemptInvocations, declaredIn: string | null): Diagnostic | null {
  if (taskDurationMs === null || inv.covered_ms === null || taskDurationMs >= inv.covered_ms) return null
  const covered = `${inv.complete ? '' : 'at least '}${inv.covered_ms.toLocaleString('en-US')} ms`
  return {
    code: 'task_duration_below_invocations',
    message: `task_duration_ms ${taskDurationMs.toLocaleString('en-US')} is shorter than the attempt's own invocations, which cover ${covered} (${inv.timed} of ${inv.count} timed): the caller's duration cannot hold them; it is shown as given`,
    ...(declaredIn === null ? {} : { file: declaredIn })
  }
}

function hasVerdict(a: AttemptInput): boolean {
  const e = a.evaluation
  return e !== null && (typeof e.passed === 'boolean' || (e.score !== null && e.score !== undefined))
}

/**
 * Resolve one attempt against its configuration (null when the configuration is not declared); `key` and
 * `order` are its attempt key and order key when already built (one string each, shared by the claims and the row).
 */
export function resolveAttempt(
  a: AttemptInput,
  config: ConfigurationInput | null,
  key: string = attemptKey(a),
  order: string = orderKey(a)
): ResolvedAttempt {
  const requests = a.requests.map(resolveRequest)
  const withEvidence = requests.filter((r) => r.evidence !== null).length
  const missing = a.missing || (requests.length > 0 && withEvidence === 0)
  const declared = a.evaluation?.evaluator ?? config?.evaluator ?? null
  const verdict = hasVerdict(a)
  const evaluator = declared ?? (verdict ? UNKNOWN_EVALUATOR : null)

  const diagnostics: Diagnostic[] = [...a.diagnostics]
  if (!a.missing && a.requests.length === 0 && a.requests_complete === true) {
    diagnostics.push({
      code: 'attempt_without_requests',
      message: 'the attempt declares no request at all (request list declared complete)'
    })
  }
  for (const r of requests) {
    diagnostics.push(...r.diagnostics)
    diagnostics.push(...compareLegacyCounters(r.legacy_counters, r.evidence === 'full_result' ? [r.usage] : [], 'request'))
  }
  diagnostics.push(
    ...compareLegacyCounters(
      a.legacy_counters,
      requests.map((r) => r.usage),
      'attempt'
    )
  )
  const listVerified = a.requests_complete === true && !a.missing
  const invocations = attemptInvocations({ list_verified: listVerified, requests })
  const duration = durationFinding(a.task_duration_ms, invocations, a.declared_in?.path ?? null)
  if (duration !== null) diagnostics.push(duration)
  return {
    input: a,
    key,
    order,
    requests,
    missing,
    list_verified: listVerified,
    invocations,
    evaluator,
    evaluator_unknown: verdict && declared === null,
    diagnostics
  }
}

export type { RetainedAttempt } from './row.js'

const NONE: readonly never[] = Object.freeze([])

function requestCounts(requests: readonly ResolvedRequest[]): RetainedAttempt['request_counts'] {
  const c = { expected: requests.length, full_result: 0, record_end: 0, harness_counters: 0, none: 0 }
  for (const r of requests) c[r.evidence ?? 'none'] += 1
  return c
}

/** A shared frozen `['']`: the attempt's costs name no basis (the usual case). */
const UNNAMED: readonly string[] = Object.freeze([''])

/** The distinct pricing bases of its requests' costs, sorted, `''` for a cost that names none (shared arrays for none and for `['']`). */
function costBases(requests: readonly ResolvedRequest[]): readonly string[] {
  const found: string[] = []
  for (const r of requests) {
    if (r.usage?.cost_usd === null || r.usage?.cost_usd === undefined) continue
    const b = r.usage.pricing_basis ?? ''
    if (!found.includes(b)) found.push(b)
  }
  if (found.length === 1 && found[0] === '') return UNNAMED
  return found.length === 0 ? NONE : Object.freeze(found.sort())
}

/**
 * The part of a resolved attempt the accumulator reads (see `RetainedAttempt`):
 * new objects holding only those fields, so the `AttemptInput` with its
 * parsed full results and record lines is not referenced. Built per attempt
 * and folded into the tally (tally/attempts.ts `tallyAttempt`), not kept.
 */
export function retainAttempt(a: ResolvedAttempt): RetainedAttempt {
  const i = a.input
  const input: RetainedAttempt['input'] = {
    configuration: i.configuration,
    task: i.task,
    revision: i.revision,
    attempt: i.attempt,
    missing: i.missing,
    requests_complete: i.requests_complete,
    evaluation: i.evaluation,
    task_duration_ms: i.task_duration_ms,
    declared_in: i.declared_in
  }
  if (i.phases !== undefined) input.phases = i.phases
  return {
    input,
    key: a.key,
    order: a.order,
    invocations: a.invocations,
    request_counts: requestCounts(a.requests),
    usage_missing: a.requests.some((r) => r.usage === null || r.usage_lower_bound),
    totals: attemptTotals(a),
    cost_bases: costBases(a.requests),
    missing: a.missing,
    list_verified: a.list_verified,
    evaluator: a.evaluator,
    evaluator_unknown: a.evaluator_unknown,
    diagnostics: a.diagnostics.length === 0 ? NONE : a.diagnostics,
    stop: attemptStopClass(a.requests)
  }
}
