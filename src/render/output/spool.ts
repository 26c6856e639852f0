/**
 * A text spool: attempt entries are written to a temporary file as the
 * comparison produces them and copied to the output once the report's
 * head (which depends on every attempt) is known. Memory stays one buffer
 * (1 MiB), whatever the number of attempts.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { ConfigurationError, errorMessage } from '../../errors.js'

/** Bytes buffered before a write, and read per chunk when copying out. */
const CHUNK_BYTES = 1 << 20

/** An open spool: `append` text, then `copyTo` once, then `dispose`. */
export interface TextSpool {
  /** Appends `text` (UTF-8). Throws ConfigurationError naming the folder when the temporary file cannot be written (e.g. no space left). */
  append: (text: string) => void
  /** Total characters appended so far. */
  readonly length: number
  /** Flushes and hands the whole content to `write` in chunks of about 1 MiB, in order. */
  copyTo: (write: (text: string) => void) => void
  /** Closes and deletes the temporary file (safe to call twice). */
  dispose: () => void
}

/**
 * Opens a spool in a new folder under the system's temporary folder
 * (`os.tmpdir()`), readable only by this user, and unlinks it at once where
 * the system allows (the data lives as long as the open descriptor).
 * Throws the file-system error when the folder or file cannot be created.
 */
export function openSpool(): TextSpool {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fabric-compare-'))
  const file = path.join(folder, 'attempts.spool')
  let fd: number | null = openSync(file, 'w+', 0o600)
  // Unlinked at once where the system allows it (the open descriptor keeps the data): nothing is
  // left behind even when the process is killed. Where it does not (Windows), `dispose` removes it.
  let removed = false
  try {
    rmSync(folder, { recursive: true, force: true })
    removed = true
  } catch {
    removed = false
  }
  let buffered: string[] = []
  let bufferedLength = 0
  let length = 0
  let written = 0
  const flush = (): void => {
    if (bufferedLength === 0 || fd === null) return
    const bytes = Buffer.from(buffered.join(''), 'utf8')
    let offset = 0
    try {
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset, written + offset)
    } catch (error) {
      throw new ConfigurationError(
        `cannot write the attempt entries to a temporary file in ${path.dirname(folder)} (about the size of the output; set TMPDIR to a folder with room): ${errorMessage(error)}`
      )
    }
    written += bytes.length
    buffered = []
    bufferedLength = 0
  }
  return {
    append(text) {
      buffered.push(text)
      bufferedLength += text.length
      length += text.length
      if (bufferedLength >= CHUNK_BYTES) flush()
    },
    get length() {
      return length
    },
    copyTo(write) {
      flush()
      if (fd === null) return
      const decoder = new StringDecoder('utf8')
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES)
      let position = 0
      while (position < written) {
        const n = readSync(fd, chunk, 0, Math.min(CHUNK_BYTES, written - position), position)
        if (n === 0) break
        position += n
        const text = decoder.write(chunk.subarray(0, n))
        if (text.length > 0) write(text)
      }
      const rest = decoder.end()
      if (rest.length > 0) write(rest)
    },
    dispose() {
      if (fd !== null) closeSync(fd)
      fd = null
      if (!removed) rmSync(folder, { recursive: true, force: true })
      removed = true
    }
  }
}

/**
 * A spool held in memory (the same interface): what `compareAndWrite`
 * falls back to when no temporary file can be created. Memory then grows
 * with the output.
 */
export function memorySpool(): TextSpool {
  let pieces: string[] = []
  let length = 0
  return {
    append(text) {
      pieces.push(text)
      length += text.length
    },
    get length() {
      return length
    },
    copyTo(write) {
      for (const piece of pieces) write(piece)
    },
    dispose() {
      pieces = []
    }
  }
}
