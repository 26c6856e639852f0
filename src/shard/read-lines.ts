/**
 * The lines of a shard summary file, read within bounds (src/evidence/limits.ts): a pulled stream over the open
 * file, gunzipped when it is gzip data, that refuses a line, a size or an inflation past its bounds as it reads.
 */
import { read } from 'node:fs'
import { promisify } from 'node:util'
import { StringDecoder } from 'node:string_decoder'
import { createGunzip } from 'node:zlib'
import { Readable } from 'node:stream'
import { errorMessage } from '../errors.js'
import { bytesInWords, MAX_LINE_BYTES, MAX_SUMMARY_BYTES, MAX_SUMMARY_INFLATION, SUMMARY_INFLATION_FLOOR } from '../evidence/limits.js'
import { problem } from './read-head.js'

const readAt = promisify(read)
/** Bytes read at a time. */
const CHUNK = 64 * 1024

/** The bytes of the open file `fd` from its start, a chunk at a time (positional reads: the file is never closed here). */
async function* chunksOf(fd: number): AsyncGenerator<Buffer> {
  for (let at = 0; ;) {
    const { bytesRead, buffer } = await readAt(fd, Buffer.allocUnsafe(CHUNK), 0, CHUNK, at)
    if (bytesRead === 0) return
    at += bytesRead
    yield buffer.subarray(0, bytesRead)
  }
}

/** The bounds of a summary read (limits.ts; tests set them low). */
export interface SummaryLimits {
  /** Longest line, in UTF-16 code units of the decoded text. */
  line: number
  /** Most bytes inflated. */
  bytes: number
  /** Largest gzip inflation (bytes out per byte in), once past `inflationFloor` bytes inflated. */
  inflation: number
  inflationFloor: number
}

/** The bounds every summary is read within. */
export const SUMMARY_LIMITS: SummaryLimits = {
  line: MAX_LINE_BYTES,
  bytes: MAX_SUMMARY_BYTES,
  inflation: MAX_SUMMARY_INFLATION,
  inflationFloor: SUMMARY_INFLATION_FLOOR
}

/** A bound of the summary reader passed (limits.ts): the file is refused, never read on. */
class SummaryBound extends Error {}

/** A summary's lines being read: `next` gives the next line (null after the last, or once closed); `close` stops (idempotent). */
export interface SummaryLines {
  next: () => Promise<string | null>
  close: () => void
}

/**
 * The lines of the summary open as `fd` (`gzip`: gzip data) from its start, read as they are asked for: a stream
 * of its own over the open file (which it never closes), so that the head is read without the entries behind it,
 * and the entries are read (from the start again, past the head) only when asked for. Lines end at `\n` (a `\r`
 * before it is dropped). The stream is pulled, never flowing: only the line asked for and the rest of its chunk
 * are held (readline's iterator reads ahead without bound on Node 20, so that a merge of many summaries held most
 * of their entry lines). Bounded by `limits`: a line longer than `MAX_LINE_BYTES`, more than `MAX_SUMMARY_BYTES`
 * inflated, or gzip data inflating more than `MAX_SUMMARY_INFLATION` times (limits.ts) is refused as it is read,
 * in bounded memory. A read that fails or passes a bound calls `closeFile` and throws ConfigurationError naming
 * `file` (`the shard summary is refused: …` for a bound).
 */
export function summaryLines(fd: number, gzip: boolean, limits: SummaryLimits, file: string, closeFile: () => void): SummaryLines {
  let compressed = 0
  let inflated = 0
  let lines = 0
  const counted = async function* (): AsyncGenerator<Buffer> {
    for await (const c of chunksOf(fd)) {
      compressed += c.length
      yield c
    }
  }
  // Destroying an fs read stream closes its file even with autoClose off; this stream only reads.
  const raw = Readable.from(counted(), { objectMode: false })
  const text: Readable = gzip ? raw.pipe(createGunzip()) : raw
  let failure: Error | null = null
  text.on('error', (e) => {
    failure = e
  })
  raw.on('error', (e) => {
    failure = e
    // `pipe` does not pass a read error on: the gunzip stream would wait for more data for ever.
    if (text !== raw) text.destroy(e)
  })
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const decoder = new StringDecoder('utf8')
  // Complete lines not given out yet (from `at` on), and the pieces of the line being read.
  let ready: string[] = []
  let at = 0
  let pieces: string[] = []
  // UTF-16 code units in `pieces` (never more than their UTF-8 bytes).
  let pending = 0
  let ended = false
  let done = false
  const line = (text: string): string => (text.endsWith('\r') ? text.slice(0, -1) : text)
  const tooLong = (): SummaryBound =>
    new SummaryBound(`line ${lines + 1} is longer than the limit of ${bytesInWords(limits.line)} (MAX_LINE_BYTES)`)
  const take = (piece: string): void => {
    let from = 0
    for (let nl = piece.indexOf('\n'); nl !== -1; nl = piece.indexOf('\n', from)) {
      if (pending + nl - from > limits.line) throw tooLong()
      pieces.push(piece.slice(from, nl))
      ready.push(line(pieces.join('')))
      lines += 1
      pieces = []
      pending = 0
      from = nl + 1
    }
    if (from < piece.length) {
      pending += piece.length - from
      if (pending > limits.line) throw tooLong()
      pieces.push(piece.slice(from))
    }
  }
  /** Throws when what was inflated so far passes a bound. */
  const bound = (): void => {
    if (inflated > limits.bytes) throw new SummaryBound(`it holds more than the limit of ${bytesInWords(limits.bytes)} (MAX_SUMMARY_BYTES)`)
    if (gzip && inflated > limits.inflationFloor && inflated > limits.inflation * compressed)
      throw new SummaryBound(
        `its gzip data inflates more than ${limits.inflation} times (${inflated.toLocaleString('en-US')} bytes from ${compressed.toLocaleString('en-US')}; MAX_SUMMARY_INFLATION): a compression bomb, not a summary`
      )
  }
  const stop = (): void => {
    if (done) return
    done = true
    ready = []
    pieces = []
    if (text !== raw) text.destroy()
    raw.destroy()
  }
  return {
    close: stop,
    next: async () => {
      if (done) return null
      try {
        while (at === ready.length && !ended) {
          ready = []
          at = 0
          const r = await chunks.next()
          if (done) return null
          if (failure !== null) throw failure
          if (r.done === true) {
            ended = true
            take(decoder.end())
            if (pieces.length > 0) ready.push(line(pieces.join('')))
            pieces = []
          } else {
            inflated += r.value.length
            bound()
            take(decoder.write(r.value))
          }
        }
        if (failure !== null) throw failure
        if (at === ready.length) return null
        // A line given out is let go here (a line of entries is most of a megabyte, and one per open summary).
        const given = ready[at]
        ready[at++] = ''
        return given
      } catch (error) {
        // Closed while a read was waiting (the streams were destroyed under it): no more lines, as after the end.
        if (done) return null
        closeFile()
        if (error instanceof SummaryBound) throw problem(file, `the shard summary is refused: ${error.message}`)
        throw problem(file, `cannot read the shard summary: ${errorMessage(error)}${gzip ? ' (gzip data)' : ''}`)
      }
    }
  }
}
