/**
 * A Harbor regrade is the same attempt judged again (issue 55 item 4; src/evidence/harbor/job/regrade.ts): `harbor jobs
 * regrade` writes a new job (`source_jobs`, no `agents`) whose trials name their source trial in
 * `config.source_trial` and carry a copy of its `agent_result`. Given beside its source job, a regrade adds no
 * attempt and no usage: the source attempt takes the regrade's verdict.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import type { JobSpec } from './support/harbor-tree.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const MAP = { 'claude-code': 'baseline' }
const TASKS = ['t1', 't2', 't3']
/** Input tokens of each task's trial: 103,000 in all for t1–t3 (t4's trial has no source given). */
const INPUT: Record<string, number> = { t1: 100_000, t2: 2_000, t3: 1_000, t4: 500 }

/** Harbor's copy of a source trial's counters, as a regrade trial carries it. */
const agentResult = (task: string) => ({
  n_input_tokens: INPUT[task],
  n_cache_tokens: 40,
  n_output_tokens: 10,
  cost_usd: 0.5,
  metadata: null
})

/** The source job: t1 and t3 pass, t2 fails. */
function baseJob(name = 'base-job', jobId = 'job-base-id'): JobSpec {
  const rewards: Record<string, number> = { t1: 1, t2: 0, t3: 1 }
  return {
    name,
    files: { 'config.json': jobConfig([AGENT_A], TASKS, 1) },
    trials: TASKS.map((t) => ({
      name: `${t}__a`,
      files: {
        'result.json': trial(`${t}__a`, t, AGENT_A, rewards[t] as number, {
          id: `${jobId}-${t}__a`,
          config: { agent: AGENT_A, job_id: jobId },
          agent_result: agentResult(t)
        })
      }
    }))
  }
}

/** One regrade trial of `task`: its own name and id, `source_trial` as given, the source's counters copied. */
function regradeTrial(name: string, task: string, reward: number, sourceTrial: unknown, finished = '2026-01-02T00:01:00Z') {
  return {
    name,
    files: {
      'result.json': trial(name, task, AGENT_A, reward, {
        config: { agent: AGENT_A, job_id: `job-${name}`, source_trial: sourceTrial },
        agent_result: agentResult(task),
        started_at: '2026-01-02T00:00:00Z',
        finished_at: finished
      })
    }
  }
}

/** A regrade job's config.json: its source jobs, a verifier, no agents. */
const regradeConfig = (sources: object[]) => ({
  json: { job_name: 'regrade', source_jobs: sources, verifier: { override_timeout_sec: 600 }, datasets: [], tasks: [] }
})

/** The regrade of {@link baseJob} that fails t1 (was passed) and keeps t2 failed and t3 passed. */
function regradeJob(name = 'regrade-job'): JobSpec {
  const rewards: Record<string, number> = { t1: 0, t2: 0, t3: 1 }
  return {
    name,
    files: { 'config.json': regradeConfig([{ action: 'regrade', type: 'local', job_id: 'job-base-id', path: '/runs/jobs/base-job' }]) },
    trials: TASKS.map((t) => regradeTrial(`${t}__r`, t, rewards[t] as number, `${t}__a`))
  }
}

const codes = (r: { diagnostics: Array<{ code: string }> }) => r.diagnostics.map((d) => d.code)

describe('a Harbor regrade is the same attempt judged again', () => {
  it('a job of 3 tasks and its regrade: 3 attempts, the usage of the original once, the verdicts the regrade’s', async () => {
    const dirs = await tree([baseJob(), regradeJob()])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.task, a.attempt, a.evaluation?.passed, a.evaluation?.score])).toEqual([
      ['t1', 't1__a', false, 0],
      ['t2', 't2__a', false, 0],
      ['t3', 't3__a', true, 1]
    ])
    expect(r.attempts.map((a) => a.evaluation?.note)).toEqual([
      'regraded by regrade-job/t1__r: was passed (reward 1)',
      'regraded by regrade-job/t2__r: was failed (reward 0)',
      'regraded by regrade-job/t3__r: was passed (reward 1)'
    ])
    // The source's timing stays (60.5 s), never the regrade's (60 s); the inventory is the source job's, verified.
    expect(r.attempts.map((a) => a.task_duration_ms)).toEqual([60500, 60500, 60500])
    expect(r.configurations.map((c) => [c.id, c.attempts_complete])).toEqual([['baseline', true]])
    expect(codes(r)).not.toContain('harbor_inventory_unknown')
    expect(r.diagnostics.filter((d) => d.code === 'harbor_regraded').map((d) => d.message)).toEqual([
      "`baseline`: 3 attempts regraded (job `regrade-job`): 1 verdict changed (t1: passed → failed); each attempt's usage and timing are its own trial's, counted once"
    ])
    const report = compare({ ...r, policy: 'incomplete' })
    const c = report.configurations[0]
    expect(c?.attempts).toEqual({ listed: 3, with_evidence: 3, missing: 0, inventory_verified: true })
    expect(c?.usage.input_tokens).toEqual({ observed: 103_000, reported_by: 3, expected: 3, complete: true })
    expect([c?.evaluation.passed, c?.evaluation.evaluated]).toEqual([1, 3])
  })

  it('the regrade given first: the same attempts (the join does not depend on the order of the folders)', async () => {
    const [base, regrade] = await tree([baseJob(), regradeJob()])
    const r = await loadHarborJobs([regrade as string, base as string], { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed])).toEqual([
      ['t1__a', false],
      ['t2__a', false],
      ['t3__a', true]
    ])
  })

  it('a regrade trial given twice (its job folder and its own folder) is one trial: neither copy is an attempt', async () => {
    const [base, regrade] = await tree([baseJob(), regradeJob()])
    const r = await loadHarborJobs([base!, regrade!, `${regrade!}/t1__r`], { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed])).toEqual([
      ['t1__a', false],
      ['t2__a', false],
      ['t3__a', true]
    ])
    expect(codes(r)).not.toContain('harbor_regraded_twice')
    expect(codes(r)).not.toContain('harbor_inventory_unknown')
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([true])
  })

  it('the regrade alone: each trial stays an attempt, counted once, with a notice that its source was not given', async () => {
    const [, regrade] = await tree([baseJob(), regradeJob()])
    const r = await loadHarborJobs([regrade as string], { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed, a.evaluation?.note ?? null])).toEqual([
      ['t1__r', false, null],
      ['t2__r', false, null],
      ['t3__r', true, null]
    ])
    const absent = r.attempts[0]?.diagnostics.find((d) => d.code === 'harbor_regrade_source_absent')
    expect(absent).toEqual({
      code: 'harbor_regrade_source_absent',
      message:
        'this trial regrades "t1__a" in job "job-base-id" or "base-job", a trial that was not given: it is counted as an attempt of its own, with its agent_result (the source trial\'s copy) counted once; give the source trial\'s job folder too to count the source attempt with this verdict instead',
      file: 'regrade-job/t1__r/result.json',
      json_path: '$.config.source_trial'
    })
    expect(codes(r)).not.toContain('harbor_regraded')
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([null])
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.configurations[0]?.usage.input_tokens.observed).toBe(103_000)
  })

  it('a chain: a regrade of a regrade judges the root attempt; neither regrade is an attempt', async () => {
    const dirs = await tree([
      baseJob(),
      {
        name: 'regrade-1',
        files: { 'config.json': regradeConfig([{ action: 'regrade', type: 'local', job_id: 'job-base-id', path: 'jobs/base-job' }]) },
        trials: [regradeTrial('t1__r1', 't1', 0, 't1__a', '2026-01-02T00:01:00Z')]
      },
      {
        name: 'regrade-2',
        files: { 'config.json': regradeConfig([{ action: 'regrade', type: 'local', path: 'jobs/regrade-1' }]) },
        trials: [regradeTrial('t1__r2', 't1', 1, 't1__r1', '2026-01-03T00:01:00Z')]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => a.attempt)).toEqual(['t1__a', 't2__a', 't3__a'])
    expect(r.attempts[0]?.evaluation).toMatchObject({
      passed: true,
      score: 1,
      note: 'regraded by regrade-2/t1__r2 (a regrade of regrade-1/t1__r1): was passed (reward 1)'
    })
    expect(r.diagnostics.find((d) => d.code === 'harbor_regraded')?.message).toBe(
      "`baseline`: 1 attempt regraded (job `regrade-2`): no verdict changed; each attempt's usage and timing are its own trial's, counted once"
    )
    expect(codes(r)).not.toContain('harbor_regraded_twice')
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([true])
    expect(compare({ ...r, policy: 'incomplete' }).configurations[0]?.usage.input_tokens.observed).toBe(103_000)
  })

  it('two regrades of one trial: the one that finished last judges, whatever the order given, and a notice names both', async () => {
    const dirs = await tree([
      baseJob(),
      { name: 'regrade-late', trials: [regradeTrial('t1__late', 't1', 0, 't1__a', '2026-01-05T00:00:00Z')] },
      { name: 'regrade-early', trials: [regradeTrial('t1__early', 't1', 1, 't1__a', '2026-01-04T00:00:00Z')] }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => a.attempt)).toEqual(['t1__a', 't2__a', 't3__a'])
    expect(r.attempts[0]?.evaluation).toMatchObject({ passed: false, note: 'regraded by regrade-late/t1__late: was passed (reward 1)' })
    expect(r.diagnostics.find((d) => d.code === 'harbor_regraded_twice')).toEqual({
      code: 'harbor_regraded_twice',
      message:
        'base-job/t1__a was regraded 2 times, by regrade-late/t1__late (finished 2026-01-05T00:00:00Z), regrade-early/t1__early (finished 2026-01-04T00:00:00Z): the verdict of regrade-late/t1__late, which finished last, is taken',
      file: 'base-job/t1__a/result.json'
    })
    expect(r.diagnostics.find((d) => d.code === 'harbor_regraded')?.message).toContain(
      '`baseline`: 1 attempt regraded (job `regrade-late`): 1 verdict changed (t1: passed → failed)'
    )
    expect(compare({ ...r, policy: 'incomplete' }).configurations[0]?.usage.input_tokens.observed).toBe(103_000)
  })

  it('source_trial as a string (a path: its last segment) and as objects (a trial id, a path, a trial name with its job)', async () => {
    const dirs = await tree([
      baseJob(),
      {
        name: 'regrade-job',
        trials: [
          regradeTrial('t1__r', 't1', 0, '/home/u/jobs/base-job/t1__a/'),
          regradeTrial('t2__r', 't2', 1, { trial_id: 'job-base-id-t2__a', job_id: 'job-base-id' }),
          regradeTrial('t3__r', 't3', 0, { path: 'jobs/base-job/t3__a', name: 'no such trial' })
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed, a.evaluation?.note])).toEqual([
      ['t1__a', false, 'regraded by regrade-job/t1__r: was passed (reward 1)'],
      ['t2__a', true, 'regraded by regrade-job/t2__r: was failed (reward 0)'],
      ['t3__a', false, 'regraded by regrade-job/t3__r: was passed (reward 1)']
    ])
    expect(r.diagnostics.find((d) => d.code === 'harbor_regraded')?.message).toContain(
      '3 attempts regraded (job `regrade-job`): 3 verdicts changed (t1: passed → failed, t2: failed → passed, t3: passed → failed)'
    )
  })

  it('the job named restricts the match: source_jobs picks one of two jobs with the same trial names; naming none leaves it unjoined', async () => {
    const regrade = (name: string, sources: object[]): JobSpec => ({
      name,
      files: { 'config.json': regradeConfig(sources) },
      trials: [regradeTrial(`t1__${name}`, 't1', 0, 't1__a')]
    })
    const dirs = await tree([
      baseJob('base-1', 'job-1'),
      baseJob('base-2', 'job-2'),
      regrade('by-path', [{ action: 'regrade', type: 'local', path: '/somewhere/base-2' }]),
      regrade('by-id', [{ action: 'regrade', type: 'hub', job_id: 'job-1' }]),
      regrade('unnamed', [])
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: { 'job:base-1': 'one', 'job:base-2': 'two', 'job:unnamed': 'three' } })
    const t1 = (id: string) => r.attempts.find((a) => a.configuration === id && a.task === 't1')
    expect(t1('two')?.evaluation?.note).toBe('regraded by by-path/t1__by-path: was passed (reward 1)')
    expect(t1('one')?.evaluation?.note).toBe('regraded by by-id/t1__by-id: was passed (reward 1)')
    // Without a job named, `t1__a` matches a trial of each base job: which one cannot be told, so it stays an attempt.
    expect(t1('three')?.attempt).toBe('t1__unnamed')
    expect(t1('three')?.diagnostics.find((d) => d.code === 'harbor_regrade_source_absent')?.message).toContain(
      'this trial regrades "t1__a", which 2 trials match (base-1/t1__a, base-2/t1__a): which one it judged again cannot be told'
    )
    expect(r.attempts).toHaveLength(7)
  })

  it('a source_trial of unknown shape: a warning, and the trial is an ordinary attempt', async () => {
    const dirs = await tree([
      baseJob(),
      {
        name: 'regrade-job',
        trials: [
          regradeTrial('t1__r', 't1', 0, 42),
          regradeTrial('t2__r', 't2', 1, { trial: 't2__a' }),
          regradeTrial('t3__r', 't3', 1, null)
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => a.attempt)).toEqual(['t1__a', 't2__a', 't3__a', 't1__r', 't2__r', 't3__r'])
    const unknown = (name: string) =>
      r.attempts.find((a) => a.attempt === name)?.diagnostics.filter((d) => d.code === 'harbor_source_trial_unknown')
    expect(unknown('t1__r')).toEqual([
      {
        code: 'harbor_source_trial_unknown',
        message:
          'config.source_trial of unknown shape (42): neither a trial name nor an object naming one (trial_name, trial_id, id, name, path, trial_path, trial_dir); the trial is read as an ordinary attempt, so if it regrades a trial given, that attempt is counted twice',
        file: 'regrade-job/t1__r/result.json',
        json_path: '$.config.source_trial'
      }
    ])
    expect(unknown('t2__r')?.[0]?.message).toContain('config.source_trial of unknown shape ({"trial":"t2__a"})')
    // null is what Harbor 0.21 writes for an ordinary trial: nothing to say.
    expect(unknown('t3__r')).toEqual([])
    expect(codes(r)).not.toContain('harbor_regraded')
  })

  it('a regrade job only some of whose trials are joined: the others are attempts, and the inventory is not verified', async () => {
    const regrade = regradeJob()
    regrade.trials = [regrade.trials[0]!, regradeTrial('t4__r', 't4', 1, 't4__gone')]
    const dirs = await tree([baseJob(), regrade])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(r.attempts.map((a) => [a.attempt, a.evaluation?.passed])).toEqual([
      ['t1__a', false],
      ['t2__a', false],
      ['t3__a', true],
      ['t4__r', true]
    ])
    expect(r.attempts[3]?.diagnostics.map((d) => d.code)).toContain('harbor_regrade_source_absent')
    expect(r.diagnostics.find((d) => d.code === 'harbor_inventory_unknown')?.message).toBe(
      'the attempt inventory of job regrade-job is unknown: 1 of its 2 trials regrade trials given (no attempts), the others are attempts it does not list'
    )
    expect(r.configurations.map((c) => c.attempts_complete)).toEqual([null])
    expect(compare({ ...r, policy: 'incomplete' }).configurations[0]?.usage.input_tokens.observed).toBe(103_500)
  })

  it('the CLI: --harbor-job on a job and its regrade counts 3 attempts and 103,000 input tokens, the regrade’s verdicts', async () => {
    const dirs = await tree([baseJob(), regradeJob()])
    const out = await cli([
      ...dirs.flatMap((d) => ['--harbor-job', d]),
      '--configuration-map',
      mapFile(MAP),
      '--json',
      '--fail-on',
      'never'
    ])
    expect(out.code).toBe(0)
    const report = JSON.parse(out.stdout) as Report
    const c = report.configurations[0]
    expect(c?.attempts).toEqual({ listed: 3, with_evidence: 3, missing: 0, inventory_verified: true })
    expect(c?.usage.input_tokens.observed).toBe(103_000)
    expect(c?.evaluation.passed).toBe(1)
    expect(report.attempts.map((a) => [a.attempt, a.evaluation?.passed])).toEqual([
      ['t1__a', false],
      ['t2__a', false],
      ['t3__a', true]
    ])
    expect(report.diagnostics.find((d) => d.code === 'harbor_regraded')?.message).toContain(
      '`baseline`: 3 attempts regraded (job `regrade-job`): 1 verdict changed (t1: passed → failed)'
    )
  })

  it("a regrade with another judge: the attempt's grader is the regrade's (its verdict is), never the original's", async () => {
    const details = (model: string, score: number) => ({
      json: {
        reward: { score, criteria: [{ name: 'c', value: score, raw: 'yes', weight: 1 }], kind: 'llm', judge: { model }, warnings: [] }
      }
    })
    const base = baseJob()
    for (const t of base.trials) t.files['verifier/reward-details.json'] = details('anthropic/claude-sonnet-4-6', 1)
    const regrade = regradeJob()
    for (const t of regrade.trials) t.files['verifier/reward-details.json'] = details('openai/gpt-5.5', 0)
    const r = await loadHarborJobs(await tree([base, regrade]), { configurationMap: MAP })
    expect(new Set(r.attempts.map((a) => a.evaluation?.evaluator?.name.replace(/#\w+$/, '#')))).toEqual(
      new Set(['harbor-verifier:adhoc graded by llm openai/gpt-5.5 #'])
    )
    expect(codes(r)).not.toContain('harbor_grader_unknown')
  })

  it("a regrade whose grader is unknown makes the attempt's grader unknown, counted, though the original's was known", async () => {
    const details = (judge: object) => ({
      json: { reward: { score: 1, criteria: [{ name: 'c', value: 1, raw: 'yes', weight: 1 }], kind: 'agent', judge, warnings: [] } }
    })
    const base = baseJob()
    for (const t of base.trials) t.files['verifier/reward-details.json'] = details({ agent: 'claude-code', model: 'claude-opus-4-5' })
    const regrade = regradeJob()
    for (const t of regrade.trials) t.files['verifier/reward-details.json'] = details({ agent: 'claude-code', model: null })
    const r = await loadHarborJobs(await tree([base, regrade]), { configurationMap: MAP })
    expect(new Set(r.attempts.map((a) => a.evaluation?.evaluator?.name))).toEqual(
      new Set(['harbor-verifier:adhoc grader unknown (baseline)'])
    )
    expect(r.diagnostics.find((d) => d.code === 'harbor_grader_unknown')?.message).toMatch(
      /^baseline: the grader is unknown for 3 of 3 trials/
    )
  })

  it("a regrade of a trial whose verification failed (VerifierTimeoutError): it ran to the regrade's verdict", async () => {
    const base = baseJob()
    const t1 = base.trials[0]!.files['result.json'] as { json: Record<string, unknown> }
    t1.json.verifier_result = null
    t1.json.exception_info = { exception_type: 'VerifierTimeoutError', exception_message: 'verifier timed out', occurred_at: null }
    const r = compare({ ...(await loadHarborJobs(await tree([base, regradeJob()]), { configurationMap: MAP })), policy: 'incomplete' })
    expect(r.configurations[0]?.evaluation.evaluated).toBe(3)
    expect([r.configurations[0]?.infrastructure?.ran, r.configurations[0]?.infrastructure?.did_not_run]).toEqual([3, 0])
    expect(r.attempts[0]?.diagnostics.map((d) => d.message)).toContain(
      "the original verification's VerifierTimeoutError is set aside: regrade-job/t1__r verified the attempt again"
    )
  })

  it('a chain of 1,500 regrades: joined in one walk, the messages name 10 and count the rest', async () => {
    const n = 1500
    const trials = Array.from({ length: n }, (_, i) =>
      regradeTrial(
        `t1__r${i + 1}`,
        't1',
        (i + 1) % 2,
        i === 0 ? 't1__a' : `t1__r${i}`,
        new Date(Date.UTC(2026, 0, 2) + i * 1000).toISOString()
      )
    )
    const r = await loadHarborJobs(await tree([baseJob(), { name: 'regrades', files: { 'config.json': regradeConfig([]) }, trials }]), {
      configurationMap: MAP
    })
    expect(r.attempts.map((a) => a.attempt)).toEqual(['t1__a', 't2__a', 't3__a'])
    const note = r.attempts[0]?.evaluation?.note ?? ''
    expect(note).toContain(`, and ${n - 1 - 10} more regrades)`)
    expect(note.length).toBeLessThan(1000)
  })
})
