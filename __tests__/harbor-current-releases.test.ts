/**
 * Harbor 0.21–0.25 shapes on SYNTHETIC job trees (written by the test,
 * shaped from what those releases write: registry `datasets[].task_names`,
 * the 0.13+ job counters without `stats.n_trials`, the exception types of
 * Harbor's trial module and default retry configuration, `step_results[]`,
 * `task_id.ref`). Every figure is pinned.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { exceptionClass } from '../src/evidence/harbor/trial/exceptions.js'
import { attemptVerdictLabel } from '../src/render/messages.js'
import { outcomeRows } from '../src/render/rows/outcome-rows.js'
import { AGENT_A, cleanTrees, jobResult, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

/** A registry job config as Harbor 0.21 writes it: only non-default fields, tasks in `datasets[].task_names`. */
const registryConfig = (dataset: Record<string, unknown>, agents: object[] = [AGENT_A]): { json: unknown } => ({
  json: {
    job_name: 'j',
    n_concurrent_trials: 1,
    agents,
    datasets: [{ name: 'terminal-bench/terminal-bench-2-1', ref: 'sha256:dataset', ...dataset }]
  }
})
const MAP = { 'claude-code': 'arm' }

describe('datasets[].task_names: a verified inventory (n_attempts default 1), or why not', () => {
  it('literal task names with no n_attempts: 1 attempt per task expected; an absent one is missing and the inventory is verified', async () => {
    const dirs = await tree([
      {
        name: 'reg1',
        files: { 'config.json': registryConfig({ task_names: ['org/a', 'org/b'] }) },
        trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT_A, 1) } }]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.configurations.map((c) => [c.id, c.attempts_complete])).toEqual([['arm', true]])
    expect(r.attempts.map((a) => [a.task, a.attempt, a.missing])).toEqual([
      ['org/a', 'a__1', false],
      ['org/b', 'reg1/missing-1', true]
    ])
    const rep = compare({ ...r, policy: 'incomplete' })
    expect(rep.configurations[0]!.attempts).toEqual({ listed: 2, with_evidence: 1, missing: 1, inventory_verified: true })
  })

  it.each([
    [{ task_names: ['org/*'] }, 'datasets[0].task_names[0] "org/*" is a pattern, resolved at run time'],
    [{ task_names: ['org/a'], n_tasks: 5 }, 'datasets[0].n_tasks picks a subset at run time'],
    [{ task_names: ['org/a'], exclude_task_names: ['org/b'] }, 'datasets[0].exclude_task_names removes tasks at run time'],
    [{}, "datasets[0] (terminal-bench/terminal-bench-2-1) lists no task_names: the dataset's task list is resolved at run time"]
  ])('%j stays unverified, and the notice says why', async (dataset, reason) => {
    const dirs = await tree([
      {
        name: 'reg2',
        files: { 'config.json': registryConfig(dataset) },
        trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT_A, 1) } }]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([null])
    expect(r.diagnostics.filter((d) => d.code === 'harbor_inventory_unknown').map((d) => [d.message, d.file])).toEqual([
      [`the attempt inventory of job reg2 is unknown: ${reason}`, 'reg2/config.json']
    ])
    const rep = compare({ ...r, policy: 'incomplete' })
    expect(rep.warnings.find((w) => w.code === 'attempt_inventory_unverified')?.message).toBe(
      "arm: attempt inventory not verified (1 attempt listed); pass whole job folders whose config.json names every task, in `tasks` or as literal `datasets[].task_names` (a single trial folder, a job without config.json, a dataset without `task_names`, a glob, `n_tasks` or `exclude_task_names` leave it unknown; harbor_inventory_unknown names a config.json's reason)"
    )
  })
})

describe('job result.json counts against the trial folders', () => {
  it('a job with running and pending trials is still running: warning naming the counts, its trials without a result unfinished', async () => {
    const dirs = await tree([
      {
        name: 'run1',
        files: {
          'config.json': registryConfig({ task_names: ['org/a', 'org/b', 'org/c', 'org/d'] }),
          'result.json': jobResult(4, { n_completed_trials: 2, n_running_trials: 1, n_pending_trials: 1 })
        },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT_A, 1) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', AGENT_A, 1) } },
          { name: 'c__1', files: { 'config.json': { json: { trial_name: 'c__1', task: { name: 'org/c' }, agent: AGENT_A } } } }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    // Every trial the config.json expects is listed (the running and the pending one as unfinished attempts): verified.
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([true])
    // The pending trial has no folder yet: 4 counted, 3 folders is no difference.
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'harbor_job_unfinished',
        'the job did not finish: 0 cancelled, 1 running, 1 pending of 4 trials (n_total_trials; 2 completed, 0 errored, 0 retries); its trials not finished are attempts still running'
      ]
    ])
    expect(r.attempts.filter((a) => a.missing).map((a) => [a.task, a.diagnostics.map((d) => d.code)])).toEqual([
      ['org/c', ['harbor_job_unfinished']],
      ['org/d', ['harbor_job_unfinished']]
    ])
    const rep = compare({ ...r, policy: 'incomplete' })
    expect(rep.configurations[0]!.complete).toBe(false)
    expect(rep.configurations[0]!.attempts).toEqual({ listed: 4, with_evidence: 2, missing: 2, inventory_verified: true })
    expect(rep.configurations[0]!.gaps.map((g) => [g.reason, g.count])).toEqual([['attempt_unfinished', 2]])
    expect(rep.gate.passed).toBe(false)
  })

  it('stats.n_completed_trials, n_errored_trials and n_cancelled_trials are checked (stats.n_trials is gone)', async () => {
    const dirs = await tree([
      {
        name: 'cnt1',
        files: { 'result.json': jobResult(2, { n_completed_trials: 1, n_errored_trials: 1 }) },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT_A, 1) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', AGENT_A, 1) } }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs)
    expect(r.diagnostics.map((d) => [d.code, d.json_path, d.message])).toEqual([
      [
        'harbor_job_trials_differ',
        '$.stats.n_completed_trials',
        "the job's result.json counts 1 completed trials (stats.n_completed_trials); 2 trial results read"
      ],
      [
        'harbor_job_trials_differ',
        '$.stats.n_errored_trials',
        "the job's result.json counts 1 errored trials (stats.n_errored_trials); 0 trial results read record an exception"
      ]
    ])
  })
})

const exception = (type: string): Record<string, unknown> => ({
  exception_info: {
    exception_type: type,
    exception_message: `${type} happened`,
    exception_traceback: '',
    occurred_at: '2026-01-01T00:00:30Z'
  }
})

describe('trial exceptions are classified into the failures and timeouts rows', () => {
  it("timeout, infrastructure, verifier failure, cancelled, the agent's own failure and none: figures with coverage", async () => {
    const cases: Array<[string, string | null, number | null]> = [
      ['ok', null, 1],
      ['timeout', 'AgentTimeoutError', 0],
      ['quota', 'ApiUsageLimitError', 0],
      ['model', 'ModelNotFoundError', null],
      ['auth', 'AgentAuthenticationError', null],
      ['env', 'EnvironmentStartTimeoutError', null],
      ['verifier', 'VerifierTimeoutError', null],
      ['reward', 'RewardFileNotFoundError', null],
      ['cancel', 'CancelledError', 1],
      ['other', 'NonZeroAgentExitCodeError', 0]
    ]
    const dirs = await tree([
      {
        name: 'exc1',
        trials: cases.map(([name, type, reward]) => ({
          name: `${name}__1`,
          files: { 'result.json': trial(`${name}__1`, `org/${name}`, AGENT_A, reward, type === null ? {} : exception(type)) }
        }))
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    const verdicts = r.attempts.map((a) => [a.attempt, a.evaluation?.passed ?? null, a.evaluation?.score ?? null])
    expect(verdicts).toEqual([
      ['auth__1', null, null],
      ['cancel__1', null, null],
      ['env__1', null, null],
      ['model__1', null, null],
      ['ok__1', true, 1],
      ['other__1', false, 0],
      // ApiUsageLimitError is the provider's: no verdict on the agent whatever its reward (issue 56 item 1).
      ['quota__1', null, null],
      ['reward__1', null, null],
      ['timeout__1', false, 0],
      ['verifier__1', null, null]
    ])
    // the cancelled trial: job unfinished, its usage not summed, its reward not a verdict
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([false])
    expect(r.diagnostics.find((d) => d.code === 'harbor_job_unfinished')?.message).toBe(
      'the job did not finish: 1 of 10 trial results read record CancelledError (no job result.json counts); its attempt inventory is not complete'
    )
    const cancel = r.attempts.find((a) => a.attempt === 'cancel__1')!
    expect(cancel.diagnostics.map((d) => d.code)).toEqual(['harbor_reward_not_counted', 'harbor_exception', 'harbor_trial_cancelled'])
    expect(cancel.evaluation?.note).toBe('cancelled, no verdict: CancelledError: CancelledError happened')
    const rep = compare({ ...r, policy: 'incomplete' })
    const c = rep.configurations[0]!
    expect(c.outcomes.status).toEqual({ succeeded: 0, failed: 0, cancelled: 1, unknown: 9 })
    expect([c.outcomes.infrastructure_failures, c.outcomes.agent_failures, c.outcomes.timeouts]).toEqual([4, 1, 1])
    expect(c.outcomes.timeouts_by_source).toEqual({ record_stop: null, full_result_error_code: null, harness_exception: 1 })
    expect(c.outcomes.coverage).toEqual({ expected: 10, records: 0, timeouts: 10, oom: 0, harness: 10, denominator_verified: false })
    expect(c.usage.input_tokens).toEqual({ observed: 900, reported_by: 9, expected: 10, complete: false })
    expect(c.evaluation).toMatchObject({ listed: 10, evaluated: 3, passed: 1, not_evaluated: 7 })
    const rows = Object.fromEntries(outcomeRows(c).map((row) => [row.label, row.value]))
    expect(rows.failures).toBe(
      'infrastructure ≥ 4 · agent ≥ 1 · other ≥ 1 (10 of ≥ 10 requests with a record end line or a classified harness outcome)'
    )
    expect(rows.timeouts).toBe('≥ 1 (10 of ≥ 10 requests that could show one); from harness exception ×1')
  })
})

describe('rewards: scale warnings, step rewards, the recorded trial reward', () => {
  it('rewards on 0–100 with the default threshold: harbor_reward_out_of_range with the range and the threshold', async () => {
    const dirs = await tree([
      {
        name: 'rng1',
        trials: [0, 50, 100].map((v, i) => ({ name: `t${i}__1`, files: { 'result.json': trial(`t${i}__1`, `org/t${i}`, AGENT_A, v) } }))
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.diagnostics.filter((d) => d.code.startsWith('harbor_reward')).map((d) => [d.code, d.message])).toEqual([
      [
        'harbor_reward_out_of_range',
        "arm: 2 of 3 rewards lie outside [0, 1] (observed range 0 to 100 over 3 scored attempt(s)) while the pass threshold is the default 1: the rewards are on another scale, so none of the 3 is read as a pass or a fail (scores kept); set --pass-threshold (the action's pass-threshold) to the reward's own scale"
      ]
    ])
    const given = await loadHarborJobs(dirs, { configurationMap: MAP, passThreshold: 50 })
    expect(given.attempts.map((a) => a.evaluation?.passed)).toEqual([false, true, true])
    expect(given.diagnostics.filter((d) => d.code.startsWith('harbor_reward')).map((d) => [d.code, d.message])).toEqual([
      [
        'harbor_reward_fractional',
        'arm: 2 of 3 rewards are neither 0 nor 1 (observed range 0 to 100 over 3 scored attempt(s)); a pass is a reward ≥ 50 (pass threshold), so the pass fraction depends on it'
      ]
    ])
  })

  it('a multi-step trial: the recorded trial reward (0.667) decides, each step is listed; fractional rewards warned', async () => {
    const steps = {
      step_results: [
        { step_name: 'build', verifier_result: { rewards: { reward: 1 } }, exception_info: null },
        { step_name: 'test', verifier_result: { rewards: { reward: 1 } }, exception_info: null },
        { step_name: 'deploy', verifier_result: { rewards: { reward: 0 } }, exception_info: null }
      ]
    }
    const dirs = await tree([
      {
        name: 'ms1',
        trials: [
          { name: 'm__1', files: { 'result.json': trial('m__1', 'org/m', AGENT_A, 0.667, steps) } },
          { name: 'n__1', files: { 'result.json': trial('n__1', 'org/n', AGENT_A, 1) } }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    const m = r.attempts[0]!
    expect([m.evaluation?.score, m.evaluation?.passed]).toEqual([0.667, false])
    expect(m.evaluation?.steps).toEqual([
      { step: 'build', rewards: { reward: 1 } },
      { step: 'test', rewards: { reward: 1 } },
      { step: 'deploy', rewards: { reward: 0 } }
    ])
    expect(r.diagnostics.filter((d) => d.code.startsWith('harbor_reward')).map((d) => d.message)).toEqual([
      'arm: 1 of 2 rewards are neither 0 nor 1 (observed range 0.667 to 1 over 2 scored attempt(s)); a pass is a reward ≥ 1 (pass threshold), so the pass fraction depends on it'
    ])
    const rep = compare({ ...r, policy: 'never' })
    expect(rep.warnings.find((w) => w.code === 'harbor_reward_fractional')?.severity).toBe('warning')
    const attempt = rep.configurations.length > 0 ? rep.attempts?.find((a) => a.attempt === 'm__1') : undefined
    expect(attempt && attemptVerdictLabel(attempt)).toBe(
      'failed by harbor-verifier:adhoc (score 0.667); steps: build 1 · test 1 · deploy 0'
    )
  })
})

describe('revision when task_checksum is absent', () => {
  it('task_id.ref, else the dataset ref of the job config.json', async () => {
    const dirs = await tree([
      {
        name: 'rev1',
        files: { 'config.json': registryConfig({ task_names: ['org/a', 'org/b'] }) },
        trials: [
          {
            name: 'a__1',
            files: {
              'result.json': trial('a__1', 'org/a', AGENT_A, 1, {
                task_checksum: null,
                task_id: { org: 'org', name: 'a', ref: 'sha256:task-a' }
              })
            }
          },
          {
            name: 'b__1',
            files: {
              'result.json': trial('b__1', 'org/b', AGENT_A, 1, { task_checksum: null, source: 'terminal-bench/terminal-bench-2-1' })
            }
          }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.task, a.revision])).toEqual([
      ['org/a', 'sha256:task-a'],
      ['org/b', 'sha256:dataset']
    ])
    expect(r.attempts.map((a) => a.diagnostics.filter((d) => d.code === 'harbor_no_checksum').length)).toEqual([0, 1])
  })
})

describe('exceptionClass', () => {
  it.each([
    ['CancelledError', 'cancelled'],
    ['AgentTimeoutError', 'timeout'],
    ['ApiUsageLimitError', 'infrastructure'],
    ['ModelNotFoundError', 'infrastructure'],
    ['AgentAuthenticationError', 'infrastructure'],
    ['AgentSetupTimeoutError', 'infrastructure'],
    ['EnvironmentStartTimeoutError', 'infrastructure'],
    ['EnvironmentBuildError', 'infrastructure'],
    ['VerifierTimeoutError', 'not_evaluated'],
    ['RewardFileNotFoundError', 'not_evaluated'],
    ['RewardFileEmptyError', 'not_evaluated'],
    ['VerifierOutputParseError', 'not_evaluated'],
    ['AgentSafetyRefusalError', 'agent'],
    [null, 'unclassified']
  ])('%s → %s', (type, expected) => {
    expect(exceptionClass(type, true)).toBe(expected)
  })
  it('no exception → none', () => {
    expect(exceptionClass(null, false)).toBe('none')
  })
})
