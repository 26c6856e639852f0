/**
 * Where a merge's memory goes: opens shard summaries one at a time and
 * merges their accumulators (src/shard/merge.ts `ShardMerge`, as `merge`
 * does), then, after a full garbage collection, measures the heap plus
 * array buffers held, and lets go of the merged tally's parts one after
 * another (each configuration's resource counts, its tasks field by field, its attempt
 * digests and columns, its other attempt figures, usage, outcomes and
 * gaps, then the request claims and the rest), measuring again after
 * each: the drop is what that part held. Prints one line per part
 * (MB and bytes per attempt), after the task tables the finish reads
 * (figures/task-results.ts, bytes per task). Needs `--expose-gc`.
 *
 * CLI: `node --expose-gc lib/bench/merge-probe.js <summary>…`
 */
import { openSummary } from '../src/shard/read.js'
import { ShardMerge } from '../src/shard/merge.js'
import { newResourceTally } from '../src/comparison/tally/resources.js'
import { emptyRequestClaims } from '../src/comparison/claims/request-claims.js'
import type { Tally } from '../src/comparison/tally/tally.js'
import { taskResults } from '../src/comparison/figures/task-results.js'

/** Heap used plus array buffers, in bytes, after a full collection. */
function held(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc === undefined) throw new Error('run with node --expose-gc')
  gc()
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

async function main(): Promise<void> {
  const files = process.argv.slice(2)
  if (files.length === 0) throw new Error('usage: node --expose-gc lib/bench/merge-probe.js <summary>…')
  const before = held()
  const merge = new ShardMerge()
  for (const f of files) {
    const s = await openSummary(f)
    merge.add(s)
    s.close()
  }
  // Only the accumulator is kept: the summaries' entries are not read.
  let tally: Tally | null = merge.result()
  merge.shards.length = 0
  const attempts = tally.count
  const out = (what: string, bytes: number): void => {
    process.stdout.write(
      `${what.padEnd(58)} ${(bytes / 1_048_576).toFixed(1).padStart(8)} MB ${Math.round(bytes / Math.max(1, attempts))
        .toString()
        .padStart(6)} B/attempt\n`
    )
  }
  let last = held()
  out(`merged tally of ${files.length} summaries, ${attempts} attempts (heap + array buffers)`, last - before)
  // What finishing holds per task beside the tally: each configuration's task table (figures/task-results.ts).
  let tables: unknown[] | null = [...tally.configurations.values()].map((c) => taskResults(c.attempts.tasks, new Set([''])))
  let tableTasks = 0
  for (const c of tally.configurations.values()) tableTasks += c.attempts.tasks.length
  const withTables = held()
  process.stdout.write(
    `${'  task tables of the finish (held beside the tally, then let go)'.padEnd(58)} ${((withTables - last) / 1_048_576).toFixed(1).padStart(8)} MB ${Math.round(
      (withTables - last) / Math.max(1, tableTasks)
    )
      .toString()
      .padStart(6)} B per task (${tableTasks} tasks; ${tables.length} tables)\n`
  )
  tables = null
  last = held()
  const drop = (what: string, f: (t: Tally) => void): void => {
    f(tally!)
    const now = held()
    out(`  ${what}`, last - now)
    last = now
  }
  const parts = (f: (c: ReturnType<Tally['configurations']['get']> & object) => void) => (t: Tally) => {
    for (const c of t.configurations.values()) f(c)
  }
  drop(
    'resource counts (the rows are not held: 0 expected)',
    parts((c) => (c.resources = newResourceTally()))
  )
  // The per-task tallies column by column (tally/tasks/columns.ts `TaskColumns`), then the rest of the columns.
  let tasks = 0
  for (const c of tally.configurations.values()) tasks += c.attempts.tasks.length
  const fields = (names: string[]) =>
    parts((c) => {
      for (const k of names) (c.attempts.tasks as unknown as Record<string, unknown>)[k] = null
    })
  const perTask = (what: string, f: (t: Tally) => void): void => {
    const before = last
    drop(what, f)
    process.stdout.write(
      `${''.padEnd(62)}${Math.round((before - last) / Math.max(1, tasks))
        .toString()
        .padStart(8)} B per task tally (${tasks} tallies)\n`
    )
  }
  perTask('per-task tallies: attempt id samples (ids, idStart)', fields(['ids', 'idStart']))
  perTask(
    'per-task tallies: cost sums by pricing bases (cost columns, maps)',
    fields(['costBases', 'bases', 'basesIndex', 'costCount', 'cost', 'costParts', 'wideCosts', 'moreCosts'])
  )
  perTask('per-task tallies: token sums (tokens)', fields(['tokens']))
  perTask(
    'per-task tallies: the rest (counts, task and revision strings, scores)',
    fields(['counts', 'task', 'revision', 'revisions', 'revisionIndex', 'scores'])
  )
  drop(
    'attempt digests and columns',
    parts((c) => {
      const a = c.attempts as unknown as Record<string, unknown>
      for (const k of ['digests', 'durations', 'covered', 'peak']) a[k] = null
    })
  )
  drop(
    'other attempt figures (samples, evaluators, diagnostics)',
    parts((c) => ((c as { attempts: unknown }).attempts = null))
  )
  for (const k of ['usage', 'outcomes', 'gaps', 'hidden'])
    drop(
      `${k === 'hidden' ? 'hidden folders' : k} (${k === 'usage' ? 'accounting' : k === 'hidden' ? 'hidden-folders' : k}.ts)`,
      parts((c) => ((c as unknown as Record<string, unknown>)[k] = null))
    )
  drop('request claims (by key) and repeats', (t) => (t.requests = emptyRequestClaims()))
  drop('the rest (header, orphans, tail, across)', () => (tally = null))
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(2)
})
