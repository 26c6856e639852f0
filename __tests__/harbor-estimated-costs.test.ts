/**
 * Estimated costs (issue 36 item 5). Harbor's `codex`, `gemini-cli` and
 * `cursor-cli` agents report no cost: Harbor estimates it from LiteLLM
 * prices; `claude-code` falls back to such an estimate when its stream has
 * no cost line, and its ATIF then says `final_metrics.extra.cost_source:
 * "litellm_estimate"` (Harbor PR #2302; the facts are in docs/formats.md,
 * what a trial's usage means by Harbor release). Trial results shaped as in
 * __tests__/fixtures/real/harbor021-subscription-jobs, trajectories as in
 * __tests__/fixtures/real/harbor-golden-atif; values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { attempt, config, input, resultReq, tokens, usage } from './support/comparison-builders.js'
import { parseBudget } from '../src/inputs/budgets.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, trial, tree } from './support/harbor-synthetic.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const EST = 'harbor-estimate:x'
const cost = (c: number, pricing_basis: string | null = null) => usage({ ...tokens(1, 1), cost_usd: c, pricing_basis })
const warning = (r: ReturnType<typeof compare>, code: string) => r.warnings.find((w) => w.code === code)

describe('costs in an estimate basis beside costs that name none', () => {
  it("no basis declared: the first attempt's basis is summed, the other left out and named; that attempt's cost is not in the per-attempt mean", () => {
    const r = compare(
      input(
        [config('a')],
        [attempt('a', 't1', { requests: [resultReq('x', cost(1))] }), attempt('a', 't2', { requests: [resultReq('y', cost(2, EST))] })]
      )
    )
    const c = r.configurations[0]!
    expect(c.usage.cost_usd).toEqual({ observed: 1, reported_by: 1, expected: 2, complete: false })
    expect(warning(r, 'pricing_basis_mixed')?.message).toBe(
      `a: 1 request priced in another basis (${EST}) than no basis named; their cost is left out of the sum`
    )
    expect(warning(r, 'pricing_basis_mixed')?.attempts).toEqual(['a/t2@r1#1'])
    expect(warning(r, 'pricing_basis_missing')?.message).toBe(
      'a: costs are reported but no pricing basis is declared; cost is not comparable'
    )
    expect([c.statistics?.per_attempt.cost_usd.attempts, c.statistics?.per_attempt.cost_usd.of]).toEqual([1, 2])
  })

  it('the estimate first: it is the reference, the cost that names none is left out', () => {
    const r = compare(
      input(
        [config('a')],
        [attempt('a', 't1', { requests: [resultReq('x', cost(2, EST))] }), attempt('a', 't2', { requests: [resultReq('y', cost(1))] })]
      )
    )
    expect(r.configurations[0]!.usage.cost_usd).toEqual({ observed: 2, reported_by: 1, expected: 2, complete: false })
    expect(warning(r, 'pricing_basis_mixed')?.message).toBe(
      `a: 1 request priced in another basis (no basis named) than ${EST}; their cost is left out of the sum`
    )
    expect(warning(r, 'pricing_basis_missing')?.message).toContain(`(the evidence names ${EST})`)
  })

  it('one attempt with both: the tie goes to the smaller id whatever the order of its requests', () => {
    for (const order of [
      [cost(1), cost(2, EST)],
      [cost(2, EST), cost(1)]
    ]) {
      const r = compare(input([config('a')], [attempt('a', 't1', { requests: order.map((u, i) => resultReq(`q${i}`, u)) })]))
      expect(r.configurations[0]!.usage.cost_usd.observed).toBe(1)
    }
  })

  it('no basis declared: the basis most costed requests are in is summed, so one stray estimate on the first task does not decide', () => {
    const r = compare(
      input(
        [config('a')],
        [
          attempt('a', 't1', { requests: [resultReq('x', cost(2, EST))] }),
          ...['t2', 't3', 't4'].map((t) => attempt('a', t, { requests: [resultReq(`y-${t}`, cost(1))] }))
        ]
      )
    )
    const c = r.configurations[0]!
    expect(c.usage.cost_usd).toEqual({ observed: 3, reported_by: 3, expected: 4, complete: false })
    expect(c.cost_basis).toBeNull()
    expect(warning(r, 'pricing_basis_mixed')?.attempts).toEqual(['a/t1@r1#1'])
    expect([c.statistics?.per_attempt.cost_usd.attempts, c.statistics?.per_attempt.cost_usd.of]).toEqual([3, 4])
  })

  it('a declared estimate basis does not take costs that name none (they are not known to be estimates)', () => {
    const r = compare(
      input(
        [config('a', { pricing: { basis: 'harbor-estimate:claude-code', verified: true } })],
        [
          attempt('a', 't1', { requests: [resultReq('x', cost(1))] }),
          attempt('a', 't2', { requests: [resultReq('y', cost(3, 'harbor-estimate:claude-code'))] })
        ]
      )
    )
    expect(r.configurations[0]!.usage.cost_usd).toEqual({ observed: 3, reported_by: 1, expected: 2, complete: false })
    expect(warning(r, 'pricing_basis_mixed')?.message).toBe(
      'a: 1 request priced in another basis (no basis named) than harbor-estimate:claude-code; their cost is left out of the sum'
    )
  })

  it('a cost budget over costs all outside the summed basis cannot be checked (a failed check), never a usage error', () => {
    const declared = { pricing: { basis: 'list-2026', verified: true } }
    const r = compare(
      input(
        [config('base', declared), config('cand', declared)],
        [
          attempt('base', 't', { requests: [resultReq('x', cost(1, 'harbor-estimate:codex'))] }),
          attempt('cand', 't', { requests: [resultReq('y', cost(2, 'harbor-estimate:codex'))] })
        ],
        { budgets: [parseBudget('cost=+10%', 'test')] }
      )
    )
    expect(r.budgets?.map((b) => b.verdict)).toEqual(['cannot_check'])
    expect(r.gate.passed).toBe(false)
  })

  it('a declared basis takes the costs that name none, never the estimate', () => {
    const r = compare(
      input(
        [config('a', { pricing: { basis: 'list-2026', verified: true } })],
        [
          attempt('a', 't1', { requests: [resultReq('x', cost(2, EST))] }),
          attempt('a', 't2', { requests: [resultReq('y', cost(1))] }),
          attempt('a', 't3', { requests: [resultReq('z', cost(4, 'list-2026'))] })
        ]
      )
    )
    expect(r.configurations[0]!.usage.cost_usd).toEqual({ observed: 5, reported_by: 2, expected: 3, complete: false })
    expect(warning(r, 'pricing_basis_mixed')?.message).toBe(
      `a: 1 request priced in another basis (${EST}) than list-2026; their cost is left out of the sum`
    )
  })
})

describe('pricing bases across configurations', () => {
  const two = (a: string | null, b: string | null, declared: string | null = null) =>
    compare(
      input(
        [config('base', declared === null ? {} : { pricing: { basis: declared, verified: true } }), config('cand')],
        [attempt('base', 't', { requests: [resultReq('x', cost(1, a))] }), attempt('cand', 't', { requests: [resultReq('y', cost(3, b))] })]
      )
    )

  it('costs that name none beside an estimate: bases differ, named on both sides, no cost difference', () => {
    const r = two(null, EST)
    expect(warning(r, 'pricing_basis_differs')?.message).toBe(
      `pricing bases differ (base: no basis named, cand: ${EST}); no cost difference is presented`
    )
    const d = r.comparisons[0]!.metrics.cost_usd
    expect(d.delta).toBeNull()
    expect(d.reason).toContain(`pricing bases differ (no basis named vs ${EST})`)
  })

  it('two estimates of different agents differ; the same estimate on both sides does not', () => {
    expect(warning(two('harbor-estimate:codex', 'harbor-estimate:gemini-cli'), 'pricing_basis_differs')?.message).toBe(
      'pricing bases differ (base: harbor-estimate:codex, cand: harbor-estimate:gemini-cli); no cost difference is presented'
    )
    expect(warning(two(EST, EST), 'pricing_basis_differs')).toBeUndefined()
  })

  it('costs that name none beside a declared basis are not called different (they may be in it); the missing basis is named', () => {
    const r = two(null, null, 'list-2026')
    expect(warning(r, 'pricing_basis_differs')).toBeUndefined()
    expect(warning(r, 'pricing_basis_missing')?.configurations).toEqual(['cand'])
  })
})

// ---- Harbor jobs, through the CLI and the bundled action ----

const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const CODEX = { name: 'codex', model_name: 'openai/gpt-5', kwargs: {} }
const MAP = { 'claude-code@anthropic/claude-sonnet-4-5': 'base', 'codex@openai/gpt-5': 'cand' }
const TASKS = ['org/a', 'org/b', 'org/c']
const jobConfig = (agent: object) => ({
  json: { job_name: 'j', n_attempts: 1, agents: [agent], datasets: [], tasks: TASKS.map((name) => ({ name })) }
})
const lock = { json: { schema_version: 3, harbor: { version: '0.24.1', git_commit_hash: null, is_editable: false } } }

/** A claude-code trajectory whose final_metrics match the trial's counters; `source` its `extra.cost_source` (none when null). */
const trajectory = (costUsd: number, source: string | null) => ({
  json: {
    schema_version: 'ATIF-v1.6',
    agent: { name: 'claude-code', version: '2.0.0' },
    steps: [{ step_id: 1, source: 'agent', message: 'done', metrics: { prompt_tokens: 100, completion_tokens: 10, cached_tokens: 40 } }],
    final_metrics: {
      total_prompt_tokens: 100,
      total_completion_tokens: 10,
      total_cached_tokens: 40,
      total_cost_usd: costUsd,
      total_steps: 1,
      extra: { total_cache_creation_input_tokens: 0, ...(source === null ? {} : { cost_source: source }) }
    }
  }
})

function claudeTrial(task: string, costUsd: number, source: string | null) {
  const name = `${task.slice(4)}__b`
  const counters = { agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: costUsd, metadata: null } }
  return { name, files: { 'result.json': trial(name, task, CLAUDE, 1, counters), 'agent/trajectory.json': trajectory(costUsd, source) } }
}

function codexTrial(task: string, costUsd: number | null) {
  const name = `${task.slice(4)}__c`
  const extra = {
    agent_info: { name: 'codex', version: '0.46.0', model_info: { name: 'gpt-5', provider: 'openai' } },
    agent_result: { n_input_tokens: 100, n_cache_tokens: 40, n_output_tokens: 10, cost_usd: costUsd, metadata: null }
  }
  return { name, files: { 'result.json': trial(name, task, CODEX, 1, extra) } }
}

/** The configuration map of the jobs `dirs` (named job-base, job-cand) in a file. */
function mapFile(dirs: string[]): string {
  const f = path.join(tempFolder('fabric-compare-map-'), 'map.json')
  const names = dirs.map((d) => path.basename(d))
  writeFileSync(f, JSON.stringify(Object.fromEntries(Object.entries(MAP).filter(([, id]) => names.includes(`job-${id}`)))))
  return f
}

async function report(dirs: string[]): Promise<Report> {
  const run = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(dirs), '--json'])
  expect(run.stderr).toBe('')
  return ReportSchema.parse(JSON.parse(run.stdout))
}

describe('Harbor: codex costs are estimates, claude-code costs billed unless its trajectory says otherwise', () => {
  it("claude-code (billed) against codex (always estimated): bases differ, each trial's estimate named, no cost difference", async () => {
    const dirs = await tree([
      {
        name: 'job-base',
        files: { 'config.json': jobConfig(CLAUDE), 'lock.json': lock },
        trials: TASKS.map((t) => claudeTrial(t, 0.5, null))
      },
      { name: 'job-cand', files: { 'config.json': jobConfig(CODEX), 'lock.json': lock }, trials: TASKS.map((t) => codexTrial(t, 0.25)) }
    ])
    const r = await report(dirs)
    const [base, cand] = r.configurations
    expect([base!.usage.cost_usd, cand!.usage.cost_usd]).toEqual([
      { observed: 1.5, reported_by: 3, expected: 3, complete: true },
      { observed: 0.75, reported_by: 3, expected: 3, complete: true }
    ])
    expect(r.warnings.find((w) => w.code === 'pricing_basis_differs')?.message).toBe(
      'pricing bases differ (base: no basis named, cand: harbor-estimate:codex); no cost difference is presented'
    )
    const estimated = r.warnings.find((w) => w.code === 'harbor_cost_estimated')!
    expect([estimated.configurations, estimated.attempts.length]).toEqual([['cand'], 3])
    expect(estimated.message).toContain(
      "the trial's cost ($0.25) is a price estimate, not a billed cost (Harbor's codex agent reports no cost of its own; Harbor estimates it from LiteLLM prices): it is counted in pricing basis harbor-estimate:codex"
    )
    expect(r.comparisons[0]!.metrics.cost_usd.delta).toBeNull()
    expect(r.comparisons[0]!.metrics.cost_usd.reason).toContain('pricing bases differ (no basis named vs harbor-estimate:codex)')
    expect([base!.cost_basis, cand!.cost_basis]).toEqual([null, 'harbor-estimate:codex'])
    const text = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile(dirs)])
    expect(text.stdout).toContain('$0.75 · no pricing basis declared; the evidence names harbor-estimate:codex')
  })

  it('codex trials whose model has no LiteLLM price (cost null) name no basis and raise no notice', async () => {
    const dirs = await tree([
      { name: 'job-cand', files: { 'config.json': jobConfig(CODEX) }, trials: TASKS.map((t) => codexTrial(t, null)) }
    ])
    const r = await report(dirs)
    expect(r.configurations[0]!.usage.cost_usd.observed).toBeNull()
    expect(r.warnings.map((w) => w.code)).not.toContain('harbor_cost_estimated')
    expect(r.warnings.map((w) => w.code)).not.toContain('pricing_basis_missing')
  })

  it('a claude-code job where one trajectory says litellm_estimate: that cost is left out of the billed sum, named, the figure a lower bound', async () => {
    const dirs = await tree([
      {
        name: 'job-base',
        files: { 'config.json': jobConfig(CLAUDE), 'lock.json': lock },
        trials: [claudeTrial('org/a', 0.5, null), claudeTrial('org/b', 0.75, 'litellm_estimate'), claudeTrial('org/c', 0.5, null)]
      }
    ])
    const r = await report(dirs)
    expect(r.configurations[0]!.usage.cost_usd).toEqual({ observed: 1, reported_by: 2, expected: 3, complete: false })
    const mixed = r.warnings.find((w) => w.code === 'pricing_basis_mixed')!
    expect(mixed.message).toBe(
      'base: 1 request priced in another basis (harbor-estimate:claude-code) than no basis named; their cost is left out of the sum'
    )
    expect(mixed.attempts).toEqual(['base/org/b@sum-org/b#b__b'])
    expect(r.warnings.find((w) => w.code === 'harbor_cost_estimated')?.message).toContain(
      'agent/trajectory.json says final_metrics.extra.cost_source "litellm_estimate"'
    )
  })

  it('earlier tries of a codex trial kept by a download: their cost is said to be an estimate', async () => {
    const failed = {
      ...(codexTrial('org/a', 0.25).files['result.json'] as { json: object }).json,
      exception_info: { exception_type: 'AgentTimeoutError', exception_message: 'timed out', occurred_at: '2026-01-01T00:00:30Z' }
    }
    const dirs = await tree([
      {
        name: 'job-cand',
        files: { 'config.json': jobConfig(CODEX), '_retries/a__c/retry-0/result.json': { json: failed } },
        trials: TASKS.map((t) => codexTrial(t, 0.25))
      }
    ])
    const r = await report(dirs)
    expect(r.warnings.find((w) => w.code === 'harbor_earlier_tries')?.message).toContain(
      'cost $0.25 (a LiteLLM price estimate, not a bill) — is spend apart'
    )
  })

  it('the bundled action: the same bases, the same warnings', async () => {
    const dirs = await tree([
      {
        name: 'job-base',
        files: { 'config.json': jobConfig(CLAUDE), 'lock.json': lock },
        trials: TASKS.map((t) => claudeTrial(t, 0.5, null))
      },
      { name: 'job-cand', files: { 'config.json': jobConfig(CODEX), 'lock.json': lock }, trials: TASKS.map((t) => codexTrial(t, 0.25)) }
    ])
    const evidence = tempFolder('fabric-compare-evidence-')
    for (const d of dirs) cpSync(d, path.join(evidence, 'harbor-results', 'jobs', path.basename(d)), { recursive: true })
    const run = await runAction({
      inputs: { 'evidence-path': evidence, 'harbor-jobs': 'jobs/job-*', 'configuration-map': JSON.stringify(MAP), comment: 'false' },
      pullRequest: null
    })
    const r = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(r.warnings.find((w) => w.code === 'pricing_basis_differs')?.message).toBe(
      'pricing bases differ (base: no basis named, cand: harbor-estimate:codex); no cost difference is presented'
    )
    expect(r.warnings.find((w) => w.code === 'harbor_cost_estimated')?.configurations).toEqual(['cand'])
    expect(r.comparisons[0]!.metrics.cost_usd.delta).toBeNull()
    const figures = JSON.parse(run.outputs['summary-json']!) as Array<{ id: string; pricing_basis: string | null; cost_usd: number | null }>
    expect(figures.map((f) => [f.id, f.pricing_basis, f.cost_usd])).toEqual([
      ['base', null, 1.5],
      ['cand', 'harbor-estimate:codex', 0.75]
    ])
  })
})
