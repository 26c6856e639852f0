/**
 * `fabric-compare summarize`: one shard's evidence → a shard summary file
 * (`merge` reads them back as a source: src/sources/shard-summary.ts).
 */
import { writeFileSync } from 'node:fs'
import type { SourceInput } from '../sources/source.js'
import { ConfigurationError, errorMessage } from '../errors.js'
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
export function writeShardSummary(input: SourceInput, args: CliArgs, version: string): string {
  const summary = summarizeShard(input, cliProvenance(args), version)
  const file = args.out ?? ''
  try {
    writeFileSync(file, `${JSON.stringify(summary)}\n`)
  } catch (error) {
    throw new ConfigurationError(`--out ${file}: cannot write the shard summary: ${errorMessage(error)}`)
  }
  return summary.shard_id
}
