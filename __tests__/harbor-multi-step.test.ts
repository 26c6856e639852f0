/**
 * Multi-step Harbor trials (issue 36 item 2), on SYNTHETIC trial results
 * shaped as Harbor ≥ 0.22 writes them (`trial/multi_step.py`,
 * `models/trial/result.py`: `step_results[i]` with `step_name`,
 * `agent_result`, `verifier_result`, `exception_info`; the trial-level
 * `agent_result` never set; the trial's `verifier_result` the mean over the
 * steps that have one). Trial result structure as in
 * __tests__/fixtures/real/harbor021-subscription-jobs; values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { renderText } from '../src/render/text/text.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

afterAll(cleanTrees)

const AGENT = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const MAP = { 'terminus-2': 'arm' }
const usage = (input: number) => ({ n_input_tokens: input, n_cache_tokens: 10, n_output_tokens: 5, cost_usd: null, metadata: null })
const step = (name: string, reward: number | null, input: number | null, raised = false) => ({
  step_name: name,
  agent_result: input === null ? null : usage(input),
  verifier_result: reward === null ? null : { rewards: { reward } },
  exception_info: raised
    ? { exception_type: 'NonZeroAgentExitCodeError', exception_message: 'exit 1', occurred_at: '2026-01-01T00:00:30Z' }
    : null
})

/** A multi-step trial: trial-level reward `reward` (Harbor's mean over verified steps), no trial-level agent_result. */
const multi = (name: string, task: string, reward: number | null, steps: object[]) => ({
  name,
  files: { 'result.json': trial(name, task, AGENT, reward, { agent_result: null, step_results: steps }) }
})

/**
 * Task a: 1 of 2 steps run verified, the second raised and stopped the run (Harbor's mean: 1.0). Task b: all 3
 * verified, usage complete.
 */
async function job(): Promise<string[]> {
  return tree([
    {
      name: 'job-ms',
      files: {
        'config.json': jobConfig([AGENT], ['org/a', 'org/b'], 1),
        'lock.json': { json: { schema_version: 3, harbor: { version: '0.25.0' } } }
      },
      trials: [
        multi('a__1', 'org/a', 1, [step('setup', 1, 100), step('build', null, null, true)]),
        multi('b__1', 'org/b', 1, [step('one', 1, 100), step('two', 1, 200), step('three', 1, 300)])
      ]
    }
  ])
}

describe('multi-step trials: a reward over some steps is no verdict', () => {
  it('1 of 2 steps run verified, the run stopped on a step that raised: no pass, the reason named with the counts; usage summed with coverage', async () => {
    const loaded = await loadHarborJobs(await job(), { configurationMap: MAP })
    const a = loaded.attempts.find((x) => x.task === 'org/a')!
    expect(a.evaluation).toMatchObject({ passed: null, score: null, scores: { reward: 1 } })
    const d = a.diagnostics.find((x) => x.code === 'harbor_steps_unverified')!
    expect(d.message).toBe(
      '1 of 2 steps run verified (no verifier result: "build"); the run stopped after step "build" raised, so any step the task declares after it never ran; Harbor\'s reward 1 covers the verified steps only, so the trial has no verdict'
    )
    expect(a.diagnostics.find((x) => x.code === 'harbor_step_usage_missing')?.message).toBe(
      '1 of 2 steps run report usage counters ("build" has no agent_result): the trial\'s usage is the sum of what they report, a lower bound'
    )
    const report = compare({ ...loaded, policy: 'warnings' })
    const arm = report.configurations[0]!
    // Task b passes (all 3 steps verified); task a has no verdict: 1 passed of 1 evaluated, 2 listed — never 2 of 2.
    expect([arm.evaluation.passed, arm.evaluation.evaluated]).toEqual([1, 1])
    // 100 (task a's verified step; its other step reported nothing) + 600 (task b): a lower bound, never complete.
    expect(arm.usage.input_tokens).toMatchObject({ observed: 700, complete: false })
    expect(report.warnings.find((w) => w.code === 'harbor_steps_unverified')?.severity).toBe('warning')
    expect(report.gate.passed).toBe(false)
    const text = renderText(report, { details: true })
    expect(text).toContain('not evaluated; steps: setup 1 · build no reward')
    expect(text).toContain('input tokens                     ≥ 700')
  })

  it("every step verified: Harbor's reward is the verdict, and the steps' usage sums complete", async () => {
    const loaded = await loadHarborJobs(await job(), { configurationMap: MAP })
    const b = loaded.attempts.find((x) => x.task === 'org/b')!
    expect(b.evaluation).toMatchObject({ passed: true, score: 1 })
    expect(b.diagnostics.map((x) => x.code)).toEqual([])
    expect(b.requests[0]!.harness_counters).toMatchObject({
      state: 'read',
      value: { usage: { input_tokens: 600, cached_input_tokens: 30, output_tokens: 15 } }
    })
    expect(b.requests[0]!.harness_counters?.state === 'read' && b.requests[0]!.harness_counters.value.usage_lower_bound).toBeFalsy()
  })

  it('a step verified but with a step after it unverified (no exception): still no verdict, named', async () => {
    const dirs = await tree([{ name: 'job-ms2', trials: [multi('c__1', 'org/c', 1, [step('one', 1, 100), step('two', null, 100)])] }])
    const loaded = await loadHarborJobs(dirs, { configurationMap: MAP })
    const c = loaded.attempts[0]!
    expect(c.evaluation).toMatchObject({ passed: null, score: null })
    expect(c.diagnostics.find((x) => x.code === 'harbor_steps_unverified')?.message).toBe(
      '1 of 2 steps run verified (no verifier result: "two"); Harbor\'s reward 1 covers the verified steps only, so the trial has no verdict'
    )
    expect(c.diagnostics.map((x) => x.code)).not.toContain('harbor_step_usage_missing')
  })
})

describe('multi-step trials through the CLI and the bundled action', () => {
  const check = (report: Report): void => {
    const arm = report.configurations[0]!
    expect([arm.evaluation.passed, arm.evaluation.evaluated, arm.attempts.listed]).toEqual([1, 1, 2])
    expect(arm.usage.input_tokens).toMatchObject({ observed: 700, complete: false })
    expect(report.warnings.find((w) => w.code === 'harbor_steps_unverified')?.attempts).toHaveLength(1)
    expect(report.gate.reasons.some((r) => r.includes('harbor_steps_unverified'))).toBe(true)
  }

  it('the CLI: the same figures, and the strict gate fails (exit 1)', async () => {
    const [dir] = await job()
    const mapFile = path.join(tempFolder('fabric-compare-map-'), 'map.json')
    writeFileSync(mapFile, JSON.stringify(MAP))
    const run = await cli(['--harbor-job', dir!, '--configuration-map', mapFile, '--json', '--fail-on', 'warnings'])
    expect(besidesGateLine(run.stderr)).toBe('')
    check(ReportSchema.parse(JSON.parse(run.stdout)))
    expect(run.code).toBe(1)
  })

  it('the action: the same figures, and the gate fails', async () => {
    const [dir] = await job()
    const evidence = tempFolder('fabric-compare-evidence-')
    cpSync(dir!, path.join(evidence, 'harbor-results', 'jobs', 'job-ms'), { recursive: true })
    const run = await runAction({
      inputs: {
        'evidence-path': evidence,
        'harbor-jobs': 'jobs/job-ms',
        'configuration-map': JSON.stringify(MAP),
        comment: 'false',
        'fail-on': 'warnings'
      },
      pullRequest: null
    })
    check(ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))))
    expect([run.exitCode, run.outputs['gate-passed']]).toEqual([1, 'false'])
  })
})
