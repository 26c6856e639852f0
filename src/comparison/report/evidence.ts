/**
 * The report's per-configuration blocks of the evidence itself: `gaps` (where evidence is
 * missing, by gap code, with examples), `resources` (every resource snapshot observed, fields as
 * `ResourceSnapshot` of src/model/evidence.ts: bytes, seconds, ms) and `resource_coverage` (the
 * expected requests without one, and why).
 */
import { z } from 'zod'
import { ResourceSnapshotSchema, SnapshotShapeSchema, SystemStatsSchema } from '../../model/index.js'

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

export type Gap = z.infer<typeof GapSchema>
export type GapCode = (typeof GAP_CODES)[number]
