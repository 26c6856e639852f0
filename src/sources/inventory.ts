/**
 * The expected-inventory rule, once: every configuration × task (at its
 * revision) × attempt `1…N` is expected; an expected attempt no evidence
 * holds is missing; an attempt nobody expected is reported as unexpected,
 * not compared; every configuration's inventory then counts as verified
 * (`attempts_complete: true`). Used by the attempt index files
 * (src/sources/attempt-index/attempt-indexes.ts) and by merged shard summaries
 * (src/shard/inventory.ts). Pure.
 */
import { missingAttemptInput, type AttemptInput, type ConfigurationInput, type UnexpectedAttempt } from '../evidence/attempt-input.js'

/**
 * An attempt's identity as a map key that no spelling of another identity shares (a JSON list, never `a/b@c#d`, which
 * `/` or `#` in a name can forge).
 */
const keyOf = (a: { configuration: string; task: string; revision: string; attempt: string }): string =>
  JSON.stringify([a.configuration, a.task, a.revision, a.attempt])

/** The expected inventory: every task at its revision, attempts `1`…`attemptsPerTask`, for every configuration. */
export interface ExpectedInventory {
  tasks: Array<{ task: string; revision: string }>
  attemptsPerTask: number
}

/** An attempt as an unexpected attempt of the report. */
export function unexpectedOf(a: AttemptInput): UnexpectedAttempt {
  return { configuration: a.configuration, task: a.task, revision: a.revision, attempt: a.attempt, declared_in: a.declared_in }
}

/**
 * `found` checked against `expected` for `configurations`: the attempts in
 * inventory order (configuration, task, attempt number), every listing of
 * an expected key kept (one attempt listed twice is the comparison's
 * ordinary `duplicate_attempt`), a missing attempt for each expected key
 * nothing holds; the attempts outside the inventory (of any configuration,
 * in `found` order) as unexpected; the configurations with their inventory
 * verified.
 */
export function applyExpectedInventory(
  found: readonly AttemptInput[],
  configurations: readonly ConfigurationInput[],
  expected: ExpectedInventory
): { configurations: ConfigurationInput[]; attempts: AttemptInput[]; unexpected: UnexpectedAttempt[] } {
  const byKey = new Map<string, AttemptInput[]>()
  for (const a of found) {
    const key = keyOf(a)
    const list = byKey.get(key)
    if (list === undefined) byKey.set(key, [a])
    else list.push(a)
  }
  const attempts: AttemptInput[] = []
  const expectedKeys = new Set<string>()
  for (const c of configurations) {
    for (const t of expected.tasks) {
      for (let n = 1; n <= expected.attemptsPerTask; n++) {
        const key = { configuration: c.id, task: t.task, revision: t.revision, attempt: String(n) }
        expectedKeys.add(keyOf(key))
        attempts.push(...(byKey.get(keyOf(key)) ?? [missingAttemptInput(key)]))
      }
    }
  }
  return {
    configurations: configurations.map((c) => ({ ...c, attempts_complete: true })),
    attempts,
    unexpected: found.filter((a) => !expectedKeys.has(keyOf(a))).map(unexpectedOf)
  }
}
