/**
 * Running the fuzz targets (fuzz-targets.ts) with fast-check: a fixed
 * number of runs per target and a seed; the failure names the target, the
 * seed and the shrunk counterexample so it can become a regression test.
 */
import fc from 'fast-check'
import { FUZZ_TARGETS } from './fuzz-targets.js'

/** What one target did. */
export interface FuzzOutcome {
  name: string
  runs: number
  ms: number
  /** null when every input held; else the report to reproduce it (seed, path, counterexample). */
  failure: string | null
}

/**
 * Runs every target (or those named in `only`) `runsPerTarget` times from
 * `seed`. Never throws for a failing property: the failure is in the outcome.
 */
export async function runFuzz(runsPerTarget: number, seed: number, only: readonly string[] = []): Promise<FuzzOutcome[]> {
  const out: FuzzOutcome[] = []
  for (const target of FUZZ_TARGETS) {
    if (only.length > 0 && !only.includes(target.name)) continue
    const t0 = performance.now()
    const details = await fc.check(target.property as fc.IAsyncProperty<[unknown]>, { numRuns: runsPerTarget, seed })
    const failure = details.failed
      ? `${target.name}: failed with seed ${seed}, path ${JSON.stringify(details.counterexamplePath)}: ${fc.stringify(details.counterexample)}\n  ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  reproduce: npm run fuzz -- --seed ${seed} --runs ${runsPerTarget * FUZZ_TARGETS.length} --target ${target.name}`
      : null
    out.push({ name: target.name, runs: details.numRuns, ms: performance.now() - t0, failure })
  }
  return out
}
