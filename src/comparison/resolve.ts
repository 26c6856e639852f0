/**
 * Resolve every attempt once: request precedence, the attempt's effective
 * missing state, its evaluator, and all diagnostics that concern it. Later
 * modules (accounting, timing, outcomes…) read only these resolved values.
 */
import type { Diagnostic } from '../evidence/types.js'
import type { EvaluatorIdentity } from './input.js'
import type { AttemptInput, ConfigurationInput } from './input.js'
import { attemptKey, UNKNOWN_EVALUATOR } from './keys.js'
import { compareLegacyCounters } from './legacy.js'
import { attemptInvocations, type AttemptInvocations } from './timing.js'
import { resolveRequest, type RequestGap, type ResolvedRequest } from './request-evidence.js'

/** An attempt with its requests resolved. */
export interface ResolvedAttempt {
  input: AttemptInput
  key: string
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
  /** Attempt diagnostics + read files' diagnostics + `result_record_disagree` + `legacy_counter_differs`. */
  diagnostics: Diagnostic[]
}

function hasVerdict(a: AttemptInput): boolean {
  const e = a.evaluation
  return e !== null && (typeof e.passed === 'boolean' || (e.score !== null && e.score !== undefined))
}

/** Resolve one attempt against its configuration (null when the configuration is not declared); `key` is its attempt key when already built. */
export function resolveAttempt(a: AttemptInput, config: ConfigurationInput | null, key: string = attemptKey(a)): ResolvedAttempt {
  const requests = a.requests.map(resolveRequest)
  const withEvidence = requests.filter((r) => r.evidence !== null).length
  const missing = a.missing || (requests.length > 0 && withEvidence === 0)
  const declared = a.evaluation?.evaluator ?? config?.evaluator ?? null
  const verdict = hasVerdict(a)
  const evaluator = declared ?? (verdict ? UNKNOWN_EVALUATOR : null)

  const diagnostics: Diagnostic[] = [...a.diagnostics]
  if (!a.missing && a.requests.length === 0 && a.requests_complete === true) {
    diagnostics.push({ code: 'attempt_without_requests', message: 'the attempt declares no request at all (request list declared complete)' })
  }
  for (const r of requests) {
    diagnostics.push(...r.diagnostics)
    diagnostics.push(...compareLegacyCounters(r.legacy_counters, r.evidence === 'full_result' ? [r.usage] : [], 'request'))
  }
  diagnostics.push(...compareLegacyCounters(a.legacy_counters, requests.map((r) => r.usage), 'attempt'))
  return {
    input: a,
    key,
    requests,
    missing,
    list_verified: a.requests_complete === true && !a.missing,
    evaluator,
    evaluator_unknown: verdict && declared === null,
    diagnostics
  }
}

/**
 * A request as the comparison keeps it after its attempt was reported:
 * only what the configuration blocks, warnings and statistics read, so the
 * parsed evidence becomes garbage as soon as the attempt is resolved. Not
 * kept: status, error and the record lines (outcomes are tallied as the
 * attempt is added, outcomes.ts), runtime, adapter kind and resource
 * snapshot (resource rows are made as it is added, resources.ts), the
 * invocation interval (the attempt keeps its `invocations` summary),
 * request-level legacy counters and
 * diagnostics (already in the attempt's `diagnostics`), the evidence label
 * and the file entries (hidden folders are tallied as attempts are added,
 * hidden-folders.ts). Lists are shared when empty: never modify them.
 */
export type RetainedRequest = Pick<ResolvedRequest, 'request_id' | 'evidence' | 'usage'> & {
  gaps: readonly RequestGap[]
}

/**
 * An attempt as the comparison keeps it between `add` and `finish`
 * (stream.ts): its declaration without the read evidence, attempt-level
 * legacy counters and declaration diagnostics (all already folded into
 * `requests` and `diagnostics`). A `ResolvedAttempt` is one too.
 */
export type RetainedAttempt = Omit<ResolvedAttempt, 'input' | 'requests' | 'diagnostics'> & {
  /** Invocation summary of its requests (timing.ts `attemptInvocations`). */
  invocations: AttemptInvocations
  diagnostics: readonly Diagnostic[]
  input: Omit<AttemptInput, 'requests' | 'legacy_counters' | 'diagnostics'>
  requests: RetainedRequest[]
}

const NONE: readonly never[] = Object.freeze([])

function retainRequest(r: ResolvedRequest): RetainedRequest {
  return {
    request_id: r.request_id,
    evidence: r.evidence,
    usage: r.usage,
    gaps: r.gaps.length === 0 ? NONE : r.gaps
  }
}

/**
 * The part of a resolved attempt the comparison keeps (see `RetainedAttempt`):
 * new objects holding only those fields, so the `AttemptInput` with its
 * parsed full results and record lines is no longer referenced.
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
    requests: a.requests.map(retainRequest),
    invocations: attemptInvocations(a),
    missing: a.missing,
    list_verified: a.list_verified,
    evaluator: a.evaluator,
    evaluator_unknown: a.evaluator_unknown,
    diagnostics: a.diagnostics.length === 0 ? NONE : a.diagnostics
  }
}
