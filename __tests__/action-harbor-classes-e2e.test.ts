/**
 * Issue 56 in the action (dist/index.js run as a process; its Harbor jobs copied into a local `evidence-path`):
 * every Harbor exception class (src/evidence/harbor/trial/exceptions.ts) and every agent of the per-agent usage table
 * (src/evidence/harbor/usage/agent-input.ts, unreported-zeros.ts) gives the verdict, usage and gate the CLI gives
 * (__tests__/harbor-exceptions.test.ts, harbor-unreported-zeros.test.ts, harbor-agent-definitions.test.ts); a
 * simulated user, a trial of another job, an unknown task version and Harbor 0.1.x times read as the CLI reads them.
 * Trials are built in Harbor's shapes with invented values.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { AGENT_INPUT } from '../src/evidence/harbor/usage/agent-input.js'
import { HARBOR_EXCEPTIONS } from '../src/evidence/harbor/trial/exceptions.js'
import { ZERO_WHEN_UNREPORTED } from '../src/evidence/harbor/usage/unreported-zeros.js'
import { EVERY_PROMPT_TOKEN } from '../src/model/attempt.js'
import { buildHarborTree, type JobSpec } from './support/harbor-tree.js'
import { jobConfig, trial } from './support/harbor-synthetic.js'
import { runAction, type ActionRun } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))

/** An evidence folder holding `jobs` under `harbor-results/jobs/`. */
async function evidence(jobs: JobSpec[]): Promise<string> {
  const root = tempFolder('fabric-compare-evidence-')
  await buildHarborTree(jobs, path.join(root, 'harbor-results', 'jobs'))
  return root
}

const INPUTS = { 'harbor-jobs': 'jobs/*', comment: 'false' }
const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }

/** Phases as Harbor writes them: set-up done, the agent ran, the verifier ran. */
const PHASES = {
  environment_setup: { started_at: '2026-01-01T00:00:00Z', finished_at: '2026-01-01T00:00:10Z' },
  agent_setup: { started_at: '2026-01-01T00:00:10Z', finished_at: '2026-01-01T00:00:20Z' },
  agent_execution: { started_at: '2026-01-01T00:00:20Z', finished_at: '2026-01-01T00:00:50Z' },
  verifier: { started_at: '2026-01-01T00:00:50Z', finished_at: '2026-01-01T00:00:59Z' }
}

describe('every Harbor exception class, in the action', () => {
  it('a trial stopped by each class: the agent’s own keep their verdict, the others have none; the gate fails on the missing evidence', async () => {
    const tasks = ['ok', ...HARBOR_EXCEPTIONS.map((e) => e.name)]
    const root = await evidence([
      {
        name: 'classes',
        files: { 'config.json': jobConfig([CLAUDE], tasks, 1) },
        trials: tasks.map((task) => ({
          name: `${task}__1`,
          files: {
            'result.json': trial(`${task}__1`, task, CLAUDE, task === 'ok' ? 1 : 0, {
              ...PHASES,
              exception_info:
                task === 'ok' ? null : { exception_type: task, exception_message: `${task} happened`, occurred_at: '2026-01-01T00:00:40Z' }
            })
          }
        }))
      }
    ])
    const run = await runAction({ inputs: { ...INPUTS, 'evidence-path': root }, pullRequest: null })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['gate-passed']).toBe('false')
    const report = reportOf(run)
    // The kinds whose verdict stands: the agent's own outcome, a limit of its configuration or task, its timeout.
    const kept = new Set(['agent', 'limit', 'resource', 'timeout'])
    const verdicts = new Map(report.attempts.map((a) => [a.task, a.evaluation?.passed ?? null]))
    for (const e of HARBOR_EXCEPTIONS)
      expect([e.name, e.kind, verdicts.get(e.name)]).toEqual([e.name, e.kind, kept.has(e.kind) ? false : null])
    expect(verdicts.get('ok')).toBe(true)
    const c = report.configurations[0]!
    const keptCount = HARBOR_EXCEPTIONS.filter((e) => kept.has(e.kind)).length
    expect([c.evaluation.passed, c.evaluation.evaluated, c.evaluation.verdicts_missing]).toEqual([
      1,
      1 + keptCount,
      HARBOR_EXCEPTIONS.length - keptCount
    ])
    // The provider's and the environment's are infrastructure failures, counted as such in the summary.
    const infra = HARBOR_EXCEPTIONS.filter((e) => e.kind === 'provider' || e.kind === 'environment').length
    expect(c.outcomes.infrastructure_failures).toBe(infra)
    expect(run.summary).toContain(`${1 + keptCount} evaluated`)
  })
})

describe('every agent of the per-agent usage table, in the action', () => {
  it('zeros beside a cost are unknown for the agents that write 0 for "not reported"; input is compared only where the definitions agree', async () => {
    const agents = [...AGENT_INPUT.keys()]
    const root = await evidence(
      agents.map((name) => {
        const agent = { name, model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
        return {
          name: `job-${name}`,
          files: { 'config.json': jobConfig([agent], ['t1'], 1) },
          trials: [
            {
              // Each trial its own name (and so its own id: a trial id read twice counts once).
              name: `t1__${name}`,
              files: {
                'result.json': trial(`t1__${name}`, 't1', agent, 1, {
                  config: { agent },
                  agent_info: { name, version: '1.0' },
                  agent_result: { n_input_tokens: 0, n_cache_tokens: 0, n_output_tokens: 0, cost_usd: 0.91, metadata: null }
                })
              }
            }
          ]
        }
      })
    )
    const map = JSON.stringify(Object.fromEntries([...agents.map((n) => [`job:job-${n}`, n])]))
    const run = await runAction({ inputs: { ...INPUTS, 'evidence-path': root, 'configuration-map': map }, pullRequest: null })
    const report = reportOf(run)
    expect(report.configurations.map((c) => c.id).sort()).toEqual([...agents].sort())
    for (const c of report.configurations) {
      // A positive cost shows work was done: a 0 the agent writes for "not reported" is unknown, any other 0 is a count.
      const unknown = ZERO_WHEN_UNREPORTED.has(c.id)
      expect([c.id, c.usage.input_tokens.observed, c.usage.input_tokens.reported_by]).toEqual([c.id, unknown ? null : 0, unknown ? 0 : 1])
    }
    // The baseline is the first configuration; every candidate whose definition differs has its input delta withheld.
    const baseline = report.comparisons[0]!.baseline
    const definitionOf = (id: string) => AGENT_INPUT.get(id) ?? EVERY_PROMPT_TOKEN
    for (const cmp of report.comparisons) {
      const differs = definitionOf(cmp.candidate) !== definitionOf(baseline)
      expect([cmp.candidate, (cmp.metrics.input_tokens.reason ?? '').includes('input tokens count different things')]).toEqual([
        cmp.candidate,
        differs
      ])
    }
    const differing = report.warnings.filter((w) => w.code === 'input_definition_differs').map((w) => w.configurations[1])
    expect(differing.sort()).toEqual(
      report.comparisons
        .filter((cmp) => definitionOf(cmp.candidate) !== definitionOf(baseline))
        .map((cmp) => cmp.candidate)
        .sort()
    )
    expect(differing.length).toBeGreaterThan(0)
  })
})

describe('a simulated user, a trial of another job, an unknown task version and Harbor 0.1.x times, in the action', () => {
  it('each reads as the CLI reads it', async () => {
    const job = (name: string, id: string, trials: JobSpec['trials']): JobSpec => ({
      name,
      files: { 'config.json': jobConfig([CLAUDE], ['t1', 't2', 't3'], 1), 'result.json': { json: { id } } },
      trials
    })
    const counters = { n_input_tokens: 1_000, n_cache_tokens: 0, n_output_tokens: 50, cost_usd: null }
    const root = await evidence([
      job('base', 'j-base', [
        { name: 't1__1', files: { 'result.json': trial('t1__1', 't1', CLAUDE, 1, { config: { agent: CLAUDE, job_id: 'j-base' } }) } },
        { name: 't2__1', files: { 'result.json': trial('t2__1', 't2', CLAUDE, 1, { config: { agent: CLAUDE, job_id: 'j-base' } }) } },
        { name: 't3__1', files: { 'result.json': trial('t3__1', 't3', CLAUDE, 1, { config: { agent: CLAUDE, job_id: 'j-base' } }) } }
      ]),
      job('cand', 'j-cand', [
        // A simulated user played the user: agent_result is its; the agent's usage is acp_target_usage.
        {
          name: 't1__c',
          files: {
            'result.json': trial('t1__c', 't1', CLAUDE, 1, {
              config: { agent: CLAUDE, job_id: 'j-cand', user_agent: { name: 'simulated-user', model_name: 'openai/gpt-5.5' } },
              agent_result: { ...counters, metadata: { acp_target_usage: { input_tokens: 750_000, output_tokens: 5_000 } } }
            })
          }
        },
        // Harbor 0.1.x: times without an offset, one process, one clock.
        {
          name: 't2__c',
          files: {
            'result.json': trial('t2__c', 't2', CLAUDE, 1, {
              config: { agent: CLAUDE, job_id: 'j-cand' },
              started_at: '2025-06-01T10:00:00',
              finished_at: '2025-06-01T10:12:30'
            })
          }
        },
        // No result.json: its task version is unknown, never borrowed from the baseline's.
        { name: 't3__c', files: { 'agent/notes.txt': { text: 'the trial never wrote its result' } } },
        // A trial of last night's run left in the folder.
        { name: 't4__c', files: { 'result.json': trial('t4__c', 't4', CLAUDE, 1, { config: { agent: CLAUDE, job_id: 'j-yesterday' } }) } }
      ])
    ])
    const map = JSON.stringify({ 'job:base': 'baseline', 'job:cand': 'candidate' })
    const run = await runAction({ inputs: { ...INPUTS, 'evidence-path': root, 'configuration-map': map }, pullRequest: null })
    const report = reportOf(run)
    const cand = report.attempts.filter((a) => a.configuration === 'candidate')
    // The trial of another job is counted nowhere: three attempts, none of task t4.
    expect(cand.map((a) => a.task).sort()).toEqual(['t1', 't2', 't3'])
    expect(run.stdout).toContain('harbor_trial_other_job')
    // The simulated user's counters are not the agent's.
    expect(cand.find((a) => a.task === 't1')?.requests[0]?.usage?.input_tokens).toBe(750_000)
    // The naive times give a duration; the zone is unknown.
    expect(cand.find((a) => a.task === 't2')?.task_duration_ms).toBe(750_000)
    expect(cand.find((a) => a.task === 't2')?.diagnostics.map((d) => d.code)).toContain('harbor_trial_timestamp_without_offset')
    // The unknown version stays unknown: the inventories are not called equal.
    expect(cand.find((a) => a.task === 't3')?.revision).toBe('unknown')
    expect(report.comparisons[0]!.inventory.matched).toBe(false)
    expect(run.exitCode).toBe(1)
  })
})
