/**
 * The expected inventory applied to merged shard summaries (the action's
 * `merge` mode with `tasks` and `attempts-per-task`): the same rule as the
 * attempt index mode of a single run — every configuration × task ×
 * attempt `1…N` is expected, an expected attempt no shard holds is missing,
 * an attempt nobody expected is reported as unexpected. Pure.
 */
import type { AttemptInput, ComparisonInput } from '../comparison/input.js'
import { missingAttemptInput } from '../comparison/input.js'
import { attemptKey } from '../comparison/keys.js'
import type { ExpectedInventory } from '../manifest/attempt-indexes.js'

/**
 * `input` with the expected inventory checked: attempts of the inventory
 * (every shard's listing kept, so one attempt in two shards is the
 * ordinary duplicate-attempt case), a missing attempt for each expected
 * key no shard holds, the rest moved to `unexpected_attempts`; every
 * configuration's inventory then counts as verified (`attempts_complete`).
 */
export function withExpectedInventory(input: ComparisonInput, expected: ExpectedInventory): ComparisonInput {
  const found = new Map<string, AttemptInput[]>()
  for (const a of input.attempts) found.set(attemptKey(a), [...(found.get(attemptKey(a)) ?? []), a])
  const attempts: AttemptInput[] = []
  const expectedKeys = new Set<string>()
  for (const c of input.configurations) {
    for (const t of expected.tasks) {
      for (let n = 1; n <= expected.attemptsPerTask; n++) {
        const key = { configuration: c.id, task: t.task, revision: t.revision, attempt: String(n) }
        expectedKeys.add(attemptKey(key))
        attempts.push(...(found.get(attemptKey(key)) ?? [missingAttemptInput(key)]))
      }
    }
  }
  const unexpected = input.attempts
    .filter((a) => !expectedKeys.has(attemptKey(a)))
    .map((a) => ({ configuration: a.configuration, task: a.task, revision: a.revision, attempt: a.attempt, declared_in: a.declared_in }))
  return {
    ...input,
    configurations: input.configurations.map((c) => ({ ...c, attempts_complete: true })),
    attempts,
    unexpected_attempts: [...(input.unexpected_attempts ?? []), ...unexpected]
  }
}
