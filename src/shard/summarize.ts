/**
 * Writes a shard summary v2 (schema.ts): the head line (provenance, the
 * serialised tally, the entries' count and digest, and the id over all of
 * it), then one attempt entry per line, gzip-compressed in members of
 * about 1 MiB so memory stays bounded however many attempts there are.
 */
import { createHash } from 'node:crypto'
import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { AttemptInput, ConfigurationInput, SourceKind } from '../comparison/input.js'
import type { AttemptReport } from '../comparison/report-schema.js'
import { openComparison } from '../comparison/stream.js'
import { addTail, type ComparisonTail } from '../comparison/tally/tally.js'
import type { Tally } from '../comparison/tally/tally.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { SUMMARY_VERSION, type ShardProvenance, type SummaryHead } from './schema.js'
import { tallyToJson } from './tally-json.js'

/** `sha256:<hex>` of a head's content (everything but `shard_id` and `generated_by`). */
export function headId(head: Omit<SummaryHead, 'summary_version' | 'generated_by' | 'shard_id'>): string {
  const content = JSON.stringify([head.provenance, head.tally, head.entries, head.entries_sha256])
  return `sha256:${createHash('sha256').update(content).digest('hex')}`
}

/** Attempt entries as a summary carries them: one JSON line each, counted and digested as they are added. */
export interface EntryLines {
  add: (entry: AttemptReport) => void
  readonly count: number
  /** `sha256:<hex>` of the lines so far, each with its newline. */
  digest: () => string
  /** Writes every line added, in order, through `write`. */
  copyTo: (write: (text: string) => void) => void
}

/**
 * Entry lines kept in `spool` (src/cli/spool.ts: an unlinked temporary
 * file, or memory) — built while the attempts are folded, written after the
 * head, which can only be written once every attempt was read.
 */
export function entryLines(spool: { append: (text: string) => void; copyTo: (write: (text: string) => void) => void }): EntryLines {
  const hash = createHash('sha256')
  let count = 0
  let digest: string | null = null
  return {
    add: (entry) => {
      const line = `${JSON.stringify(entry)}\n`
      hash.update(line)
      spool.append(line)
      count += 1
    },
    get count() {
      return count
    },
    digest: () => (digest ??= `sha256:${hash.digest('hex')}`),
    copyTo: (write) => spool.copyTo(write)
  }
}

/** The head of a summary of `tally` with `entries`, under `provenance`. */
export function summaryHead(tally: Tally, entries: EntryLines, provenance: ShardProvenance, version: string): SummaryHead {
  const content = { provenance, tally: tallyToJson(tally), entries: entries.count, entries_sha256: entries.digest() }
  return { summary_version: SUMMARY_VERSION, generated_by: { name: 'fabric-compare', version }, shard_id: headId(content), ...content }
}

/**
 * Writes the summary file `file` (created or truncated): gzip-compressed
 * head line and entry lines. `what` names the option or input in errors.
 * Throws ConfigurationError naming the file when it cannot be written (and
 * removes a half-written one).
 */
export function writeSummaryFile(file: string, head: SummaryHead, entries: EntryLines, what: string): void {
  let fd: number | null = null
  try {
    fd = openSync(file, 'w')
    let pieces: string[] = [`${JSON.stringify(head)}\n`]
    let size = pieces[0].length
    const flush = (): void => {
      if (size === 0) return
      writeSync(fd!, gzipSync(pieces.join('')))
      pieces = []
      size = 0
    }
    flush()
    entries.copyTo((text) => {
      pieces.push(text)
      size += text.length
      if (size >= 1 << 20) flush()
    })
    flush()
    closeSync(fd)
    fd = null
  } catch (error) {
    if (fd !== null) closeSync(fd)
    rmSync(file, { force: true })
    throw new ConfigurationError(`${what} ${file}: cannot write the shard summary: ${errorMessage(error)}`)
  }
}

/** What a summary is folded from: the declarations, the attempts in attempt-key order, and the findings known at the end. */
export interface SummarySource {
  /** The kind of source, and per configuration when one source joins several (carried into the tally's header). */
  kind?: SourceKind
  configurationKinds?: ReadonlyMap<string, SourceKind>
  configurations: ConfigurationInput[]
  attempts: Iterable<AttemptInput> | AsyncIterable<AttemptInput>
  tail: () => ComparisonTail
}

/**
 * Folds `source` (attempts in attempt-key order) and writes its shard
 * summary to `file` (`what` names the option or input in errors), the
 * entry lines kept in `held` until the head is written (disposed here). Returns the `shard_id` and the attempts folded.
 * Throws ConfigurationError from the source or when the file cannot be written.
 */
export async function summarizeToFile(
  source: SummarySource,
  provenance: ShardProvenance,
  version: string,
  file: string,
  what: string,
  held: { append: (text: string) => void; copyTo: (write: (text: string) => void) => void; dispose: () => void }
): Promise<{ id: string; attempts: number }> {
  try {
    const lines = entryLines(held)
    const stream = openComparison({ configurations: source.configurations, policy: 'incomplete', source: source.kind, configuration_sources: source.configurationKinds, onAttempt: lines.add })
    for await (const attempt of source.attempts) stream.add(attempt)
    addTail(stream.tally, source.tail())
    const head = summaryHead(stream.tally, lines, provenance, version)
    writeSummaryFile(file, head, lines, what)
    return { id: head.shard_id, attempts: stream.count }
  } finally {
    held.dispose()
  }
}

