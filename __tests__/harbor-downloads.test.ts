/**
 * Jobs fetched with `harbor jobs download` (issue 36 item 3), on SYNTHETIC
 * job trees shaped after Harbor's `download/downloader.py` (PR #2721):
 * `--include-retries` keeps earlier tries under
 * `<job>/_retries/<trial>/retry-<i>/result.json`; a reconstructed download
 * writes `download_manifest.json` (`reconstructed_from_trials`,
 * `n_total_trials`, `n_trials_missing`, `missing[]` with `trial_name` and
 * `reason`) and a job `result.json` synthesised from the trials that
 * arrived. Trial and job result structure as in
 * __tests__/fixtures/real/harbor021-subscription-jobs; values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const AGENT = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const MAP = { 'terminus-2': 'arm' }
const counters = (input: number, output: number) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: 0, n_output_tokens: output, cost_usd: 0.25, metadata: null }
})
const failedTry = (name: string, input: number) =>
  trial(name, 'org/a', AGENT, 0, {
    ...counters(input, 10),
    exception_info: { exception_type: 'AgentTimeoutError', exception_message: 'timed out', occurred_at: '2026-01-01T00:00:30Z' }
  })

/** One task, one attempt; the final try passed with 1,000 input tokens after two failed tries of 400 and 600. */
async function withRetries(orphan = false): Promise<string[]> {
  return tree([
    {
      name: 'job-r',
      files: {
        'config.json': jobConfig([AGENT], ['org/a'], 1),
        '_retries/a__1/retry-0/result.json': failedTry('a__1', 400),
        '_retries/a__1/retry-1/result.json': failedTry('a__1', 600),
        ...(orphan ? { '_retries/b__9/retry-0/result.json': failedTry('b__9', 50) } : {})
      },
      trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT, 1, counters(1000, 100)) } }]
    }
  ])
}

/** Two tasks planned; task b's trial never arrived (its archive missing); the job result.json is synthesised from task a's trial. */
async function reconstructed(): Promise<string[]> {
  return tree([
    {
      name: 'job-d',
      files: {
        'config.json': jobConfig([AGENT], ['org/a', 'org/b'], 1),
        'download_manifest.json': {
          json: {
            reconstructed_from_trials: true,
            n_total_trials: 2,
            n_trials_missing: 1,
            missing: [{ trial_name: 'b__7Qx', reason: 'archive_object_not_found' }],
            failed: [],
            canceled: [],
            pending: [],
            running: []
          }
        },
        // Synthesised: counts only what arrived, and would "differ" from the folders if cross-checked as Harbor's own.
        'result.json': { json: { id: 'j', n_total_trials: 2, stats: { n_completed_trials: 2, n_errored_trials: 0 } } }
      },
      trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT, 1, counters(1000, 100)) } }]
    }
  ])
}

describe('harbor jobs download --include-retries: _retries holds earlier tries, not trials', () => {
  it("one attempt, the inventory verified, the figures and verdict the final try's, the earlier tries counted and their usage shown apart", async () => {
    const loaded = await loadHarborJobs(await withRetries(), { configurationMap: MAP })
    expect(loaded.attempts.map((a) => [a.task, a.attempt, a.missing])).toEqual([['org/a', 'a__1', false]])
    expect(loaded.configurations.map((c) => [c.id, c.attempts_complete])).toEqual([['arm', true]])
    const report = compare({ ...loaded, policy: 'incomplete' })
    const arm = report.configurations[0]!
    expect([arm.usage.input_tokens.observed, arm.usage.input_tokens.complete, arm.evaluation.passed, arm.evaluation.evaluated]).toEqual([
      1000,
      true,
      1,
      1
    ])
    const notice = report.warnings.find((w) => w.code === 'harbor_earlier_tries')!
    expect(notice.severity).toBe('notice')
    expect(notice.message).toContain(
      '2 earlier tries of this trial kept by the download (retry-0 "AgentTimeoutError", retry-1 "AgentTimeoutError"): their usage — input tokens 1,000, output tokens 20, cost $0.5 — is spend apart, not in the figures; the verdict and usage are the final try\'s'
    )
    expect(report.warnings.map((w) => w.code)).not.toContain('harbor_trial_unplaced')
    expect(report.gate.passed).toBe(true)
  })

  it('earlier tries of a trial whose final try is absent: named, never an attempt', async () => {
    const loaded = await loadHarborJobs(await withRetries(true), { configurationMap: MAP })
    expect(loaded.attempts).toHaveLength(1)
    expect(loaded.diagnostics.find((d) => d.code === 'harbor_earlier_tries')).toMatchObject({
      file: 'job-r/_retries/b__9',
      message: expect.stringContaining('no final try of this trial is in the job folder, so it is no attempt here')
    })
  })

  it('the CLI reads the same: one attempt, the default gate passes', async () => {
    const [dir] = await withRetries()
    const mapFile = path.join(tempFolder('fabric-compare-map-'), 'map.json')
    writeFileSync(mapFile, JSON.stringify(MAP))
    const run = await cli(['--harbor-job', dir!, '--configuration-map', mapFile, '--json'])
    expect(run.stderr).toBe('')
    const report = ReportSchema.parse(JSON.parse(run.stdout))
    expect([report.configurations[0]!.attempts.listed, report.configurations[0]!.usage.input_tokens.observed, run.code]).toEqual([
      1, 1000, 0
    ])
  })
})

describe('earlier tries: partial usage says so, and a linked _retries is never entered', () => {
  it('a try without counters makes the usage "at least"', async () => {
    const dirs = await tree([
      {
        name: 'job-p',
        files: {
          '_retries/a__1/retry-0/result.json': trial('a__1', 'org/a', AGENT, 0, { agent_result: null }),
          '_retries/a__1/retry-1/result.json': failedTry('a__1', 100)
        },
        trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT, 1, counters(1000, 100)) } }]
      }
    ])
    const loaded = await loadHarborJobs(dirs, { configurationMap: MAP })
    expect(loaded.attempts[0]!.diagnostics.find((d) => d.code === 'harbor_earlier_tries')?.message).toContain(
      'their usage (at least: 1 without input or output counters of 2) — input tokens 100'
    )
  })

  it('a _retries that is a symbolic link is not read', async () => {
    const [dir] = await tree([
      { name: 'job-l', trials: [{ name: 'a__1', files: { 'result.json': trial('a__1', 'org/a', AGENT, 1, counters(1000, 100)) } }] }
    ])
    const outside = tempFolder('fabric-compare-outside-')
    const [other] = await withRetries()
    cpSync(path.join(other!, '_retries'), path.join(outside, '_retries'), { recursive: true })
    symlinkSync(path.join(outside, '_retries'), path.join(dir!, '_retries'))
    const loaded = await loadHarborJobs([dir!], { configurationMap: MAP })
    expect(loaded.attempts.flatMap((a) => a.diagnostics).map((d) => d.code)).not.toContain('harbor_earlier_tries')
    expect(loaded.diagnostics.map((d) => d.code)).not.toContain('harbor_earlier_tries')
  })
})

describe('a reconstructed download: trials that never arrived are named missing attempts, the synthesised job result is labelled', () => {
  it('the missing trial is named with its reason, the inventory is not verified, the synthesised counts are not cross-checked', async () => {
    const loaded = await loadHarborJobs(await reconstructed(), { configurationMap: MAP })
    expect(loaded.attempts.map((a) => [a.task, a.missing])).toEqual([
      ['org/a', false],
      ['org/b', true]
    ])
    expect(loaded.configurations.map((c) => c.attempts_complete)).toEqual([false])
    const codes = loaded.diagnostics.map((d) => d.code)
    expect(codes).toContain('harbor_job_result_synthesised')
    expect(codes).not.toContain('harbor_job_trials_differ')
    expect(loaded.diagnostics.find((d) => d.code === 'harbor_download_trials_missing')?.message).toBe(
      'job-d: 1 trial of the job never arrived in the download ("b__7Qx" ("archive_object_not_found")); each is an attempt with no evidence that cannot be placed in a configuration: the attempt inventory of arm is not verified'
    )
    const report = compare({ ...loaded, policy: 'incomplete' })
    expect(report.warnings.find((w) => w.code === 'harbor_download_trials_missing')?.severity).toBe('warning')
    expect([report.complete, report.gate.passed]).toEqual([false, false])
  })

  it('the bundled action: the evidence incomplete, the gate failed, the missing trial named', async () => {
    const [dir] = await reconstructed()
    const evidence = tempFolder('fabric-compare-evidence-')
    cpSync(dir!, path.join(evidence, 'harbor-results', 'jobs', 'job-d'), { recursive: true })
    const run = await runAction({
      inputs: { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-d', 'configuration-map': JSON.stringify(MAP), comment: 'false' },
      pullRequest: null
    })
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.configurations[0]!.attempts).toMatchObject({ listed: 2, missing: 1, inventory_verified: false })
    expect(report.warnings.find((w) => w.code === 'harbor_download_trials_missing')?.message).toContain(
      '"b__7Qx" ("archive_object_not_found")'
    )
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
  })
})
