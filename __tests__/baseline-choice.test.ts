/**
 * Naming the baseline (issue 38 item 2): `--baseline NAME` and the
 * action's `baseline:` put that configuration first for every source; the
 * default stays the source's order (a manifest's as written, Harbor jobs
 * as read); an unknown name is a usage error naming the nearest. Harbor
 * trials shaped as in __tests__/fixtures/real/harbor021-subscription-jobs;
 * values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { attempt, fullResult, writeCase } from './support/cli-manifest-cases.js'
import { cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const A = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const B = { name: 'terminus-2', model_name: 'openai/gpt-5-mini', kwargs: {} }
const MAP = { 'terminus-2@openai/gpt-5': 'big', 'terminus-2@openai/gpt-5-mini': 'small' }
const TASKS = ['org/a', 'org/b']
const counters = (input: number) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: 0, n_output_tokens: 10, cost_usd: null, metadata: null }
})

/** Job `job-1-big` (read first) with 1,000 input tokens a trial, `job-2-small` with 400. */
async function jobs(): Promise<string[]> {
  const trials = (agent: object, s: string, input: number) =>
    TASKS.map((task) => ({
      name: `${task.slice(4)}__${s}`,
      files: { 'result.json': trial(`${task.slice(4)}__${s}`, task, agent, 1, counters(input)) }
    }))
  return tree([
    { name: 'job-1-big', files: { 'config.json': jobConfig([A], TASKS, 1) }, trials: trials(A, 'b', 1000) },
    { name: 'job-2-small', files: { 'config.json': jobConfig([B], TASKS, 1) }, trials: trials(B, 's', 400) }
  ])
}

async function harbor(dirs: string[], extra: string[]): Promise<{ code: number; stderr: string; report: Report | null }> {
  const run = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(MAP), '--json', ...extra])
  return { code: run.code, stderr: run.stderr, report: run.stdout === '' ? null : ReportSchema.parse(JSON.parse(run.stdout)) }
}

describe('--baseline', () => {
  it('Harbor jobs: the default is the job read first; --baseline small compares big against small, the sign flips with it', async () => {
    const dirs = await jobs()
    const first = (await harbor(dirs, [])).report!
    expect([first.comparisons[0]!.baseline, first.comparisons[0]!.candidate, first.comparisons[0]!.metrics.input_tokens.delta]).toEqual([
      'big',
      'small',
      -1200
    ])
    const named = (await harbor(dirs, ['--baseline', 'small'])).report!
    expect(named.configurations.map((c) => c.id)).toEqual(['small', 'big'])
    expect([named.comparisons[0]!.baseline, named.comparisons[0]!.candidate, named.comparisons[0]!.metrics.input_tokens.delta]).toEqual([
      'small',
      'big',
      1200
    ])
  })

  it('an unknown name is a usage error naming the configurations and the nearest', async () => {
    const run = await harbor(await jobs(), ['--baseline', 'smal'])
    expect([run.code, run.report]).toEqual([2, null])
    expect(run.stderr).toBe(
      'fabric-compare: baseline "smal" is not a configuration of this comparison; did you mean "small"? (configurations: "big", "small")\n'
    )
  })

  it('a manifest: the order as written is the default; --baseline cand reverses it', async () => {
    const manifest = writeCase('baseline', { 'b.json': fullResult('rt', 'i1', 'b1'), 'c.json': fullResult('rt', 'i2', 'c1') }, [
      attempt('base', '1', [{ request_id: 'b1', result: 'b.json' }], true),
      attempt('cand', '1', [{ request_id: 'c1', result: 'c.json' }], false)
    ])
    const as = async (extra: string[]) => ReportSchema.parse(JSON.parse((await cli([manifest, '--json', ...extra])).stdout))
    expect((await as([])).comparisons.map((c) => [c.baseline, c.candidate])).toEqual([['base', 'cand']])
    expect((await as(['--baseline', 'cand'])).comparisons.map((c) => [c.baseline, c.candidate])).toEqual([['cand', 'base']])
  })

  it('summarize refuses it: the comparison is made at merge', async () => {
    const run = await cli(['summarize', 'm.json', '--out', 's.json', '--baseline', 'x'])
    expect([run.code, run.stderr.split('\n')[0]]).toEqual([
      2,
      'fabric-compare: --baseline is for compare and merge: summarize writes a shard, the comparison is made at merge'
    ])
  })
})

describe("the action's baseline input", () => {
  it('Harbor jobs: baseline: small compares against small; an unknown one fails the job naming the nearest', async () => {
    const dirs = await jobs()
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of dirs) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const inputs = { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-*', 'configuration-map': JSON.stringify(MAP), comment: 'false' }
    const run = await runAction({ inputs: { ...inputs, baseline: 'small' }, pullRequest: null })
    const r = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect([r.comparisons[0]!.baseline, r.comparisons[0]!.metrics.input_tokens.delta]).toEqual(['small', 1200])
    const wrong = await runAction({ inputs: { ...inputs, baseline: 'smal' }, pullRequest: null })
    expect(wrong.exitCode).toBe(1)
    expect(wrong.stdout).toContain('baseline "smal" is not a configuration of this comparison; did you mean "small"?')
  })
})
