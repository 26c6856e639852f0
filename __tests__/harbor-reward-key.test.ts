/**
 * The reward key that decides (issue 42 item 2, first part): RewardKit verifiers write several named rewards in
 * reward.json — a lenient judge's `reward` beside `reward_strict`, per-test components — and
 * `--reward-key` / input `reward-key` names the one compared against the pass threshold
 * (src/evidence/harbor/grading/verdict.ts). Trials are built as Harbor writes them (`verifier_result.rewards`).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { cli } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

/** RewardKit-shaped rewards: the lenient `reward`, `reward_strict`, and two per-test components. */
const rewards = (lenient: number, strict: number) => ({ reward: lenient, reward_strict: strict, test_parse: 1, test_edge: strict })

/**
 * Two configurations over tasks t1–t6, one trial each: the lenient reward is 1 on every trial of both, while the
 * candidate (AGENT_B) fails the strict reward on t1–t4 and the baseline on none.
 */
async function rewardKitJobs(): Promise<string[]> {
  const tasks = ['t1', 't2', 't3', 't4', 't5', 't6']
  const job = (name: string, agent: object, strictFails: readonly string[]) => ({
    name,
    files: { 'config.json': jobConfig([agent], tasks, 1) },
    trials: tasks.map((t) => ({
      name: `${t}__${name}`,
      files: {
        'result.json': trial(`${t}__${name}`, t, agent, null, {
          verifier_result: { rewards: rewards(1, strictFails.includes(t) ? 0 : 1) }
        })
      }
    }))
  })
  return tree([job('base-job', AGENT_A, []), job('cand-job', AGENT_B, ['t1', 't2', 't3', 't4'])])
}

describe('the reward key that decides', () => {
  it('default: `reward` decides (every trial passes); every key is kept in scores; the evaluator is the verifier', async () => {
    const r = await loadHarborJobs(await rewardKitJobs(), { configurationMap: { 'job:base-job': 'baseline', 'job:cand-job': 'candidate' } })
    const cand = r.attempts.filter((a) => a.configuration === 'candidate')
    expect(cand.map((a) => a.evaluation?.passed)).toEqual([true, true, true, true, true, true])
    expect(cand[0]?.evaluation?.scores).toEqual({ reward: 1, reward_strict: 0, test_parse: 1, test_edge: 0 })
    expect(r.configurations.map((c) => c.evaluator)).toEqual([
      { name: 'harbor-verifier:adhoc', version: null },
      { name: 'harbor-verifier:adhoc', version: null }
    ])
  })

  it('reward_strict decides: the candidate fails t1–t4, and the evaluator names the key', async () => {
    const r = await loadHarborJobs(await rewardKitJobs(), {
      configurationMap: { 'job:base-job': 'baseline', 'job:cand-job': 'candidate' },
      rewardKey: 'reward_strict'
    })
    const passed = (id: string) => r.attempts.filter((a) => a.configuration === id).map((a) => a.evaluation?.passed)
    expect(passed('baseline')).toEqual([true, true, true, true, true, true])
    expect(passed('candidate')).toEqual([false, false, false, false, true, true])
    expect(r.configurations.map((c) => c.evaluator?.name)).toEqual([
      'harbor-verifier:adhoc [reward_strict]',
      'harbor-verifier:adhoc [reward_strict]'
    ])
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.configurations.map((c) => [c.id, c.evaluation.passed, c.evaluation.evaluated])).toEqual([
      ['baseline', 6, 6],
      ['candidate', 2, 6]
    ])
  })

  it('a trial without the key named has no verdict and says why; no other key is read in its place (not even the only one)', async () => {
    const dirs = await tree([
      {
        name: 'job',
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'a', AGENT_A, 1) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'b', AGENT_A, null, { verifier_result: { rewards: rewards(1, 1) } }) } }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { rewardKey: 'reward_strict' })
    const [a, b] = r.attempts
    expect(a?.evaluation).toMatchObject({ passed: null, score: null, scores: { reward: 1 } })
    expect(a?.diagnostics.find((d) => d.code === 'harbor_reward_key_missing')).toMatchObject({
      message:
        'rewards have the key "reward" and no number under "reward_strict", the reward key given: no verdict (no other key\'s reward is read)',
      json_path: '$.verifier_result.rewards'
    })
    expect(b?.evaluation).toMatchObject({ passed: true, score: 1 })
    expect(b?.diagnostics.map((d) => d.code)).not.toContain('harbor_reward_key_missing')
  })

  it('a named key decides alone: another key that is not a number leaves it be; the named key not a number is unreadable, not missing', async () => {
    const dirs = await tree([
      {
        name: 'job',
        trials: [
          {
            name: 'a__1',
            files: {
              'result.json': trial('a__1', 'a', AGENT_A, null, { verifier_result: { rewards: { reward: 'n/a', reward_strict: 1 } } })
            }
          },
          {
            name: 'b__1',
            files: {
              'result.json': trial('b__1', 'b', AGENT_A, null, { verifier_result: { rewards: { reward: 1, reward_strict: '1.0' } } })
            }
          }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs, { rewardKey: 'reward_strict' })
    const [a, b] = r.attempts
    expect(a?.evaluation).toMatchObject({ passed: true, score: 1 })
    expect(a?.diagnostics.map((d) => d.code)).toContain('harbor_reward_unreadable')
    expect(b?.evaluation).toMatchObject({ passed: null, score: null })
    expect(b?.diagnostics.map((d) => d.code)).toContain('harbor_reward_unreadable')
    expect(b?.diagnostics.map((d) => d.code)).not.toContain('harbor_reward_key_missing')
  })

  it("a multi-step trial: a verified step without the named key (Harbor's mean counts it 0) leaves no verdict, naming the step", async () => {
    const step = (name: string, rewards: object) => ({ step_name: name, verifier_result: { rewards } })
    const dirs = await tree([
      {
        name: 'job',
        trials: [
          {
            name: 'm__1',
            files: {
              'result.json': trial('m__1', 'm', AGENT_A, null, {
                verifier_result: { rewards: { reward: 1, reward_strict: 0.5 } },
                step_results: [step('build', { reward: 1, reward_strict: 1 }), step('test', { reward: 1 })]
              })
            }
          }
        ]
      }
    ])
    const strict = await loadHarborJobs(dirs, { rewardKey: 'reward_strict' })
    expect(strict.attempts[0]?.evaluation).toMatchObject({ passed: null, score: null })
    expect(strict.attempts[0]?.diagnostics.find((d) => d.code === 'harbor_reward_key_missing')).toMatchObject({
      message:
        '1 of 2 verified steps ("test") have no number under "reward_strict", the reward key given, which Harbor\'s step mean counts as 0: no verdict',
      json_path: '$.step_results[1].verifier_result.rewards'
    })
    // The default key is on every step: its verdict stands.
    const lenient = await loadHarborJobs(dirs)
    expect(lenient.attempts[0]?.evaluation).toMatchObject({ passed: true, score: 1 })
  })

  it('several keys without `reward` and no key named: ambiguous, and the message says which option names one', async () => {
    const dirs = await tree([
      {
        name: 'job',
        trials: [
          {
            name: 'a__1',
            files: { 'result.json': trial('a__1', 'a', AGENT_A, null, { verifier_result: { rewards: { strict: 1, lenient: 1 } } }) }
          }
        ]
      }
    ])
    const r = await loadHarborJobs(dirs)
    expect(r.attempts[0]?.diagnostics.find((d) => d.code === 'harbor_reward_key_ambiguous')?.message).toBe(
      'rewards have 2 keys "strict", "lenient" and none is "reward": no primary score (name the one that decides with --reward-key, the action\'s reward-key)'
    )
  })

  it('two shards summarised under different keys, merged: evaluator_differs, and no pass-rate difference is presented', async () => {
    const dirs = await rewardKitJobs()
    const folder = tempFolder('fc-reward-key-shards-')
    const mapFile = path.join(folder, 'map.json')
    writeFileSync(mapFile, JSON.stringify({ 'job:base-job': 'baseline', 'job:cand-job': 'candidate' }))
    const summarize = (dir: string, out: string, extra: string[]) =>
      cli(['summarize', '--harbor-job', dir, '--configuration-map', mapFile, '--out', path.join(folder, out), ...extra])
    expect((await summarize(dirs[0]!, 'base.json', [])).code).toBe(0)
    expect((await summarize(dirs[1]!, 'cand.json', ['--reward-key', 'reward_strict'])).code).toBe(0)
    const merged = await cli(['merge', path.join(folder, 'base.json'), path.join(folder, 'cand.json'), '--json', '--fail-on', 'never'])
    expect(merged.code).toBe(0)
    const report = JSON.parse(merged.stdout) as Report
    expect(report.warnings.map((w) => w.code)).toContain('evaluator_differs')
    expect(report.comparisons[0]?.metrics.pass_fraction.delta).toBeNull()
  })

  it('the CLI: --reward-key reward_strict shows the candidate 4 of 6 lower, where `reward` shows no change; a bad key is a usage error', async () => {
    const dirs = await rewardKitJobs()
    const mapFile = path.join(tempFolder('fc-reward-key-'), 'map.json')
    writeFileSync(mapFile, JSON.stringify({ 'job:base-job': 'baseline', 'job:cand-job': 'candidate' }))
    const args = [...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile, '--json', '--fail-on', 'never']
    const pf = (report: Report) => report.configurations.map((c) => c.evaluation.passed)
    const lenient = await cli(args)
    expect(lenient.code).toBe(0)
    expect(pf(JSON.parse(lenient.stdout) as Report)).toEqual([6, 6])
    const strict = await cli([...args, '--reward-key', 'reward_strict'])
    expect(strict.code).toBe(0)
    const report = JSON.parse(strict.stdout) as Report
    expect(pf(report)).toEqual([6, 2])
    expect(report.comparisons[0]?.metrics.pass_fraction.delta).toBeCloseTo(-4 / 6, 12)
    const bad = await cli([...args, '--reward-key', ''])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--reward-key: "" is not a reward key;')
    // Nothing to read it from: a manifest, or a merge of summaries (each shard's verdicts as summarised).
    for (const other of [
      ['examples/attempt-comparison/manifest.json', '--reward-key', 'reward_strict'],
      ['merge', 'x.json', '--reward-key', 'reward_strict'],
      ['examples/attempt-comparison/manifest.json', '--pass-threshold', '0.5']
    ]) {
      const refused = await cli(other)
      expect(refused.code).toBe(2)
      expect(refused.stderr).toContain(
        `${other.at(-2)} applies to --harbor-job folders, whose rewards it reads (Terminal-Bench 1.x runs and manifests have no rewards; a merge takes each shard's verdicts as summarised)`
      )
    }
  })
})
