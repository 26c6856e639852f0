/**
 * zod schema of a serialised `Tally` (src/comparison/tally/tally.ts) as a
 * shard summary v8 carries it (`SummaryHeadSchema` in schema.ts). Strict
 * objects: a summary is written by fabric-compare, so an unknown field is a
 * wrong or newer file, never ignored. Lists that a tally keeps in
 * attempt-key order carry, beside their items, the index of each item's
 * attempt in its part's `rows` (`rows`), which restores the order on read.
 * Units as in the report: tokens are counts, `cost_usd` US dollars, `*_ms`
 * milliseconds, `*_bytes` bytes; `null` = not reported.
 */
import { z } from 'zod'
import { SourceKindSchema } from '../model/index.js'
import { GAP_CODES, EvidenceExampleSchema } from '../comparison/report/report-schema.js'
import { USAGE_METRICS } from '../evidence/types.js'
import { USAGE_RELATIONS } from '../comparison/claims/usage-compare.js'
import { ArtifactOutcomeSchema, ConfigurationInputSchema, DiagnosticSchema, UnexpectedAttemptSchema } from './evidence-schema.js'

const int = z.number().int().nonnegative()
/** An attempt's order key (src/comparison/input/ordered.ts `orderKey`: its four identity fields joined by NUL). */
const order = z.string()

/** A list in attempt-key order: its entries and the order key of each entry's attempt. */
function ordered<T extends z.ZodType>(item: T) {
  return z.strictObject({ items: z.array(item), order: z.array(order) })
}

/** A sample of attempts (src/comparison/tally/key-sample.ts): listings, distinct attempts, the order keys of the smallest. */
const SampleSchema = z.strictObject({ listings: int, distinct: int, order: z.array(order) })

const counts = z.array(z.tuple([z.string(), int]))
const EvaluatorSchema = z.strictObject({ name: z.string(), version: z.string().nullable() })
const exactSum = z.array(z.number())
/** Score keys with the exact sum, count and whether every value was 0 or 1 (src/comparison/tally/score-keys.ts): sorted, at most 16. */
const keySums = z.array(z.tuple([z.string(), exactSum, int, z.boolean()]))

const MetAtSchema = z.strictObject({ order, index: int })

/** Diagnostics by code and configuration (src/comparison/tally/diagnostic-groups.ts). */
const DiagnosticGroupsSchema = z.array(
  z.strictObject({
    code: z.string(),
    configuration: z.string(),
    first: DiagnosticSchema,
    first_at: MetAtSchema,
    count: int,
    kinds: z.array(z.tuple([z.string(), z.strictObject({ count: int, at: MetAtSchema })])),
    attempts: SampleSchema
  })
)

const timedColumn = z.strictObject({ values: z.array(z.number()), exact: int })

/** What is kept of a configuration's attempts (src/comparison/tally/attempts.ts). */
export const AttemptTallySchema = z.strictObject({
  listed: int,
  missing: SampleSchema,
  judged_missing: SampleSchema,
  lists_unverified: int,
  unverified: SampleSchema,
  usage_missing: SampleSchema,
  to_be_judged: int,
  without_verdict: SampleSchema,
  evaluator_unknown: SampleSchema,
  duplicates: SampleSchema,
  repeated_across: int,
  /** The attempts' 128-bit order-key digests, base64, 16 bytes each. */
  digests: z.string(),
  request_counts: z.strictObject({ expected: int, full_result: int, record_end: int, harness_counters: int, none: int }),
  evaluators: z.array(
    z.tuple([z.string(), z.strictObject({ id: EvaluatorSchema, passed: int, evaluated: int, score: exactSum, scored: int })])
  ),
  tasks: z.array(
    z.strictObject({
      task: z.string(),
      revision: z.string(),
      listed: int,
      evaluated: int,
      passed: int,
      judged: int,
      ran: int,
      unclassified: int,
      distinct: int,
      ids: z.array(z.string()),
      /** Per token metric, the sum and count of the attempts' known totals. */
      tokens: z.array(z.number().nonnegative()).length(6),
      /** Per set of pricing bases (JSON of the sorted ids), the exact sum and count of known costs. */
      costs: z.array(z.tuple([z.string(), exactSum, int])),
      /** Per score key, the exact sum and count of its attempts' named scores; absent when none carried one. */
      scores: keySums.optional()
    })
  ),
  durations: z.array(z.number()),
  covered: timedColumn,
  peak: timedColumn,
  invocations_timed: int,
  invocations_expected: int,
  diagnostics: DiagnosticGroupsSchema,
  score_keys: keySums,
  score_keys_cut: z.boolean(),
  /** Attempts to be judged, those that ran to a verdict, and samples of the others (src/comparison/tally/infrastructure.ts). */
  infrastructure: z.strictObject({ judged: int, ran: int, unclassified: SampleSchema, did_not_run: SampleSchema, missing: int })
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

/** Counts only: the rows travel with the attempt entries (schema.ts, entry lines). */
const ResourceTallySchema = z.strictObject({
  expected: int,
  observed: int,
  not_observed: z.strictObject({ unavailable: int, unsupported: int, no_evidence: int })
})

const FirstFindingSchema = z.strictObject({ order, detail: z.string() })

/** Findings by relation and by metric (src/comparison/tally/usage-findings.ts): counts, the first finding, a sample of attempts. */
const UsageFindingsSchema = z.strictObject({
  relations: z.array(
    z.tuple([
      z.enum(USAGE_RELATIONS),
      z.strictObject({
        fields: int,
        requests: int,
        metrics: z.array(z.enum(USAGE_METRICS)),
        first: FirstFindingSchema,
        figures: z.strictObject({ cached: z.number(), input: z.number() }).nullable(),
        attempts: SampleSchema
      })
    ])
  ),
  metrics: z.array(
    z.tuple([
      z.enum(USAGE_METRICS),
      z.strictObject({ requests: int, relations: z.array(z.enum(USAGE_RELATIONS)), first: FirstFindingSchema })
    ])
  )
})

const MetricSumSchema = z.strictObject({ sum: exactSum, by: int, lower: int })

const UsageTallySchema = z.strictObject({
  declared: z.string().nullable(),
  sums: z.array(z.tuple([z.enum(USAGE_METRICS), MetricSumSchema])),
  /** Per pricing basis (`''`: costs that name none): the sum, the row of its first attempt and the row of each request's attempt. */
  costs: z.array(z.tuple([z.string(), z.strictObject({ sum: exactSum, by: int, lower: int, first: order, requests: SampleSchema })])),
  expected: int,
  any_cost: z.boolean(),
  findings: UsageFindingsSchema
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
      first_order: order,
      files: int,
      missing: int,
      members: ordered(z.tuple([z.string(), z.string()])).nullable()
    })
  ])
)

/** One declared configuration's part of the tally, in the header's order. */
export const PartSchema = z.strictObject({
  id: z.string(),
  attempts: AttemptTallySchema,
  outcomes: OutcomeTallySchema,
  resources: ResourceTallySchema,
  usage: UsageTallySchema,
  gaps: GapTallySchema,
  hidden: HiddenTallySchema
})

const RequestClaimSchema = z.strictObject({
  owner: z.string(),
  slot: z.string(),
  attempt: z.string().nullable(),
  configuration: z.string(),
  path: z.string().nullable()
})
const DuplicateRequestSchema = z.strictObject({ identity: z.string(), first: RequestClaimSchema, repeat: RequestClaimSchema })

/** The serialised accumulator. */
export const TallySchema = z.strictObject({
  configurations: z.array(ConfigurationInputSchema),
  /** The kind of source the attempts came from; absent: none named (a merge of nothing). */
  source: SourceKindSchema.optional(),
  /** Per configuration id, its kind when one source joined several. */
  configuration_sources: z.array(z.tuple([z.string(), SourceKindSchema])).optional(),
  parts: z.array(PartSchema),
  orphans: z.strictObject({
    attempts: SampleSchema,
    configurations: z.array(z.string()),
    diagnostics: DiagnosticGroupsSchema,
    hidden: HiddenTallySchema
  }),
  /**
   * Request identities claimed, by key only (src/comparison/claims/claim-digests.ts): `keys` is base64 of 12 bytes a
   * claim (96 bits of SHA-256 of the request's ids), in strictly increasing byte order; per claim, `configuration`
   * and `shard` index `names` (configuration ids and shard ids; '' is the summary's own shard).
   */
  claims: z.strictObject({
    keys: z.string(),
    configuration: z.array(int),
    shard: z.array(int),
    names: z.array(z.string())
  }),
  duplicates: z.strictObject({ items: z.array(DuplicateRequestSchema), order: z.array(order) }),
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
export type SerialAttempts = z.infer<typeof AttemptTallySchema>
export type SerialPart = z.infer<typeof PartSchema>
