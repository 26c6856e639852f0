/**
 * How many fold workers a run uses, and how the attempts are split among
 * them (contiguous slices in attempt-key order).
 */
import os from 'node:os'

/**
 * Most workers the default starts. On the benchmark (BENCHMARKS.md, "Issue
 * 22: workers") 2 workers on 2 cores took 0.69 of the time of 1 at 110,000
 * attempts (37.7 s against 54.8 s, text, load ≈ 2), at 1.5 times the peak
 * memory; past the cores a worker only adds memory, and the main thread's
 * merge and output writing grow with the number of slices. GitHub's
 * standard hosted runners have 4 vCPUs; 4 was not measured.
 */
export const MAX_DEFAULT_JOBS = 4

/** Fewer attempts than this per worker and the default folds in-thread: starting a worker (loading the bundle) costs more than it saves. */
export const MIN_ATTEMPTS_PER_JOB = 2000

/**
 * The default number of threads for `attempts` attempts: the available
 * parallelism (`os.availableParallelism()`), at most {@link MAX_DEFAULT_JOBS}
 * and at most one per {@link MIN_ATTEMPTS_PER_JOB} attempts; 1 (no worker)
 * for small runs.
 */
export function defaultJobs(attempts: number, cores: number = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores, MAX_DEFAULT_JOBS, Math.floor(attempts / MIN_ATTEMPTS_PER_JOB)))
}

/**
 * `n` items cut into `jobs` contiguous slices of sizes differing by at most
 * one (no empty slice: fewer slices when `n < jobs`), as [start, end)
 * index pairs in order.
 */
export function sliceBounds(n: number, jobs: number): Array<[number, number]> {
  const k = Math.max(1, Math.min(jobs, n))
  const out: Array<[number, number]> = []
  let start = 0
  for (let i = 0; i < k; i++) {
    const end = start + Math.floor(n / k) + (i < n % k ? 1 : 0)
    out.push([start, end])
    start = end
  }
  return out
}
