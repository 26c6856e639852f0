/**
 * Rewards that look like passes (issue 36 item 6), on SYNTHETIC Harbor
 * trials (structure as in __tests__/fixtures/real/harbor021-subscription-jobs;
 * values invented): a mean that lands a few units in the last place below 1,
 * and rewards on a 0–100 scale read with the default pass threshold.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, cpSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { reachesThreshold } from '../src/evidence/harbor/grading/verdict.js'
import { formatScore } from '../src/render/format.js'
import { renderText } from '../src/render/text/text.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const BASE = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const CAND = { name: 'terminus-2', model_name: 'openai/gpt-5-mini', kwargs: {} }
const MAP = { 'terminus-2@openai/gpt-5': 'base', 'terminus-2@openai/gpt-5-mini': 'cand' }
/** What the sum of three step rewards 0.6, 0.3, 0.1 gives in binary floating point. */
const NEARLY_ONE = 0.6 + 0.3 + 0.1

describe('a reward a few ULPs below the threshold', () => {
  it('is counted as reaching it, with a notice showing the reward whole; scores print enough digits', async () => {
    expect(NEARLY_ONE).toBe(0.9999999999999999)
    expect([reachesThreshold(NEARLY_ONE, 1), reachesThreshold(0.999999, 1), reachesThreshold(0.5, 0.5)]).toEqual([true, false, true])
    expect([formatScore(NEARLY_ONE), formatScore(0.99999), formatScore(0.12345), formatScore(1)]).toEqual([
      '0.9999999999999999',
      '0.99999',
      '0.1235',
      '1'
    ])
    const dirs = await tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([BASE], ['org/a', 'org/b'], 1) },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', BASE, NEARLY_ONE) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', BASE, 0.999999) } }
        ]
      }
    ])
    const loaded = await loadHarborJobs(dirs, { configurationMap: MAP })
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.configurations[0]!.evaluation).toMatchObject({ passed: 1, evaluated: 2 })
    expect(report.warnings.find((w) => w.code === 'harbor_reward_near_threshold')?.message).toContain(
      'reward 0.9999999999999999 is below the pass threshold 1 by 1.1102230246251565e-16, within 4 × 2^-52 of the threshold (floating-point rounding, e.g. of a mean): counted as reaching it'
    )
    const text = renderText(report, { details: true })
    expect(text).toContain('failed by harbor-verifier:adhoc (score 0.999999)')
    expect(text).toContain('(observed range 0.999999 to 0.9999999999999999 over 2 scored attempt(s))')
  })
})

describe('a reward a rounding above 1', () => {
  it('is on the [0, 1] scale: no verdict is withdrawn', async () => {
    const above = [1, 1, 1, 1, 1, 1, 1, 1, 1].reduce((s) => s + 1 / 9, 0)
    expect(above).toBeGreaterThan(1)
    const dirs = await tree([
      {
        name: 'job-up',
        files: { 'config.json': jobConfig([BASE], ['org/a', 'org/b'], 1) },
        trials: [
          { name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', BASE, above) } },
          { name: 'b__1', files: { 'result.json': trial('b__1', 'org/b', BASE, 0) } }
        ]
      }
    ])
    const report = compare({ ...(await loadHarborJobs(dirs, { configurationMap: MAP })), policy: 'incomplete' })
    expect(report.warnings.map((w) => w.code)).not.toContain('harbor_reward_out_of_range')
    expect(report.configurations[0]!.evaluation).toMatchObject({ passed: 1, evaluated: 2, verdicts_missing: 0 })
  })
})

describe('rewards on a 0–100 scale with the default threshold', () => {
  async function jobs(): Promise<string[]> {
    return tree([
      {
        name: 'job-base',
        files: { 'config.json': jobConfig([BASE], ['org/a', 'org/b'], 1) },
        trials: [
          { name: 'a__b', files: { 'result.json': trial('a__b', 'org/a', BASE, 80) } },
          { name: 'b__b', files: { 'result.json': trial('b__b', 'org/b', BASE, 12) } }
        ]
      },
      {
        name: 'job-cand',
        files: { 'config.json': jobConfig([CAND], ['org/a', 'org/b'], 1) },
        trials: [
          { name: 'a__c', files: { 'result.json': trial('a__c', 'org/a', CAND, 100) } },
          { name: 'b__c', files: { 'result.json': trial('b__c', 'org/b', CAND, 90) } }
        ]
      }
    ])
  }
  const mapFile = (): string => {
    const f = path.join(tempFolder('fabric-compare-map-'), 'map.json')
    writeFileSync(f, JSON.stringify(MAP))
    return f
  }

  it('the CLI: no reward is read as a pass (12 is no pass), no pass-fraction delta, the default gate fails naming the scale; --pass-threshold 50 decides', async () => {
    const dirs = await jobs()
    const args = [...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(), '--json']
    const run = await cli(args)
    const report = ReportSchema.parse(JSON.parse(run.stdout))
    expect(
      report.configurations.map((c) => [
        c.id,
        c.evaluation.passed,
        c.evaluation.evaluated,
        c.evaluation.verdicts_missing,
        c.evaluation.evaluators[0]?.mean_score
      ])
    ).toEqual([
      ['base', 0, 0, 2, undefined],
      ['cand', 0, 0, 2, undefined]
    ])
    // The rewards stay on each attempt, as read.
    expect(report.attempts.filter((a) => a.configuration === 'base').map((a) => a.evaluation?.scores)).toEqual([
      { reward: 80 },
      { reward: 12 }
    ])
    expect(report.comparisons[0]!.metrics.pass_fraction.delta).toBeNull()
    expect(report.warnings.find((w) => w.code === 'harbor_reward_out_of_range')?.message).toContain(
      'none of the 2 is read as a pass or a fail (scores kept); set --pass-threshold'
    )
    expect(run.code).toBe(1)
    const scaled = ReportSchema.parse(JSON.parse((await cli([...args, '--pass-threshold', '50'])).stdout))
    expect(scaled.configurations.map((c) => [c.id, c.evaluation.passed, c.evaluation.evaluated, c.complete])).toEqual([
      ['base', 1, 2, true],
      ['cand', 2, 2, true]
    ])
  })

  it('the bundled action: the same, and pass-threshold 50 makes the evidence complete', async () => {
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of await jobs()) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const inputs = { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-*', 'configuration-map': JSON.stringify(MAP), comment: 'false' }
    const run = await runAction({ inputs, pullRequest: null })
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.configurations.map((c) => c.evaluation.verdicts_missing)).toEqual([2, 2])
    expect([run.exitCode, run.outputs['gate-passed']]).toEqual([1, 'false'])
    const scaled = await runAction({ inputs: { ...inputs, 'pass-threshold': '50' }, pullRequest: null })
    expect([scaled.exitCode, scaled.outputs.complete]).toEqual([0, 'true'])
  })
})
