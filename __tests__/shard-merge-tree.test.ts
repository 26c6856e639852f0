/**
 * `ShardMerge` (src/shard/merge.ts) merges summaries' accumulators as a
 * balanced tree; these check that it accepts and refuses exactly what
 * merging them one after the other does, with the same result: each
 * summary's declarations are checked against every summary before it, and
 * configurations met in another order by two groups of the tree (but never
 * by the fold) still merge.
 */
import { describe, expect, it } from '@jest/globals'
import type { AttemptInput, ConfigurationInput } from '../src/comparison/input/input.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import { finishTally } from '../src/comparison/finish/finish.js'
import { addAttempt, addTail, emptyTally, mergeTallies, type Tally } from '../src/comparison/tally/tally.js'
import type { OpenedSummary } from '../src/shard/read.js'
import { ShardMerge } from '../src/shard/merge.js'
import { attempt, config, read, req, result, tokens } from './support/comparison-builders.js'

/** A summary as `ShardMerge.add` reads it: the fold of `attempts` under `configurations`, named `file`. */
function summary(file: string, configurations: ConfigurationInput[], attempts: AttemptInput[]): OpenedSummary {
  const tally = emptyTally({ configurations })
  for (const a of [...attempts].sort(byAttemptKey)) addAttempt(tally, a, false)
  addTail(tally, { diagnostics: [] })
  return {
    file,
    head: { shard_id: `id-${file}`, provenance: { sources: [], workflow_job: null }, generated_by: { version: '9.9.9' } },
    tally,
    entries: async function* () {},
    close: () => {}
  } as unknown as OpenedSummary
}

const one = (c: string, task: string): AttemptInput =>
  attempt(c, task, { requests: [req('r', { result: read(`${c}-${task}.json`, result({ usage: tokens(10, 1) })) })] })

const finished = (t: Tally): string => JSON.stringify(finishTally(t, { policy: 'never' }, '9.9.9'))

describe('ShardMerge: the balanced tree merges as the fold does', () => {
  it('merges [y], [x], [x], [y] (the fold meets y before x throughout; the groups (1,2) and (3,4) do not), as the fold', () => {
    const [x, y] = [config('x'), config('y')]
    const parts = [
      summary('1', [y], [one('y', 'a')]),
      summary('2', [x], [one('x', 'b')]),
      summary('3', [x], [one('x', 'c')]),
      summary('4', [y], [one('y', 'd')])
    ]
    const m = new ShardMerge()
    for (const p of parts) m.add(p)
    expect(m.issues).toEqual([])
    const fold = parts.map((p) => p.tally).reduce((a, b) => mergeTallies(a, b))
    expect(fold.header.configurations.map((c) => c.id)).toEqual(['y', 'x'])
    expect(finished(m.result())).toBe(finished(fold))
  })

  it('refuses a summary whose configurations come in another order than in those before it together, naming it, and keeps the others', () => {
    const [w, x, y] = [config('w'), config('x'), config('y')]
    const m = new ShardMerge()
    m.add(summary('a.json', [w], [one('w', 'a')]))
    m.add(summary('b.json', [y], [one('y', 'b')]))
    m.add(summary('c.json', [x], [one('x', 'c')]))
    m.add(summary('d.json', [x, y], [one('x', 'd')]))
    expect(m.issues).toEqual([
      'd.json: the configurations y, x come in another order (x, y): the first declared is the baseline, so every summary must declare them in one order than in a.json and the 2 summaries merged after it'
    ])
    expect(() => m.result()).toThrow('cannot merge the shard summaries')
  })

  it("gives the fold's figures for 1 to 9 summaries", () => {
    const c = config('c')
    for (let n = 1; n <= 9; n++) {
      const parts = Array.from({ length: n }, (_, i) => summary(`${i}`, [c], [one('c', `t${i}`), one('c', `u${i}`)]))
      const m = new ShardMerge()
      for (const p of parts) m.add(p)
      const result = m.result()
      expect(result.count).toBe(2 * n)
      expect(finished(result)).toBe(finished(parts.map((p) => p.tally).reduce((a, b) => mergeTallies(a, b))))
    }
  })
})
