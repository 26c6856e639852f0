/**
 * Issue 36 item 1 through the CLI (in-process) and the bundled action (run
 * as a process): a claude-code job as Harbor ≥ 0.3.0 writes it — its
 * `n_input_tokens` already include cache writes, which the trajectory
 * repeats in `extra` — compared with a terminus-2 job. SYNTHETIC trees
 * shaped after Harbor's files (trial result.json as in
 * __tests__/fixtures/real/harbor021-subscription-jobs, ATIF as in
 * __tests__/fixtures/real/harbor-golden-atif, job lock.json schema 3 as in
 * Harbor's `models/job/lock.py`); the values are invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import type { TreeFile } from './support/harbor-tree.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const TERMINUS = { name: 'terminus-2', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const MAP = { 'claude-code': 'claude', 'terminus-2': 'terminus' }
const TASKS = ['org/a', 'org/b']

const counters = (input: number) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: 600, n_output_tokens: 50, cost_usd: null, metadata: null }
})
const lock = (version: string): TreeFile => ({
  json: { schema_version: 3, harbor: { version, git_commit_hash: '0123abcd', is_editable: false } }
})

/** Harbor ≥ 0.3.0 claude-code: step prompt tokens = uncached 100 + cache reads 300 + cache writes 1200 (and 200 + 300 + 300). */
const trajectory: TreeFile = {
  json: {
    schema_version: 'ATIF-v1.8',
    session_id: 's',
    agent: { name: 'claude-code', version: '2.1.0', model_name: 'claude-sonnet-4-5' },
    steps: [
      {
        step_id: 1,
        source: 'agent',
        metrics: { prompt_tokens: 1600, completion_tokens: 20, cached_tokens: 300, extra: { cache_creation_input_tokens: 1200 } }
      },
      {
        step_id: 2,
        source: 'agent',
        metrics: { prompt_tokens: 800, completion_tokens: 30, cached_tokens: 300, extra: { cache_creation_input_tokens: 300 } }
      }
    ],
    final_metrics: {
      total_prompt_tokens: 2400,
      total_completion_tokens: 50,
      total_cached_tokens: 600,
      total_steps: 2,
      extra: { total_cache_creation_input_tokens: 1500 }
    }
  }
}

/**
 * Two jobs, one per configuration, two tasks each; `withTrajectory`: the claude-code trials carry their trajectory;
 * `version`: the claude job's lock.json (null: none).
 */
async function jobs(withTrajectory: boolean, version: string | null): Promise<string[]> {
  const claudeTrial = (task: string) => ({
    name: `${task.slice(4)}__c`,
    files: {
      'result.json': trial(`${task.slice(4)}__c`, task, CLAUDE, 1, counters(2400)),
      ...(withTrajectory ? { 'agent/trajectory.json': trajectory } : {})
    }
  })
  const terminusTrial = (task: string) => ({
    name: `${task.slice(4)}__t`,
    files: { 'result.json': trial(`${task.slice(4)}__t`, task, TERMINUS, 1, counters(2000)) }
  })
  return tree([
    {
      name: 'job-claude',
      files: { 'config.json': jobConfig([CLAUDE], TASKS, 1), ...(version === null ? {} : { 'lock.json': lock(version) }) },
      trials: TASKS.map(claudeTrial)
    },
    {
      name: 'job-terminus',
      files: { 'config.json': jobConfig([TERMINUS], TASKS, 1), 'lock.json': lock('0.24.1') },
      trials: TASKS.map(terminusTrial)
    }
  ])
}

const claudeCodes = (r: Report): string[] =>
  r.warnings.filter((w) => w.code.startsWith('claude_code') || w.code.includes('cache_writes')).map((w) => `${w.code} (${w.severity})`)

async function cliReport(dirs: string[], failOn: string): Promise<{ code: number; report: Report }> {
  const mapFile = path.join(tempFolder('fabric-compare-map-'), 'configurations.json')
  writeFileSync(mapFile, JSON.stringify(MAP))
  const run = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile, '--json', '--fail-on', failOn])
  expect(run.stderr).toBe('')
  return { code: run.code, report: ReportSchema.parse(JSON.parse(run.stdout)) }
}

describe('claude-code input of Harbor ≥ 0.3.0, through the CLI', () => {
  it('with trajectories: input 2 × 2,400 (never + the 1,500 writes again), complete, the input delta shown, the strict gate passes', async () => {
    const { code, report } = await cliReport(await jobs(true, null), 'warnings')
    const claude = report.configurations.find((c) => c.id === 'claude')!
    expect(claude.usage.input_tokens).toEqual({ observed: 4800, reported_by: 2, expected: 2, complete: true })
    expect(claudeCodes(report)).toEqual([])
    expect(report.comparisons[0]!.metrics.input_tokens).toEqual({ baseline: 4800, candidate: 4000, delta: -800, reason: null })
    expect(report.warnings.map((w) => w.code)).not.toContain('legacy_counter_differs')
    expect([code, report.gate.passed]).toEqual([0, true])
  })

  it('no trajectory, lock.json Harbor 0.25.2: the same figure, no notice', async () => {
    const { code, report } = await cliReport(await jobs(false, '0.25.2'), 'warnings')
    expect(report.configurations.find((c) => c.id === 'claude')!.usage.input_tokens.observed).toBe(4800)
    expect(claudeCodes(report)).toEqual([])
    expect(code).toBe(0)
  })

  it('no trajectory and no lock.json: the figure as reported, one notice per trial naming what is missing, the delta kept, the default gate passes', async () => {
    const { code, report } = await cliReport(await jobs(false, null), 'incomplete')
    expect(report.configurations.find((c) => c.id === 'claude')!.usage.input_tokens).toEqual({
      observed: 4800,
      reported_by: 2,
      expected: 2,
      complete: true
    })
    expect(claudeCodes(report)).toEqual(['claude_code_input_definition_unknown (notice)'])
    const notice = report.warnings.find((w) => w.code === 'claude_code_input_definition_unknown')!
    expect(notice.attempts).toHaveLength(2)
    expect(notice.message).toContain('the job has no lock.json (job-claude/lock.json; written since Harbor 0.6.2)')
    expect(report.comparisons[0]!.metrics.input_tokens.delta).toBe(-800)
    expect(code).toBe(0)
  })
})

describe('claude-code input of Harbor ≥ 0.3.0, through the bundled action', () => {
  it('with trajectories and a lock.json: the same figures as the CLI, no cache-write code, the gate passes', async () => {
    const dirs = await jobs(true, '0.24.1')
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
    expect(run.exitCode).toBe(0)
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.configurations.map((c) => [c.id, c.usage.input_tokens.observed, c.usage.input_tokens.complete])).toEqual([
      ['claude', 4800, true],
      ['terminus', 4000, true]
    ])
    expect(claudeCodes(report)).toEqual([])
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true' })
  })
})
