/**
 * Reads a shard summary v8 (schema.ts): the head line, its `shard_id`
 * checked on the text as written and its decoded head (codec.ts) against
 * the published schema, becomes a `Tally`; the attempt entry lines are
 * streamed on demand in attempt-key order, a block at a time (the head's
 * string table, which they continue, is let go of until then and read again
 * from the head line). Gzip-compressed or plain. Every problem is a
 * ConfigurationError naming the file and, where there is one, the line and
 * JSON path.
 *
 * The head line is checked in read-head.ts; the file's lines are read within bounds in read-lines.ts.
 */
import { createHash } from 'node:crypto'
import { closeSync, readSync } from 'node:fs'
import type { AttemptOutput } from '../comparison/tally/tally.js'
import type { Tally } from '../comparison/tally/tally.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { openEvidenceFile, type FileToRead } from '../evidence/files/open-file.js'
import { formatIssues } from '../sources/manifest/validation-issues.js'
import { EntryResourcesSchema, type SummaryHead } from './schema.js'
import { Decoder } from './codec.js'
import { checkHead, decoded, headStringsAgain, headStringsIn, isObject, isStrings, problem, wholeDocument } from './read-head.js'
import { SUMMARY_LIMITS, summaryLines, type SummaryLimits } from './read-lines.js'
import { tallyFromJson, TallyShapeError } from './tally-json.js'
import { usageCheck } from './usage-check.js'

export { SUMMARY_LIMITS, type SummaryLimits } from './read-lines.js'

/** A summary opened: its head and tally, and its entries to stream once (then `close`). */
export interface OpenedSummary {
  file: string
  head: SummaryHead
  tally: Tally
  /**
   * The attempt entries in attempt-key order. Throws ConfigurationError
   * (naming the file and line) for a line that is not JSON, a count other
   * than `head.entries`, or entries whose digest is not the head's (and the
   * `$.shard_id` problem when the head line is no longer the one opened).
   */
  entries: () => AsyncGenerator<AttemptOutput>
  /** Closes the file (idempotent); entries not read are never read. */
  close: () => void
}

const GZIP_MAGIC = [0x1f, 0x8b]

/** What is left to find of each configuration's counted resource rows (`observed` and each state of `not_observed_by_state`). */
type RowCounts = Map<string, { observed: number; unavailable: number; unsupported: number; no_evidence: number }>

/**
 * The resource rows `value` of the entry `key` of `configuration`, checked
 * (`EntryResourcesSchema`; every row names the entry's attempt; the
 * configuration declares resources) and taken off `left`. Throws
 * ConfigurationError naming `file` and `where` otherwise.
 */
function checkedRows(
  file: string,
  where: string,
  value: unknown,
  key: string,
  configuration: string,
  left: RowCounts
): AttemptOutput['resources'] {
  const parsed = EntryResourcesSchema.safeParse(value)
  if (!parsed.success) {
    throw new ConfigurationError(`${file}: ${where}: not the resource rows of an attempt`, formatIssues(parsed.error))
  }
  const counts = left.get(configuration)
  if (counts === undefined)
    throw problem(file, `${where}: resource rows for ${JSON.stringify(configuration)}, which the tally does not declare`)
  const { observations, not_observed } = parsed.data
  const other = [...observations, ...not_observed].find((row) => row.attempt !== key)
  if (other !== undefined)
    throw problem(file, `${where}: a row of attempt ${JSON.stringify(other.attempt)} beside the entry of ${JSON.stringify(key)}`)
  counts.observed -= observations.length
  for (const row of not_observed) counts[row.state] -= 1
  return { configuration, observations, not_observed }
}

/**
 * Opens the summary at `path` (an absolute path, or a file already opened
 * by a rooted opener) and reads its head. Throws ConfigurationError naming
 * `file` when it cannot be read, is not a summary of this version, fails
 * the schema, or does not match its `shard_id`.
 */
export async function openSummary(
  path: FileToRead,
  file: string = typeof path === 'string' ? path : 'the shard summary',
  limits: SummaryLimits = SUMMARY_LIMITS
): Promise<OpenedSummary> {
  const opened = openEvidenceFile(path)
  if (opened.state !== 'open') {
    throw problem(
      file,
      `cannot read the shard summary: ${opened.state === 'missing' ? 'no such file' : opened.reason.replace(/^cannot read the file: /, '')}`
    )
  }
  const magic = Buffer.alloc(2)
  let gzip: boolean
  try {
    gzip = readSync(opened.fd, magic, 0, 2, 0) === 2 && magic[0] === GZIP_MAGIC[0] && magic[1] === GZIP_MAGIC[1]
  } catch (error) {
    closeSync(opened.fd)
    throw problem(file, `cannot read the shard summary: ${errorMessage(error)}`)
  }
  const fd = opened.fd
  const strings: string[] = []
  let closed = false
  let reading: { close: () => void } | null = null
  const close = (): void => {
    if (closed) return
    closed = true
    reading?.close()
    closeSync(fd)
    // The string table (the head's strings, which entry lines continue) is let go: entries are never read after.
    strings.length = 0
  }
  const headLines = summaryLines(fd, gzip, limits, file, close)
  reading = headLines
  const next = headLines.next
  const first = await next()
  if (first === null) {
    close()
    throw problem(file, 'the shard summary is empty')
  }
  let head: SummaryHead
  let tally: Tally
  try {
    let value: unknown
    try {
      value = JSON.parse(first)
    } catch (error) {
      // A whole JSON document over several lines (a manifest, a summary of version 1) is named as what it is.
      value = gzip ? undefined : await wholeDocument(first, next)
      if (value === undefined) throw problem(file, `line 1: the shard summary's head is not JSON (${errorMessage(error)})`)
    }
    head = checkHead(file, first, value, strings)
    try {
      tally = tallyFromJson(head.tally, head.shard_id)
    } catch (error) {
      if (error instanceof TallyShapeError) throw problem(file, `$.tally${error.message.replace(/^\$/, '')}`)
      throw error
    }
  } catch (error) {
    close()
    throw error
  }
  // Nothing past the head is read until the entries are asked for.
  headLines.close()
  reading = null
  const decoder = new Decoder(strings)
  // The entries' check needs only the count and the resource counts: the head (and its tally) is not held for them.
  const expected = head.entries
  const rowCounts = new Map(
    [...tally.configurations].map(([id, c]) => [id, { ...c.resources.not_observed, observed: c.resources.observed }])
  )
  // The tally's usage, recomputed from the entries as they are read (usage-check.ts): only its figures are kept.
  const usage = usageCheck(tally)
  const headStrings = strings.length
  // The head's string table is let go of until the entries are asked for, then read again from the head line: a
  // merge finishes its report with every summary open.
  const headTable = headStringsIn(first, head, strings)
  strings.length = 0
  async function* entries(): AsyncGenerator<AttemptOutput> {
    if (closed) throw problem(file, 'the shard summary was closed before its entries were read')
    const digest = createHash('sha256')
    let count = 0
    let lineNo = 1
    // Set by `nextBlock` (TypeScript does not follow assignments in a function called).
    let end = null as { entries: unknown; entries_sha256: unknown } | null
    const entryLines = summaryLines(fd, gzip, limits, file, close)
    reading = entryLines
    const next = entryLines.next
    /**
     * The next entry line's attempt entries and resource rows, decoded and checked as a whole (the end line is kept
     * as `end`); null after the last line. Its own function, so that neither the line nor its parsed value outlives
     * the decoding: a merge holds one block of every open summary while the entries are given out.
     */
    const nextBlock = async (): Promise<{ at: number; block: unknown[]; rows: unknown[] } | null> => {
      for (;;) {
        const line = await next()
        if (line === null) return null
        lineNo += 1
        if (line === '') continue
        if (end !== null) throw problem(file, `line ${lineNo}: a line after the end line`)
        let value: unknown
        try {
          value = JSON.parse(line)
        } catch (error) {
          throw problem(file, `line ${lineNo}: an entry line that is not JSON (${errorMessage(error)})`)
        }
        if (isObject(value) && Object.keys(value).join(',') === 'end' && isObject(value.end)) {
          end = value.end as { entries: unknown; entries_sha256: unknown }
          continue
        }
        if (!isObject(value) || Object.keys(value).join(',') !== 'strings,entries,resources' || !isStrings(value.strings)) {
          throw problem(file, `line ${lineNo}: not an entry line (strings, entries, then resources) nor the end line`)
        }
        digest.update(line).update('\n')
        for (const s of value.strings) strings.push(s)
        const at = lineNo
        const block = decoded(file, at, '$.entries', () => decoder.array(value.entries))
        const rows = decoded(file, at, '$.resources', () => decoder.array(value.resources))
        // A line's own strings serve that line only (summarize.ts `entryBlockWriter`).
        strings.length = headStrings
        if (rows.length !== block.length) {
          throw problem(file, `line ${at}: $.resources: ${rows.length} resource row sets for ${block.length} attempt entries`)
        }
        return { at, block, rows }
      }
    }
    try {
      // The head line, read and checked already: its string table is read again (the entry lines continue it).
      for (const s of headStringsAgain(file, await next(), headTable)) strings.push(s)
      for (let got = await nextBlock(); got !== null; got = await nextBlock()) {
        const { at, block, rows } = got
        for (let i = 0; i < block.length; i++) {
          const entry = block[i]
          const row = rows[i]
          // Each entry and its rows are let go of as they are given out: the block held shrinks as it is read.
          block[i] = undefined
          rows[i] = undefined
          if (!isObject(entry) || typeof entry.configuration !== 'string' || typeof entry.key !== 'string') {
            throw problem(file, `line ${at}: $.entries[${i}]: an attempt entry that is not an object with a key and configuration`)
          }
          count += 1
          try {
            usage.add(entry, `line ${at}: $.entries[${i}]`)
          } catch (error) {
            throw problem(file, `${errorMessage(error)} (not an attempt entry this tool writes)`)
          }
          yield {
            entry: entry as unknown as AttemptOutput['entry'],
            resources:
              row === null ? null : checkedRows(file, `line ${at}: $.resources[${i}]`, row, entry.key, entry.configuration, rowCounts)
          }
        }
      }
      if (end === null || count !== expected || end.entries !== count) {
        throw problem(
          file,
          `holds ${count} attempt entr${count === 1 ? 'y' : 'ies'}${end === null ? ' and no end line' : ''}, its head says ${expected} (the file was cut short or edited)`
        )
      }
      if (`sha256:${digest.digest('hex')}` !== end.entries_sha256) {
        throw problem(file, 'the attempt entries do not match their digest (the summary was edited or corrupted after it was written)')
      }
      const off = usage.mismatch()
      if (off !== null) {
        throw problem(file, `${off}: the summary was edited or made by another program; summarise the shard again`)
      }
      for (const [id, left] of rowCounts) {
        const off = Object.entries(left).filter(([, n]) => n !== 0)
        if (off.length > 0) {
          throw problem(
            file,
            `the resource rows of ${JSON.stringify(id)} do not match the tally's counts (${off.map(([k, n]) => `${k} ${n > 0 ? `${n} fewer` : `${-n} more`}`).join(', ')} than counted): the summary was edited or made by another program; summarise the shard again`
          )
        }
      }
    } finally {
      close()
    }
  }
  return { file, head, tally, entries, close }
}
