/**
 * The shard summary (`summary_version: 8`): the serialised accumulator of
 * one fold of the evidence (src/comparison/tally/tally.ts) — what one shard
 * contributes to a comparison — and where it came from. `fabric-compare
 * merge` merges the accumulators (`mergeTallies`: lawful, so the order of
 * the shards never matters) and finishes once; a merged summary is itself a
 * summary and merges again.
 *
 * On disk a summary is gzip-compressed JSON lines (RFC 1952; a file that
 * is not compressed is read too), each value in the compact encoding of
 * src/shard/codec.ts (columnar, every string in a string table: the
 * head's, which each entry line extends with strings of its own, in order,
 * that serve that line only — so a reader holds the head's strings and
 * one line's, never every entry's):
 *
 *   line 1   {"summary_version":8,"shard_id":ID,"generated_by":{…},
 *             "body":{"strings":[…],"head":H}}
 *            H encodes `{provenance, tally, entries}` (the rest of
 *            `SummaryHeadSchema`); ID is `sha256:<hex>` of the `body`
 *            text exactly as written (so it is checked without
 *            re-serialising anything).
 *   lines 2… {"strings":[…],"entries":E,"resources":R} — E encodes an
 *            array of up to `ENTRY_BLOCK` attempt report entries (the
 *            `attempts` items of the report schema) in attempt-key order,
 *            `entries` in all; R the same number of their resource rows
 *            (`EntryResourcesSchema`, null for an attempt with none), which
 *            the tally only counts;
 *            read only for `--json`, `--details` and Markdown, streamed a
 *            block at a time, never all held.
 *   last     {"end":{"entries":N,"entries_sha256":"sha256:<hex>"}} — N
 *            entries, the digest of the entry lines, each with its newline.
 *
 * The head's tally is bounded by tasks, not attempts (src/comparison/tally/attempts.ts:
 * counts, samples, per-task sums, typed columns and 16-byte attempt digests).
 * Version 5 (whose tally held every usage finding), version 4 (whose
 * tally held every resource row), version 3 (whose head
 * held every attempt), version 2 (one JSON head and one plain entry per
 * line) and version 1 are refused with "summarise the shard again".
 * Defined once with zod; `schema/shard-summary.schema.json` is generated
 * from it (`npm run schemas`): it describes the decoded lines that
 * `fabric-compare summary decode FILE` writes (decode.ts), the head then one
 * attempt entry per line (with its `resources` rows when it has any) — not
 * the file on disk.
 */
import { z } from 'zod'
import { AttemptReportSchema, ResourceCoverageSchema, ResourceObservationSchema } from '../comparison/report/report-schema.js'
import { TallySchema } from './tally-schema.js'

/** The summary version this fabric-compare writes and reads. */
export const SUMMARY_VERSION = 8

/** Attempt entries per entry line (a block: columns compress well, and a reader holds one block per summary). */
export const ENTRY_BLOCK = 500

/**
 * The resource rows of one attempt, beside its entry in an entry line (null
 * there when it has none): the report's `resources` rows and
 * `resource_coverage.not_observed` rows of the attempt's configuration.
 */
export const EntryResourcesSchema = z.strictObject({
  observations: z.array(ResourceObservationSchema.strict()),
  not_observed: z.array(ResourceCoverageSchema.shape.not_observed.element.strict())
})

export type EntryResources = z.infer<typeof EntryResourcesSchema>

/** Where a shard's evidence came from. */
export const ShardSourceSchema = z.strictObject({
  /**
   * `manifest` (a manifest v1 file), `harbor_job` or `tb1_run` (a folder), `attempt_indexes` (the action's artifacts of
   * one configuration).
   */
  kind: z.enum(['manifest', 'harbor_job', 'tb1_run', 'attempt_indexes']),
  /** The path as given on the command line or to the action; for `attempt_indexes`, the configuration line `id: pattern`. */
  path: z.string()
})

/**
 * The run a summary speaks for, when it is a history record (issue 23): the
 * action's `upload-summary` fills every field it knows; `fabric-compare
 * summarize --run-label` only the label. Evidence: read, escaped, never trusted.
 */
export const ShardRunSchema = z.strictObject({
  /** A label for the trend table (the CLI's `--run-label`, the action's `run <id>`); null when none was given. */
  label: z.string().nullable(),
  /** `GITHUB_RUN_ID`; null outside GitHub Actions. */
  run_id: z.number().int().nullable(),
  /** `GITHUB_RUN_ATTEMPT`; null when unknown. */
  run_attempt: z.number().int().nullable(),
  /** The commit (`GITHUB_SHA`, 40 hex digits); null when unknown. */
  commit: z.string().nullable(),
  /** The branch (`GITHUB_REF_NAME` of a branch ref); null when unknown. */
  branch: z.string().nullable(),
  /** When the summary was written, ISO 8601 UTC (`2026-12-02T05:30:00.000Z`); null when not recorded. */
  time: z.string().nullable(),
  /** The workflow (`GITHUB_WORKFLOW_REF`, else `GITHUB_WORKFLOW`); null when unknown. */
  workflow: z.string().nullable()
})

/** A shard's provenance: its sources, the workflow job that wrote it, and for a merged summary the shards it holds. */
export const ShardProvenanceSchema = z.strictObject({
  sources: z.array(ShardSourceSchema),
  /** `owner/repo run <id> attempt <n> job <name>` when written by the action; null from the CLI or for a merged summary. */
  workflow_job: z.string().nullable(),
  /** The `shard_id`s of the shards a merged summary holds (sorted); absent for a shard summarised from evidence. */
  merged_from: z.array(z.string()).optional(),
  /** The run this summary is the history record of (ShardRunSchema); absent for a shard written without one. */
  run: ShardRunSchema.optional()
})

/** The first line of a summary file, decoded (`body.head` with `summary_version`, `shard_id` and `generated_by`). */
export const SummaryHeadSchema = z
  .strictObject({
    summary_version: z.literal(SUMMARY_VERSION),
    generated_by: z.strictObject({ name: z.literal('fabric-compare'), version: z.string() }),
    /** `sha256:<hex>` of the head's `body` as written (provenance, tally, entry count, and the string table): one shard, one id. */
    shard_id: z.string().regex(/^sha256:[0-9a-f]{64}$/),
    provenance: ShardProvenanceSchema,
    /** The accumulator (tally-schema.ts). */
    tally: TallySchema,
    /** How many attempt entries the entry lines hold (one per attempt folded). */
    entries: z.number().int().nonnegative()
  })
  .describe('Line 1 of a decoded shard summary v8: its head (provenance, the accumulator and the number of attempt entries that follow).')

export type SummaryHead = z.infer<typeof SummaryHeadSchema>
export type ShardProvenance = z.infer<typeof ShardProvenanceSchema>
export type ShardRun = z.infer<typeof ShardRunSchema>
/** A decoded entry line: the attempt entry, and its resource rows as `resources` when it has any. */
export const DecodedEntrySchema = AttemptReportSchema.extend({ resources: EntryResourcesSchema.optional() })

/**
 * The published schema's subject (schemas.test.ts): one line of a decoded summary (`fabric-compare summary decode`),
 * the head (line 1) or an attempt entry (every further line). The file on disk is not valid against it.
 */
export const ShardSummarySchema = z
  .union([SummaryHeadSchema, DecodedEntrySchema])
  .describe(
    'One line of a shard summary v8 as `fabric-compare summary decode FILE` writes it (plain JSON lines): line 1 is the head ' +
      '(summary_version, generated_by, shard_id, provenance, tally, entries), each further line one attempt entry (the report ' +
      "schema's `attempts` items, with the attempt's resource rows as `resources` when it has any), `entries` of them in attempt-key order. The summary file itself (summarize --out, the " +
      "action's summary-path and upload-summary) is NOT directly valid against this schema: it is gzip-compressed JSON lines in a " +
      'compact encoding (src/shard/schema.ts, src/shard/codec.ts: columnar arrays, strings as indices into a string table, ' +
      'attempt entries in blocks, an end line with their count and digest); decode it with `fabric-compare summary decode FILE`, ' +
      'which checks the count and digest, for lines that validate.'
  )
