/**
 * Extracts a downloaded artifact's zip archive within bounds (yauzl): an
 * artifact is evidence a fork controls, so what it may inflate to is
 * limited per file and in total, counted on the bytes actually inflated
 * (never on the sizes the archive declares). A file over its limit is not
 * extracted and is named; once the total is reached, the file being
 * extracted is removed and the rest are not extracted, each counted. Paths
 * stay inside the artifact's folder: `..`, `.` and empty segments are
 * dropped (as @actions/artifact's own extraction did), backslashes
 * separate folders, a path named twice keeps its first file (the later
 * ones are named, not extracted), and every file is written as a plain file.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { createWriteStream, type WriteStream } from 'node:fs'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { errorMessage } from '../errors.js'

/** Most files one artifact's archive may hold: 1,000,000 (as many as one folder listing reads, `MAX_DIRECTORY_ENTRIES`). */
export const MAX_ARTIFACT_FILES = 1_000_000

/** `1,572,864 bytes`. */
const bytes = (n: number): string => `${n.toLocaleString('en-US')} bytes`

/** Most bytes one file of an artifact may inflate to: 256 MiB (no evidence file larger than that is read whole). */
export const MAX_ARTIFACT_FILE_BYTES = 256 * 1024 * 1024
/** Most bytes one artifact may inflate to, by default (the action's `artifact-max-bytes` raises it): 1 GiB. */
export const DEFAULT_ARTIFACT_MAX_BYTES = 1024 * 1024 * 1024

/** The bounds of one extraction. */
export interface ExtractLimits {
  /** Bytes one file may inflate to. */
  fileBytes: number
  /** Bytes the whole artifact may inflate to. */
  totalBytes: number
  /** Files the archive may hold. */
  files: number
}

/** The default bounds (`totalBytes` from the action's input). */
export function extractLimits(totalBytes: number = DEFAULT_ARTIFACT_MAX_BYTES): ExtractLimits {
  return { fileBytes: Math.min(MAX_ARTIFACT_FILE_BYTES, totalBytes), totalBytes, files: MAX_ARTIFACT_FILES }
}

/** A file of the archive not extracted: its path in the archive and why. */
export interface SkippedFile {
  file: string
  reason: string
}

/** What {@link extractBounded} did: files written, their bytes, files skipped (at most 10 named, `more` counted). */
export interface Extraction {
  files: number
  bytes: number
  skipped: SkippedFile[]
  /** Files skipped beyond those named. */
  more: number
}

/** Names kept in `skipped` (the rest are counted in `more`). */
const NAMED = 10

/** Thrown by the counter when a file passes its bound. */
class Over extends Error {
  constructor(readonly bound: 'file' | 'declared' | 'total') {
    super(bound)
  }
}

/**
 * Counts the bytes passing through, refusing past the per-file limit, past the size the file declares, or once all
 * the bytes inflated (`inflated.bytes`, files removed included: it never goes down) pass the total.
 */
function counter(limits: ExtractLimits, declared: number, inflated: { bytes: number }): Transform & { bytes: number } {
  let bytes = 0
  const t = new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
      bytes += chunk.length
      inflated.bytes += chunk.length
      if (bytes > limits.fileBytes) return done(new Over('file'))
      if (bytes > declared) return done(new Over('declared'))
      if (inflated.bytes > limits.totalBytes) return done(new Over('total'))
      done(null, chunk)
    }
  }) as Transform & { bytes: number }
  Object.defineProperty(t, 'bytes', { get: () => bytes })
  return t
}

/** The entry's path inside the folder (segments `..`, `.` and empty dropped), or null when nothing is left. */
function safePath(name: string): string | null {
  const segments = name.split(/[\\/]+/).filter((s) => s !== '' && s !== '.' && s !== '..')
  return segments.length === 0 ? null : segments.join(path.sep)
}

const openZip = (file: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: true }, (e, z) =>
      e ? reject(e) : resolve(z)
    )
  )

const openEntry = (zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> =>
  new Promise((resolve, reject) => zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s))))

/**
 * Extracts the zip archive `file` into `folder` within `limits` (module comment). Resolves with what was written and
 * skipped; rejects (the archive cannot be read as a zip at all) with the reader's error.
 */
export async function extractBounded(file: string, folder: string, limits: ExtractLimits): Promise<Extraction> {
  const zip = await openZip(file)
  const out: Extraction = { files: 0, bytes: 0, skipped: [], more: 0 }
  // Every byte inflated counts against the total, kept or not: a file refused and removed gives nothing back.
  const inflated = { bytes: 0 }
  let kept = 0
  const skip = (name: string, reason: string): void => {
    if (out.skipped.length < NAMED) out.skipped.push({ file: name, reason })
    else out.more += 1
  }
  let stopped: string | null = null
  // Two files of the archive at one path (`a//b` and `a/../b`): the first is kept, the later ones not extracted.
  const written = new Set<string>()
  try {
    await new Promise<void>((resolve, reject) => {
      let count = 0
      zip.on('error', reject)
      zip.on('end', resolve)
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          const name = (entry.fileName as unknown as Buffer).toString('utf8')
          count += 1
          const target = safePath(name)
          if (name.endsWith('/') || target === null) return
          if (name.includes('\0')) return skip(name, 'a file name with a NUL character; not extracted')
          if (stopped !== null) return skip(name, stopped)
          if (count > limits.files) {
            stopped = `the archive holds more than ${limits.files.toLocaleString('en-US')} files; not extracted`
            return skip(name, stopped)
          }
          if (entry.uncompressedSize > limits.fileBytes)
            return skip(
              name,
              `declares ${entry.uncompressedSize.toLocaleString('en-US')} bytes, over the limit of ${bytes(limits.fileBytes)} per file; not extracted`
            )
          if (written.has(target)) return skip(name, `names the same path as an earlier file (${target}); not extracted`)
          written.add(target)
          const dest = path.join(folder, target)
          const count0 = counter(limits, entry.uncompressedSize, inflated)
          let sink: WriteStream | null = null
          try {
            // A path whose folder is a file already (`a`, then `a/b`) is this file's problem alone.
            mkdirSync(path.dirname(dest), { recursive: true })
            sink = createWriteStream(dest)
            await pipeline(await openEntry(zip, entry), count0, sink)
            out.files += 1
            kept += count0.bytes
          } catch (error) {
            // A write stream destroyed while its file is still being opened creates the file after the pipeline has
            // failed: wait until it has closed, or the file removed below would come back empty.
            if (sink !== null && !sink.closed) {
              const closing = new Promise<void>((done) => sink!.once('close', () => done()))
              sink.destroy()
              await closing
            }
            try {
              rmSync(dest, { force: true })
            } catch {
              // Nothing was written there (its folder is a file): nothing to remove.
            }
            if (error instanceof Over && error.bound === 'file')
              skip(name, `inflates past the limit of ${bytes(limits.fileBytes)} per file; not extracted`)
            else if (error instanceof Over && error.bound === 'declared')
              skip(name, `inflates past the ${bytes(entry.uncompressedSize)} it declares; not extracted`)
            else if (error instanceof Over) {
              stopped = `the artifact inflates past the limit of ${bytes(limits.totalBytes)} (artifact-max-bytes); not extracted`
              skip(name, stopped)
            } else skip(name, `cannot be extracted: ${errorMessage(error)}`)
          }
        })().then(
          () => zip.readEntry(),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)))
        )
      })
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
  out.bytes = kept
  return out
}
