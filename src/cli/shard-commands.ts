/**
 * `fabric-compare summarize` and `fabric-compare merge`: one shard's
 * evidence → a shard summary file; shard summary files → the comparison
 * input a single run over all their evidence would have.
 */
import { writeFileSync } from 'node:fs'
import type { ComparisonInput } from '../comparison/input.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { mergeShards } from '../shard/merge.js'
import { readShardSummary } from '../shard/read.js'
import type { ShardProvenance } from '../shard/schema.js'
import { summarizeShard } from '../shard/summarize.js'
import type { CliArgs } from './args.js'

/** The sources named on the command line, as a shard's provenance. */
export function cliProvenance(args: CliArgs): ShardProvenance {
  const sources: ShardProvenance['sources'] =
    args.manifest !== null
      ? [{ kind: 'manifest', path: args.manifest }]
      : [...args.harborJobs.map((path) => ({ kind: 'harbor_job' as const, path })), ...args.tb1Runs.map((path) => ({ kind: 'tb1_run' as const, path }))]
  return { sources, workflow_job: null }
}

/**
 * Writes the shard summary of `input` to `args.out` (JSON, one document,
 * newline-terminated) and returns its `shard_id`. Throws ConfigurationError
 * naming the file when it cannot be written.
 */
export function writeShardSummary(input: ComparisonInput, args: CliArgs, version: string): string {
  const summary = summarizeShard(input, cliProvenance(args), version)
  const file = args.out ?? ''
  try {
    writeFileSync(file, `${JSON.stringify(summary)}\n`)
  } catch (error) {
    throw new ConfigurationError(`--out ${file}: cannot write the shard summary: ${errorMessage(error)}`)
  }
  return summary.shard_id
}

/** Reads every shard summary of `args.shards` and merges them (ConfigurationError naming files on any problem). */
export function loadMergedInput(args: CliArgs): ComparisonInput {
  return mergeShards(
    args.shards.map((file) => ({ file, summary: readShardSummary(file) })),
    args.failOn
  )
}
