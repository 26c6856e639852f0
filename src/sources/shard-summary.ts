/**
 * Shard summaries (`summary_version` 1, src/shard/) as an evidence source:
 * the summaries merged (`mergeShards`), the expected inventory checked when
 * given (`withExpectedInventory`), the artifact outcomes of the shard jobs
 * and of the download listed; the source kind is the one the shards'
 * provenance names (advice as a single run over the same evidence gives). One small file: the shard summary format is
 * replaced here and nowhere else.
 */
import type { ArtifactOutcome, SourceKind } from '../evidence/attempt-input.js'
import type { ShardProvenance } from '../shard/schema.js'
import { withExpectedInventory } from '../shard/inventory.js'
import { mergeShards, type ShardFile } from '../shard/merge.js'
import { readShardSummary } from '../shard/read.js'
import type { ExpectedInventory } from './inventory.js'
import { memoryStream, type EvidenceSource, type SourceInput } from './source.js'

/** What names a shard summary source: the summaries (a path is read when the source is opened), the expected inventory, the download's artifact outcomes (action). */
export interface ShardSummaryDescription {
  kind: 'shard_summary'
  shards: Array<string | ShardFile>
  expected: ExpectedInventory | null
  /** Outcomes of the downloads, refused files listed (action); with them, no summary at all is an empty input (the refusals fail the gate), not an error. */
  artifacts?: ArtifactOutcome[]
}

/** Provenance source kinds (src/shard/schema.ts) as source kinds. */
const PROVENANCE_KINDS: Record<ShardProvenance['sources'][number]['kind'], SourceKind> = {
  manifest: 'manifest',
  attempt_indexes: 'attempt_index',
  harbor_job: 'harbor_job',
  tb1_run: 'tb1_run'
}

/**
 * The kind the shards' evidence was read from, by their provenance: the one
 * kind every shard names (so advice tells the user what to change where the
 * shards were read, and a merge reports what a single run would), else
 * `shard_summary`.
 */
function underlyingKind(shards: readonly ShardFile[]): SourceKind {
  const kinds = new Set(shards.flatMap((s) => s.summary.provenance.sources.map((p) => PROVENANCE_KINDS[p.kind])))
  return kinds.size === 1 ? [...kinds][0] : 'shard_summary'
}

/**
 * The merged input of `d`. Throws ConfigurationError naming the files for a
 * summary that cannot be read or summaries that cannot be merged, and for no
 * summary at all unless `d.artifacts` is given.
 */
export function readShardSummaries(d: ShardSummaryDescription): SourceInput {
  const shards = d.shards.map((s) => (typeof s === 'string' ? { file: s, summary: readShardSummary(s) } : s))
  const merged: SourceInput =
    shards.length === 0 && d.artifacts !== undefined
      ? { source: 'shard_summary', configurations: [], attempts: [], diagnostics: [] }
      : { ...mergeShards(shards), source: underlyingKind(shards) }
  const input = d.artifacts === undefined ? merged : { ...merged, artifacts: [...(merged.artifacts ?? []), ...d.artifacts] }
  return d.expected === null ? input : withExpectedInventory(input, d.expected)
}

/** The shard summaries of `d`, merged when opened. */
export function shardSummarySource(d: ShardSummaryDescription): EvidenceSource {
  return { kind: 'shard_summary', open: async () => memoryStream(readShardSummaries(d)) }
}
