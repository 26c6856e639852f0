/**
 * Verdicts that never came (issue 36 item 7): where an evaluator is
 * declared, or the source has a verifier (every Harbor trial), an attempt
 * with evidence but no verdict is missing evidence — the headline counts
 * the verdicts, the configuration is not complete and the default gate
 * fails naming the attempts. Harbor trees are SYNTHETIC, shaped after
 * __tests__/fixtures/real/harbor021-subscription-jobs (Harbor's
 * `RewardFileNotFoundError` as its trial module records it); manifests as
 * in __tests__/support/cli-manifest-cases.ts.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { attempt, fullResult, writeCase } from './support/cli-manifest-cases.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

afterAll(cleanTrees)

const BASE = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const CAND = { name: 'terminus-2', model_name: 'openai/gpt-5-mini', kwargs: {} }
const MAP = { 'terminus-2@openai/gpt-5': 'base', 'terminus-2@openai/gpt-5-mini': 'cand' }
const TASKS = ['org/a', 'org/b']
const noReward = {
  exception_type: 'RewardFileNotFoundError',
  exception_message: 'No reward file found at /logs/verifier/reward.txt',
  occurred_at: '2026-01-01T00:00:50Z'
}

/** base: both tasks rewarded 1; cand: the verifier wrote no reward on any trial. */
async function jobs(): Promise<string[]> {
  const t = (agent: object, task: string, suffix: string, missing: boolean) => ({
    name: `${task.slice(4)}__${suffix}`,
    files: {
      'result.json': trial(`${task.slice(4)}__${suffix}`, task, agent, missing ? null : 1, missing ? { exception_info: noReward } : {})
    }
  })
  return tree([
    { name: 'job-base', files: { 'config.json': jobConfig([BASE], TASKS, 1) }, trials: TASKS.map((task) => t(BASE, task, 'b', false)) },
    { name: 'job-cand', files: { 'config.json': jobConfig([CAND], TASKS, 1) }, trials: TASKS.map((task) => t(CAND, task, 'c', true)) }
  ])
}

function mapFile(): string {
  const f = path.join(tempFolder('fabric-compare-map-'), 'map.json')
  writeFileSync(f, JSON.stringify(MAP))
  return f
}

const expectCandidateUnjudged = (report: Report): void => {
  const [base, cand] = report.configurations
  expect([base!.id, base!.complete, base!.evaluation.verdicts_expected, base!.evaluation.verdicts_missing]).toEqual(['base', true, 2, 0])
  expect([cand!.id, cand!.complete, cand!.evaluation.verdicts_expected, cand!.evaluation.verdicts_missing]).toEqual(['cand', false, 2, 2])
  expect(report.complete).toBe(false)
  expect(report.gate.reasons).toContain(
    'cand: 0 of 2 attempts to be judged have a verdict; none for cand/org/a@sum-org/a#a__c, cand/org/b@sum-org/b#b__c'
  )
  expect(report.warnings.find((w) => w.code === 'verdict_missing')?.message).toContain('cand: 2 of 2 attempts to be judged have no verdict')
}

describe('a candidate whose verifier wrote no reward on any trial', () => {
  it('the CLI: evidence INCOMPLETE, the headline counts the verdicts, the default gate fails naming the attempts', async () => {
    const dirs = await jobs()
    const text = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile()])
    expect(besidesGateLine(text.stderr)).toBe('')
    expect(text.code).toBe(1)
    expect(text.stdout).toContain('Evidence INCOMPLETE — 1 of 2 configurations incomplete: cand.')
    expect(text.stdout).toContain('; verdicts: cand 0 of 2 attempts to be judged.')
    const json = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(), '--json'])
    expectCandidateUnjudged(ReportSchema.parse(JSON.parse(json.stdout)))
  })

  it('the bundled action: the same report, the job fails', async () => {
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of await jobs()) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const run = await runAction({
      inputs: { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-*', 'configuration-map': JSON.stringify(MAP), comment: 'false' },
      pullRequest: null
    })
    expectCandidateUnjudged(ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))))
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
  })
})

describe('a Harbor job run with verification turned off (config.verifier.disable)', () => {
  it('expects no verdict: complete, the default gate passes', async () => {
    const off = (task: string) => ({
      name: `${task.slice(4)}__o`,
      files: { 'result.json': trial(`${task.slice(4)}__o`, task, BASE, null, { config: { agent: BASE, verifier: { disable: true } } }) }
    })
    const dirs = await tree([{ name: 'job-off', files: { 'config.json': jobConfig([BASE], TASKS, 1) }, trials: TASKS.map(off) }])
    const run = await cli(['--harbor-job', dirs[0]!, '--json'])
    expect(run.stderr).toBe('')
    const report = ReportSchema.parse(JSON.parse(run.stdout))
    expect(report.configurations.map((c) => [c.complete, c.evaluation.verdicts_expected, c.evaluation.verdicts_missing])).toEqual([
      [true, 0, 0]
    ])
    expect(run.code).toBe(0)
  })
})

describe('manifests: a declared evaluator expects a verdict; no evaluator, no expectation', () => {
  const files = { 'b1.json': fullResult('rt', 'b1', 'b1'), 'c1.json': fullResult('rt', 'c1', 'c1') }
  const req = (id: string) => [{ request_id: id, result: `${id}.json` }]

  it('an attempt of a configuration with an evaluator and no evaluation: incomplete, named', async () => {
    const unjudged = { ...(attempt('cand', '1', req('c1'), true) as Record<string, unknown>), evaluation: undefined }
    const manifest = writeCase('verdict-missing', files, [attempt('base', '1', req('b1'), true), unjudged])
    const run = await cli([manifest, '--json'])
    const report = ReportSchema.parse(JSON.parse(run.stdout))
    expect(report.configurations.map((c) => [c.id, c.complete, c.evaluation.verdicts_missing])).toEqual([
      ['base', true, 0],
      ['cand', false, 1]
    ])
    expect(run.code).toBe(1)
  })

  it('every attempt judged: complete, the headline unchanged', async () => {
    const manifest = writeCase('verdict-all', files, [attempt('base', '1', req('b1'), true), attempt('cand', '1', req('c1'), false)])
    const run = await cli([manifest])
    expect(run.stdout).toMatch(/^Evidence COMPLETE — 2 configurations; /)
    expect(run.stdout).not.toContain('verdicts:')
    expect(run.code).toBe(0)
  })
})
