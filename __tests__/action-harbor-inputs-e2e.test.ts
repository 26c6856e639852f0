/**
 * The bundled action (dist/index.js, run as a process) with the Harbor-mode
 * inputs `configuration-by`, `configuration-map`, `pass-threshold`,
 * `reward-key`, `reward-file` and `tb1-runs`, on real files copied into a local `evidence-path`: the four
 * Harbor 0.21.0 registry jobs of
 * __tests__/fixtures/real/harbor021-subscription-jobs and five
 * Terminal-Bench 1.x trials of __tests__/fixtures/real/tb1-leaderboard.
 */
import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { runAction, type ActionRun } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

function reportOf(run: ActionRun): Report {
  return ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
}

/** An evidence folder with the four real Harbor 0.21 jobs under `harbor-results/jobs/`. */
function harborEvidence(): string {
  const evidence = tempFolder('fabric-compare-evidence-')
  cpSync('__tests__/fixtures/real/harbor021-subscription-jobs', path.join(evidence, 'harbor-results', 'jobs'), { recursive: true })
  return evidence
}

const BASE = { 'harbor-jobs': 'jobs/*--*', comment: 'false' }

describe('the action with Harbor configuration inputs (real Harbor 0.21 registry jobs)', () => {
  it('configuration-by kwargs.harness: pi and thinharness complete, inventory verified, pass fraction 1 → 0.5', async () => {
    const run = await runAction({
      inputs: { ...BASE, 'evidence-path': harborEvidence(), 'configuration-by': 'kwargs.harness' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true' })
    const report = reportOf(run)
    expect(report.configurations.map((c) => [c.id, c.complete, c.attempts.listed, c.attempts.inventory_verified])).toEqual([
      ['pi', true, 2, true],
      ['thinharness', true, 2, true]
    ])
    expect(report.comparisons[0]!.metrics.pass_fraction).toEqual({ baseline: 1, candidate: 0.5, delta: -0.5, reason: null })
    expect(new Set(report.attempts.map((a) => a.declared_in?.artifact))).toEqual(new Set(['harbor-results']))
    // The naive job timestamps are notices: annotated as notices, never as errors.
    const annotations = run.stdout.split('\n').filter((l) => /^::(error|warning|notice)::/.test(l))
    expect(annotations.filter((l) => l.startsWith('::error::'))).toEqual([])
    expect(annotations.filter((l) => l.startsWith('::notice::harbor_job_timestamp_without_offset: '))).toHaveLength(8)
    expect(annotations).toContain(
      '::notice::harbor_job_timestamp_without_offset: timestamp "2026-08-24T23:50:40.763336" has no UTC offset; not interpreted in any local time zone; no figure uses the job\'s own times'
    )
  })

  it('configuration-map (the JSON itself) gives the same arms; pass-threshold 0 makes every scored trial a pass', async () => {
    const map = JSON.stringify({ 'kwargs.harness=pi': 'pi', 'kwargs.harness=thinharness': 'thinharness' })
    const run = await runAction({
      inputs: { ...BASE, 'evidence-path': harborEvidence(), 'configuration-map': map, 'pass-threshold': '0' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(report.configurations.map((c) => [c.id, c.evaluation.passed, c.evaluation.evaluated])).toEqual([
      ['pi', 2, 2],
      ['thinharness', 2, 2]
    ])
    expect(report.comparisons[0]!.metrics.pass_fraction.delta).toBe(0)
  })

  it('reward-key reward_strict on jobs whose verifier writes only `reward`: no trial has a verdict (harbor_reward_key_missing, never the `reward` instead), the evidence is incomplete and the job fails', async () => {
    const run = await runAction({
      inputs: { ...BASE, 'evidence-path': harborEvidence(), 'configuration-by': 'kwargs.harness', 'reward-key': 'reward_strict' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    const report = reportOf(run)
    expect(report.configurations.map((c) => [c.id, c.complete, c.evaluation.evaluated, c.evaluation.verdicts_missing])).toEqual([
      ['pi', false, 0, 2],
      ['thinharness', false, 0, 2]
    ])
    const missing = report.attempts.flatMap((a) => a.diagnostics).filter((d) => d.code === 'harbor_reward_key_missing')
    expect(missing).toHaveLength(4)
    expect(missing[0]?.message).toBe(
      'rewards have the key "reward" and no number under "reward_strict", the reward key given: no verdict (no other key\'s reward is read)'
    )
  })

  it('graders that differ (RewardKit reward-details.json: one arm judged by Sonnet, the other by GPT): no pass-fraction delta, the graders named', async () => {
    const evidence = harborEvidence()
    const jobs = path.join(evidence, 'harbor-results', 'jobs')
    // Each trial folder gets the details file RewardKit writes beside its reward (harbor-rewardkit 0.2.0 shape).
    for (const job of readdirSync(jobs).filter((n) => n.includes('--'))) {
      const model = job.endsWith('--pi') ? 'anthropic/claude-sonnet-4-6' : 'openai/gpt-5.5'
      for (const t of readdirSync(path.join(jobs, job), { withFileTypes: true }).filter((e) => e.isDirectory())) {
        mkdirSync(path.join(jobs, job, t.name, 'verifier'), { recursive: true })
        const leaf = {
          score: 1,
          criteria: [{ name: 'works', value: 1, raw: 'yes', weight: 1 }],
          kind: 'llm',
          judge: { model, timeout: 300 },
          warnings: []
        }
        writeFileSync(path.join(jobs, job, t.name, 'verifier', 'reward-details.json'), JSON.stringify({ reward: leaf }))
      }
    }
    const run = await runAction({ inputs: { ...BASE, 'evidence-path': evidence, 'configuration-by': 'kwargs.harness' }, pullRequest: null })
    const report = reportOf(run)
    expect(report.configurations.map((c) => c.evaluation.evaluators.map((e) => e.name.replace(/#\w+$/, '#')))).toEqual([
      ['harbor-verifier:terminal-bench/terminal-bench-2-1 graded by llm anthropic/claude-sonnet-4-6 #'],
      ['harbor-verifier:terminal-bench/terminal-bench-2-1 graded by llm openai/gpt-5.5 #']
    ])
    expect(report.comparisons[0]!.metrics.pass_fraction.delta).toBeNull()
    expect(run.stdout).toMatch(
      /::warning::\[evaluator_differs\] evaluators differ: pi \(harbor-verifier:terminal-bench\/terminal-bench-2-1 graded by llm anthropic\/claude-sonnet-4-6 #\w+\) vs thinharness/
    )
  })

  it("reward-file decides reward files that disagree (an agent-written reward.json beside the tests' reward.txt); without it no verdict", async () => {
    const evidence = harborEvidence()
    const jobs = path.join(evidence, 'harbor-results', 'jobs')
    // The real thinharness trials ran the verifier in shared mode; plant reward.json = 1 beside a reward.txt = 0.
    for (const job of readdirSync(jobs).filter((n) => n.endsWith('--thinharness')))
      for (const t of readdirSync(path.join(jobs, job), { withFileTypes: true }).filter((e) => e.isDirectory())) {
        mkdirSync(path.join(jobs, job, t.name, 'verifier'), { recursive: true })
        writeFileSync(path.join(jobs, job, t.name, 'verifier', 'reward.txt'), '0\n')
        writeFileSync(path.join(jobs, job, t.name, 'verifier', 'reward.json'), '{"reward": 1}')
      }
    const contested = await runAction({
      inputs: { ...BASE, 'evidence-path': evidence, 'configuration-by': 'kwargs.harness' },
      pullRequest: null
    })
    expect(contested.exitCode).toBe(1)
    expect(reportOf(contested).configurations[1]?.evaluation).toMatchObject({ evaluated: 0, verdicts_missing: 2 })
    expect(contested.stdout).toContain('harbor_reward_files_disagree')
    const decided = await runAction({
      inputs: { ...BASE, 'evidence-path': evidence, 'configuration-by': 'kwargs.harness', 'reward-file': 'reward.txt' },
      pullRequest: null
    })
    expect(decided.exitCode).toBe(0)
    expect(reportOf(decided).configurations[1]?.evaluation).toMatchObject({ passed: 0, evaluated: 2 })
  })

  it('a configuration-by kwargs key no trial has is an input error naming the nearest kwargs key, never silently ignored', async () => {
    const run = await runAction({
      inputs: { ...BASE, 'evidence-path': harborEvidence(), 'configuration-by': 'kwargs.harnes' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain('input `configuration-by`: keys for which no trial of the Harbor jobs matched has a value')
    expect(run.stdout).toContain('"kwargs.harnes": no trial has a value for it; did you mean "kwargs.harness"?')
  })

  it('a bad configuration-by key is a usage error naming the input', async () => {
    const run = await runAction({
      inputs: { ...BASE, 'evidence-path': harborEvidence(), 'configuration-by': 'harness' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain(
      'input `configuration-by`: "harness" is not a configuration key: use kwargs.<name>, agent, model or job (e.g. kwargs.harness)'
    )
  })
})

describe('the action with tb1-runs (real Terminal-Bench 1.x trials)', () => {
  it('reads a TB1 run folder inside the evidence: one configuration, five attempts', async () => {
    const evidence = tempFolder('fabric-compare-evidence-')
    const src = '__tests__/fixtures/real/tb1-leaderboard'
    for (let k = 1; k <= 5; k++) {
      const trial = path.join(evidence, 'tb1-results', 'run-1', 'blind-maze-explorer-5x5', `blind-maze-explorer-5x5.${k}-of-5`)
      mkdirSync(trial, { recursive: true })
      writeFileSync(
        path.join(trial, 'results.json'),
        readFileSync(path.join(src, `orchestrator-opus41.blind-maze-explorer-5x5.${k}-of-5.results.json`))
      )
    }
    const run = await runAction({
      inputs: { 'evidence-path': evidence, 'tb1-runs': 'run-*', comment: 'false', 'fail-on': 'never' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(report.configurations.map((c) => [c.attempts.listed, c.evaluation.evaluated])).toEqual([[5, 5]])
    expect(new Set(report.attempts.map((a) => a.declared_in?.artifact))).toEqual(new Set(['tb1-results']))
  })
})
