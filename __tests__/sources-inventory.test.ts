/**
 * The expected-inventory rule, written once (src/sources/inventory.ts) and
 * used by attempt index files and by merged shard summaries (over the identities
 * their tallies hold; shard-inventory.test.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { applyExpectedInventory } from '../src/sources/inventory.js'
import { attempt, config } from './support/comparison-builders.js'

const expected = {
  tasks: [
    { task: 't1', revision: 'r1' },
    { task: 't2', revision: 'r1' }
  ],
  attemptsPerTask: 1
}
const label = (a: { configuration: string; task: string; attempt: string; missing?: boolean }) =>
  `${a.configuration}/${a.task}#${a.attempt}${a.missing ? ' missing' : ''}`

describe('applyExpectedInventory', () => {
  it('inventory order, every listing of an expected key kept, a missing attempt per empty slot, the rest unexpected in found order, inventories verified', () => {
    const found = [attempt('b', 'x'), attempt('a', 't2'), attempt('a', 't1'), attempt('a', 't1'), attempt('zz', 't1')]
    const got = applyExpectedInventory(found, [config('a', { attempts_complete: null }), config('b')], expected)
    expect(got.attempts.map(label)).toEqual(['a/t1#1', 'a/t1#1', 'a/t2#1', 'b/t1#1 missing', 'b/t2#1 missing'])
    expect(got.unexpected.map(label)).toEqual(['b/x#1', 'zz/t1#1'])
    expect(got.configurations.map((c) => [c.id, c.attempts_complete])).toEqual([
      ['a', true],
      ['b', true]
    ])
  })

  it('keys cannot be forged by a name holding the separators of the printed key', () => {
    // `a/b` + task `c` and `a` + task `b/c` print alike as `a/b/c…`; they are different attempts.
    const got = applyExpectedInventory([attempt('a/b', 'c')], [config('a')], {
      tasks: [{ task: 'b/c', revision: 'r1' }],
      attemptsPerTask: 1
    })
    expect(got.attempts.map(label)).toEqual(['a/b/c#1 missing'])
    expect(got.unexpected.map(label)).toEqual(['a/b/c#1'])
  })
})
