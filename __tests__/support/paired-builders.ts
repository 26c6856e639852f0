/**
 * Comparison inputs built from per-task verdicts: `passes[i]` lists task
 * i's attempts (true = passed) for one configuration. Both configurations
 * share one evaluator; inventories are verified; each attempt has one
 * request with complete token usage so that evidence is complete.
 */
import type { AttemptInput, ComparisonInput } from '../../src/comparison/input/input.js'
import { attempt, config, input, resultReq, tokens, verdict } from './comparison-builders.js'

/** The evaluator both configurations share. */
export const EVALUATOR = { name: 'checker', version: '1' }

/** One configuration's attempts: task `t<i>` at revision r1, attempts 1…m. */
export function taskAttempts(
  id: string,
  passes: ReadonlyArray<ReadonlyArray<boolean>>,
  tokensOf: (task: number, attempt: number) => number = () => 100
): AttemptInput[] {
  return passes.flatMap((task, i) =>
    task.map((passed, j) =>
      attempt(id, `t${i + 1}`, {
        attempt: String(j + 1),
        requests: [resultReq(`${id}-t${i + 1}-${j + 1}`, tokens(tokensOf(i, j), 10))],
        evaluation: verdict(passed)
      })
    )
  )
}

/** Task i passes `counts[i]` of `m` attempts (the first ones). */
export function fromCounts(counts: readonly number[], m: number): boolean[][] {
  return counts.map((c) => Array.from({ length: m }, (_, j) => j < c))
}

/** Baseline `base` and candidate `cand` over the same tasks and evaluator. */
export function pairedInput(
  base: ReadonlyArray<ReadonlyArray<boolean>>,
  cand: ReadonlyArray<ReadonlyArray<boolean>>,
  p: Partial<ComparisonInput> = {}
): ComparisonInput {
  return input(
    [config('base', { evaluator: EVALUATOR }), config('cand', { evaluator: EVALUATOR })],
    [...taskAttempts('base', base), ...taskAttempts('cand', cand)],
    p
  )
}
