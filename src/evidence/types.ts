/**
 * Normalized evidence: what the readers in `src/evidence/` return and what the
 * pure comparison in `src/comparison/` consumes. Plain data, no classes.
 * Defined once, as zod schemas with the types inferred, in `src/model/`
 * (evidence.ts, usage.ts, diagnostic.ts, files.ts, statuses.ts); re-exported
 * here for the readers.
 *
 * Every number here is either a finite number or `null` ("not reported").
 * A missing value is never replaced by 0.
 */
export {
  USAGE_METRICS,
  type Diagnostic,
  type ErrorInfo,
  type FileOutcome,
  type FileRef,
  type FullResultEvidence,
  type HarnessCountersEvidence,
  type HarnessStop,
  type LegacyCounter,
  type RecordEnd,
  type RecordStart,
  type RequestRecordEvidence,
  type RequestStatus,
  type ResourceSnapshot,
  type StopInfo,
  type SystemStats,
  type TimeSpan,
  type Usage,
  type UsageMetric
} from '../model/index.js'
