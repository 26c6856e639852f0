import { describe, expect, it } from '@jest/globals'
import { passAtKTable } from '../../src/comparison/figures/pass-at-k.js'
import { pairedComparison } from '../../src/comparison/figures/paired.js'
import type { ConfigurationAnalysis } from '../../src/comparison/figures/configuration.js'
import type { TaskResult } from '../../src/comparison/figures/task-results.js'
import { emptyColumns } from '../../src/comparison/tally/tasks/columns.js'
import type { Delta } from '../../src/comparison/report/report-schema.js'
import type { AttemptInput } from '../../src/comparison/input/input.js'
import { rewardScaleWarnings } from '../../src/evidence/harbor/grading/rewards.js'

// More tasks than a spread call takes arguments (Math.min(...xs) overflows the stack past about 150,000).
const N = 200_000
/** The task columns every task here points into (none of these figures reads them). */
const NO_COLUMNS = emptyColumns(1)

function task(i: number, evaluated: number, passed: number): TaskResult {
  const name = `task-${String(i).padStart(6, '0')}`
  return {
    task: name,
    revision: 'r1',
    key: `${name}@r1`,
    listed: evaluated,
    evaluated,
    passed,
    distinct: evaluated,
    columns: NO_COLUMNS,
    row: 0,
    cost_sum: 0,
    cost_count: 0,
    scores: null
  }
}

describe('figures over more tasks than a function call takes arguments', () => {
  it('pass@k finds the fewest evaluated attempts per task', () => {
    const tasks = Array.from({ length: N }, (_, i) => task(i, i === N - 1 ? 2 : 3, 1))
    const table = passAtKTable(tasks, null)
    expect([table.tasks, table.rows.map((r) => r.k), table.reason]).toEqual([N, [1, 2], null])
  })

  it('the paired comparison gives the fewest and most attempts per task', () => {
    const side = (id: string, evaluated: (i: number) => number): ConfigurationAnalysis =>
      ({
        config: { id, retry_policy: null },
        identities: [{ name: 'judge', version: '1' }],
        tally: { score_keys: [], score_keys_cut: false },
        tasks: new Map(Array.from({ length: N }, (_, i) => [`t${i}`, task(i, evaluated(i), 1)]))
      }) as unknown as ConfigurationAnalysis
    const delta = { delta: 0, reason: null } as unknown as Delta
    const paired = pairedComparison(
      side('base', () => 2),
      side('cand', (i) => (i === 7 ? 1 : i === 9 ? 4 : 2)),
      delta
    )
    expect([paired.tasks, paired.attempts_per_task]).toEqual([N, { min: 1, max: 4 }])
  })

  it("Harbor's reward range is found over more scored attempts than that", () => {
    const attempts = Array.from(
      { length: N },
      (_, i) =>
        ({ configuration: 'base', evaluation: { passed: null, score: i === 5 ? 3 : 0.5, evaluator: null } }) as unknown as AttemptInput
    )
    const [warning] = rewardScaleWarnings(attempts, undefined)
    expect(warning?.message).toContain(`observed range 0.5 to 3 over ${N} scored attempt(s)`)
  })
})
