/**
 * zod schema of a serialised `Tally` (src/comparison/tally/tally.ts) as a
 * shard summary v3 carries it (`SummaryHeadSchema` in schema.ts). Strict
 * objects: a summary is written by fabric-compare, so an unknown field is a
 * wrong or newer file, never ignored. Lists that a tally keeps in
 * attempt-key order carry, beside their items, the index of each item's
 * attempt in its part's `rows` (`rows`), which restores the order on read.
 * Units as in the report: tokens are counts, `cost_usd` US dollars, `*_ms`
 * milliseconds, `*_bytes` bytes; `null` = not reported.
 */
import { z } from 'zod'
import { SourceKindSchema } from '../model/index.js'
import { GAP_CODES, EvidenceExampleSchema, ResourceCoverageSchema, ResourceObservationSchema } from '../comparison/report-schema.js'
import { USAGE_METRICS } from '../evidence/types.js'
import { USAGE_RELATIONS } from '../comparison/usage-compare.js'
import {
  ArtifactOutcomeSchema,
  AttemptInputSchema,
  ConfigurationInputSchema,
  DiagnosticSchema,
  FileRefSchema,
  UnexpectedAttemptSchema
} from './evidence-schema.js'

const int = z.number().int().nonnegative()
/** An index into the part's `rows`. */
const ref = int

/** Items of an attempt-ordered list with the row index of each item's attempt. */
function ordered<T extends z.ZodType>(item: T) {
  return z.strictObject({ items: z.array(item), rows: z.array(ref) })
}

const counts = z.array(z.tuple([z.string(), int]))
const EvaluatorSchema = z.strictObject({ name: z.string(), version: z.string().nullable() })
const exactSum = z.array(z.number())

/** A kept attempt (`RetainedAttempt` without its key and order key, which are rebuilt from `input`). */
export const RowSchema = z.strictObject({
  input: AttemptInputSchema.omit({ requests: true, legacy_counters: true, diagnostics: true }),
  invocations: z.strictObject({
    count: int,
    timed: int,
    complete: z.boolean(),
    covered_ms: z.number().nullable(),
    peak_concurrency: z.number().nullable()
  }),
  request_counts: z.strictObject({ expected: int, full_result: int, record_end: int, harness_counters: int, none: int }),
  usage_missing: z.boolean(),
  totals: z.strictObject({
    input_tokens: z.number().nullable(),
    output_tokens: z.number().nullable(),
    total_tokens: z.number().nullable(),
    cost_usd: z.number().nullable()
  }),
  cost_bases: z.array(z.string()),
  missing: z.boolean(),
  list_verified: z.boolean(),
  evaluator: EvaluatorSchema.nullable(),
  evaluator_unknown: z.boolean(),
  diagnostics: z.array(DiagnosticSchema)
})

const SharedRiseSchema = z.strictObject({
  attempt: z.string(),
  request_id: z.string().nullable(),
  rise: z.number(),
  exclusive_container: z.boolean().nullable()
})

const OutcomeTallySchema = z.strictObject({
  status: z.strictObject({ succeeded: int, failed: int, cancelled: int, unknown: int }),
  causes: counts,
  exitCodes: counts,
  exitSignals: counts,
  errorCodes: counts,
  coverage: z.strictObject({ expected: int, records: int, timeouts: int, oom: int, harness: int }),
  bySource: z.strictObject({ record_stop: int, full_result_error_code: int, harness_exception: int }),
  shared: ordered(SharedRiseSchema),
  infrastructure: int,
  agent: int,
  other: int,
  oomRequests: int,
  oomKills: z.number()
})

const NotObservedSchema = ResourceCoverageSchema.shape.not_observed.element.strict()

const ResourceTallySchema = z.strictObject({
  observations: ordered(ResourceObservationSchema.strict()),
  expected: int,
  observed: int,
  not_observed: ordered(NotObservedSchema)
})

const MetricSumSchema = z.strictObject({ sum: exactSum, by: int, lower: int })

const UsageTallySchema = z.strictObject({
  declared: z.string().nullable(),
  sums: z.array(z.tuple([z.enum(USAGE_METRICS), MetricSumSchema])),
  /** Per pricing basis (`''`: costs that name none): the sum, the row of its first attempt and the row of each request's attempt. */
  costs: z.array(z.tuple([z.string(), z.strictObject({ sum: exactSum, by: int, lower: int, first: ref, requests: z.array(ref) })])),
  expected: int,
  any_cost: z.boolean(),
  cached: ordered(z.strictObject({ key: z.string(), cached: z.number(), input: z.number() })),
  disagreements: ordered(
    z.strictObject({
      key: z.string(),
      request_id: z.string().nullable(),
      relation: z.enum(USAGE_RELATIONS),
      metrics: z.array(z.enum(USAGE_METRICS)),
      detail: z.string()
    })
  )
})

const GapTallySchema = z.array(
  z.tuple([z.enum(GAP_CODES), z.strictObject({ count: int, examples: ordered(EvidenceExampleSchema.strict()) })])
)

const HiddenTallySchema = z.array(
  z.tuple([
    z.string(),
    z.strictObject({
      artifact: z.string().nullable(),
      folder: z.string(),
      first: z.string(),
      first_row: ref,
      files: int,
      missing: int,
      members: ordered(z.tuple([z.string(), z.string()])).nullable()
    })
  ])
)

/** One declared configuration's part of the tally, in the header's order. */
export const PartSchema = z.strictObject({
  id: z.string(),
  rows: z.array(RowSchema),
  outcomes: OutcomeTallySchema,
  resources: ResourceTallySchema,
  usage: UsageTallySchema,
  gaps: GapTallySchema,
  hidden: HiddenTallySchema
})

const RequestClaimSchema = z.strictObject({
  owner: z.string(),
  slot: z.string(),
  attempt: z.string(),
  configuration: z.string(),
  path: z.string()
})
const DuplicateRequestSchema = z.strictObject({ identity: z.string(), first: RequestClaimSchema, repeat: RequestClaimSchema })

/** A place in the tally's rows: part index (-1: attempts of undeclared configurations) and row index. */
const place = z.tuple([z.number().int().min(-1), ref])

/** The serialised accumulator. */
export const TallySchema = z.strictObject({
  configurations: z.array(ConfigurationInputSchema),
  /** The kind of source the attempts came from; absent: none named (a merge of nothing). */
  source: SourceKindSchema.optional(),
  /** Per configuration id, its kind when one source joined several. */
  configuration_sources: z.array(z.tuple([z.string(), SourceKindSchema])).optional(),
  parts: z.array(PartSchema),
  orphans: z.strictObject({ rows: z.array(RowSchema), hidden: HiddenTallySchema }),
  /**
   * Request identities claimed: identity key (96 bits of SHA-256, base64url), the owner's place, its position in the
   * request list, its request id and file.
   */
  claims: z.array(z.tuple([z.string().regex(/^[A-Za-z0-9_-]{16}$/), place, int, z.string().nullable(), z.string()])),
  duplicates: z.strictObject({ items: z.array(DuplicateRequestSchema), places: z.array(place) }),
  across: z.array(DuplicateRequestSchema),
  tail: z.strictObject({
    diagnostics: z.array(DiagnosticSchema),
    artifacts: z.array(ArtifactOutcomeSchema),
    unexpected_attempts: z.array(UnexpectedAttemptSchema)
  }),
  count: int
})

/** A serialised tally (the shape `TallySchema` accepts). */
export type SerialTally = z.infer<typeof TallySchema>
export type SerialRow = z.infer<typeof RowSchema>
export type SerialPart = z.infer<typeof PartSchema>

// FileRefSchema is part of the row's input (declared_in); re-exported for the schema export.
export { FileRefSchema }
