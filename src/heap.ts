/**
 * How fast the JavaScript heap may grow between two full garbage
 * collections. A run reads evidence file after file: almost everything it
 * parses is garbage by the next attempt, while what it keeps (the tally,
 * src/comparison/tally/) grows slowly. V8's default lets the heap double
 * and more between collections, so the peak memory of a large run is
 * mostly garbage not yet collected: at 110,000 attempts of the benchmark
 * (BENCHMARKS.md, "Heap growth") 1,008 MB peak RSS by default, 570 MB with
 * growth held to 50 %, for about 15 % more CPU time and the same output.
 *
 * The flag is V8's `--heap-growing-percent`, which Node does not accept in
 * `NODE_OPTIONS` and the action's runner (`runs.using: node20`) cannot pass
 * on a command line, so it is set here at start, before any evidence is
 * read (`v8.setFlagsFromString`; the heap controller reads the value at each
 * collection). Worker threads share the process's V8 flags. A run started
 * with its own `--heap-growing-percent` keeps it (`node
 * --heap-growing-percent=0 …` is V8's default growth).
 */
import v8 from 'node:v8'

/** Percent the heap may grow past its size after a full collection before the next one. */
export const HEAP_GROWING_PERCENT = 50

/** True when `execArgv` (Node's own options of this process) already sets the heap growth. */
export function heapGrowthGiven(execArgv: readonly string[]): boolean {
  return execArgv.some((a) => /^--heap[-_]growing[-_]percent(=|$)/.test(a))
}

/**
 * Holds the heap's growth to {@link HEAP_GROWING_PERCENT} unless `execArgv`
 * sets it. Returns the flag set, or null when the process keeps its own.
 * Never throws.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): string | null {
  if (heapGrowthGiven(execArgv)) return null
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
  v8.setFlagsFromString(flag)
  return flag
}
