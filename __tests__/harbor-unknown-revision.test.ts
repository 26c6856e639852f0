/**
 * An unknown task version stays unknown (issue 56 item 6; src/evidence/harbor/job/revisions.ts): a trial without a
 * `result.json` takes its task's version only from its own job's other trials of that task, never from another job's
 * (another configuration's version was never shown to be the same), and the job-mean cross-check names what the files
 * show behind a difference (job-stats.ts). Harbor's shapes, invented values.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

/** A trial folder without result.json: only its config.json (as Harbor writes it before the trial ends). */
const unfinished = (name: string, task: string, agent: object) => ({
  name,
  files: { 'config.json': { json: { task: { path: `tasks/${task}` }, trial_name: name, agent } } }
})

describe('an unknown task version stays unknown', () => {
  it("a trial without a result is never given another job's version: the inventories are not called equal", async () => {
    const dirs = await tree([
      {
        name: 'base',
        files: { 'config.json': jobConfig([AGENT_A], ['t1', 't2'], 1) },
        trials: [{ name: 't1__b', files: { 'result.json': trial('t1__b', 't1', AGENT_A, 1) } }, unfinished('t2__b', 't2', AGENT_A)]
      },
      {
        name: 'cand',
        files: { 'config.json': jobConfig([AGENT_B], ['t1', 't2'], 1) },
        trials: [
          { name: 't1__c', files: { 'result.json': trial('t1__c', 't1', AGENT_B, 1) } },
          { name: 't2__c', files: { 'result.json': trial('t2__c', 't2', AGENT_B, 1) } }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: { 'job:base': 'baseline', 'job:cand': 'candidate' } })
    expect(r.attempts.map((a) => [a.configuration, a.task, a.revision])).toEqual([
      ['baseline', 't1', 'sum-t1'],
      ['baseline', 't2', 'unknown'],
      ['candidate', 't1', 'sum-t1'],
      ['candidate', 't2', 'sum-t2']
    ])
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.comparisons[0]?.inventory.matched).toBe(false)
  })

  it("a trial without a result takes its own job's version of the task (a job runs a task at one version)", async () => {
    const dirs = await tree([
      {
        name: 'base',
        files: { 'config.json': jobConfig([AGENT_A], ['t1'], 2) },
        trials: [{ name: 't1__1', files: { 'result.json': trial('t1__1', 't1', AGENT_A, 1) } }, unfinished('t1__2', 't1', AGENT_A)]
      }
    ])
    const r = await loadHarborJobs(dirs)
    expect(r.attempts.map((a) => a.revision)).toEqual(['sum-t1', 'sum-t1'])
  })

  it("the job-mean cross-check names a trial whose result was never read, not Harbor's zeros", async () => {
    const dirs = await tree([
      {
        name: 'base',
        files: {
          'config.json': jobConfig([AGENT_A], ['t1', 't2'], 1),
          'result.json': {
            json: {
              id: 'j',
              n_total_trials: 2,
              stats: { evals: { 'claude-code__claude-sonnet-4-5__adhoc': { metrics: [{ mean: 0.5 }] } } }
            }
          }
        },
        trials: [{ name: 't1__b', files: { 'result.json': trial('t1__b', 't1', AGENT_A, 1) } }, unfinished('t2__b', 't2', AGENT_A)]
      }
    ])
    const r = await loadHarborJobs(dirs)
    expect(r.diagnostics.find((d) => d.code === 'harbor_job_mean_differs')?.message).toBe(
      'Harbor reports mean reward 0.5 for claude-code__claude-sonnet-4-5__adhoc; recomputed over 1 of 1 trial(s) with a reward: 1 (1 trial folder has no readable result.json, so its reward is not here)'
    )
  })
})
