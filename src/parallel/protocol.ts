/**
 * What the main thread and a fold worker (worker.ts) say to each other.
 * A worker is started with a {@link FoldTask} as its `workerData` and
 * answers with {@link FoldMessage}s; every value crosses by structured
 * clone (Maps and arrays included), so a `Tally` travels as it is.
 */
import { isMainThread, workerData } from 'node:worker_threads'
import type { AttemptOutput, TallyHeader } from '../comparison/tally/tally.js'
import type { SerialTally } from '../shard/tally-schema.js'
import type { AttemptDecl } from '../sources/manifest/schema.js'

/** `workerData.role` of a fold worker: the bundle is re-entered as a worker only when it is set. */
export const FOLD_WORKER_ROLE = 'fabric-compare-fold-worker'

/** One worker's slice of the run: contiguous attempts in attempt-key order, and where their entries go. */
export interface FoldTask {
  role: typeof FOLD_WORKER_ROLE
  /** The manifest (its folder is the evidence root; its base name fills `declared_in`). */
  manifestFile: string
  /** Workflow artifact the manifest came from; null for local files. */
  artifact: string | null
  header: TallyHeader
  /** The slice's declarations, in attempt-key order (duplicates in manifest order). */
  decls: AttemptDecl[]
  /** File descriptors (this process's; worker threads share them) for the entries' JSON and detail lines, or null when not wanted. */
  jsonFd: number | null
  textFd: number | null
  /** File descriptor for the entries' resource rows (src/render/output/resource-spool.ts lines), or null when not wanted. */
  rowsFd: number | null
  /** Post the entries themselves (`entries` messages), for the Markdown renderers. */
  postEntries: boolean
  /** `state[slot]` is set to the index in `decls` of the attempt being awaited (read by the main thread when the worker dies). */
  state: SharedArrayBuffer
  slot: number
}

/** What a worker posts. */
export type FoldMessage =
  | { type: 'progress'; read: number }
  | { type: 'entries'; items: AttemptOutput[] }
  | {
      type: 'done'
      /**
       * The slice's tally serialised (src/shard/tally-json.ts `tallyToJson`: its claim tables are
       * classes, which a structured clone would turn into plain objects); its request claims by
       * identity key only, without its file owners (the report reads neither).
       */
      tally: SerialTally
      /**
       * The identities of the evidence files the slice claimed (file-claims.ts keys: `dev:ino` numbers, else strings),
       * for the same-run check (compare-manifest.ts).
       */
      fileKeys: { numbers: Float64Array; strings: string[] }
      count: number
    }
  | {
      type: 'failed'
      /** The error was a ConfigurationError (the user's to fix: exit 2), else an internal failure (exit 3). */
      configuration: boolean
      message: string
      stack: string | null
    }

/** Whether this thread is a fold worker (started by pool.ts with a {@link FoldTask}). */
export function isFoldWorker(): boolean {
  return !isMainThread && (workerData as Partial<FoldTask> | null)?.role === FOLD_WORKER_ROLE
}
