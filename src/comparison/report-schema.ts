/**
 * The report object (`report_version: 2`): the public contract that later
 * workflow steps read. Defined once here with zod; the TypeScript types are
 * inferred from it and `schema/report.schema.json` is generated from it
 * (`npm run schemas`, checked by a test). The values it shares with the
 * evidence and the shard summary (usage, diagnostics, legacy counters,
 * statuses, gate policy, evaluation, artifact outcomes…) are the
 * vocabulary's schemas of `src/model/`, not copies.
 *
 * Units: tokens are token counts, `cost_usd` US dollars, `*_ms`
 * milliseconds, `rss_bytes` bytes. `null` always means "unknown / not
 * reported", never 0.
 */
import { z } from 'zod'
import {
  ArtifactOutcomeSchema,
  DiagnosticSchema,
  EvaluationSchema,
  EvaluatorIdentitySchema,
  EvidenceKindSchema,
  FileRefSchema,
  FileRoleSchema,
  FileStateSchema,
  GatePolicySchema,
  LegacyCounterSchema,
  PhaseSchema,
  PricingBasisSchema,
  REQUEST_STATUSES,
  RequestStatusSchema,
  ResourceSnapshotSchema,
  SnapshotShapeSchema,
  StopInfoSchema,
  SystemStatsSchema,
  TimeSpanSchema,
  UnexpectedAttemptSchema,
  USAGE_METRICS,
  UsageSchema,
  type UsageMetric
} from '../model/index.js'

/**
 * Version of the report object. 2: outcome counts are null when no request
 * could show them and carry `coverage`; requests carry stop and error
 * details, resource observations list every expected request.
 */
export const REPORT_VERSION = 2

const nullableNumber = z.number().nullable()

/** An object of integer counts, one per key, in the keys' order. */
function countsOf<const K extends readonly string[]>(keys: K): { [P in K[number]]: z.ZodNumber } {
  return Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [P in K[number]]: z.ZodNumber }
}

/** One `schema` per usage metric, keyed and ordered as `USAGE_METRICS`. */
function perMetric<T extends z.ZodType>(schema: T): { [M in UsageMetric]: T } {
  return Object.fromEntries(USAGE_METRICS.map((m) => [m, schema])) as { [M in UsageMetric]: T }
}

/** Coverage of one usage metric within one configuration. */
export const MetricCoverageSchema = z.object({
  /** Sum over requests whose authoritative evidence reports the metric; null when none does. */
  observed: nullableNumber,
  /** How many expected requests reported the metric (a reported 0 counts). */
  reported_by: z.number().int(),
  /** How many requests were expected. */
  expected: z.number().int(),
  /** True only when inventory and request lists are verified and every expected request reported it. */
  complete: z.boolean()
})

/** Coverage of a token metric: its sum is a count a float holds exactly (≤ 2^53 − 1), else unknown (`sum_overflow`). */
const TokenCoverageSchema = MetricCoverageSchema.extend({
  observed: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable()
})

/**
 * Coverage of every usage metric (`USAGE_METRICS`, in that order) within one configuration; token sums are safe
 * integers, the cost a non-negative number.
 */
export const UsageBlockSchema = z.object({
  ...perMetric(TokenCoverageSchema),
  cost_usd: MetricCoverageSchema.extend({ observed: z.number().nonnegative().nullable() })
})

/** One evaluator's verdicts within a configuration. */
export const EvaluatorBreakdownSchema = z.object({
  ...EvaluatorIdentitySchema.shape,
  /** Attempts with passed === true. */
  passed: z.number().int(),
  /** Attempts with a verdict (passed true/false) from this evaluator. */
  evaluated: z.number().int(),
  /** passed / evaluated; null when evaluated is 0. */
  pass_fraction: nullableNumber,
  /** Mean of numeric scores; null when none. */
  mean_score: nullableNumber,
  /** How many attempts carried a score. */
  scored: z.number().int()
})

export const EvaluationBlockSchema = z.object({
  evaluators: z.array(EvaluatorBreakdownSchema),
  /** Listed attempts (the denominator evaluated is out of). */
  listed: z.number().int(),
  passed: z.number().int(),
  evaluated: z.number().int(),
  /** Listed attempts with no verdict. */
  not_evaluated: z.number().int(),
  /**
   * Listed attempts that are to be judged: an evaluator is declared for
   * them (the attempt's or the configuration's), their source has a
   * verifier (every Harbor trial and TB1 run), or they carry a verdict.
   * The denominator of `verdicts_missing`.
   */
  verdicts_expected: z.number().int(),
  /**
   * Of `verdicts_expected`, those with no verdict (neither pass/fail nor a score; missing attempts included): missing
   * evidence, the configuration is not complete.
   */
  verdicts_missing: z.number().int(),
  /** passed / evaluated under a single evaluator; null when evaluators are mixed or nothing was evaluated. */
  pass_fraction: nullableNumber,
  /** Why pass_fraction is null, when it is. */
  pass_fraction_reason: z.string().nullable()
})

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

export const EvidenceExampleSchema = z.object({
  /** Attempt key `configuration/task@revision#attempt`. */
  attempt: z.string(),
  request_id: z.string().nullable(),
  file: z.string().nullable(),
  artifact: z.string().nullable(),
  line: z.number().int().nullable(),
  detail: z.string().nullable()
})

/** Gap codes (stable; README code table). */
export const GAP_CODES = [
  'result_missing',
  'result_unreadable',
  'record_unreadable',
  'record_without_end',
  'attempt_unreadable',
  'attempt_unfinished',
  'attempt_missing',
  'usage_not_reported'
] as const

export const GapSchema = z.object({
  reason: z.enum(GAP_CODES),
  count: z.number().int(),
  /** Up to 5 examples. */
  examples: z.array(EvidenceExampleSchema)
})

const { shape: _shape, runtime_id: _runtime, ...snapshotFields } = ResourceSnapshotSchema.shape

export const ResourceObservationSchema = z.object({
  attempt: z.string(),
  request_id: z.string().nullable(),
  /** Runtime the snapshot observed: CPU time is cumulative for the runtime's host tree, so two snapshots of one runtime overlap. */
  runtime_id: z.string().nullable(),
  /** Which evidence the snapshot came from: `full_result` or `record_end`. */
  source: z.string(),
  /** Field names of the snapshot: `released` (NeMo Fabric 0.6+), `draft` (earlier drafts); null when the row has system stats only. */
  shape: SnapshotShapeSchema.nullable(),
  /**
   * The snapshot's fields (`ResourceSnapshot`, src/model/evidence.ts): `started_at`, `observed_at` (RFC 3339 as
   * written), `scope` (draft), `process_count`, `resident_memory_bytes` (bytes), `cpu_time_seconds` (float),
   * `rss_bytes`, `cpu_user_ms`, `cpu_system_ms`.
   */
  ...snapshotFields,
  /**
   * NeMo Fabric 0.7 `system_stats` of the full result: elapsed seconds
   * (float), the adapter host cgroup's peak memory and memory limit (bytes)
   * and its `oom_kills` counter before/after; null when the result has none.
   * The cgroup is a scope, not exclusive ownership.
   */
  system_stats: SystemStatsSchema.nullable()
})

/** An estimate with its 95 % interval (task-clustered; see `method`), or the reason there is none. */
export const IntervalSchema = z.object({
  estimate: z.number(),
  /** Lower bound; null with `reason` when no interval is given. */
  low: nullableNumber,
  high: nullableNumber,
  /** Standard error used (after any floor); null when no interval. */
  standard_error: nullableNumber,
  /** True when the standard error was raised to its floor (every task showed the same result). */
  floored: z.boolean(),
  /** Why low/high are null. */
  reason: z.string().nullable(),
  /**
   * Pass fractions only: the exact Clopper–Pearson 95 % interval on the
   * design-effect-adjusted number of attempts that low/high never fall inside
   * (pass-fraction-interval.ts); `widened` when it moved a bound.
   */
  exact: z
    .object({ low: z.number(), high: z.number(), design_effect: z.number(), effective_attempts: z.number(), widened: z.boolean() })
    .optional()
})

/** Mean per attempt of one metric over the attempts whose usage of it is complete. */
export const AttemptMeanSchema = z.object({
  /** Mean with interval; null when no attempt has complete usage of the metric. */
  interval: IntervalSchema.nullable(),
  /** Attempts whose usage of the metric is complete (the denominator). */
  attempts: z.number().int(),
  /** Listed attempts. */
  of: z.number().int(),
  /** Tasks those attempts belong to. */
  tasks: z.number().int()
})

/** Per-configuration statistics (task-clustered intervals, pass@k, per-attempt usage). */
/**
 * Whether a configuration's attempts to be judged ran to a verdict without a failure that is not
 * the agent's (issue 42: infrastructure apart from the agent; src/comparison/tally/infrastructure.ts).
 */
export const InfrastructureBlockSchema = z.object({
  /** Listed attempts (those to be judged are `attempts`; the others have no evaluator and no verdict). */
  listed: z.number().int(),
  /** Attempts to be judged (an evaluator declared or a verdict given): the denominator. */
  attempts: z.number().int(),
  /** Ran to a verdict, or to the agent's own failure, and no request shows a failure that is not the agent's. */
  ran: z.number().int(),
  /** A request shows a failure of unknown class (the agent's or not): not in `ran`, so the share is a lower bound by them. */
  unclassified: z.number().int(),
  /**
   * Did not run cleanly: missing, a stop not the agent's (infrastructure, verifier, cancelled; even beside a verdict), or
   * no verdict and no failure.
   */
  did_not_run: z.number().int(),
  /** Of `did_not_run`, the missing attempts (no evidence; named in the verdict paragraph already). */
  missing: z.number().int(),
  /** Some of those that did not run and of those unclassified (attempt keys, at most 20 each). */
  examples: z.object({ did_not_run: z.array(z.string()), unclassified: z.array(z.string()) }),
  /** ran / attempts with its task-clustered 95 % interval (as the pass fraction's); null with `reason` when none is to be judged. */
  share: IntervalSchema.nullable(),
  /** (ran + unclassified) / attempts: the share were every unclassified failure the agent's; null when none is unclassified. */
  share_upper: nullableNumber,
  reason: z.string().nullable()
})

/**
 * One score key's mean over a configuration's attempts with a verdict (issue 42: e.g. each of
 * Harbor's reward keys; src/comparison/score-key-figures.ts).
 */
export const ScoreKeyMeanSchema = z.object({
  /** The key as the evidence names it (`evaluation.scores`; Harbor `verifier_result.rewards`). */
  key: z.string(),
  /** Attempts with a verdict whose evaluation carries a number under this key (of `score_keys.attempts`). */
  scored: z.number().int(),
  /** Tasks with at least one such attempt. */
  tasks: z.number().int(),
  /** Every value is 0 or 1: the mean is a pass fraction, with the pass fraction's interval, and differences are decided as its. */
  binary: z.boolean(),
  /**
   * Mean per attempt with its task-clustered 95 % interval (a key whose values are not all 0 or 1 has no known range: not
   * clipped); null with `reason` when evaluators are mixed or the sum of its values is beyond the largest number.
   */
  mean: IntervalSchema.nullable(),
  /** Why `mean` is null. */
  reason: z.string().nullable()
})

/** Named scores by key (absent when no attempt with a verdict carried one). */
export const ScoreKeysSchema = z.object({
  /** Attempts with a verdict (the denominator of each key's `scored`). */
  attempts: z.number().int(),
  /** The keys met, in code-unit order: at most 16, the smallest (see `more_keys`). */
  keys: z.array(ScoreKeyMeanSchema),
  /** More keys were met than the 16 kept (the evidence names them; none of the others is tallied). */
  more_keys: z.boolean()
})

export const ConfigurationStatisticsSchema = z.object({
  /** How every interval here was computed, in one sentence. */
  method: z.string(),
  /** Listed tasks (task@revision). */
  tasks: z.number().int(),
  pass_fraction: z.object({
    /** passed / evaluated with its interval; null when there is no pass fraction (see reason). */
    interval: IntervalSchema.nullable(),
    /** Tasks with at least one evaluated attempt. */
    tasks: z.number().int(),
    /** Evaluated attempts. */
    attempts: z.number().int(),
    reason: z.string().nullable()
  }),
  /** pass@k (Chen et al. 2021) and pass^k (Yao et al. 2024), mean over tasks, k = 1 … min evaluated attempts per task. */
  pass_at_k: z.object({
    tasks: z.number().int(),
    rows: z.array(z.object({ k: z.number().int(), pass_at_k: z.number(), pass_hat_k: z.number() })),
    reason: z.string().nullable()
  }),
  /** Mean per attempt: tokens, cost in USD. */
  per_attempt: z.object({
    input_tokens: AttemptMeanSchema,
    output_tokens: AttemptMeanSchema,
    total_tokens: AttemptMeanSchema,
    cost_usd: AttemptMeanSchema
  }),
  /** Cost of all listed attempts (USD) / passed attempts; null with reason when pricing, coverage or verdicts do not allow it. */
  cost_per_passed_attempt: z.object({
    value: nullableNumber,
    cost_usd: nullableNumber,
    passed: z.number().int().nullable(),
    reason: z.string().nullable()
  }),
  /** Each named score's mean (absent when no attempt with a verdict carried one). */
  score_keys: ScoreKeysSchema.optional()
})

/** How many expected requests have a resource observation, and why the others have none. */
export const ResourceCoverageSchema = z.object({
  expected: z.number().int(),
  /** Requests with a snapshot (listed in `resources`). */
  observed: z.number().int(),
  /** Expected requests without a snapshot, by state (the counts of `not_observed`). */
  not_observed_by_state: z.object({
    unavailable: z.number().int(),
    unsupported: z.number().int(),
    no_evidence: z.number().int()
  }),
  /** Every expected request without a snapshot, with its state and why. */
  not_observed: z.array(
    z.object({
      attempt: z.string(),
      request_id: z.string().nullable(),
      runtime_id: z.string().nullable(),
      /**
       * `unavailable`: the evidence carries no snapshot; `unsupported`: its
       * adapter kind (`http`) or harness cannot be observed;
       * `no_evidence`: the request has no authoritative evidence.
       */
      state: z.enum(['unavailable', 'unsupported', 'no_evidence']),
      reason: z.string()
    })
  )
})

export const ConfigurationReportSchema = z.object({
  id: z.string(),
  /** Evidence for this configuration is complete (see the gate). */
  complete: z.boolean(),
  pricing: PricingBasisSchema.nullable(),
  /**
   * The pricing basis the cost figure is in: the declared one (`pricing`),
   * else the basis the evidence's costs named (e.g. Harbor's
   * `harbor-estimate:codex`); null when none is declared or named.
   */
  cost_basis: z.string().nullable(),
  /**
   * Costs the evidence reports in a pricing basis other than `cost_basis` (the declared one, else the one most costed
   * requests name), one entry per basis (`basis` null: the requests name none), sorted: their own sum in US dollars
   * with its coverage — known, yet left out of `usage.cost_usd` and never compared with another basis
   * (`pricing_basis_mixed`). Absent when every cost is in `cost_basis`.
   */
  cost_other_bases: z
    .array(MetricCoverageSchema.extend({ basis: z.string().nullable(), observed: z.number().nonnegative().nullable() }))
    .optional(),
  attempts: z.object({
    listed: z.number().int(),
    with_evidence: z.number().int(),
    missing: z.number().int(),
    inventory_verified: z.boolean()
  }),
  requests: z.object({
    expected: z.number().int(),
    from_result: z.number().int(),
    from_record: z.number().int(),
    /** Requests whose accounting came from harness counters (non-Fabric agent). */
    from_harness_counters: z.number().int(),
    missing: z.number().int(),
    /**
     * Attempts whose request list is verified / unverified; a declared-missing attempt is in neither
     * (it is counted in `attempts.missing`).
     */
    lists_verified: z.number().int(),
    lists_unverified: z.number().int()
  }),
  usage: UsageBlockSchema,
  evaluation: EvaluationBlockSchema,
  /** Whether its attempts to be judged ran to a verdict (absent in reports written before it existed). */
  infrastructure: InfrastructureBlockSchema.optional(),
  outcomes: OutcomesBlockSchema,
  timing: TimingBlockSchema,
  resources: z.array(ResourceObservationSchema),
  resource_coverage: ResourceCoverageSchema,
  gaps: z.array(GapSchema),
  /** Intervals, pass@k, per-attempt usage (absent in reports written before it existed). */
  statistics: ConfigurationStatisticsSchema.optional()
})

/** A delta candidate minus baseline, or the reason there is none. */
export const DeltaSchema = z.object({
  baseline: nullableNumber,
  candidate: nullableNumber,
  /** candidate − baseline; null when not comparable. */
  delta: nullableNumber,
  /** Why delta is null; null when delta is given. */
  reason: z.string().nullable()
})

/**
 * Whether a delta is beyond noise, and which way (src/comparison/noise.ts): for a usage metric
 * the paired, task-clustered 95 % interval of the mean per attempt (candidate − baseline, the
 * interval budgets are checked with) lies above 0 (`higher`), below 0 (`lower`) or includes 0
 * (`within_noise`) — or, where every task shows the same difference (no spread, no interval), the
 * exact sign-flip test `test` decides at two-sided 5 %; for the pass fraction the paired
 * comparison's two-sided 5 % test decides. `side` null: no decision (the delta is withheld, or too
 * few paired tasks).
 */
export const NoiseSchema = z.object({
  side: z.enum(['higher', 'lower', 'within_noise']).nullable(),
  /**
   * Usage metrics: that interval of the mean per attempt (tokens or USD per attempt); null when there is none. Absent
   * for the pass fraction (see `paired`).
   */
  per_attempt: IntervalSchema.nullable().optional(),
  /**
   * Usage metrics whose tasks all show the same difference per attempt (no spread, so `per_attempt` has no interval)
   * over at least 5 paired tasks: the exact two-sided sign-flip test over the per-task differences that decides
   * `side` (beyond noise when `p_two_sided` < 0.05). `tasks`: tasks with a non-zero difference; `smallest_p`:
   * 2/2^tasks, the smallest p they can give. Null (or absent) otherwise.
   */
  test: z
    .object({
      method: z.literal('sign_flip_exact'),
      tasks: z.number().int(),
      p_two_sided: z.number(),
      smallest_p: z.number()
    })
    .nullable()
    .optional()
})

export const TaskRefSchema = z.object({ task: z.string(), revision: z.string() })

/** Verdict counts of one task on one side. */
export const TaskVerdictsSchema = z.object({
  listed: z.number().int(),
  evaluated: z.number().int(),
  passed: z.number().int()
})

/** A task whose pass fraction moved between baseline and candidate. */
export const TaskChangeSchema = z.object({
  task: z.string(),
  revision: z.string(),
  baseline: TaskVerdictsSchema,
  candidate: TaskVerdictsSchema,
  /** candidate − baseline pass fraction of this task (over its evaluated attempts). */
  change: z.number(),
  /** `flaky`: mixed results on a side (some attempts passed, some failed); `flip`: every attempt agreed on each side. */
  kind: z.enum(['flip', 'flaky']).optional(),
  /** Fisher's exact two-sided p of this task's verdicts (baseline vs candidate), not adjusted for the number of tasks. */
  p_value: z.number().optional(),
  /** p_value ≥ 0.05: this task alone shows no change beyond noise. */
  within_noise: z.boolean().optional()
})

/**
 * The test behind a paired difference of fractions (src/comparison/fraction-difference.ts): `mcnemar_exact` when every
 * paired task has one attempt per side (broken / fixed = discordant tasks), else `cluster_t` (the interval's t
 * statistic). `p_lower`: one-sided p of "the candidate is lower"; `mid_p_lower`: McNemar's mid-p (reported only).
 */
export const PairedTestSchema = z.object({
  method: z.enum(['mcnemar_exact', 'cluster_t']),
  broken: nullableNumber,
  fixed: nullableNumber,
  p_lower: z.number(),
  mid_p_lower: nullableNumber,
  p_two_sided: z.number()
})

/** Paired comparison over the same tasks: the pass-fraction difference with its interval, and the tasks that changed. */
export const PairedComparisonSchema = z.object({
  /** How the interval was computed, in one sentence. */
  method: z.string(),
  /** Tasks paired (0 when the difference is not allowed). */
  tasks: z.number().int(),
  /** Evaluated attempts per task and side, smallest and largest; null when none. */
  attempts_per_task: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** candidate − baseline pass fraction with its 95 % interval; null with `reason` when not allowed. */
  difference: IntervalSchema.nullable(),
  /**
   * The difference is beyond noise at two-sided 5 % (`test`: the interval excludes 0, or McNemar's exact two-sided p <
   * 0.05); null when there is no interval.
   */
  distinguishable: z.boolean().nullable(),
  reason: z.string().nullable(),
  /**
   * Smallest true difference (fraction, ≥ 0) this sample detects with 80 % power by a
   * one-sided 2.5 % test: (t(0.975, n−1) + t(0.80, n−1)) · standard error; null without an interval.
   */
  detectable_difference: nullableNumber.optional(),
  /**
   * The test behind `distinguishable` and the `regression` gate: `mcnemar_exact` when every paired task has one
   * evaluated attempt per side (broken / fixed = discordant tasks), else `cluster_t` (the interval's t statistic).
   * `p_lower`: one-sided p of "the candidate is lower"; `mid_p_lower`: McNemar's mid-p (reported only).
   */
  test: PairedTestSchema.nullable().optional(),
  /**
   * Per score key of either side (code-unit order), candidate − baseline of its mean per attempt with the paired,
   * task-clustered 95 % interval; null with `reason` when the pass-fraction difference is not allowed, or a side's
   * attempts with a verdict do not all carry the key. Absent when neither side has a named score.
   */
  score_keys: z
    .array(
      z.object({
        key: z.string(),
        /** Tasks paired. */
        tasks: z.number().int(),
        baseline: nullableNumber,
        candidate: nullableNumber,
        difference: IntervalSchema.nullable(),
        /**
         * Beyond noise at two-sided 5 %: for a key whose every value is 0 or 1, by `test` (McNemar's exact test with
         * one attempt per task and side, as the pass fraction's); for any other, the interval excludes 0. Null
         * without an interval.
         */
        distinguishable: z.boolean().nullable(),
        /** The test behind `distinguishable` for a 0-or-1 key; absent for any other. */
        test: PairedTestSchema.nullable().optional(),
        reason: z.string().nullable()
      })
    )
    .optional(),
  /** Tasks whose pass fraction moved, strongest evidence (smallest p_value) first, then most negative change. */
  changed_tasks: z.array(TaskChangeSchema),
  /** Tasks with verdicts on both sides and the same pass fraction. */
  unchanged_tasks: z.number().int(),
  /** Tasks without a verdict on a side (side null = not listed there): not changes. */
  tasks_without_verdicts: z.array(
    z.object({ task: z.string(), revision: z.string(), baseline: TaskVerdictsSchema.nullable(), candidate: TaskVerdictsSchema.nullable() })
  ),
  /** Why verdicts are not compared task by task (e.g. evaluators differ); then the task lists are empty. */
  tasks_reason: z.string().nullable()
})

export const ComparisonSchema = z.object({
  baseline: z.string(),
  candidate: z.string(),
  inventory: z.object({
    /** Same (task, revision) list with the same attempt counts. */
    matched: z.boolean(),
    only_in_baseline: z.array(TaskRefSchema),
    only_in_candidate: z.array(TaskRefSchema),
    revision_differs: z.array(z.object({ task: z.string(), baseline: z.array(z.string()), candidate: z.array(z.string()) })),
    attempt_count_differs: z.array(
      z.object({ task: z.string(), revision: z.string(), baseline: z.number().int(), candidate: z.number().int() })
    )
  }),
  /** One delta per usage metric (`USAGE_METRICS`, in that order), then the pass fraction's. */
  metrics: z.object({ ...perMetric(DeltaSchema), pass_fraction: DeltaSchema }),
  /** Paired per-task comparison (absent in reports written before it existed). */
  paired: PairedComparisonSchema.optional(),
  /**
   * The paired difference candidate − baseline of the share that ran to a verdict (`configurations[].infrastructure`),
   * decided as the pass fraction's; null with `reason` unless both sides list the same tasks and attempt counts and
   * every listed attempt is to be judged. Absent in reports written before it existed.
   */
  infrastructure: z
    .object({
      baseline: nullableNumber,
      candidate: nullableNumber,
      tasks: z.number().int(),
      difference: IntervalSchema.nullable(),
      distinguishable: z.boolean().nullable(),
      test: PairedComparisonSchema.shape.test,
      /**
       * When the candidate has attempts with a failure of unknown class: the same difference with them counted as ran
       * and the baseline's not (the candidate's most favourable reading); null otherwise or when `difference` is.
       */
      upper: z
        .object({ difference: IntervalSchema.nullable(), distinguishable: z.boolean().nullable(), test: PairedComparisonSchema.shape.test })
        .nullable(),
      reason: z.string().nullable()
    })
    .optional(),
  /**
   * Which deltas are beyond noise, by metric: input, output and total tokens, cost and the pass fraction (absent in
   * reports written before it existed).
   */
  noise: z
    .object({
      input_tokens: NoiseSchema,
      output_tokens: NoiseSchema,
      total_tokens: NoiseSchema,
      cost_usd: NoiseSchema,
      pass_fraction: NoiseSchema
    })
    .optional()
})

export const WarningSchema = z.object({
  /** Stable snake_case code (README code table). */
  code: z.string(),
  /** `warning` counts for the `warnings` gate policy; `notice` is informational. */
  severity: z.enum(['warning', 'notice']),
  message: z.string(),
  configurations: z.array(z.string()),
  /** Attempt keys concerned (`configuration/task@revision#attempt`), at most 20. */
  attempts: z.array(z.string()),
  /** How many attempts are concerned in all (attempts may be cut). */
  attempt_count: z.number().int(),
  file: z.string().nullable().optional(),
  line: z.number().int().nullable().optional(),
  /** How many findings (file diagnostics) the warning stands for when more than one; absent: one. */
  occurrences: z.number().int().optional()
})

export const RequestFileSchema = z.object({
  role: FileRoleSchema,
  ...FileRefSchema.shape,
  state: FileStateSchema,
  line: z.number().int().nullable(),
  json_path: z.string().nullable(),
  reason: z.string().nullable()
})

export const RequestReportSchema = z.object({
  request_id: z.string().nullable(),
  /** Which evidence is authoritative: `full_result` > `record_end` > `harness_counters`; null = a gap. */
  evidence: EvidenceKindSchema.nullable(),
  /** Label of the harness-counter source when evidence is `harness_counters`. */
  evidence_label: z.string().nullable(),
  status: RequestStatusSchema.nullable(),
  stop_cause: z.string().nullable(),
  stop_reason: z.string().nullable(),
  error_code: z.string().nullable(),
  /** Runtime id (full result, else record): snapshots of one runtime are cumulative. */
  runtime_id: z.string().nullable(),
  /** The record end line's stop, field by field; null without a record end line or on success. */
  stop: StopInfoSchema.nullable(),
  /** The authoritative evidence's error (code, stage, retryable), with where it was read; null when none. */
  error: z
    .object({
      source: EvidenceKindSchema.exclude(['harness_counters']),
      code: z.string().nullable(),
      stage: z.string().nullable(),
      retryable: z.boolean().nullable()
    })
    .nullable(),
  /** `oom_kill_count` of the record's start and end lines and whether the container was exclusive; null without a read record. */
  oom: z.object({ start: nullableNumber, end: nullableNumber, exclusive_container: z.boolean().nullable() }).nullable(),
  usage: UsageSchema.nullable(),
  /**
   * Relations of the usage definitions this request's usage breaks
   * (`cached_exceeds_input`, `reasoning_exceeds_output`,
   * `total_tokens_mismatch`), with the figures; empty when none.
   */
  usage_disagreements: z.array(z.object({ relation: z.string(), metrics: z.array(z.string()), detail: z.string() })),
  invocation: TimeSpanSchema.nullable(),
  files: z.array(RequestFileSchema),
  gaps: z.array(z.enum(GAP_CODES)),
  diagnostics: z.array(DiagnosticSchema)
})

export const AttemptReportSchema = z.object({
  key: z.string(),
  configuration: z.string(),
  task: z.string(),
  revision: z.string(),
  attempt: z.string(),
  missing: z.boolean(),
  requests_complete: z.boolean(),
  declared_in: FileRefSchema.nullable(),
  evaluation: EvaluationSchema.nullable(),
  task_duration_ms: nullableNumber,
  /** Harness phase durations (detail; e.g. Harbor's four phases), ms; null = did not run or unknown. */
  phases: z.array(PhaseSchema),
  invocations: z.object({
    count: z.number().int(),
    timed: z.number().int(),
    /** Every expected invocation timed and the request list verified: `covered_ms` and `peak_concurrency` are exact; else lower bounds. */
    complete: z.boolean(),
    covered_ms: nullableNumber,
    peak_concurrency: z.number().int().nullable()
  }),
  requests: z.array(RequestReportSchema),
  legacy_counters: z.array(LegacyCounterSchema),
  diagnostics: z.array(DiagnosticSchema)
})

/**
 * One budget checked for one candidate (CLI `--budget`, action input
 * `budgets`; src/comparison/budgets.ts): the figure candidate − baseline,
 * paired by task, against the limit. `failed` when the estimate exceeds the
 * limit; `cannot_check` (which fails too) when the figures are not
 * comparable, with the reason.
 */
export const BudgetResultSchema = z.object({
  /** The budget as given, normalised: `cost=+10%`. */
  budget: z.string(),
  metric: z.enum(['cost', 'input_tokens', 'output_tokens', 'total_tokens', 'cost_per_passed_attempt', 'task_duration']),
  /**
   * `relative`: value is a fraction of the baseline's figure (0.1 = +10 %); `absolute`: in `unit`, how much the
   * candidate may exceed the baseline (written `+0.01`); `ceiling`: in `unit`, the most the candidate's own figure may be
   * (written `0.05`).
   */
  limit: z.object({ kind: z.enum(['relative', 'absolute', 'ceiling']), value: z.number() }),
  /** Unit of the figures: `USD per attempt`, `tokens per attempt`, `USD per passed attempt`, `ms (median task duration)`. */
  unit: z.string(),
  baseline: z.string(),
  /** null when there is no candidate configuration. */
  candidate: z.string().nullable(),
  /** Tasks both sides ran (the pairs). */
  tasks: z.number().int(),
  /** Attempts of those tasks on each side (for cost per passed attempt: passed attempts). */
  attempts: z.object({ baseline: z.number().int(), candidate: z.number().int() }),
  /** Each side's figure over the paired tasks (mean per attempt, cost per passed attempt, or median); null when not computed. */
  baseline_value: nullableNumber,
  candidate_value: nullableNumber,
  /** candidate − baseline in `unit` with its 95 % interval; null when the budget cannot be checked. */
  difference: IntervalSchema.nullable(),
  /** (candidate − baseline) / baseline with its 95 % interval (delta method); null when not computed (baseline 0, or cannot be checked). */
  relative: IntervalSchema.nullable(),
  /**
   * The candidate's own figure over the paired tasks with its 95 % interval (what a `ceiling` is checked on); null when
   * the budget cannot be checked.
   */
  candidate_interval: IntervalSchema.nullable(),
  verdict: z.enum(['passed', 'failed', 'cannot_check']),
  /** The whole 95 % interval lies above the limit; null when there is no interval (or the budget cannot be checked). */
  excess_beyond_noise: z.boolean().nullable(),
  /** Why the budget cannot be checked; null otherwise. */
  reason: z.string().nullable()
})

/**
 * The family the `regression` or `non-inferiority` check decided in (regression-gate.ts): every candidate × the
 * check at the one-sided level `alpha` — `regression` by Holm's step-down (holm.ts; the gate fails on any
 * rejection), `non-inferiority` as an intersection–union test (the gate passes only when every null hypothesis is
 * rejected: each at `alpha`, not adjusted).
 */
export const GateFamilySchema = z.object({
  method: z.enum(['holm', 'intersection-union']),
  check: z.enum(['regression', 'non-inferiority']),
  /** Family-wise one-sided level (`--alpha-family`, input `alpha-family`; default 0.025). */
  alpha: z.number(),
  /** Members with a p-value: the family's size m. */
  tested: z.number().int().nonnegative(),
  /** One per candidate, in the comparisons' order. */
  members: z.array(
    z.object({
      candidate: z.string(),
      baseline: z.string(),
      /**
       * Unadjusted one-sided p of the check's null hypothesis — `regression`: the candidate is not lower by more than
       * the tolerance; `non-inferiority`: it is lower by the margin or more. With one attempt per task, the larger of
       * the t test's p and the exact test's (`regression`: McNemar's, of a drop of 0; `non-inferiority`: the
       * binomial tail of the broken tasks at the margin). Null when the check cannot be made.
       */
      p: z.number().nullable(),
      /** Holm-adjusted p (`holm`), or `p` itself (`intersection-union`); null when `p` is. */
      adjusted_p: z.number().nullable(),
      /**
       * The null hypothesis is rejected at the family-wise level (`regression`: lower beyond noise, the gate fails;
       * `non-inferiority`: a drop beyond the margin is ruled out). Null when `p` is.
       */
      rejected: z.boolean().nullable()
    })
  )
})

export const ReportSchema = z.object({
  report_version: z.literal(REPORT_VERSION),
  generated_by: z.object({ name: z.literal('fabric-compare'), version: z.string() }),
  /** Every configuration's evidence is complete. */
  complete: z.boolean(),
  gate: z.object({
    policy: GatePolicySchema,
    /** Tolerance of the `regression` policy, or margin of `non-inferiority`, in percentage points (absent for other policies). */
    regression_tolerance_pp: z.number().optional(),
    /** Every budget passed (absent when no budget was given); part of the gate under every policy but `never`. */
    budgets_passed: z.boolean().optional(),
    passed: z.boolean(),
    reasons: z.array(z.string()),
    /** What a passing `regression` / `non-inferiority` gate does not show (detectable difference, several candidates). */
    notes: z.array(z.string()).optional(),
    /** The family the `regression` / `non-inferiority` check decided in (absent for other policies, or with no candidate). */
    family: GateFamilySchema.optional()
  }),
  configurations: z.array(ConfigurationReportSchema),
  comparisons: z.array(ComparisonSchema),
  /** Budgets checked, per budget in the order given then per candidate (absent when no budget was given). */
  budgets: z.array(BudgetResultSchema).optional(),
  warnings: z.array(WarningSchema),
  /** Workflow artifacts the action downloaded (empty for the CLI and local evidence). */
  artifacts: z.array(ArtifactOutcomeSchema),
  unexpected_attempts: z.array(UnexpectedAttemptSchema),
  diagnostics: z.array(DiagnosticSchema),
  attempts: z.array(AttemptReportSchema)
})

/** The whole report (`--json`). */
export type Report = z.infer<typeof ReportSchema>
export type ConfigurationReport = z.infer<typeof ConfigurationReportSchema>
export type MetricCoverage = z.infer<typeof MetricCoverageSchema>
export type Comparison = z.infer<typeof ComparisonSchema>
export type ReportWarning = z.infer<typeof WarningSchema>
export type AttemptReport = z.infer<typeof AttemptReportSchema>
export type RequestReport = z.infer<typeof RequestReportSchema>
export type Gap = z.infer<typeof GapSchema>
export type GateFamily = z.infer<typeof GateFamilySchema>
export type GapCode = (typeof GAP_CODES)[number]
export type Delta = z.infer<typeof DeltaSchema>
export type Distribution = z.infer<typeof DistributionSchema>
export type TimingDistribution = z.infer<typeof TimingDistributionSchema>
export type ConfigurationStatistics = z.infer<typeof ConfigurationStatisticsSchema>
export type PairedComparison = z.infer<typeof PairedComparisonSchema>
/** Whether a configuration's attempts ran to a verdict (`configurations[].infrastructure`). */
export type InfrastructureBlock = z.infer<typeof InfrastructureBlockSchema>
/** Named scores by key of one configuration (`statistics.score_keys`). */
export type ScoreKeys = z.infer<typeof ScoreKeysSchema>
export type Noise = z.infer<typeof NoiseSchema>
export type TaskChange = z.infer<typeof TaskChangeSchema>
export type TaskVerdicts = z.infer<typeof TaskVerdictsSchema>
export type IntervalReport = z.infer<typeof IntervalSchema>
export type BudgetResult = z.infer<typeof BudgetResultSchema>
