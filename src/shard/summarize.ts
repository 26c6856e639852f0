/**
 * Writes a shard summary v8 (schema.ts): the head line (provenance, the
 * serialised tally and the entry count, in the compact encoding of
 * codec.ts, with the id of its body), the attempt entries and their
 * resource rows in blocks of
 * `ENTRY_BLOCK` per line, then the end line with their count and digest;
 * gzip-compressed in members of about 1 MiB so memory stays bounded
 * however many attempts there are.
 */
import { createHash } from 'node:crypto'
import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { AttemptInput, ConfigurationInput, SourceKind } from '../comparison/input/input.js'
import { openComparison } from '../comparison/stream.js'
import { addTail, type AttemptOutput, type ComparisonTail } from '../comparison/tally/tally.js'
import type { Tally } from '../comparison/tally/tally.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { encodeArray, encodeValue, StringTable } from './codec.js'
import { ENTRY_BLOCK, SUMMARY_VERSION, type EntryResources, type ShardProvenance, type SummaryHead } from './schema.js'
import { tallyToJson } from './tally-json.js'

/** `sha256:<hex>` of `text`. */
export function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`
}

/** The text of head line 1 before its `body` (schema.ts): everything the reader checks byte for byte. */
export function headPrefix(id: string, generatedBy: SummaryHead['generated_by']): string {
  return `{"summary_version":${SUMMARY_VERSION},"shard_id":${JSON.stringify(id)},"generated_by":${JSON.stringify(generatedBy)},"body":`
}

/** A head ready to write: the decoded head, its line (with newline) and the string table the entry lines continue. */
export interface PreparedHead {
  head: SummaryHead
  line: string
  table: StringTable
}

/**
 * The head line of `content` (`shardId`: the id to write, default the
 * body's own — tests give another to make an edited file).
 */
export function prepareHead(
  content: Pick<SummaryHead, 'provenance' | 'tally' | 'entries'>,
  version: string,
  shardId?: string
): PreparedHead {
  const table = new StringTable()
  const encoded = encodeValue({ provenance: content.provenance, tally: content.tally, entries: content.entries }, table)
  const body = `{"strings":${JSON.stringify(table.strings)},"head":${JSON.stringify(encoded)}}`
  const id = shardId ?? sha256(body)
  const generatedBy = { name: 'fabric-compare' as const, version }
  return {
    head: { summary_version: SUMMARY_VERSION, generated_by: generatedBy, shard_id: id, ...content },
    line: `${headPrefix(id, generatedBy)}${body}}\n`,
    table
  }
}

/** An attempt's resource rows as an entry line carries them (schema.ts `EntryResources`): null when it has none. */
function rowsOf(resources: AttemptOutput['resources']): EntryResources | null {
  if (resources === null || (resources.observations.length === 0 && resources.not_observed.length === 0)) return null
  return { observations: resources.observations, not_observed: resources.not_observed }
}

/**
 * Encodes attempt entries and their resource rows into entry lines (schema.ts), each continuing the head's string
 * table `table` with strings of its own that no other line uses (so a reader holds the head's strings and one
 * line's), digesting them; `end()` gives the end line.
 */
export function entryBlockWriter(
  table: StringTable,
  write: (line: string) => void
): { add: (entry: AttemptOutput['entry'], resources: AttemptOutput['resources']) => void; end: () => void } {
  const hash = createHash('sha256')
  let block: Array<AttemptOutput['entry']> = []
  let rows: Array<EntryResources | null> = []
  let count = 0
  const flush = (): void => {
    if (block.length === 0) return
    const from = table.strings.length
    const encoded = JSON.stringify(encodeArray(block, table))
    const encodedRows = JSON.stringify(encodeArray(rows, table))
    const line = `{"strings":${JSON.stringify(table.strings.slice(from))},"entries":${encoded},"resources":${encodedRows}}\n`
    table.truncate(from)
    hash.update(line)
    write(line)
    block = []
    rows = []
  }
  return {
    add: (entry, resources) => {
      block.push(entry)
      rows.push(rowsOf(resources))
      count += 1
      if (block.length >= ENTRY_BLOCK) flush()
    },
    end: () => {
      flush()
      write(`{"end":{"entries":${count},"entries_sha256":"sha256:${hash.digest('hex')}"}}\n`)
    }
  }
}

/** The whole text of a summary of `content` and `entries` with their resource rows (uncompressed; for tests and small files). */
export function summaryText(
  content: Pick<SummaryHead, 'provenance' | 'tally' | 'entries'>,
  entries: readonly AttemptOutput[],
  version: string,
  shardId?: string
): string {
  const prepared = prepareHead(content, version, shardId)
  const lines = [prepared.line]
  const writer = entryBlockWriter(prepared.table, (l) => lines.push(l))
  for (const e of entries) writer.add(e.entry, e.resources)
  writer.end()
  return lines.join('')
}

/** Attempt entries as a summary carries them until its head is written: one plain JSON line each (`[entry, rows]`), counted. */
export interface EntryLines {
  add: (entry: AttemptOutput['entry'], resources: AttemptOutput['resources']) => void
  readonly count: number
  /** Writes every line added, in order, through `write` (text in pieces that need not end at a line). */
  copyTo: (write: (text: string) => void) => void
}

/**
 * Entry lines kept in `spool` (src/render/output/spool.ts: an unlinked temporary
 * file, or memory) — built while the attempts are folded, encoded after the
 * head, which can only be written once every attempt was read.
 */
export function entryLines(spool: { append: (text: string) => void; copyTo: (write: (text: string) => void) => void }): EntryLines {
  let count = 0
  return {
    add: (entry, resources) => {
      spool.append(`${JSON.stringify([entry, rowsOf(resources)])}\n`)
      count += 1
    },
    get count() {
      return count
    },
    copyTo: (write) => spool.copyTo(write)
  }
}

/** The head of a summary of `tally` with `entries`, under `provenance`. */
export function summaryHead(tally: Tally, entries: { readonly count: number }, provenance: ShardProvenance, version: string): PreparedHead {
  return prepareHead({ provenance, tally: tallyToJson(tally), entries: entries.count }, version)
}

/**
 * Writes the summary file `file` (created or truncated): gzip-compressed
 * head line, entry lines (the spooled entries of `entries`, encoded) and
 * end line. `what` names the option or input in errors. Throws
 * ConfigurationError naming the file when it cannot be written (and
 * removes a half-written one).
 */
export function writeSummaryFile(file: string, head: PreparedHead, entries: EntryLines, what: string): void {
  let fd: number | null = null
  try {
    fd = openSync(file, 'w')
    let pieces: string[] = [head.line]
    let size = head.line.length
    const flush = (): void => {
      if (size === 0) return
      writeSync(fd!, gzipSync(pieces.join('')))
      pieces = []
      size = 0
    }
    flush()
    const out = (text: string): void => {
      pieces.push(text)
      size += text.length
      if (size >= 1 << 20) flush()
    }
    const writer = entryBlockWriter(head.table, out)
    let rest = ''
    const add = (line: string): void => {
      const [entry, rows] = JSON.parse(line) as [AttemptOutput['entry'], EntryResources | null]
      writer.add(entry, rows === null ? null : { configuration: entry.configuration, ...rows })
    }
    entries.copyTo((text) => {
      const lines = (rest + text).split('\n')
      rest = lines.pop()!
      for (const line of lines) if (line !== '') add(line)
    })
    if (rest !== '') add(rest)
    writer.end()
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
    const stream = openComparison({
      configurations: source.configurations,
      policy: 'incomplete',
      source: source.kind,
      configuration_sources: source.configurationKinds,
      onAttempt: lines.add
    })
    for await (const attempt of source.attempts) stream.add(attempt)
    addTail(stream.tally, source.tail())
    const head = summaryHead(stream.tally, lines, provenance, version)
    writeSummaryFile(file, head, lines, what)
    return { id: head.head.shard_id, attempts: stream.count }
  } finally {
    held.dispose()
  }
}
