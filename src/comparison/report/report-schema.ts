/**
 * The report object (`report_version: 2`): the public contract that later
 * workflow steps read. Defined once with zod, block by block in report/
 * (configuration.ts, outcomes.ts, evidence.ts, statistics.ts, comparison.ts,
 * attempt.ts, gate.ts, warnings.ts; shared fields in fields.ts) and
 * assembled here, the one file other code imports; the TypeScript types are
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
import { ArtifactOutcomeSchema, DiagnosticSchema, GatePolicySchema, UnexpectedAttemptSchema } from '../../model/index.js'
import { AttemptReportSchema } from './attempt.js'
import { ComparisonSchema } from './comparison.js'
import { ConfigurationReportSchema } from './configuration.js'
import { BudgetResultSchema, GateFamilySchema } from './gate.js'
import { WarningSchema } from './warnings.js'

/**
 * Version of the report object. 2: outcome counts are null when no request
 * could show them and carry `coverage`; requests carry stop and error
 * details, resource observations list every expected request.
 */
export const REPORT_VERSION = 2

/**
 * The report object: its version, the gate's verdict, then the blocks of report/ (configurations, comparisons, budgets,
 * warnings, attempts).
 */
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

export { IntervalSchema, type IntervalReport } from './fields.js'
export {
  EvaluationBlockSchema,
  EvaluatorBreakdownSchema,
  MetricCoverageSchema,
  UsageBlockSchema,
  ConfigurationReportSchema,
  type ConfigurationReport,
  type MetricCoverage
} from './configuration.js'
export {
  OutcomesBlockSchema,
  DistributionSchema,
  TimingDistributionSchema,
  TimingBlockSchema,
  type Distribution,
  type TimingDistribution
} from './outcomes.js'
export {
  EvidenceExampleSchema,
  GAP_CODES,
  GapSchema,
  ResourceObservationSchema,
  ResourceCoverageSchema,
  type Gap,
  type GapCode
} from './evidence.js'
export {
  AttemptMeanSchema,
  InfrastructureBlockSchema,
  ScoreKeyMeanSchema,
  ScoreKeysSchema,
  ConfigurationStatisticsSchema,
  type InfrastructureBlock,
  type ScoreKeys,
  type ConfigurationStatistics
} from './statistics.js'
export {
  DeltaSchema,
  NoiseSchema,
  TaskRefSchema,
  TaskVerdictsSchema,
  TaskChangeSchema,
  PairedTestSchema,
  PairedComparisonSchema,
  ComparisonSchema,
  type Comparison,
  type Delta,
  type PairedComparison,
  type Noise,
  type TaskChange,
  type TaskVerdicts
} from './comparison.js'
export { WarningSchema, type ReportWarning } from './warnings.js'
export { RequestFileSchema, RequestReportSchema, AttemptReportSchema, type AttemptReport, type RequestReport } from './attempt.js'
export { BudgetResultSchema, GateFamilySchema, type BudgetResult, type GateFamily } from './gate.js'
