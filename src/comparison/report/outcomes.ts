/**
 * The report's per-configuration blocks of what the requests did and how long the attempts
 * took: `configurations[].outcomes` (statuses, stops, failures, timeouts, OOM kills, exit codes,
 * each with the coverage behind it) and `configurations[].timing` (distributions across
 * attempts, ms). Counts are integers; null: unknown.
 */
import { z } from 'zod'
import { REQUEST_STATUSES } from '../../model/index.js'
import { countsOf, nullableNumber } from './fields.js'

export const OutcomesBlockSchema = z.object({
  /** Per-request execution status from authoritative evidence; `unknown` = no status known. */
  status: z.object({
    ...countsOf(REQUEST_STATUSES),
    unknown: z.number().int()
  }),
  /**
   * Counts of record stop causes (`stop.cause`) over requests with a read
   * record end line (`coverage.records`); null when no request had one.
   */
  stop_causes: z.record(z.string(), z.number().int()).nullable(),
  /**
   * Requests stopped by `fabric_failed` or `sandbox_failed`, or a harness infrastructure exception (of
   * `coverage.records` + `coverage.harness`); null when unknown.
   */
  infrastructure_failures: z.number().int().nullable(),
  /** Requests stopped by `agent_failed` or `agent_exhausted_budget` (of `coverage.records` + `coverage.harness`); null when unknown. */
  agent_failures: z.number().int().nullable(),
  /** Requests stopped otherwise (of `coverage.records`): `unclassified`, another cause, or a stop naming no cause; null when unknown. */
  other_stops: z.number().int().nullable(),
  /** Requests that timed out (of `coverage.timeouts`), by either source; null when unknown. */
  timeouts: z.number().int().nullable(),
  /**
   * Where the timeouts were read: a record's `stop.reason` (null when no
   * request had a record end line, `coverage.records` 0), or a full result's
   * `error.code` (no record; null when no request could show one that way).
   */
  timeouts_by_source: z.object({
    record_stop: z.number().int().nullable(),
    full_result_error_code: z.number().int().nullable(),
    /** A harness's classified exception (Harbor `AgentTimeoutError`); null when no request had a classified harness outcome. */
    harness_exception: z.number().int().nullable().optional()
  }),
  /**
   * Requests whose `oom_kill_count` rose between start and end line in an
   * exclusive container (of `coverage.oom`); null when unknown. Counts
   * requests, not kills.
   */
  oom_kills: z.number().int().nullable(),
  /** Kills: the sum of those rises (the size of each rise); null when unknown. */
  oom_kill_count_rise: z.number().int().nullable(),
  /** Rises in shared or undeclared containers: not attributable to the request, listed apart, never counted. */
  shared_container_oom_rises: z.array(
    z.object({
      attempt: z.string(),
      request_id: z.string().nullable(),
      /** end − start `oom_kill_count`. */
      rise: z.number().int(),
      exclusive_container: z.boolean().nullable()
    })
  ),
  /** Host exit codes of record stops (of `coverage.records`); null when no request had a record end line (`{}`: none seen). */
  exit_codes: z.record(z.string(), z.number().int()).nullable(),
  /** Host exit signals of record stops (of `coverage.records`); null when no request had a record end line (`{}`: none seen). */
  exit_signals: z.record(z.string(), z.number().int()).nullable(),
  /** Error codes seen (from the authoritative evidence: full result or record end line). */
  error_codes: z.record(z.string(), z.number().int()),
  /** How many expected requests had evidence that could show each count. */
  coverage: z.object({
    /** Expected requests. */
    expected: z.number().int(),
    /** Requests with a read record end line: stop causes, failures, exit codes and signals. */
    records: z.number().int(),
    /** Requests whose record end line, or full result (status succeeded or an error code), could show a timeout. */
    timeouts: z.number().int(),
    /**
     * Requests with `oom_kill_count` on both record lines in an exclusive container (a pair whose count goes down is
     * unusable and not counted).
     */
    oom: z.number().int(),
    /**
     * The attempt inventory and every request list are verified and no attempt is missing:
     * `expected` is every request. When false, every count above is a lower bound (`≥`), like
     * a usage sum that is not `complete`.
     */
    denominator_verified: z.boolean(),
    /**
     * Requests without a record end line whose harness classified how the
     * attempt ended (Harbor `exception_info`): they count with `records` for
     * infrastructure and agent failures, and with `timeouts`.
     */
    harness: z.number().int().optional()
  })
})

/** A distribution across attempts, with how many attempts contributed. */
export const DistributionSchema = z.object({
  /** Attempts with a value. */
  count: z.number().int(),
  /** Attempts that could have had one (the denominator). */
  of: z.number().int(),
  median: nullableNumber,
  p90: nullableNumber,
  max: nullableNumber
})

/**
 * A distribution of a per-attempt invocation figure: an attempt's figure is
 * exact only when every expected invocation is timed and its request list is
 * verified, else a lower bound over its timed invocations.
 */
export const TimingDistributionSchema = DistributionSchema.extend({
  /** Attempts (of `count`) whose every expected invocation is timed, with a verified request list: their value is exact. */
  fully_timed: z.number().int(),
  /** Some value counted is a lower bound (`fully_timed` < `count`): median, p90 and max are then lower bounds. */
  lower_bound: z.boolean()
})

export const TimingBlockSchema = z.object({
  /** Caller task duration (`task_duration_ms`) across attempts, ms. */
  task_duration_ms: DistributionSchema,
  /** Per attempt: wall time covered by the union of its invocation intervals, ms (a lower bound for an attempt not fully timed). */
  invocation_covered_ms: TimingDistributionSchema,
  /** Per attempt: peak number of simultaneously running invocations (a lower bound for an attempt not fully timed). */
  peak_concurrency: TimingDistributionSchema,
  /** Requests with a known start and end. */
  invocations_timed: z.number().int(),
  /** Expected requests (denominator of invocations_timed). */
  invocations_expected: z.number().int()
})

export type Distribution = z.infer<typeof DistributionSchema>
export type TimingDistribution = z.infer<typeof TimingDistributionSchema>
