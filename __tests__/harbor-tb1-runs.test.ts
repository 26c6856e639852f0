import { describe, it, expect, afterAll } from '@jest/globals'
import { loadTb1Runs } from '../src/evidence/tb1/tb1.js'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { cleanTrees, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const TB1 = 'tb1-leaderboard'
const maze = (k: number) => ({
  name: `blind-maze-explorer-5x5.${k}-of-5`,
  files: { 'results.json': { fixture: `${TB1}/orchestrator-opus41.blind-maze-explorer-5x5.${k}-of-5.results.json` } }
})

describe('loadTb1Runs (Terminal-Bench 1.x leaderboard runs)', () => {
  it('orchestrator: 5 attempts of one task; a timeout can still be resolved; null tokens stay null', async () => {
    // TB1 layout <run>/<task>/<trial>/results.json: the "trials" of the job spec are the task folders here
    const dirs = await tree([
      {
        name: '2025-09-06__18-59-06',
        trials: [],
        files: Object.fromEntries(
          [1, 2, 3, 4, 5].map((k) => [`blind-maze-explorer-5x5/${maze(k).name}/results.json`, maze(k).files['results.json']])
        )
      }
    ])
    const r = await loadTb1Runs(dirs, { configurationMap: { 'run:2025-09-06__18-59-06': 'orchestrator' } })
    expect(r.configurations).toEqual([{ id: 'orchestrator', attempts_complete: null, pricing: null, evaluator: null }])
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed, a.evaluation?.note])).toEqual([
      ['blind-maze-explorer-5x5.1-of-5', true, 'failure_mode: agent_timeout'],
      ['blind-maze-explorer-5x5.2-of-5', false, 'failure_mode: agent_timeout'],
      ['blind-maze-explorer-5x5.3-of-5', true, null],
      ['blind-maze-explorer-5x5.4-of-5', false, 'failure_mode: agent_timeout'],
      ['blind-maze-explorer-5x5.5-of-5', true, null]
    ])
    const report = compare({ ...r, policy: 'never' })
    expect(report.configurations[0]?.evaluation).toMatchObject({ passed: 3, evaluated: 5, pass_fraction: 0.6 })
    expect(report.configurations[0]?.usage.input_tokens).toEqual({ observed: 68053, reported_by: 2, expected: 5, complete: false })
    expect(report.configurations[0]?.usage.output_tokens.observed).toBe(33683)
  })

  it('droid: the run-level results list all 80 trials; 0/0 tokens mean not reported; inventory from run_metadata', async () => {
    const dirs = await tree([
      {
        name: 'tb_rc2_sonnet_1',
        trials: [],
        files: {
          'run_metadata.json': { fixture: `${TB1}/droid-sonnet4.tb_rc2_sonnet_1.run_metadata.json` },
          'results.json': { fixture: `${TB1}/droid-sonnet4.tb_rc2_sonnet_1.run-results.json` },
          'create-bucket/create-bucket.1-of-1.tb_rc2_sonnet_1/results.json': {
            fixture: `${TB1}/droid-sonnet4.create-bucket.1-of-1.results.json`
          }
        }
      }
    ])
    const r = await loadTb1Runs(dirs)
    expect(r.configurations).toEqual([{ id: 'Factory Droid', attempts_complete: true, pricing: null, evaluator: null }])
    expect(r.attempts.length).toBe(80)
    expect(r.attempts.filter((a) => a.missing).length).toBe(0)
    const bucket = r.attempts[0]
    expect([bucket?.task, bucket?.revision, bucket?.attempt, bucket?.task_duration_ms, bucket?.declared_in?.path]).toEqual([
      'create-bucket',
      'terminal-bench-core@0.1.1',
      'create-bucket.1-of-1.tb_rc2_sonnet_1',
      193327,
      'tb_rc2_sonnet_1/create-bucket/create-bucket.1-of-1.tb_rc2_sonnet_1/results.json'
    ])
    expect(bucket?.diagnostics.map((d) => d.code)).toEqual(['tb1_zero_tokens'])
    const report = compare({ ...r, policy: 'never' })
    const c = report.configurations[0]
    // two test_timeout trials have is_resolved null: not evaluated, not failed
    expect(c?.evaluation).toMatchObject({ passed: 43, evaluated: 78, listed: 80, not_evaluated: 2 })
    expect(c?.usage.input_tokens).toEqual({ observed: null, reported_by: 0, expected: 80, complete: false })
    expect(r.diagnostics).toEqual([
      {
        code: 'tb1_run_accuracy_differs',
        message:
          'run results.json reports accuracy 0.5375; recomputed over the 78 of 80 trials with a verdict: 0.551282 (TB1 counts a trial without a verdict as unresolved)',
        file: 'tb_rc2_sonnet_1/results.json',
        json_path: '$.accuracy'
      }
    ])
  })

  it('a negative or fractional token total is not reported (invalid_count), never counted: the report keeps integer token counts (synthetic)', async () => {
    const results = {
      task_id: 'hello',
      trial_name: 'hello.1-of-1.r',
      is_resolved: true,
      failure_mode: 'unset',
      total_input_tokens: 12.5,
      total_output_tokens: -3
    }
    const dirs = await tree([{ name: 'r', trials: [], files: { 'hello/hello.1-of-1.r/results.json': { json: results } } }])
    const r = await loadTb1Runs(dirs, { configurationMap: { 'run:r': 'c' } })
    const attempt = r.attempts[0]
    expect(attempt?.requests[0]?.harness_counters).toMatchObject({
      state: 'read',
      value: { usage: { input_tokens: null, output_tokens: null } }
    })
    expect(attempt?.diagnostics.filter((d) => d.code === 'invalid_count').map((d) => [d.json_path, d.file, d.message])).toEqual([
      [
        '$.total_input_tokens',
        'r/hello/hello.1-of-1.r/results.json',
        '12.5 is not a token count (a non-negative integer); not counted (not reported)'
      ],
      [
        '$.total_output_tokens',
        'r/hello/hello.1-of-1.r/results.json',
        '-3 is not a token count (a non-negative integer); not counted (not reported)'
      ]
    ])
    const report = compare({ ...r, policy: 'never' })
    expect(report.configurations[0]?.usage.input_tokens).toEqual({ observed: null, reported_by: 0, expected: 1, complete: false })
    expect(ReportSchema.parse(report)).toEqual(report)
  })
})
