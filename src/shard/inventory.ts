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
import { missingAttemptInput, type ConfigurationInput } from '../comparison/input.js'
import { attemptKey, byAttemptKey, listSome } from '../comparison/keys.js'
import type { AttemptReport } from '../comparison/report-schema.js'
import { addAttempt, emptyTally, mergeTallies, type Tally } from '../comparison/tally/tally.js'
import { applyExpectedInventory, type ExpectedInventory } from '../sources/inventory.js'

/**
 * `tally` with the expected inventory applied (see the file comment) by the
 * one inventory rule (src/sources/inventory.ts `applyExpectedInventory`,
 * over the identities of the attempts the tally holds), and the report
 * entries of the attempts added as missing, in attempt-key order (merge them
 * into the shards' entries). `tally` is not modified.
 */
export function withExpectedInventory(tally: Tally, expected: ExpectedInventory): { tally: Tally; entries: AttemptReport[] } {
  const header = tally.header.configurations
  const held = [...tally.configurations.values()].flatMap((c) =>
    c.rows.map((r) => ({ ...missingAttemptInput(r.input, r.input.declared_in), missing: r.missing }))
  )
  const applied = applyExpectedInventory(held, header, expected)
  // Missing attempts are the rule's own (no declaration), never the held ones reported missing by their shard.
  const heldKeys = new Set(held.map((h) => JSON.stringify([h.configuration, h.task, h.revision, h.attempt])))
  const missing = applied.attempts.filter(
    (a) => a.missing && !heldKeys.has(JSON.stringify([a.configuration, a.task, a.revision, a.attempt]))
  )
  const outside = new Map<string, string[]>()
  for (const u of applied.unexpected) outside.set(u.configuration, [...(outside.get(u.configuration) ?? []), attemptKey(u)])
  const configurations: ConfigurationInput[] = header.map((c) => ({ ...c, attempts_complete: !outside.has(c.id) }))
  const moved: Tally = { ...tally, header: { ...tally.header, configurations } }
  const added = emptyTally({ ...tally.header, configurations })
  const entries: AttemptReport[] = []
  for (const a of missing.sort(byAttemptKey)) entries.push(addAttempt(added, a, true)!)
  for (const [id, keys] of outside) {
    added.tail.diagnostics.push({
      code: 'attempt_outside_inventory',
      message: `${id}: ${keys.length} attempt${keys.length === 1 ? ' is' : 's are'} in the shard summaries but not in the expected inventory (${listSome(keys)}); a summary's figures already hold them, so they are compared and the attempt inventory is not verified — give the summarize jobs the same tasks and attempts-per-task, or leave those attempts out of the shards`
    })
  }
  return { tally: mergeTallies(moved, added), entries }
}
