/**
 * Four whole Harbor 0.21.0 registry jobs (real files,
 * __tests__/fixtures/real/harbor021-subscription-jobs, see its PROVENANCE.md):
 * each job's config.json lists its one task in `datasets[0].task_names`, and
 * its agent kwargs carry a per-job `cell_id` beside the `harness` that
 * separates the two arms. Pinned: the inventory is verified from
 * `task_names`; `--configuration-by kwargs.harness` and the equivalent
 * `--configuration-map` give the two configurations `pi` and `thinharness`
 * with a pass-fraction delta; without either, `cell_id` is left out of the
 * derived ids and a warning suggests `--configuration-by kwargs.harness`.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'

const H = '__tests__/fixtures/real/harbor021-subscription-jobs'
const JOBS = [
  'configure-git-webserver--pi',
  'configure-git-webserver--thinharness',
  'constraints-scheduling--pi',
  'constraints-scheduling--thinharness'
]
const jobArgs = JOBS.flatMap((j) => ['--harbor-job', `${H}/${j}`])

async function report(extra: string[]): Promise<{ code: number; report: Report }> {
  const run = await cli([...jobArgs, ...extra, '--json'])
  expect(run.stderr).toBe('')
  return { code: run.code, report: JSON.parse(run.stdout) as Report }
}

/** The figures the Done-when of issue 18 names, for one run. */
function expectTwoArms(r: Report): void {
  expect(r.configurations.map((c) => [c.id, c.complete, c.attempts.listed, c.attempts.inventory_verified])).toEqual([
    ['pi', true, 2, true],
    ['thinharness', true, 2, true]
  ])
  const [pi, thin] = r.configurations
  expect([pi!.usage.input_tokens.observed, pi!.usage.cached_input_tokens.observed, pi!.usage.output_tokens.observed]).toEqual([
    203465, 147456, 13512
  ])
  expect([thin!.usage.input_tokens.observed, thin!.usage.cached_input_tokens.observed, thin!.usage.output_tokens.observed]).toEqual([
    91329, 51200, 8780
  ])
  expect([pi!.evaluation.passed, pi!.evaluation.evaluated, thin!.evaluation.passed, thin!.evaluation.evaluated]).toEqual([2, 2, 1, 2])
  expect(r.comparisons).toHaveLength(1)
  expect(r.comparisons[0]!.inventory.matched).toBe(true)
  expect(r.comparisons[0]!.metrics.pass_fraction).toEqual({ baseline: 1, candidate: 0.5, delta: -0.5, reason: null })
  expect(r.comparisons[0]!.metrics.input_tokens.delta).toBe(-112136)
  expect(r.warnings.map((w) => w.code)).not.toContain('attempt_inventory_unverified')
  expect(r.warnings.map((w) => w.code)).not.toContain('harbor_configuration_per_job_kwargs')
}

describe('Harbor 0.21 registry jobs (real): datasets[].task_names and --configuration-by', () => {
  it('--configuration-by kwargs.harness: pi and thinharness, inventory verified, pass fraction 100.0% → 50.0% (-50.0 pp)', async () => {
    const { code, report: r } = await report(['--configuration-by', 'kwargs.harness'])
    expect(code).toBe(0)
    expectTwoArms(r)
    const text = await cli([...jobArgs, '--configuration-by', 'kwargs.harness'])
    expect(text.code).toBe(0)
    expect(text.stdout).toContain('Evidence COMPLETE — 2 configurations;')
    expect(text.stdout).toMatch(/\n {2}pass fraction +100\.0% +50\.0% +-50\.0 pp\n/)
    expect(text.stdout).toMatch(/\n {2}attempts +2 of 2 listed found \(0 missing\); inventory verified\n/)
  })

  it('--fail-on warnings passes: the naive job started_at/finished_at Harbor 0.21 writes feed no figure, so they are a notice', async () => {
    const run = await cli([...jobArgs, '--configuration-by', 'kwargs.harness', '--fail-on', 'warnings'])
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain('Gate FAILED')
    expect(run.stdout).not.toContain('[timestamp_without_offset]')
    expect(run.stdout).toContain(
      '  notice [harbor_job_timestamp_without_offset] 8 occurrences, first: timestamp "2026-08-24T23:50:40.763336" has no UTC offset; not interpreted in any local time zone; no figure uses the job\'s own times (configure-git-webserver--pi/result.json)\n'
    )
  })

  it('the equivalent --configuration-map gives the same figures', async () => {
    const dir = tempFolder('fabric-compare-harbor021-')
    const map = path.join(dir, 'map.json')
    writeFileSync(map, JSON.stringify({ 'kwargs.harness=pi': 'pi', 'kwargs.harness=thinharness': 'thinharness' }))
    const { code, report: r } = await report(['--configuration-map', map])
    expect(code).toBe(0)
    expectTwoArms(r)
  })

  it('without a map: cell_id (different in every job) is left out of the derived ids, with a warning naming it and suggesting --configuration-by kwargs.harness', async () => {
    const { code, report: r } = await report([])
    expect(code).toBe(0)
    expect(r.configurations.map((c) => c.id)).toEqual([
      'tbench.subscription_agent:SubscriptionSmokeAgent@openai/gpt-5.6-sol#91999f70',
      'tbench.subscription_agent:SubscriptionSmokeAgent@openai/gpt-5.6-sol#c5143d69'
    ])
    expect(r.configurations.map((c) => c.attempts.listed)).toEqual([2, 2])
    const w = r.warnings.find((x) => x.code === 'harbor_configuration_per_job_kwargs')
    expect(w?.severity).toBe('warning')
    expect(w?.message).toBe(
      'trials of tbench.subscription_agent:SubscriptionSmokeAgent@openai/gpt-5.6-sol differ in kwargs.cell_id, whose value is different in each of the 4 jobs (per-run bookkeeping, not a configuration): left out of the derived configuration ids; the jobs are separated by kwargs.harness: name the configurations with --configuration-by kwargs.harness'
    )
    const notice = r.warnings.find((x) => x.code === 'harbor_configurations_share_agent')
    expect(notice?.message).toContain('differ in kwargs harness (')
    expect(r.comparisons[0]!.metrics.pass_fraction.delta).toBe(-0.5)
  })

  it('two jobs of one arm (pi, pi) differ only in kwargs.cell_id, unique per job: a warning that the jobs may be one configuration, never suggesting cell_id', async () => {
    const run = await cli(['--harbor-job', `${H}/configure-git-webserver--pi`, '--harbor-job', `${H}/constraints-scheduling--pi`, '--json'])
    const r = JSON.parse(run.stdout) as Report
    const w = r.warnings.filter((x) => x.code === 'harbor_configuration_per_job_kwargs')
    expect(w.map((x) => [x.severity, x.message])).toEqual([
      [
        'warning',
        'trials of tbench.subscription_agent:SubscriptionSmokeAgent@openai/gpt-5.6-sol differ only in kwargs.cell_id, whose value is unique per job (a different value in each of the 2 jobs: per-run bookkeeping, not a configuration): the jobs may be one configuration; name them with --configuration-map (e.g. {"job:JOB_FOLDER": "baseline"}) or --configuration-by a key that separates them'
      ]
    ])
    expect(r.warnings.some((x) => x.message.includes('--configuration-by kwargs.cell_id'))).toBe(false)
    expect(r.warnings.some((x) => x.code === 'harbor_configurations_share_agent')).toBe(false)
  })

  it('two jobs pi and thinharness: kwargs.cell_id (containing the harness) is named unique per job and --configuration-by kwargs.harness suggested', async () => {
    const run = await cli([
      '--harbor-job',
      `${H}/configure-git-webserver--pi`,
      '--harbor-job',
      `${H}/configure-git-webserver--thinharness`,
      '--json'
    ])
    const r = JSON.parse(run.stdout) as Report
    const w = r.warnings.filter((x) => x.code === 'harbor_configuration_per_job_kwargs')
    expect(w.map((x) => [x.severity, x.message])).toEqual([
      [
        'warning',
        'trials of tbench.subscription_agent:SubscriptionSmokeAgent@openai/gpt-5.6-sol differ only in kwargs keys unique per job: kwargs.cell_id (a different value in each of the 2 jobs: per-run bookkeeping, not a configuration) and kwargs.harness, whose value each of them contains; name the configurations with --configuration-by kwargs.harness'
      ]
    ])
    expect(r.warnings.some((x) => x.message.includes('--configuration-by kwargs.cell_id'))).toBe(false)
  })

  it('refuses a --configuration-by kwargs key no trial has, naming the nearest kwargs key', async () => {
    const run = await cli([...jobArgs, '--configuration-by', 'kwargs.nothere'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--configuration-by: keys for which no trial of the Harbor jobs given has a value\n  - "kwargs.nothere": no trial has a value for it; the trials have kwargs.cell_id, kwargs.harness, kwargs.mode\n'
    )
    const typo = await cli([...jobArgs, '--configuration-by', 'kwargs.harnes'])
    expect(typo.code).toBe(2)
    expect(typo.stderr).toContain('  - "kwargs.harnes": no trial has a value for it; did you mean "kwargs.harness"?\n')
  })

  it('refuses a --configuration-by key it does not know, naming it', async () => {
    const run = await cli([...jobArgs, '--configuration-by', 'kwargs.harness,harness'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--configuration-by: "harness" is not a configuration key: use kwargs.<name>, agent, model or job (e.g. kwargs.harness)'
    )
  })
})

describe('--configuration-by without Harbor jobs', () => {
  it('is a usage error', async () => {
    const run = await cli(['examples/attempt-comparison/manifest.json', '--configuration-by', 'kwargs.harness'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--configuration-by applies to --harbor-job folders (Terminal-Bench 1.x runs and manifests have no kwargs)'
    )
  })
})
