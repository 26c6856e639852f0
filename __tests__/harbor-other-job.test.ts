/**
 * A trial of another job (issue 56 item 5): a trial folder whose `config.job_id` is not its job's id (the job's
 * `result.json` `id`; Harbor writes the same id into each trial's config) is another run's, left in the folder: it is
 * refused and named (`harbor_trial_other_job`), counted nowhere — no attempt, no usage, no reward, no inventory slot.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const INPUT: Record<string, number> = { t1: 100_000, t2: 30_000, t3: 8_000, t4: 90_000 }

/** Job `j-today` of tasks t1–t3, and last night's trial of t4 (no longer in the list) left in its folder. */
async function jobWithStaleTrial(): Promise<string[]> {
  const t = (task: string, jobId: string, reward: number) => ({
    name: `${task}__x`,
    files: {
      'result.json': trial(`${task}__x`, task, AGENT_A, reward, {
        config: { agent: AGENT_A, job_id: jobId },
        agent_result: { n_input_tokens: INPUT[task], n_cache_tokens: 0, n_output_tokens: 10, cost_usd: 0.5, metadata: null }
      })
    }
  })
  return tree([
    {
      name: 'nightly',
      files: { 'config.json': jobConfig([AGENT_A], ['t1', 't2', 't3'], 1), 'result.json': { json: { id: 'j-today' } } },
      trials: [t('t1', 'j-today', 1), t('t2', 'j-today', 0), t('t3', 'j-today', 0), t('t4', 'j-yesterday', 1)]
    }
  ])
}

describe('a trial of another job', () => {
  it('is refused and named, counted nowhere: 3 attempts of 3 listed, 138,000 input tokens, 1 passed of 3', async () => {
    const r = await loadHarborJobs(await jobWithStaleTrial())
    expect(r.attempts.map((a) => a.task)).toEqual(['t1', 't2', 't3'])
    const d = r.diagnostics.find((x) => x.code === 'harbor_trial_other_job')
    expect(d).toMatchObject({ file: 'nightly/t4__x/result.json', json_path: '$.config.job_id' })
    expect(d?.message).toBe(
      'this trial\'s config.job_id "j-yesterday" is not the id of job nightly ("j-today", its result.json): a trial of another run left in the job folder (task "t4"); it is not an attempt of this job and is counted nowhere'
    )
    const report = compare({ ...r, policy: 'incomplete' })
    const c = report.configurations[0]!
    expect([c.attempts.listed, c.usage.input_tokens.observed, c.evaluation.passed, c.evaluation.evaluated]).toEqual([3, 138_000, 1, 3])
    expect(c.attempts.inventory_verified).toBe(true)
  })

  it('the CLI says the same', async () => {
    const out = await cli(['--harbor-job', (await jobWithStaleTrial())[0]!, '--json'])
    const report = JSON.parse(out.stdout) as { configurations: Array<{ usage: { input_tokens: { observed: number } } }> }
    expect(report.configurations[0]?.usage.input_tokens.observed).toBe(138_000)
    expect(out.stdout).toContain('harbor_trial_other_job')
  })
})
