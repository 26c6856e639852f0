/**
 * Streamed reading of a JSONL file (one JSON value per line), never the
 * whole file in one string: the file is read in 64 KiB chunks through a
 * UTF-8 decoder (multi-byte characters split across chunks are safe) and
 * split on `\n`; a trailing `\r` is removed (CRLF accepted) and a UTF-8 BOM
 * on line 1 is stripped. Lines are numbered from 1; blank (whitespace-only)
 * lines are skipped but still numbered.
 *
 * The reads block (../files/open-file.ts says why): a file of up to 64 KiB — every
 * request record seen so far — is read in one call; a longer one chunk by
 * chunk, so memory stays bounded by the longest line, itself bounded by
 * `MAX_LINE_BYTES` (limits.ts). The chunk buffer is
 * shared: nothing else can run between a read and the decoding of its bytes.
 *
 * Torn vs corrupt (`docs/formats.md`, request record; append-only writers):
 * - a malformed LAST non-blank line is a torn last line — reported in
 *   `torn`, not fatal — whether or not it ends with a newline (nothing
 *   follows it, so no later line is lost; a writer killed between a partial
 *   write and the final flush can leave a newline after it);
 * - a malformed line with a non-blank line after it is corruption: the file
 *   is `unreadable` with that line number and the parse reason.
 * One line is held back until the next non-blank line (or end of file) is
 * seen, so the visitor learns whether a line is the last one.
 */
import { closeSync, readSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import type { Diagnostic } from '../types.js'
import { parseJsonText } from './json-text.js'
import { ioProblem, isFileSystemError, openEvidenceFile, type FileToRead } from '../files/open-file.js'
import { MAX_LINE_BYTES, bytesInWords } from '../limits.js'

/** One well-formed line handed to the visitor. */
export interface JsonLine {
  /** 1-based line number in the file. */
  line: number
  value: unknown
  /** Number findings of the line (`invalid_number`), with `json_path`, without `file`/`line`. */
  diagnostics: Diagnostic[]
  /** True for the last non-blank line of the file. */
  last: boolean
}

/** Outcome of {@link readJsonLines}. */
export type JsonLinesOutcome =
  | {
      state: 'read'
      /** Non-blank lines seen, including a torn last line. */
      line_count: number
      /** The torn last line, if any: its number and the parse reason. */
      torn: { line: number; reason: string } | null
      /** Lines holding a run of NUL bytes (crash padding), read around them; empty when none. */
      nul_padding: number[]
      /** Malformed pieces right before NUL padding (a write the crash cut short): skipped, not corruption. */
      cut_before_padding: Array<{ line: number; reason: string }>
    }
  | { state: 'missing' }
  | { state: 'unreadable'; line: number | null; reason: string }

const CHUNK_BYTES = 64 * 1024
const chunkBuffer = Buffer.allocUnsafe(CHUNK_BYTES)

type Problem = { line: number; reason: string }

interface SplitState {
  lineNo: number
  count: number
  /** The last non-blank line, not parsed until we know whether another follows. */
  held: { line: number; text: string; beforePadding?: boolean } | null
  visit: (line: JsonLine) => void
  /** Lines holding NUL bytes. */
  nul_padding: number[]
  /** Pieces cut short right before NUL padding (a write the crash interrupted). */
  cut_before_padding: Problem[]
}

/** Parses and visits the held line; returns the parse problem instead when it is malformed. */
function flushHeld(s: SplitState, last: boolean): Problem | null {
  if (s.held === null) return null
  const { line, text, beforePadding } = s.held
  s.held = null
  const parsed = parseJsonText(text)
  if (!parsed.ok) {
    const reason = parsed.reason.replace(' at line 1, column ', ' at column ')
    // A write cut by the crash that left the NUL padding: torn, not corruption.
    if (beforePadding === true && !last) {
      s.cut_before_padding.push({ line, reason })
      return null
    }
    return { line, reason }
  }
  s.visit({ line, value: parsed.value, diagnostics: parsed.diagnostics, last })
  return null
}

/** The problem of line `line` when it is longer than {@link MAX_LINE_BYTES}. */
function tooLong(line: number): Problem {
  return { line, reason: `line ${line} is longer than the limit of ${bytesInWords(MAX_LINE_BYTES)}` }
}

/** Holds one non-blank piece of text of line `s.lineNo`; returns a problem when the previously held line was malformed. */
function hold(s: SplitState, text: string): Problem | null {
  if (text.trim() === '') return null
  s.count++
  const problem = flushHeld(s, false)
  s.held = { line: s.lineNo, text }
  return problem
}

/**
 * Takes one raw line (without `\n`); returns a problem when the previously
 * held line was malformed. A run of NUL bytes (the zero-filled tail a crash
 * leaves before the writer appends again) separates JSON values like a line
 * break: each piece is read, and the line is listed in `nul_padding`; a
 * malformed piece right before the padding is a write the crash cut short
 * (`cut_before_padding`), not corruption.
 */
function take(s: SplitState, raw: string): Problem | null {
  s.lineNo++
  if (raw.length > MAX_LINE_BYTES) return tooLong(s.lineNo)
  let text = raw.charCodeAt(raw.length - 1) === 0x0d ? raw.slice(0, -1) : raw
  if (s.lineNo === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (!text.includes('\u0000')) return hold(s, text)
  s.nul_padding.push(s.lineNo)
  const pieces = text.split(/\u0000+/)
  for (const [i, piece] of pieces.entries()) {
    const problem = hold(s, piece)
    if (problem !== null) return problem
    if (i < pieces.length - 1 && s.held !== null && s.held.line === s.lineNo && s.held.text === piece) s.held.beforePadding = true
  }
  return null
}

/**
 * Streams `file` (an absolute path, or a file already opened: see
 * `FileToRead` in ../files/open-file.ts; it is closed here), calling `visit` for each well-formed non-blank line in
 * order. Exceptions thrown by `visit` propagate (the file is closed first).
 * Returns `missing` for a non-existent file, `unreadable` for corruption, an
 * I/O error, a line longer than `MAX_LINE_BYTES` (limits.ts) or a file that
 * is not a regular file (FIFO, device), else `read`.
 */
export async function readJsonLines(file: FileToRead, visit: (line: JsonLine) => void): Promise<JsonLinesOutcome> {
  const opened = openEvidenceFile(file)
  if (opened.state === 'missing') return opened
  if (opened.state === 'unreadable') return { state: 'unreadable', line: null, reason: opened.reason }
  const s: SplitState = { lineNo: 0, count: 0, held: null, visit, nul_padding: [], cut_before_padding: [] }
  try {
    const decoder = new StringDecoder('utf8')
    let rest = ''
    let total = 0
    for (;;) {
      const bytesRead = readSync(opened.fd, chunkBuffer, 0, CHUNK_BYTES, null)
      total += bytesRead
      // A short read of a regular file that reached its fstat size is the end: no extra read call.
      const atEnd = bytesRead === 0 || (bytesRead < CHUNK_BYTES && opened.size > 0 && total >= opened.size)
      const chunk = decoder.write(chunkBuffer.subarray(0, bytesRead)) + (atEnd ? decoder.end() : '')
      let from = 0
      for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', from)) {
        const problem = take(s, from === 0 ? rest + chunk.slice(0, nl) : chunk.slice(from, nl))
        if (problem !== null) return { state: 'unreadable', ...problem }
        from = nl + 1
        rest = ''
      }
      rest = from === 0 ? rest + chunk : chunk.slice(from)
      // A line is never held beyond the limit: a 520 MB one-line file stops here, not in V8's string limit.
      if (rest.length > MAX_LINE_BYTES) return { state: 'unreadable', ...tooLong(s.lineNo + 1) }
      if (atEnd) break
    }
    const problem = rest === '' ? null : take(s, rest)
    if (problem !== null) return { state: 'unreadable', ...problem }
    const torn = flushHeld(s, true)
    return { state: 'read', line_count: s.count, torn, nul_padding: s.nul_padding, cut_before_padding: s.cut_before_padding }
  } catch (e) {
    if (isFileSystemError(e)) return { state: 'unreadable', line: null, reason: ioProblem(e) }
    throw e
  } finally {
    closeSync(opened.fd)
  }
}
