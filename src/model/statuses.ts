/**
 * The status vocabularies: each list is written once, here, as a `const`
 * array (for messages, valid-value lists and loops) with its zod enum and
 * TypeScript union derived from it.
 */
import { z } from 'zod'

/** Execution status of one NeMo Fabric request (`RunResult.status`, a record end line's `status`). */
export const REQUEST_STATUSES = ['succeeded', 'failed', 'cancelled'] as const
export const RequestStatusSchema = z.enum(REQUEST_STATUSES)
/** One of {@link REQUEST_STATUSES}. */
export type RequestStatus = z.infer<typeof RequestStatusSchema>

/**
 * Which evidence is authoritative for a request's accounting, in precedence
 * order: `full_result` > `record_end` > `harness_counters`
 * (src/comparison/claims/request-evidence.ts).
 */
export const EVIDENCE_KINDS = ['full_result', 'record_end', 'harness_counters'] as const
export const EvidenceKindSchema = z.enum(EVIDENCE_KINDS)
/** One of {@link EVIDENCE_KINDS}. */
export type EvidenceKind = z.infer<typeof EvidenceKindSchema>

/**
 * The role of a declared evidence file in one request (the keys of
 * `RequestInput`, src/model/attempt.ts): its full result, its request record,
 * or the harness counters standing in for a non-Fabric agent.
 */
export const FILE_ROLES = ['result', 'record', 'harness_counters'] as const
export const FileRoleSchema = z.enum(FILE_ROLES)
/** One of {@link FILE_ROLES}. */
export type FileRole = z.infer<typeof FileRoleSchema>

/**
 * The state of one declared evidence file (`FileOutcome`, src/model/files.ts):
 * `read`; `missing` (the file does not exist); `unreadable` (it exists but is
 * not valid for its format).
 */
export const FILE_STATES = ['read', 'missing', 'unreadable'] as const
export const FileStateSchema = z.enum(FILE_STATES)
/** One of {@link FILE_STATES}. */
export type FileState = z.infer<typeof FileStateSchema>

/**
 * What happened to one workflow artifact (src/github/artifacts.ts):
 * `downloaded` (and digest verified when listed); `digest_mismatch`
 * (extracted, but the bytes differ from the listed digest: untrusted);
 * `failed` (e.g. expired: 410); `not_found` (a name pattern matched no
 * artifact); `wrong_run` (listed for the requested run, but its
 * `workflow_run.id` names another run: refused, never downloaded).
 */
export const ARTIFACT_STATUSES = ['downloaded', 'digest_mismatch', 'failed', 'not_found', 'wrong_run'] as const
export const ArtifactStatusSchema = z.enum(ARTIFACT_STATUSES)
/** One of {@link ARTIFACT_STATUSES}. */
export type ArtifactStatus = z.infer<typeof ArtifactStatusSchema>

/**
 * A harness's own account of how an attempt ended, classified
 * (src/evidence/harbor/trial/exceptions.ts): `none` (no exception), `timeout`,
 * `infrastructure`, `cancelled`, `not_evaluated` (the verifier failed: no
 * verdict, not the agent's failure) or `unclassified` (an exception of
 * another type: whether it was a failure, and whose, is unknown).
 */
export const HARNESS_STOP_CLASSES = ['none', 'timeout', 'agent', 'infrastructure', 'cancelled', 'not_evaluated', 'unclassified'] as const
export const HarnessStopClassSchema = z.enum(HARNESS_STOP_CLASSES)
/** One of {@link HARNESS_STOP_CLASSES}. */
export type HarnessStopClass = z.infer<typeof HarnessStopClassSchema>

/**
 * Field names of a NeMo Fabric resource snapshot: `released` (NeMo Fabric
 * 0.6+ names) or `draft` (a field name of an earlier draft is present).
 */
export const SNAPSHOT_SHAPES = ['released', 'draft'] as const
export const SnapshotShapeSchema = z.enum(SNAPSHOT_SHAPES)
/** One of {@link SNAPSHOT_SHAPES}. */
export type SnapshotShape = z.infer<typeof SnapshotShapeSchema>

/**
 * Where a comparison's attempts came from: a manifest v1 file, attempt
 * index files (`fabric-attempt.json`), Harbor job folders, Terminal-Bench
 * 1.x run folders, NeMo Fabric Harbor sample folders, or merged shard
 * summaries. Carried with the evidence so advice fits the user's source.
 */
export const SOURCE_KINDS = ['manifest', 'attempt_index', 'harbor_job', 'tb1_run', 'harbor_sample', 'shard_summary'] as const
export const SourceKindSchema = z.enum(SOURCE_KINDS)
/** One of {@link SOURCE_KINDS}. */
export type SourceKind = z.infer<typeof SourceKindSchema>
