/**
 * The CLI's comparison of a manifest on every core: the main thread reads
 * the manifest and lists its attempts in attempt-key order (as the
 * streamed source does, src/sources/manifest/load.ts), cuts them into contiguous
 * slices (jobs.ts), and worker threads each read, parse, validate and fold
 * one slice (worker.ts) into a tally, writing the slice's attempt entries
 * to a temporary file (slice-files.ts). The main thread merges the tallies
 * in slice order and writes the output with the entries copied in
 * attempt-key order (src/render/output/report-output.ts `writeReport`): the output
 * is byte for byte that of one fold in the main thread.
 *
 * Why that holds: the tally laws (src/comparison/tally/tally.ts,
 * `__tests__/slow/tally-laws.test.ts`) make a merge of folds of contiguous
 * slices the fold of all, except for ownership of evidence files and
 * request identities, which one run decides in attempt-key order across
 * all the attempts and a merge does not (it reports a request claimed in
 * two folds as `request_claimed_in_two_shards`). A slice's claims depend
 * only on the identities it meets, so when no file identity and no request
 * identity is claimed in two slices each slice's fold is exactly its part
 * of the single fold. When one is (a file or request shared across the
 * slice boundary: rare), the run is folded again in the main thread, so
 * the output stays exact (`sameRunMergeable`).
 */
import type { Report } from '../comparison/report/report-schema.js'
import { finishTally } from '../comparison/finish/finish.js'
import { addTail, mergeTallies } from '../comparison/tally/tally.js'
import { emptyClaimDigests, mergeClaimDigests } from '../comparison/claims/claim-digests.js'
import { claimsByKey } from '../comparison/claims/request-claims.js'
import type { ConfigurationInput } from '../comparison/input/input.js'
import { byAttemptKey } from '../comparison/input/keys.js'
import { manifestAttemptReader, readAhead } from '../sources/manifest/load.js'
import { readManifest } from '../sources/manifest/read-manifest.js'
import type { AttemptDecl } from '../sources/manifest/schema.js'
import { configurationFromDecl } from '../sources/manifest/to-input.js'
import type { AttemptStream } from '../sources/source.js'
import { compareStream } from '../sources/compare-stream.js'
import { entryForms, produceAndWrite, writeReport, type OutputOptions } from '../render/output/report-output.js'
import { spooledRows } from '../render/output/resource-spool.js'
import { collectResources, type ResourceCollector } from '../comparison/figures/resource-list.js'
import { sliceBounds } from './jobs.js'
import { WorkerFailure, foldInWorkers, type PoolOptions, type SliceResult } from './pool.js'
import { openSliceFiles } from './slice-files.js'

/** A manifest read and its attempts listed: what both the in-thread and the worker runs start from. */
export interface ManifestPlan {
  file: string
  artifact: string | null
  configurations: ConfigurationInput[]
  /** The declarations in attempt-key order (`byAttemptKey`, stable: duplicates in manifest order). */
  decls: AttemptDecl[]
}

/** Reads the manifest at `file` (ConfigurationError for a bad one) and lists its attempts in attempt-key order. */
export async function planManifest(file: string, artifact: string | null = null): Promise<ManifestPlan> {
  const manifest = await readManifest(file)
  return {
    file,
    artifact,
    configurations: manifest.configurations.map(configurationFromDecl),
    decls: [...manifest.attempts].sort(byAttemptKey)
  }
}

/**
 * The plan as the attempt stream of one in-thread fold (what src/sources/manifest/manifest-source.ts opens), leaving
 * `plan.decls` as it is.
 */
export async function planStream(plan: ManifestPlan): Promise<AttemptStream> {
  const read = await manifestAttemptReader(plan.file, { artifact: plan.artifact })
  return {
    kind: 'manifest',
    configurations: plan.configurations,
    attempts: readAhead([...plan.decls], read),
    total: plan.decls.length,
    tail: () => ({ diagnostics: [] })
  }
}

/**
 * Whether the folds `results` (of contiguous slices, in order) merge into
 * exactly the single fold: no evidence file identity and no request
 * identity is claimed in two of them (see the file comment).
 */
export function sameRunMergeable(results: ReadonlyArray<Pick<SliceResult, 'tally' | 'fileKeys'>>): boolean {
  const files = new Set<string | number>()
  let requests = emptyClaimDigests()
  for (const { tally, fileKeys } of results) {
    const keys: Array<string | number> = [...fileKeys.numbers, ...fileKeys.strings]
    for (const k of keys) if (files.has(k)) return false
    for (const k of keys) files.add(k)
    const merged = mergeClaimDigests(requests, claimsByKey(tally.requests))
    if (merged.repeats.length > 0) return false
    requests = merged.digests
  }
  return true
}

/**
 * The attempt at `index` of the run (re-read from the manifest: the main thread dropped its declarations) and its
 * files, for a worker's failure.
 */
async function attemptDescription(plan: ManifestPlan, index: number | null): Promise<string> {
  if (index === null) return 'after its last attempt'
  let decl: AttemptDecl | undefined
  try {
    decl = (await planManifest(plan.file, plan.artifact)).decls[index]
  } catch {
    decl = undefined
  }
  if (decl === undefined) return `while reading attempt ${index + 1} in attempt-key order`
  const files = decl.requests.flatMap((r) => [r.result, r.record].filter((f): f is string => typeof f === 'string'))
  return `while reading attempt ${decl.configuration}/${decl.task}@${decl.revision}#${decl.attempt}${files.length === 0 ? '' : ` (its files: ${files.join(', ')})`}`
}

/** Options of {@link compareInWorkers}: the worker script (pool.ts `workerScript`) and the number of slices. */
export interface WorkerRunOptions {
  script: URL
  jobs: number
  /** Worker heap limit in MB (pool.ts). */
  maxHeapMb?: number
}

/**
 * Compares `plan` with `run.jobs` worker threads and writes the output
 * `options` asks for through `write` (report-output.ts), the same bytes
 * as `compareAndWrite` over `planStream(plan)`. Takes the declarations out
 * of `plan` (they are cloned into the workers; the rare fallback to one
 * fold, and the message of a failed worker, read the manifest again).
 * Throws ConfigurationError
 * from the readers or the budgets, and Error naming the attempt a worker
 * was reading when it crashed or ran out of memory (pool.ts).
 */
export async function compareInWorkers(
  plan: ManifestPlan,
  run: WorkerRunOptions,
  options: OutputOptions,
  write: (text: string) => void
): Promise<Report> {
  const forms = entryForms(options)
  const bounds = sliceBounds(plan.decls.length, run.jobs)
  const files = forms.json || forms.text ? openSliceFiles(bounds.length, forms.json, forms.text) : null
  try {
    const pool: PoolOptions = {
      script: run.script,
      manifestFile: plan.file,
      artifact: plan.artifact,
      header: { configurations: plan.configurations, source: 'manifest' },
      postEntries: forms.entries,
      onProgress: (read) => options.progress?.tick(read),
      ...(run.maxHeapMb === undefined ? {} : { maxHeapMb: run.maxHeapMb })
    }
    const slices = bounds.map(([start, end], i) => ({
      offset: start,
      decls: plan.decls.slice(start, end),
      jsonFd: files?.json[i] ?? null,
      textFd: files?.text[i] ?? null,
      rowsFd: files?.rows[i] ?? null
    }))
    // The workers hold their clones of the declarations: the main thread keeps none while they fold.
    plan.decls = []
    let results: SliceResult[]
    try {
      results = await foldInWorkers(slices, pool)
    } catch (error) {
      if (!(error instanceof WorkerFailure)) throw error
      throw new Error(
        `${error.message} ${await attemptDescription(plan, error.attempt)}; run again with --jobs 1 to read in the main thread`
      )
    }
    const tallies = results.map((r) => r.tally)
    if (!sameRunMergeable(results)) {
      files?.dispose()
      return await compareAndWrite(await planStream(await planManifest(plan.file, plan.artifact)), options, write)
    }
    // Ownership was checked above; the workers kept the file owners (the report never reads them).
    const merged = tallies.reduce((a, b) => mergeTallies(a, b))
    addTail(merged, { diagnostics: [] })
    const report = finishTally(merged, options.gate, options.version)
    options.progress?.done()
    const counts = results.map((r) => r.count)
    return writeReport(
      report,
      {
        json: files === null || !forms.json ? null : files.spool(files.json, counts, ',\n'),
        text: files === null || !forms.text ? null : files.spool(files.text, counts, ''),
        entries: forms.entries ? results.flatMap((r) => (r.entries ?? []).map((e) => e.entry)) : null,
        count: counts.reduce((a, b) => a + b, 0),
        rows: files === null ? null : spooledRows(files.spool(files.rows, counts, '')),
        held: forms.entries ? heldRows(results) : null
      },
      options,
      write
    )
  } finally {
    options.progress?.done()
    files?.dispose()
  }
}

/** The resource rows the workers posted with their entries (Markdown), held in slice order. */
function heldRows(results: readonly SliceResult[]): ResourceCollector {
  const held = collectResources()
  for (const r of results) for (const e of r.entries ?? []) held.add(e.resources)
  return held
}

/**
 * Compares `source` as a stream and writes the requested output through
 * `write` (see `produceAndWrite`). Throws ConfigurationError from the
 * source or the budgets.
 */
export async function compareAndWrite(source: AttemptStream, options: OutputOptions, write: (text: string) => void): Promise<Report> {
  return produceAndWrite(
    async (onEntry) => {
      const { report } = await compareStream(source, options.gate, {
        version: options.version,
        progress: options.progress,
        onAttempt: onEntry
      })
      return report
    },
    options,
    write
  )
}
