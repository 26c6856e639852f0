/**
 * Retries that depend on the outcome (issue 36 item 4), on SYNTHETIC Harbor
 * jobs whose `config.json` carries a `retry` policy as Harbor's
 * `RetryConfig` writes it (`models/job/config.py`: `max_retries`,
 * `exclude_exceptions`; `retry_if_reward_below` on some branches); trial
 * results shaped as in __tests__/fixtures/real/harbor021-subscription-jobs,
 * values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { retryPolicyText } from '../src/evidence/harbor/job/job-config.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

afterAll(cleanTrees)

const BASE = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const CAND = { name: 'terminus-2', model_name: 'openai/gpt-5-mini', kwargs: {} }
const MAP = { 'terminus-2@openai/gpt-5': 'base', 'terminus-2@openai/gpt-5-mini': 'cand' }
const TASKS = ['org/a', 'org/b', 'org/c', 'org/d', 'org/e']

const config = (agent: object, retry: object | null) => ({
  json: {
    job_name: 'j',
    n_attempts: 1,
    agents: [agent],
    datasets: [],
    tasks: TASKS.map((name) => ({ name })),
    ...(retry === null ? {} : { retry })
  }
})

async function jobs(baseRetry: object | null, candRetry: object | null): Promise<string[]> {
  // No cost: the only warnings the strict gate can see are the retry ones.
  const noCost = { agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: null, metadata: null } }
  const trials = (agent: object, s: string) =>
    TASKS.map((task) => ({
      name: `${task.slice(4)}__${s}`,
      files: { 'result.json': trial(`${task.slice(4)}__${s}`, task, agent, 1, noCost) }
    }))
  return tree([
    { name: 'job-base', files: { 'config.json': config(BASE, baseRetry) }, trials: trials(BASE, 'b') },
    { name: 'job-cand', files: { 'config.json': config(CAND, candRetry) }, trials: trials(CAND, 'c') }
  ])
}

function mapFile(): string {
  const f = path.join(tempFolder('fabric-compare-map-'), 'map.json')
  writeFileSync(f, JSON.stringify(MAP))
  return f
}

async function report(dirs: string[], failOn = 'incomplete'): Promise<{ code: number; report: Report }> {
  const run = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(), '--json', '--fail-on', failOn])
  expect(besidesGateLine(run.stderr)).toBe('')
  return { code: run.code, report: ReportSchema.parse(JSON.parse(run.stdout)) }
}

describe('retry policies as text', () => {
  it('names the default, the fields set and an outcome-driven retry; evidence strings quoted', () => {
    expect(retryPolicyText({})).toBe('no retries (max_retries 0)')
    expect(retryPolicyText({ orchestrator: { retry: { max_retries: 2 } } })).toBe('max_retries 2')
    expect(
      retryPolicyText({
        retry: { max_retries: 3, exclude_exceptions: ['VerifierTimeoutError', 'AgentTimeoutError'], retry_if_reward_below: 0.5 }
      })
    ).toBe('max_retries 3, exclude_exceptions ["AgentTimeoutError", "VerifierTimeoutError"], retry_if_reward_below 0.5')
  })
})

describe('two configurations under different retry policies', () => {
  it('a warning names both policies and the pass-fraction delta is withheld; the warnings gate fails on it', async () => {
    const { code, report: r } = await report(await jobs(null, { max_retries: 2 }), 'warnings')
    expect(r.configurations.map((c) => [c.id, c.complete])).toEqual([
      ['base', true],
      ['cand', true]
    ])
    expect(r.warnings.find((w) => w.code === 'harbor_retry_policies_differ')?.message).toBe(
      'retry policies differ: base (no retries (max_retries 0)) vs cand (max_retries 2); a pass after a retry means something else under each, so no pass-rate difference is presented'
    )
    const pf = r.comparisons[0]!.metrics.pass_fraction
    expect([pf.baseline, pf.candidate, pf.delta]).toEqual([1, 1, null])
    expect(pf.reason).toContain('retry policies differ (base: no retries (max_retries 0); cand: max_retries 2)')
    expect({ code, reasons: r.gate.reasons }).toEqual({ code: 1, reasons: ['warning harbor_retry_policies_differ'] })
  })

  it('the same policy on both sides: no warning, the delta shown', async () => {
    const { code, report: r } = await report(await jobs({ max_retries: 2 }, { max_retries: 2 }), 'warnings')
    expect(r.warnings.map((w) => w.code).filter((c) => c.startsWith('harbor_retry'))).toEqual([])
    expect(r.comparisons[0]!.metrics.pass_fraction.delta).toBe(0)
    expect({ code, reasons: r.gate.reasons }).toEqual({ code: 0, reasons: [] })
  })
})

describe('a policy that retries on the reward', () => {
  it('the CLI and the bundled action: a warning naming the policy, the delta withheld', async () => {
    const dirs = await jobs({ max_retries: 2, retry_if_reward_below: 1 }, { max_retries: 2, retry_if_reward_below: 1 })
    const { report: r } = await report(dirs)
    expect(r.warnings.filter((w) => w.code === 'harbor_retry_on_reward').map((w) => w.configurations)).toEqual([['base'], ['cand']])
    expect(r.comparisons[0]!.metrics.pass_fraction.delta).toBeNull()
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of dirs) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const run = await runAction({
      inputs: {
        'evidence-path': evidence,
        'harbor-jobs': 'jobs/job-*',
        'configuration-map': JSON.stringify(MAP),
        comment: 'false',
        'fail-on': 'warnings'
      },
      pullRequest: null
    })
    const fromAction = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(fromAction.warnings.find((w) => w.code === 'harbor_retry_on_reward')?.message).toContain('retry_if_reward_below 1')
    expect([run.exitCode, run.outputs['gate-passed']]).toEqual([1, 'false'])
  })
})
