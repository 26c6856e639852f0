/**
 * Scaling checks: two steps that were quadratic (issue 11), timed in process
 * at doubling sizes (fastest of several runs), reported as the ratio per doubling — about
 * 2 for O(n), 4 for O(n²). Ratios, not times, are the result: a timed test
 * would fail on a slow machine; a ratio does not depend on the machine.
 *
 * - `peak concurrency`: `compare()` on one attempt with n overlapping
 *   invocations (full results with invocation intervals), so the report's
 *   peak-concurrency sweep runs over n intervals.
 * - `harbor revisions`: filling unknown revisions (src/evidence/harbor/
 *   job/revisions.ts) for a Harbor job of n tasks, each with one trial that
 *   names its revision and one missing trial that does not, under another
 *   spelling of the task name.
 * - `long ids`: the plain text (`renderText`, details included) of a report
 *   whose configuration, task, revision, attempt and request ids are each n
 *   characters long (issue 19 item 13: it was quadratic in n). The report is
 *   built once per size; only the rendering is timed.
 *
 * CLI: `node lib/bench/scaling.js [--sizes 5000,10000,20000,40000] [--id-sizes 20000,40000,80000,160000] [--runs 5]`
 * Prints a table, then the figures as one JSON line (last line). Exit 1
 * when the ratio per doubling over the whole range of sizes exceeds
 * {@link MAX_RATIO}.
 */
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { compare } from '../src/comparison/compare.js'
import { missingAttemptInput, type AttemptInput, type ComparisonInput } from '../src/comparison/input/input.js'
import { fillRevisions } from '../src/evidence/harbor/job/revisions.js'
import { renderText } from '../src/render/text/text.js'
import { longIdInput } from './long-ids.js'
import type { FullResultEvidence } from '../src/evidence/types.js'

/** Highest ratio per doubling accepted as O(n log n): 2 for linear, a little more for log n and noise; 4 is quadratic. */
export const MAX_RATIO = 2.6

/** One check at one size. */
export interface ScalingPoint {
  size: number
  /** Fastest run, ms. */
  bestMs: number
  /** Time of this size / time of the previous size, normalized to one doubling; null for the first size. */
  ratio: number | null
}

function fullResult(i: number, start: number): FullResultEvidence {
  return {
    telemetry_shape: 'absent',
    request_id: `r${i}`,
    runtime_id: 'rt',
    invocation_id: `i${i}`,
    agent_name: 'a',
    harness: 'h',
    adapter_kind: 'k',
    adapter_id: null,
    status: 'succeeded',
    error: null,
    usage: null,
    resource_snapshot: null,
    system_stats: null,
    // Every interval overlaps many others: starts spread over n ms, each runs 1,000 ms.
    invocation: { start_ms: start, end_ms: start + 1000 },
    legacy_counters: [],
    diagnostics: []
  }
}

/** One attempt with `n` overlapping invocations. */
function concurrencyInput(n: number): ComparisonInput {
  const requests = Array.from({ length: n }, (_, i) => ({
    request_id: `r${i}`,
    result: { path: `r${i}.json`, artifact: null, state: 'read' as const, value: fullResult(i, (i * 7919) % n) },
    record: null
  }))
  const attempt: AttemptInput = {
    configuration: 'c',
    task: 't',
    revision: 'r',
    attempt: '1',
    missing: false,
    requests_complete: true,
    requests,
    evaluation: null,
    task_duration_ms: null,
    legacy_counters: [],
    declared_in: null,
    diagnostics: []
  }
  return {
    configurations: [{ id: 'c', attempts_complete: true, pricing: null, evaluator: null }],
    attempts: [attempt],
    policy: 'never',
    diagnostics: []
  }
}

/** A Harbor job's attempts: per task one trial at a known revision and one missing trial under the bare task name. */
function harborAttempts(n: number): AttemptInput[] {
  const out: AttemptInput[] = []
  for (let t = 0; t < n; t++) {
    const known = missingAttemptInput({ configuration: 'c', task: `org/task-${t}`, revision: `rev-${t}`, attempt: `task-${t}__a` })
    known.missing = false
    out.push(known, missingAttemptInput({ configuration: 'c', task: `task-${t}`, revision: 'unknown', attempt: `task-${t}__b` }))
  }
  return out
}

/**
 * The fastest of `runs` timings (ms) after a warm-up: on a shared machine, other load only ever adds time, so the
 * minimum is the least disturbed.
 */
function time(run: () => void, runs: number): number {
  run() // warm-up: compile and fill caches before measuring
  let best = Infinity
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    run()
    best = Math.min(best, performance.now() - t0)
  }
  return best
}

function points(sizes: number[], runs: number, make: (n: number) => () => void): ScalingPoint[] {
  const out: ScalingPoint[] = []
  for (const size of sizes) {
    const bestMs = time(make(size), runs)
    const prev = out[out.length - 1]
    out.push({ size, bestMs, ratio: prev === undefined ? null : (bestMs / prev.bestMs) ** (1 / Math.log2(size / prev.size)) })
  }
  return out
}

function main(): void {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '5000,10000,20000,40000' },
      'id-sizes': { type: 'string', default: '20000,40000,80000,160000' },
      runs: { type: 'string', default: '5' }
    }
  })
  const sizes = values.sizes
    .split(',')
    .map(Number)
    .sort((a, b) => a - b)
  const idSizes = values['id-sizes']
    .split(',')
    .map(Number)
    .sort((a, b) => a - b)
  const runs = Number(values.runs)
  const checks = {
    'peak concurrency (invocations of one attempt)': points(sizes, runs, (n) => {
      const input = concurrencyInput(n)
      return () => void compare(input, 'bench')
    }),
    'harbor revisions (tasks of one job)': points(sizes, runs, (n) => {
      const fresh = harborAttempts(n)
      // Each run fills a copy (filling changes the attempts); copying is linear and timed alike at every size.
      return () =>
        fillRevisions(
          fresh.map((a) => ({ ...a })),
          'unknown'
        )
    }),
    'plain text of a report with long ids (characters per id)': points(idSizes, runs, (n) => {
      const report = compare(longIdInput(n), 'bench')
      return () => void renderText(report, { details: true })
    })
  }
  let ok = true
  const overall: Record<string, number> = {}
  for (const [name, pts] of Object.entries(checks)) {
    process.stdout.write(`${name}\n`)
    for (const p of pts)
      process.stdout.write(`  n=${p.size}: ${p.bestMs.toFixed(1)} ms${p.ratio === null ? '' : `, ×${p.ratio.toFixed(2)} per doubling`}\n`)
    // The verdict uses the whole range (smallest → largest size): one step is at the mercy of a GC or a busy neighbour.
    const first = pts[0] as ScalingPoint
    const last = pts[pts.length - 1] as ScalingPoint
    overall[name] = (last.bestMs / first.bestMs) ** (1 / Math.log2(last.size / first.size))
    process.stdout.write(`  overall: ×${(overall[name] as number).toFixed(2)} per doubling\n`)
    if ((overall[name] as number) > MAX_RATIO) ok = false
  }
  process.stdout.write(
    `${ok ? 'scaling: every overall ratio per doubling ≤' : 'scaling: an overall ratio per doubling is above'} ${MAX_RATIO}\n`
  )
  process.stdout.write(`${JSON.stringify({ max_ratio: MAX_RATIO, overall, checks })}\n`)
  if (!ok) process.exitCode = 1
}

main()
