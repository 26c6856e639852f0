/**
 * One pricing declaration for every source (issue 38 item 3): `--pricing
 * 'ID: BASIS [verified]'` in the CLI and the action's `pricing` input apply
 * to the configurations Harbor jobs (and TB1 runs) give, so their costs can
 * be compared; a line naming no configuration there is a warning, never
 * ignored. Harbor trials shaped as in
 * __tests__/fixtures/real/harbor021-subscription-jobs; values invented.
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

/** `big` spends $0.50 a trial, `small` $0.20. */
async function jobs(): Promise<string[]> {
  const trials = (agent: object, s: string, cost: number) =>
    TASKS.map((task) => ({
      name: `${task.slice(4)}__${s}`,
      files: {
        'result.json': trial(`${task.slice(4)}__${s}`, task, agent, 1, {
          agent_result: { n_input_tokens: 100, n_cache_tokens: 0, n_output_tokens: 10, cost_usd: cost, metadata: null }
        })
      }
    }))
  return tree([
    { name: 'job-1-big', files: { 'config.json': jobConfig([A], TASKS, 1) }, trials: trials(A, 'b', 0.5) },
    { name: 'job-2-small', files: { 'config.json': jobConfig([B], TASKS, 1) }, trials: trials(B, 's', 0.2) }
  ])
}

async function harbor(dirs: string[], extra: string[]): Promise<Report> {
  const run = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(MAP), '--json', ...extra])
  expect(run.stderr).toBe('')
  return ReportSchema.parse(JSON.parse(run.stdout))
}

describe('--pricing', () => {
  it('Harbor jobs: without it no cost difference (no basis declared); with one verified basis on both sides the difference is shown', async () => {
    const dirs = await jobs()
    const without = await harbor(dirs, [])
    expect(without.comparisons[0]!.metrics.cost_usd.delta).toBeNull()
    expect(without.comparisons[0]!.metrics.cost_usd.reason).toContain('big has no pricing basis')
    const priced = await harbor(dirs, ['--pricing', 'big: list-2026 verified', '--pricing', 'small: list-2026 verified'])
    expect(priced.configurations.map((c) => [c.id, c.pricing, c.cost_basis])).toEqual([
      ['big', { basis: 'list-2026', verified: true }, 'list-2026'],
      ['small', { basis: 'list-2026', verified: true }, 'list-2026']
    ])
    expect(priced.comparisons[0]!.metrics.cost_usd.delta).toBeCloseTo(-0.6, 12)
    expect(priced.warnings.map((w) => w.code).filter((c) => c.startsWith('pricing'))).toEqual([])
  })

  it('a line naming no configuration of the folders is a warning naming it and the configurations there', async () => {
    const r = await harbor(await jobs(), ['--pricing', 'bigg: list-2026 verified'])
    expect(r.warnings.find((w) => w.code === 'pricing_configuration_unknown')?.message).toBe(
      '--pricing: "bigg" is not a configuration of these folders (configurations: "big", "small"); its pricing basis list-2026 applies to nothing'
    )
  })

  it('a manifest declares its own pricing: --pricing with one is a usage error; a malformed line names the option', async () => {
    const manifest = writeCase('pricing', { 'b.json': fullResult('rt', 'i1', 'b1') }, [
      attempt('base', '1', [{ request_id: 'b1', result: 'b.json' }], true)
    ])
    const withManifest = await cli([manifest, '--pricing', 'base: p verified'])
    expect([withManifest.code, withManifest.stderr.split('\n')[0]]).toEqual([
      2,
      "fabric-compare: --pricing is for Harbor jobs and TB1 runs: a manifest declares each configuration's `pricing` itself"
    ])
    const malformed = await cli(['--harbor-job', 'x', '--pricing', 'big: a b c'])
    expect([malformed.code, malformed.stderr.split('\n')[0]]).toEqual([
      2,
      'fabric-compare: --pricing: "big: a b c" is not `id: basis [verified]`'
    ])
  })
})

describe("the action's pricing input with Harbor jobs", () => {
  it("applies to the jobs' configurations (the cost difference shown); a line for no configuration is a warning", async () => {
    const dirs = await jobs()
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of dirs) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const run = await runAction({
      inputs: {
        'evidence-path': evidence,
        'harbor-jobs': 'jobs/job-*',
        'configuration-map': JSON.stringify(MAP),
        comment: 'false',
        pricing: 'big: list-2026 verified\nsmall: list-2026 verified\nextra: other'
      },
      pullRequest: null
    })
    const r = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(r.comparisons[0]!.metrics.cost_usd.delta).toBeCloseTo(-0.6, 12)
    expect(r.warnings.find((w) => w.code === 'pricing_configuration_unknown')?.message).toBe(
      'input `pricing`: "extra" is not a configuration of these folders (configurations: "big", "small"); its pricing basis other applies to nothing'
    )
  })
})
