/**
 * The per-task columns (src/comparison/tally/tasks/columns.ts) and their fold and merge (tasks/fold.ts):
 *
 * - rows past the first capacity (16) keep every figure, and trimming keeps them;
 * - a cost sum of more than the two partials a row holds inline is kept exactly (moved to `wideCosts`);
 * - costs in a second set of pricing bases go to `moreCosts`, each set's sum and count its own;
 * - revisions and sets of pricing bases are held once per configuration;
 * - folding all attempts equals folding any split of them in two and merging, row for row;
 * - a task met out of order is refused;
 * - the task table made from the columns (figures/task-results.ts) lists its tasks in task key order (`task@revision`,
 *   then task id) and finds each by id, whatever `@`, `-` or a task that is a prefix of another do to that order.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { addToSum, sumValue, type ExactSum } from '../src/comparison/tally/exact-sum.js'
import type { RetainedAttempt } from '../src/comparison/tally/row.js'
import { emptyColumns, rowAt, rows, trimColumns, type TaskColumns } from '../src/comparison/tally/tasks/columns.js'
import { mergeTaskColumns, tallyTask } from '../src/comparison/tally/tasks/fold.js'
import { taskResults } from '../src/comparison/figures/task-results.js'

interface Attempt {
  task: string
  revision: string
  attempt: string
  passed: boolean | null
  input: number | null
  cost: number | null
  bases: readonly string[]
}

/** The part of a retained attempt the task fold reads. */
function retained(a: Attempt): RetainedAttempt {
  return {
    input: { task: a.task, revision: a.revision, attempt: a.attempt, evaluation: a.passed === null ? null : { passed: a.passed } },
    evaluator: a.passed === null ? null : { name: 'e', version: '1' },
    totals: { input_tokens: a.input, output_tokens: null, total_tokens: a.input, cost_usd: a.cost },
    cost_bases: a.bases
  } as unknown as RetainedAttempt
}

const byKey = (x: Attempt, y: Attempt): number =>
  x.task < y.task ? -1 : x.task > y.task ? 1 : x.revision < y.revision ? -1 : x.revision > y.revision ? 1 : x.attempt < y.attempt ? -1 : 1

function fold(attempts: readonly Attempt[]): TaskColumns {
  const c = emptyColumns()
  for (const a of [...attempts].sort(byKey)) tallyTask(c, retained(a))
  return c
}

/** Every row as plain data (sums as their values, `last` left out). */
function view(c: TaskColumns): unknown[] {
  return [...rows(c)].map((r) => ({
    ...r,
    cost: r.cost === null ? null : sumValue(r.cost),
    more_costs: r.more_costs?.map(([k, sum, n]) => [k, sumValue(sum), n]) ?? null
  }))
}

/** Every row as plain data with its costs as one list sorted by set of bases (a merge lists the left side's sets first). */
function figures(c: TaskColumns): unknown[] {
  return [...rows(c)].map(({ cost_bases, cost, cost_count, more_costs, last: _last, ...r }) => ({
    ...r,
    costs: (cost_bases === null
      ? []
      : [[cost_bases, sumValue(cost!), cost_count], ...(more_costs ?? []).map(([k, sum, n]) => [k, sumValue(sum), n])]
    ).sort((x, y) => ((x[0] as string) < (y[0] as string) ? -1 : 1))
  }))
}

const attempt = (p: Partial<Attempt> & { task: string; attempt: string }): Attempt => ({
  revision: 'r1',
  passed: true,
  input: 10,
  cost: null,
  bases: [],
  ...p
})

describe('task columns', () => {
  it('keep every row past their first capacity, before and after trimming', () => {
    const attempts: Attempt[] = []
    for (let t = 0; t < 40; t++)
      for (let n = 1; n <= 3; n++)
        attempts.push(attempt({ task: `t${String(t).padStart(2, '0')}`, attempt: String(n), passed: n !== 2, input: t + n }))
    const c = fold(attempts)
    expect(c.length).toBe(40)
    expect(c.capacity).toBeGreaterThanOrEqual(40)
    const row = rowAt(c, 37)
    expect([row.task, row.revision, row.listed, row.evaluated, row.passed, row.distinct, row.ids]).toEqual([
      't37',
      'r1',
      3,
      3,
      2,
      3,
      ['1', '2', '3']
    ])
    expect(row.tokens).toEqual([37 * 3 + 6, 3, 0, 0, 37 * 3 + 6, 3])
    const before = view(c)
    trimColumns(c)
    expect(c.capacity).toBe(40)
    expect(view(c)).toEqual(before)
    // One revision string for 40 tasks.
    expect(c.revisions).toEqual(['r1'])
  })

  it('keep a cost sum of more partials than a row holds inline, exactly', () => {
    const costs = [1e20, 1, 1e-20, -1e20, 0.1, 0.2]
    const c = fold(costs.map((cost, n) => attempt({ task: 't', attempt: String(n + 1), cost, bases: ['p'] })))
    const exact: ExactSum = []
    for (const x of costs) addToSum(exact, x)
    const row = rowAt(c, 0)
    expect(row.cost_count).toBe(6)
    expect(c.wideCosts.size).toBe(1)
    expect(sumValue(row.cost!)).toBe(sumValue(exact))
    expect(sumValue(row.cost!)).not.toBe(costs.reduce((s, x) => s + x, 0))
  })

  it('sum each set of pricing bases on its own, holding each set once', () => {
    const c = fold([
      attempt({ task: 'a', attempt: '1', cost: 0.5, bases: ['p'] }),
      attempt({ task: 'a', attempt: '2', cost: 0.25, bases: ['q'] }),
      attempt({ task: 'a', attempt: '3', cost: 0.125, bases: ['p'] }),
      attempt({ task: 'b', attempt: '1', cost: 2, bases: ['p'] })
    ])
    expect(view(c).map((r) => r as { cost_bases: unknown; cost: unknown; cost_count: unknown; more_costs: unknown })).toMatchObject([
      { cost_bases: '["p"]', cost: 0.625, cost_count: 2, more_costs: [['["q"]', 0.25, 1]] },
      { cost_bases: '["p"]', cost: 2, cost_count: 1, more_costs: null }
    ])
    expect(c.bases).toEqual(['["p"]'])
  })

  it('fold all attempts as a split of them folded and merged', () => {
    const one = fc.record({
      task: fc.constantFrom('a', 'b', 'c', 'd'),
      revision: fc.constantFrom('r1', 'r2'),
      attempt: fc.constantFrom('1', '2', '3'),
      passed: fc.constantFrom(true, false, null),
      input: fc.option(fc.nat({ max: 1000 })),
      cost: fc.option(fc.constantFrom(0.1, 0.2, 0.3, 1e16, 3)),
      bases: fc.constantFrom([''], ['p'], ['p', 'q'])
    })
    fc.assert(
      fc.property(fc.array(one, { maxLength: 40 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (attempts, side) => {
        // A repeated attempt stays in one half (as a fold's attempts do): the split is by attempt key.
        const key = (a: Attempt): string => `${a.task}\u0000${a.revision}\u0000${a.attempt}`
        const keys = [...new Set(attempts.map(key))]
        const left = attempts.filter((a) => side[keys.indexOf(key(a))])
        const right = attempts.filter((a) => !side[keys.indexOf(key(a))])
        const all = figures(fold(attempts))
        expect(figures(mergeTaskColumns(fold(left), fold(right)))).toEqual(all)
        expect(figures(mergeTaskColumns(fold(right), fold(left)))).toEqual(all)
      })
    )
  })

  it('refuse a task met after one that sorts after it', () => {
    const c = emptyColumns()
    tallyTask(c, retained(attempt({ task: 'b', attempt: '1' })))
    expect(() => tallyTask(c, retained(attempt({ task: 'a', attempt: '1' })))).toThrow(
      'tasks must be added in order: "a\\u0000r1" after "b\\u0000r1"'
    )
  })

  it('make a task table in task key order that finds each task by id', () => {
    const names: Array<[string, string]> = [
      ['a', 'z'],
      ['a', 'b@c'],
      ['a-b', 'x'],
      ['a@b', 'c'],
      ['a@', 'bc'],
      ['ab', ''],
      ['', 'x'],
      ['b', 'r1'],
      ['b', 'r10'],
      ['b', 'r1@'],
      ['é', 'r'],
      ['\uD83D\uDE00', 'r'],
      ['\u0000', 'r1'],
      ['c\u0000', '\u0000d']
    ]
    const c = fold(names.map(([task, revision]) => attempt({ task, revision, attempt: '1', passed: task.length % 2 === 0 })))
    const table = taskResults(c, new Set())
    const id = ([task, revision]: [string, string]): string => `${task}\u0000${revision}`
    const key = ([task, revision]: [string, string]): string => `${task}@${revision}`
    const cmp = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0)
    const expected = [...names].sort((x, y) => cmp(key(x), key(y)) || cmp(id(x), id(y)))
    expect([...table.keys()]).toEqual(expected.map(id))
    expect([...table.values()].map((t) => t.key)).toEqual(expected.map(key))
    expect(table.size).toBe(names.length)
    for (const n of names) {
      expect(table.has(id(n))).toBe(true)
      expect([table.get(id(n))?.task, table.get(id(n))?.revision, table.get(id(n))?.passed]).toEqual([
        n[0],
        n[1],
        n[0].length % 2 === 0 ? 1 : 0
      ])
    }
    expect(table.get('a\u0000q')).toBeUndefined()
    expect(table.has('a@z')).toBe(false)
  })
})
