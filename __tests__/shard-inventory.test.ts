/**
 * The expected inventory over merged shard summaries (`withExpectedInventory`):
 * missing, unexpected and duplicated attempts, as in a single run.
 */
import { describe, expect, it } from '@jest/globals'
import type { AttemptInput, ComparisonInput } from '../src/comparison/input.js'
import { missingAttemptInput } from '../src/comparison/input.js'
import { withExpectedInventory } from '../src/shard/inventory.js'

const found = (configuration: string, task: string, attempt: string): AttemptInput => ({
  ...missingAttemptInput({ configuration, task, revision: 'r1', attempt }, { path: `${configuration}-${task}-${attempt}.json`, artifact: 'shard-1' }),
  missing: false,
  requests_complete: true
})

const input: ComparisonInput = {
  configurations: [
    { id: 'a', attempts_complete: null, pricing: null, evaluator: null },
    { id: 'b', attempts_complete: null, pricing: null, evaluator: null }
  ],
  attempts: [found('a', 't', '1'), found('a', 't', '2'), found('a', 't', '2'), found('b', 't', '1'), found('b', 'u', '1'), found('a', 't', '3')],
  diagnostics: [],
  policy: 'incomplete',
  unexpected_attempts: [{ configuration: 'x', task: 't', revision: 'r1', attempt: '1', declared_in: null }]
}

describe('withExpectedInventory', () => {
  const out = withExpectedInventory(input, { tasks: [{ task: 't', revision: 'r1' }], attemptsPerTask: 2 })

  it('lists every expected attempt, a missing one where no shard holds it, and keeps both listings of a duplicate', () => {
    expect(out.attempts.map((a) => `${a.configuration}/${a.task}#${a.attempt}${a.missing ? ' missing' : ''}`)).toEqual([
      'a/t#1', 'a/t#2', 'a/t#2', 'b/t#1', 'b/t#2 missing'
    ])
  })

  it('reports attempts nobody expected after the shards’ own unexpected attempts, and verifies the inventories', () => {
    expect(out.unexpected_attempts?.map((u) => [`${u.configuration}/${u.task}#${u.attempt}`, u.declared_in?.path ?? null])).toEqual([
      ['x/t#1', null],
      ['b/u#1', 'b-u-1.json'],
      ['a/t#3', 'a-t-3.json']
    ])
    expect(out.configurations.map((c) => [c.id, c.attempts_complete])).toEqual([['a', true], ['b', true]])
    expect(input.configurations[0].attempts_complete).toBeNull()
  })
})
