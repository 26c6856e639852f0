/**
 * One attempt as the accumulator reads it (attempts.ts `tallyAttempt`):
 * what the report's figures need of it once its evidence is resolved, and
 * the per-attempt shapes it is made of. Built per attempt and folded in;
 * the tally keeps no row. A leaf module (types and one list).
 */
import type { Diagnostic } from '../../evidence/types.js'
import type { AttemptInput, EvaluatorIdentity } from '../input/input.js'
import type { StopClass } from './infrastructure.js'

/** Metrics given per attempt. */
export const PER_ATTEMPT_METRICS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'] as const

/** A per-attempt metric (`PER_ATTEMPT_METRICS`). */
export type PerAttemptMetric = (typeof PER_ATTEMPT_METRICS)[number]

/** An attempt's totals of the per-attempt metrics (tokens, USD); null where its usage of the metric is not complete. */
export type AttemptTotals = Record<PerAttemptMetric, number | null>

/** Per-attempt invocation summary (attempt report `invocations`). */
export interface AttemptInvocations {
  /** Expected requests of the attempt. */
  count: number
  /** Requests with a known start and end. */
  timed: number
  /**
   * Every expected invocation is timed and the request list is verified (so
   * none is left out): only then are `covered_ms` and `peak_concurrency`
   * exact; otherwise they are lower bounds over the timed invocations.
   */
  complete: boolean
  /** Union of the timed intervals, ms; null when none is timed; a lower bound unless `complete`. */
  covered_ms: number | null
  /** null when none is timed; a lower bound unless `complete`. */
  peak_concurrency: number | null
}

/**
 * An attempt as `addAttempt` (tally.ts) hands it to `tallyAttempt`
 * (attempts.ts): its declaration without the
 * read evidence, attempt-level legacy counters and declaration diagnostics
 * (all already folded into `requests` and `diagnostics`); `retainAttempt`
 * (resolve.ts) makes it from a `ResolvedAttempt`.
 */
export interface RetainedAttempt {
  key: string
  /** Its order key (input/ordered.ts `orderKey`): code-unit order is attempt-key order. */
  order: string
  /** Effectively missing: declared missing, or at least one expected request and none with authoritative evidence. */
  missing: boolean
  /** Request list verified: `requests_complete === true` and not declared missing. */
  list_verified: boolean
  /** evaluation.evaluator ?? configuration evaluator; `unknown` for a verdict without identity; null when neither. */
  evaluator: EvaluatorIdentity | null
  /** A verdict (passed or score) without any evaluator identity. */
  evaluator_unknown: boolean
  /** Invocation summary of its requests (timing.ts `attemptInvocations`). */
  invocations: AttemptInvocations
  /** Its expected requests, by authoritative evidence (`none` = a gap). */
  request_counts: { expected: number; full_result: number; record_end: number; harness_counters: number; none: number }
  /** At least one of its requests has no authoritative usage. */
  usage_missing: boolean
  /**
   * Per-attempt totals (attempt-usage.ts), costs of every pricing basis
   * added; the tally keeps costs by `cost_bases`, and the finish leaves out
   * those with a basis the configuration does not sum (accounting.ts,
   * `costBasesSummed`; ../figures/task-results.ts).
   */
  totals: AttemptTotals
  /**
   * The distinct pricing bases of its requests' costs, sorted, `''` for a cost that names none (usually `['']` or
   * empty; a shared frozen array).
   */
  cost_bases: readonly string[]
  diagnostics: readonly Diagnostic[]
  /** The gravest stop its requests' evidence shows (infrastructure.ts `attemptStopClass`). */
  stop: StopClass
  input: Omit<AttemptInput, 'requests' | 'legacy_counters' | 'diagnostics'>
}
