/**
 * The expected inventory applied to merged shard summaries (the action's
 * `merge` mode with `tasks` and `attempts-per-task`): the same rule as the
 * attempt index mode of a single run — every configuration × task ×
 * attempt `1…N` is expected, an expected attempt no shard holds is missing,
 * an attempt nobody expected is reported as unexpected (the one rule of
 * src/sources/inventory.ts). Pure.
 */
import type { ComparisonInput } from '../comparison/input.js'
import { applyExpectedInventory, type ExpectedInventory } from '../sources/inventory.js'

/**
 * `input` with the expected inventory checked: attempts of the inventory
 * (every shard's listing kept, so one attempt in two shards is the
 * ordinary duplicate-attempt case), a missing attempt for each expected
 * key no shard holds, the rest moved to `unexpected_attempts`; every
 * configuration's inventory then counts as verified (`attempts_complete`).
 */
export function withExpectedInventory<T extends Pick<ComparisonInput, 'configurations' | 'attempts' | 'unexpected_attempts'>>(input: T, expected: ExpectedInventory): T {
  const checked = applyExpectedInventory(input.attempts, input.configurations, expected)
  return { ...input, configurations: checked.configurations, attempts: checked.attempts, unexpected_attempts: [...(input.unexpected_attempts ?? []), ...checked.unexpected] }
}
