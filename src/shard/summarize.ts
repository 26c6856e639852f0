/**
 * Comparison input of one shard → its shard summary (`schema.ts`).
 * Pure apart from hashing: no file system, no logging.
 */
import { createHash } from 'node:crypto'
import type { ComparisonInput } from '../comparison/input.js'
import { byAttemptKey } from '../comparison/keys.js'
import { claimEvidenceFiles } from '../comparison/shared-files.js'
import { SUMMARY_VERSION, type ShardProvenance, type ShardSummary } from './schema.js'

/** `sha256:<hex>` of the summary's content and provenance (the fields after `shard_id`). */
export function shardId(summary: Omit<ShardSummary, 'summary_version' | 'generated_by' | 'shard_id'>): string {
  const content = JSON.stringify([
    summary.provenance,
    summary.configurations,
    summary.attempts,
    summary.diagnostics,
    summary.artifacts,
    summary.unexpected_attempts
  ])
  return `sha256:${createHash('sha256').update(content).digest('hex')}`
}

/**
 * The shard summary of `input`. Evidence files declared by two requests of
 * this shard are claimed here, in attempt-key order (the comparison's
 * order), where the loader still knows which spellings name one file on
 * disk (`FileRef.identity` is machine-local and not carried); across shards
 * `merge` claims them again by artifact and path. `version` fills
 * `generated_by.version`. The gate policy is not part of a shard: `merge` sets it.
 */
export function summarizeShard(input: Pick<ComparisonInput, 'configurations' | 'attempts' | 'diagnostics' | 'artifacts' | 'unexpected_attempts'>, provenance: ShardProvenance, version: string): ShardSummary {
  const content = {
    provenance,
    configurations: input.configurations,
    attempts: claimEvidenceFiles([...input.attempts].sort(byAttemptKey)),
    diagnostics: input.diagnostics,
    artifacts: input.artifacts ?? [],
    unexpected_attempts: input.unexpected_attempts ?? []
  }
  return {
    summary_version: SUMMARY_VERSION,
    generated_by: { name: 'fabric-compare', version },
    shard_id: shardId(content),
    ...content
  }
}
