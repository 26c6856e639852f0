/**
 * Starting fold workers and collecting their tallies (the main thread's
 * side of protocol.ts). The worker's script is the module this file is
 * bundled into: `dist/cli/index.js` (ncc keeps `import.meta.url` as the
 * bundle's own URL, and the entry points run nothing but the worker when
 * `isFoldWorker()`), or `lib/src/parallel/pool.js` in the unbundled build.
 * From TypeScript source (the tests run by ts-jest) there is no script a
 * worker can load, and `workerScript()` is null: the run folds in-thread.
 */
import { Worker } from 'node:worker_threads'
import { ConfigurationError } from '../errors.js'
import type { AttemptOutput, Tally } from '../comparison/tally/tally.js'
import { tallyFromJson } from '../shard/tally-json.js'
import type { AttemptDecl } from '../sources/manifest/schema.js'
import { FOLD_WORKER_ROLE, isFoldWorker, type FoldMessage, type FoldTask } from './protocol.js'
import { runFoldWorker } from './worker.js'

// Re-entered as a worker (pool.js in lib/, or the bundle): fold the slice given, nothing else.
if (isFoldWorker()) void runFoldWorker()

/** The script a fold worker runs (this module, compiled), or null when this module is not JavaScript (run from TypeScript source). */
export function workerScript(): URL | null {
  const url = new URL(import.meta.url)
  return /\.[cm]?js$/.test(url.pathname) ? url : null
}

/** One slice as the main thread gives it out. */
export interface SliceTask {
  /** Index of the slice's first attempt in the whole run. */
  offset: number
  decls: AttemptDecl[]
  jsonFd: number | null
  textFd: number | null
  rowsFd: number | null
}

/** What one worker gave back. */
export interface SliceResult {
  /** Its tally, with no file owners (protocol.ts). */
  tally: Tally
  /** The evidence file identities it claimed. */
  fileKeys: { numbers: Float64Array; strings: string[] }
  count: number
  /** Its entries with their resource rows, when they were asked for (Markdown), in attempt-key order. */
  entries: AttemptOutput[] | null
}

/** Options of {@link foldInWorkers}. */
export interface PoolOptions {
  script: URL
  manifestFile: string
  artifact: string | null
  header: FoldTask['header']
  postEntries: boolean
  /** Told the number of attempts folded by all the workers together, as it grows. */
  onProgress?: (read: number) => void
  /** Worker heap limit in MB (`resourceLimits.maxOldGenerationSizeMb`); absent: Node's default. */
  maxHeapMb?: number
}

/**
 * A worker died or failed on something that is not the user's to fix:
 * `attempt` is the index (in the whole run's attempt-key order) of the
 * attempt it was awaiting, null when it had read them all.
 */
export class WorkerFailure extends Error {
  readonly attempt: number | null
  constructor(message: string, attempt: number | null) {
    super(message)
    this.name = 'WorkerFailure'
    this.attempt = attempt
  }
}

/**
 * Starts one worker per slice (`slices`, contiguous and in attempt-key
 * order), each folding its slice, and resolves with their results in
 * slice order. The slices' declarations are cloned into the workers when
 * they start: the caller may drop its own. Rejects — after terminating
 * every worker, so nothing is left running — with ConfigurationError when
 * a worker met one (the user's mistake, e.g. an unreadable evidence
 * folder), and with {@link WorkerFailure} (the attempt it was reading) when
 * one crashed, ran out of memory or exited early.
 */
export function foldInWorkers(slices: SliceTask[], options: PoolOptions): Promise<SliceResult[]> {
  const state = new SharedArrayBuffer(4 * Math.max(1, slices.length))
  const where = new Int32Array(state)
  const read = slices.map(() => 0)
  const results: Array<SliceResult | null> = slices.map(() => null)
  const workers: Worker[] = []
  return new Promise<SliceResult[]>((resolve, reject) => {
    let settled = false
    let remaining = slices.length
    const fail = (error: Error): void => {
      if (settled) return
      settled = true
      for (const w of workers) void w.terminate()
      reject(error)
    }
    const sizes = slices.map((s) => s.decls.length)
    const offsets = slices.map((s) => s.offset)
    const crashed = (slot: number, why: string): Error => {
      const local = Atomics.load(where, slot)
      return new WorkerFailure(
        `a worker thread (${slot + 1} of ${slices.length}) ${why}`,
        local < sizes[slot] ? offsets[slot] + local : null
      )
    }
    slices.forEach((slice, slot) => {
      const task: FoldTask = {
        role: FOLD_WORKER_ROLE,
        manifestFile: options.manifestFile,
        artifact: options.artifact,
        header: options.header,
        decls: slice.decls,
        jsonFd: slice.jsonFd,
        textFd: slice.textFd,
        rowsFd: slice.rowsFd,
        postEntries: options.postEntries,
        state,
        slot
      }
      const entries: AttemptOutput[] | null = options.postEntries ? [] : null
      const worker = new Worker(options.script, {
        workerData: task,
        ...(options.maxHeapMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } })
      })
      workers.push(worker)
      // Cloned into the worker: the main thread's references are not needed any more.
      slice.decls = []
      worker.on('message', (m: FoldMessage) => {
        if (settled) return
        if (m.type === 'progress') {
          read[slot] = m.read
          options.onProgress?.(read.reduce((a, b) => a + b, 0))
        } else if (m.type === 'entries') for (const item of m.items) entries?.push(item)
        else if (m.type === 'failed') {
          fail(m.configuration ? new ConfigurationError(m.message) : crashed(slot, `failed (${m.message})`))
        } else {
          results[slot] = { tally: tallyFromJson(m.tally), fileKeys: m.fileKeys, count: m.count, entries }
          // Its copy of the tally is garbage now: end the thread at once so its heap goes before the merge.
          void worker.terminate()
          remaining -= 1
          if (remaining === 0) {
            settled = true
            resolve(results as SliceResult[])
          }
        }
      })
      worker.on('error', (error: Error & { code?: string }) => {
        const why = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : `crashed (${error.message})`
        fail(crashed(slot, why))
      })
      worker.on('exit', (code) => {
        if (results[slot] === null) fail(crashed(slot, `exited (code ${code}) before it finished`))
      })
    })
  })
}
