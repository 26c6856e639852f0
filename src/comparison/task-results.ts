/**
 * Verdicts per task: a configuration's listed attempts grouped by task and
 * revision (the unit the paired comparison, the intervals and pass@k are
 * computed over). Attempts keep input order; tasks are sorted by key.
 */
import type { RetainedAttempt } from './tally/row.js'

/** One task (task@revision) of one configuration. */
export interface TaskResult {
  task: string
  revision: string
  /** `task@revision`. */
  key: string
  /** Listed attempts of this task. */
  listed: number
  /** Attempts with a pass/fail verdict. */
  evaluated: number
  /** Attempts with passed === true. */
  passed: number
  /** The task's listed attempts, in input order. */
  attempts: RetainedAttempt[]
}

/** Task key `task@revision`. */
export function taskKey(t: { task: string; revision: string }): string {
  return `${t.task}@${t.revision}`
}

/** The attempts grouped by task and revision, sorted by task key, as a Map keyed by `task@revision`. */
export function taskResults(attempts: readonly RetainedAttempt[]): Map<string, TaskResult> {
  const byTask = new Map<string, TaskResult>()
  for (const a of attempts) {
    const key = taskKey(a.input)
    let t = byTask.get(key)
    if (t === undefined) {
      t = { task: a.input.task, revision: a.input.revision, key, listed: 0, evaluated: 0, passed: 0, attempts: [] }
      byTask.set(key, t)
    }
    t.listed += 1
    t.attempts.push(a)
    const passed = a.evaluator === null ? null : a.input.evaluation?.passed
    if (typeof passed === 'boolean') {
      t.evaluated += 1
      if (passed) t.passed += 1
    }
  }
  return new Map([...byTask.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
}
