/**
 * Reward files that disagree (issue 55 item 3; src/evidence/harbor/grading/reward-files.ts): a trial's `verifier/reward.txt`
 * and `verifier/reward.json` with different values. Harbor takes reward.json since 0.7.0 and reward.txt before (the
 * job's `lock.json` names the version); in a single-step shared-mode trial the agent can write either. The verdict is
 * contested — none — unless `--reward-file` / input `reward-file` names the file that decides. Trials are built in
 * Harbor's layout (result.json `verifier_environment_mode`, `step_results[]`, `steps/<step>/verifier/`).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import type { RewardFileName } from '../src/evidence/harbor/grading/reward-files.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import type { JobSpec, TreeFile } from './support/harbor-tree.js'

afterAll(cleanTrees)

const TASKS = ['t1', 't2', 't3', 't4', 't5', 't6']
const MAP = { 'job:base': 'baseline', 'job:cand': 'candidate' }

/** A job lock.json naming the Harbor version (schema 3). */
const lock = (version: string): TreeFile => ({
  json: { schema_version: 3, harbor: { version, git_commit_hash: null, is_editable: false } }
})

/**
 * A job whose trials pass t1–t3 and fail t4–t6 by their tests; in `planted` tasks the agent wrote reward.json = 1
 * beside the tests' reward.txt = 0 and Harbor recorded `recorded` (1 when reward.json wins).
 */
function job(name: string, agent: object, planted: readonly string[], files: Record<string, TreeFile> = {}, recorded = 1): JobSpec {
  return {
    name,
    files: { 'config.json': jobConfig([agent], TASKS, 1), ...files },
    trials: TASKS.map((task, i) => {
      const tests = i < 3 ? 1 : 0
      const plant = planted.includes(task)
      return {
        name: `${task}__${name}`,
        files: {
          'result.json': trial(`${task}__${name}`, task, agent, plant ? recorded : tests, { verifier_environment_mode: 'shared' }),
          'verifier/reward.txt': { text: `${tests}\n` },
          ...(plant ? { 'verifier/reward.json': { json: { reward: 1 } } } : {})
        }
      }
    })
  }
}

async function report(jobs: JobSpec[], rewardFile?: RewardFileName): Promise<Report> {
  const r = await loadHarborJobs(await tree(jobs), { configurationMap: MAP, ...(rewardFile === undefined ? {} : { rewardFile }) })
  return compare({ ...r, policy: 'incomplete' })
}

/** The report's diagnostics and its attempts', of one code. */
const diagnostics = (r: Report, code: string) =>
  [...r.diagnostics, ...r.attempts.flatMap((a) => a.diagnostics)].filter((d) => d.code === code)

describe('reward files that disagree', () => {
  it('a planted reward.json (Harbor 0.24 took it): no verdict for those trials, both values, the precedence and the mode named', async () => {
    const r = await report([
      job('base', AGENT_A, [], { 'lock.json': lock('0.24.1') }),
      job('cand', AGENT_B, ['t4', 't5'], { 'lock.json': lock('0.24.1') })
    ])
    const cand = r.configurations[1]!.evaluation
    // 3 passed of 4 with a verdict — never 5 of 6 (the +33.3 pp the planted files gave).
    expect([cand.passed, cand.evaluated, cand.verdicts_missing]).toEqual([3, 4, 2])
    expect(r.comparisons[0]?.metrics.pass_fraction.delta).toBeNull()
    expect(r.gate.passed).toBe(false)
    const d = diagnostics(r, 'harbor_reward_files_disagree')
    expect(d.map((x) => x.file)).toEqual(['cand/t4__cand/verifier/reward.json', 'cand/t5__cand/verifier/reward.json'])
    expect(d[0]?.message).toBe(
      'cand/t4__cand/verifier/reward.txt says 0 and cand/t4__cand/verifier/reward.json says {"reward":1}; Harbor "0.24.1" takes reward.json (since 0.7.0); the verifier ran in shared mode (in the agent\'s environment: a single-step trial does not empty /logs/verifier first, so the agent can write a reward file): the verdict is contested, so there is none (name the file that decides with --reward-file, the action\'s reward-file)'
    )
    expect(r.attempts.find((a) => a.key.includes('t4__cand'))?.evaluation?.note).toBe(
      'no verdict: its reward files disagree (reward.txt and reward.json)'
    )
  })

  it('precedence by version: before 0.7.0 reward.txt wins; no lock.json or a version that is no number: both rules named', async () => {
    const message = async (files: Record<string, TreeFile>, recorded: number) =>
      diagnostics(await report([job('cand', AGENT_B, ['t4'], files, recorded)]), 'harbor_reward_files_disagree')[0]?.message
    expect(await message({ 'lock.json': lock('0.6.5') }, 0)).toContain('; Harbor "0.6.5" takes reward.txt (reward.json only since 0.7.0);')
    expect(await message({}, 1)).toContain(
      "; the job's Harbor version is unknown (the job has no lock.json (cand/lock.json; written since Harbor 0.6.2)): Harbor takes reward.json since 0.7.0, reward.txt before;"
    )
    expect(await message({ 'lock.json': lock('dev') }, 1)).toContain(
      '; Harbor "dev" is not a version number: Harbor takes reward.json since 0.7.0'
    )
  })

  it('--reward-file reward.txt: the tests decide (the planted passes are fails); reward.json: the planted file decides; both named', async () => {
    const jobs = () => [job('base', AGENT_A, []), job('cand', AGENT_B, ['t4', 't5'], { 'lock.json': lock('0.24.1') })]
    const txt = await report(jobs(), 'reward.txt')
    expect([txt.configurations[1]?.evaluation.passed, txt.configurations[1]?.evaluation.evaluated]).toEqual([3, 6])
    expect(txt.comparisons[0]?.metrics.pass_fraction.delta).toBe(0)
    expect(diagnostics(txt, 'harbor_reward_files_disagree')).toEqual([])
    expect(diagnostics(txt, 'harbor_reward_file_chosen')[0]?.message).toMatch(
      /says \{"reward":1\}; Harbor "0\.24\.1" takes reward\.json \(since 0\.7\.0\); .*: the verdict reads reward\.txt, the file named by --reward-file \/ reward-file$/
    )
    const json = await report(jobs(), 'reward.json')
    expect([json.configurations[1]?.evaluation.passed, json.configurations[1]?.evaluation.evaluated]).toEqual([5, 6])
  })

  it('files that agree are no contest (reward.json may carry more keys); a reward.txt Harbor could not read is none either', async () => {
    const trialOf = (files: Record<string, TreeFile>) => ({
      name: 'job',
      files: { 'config.json': jobConfig([AGENT_A], ['t1'], 1) },
      trials: [{ name: 't1__x', files: { 'result.json': trial('t1__x', 't1', AGENT_A, 1), ...files } }]
    })
    const agree = await report([
      trialOf({ 'verifier/reward.txt': { text: '1.0' }, 'verifier/reward.json': { json: { reward: 1, style: 0.5 } } })
    ])
    expect(agree.configurations[0]?.evaluation.passed).toBe(1)
    const odd = await report([trialOf({ 'verifier/reward.txt': { text: 'ok' }, 'verifier/reward.json': { json: { reward: 0 } } })])
    expect(diagnostics(odd, 'harbor_reward_files_disagree')).toEqual([])
  })

  it('a multi-step trial: a contested step leaves no verdict; --reward-file keeps Harbor’s reward only when every contested step recorded that file’s', async () => {
    const multi = (stepTwo: number) => ({
      name: 'job',
      files: { 'config.json': jobConfig([AGENT_A], ['t1'], 1), 'lock.json': lock('0.24.1') },
      trials: [
        {
          name: 't1__m',
          files: {
            'result.json': trial('t1__m', 't1', AGENT_A, 1, {
              agent_result: null,
              step_results: [
                { step_name: 'setup', verifier_result: { rewards: { reward: 1 } }, agent_result: null, exception_info: null },
                { step_name: 'solve', verifier_result: { rewards: { reward: stepTwo } }, agent_result: null, exception_info: null }
              ]
            }),
            'steps/solve/verifier/reward.txt': { text: '0' },
            'steps/solve/verifier/reward.json': { json: { reward: 1 } }
          }
        }
      ]
    })
    const none = await report([multi(1)])
    expect(none.configurations[0]?.evaluation.verdicts_missing).toBe(1)
    expect(diagnostics(none, 'harbor_reward_files_disagree')[0]?.file).toBe('job/t1__m/steps/solve/verifier/reward.json')
    // Harbor recorded step "solve" = 1, reward.json's value: naming reward.json keeps the verdict.
    expect((await report([multi(1)], 'reward.json')).configurations[0]?.evaluation.passed).toBe(1)
    // Naming reward.txt: the step mean would need recomputing from the files, which is not done: no verdict.
    const txt = await report([multi(1)], 'reward.txt')
    expect(txt.configurations[0]?.evaluation.verdicts_missing).toBe(1)
    expect(diagnostics(txt, 'harbor_reward_files_disagree')[0]?.message).toContain(
      'reward.txt, the file named by --reward-file / reward-file, is not what Harbor recorded for every contested step'
    )
  })
})

describe('--reward-file on the command line', () => {
  it('decides a contested verdict; a value that is no reward file is a usage error naming both', async () => {
    const dirs = await tree([job('base', AGENT_A, []), job('cand', AGENT_B, ['t4', 't5'], { 'lock.json': lock('0.24.1') })])
    const map = mapFile(MAP)
    const contested = await cli(['--harbor-job', dirs[0]!, '--harbor-job', dirs[1]!, '--configuration-map', map, '--json'])
    expect(contested.code).toBe(1)
    expect((JSON.parse(contested.stdout) as Report).configurations[1]?.evaluation.evaluated).toBe(4)
    const decided = await cli([
      '--harbor-job',
      dirs[0]!,
      '--harbor-job',
      dirs[1]!,
      '--configuration-map',
      map,
      '--reward-file',
      'reward.txt',
      '--json'
    ])
    expect(decided.code).toBe(0)
    expect((JSON.parse(decided.stdout) as Report).configurations[1]?.evaluation.evaluated).toBe(6)
    const bad = await cli(['--harbor-job', dirs[0]!, '--reward-file', 'reward.yaml'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--reward-file: "reward.yaml" is not a reward file; give reward.json or reward.txt')
  })
})
