/**
 * The expected inventory over merged shard summaries (`withExpectedInventory`,
 * src/shard/inventory.ts): an expected attempt no shard holds is added as
 * missing (with its report entry), both listings of a duplicate stay, and an
 * attempt outside the inventory — already in a shard's figures — stays
 * compared with its configuration's inventory not verified and an
 * `attempt_outside_inventory` warning naming it.
 */
import { describe, expect, it } from '@jest/globals'
import type { AttemptInput } from '../src/comparison/input/input.js'
import { missingAttemptInput } from '../src/comparison/input/input.js'
import { finishTally } from '../src/comparison/finish/finish.js'
import { addAttempt, addTail, emptyTally } from '../src/comparison/tally/tally.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import { withExpectedInventory } from '../src/shard/inventory.js'

const found = (configuration: string, task: string, attempt: string): AttemptInput => ({
  ...missingAttemptInput(
    { configuration, task, revision: 'r1', attempt },
    { path: `${configuration}-${task}-${attempt}.json`, artifact: 'shard-1' }
  ),
  missing: false,
  requests_complete: true
})

const configurations = [
  { id: 'a', attempts_complete: null, pricing: null, evaluator: null },
  { id: 'b', attempts_complete: null, pricing: null, evaluator: null }
]
const tally = emptyTally({ configurations })
for (const x of [found('a', 't', '1'), found('a', 't', '2'), found('a', 't', '2'), found('b', 't', '1'), found('a', 't', '3')].sort(
  byAttemptKey
))
  addAttempt(tally, x, false)
addTail(tally, {
  diagnostics: [],
  unexpected_attempts: [{ configuration: 'x', task: 't', revision: 'r1', attempt: '1', declared_in: null }]
})

describe('withExpectedInventory over a merged tally', () => {
  const out = withExpectedInventory(tally, { tasks: [{ task: 't', revision: 'r1' }], attemptsPerTask: 2 })
  const report = finishTally(out.tally, { policy: 'incomplete' })

  it('adds a missing attempt where no shard holds one, with its entry, and keeps both listings of a duplicate', () => {
    expect(out.entries.map((e) => [e.entry.key, e.entry.missing])).toEqual([['b/t@r1#2', true]])
    expect(report.configurations.map((c) => [c.id, c.attempts])).toEqual([
      ['a', { listed: 4, with_evidence: 4, missing: 0, inventory_verified: false }],
      ['b', { listed: 2, with_evidence: 1, missing: 1, inventory_verified: true }]
    ])
  })

  it('keeps an attempt outside the inventory compared, its inventory unverified, and names it in a warning', () => {
    const w = report.warnings.find((x) => x.code === 'attempt_outside_inventory')
    expect(w?.severity).toBe('warning')
    expect(w?.message).toContain('a: 1 attempt is in the shard summaries but not in the expected inventory (a/t@r1#3)')
    expect(report.unexpected_attempts.map((u) => u.task)).toEqual(['t'])
    expect(report.complete).toBe(false)
    expect(tally.header.configurations[0].attempts_complete).toBeNull()
  })
})
