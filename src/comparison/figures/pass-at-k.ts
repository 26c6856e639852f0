/**
 * pass@k and pass^k per configuration, averaged over tasks.
 *
 * pass@k — the chance that at least one of k attempts drawn without
 * replacement from a task's n evaluated attempts passes, c of them passing:
 * 1 − C(n−c, k) / C(n, k), the unbiased estimator of Chen et al.,
 * "Evaluating Large Language Models Trained on Code" (arXiv:2107.03374,
 * 2021), eq. 1, computed as 1 − Π_{i=n−c+1..n} (1 − k/i) (their numerically
 * stable form).
 *
 * pass^k — the chance that all k drawn attempts pass: C(c, k) / C(n, k), the
 * estimator of Yao et al., "τ-bench" (arXiv:2406.12045, 2024), §3.
 *
 * Both need every task to have at least k evaluated attempts; k runs from 1
 * to the smallest number of evaluated attempts of any task. At k = 1 both
 * equal the mean of per-task pass fractions.
 */
import type { TaskResult } from './task-results.js'

/** Unbiased pass@k of one task with n evaluated attempts, c passing (k ≤ n). */
export function passAtK(n: number, c: number, k: number): number {
  if (n - c < k) return 1
  let miss = 1
  for (let i = n - c + 1; i <= n; i++) miss *= 1 - k / i
  return 1 - miss
}

/** pass^k of one task with n evaluated attempts, c passing (k ≤ n): C(c, k) / C(n, k). */
export function passHatK(n: number, c: number, k: number): number {
  let all = 1
  for (let i = 0; i < k; i++) all *= (c - i) / (n - i)
  return Math.max(all, 0)
}

/** One k of the pass@k table. */
export interface PassAtKRow {
  k: number
  /** Mean over tasks of the per-task pass@k. */
  pass_at_k: number
  /** Mean over tasks of the per-task pass^k. */
  pass_hat_k: number
}

/** The pass@k table of a configuration, or why there is none. */
export interface PassAtK {
  /** Tasks averaged over. */
  tasks: number
  rows: PassAtKRow[]
  /** Why rows is empty. */
  reason: string | null
}

/**
 * pass@k and pass^k for k = 1 … min evaluated attempts per task. `blocked`
 * (e.g. mixed evaluators) gives no rows with that reason.
 */
export function passAtKTable(tasks: readonly TaskResult[], blocked: string | null): PassAtK {
  if (blocked !== null) return { tasks: tasks.length, rows: [], reason: blocked }
  if (tasks.length === 0) return { tasks: 0, rows: [], reason: 'no tasks listed' }
  // A loop, not Math.min(...): spreading more than about 150,000 arguments overflows the stack.
  const kMax = tasks.reduce((m, t) => Math.min(m, t.evaluated), Number.POSITIVE_INFINITY)
  if (kMax === 0) {
    const without = tasks.filter((t) => t.evaluated === 0).length
    return { tasks: tasks.length, rows: [], reason: `${without} of ${tasks.length} tasks have no evaluated attempt` }
  }
  const rows: PassAtKRow[] = []
  for (let k = 1; k <= kMax; k++) {
    const mean = (f: (t: TaskResult) => number): number => tasks.reduce((s, t) => s + f(t), 0) / tasks.length
    rows.push({ k, pass_at_k: mean((t) => passAtK(t.evaluated, t.passed, k)), pass_hat_k: mean((t) => passHatK(t.evaluated, t.passed, k)) })
  }
  return { tasks: tasks.length, rows, reason: null }
}
