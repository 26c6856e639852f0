/**
 * Opening an evidence file for reading, synchronously.
 *
 * Why synchronous: the CLI and the action read tens of thousands of small
 * files (a full result is ~1.5 KB, a request record two lines) and nothing
 * else runs while they do. Each `fs/promises` call is a thread-pool round
 * trip (open → fstat → read → close = four per file), which measured 2–3×
 * slower than blocking calls on the benchmark data set (BENCHMARKS.md). The
 * readers keep their `Promise` signatures; only their bodies block.
 *
 * The file is opened with `O_NONBLOCK` (where the platform has it) so a FIFO
 * without a writer cannot hang the open, then `fstat`ed: anything that is
 * neither a regular file nor a directory (FIFO, socket, device) is refused
 * before a byte is read. A directory is left to the read itself, which fails
 * with `EISDIR`.
 *
 * A reader also takes a file its caller has already opened (an
 * {@link OpenedFile}, see {@link FileToRead}): the manifest's path check
 * opens each evidence file itself and judges it from that `fstat`
 * (src/evidence/files/paths.ts), so the reader does not open it a second time.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { isMissingFileError } from './file-outcome.js'
import { errorMessage } from '../../errors.js'
import { MAX_JSON_FILE_BYTES, bytesInWords } from '../limits.js'

/** Result of {@link openEvidenceFile}. */
export type OpenedFile =
  /** `fd` must be closed by the caller (closeSync); `size` in bytes from fstat. */
  | { state: 'open'; fd: number; size: number }
  | { state: 'missing' }
  /** `reason` starts with `cannot read the file: `. */
  | { state: 'unreadable'; reason: string }

/**
 * What a reader reads: an absolute path it opens itself, or a file already
 * opened (`open`: the reader reads it and closes `fd`, also on error) or
 * already found `missing` / `unreadable` by the caller.
 */
export type FileToRead = string | OpenedFile

const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)

/** The reason text of an I/O error while reading an evidence file. */
export function ioProblem(error: unknown): string {
  return `cannot read the file: ${errorMessage(error)}`
}

/** True for a Node file-system error (it has a string `code`; checked by shape, errors may come from another realm). */
export function isFileSystemError(error: unknown): boolean {
  return typeof (error as { code?: unknown } | null)?.code === 'string'
}

/**
 * Opens `file` (absolute path) for reading, blocking. `missing` for ENOENT
 * or ENOTDIR; `unreadable` for another open/fstat error or a file that is
 * not a regular file or directory. A source already opened (or judged) by
 * the caller is returned as it is. Never throws for file-system errors.
 */
export function openEvidenceFile(file: FileToRead): OpenedFile {
  if (typeof file !== 'string') return file
  let fd: number
  try {
    fd = openSync(file, READ_FLAGS)
  } catch (e) {
    if (isMissingFileError(e)) return { state: 'missing' }
    if (isFileSystemError(e)) return { state: 'unreadable', reason: ioProblem(e) }
    throw e
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile() && !stat.isDirectory()) {
      closeSync(fd)
      return { state: 'unreadable', reason: 'cannot read the file: not a regular file (a FIFO, socket or device)' }
    }
    return { state: 'open', fd, size: stat.size }
  } catch (e) {
    closeSync(fd)
    if (isFileSystemError(e)) return { state: 'unreadable', reason: ioProblem(e) }
    throw e
  }
}

/** Result of {@link readEvidenceText}: the text, or why there is none. */
export type EvidenceText = string | { state: 'missing' } | { state: 'unreadable'; reason: string }

/** The reason text of a file over a size limit. */
export function tooLargeProblem(limit: number): string {
  return `cannot read the file: larger than the limit of ${bytesInWords(limit)}`
}

/**
 * The whole file as UTF-8 text, read blocking, bounded: a file over
 * `maxBytes` (default {@link MAX_JSON_FILE_BYTES}) is `unreadable` —
 * refused from its `fstat` size before a byte is read, or, for a file whose
 * size `fstat` does not know, when reading passes the limit. A regular file
 * is read up to its `fstat` size (bytes appended meanwhile are not read).
 * Never reads more than `maxBytes + 1` bytes. An opened `file` is closed
 * here. Never throws for file-system errors (ELOOP, ENAMETOOLONG, EACCES, EISDIR… → `unreadable`).
 */
export function readEvidenceText(file: FileToRead, maxBytes: number = MAX_JSON_FILE_BYTES): EvidenceText {
  const opened = openEvidenceFile(file)
  if (opened.state !== 'open') return opened
  try {
    if (opened.size > maxBytes) return { state: 'unreadable', reason: tooLargeProblem(maxBytes) }
    // A regular file is read up to its fstat size, in one read as a rule (as readFileSync does); a
    // file whose size fstat does not know (0: /proc, some mounts) is read in growing chunks up to the limit.
    const known = opened.size > 0
    let buffer = Buffer.allocUnsafe(known ? opened.size : 64 * 1024)
    let length = 0
    for (;;) {
      if (known && length === opened.size) break
      if (length === buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(maxBytes + 1, buffer.length * 2))
        buffer.copy(grown, 0, 0, length)
        buffer = grown
      }
      const n = readSync(opened.fd, buffer, length, buffer.length - length, null)
      if (n === 0) break
      length += n
      if (length > maxBytes) return { state: 'unreadable', reason: tooLargeProblem(maxBytes) }
    }
    return buffer.toString('utf8', 0, length)
  } catch (e) {
    if (isFileSystemError(e)) return { state: 'unreadable', reason: ioProblem(e) }
    throw e
  } finally {
    closeSync(opened.fd)
  }
}
