/**
 * The expected inventory (the action's `tasks` × `attempts-per-task`)
 * applied to merged shard summaries: every expected attempt no shard holds
 * is added as missing (declared in no file), and the inventory is then
 * verified. An attempt the shards hold outside the inventory is already in
 * their figures and cannot be taken out of an accumulator: it stays
 * compared, its configuration's inventory is not verified, and an
 * `attempt_outside_inventory` finding names it (the cure: give the
 * summarize jobs the same inventory, or leave such attempts out).
 */
import { missingAttemptInput, type AttemptInput, type ConfigurationInput } from '../comparison/input/input.js'
import { attemptKey, byAttemptKey, byCodeUnits, listSome } from '../comparison/input/keys.js'
import { orderKey } from '../comparison/input/ordered.js'
import { addAttempt, emptyTally, mergeTallies, type AttemptOutput, type Tally } from '../comparison/tally/tally.js'
import { rows } from '../comparison/tally/attempts.js'
import type { ExpectedInventory } from '../sources/inventory.js'

/**
 * `tally` with the expected inventory applied (see the file comment): per
 * declared configuration, every expected attempt its attempt digests do not
 * hold (src/comparison/tally/key-digests.ts; the rule of
 * src/sources/inventory.ts `applyExpectedInventory`: tasks at their
 * revisions, attempts `1`…`attemptsPerTask`) is added as missing, and the
 * attempts it holds outside the inventory are counted (named from each
 * task's sample of attempt ids). Returns the report entries of the attempts
 * added as missing, in attempt-key order (merge them into the shards'
 * entries). `tally` is not modified.
 */
export function withExpectedInventory(tally: Tally, expected: ExpectedInventory): { tally: Tally; entries: AttemptOutput[] } {
  const header = tally.header.configurations
  const missing: AttemptInput[] = []
  const outside = new Map<string, { count: number; keys: string[] }>()
  const inventory = new Set(expected.tasks.map((t) => JSON.stringify([t.task, t.revision])))
  const ids = new Set(Array.from({ length: expected.attemptsPerTask }, (_, n) => String(n + 1)))
  for (const c of header) {
    const held = tally.configurations.get(c.id)?.attempts
    for (const t of expected.tasks) {
      for (const attempt of ids) {
        const identity = { configuration: c.id, task: t.task, revision: t.revision, attempt }
        if (held === undefined || !held.digests.has(orderKey(identity))) missing.push(missingAttemptInput(identity))
      }
    }
    if (held === undefined) continue
    let count = 0
    const keys: string[] = []
    for (const t of rows(held.tasks)) {
      const listed = inventory.has(JSON.stringify([t.task, t.revision]))
      // Attempts of an expected task with an expected id are held ones, found by digest; the rest are outside.
      const inside = listed ? [...ids].filter((attempt) => held.digests.has(orderKey({ configuration: c.id, ...t, attempt }))).length : 0
      count += t.distinct - inside
      for (const attempt of t.ids) {
        if (!listed || !ids.has(attempt)) keys.push(attemptKey({ configuration: c.id, task: t.task, revision: t.revision, attempt }))
      }
    }
    if (count > 0) outside.set(c.id, { count, keys })
  }
  const configurations: ConfigurationInput[] = header.map((c) => ({ ...c, attempts_complete: !outside.has(c.id) }))
  const moved: Tally = { ...tally, header: { ...tally.header, configurations } }
  const added = emptyTally({ ...tally.header, configurations })
  const entries: AttemptOutput[] = []
  for (const a of missing.sort(byAttemptKey)) entries.push(addAttempt(added, a, true)!)
  for (const [id, { count, keys }] of outside) {
    added.tail.diagnostics.push({
      code: 'attempt_outside_inventory',
      message: `${id}: ${count} attempt${count === 1 ? ' is' : 's are'} in the shard summaries but not in the expected inventory (${listSome(keys.sort(byCodeUnits))}${keys.length < count && keys.length <= 3 ? ', …' : ''}); a summary's figures already hold them, so they are compared and the attempt inventory is not verified — give the summarize jobs the same tasks and attempts-per-task, or leave those attempts out of the shards`
    })
  }
  return { tally: mergeTallies(moved, added), entries }
}
