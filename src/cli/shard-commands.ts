/**
 * `fabric-compare summarize` and `fabric-compare merge`: one shard's
 * evidence → a shard summary file (the comparison's accumulator and the
 * attempts' entries); shard summary files → the report a single run over
 * all their evidence would give, or (`merge --out`) one merged summary.
 */
import { finishTally } from '../comparison/finish/finish.js'
import type { Tally } from '../comparison/tally/tally.js'
import { mergedProvenance, mergeEntries, ShardMerge } from '../shard/merge.js'
import { openSummary } from '../shard/read.js'
import type { ShardProvenance } from '../shard/schema.js'
import { entryLines, summaryHead, summarizeToFile, writeSummaryFile } from '../shard/summarize.js'
import type { CliArgs } from './args.js'
import { produceAndWrite, type OutputOptions } from '../render/output/report-output.js'
import type { AttemptStream } from '../sources/source.js'
import { memorySpool, openSpool, type TextSpool } from '../render/output/spool.js'

/** The sources named on the command line, as a shard's provenance. */
export function cliProvenance(args: CliArgs): ShardProvenance {
  const sources: ShardProvenance['sources'] =
    args.manifest !== null
      ? [{ kind: 'manifest', path: args.manifest }]
      : args.configurations.length > 0
        ? args.configurations.map((c) => ({ kind: 'attempt_indexes' as const, path: `${c.id}: ${c.pattern}` }))
        : [
            ...args.harborJobs.map((path) => ({ kind: 'harbor_job' as const, path })),
            ...args.tb1Runs.map((path) => ({ kind: 'tb1_run' as const, path }))
          ]
  return { sources, workflow_job: null }
}

/** A spool for entry lines: an unlinked temporary file, or memory when none can be made. */
export function spool(): TextSpool {
  try {
    return openSpool()
  } catch {
    return memorySpool()
  }
}

/**
 * Opens the summaries `files` one at a time, merging each accumulator as it
 * is read (src/shard/merge.ts `ShardMerge`: only the merged accumulator and
 * the summary being read are held). ConfigurationError naming the file on
 * a summary that cannot be read (those opened are closed); problems of
 * merging are thrown by `result()`.
 */
export async function openShardFiles(files: readonly string[]): Promise<ShardMerge> {
  const merge = new ShardMerge()
  try {
    for (const file of files) merge.add(await openSummary(file))
    return merge
  } catch (error) {
    for (const o of merge.shards) o.close()
    throw error
  }
}

/**
 * `merge … --out FILE`: merges the summaries into one merged summary (its
 * entries streamed from the shards). Returns its id and attempts.
 */
export async function mergeToFile(merge: ShardMerge, version: string, file: string): Promise<{ id: string; attempts: number }> {
  const held = spool()
  const summaries = merge.shards
  try {
    const tally = merge.result()
    const lines = entryLines(held)
    for await (const { entry, resources } of mergeEntries(summaries.map((s) => s.entries()))) lines.add(entry, resources)
    const head = summaryHead(tally, lines, mergedProvenance(summaries), version)
    writeSummaryFile(file, head, lines, '--out')
    return { id: head.head.shard_id, attempts: tally.count }
  } finally {
    held.dispose()
    for (const s of summaries) s.close()
  }
}

/** `merge` without `--out`: the report of the merged summaries, written as `options` ask. */
export async function mergeAndWrite(
  merge: ShardMerge,
  options: OutputOptions,
  write: (text: string) => void
): Promise<ReturnType<typeof finishTally>> {
  const summaries = merge.shards
  try {
    return await produceAndWrite(
      async (onEntry) => {
        let tally: Tally | null = merge.result()
        // Without entries to write, each summary's entries are still read once, one summary at a time, so that its
        // tally is checked against them (src/shard/usage-check.ts), then its string table is let go before the finish.
        if (onEntry === undefined)
          for (const s of summaries) {
            for await (const _ of s.entries()) void _
            s.close()
          }
        const report = finishTally(tally, options.gate, options.version)
        // The accumulator is let go of before the entries are streamed, with one block of every summary open.
        tally = null
        if (onEntry !== undefined)
          for await (const { entry, resources } of mergeEntries(summaries.map((s) => s.entries()))) onEntry(entry, resources)
        return report
      },
      options,
      write
    )
  } finally {
    for (const s of summaries) s.close()
  }
}

/** `summarize`: folds `source` into the summary file `file` (src/shard/summarize.ts), entries spooled on disk. */
export async function summarizeSource(
  source: AttemptStream,
  provenance: ShardProvenance,
  version: string,
  file: string
): Promise<{ id: string; attempts: number }> {
  return summarizeToFile(source, provenance, version, file, '--out', spool())
}
