/**
 * The fold worker: reads, parses, validates and folds one slice of a
 * manifest's attempts (protocol.ts `FoldTask`) with the same reader as the
 * in-thread run (src/sources/manifest/load.ts `manifestAttemptReader`, `readAhead`)
 * and the same accumulator (src/comparison/tally/tally.ts), writes the
 * slice's attempt entries and their resource rows to the file descriptors it was given, and posts
 * its tally back. Started by pool.ts; never run in the main thread.
 */
import { writeSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { ConfigurationError, errorMessage } from '../errors.js'
import { addAttempt, emptyTally, type AttemptOutput } from '../comparison/tally/tally.js'
import { tallyToJson } from '../shard/tally-json.js'
import type { AttemptDecl } from '../sources/manifest/schema.js'
import { manifestAttemptReader, readAhead } from '../sources/manifest/load.js'
import { jsonEntry, textEntry } from '../render/output/report-output.js'
import { resourceSpoolLines } from '../render/output/resource-spool.js'
import type { FoldMessage, FoldTask } from './protocol.js'

/** Characters buffered before one write to an entry file. */
const WRITE_CHARS = 1 << 20
/** Attempts between two progress messages. */
const PROGRESS_EVERY = 512
/** Entries per `entries` message (Markdown only). */
const ENTRIES_PER_MESSAGE = 256

/** A buffered appender to an open file descriptor (written at its current position). */
function fdWriter(fd: number): { write: (text: string) => void; flush: () => void } {
  let pieces: string[] = []
  let size = 0
  const flush = (): void => {
    if (size === 0) return
    const bytes = Buffer.from(pieces.join(''), 'utf8')
    let offset = 0
    while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset)
    pieces = []
    size = 0
  }
  return {
    write: (text) => {
      pieces.push(text)
      size += text.length
      if (size >= WRITE_CHARS) flush()
    },
    flush
  }
}

function post(message: FoldMessage): void {
  parentPort!.postMessage(message)
}

/** Folds the slice of `workerData` and posts `done`, or `failed` with the error. Never throws. */
export async function runFoldWorker(): Promise<void> {
  const task = workerData as FoldTask
  const state = new Int32Array(task.state)
  try {
    const read = await manifestAttemptReader(task.manifestFile, { artifact: task.artifact })
    const tally = emptyTally(task.header)
    const json = task.jsonFd === null ? null : fdWriter(task.jsonFd)
    const text = task.textFd === null ? null : fdWriter(task.textFd)
    const rows = task.rowsFd === null ? null : fdWriter(task.rowsFd)
    const wantEntry = json !== null || text !== null || task.postEntries
    let batch: AttemptOutput[] = []
    let count = 0
    const pending: Array<AttemptDecl | undefined> = task.decls
    for await (const attempt of readAhead(pending, read, (i) => Atomics.store(state, task.slot, i))) {
      const out = addAttempt(tally, attempt, wantEntry)
      if (out !== null) {
        const { entry, resources } = out
        json?.write(count === 0 ? jsonEntry(entry) : `,\n${jsonEntry(entry)}`)
        text?.write(textEntry(entry))
        if (resources !== null) rows?.write(resourceSpoolLines(resources))
        if (task.postEntries) {
          batch.push(out)
          if (batch.length >= ENTRIES_PER_MESSAGE) {
            post({ type: 'entries', items: batch })
            batch = []
          }
        }
      }
      count += 1
      if (count % PROGRESS_EVERY === 0) post({ type: 'progress', read: count })
    }
    Atomics.store(state, task.slot, count)
    json?.flush()
    text?.flush()
    rows?.flush()
    if (batch.length > 0) post({ type: 'entries', items: batch })
    post({ type: 'progress', read: count })
    // The owners stay here: only the claimed identities cross, as one typed array and the few string keys.
    const numbers: number[] = []
    const strings: string[] = []
    for (const [k] of tally.files.entries()) {
      if (typeof k === 'number') numbers.push(k)
      else strings.push(k)
    }
    const fileKeys = { numbers: Float64Array.from(numbers), strings }
    parentPort!.postMessage({ type: 'done', tally: tallyToJson(tally), fileKeys, count } satisfies FoldMessage, [fileKeys.numbers.buffer])
  } catch (error) {
    post({
      type: 'failed',
      configuration: error instanceof ConfigurationError,
      message: errorMessage(error),
      stack: error instanceof Error ? (error.stack ?? null) : null
    })
  }
}
