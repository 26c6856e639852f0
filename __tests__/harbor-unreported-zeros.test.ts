/**
 * Zeros that mean "not reported" (issue 56 item 2; src/evidence/harbor/usage/unreported-zeros.ts): fifteen Harbor agents
 * write `n_input_tokens: 0` (and cache, output) when the agent reported nothing. Trials are built in Harbor's shape
 * (`agent_result`, `agent/trajectory.json` in ATIF with `source: "agent"` steps; invented values).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { ZERO_WHEN_UNREPORTED } from '../src/evidence/harbor/usage/unreported-zeros.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import type { TreeFile } from './support/harbor-tree.js'

afterAll(cleanTrees)

const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const TERMINUS = { name: 'terminus-2', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }

/** An ATIF trajectory of `steps` model steps, with `final` totals (absent: none written). */
const trajectory = (steps: number, final?: Record<string, number>): TreeFile => ({
  json: {
    schema_version: 'ATIF-v1.6',
    session_id: 's',
    agent: { name: 'claude-code', version: '1' },
    steps: Array.from({ length: steps }, (_, i) => ({ step_id: i + 1, source: 'agent', message: 'ok' })),
    ...(final === undefined ? {} : { final_metrics: final })
  }
})

const counters = (input: number, cache: number, output: number, cost: number | null) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: cache, n_output_tokens: output, cost_usd: cost, metadata: null }
})

/** A job of three trials of `agent`, each with `result` counters and `files`. */
function job(name: string, agent: object, result: Record<string, unknown>, files: Record<string, TreeFile> = {}) {
  const tasks = ['t1', 't2', 't3']
  return {
    name,
    files: { 'config.json': jobConfig([agent], tasks, 1) },
    trials: tasks.map((t) => ({
      name: `${t}__${name}`,
      files: { 'result.json': trial(`${t}__${name}`, t, agent, 1, { config: { agent }, ...result }), ...files }
    }))
  }
}

const zeros = (r: { attempts: Array<{ diagnostics: Array<{ code: string; message: string }> }> }) =>
  r.attempts.flatMap((a) => a.diagnostics).filter((d) => d.code === 'harbor_zero_not_reported')

describe('zeros that mean "not reported"', () => {
  it('the issue’s case: claude-code 0 beside a cost of 0.91 and 40 model steps is unknown, and the delta is withheld', async () => {
    const dirs = await tree([
      job('base', TERMINUS, counters(114_549, 90_000, 3_000, 0.91)),
      job('cand', CLAUDE, counters(0, 0, 0, 0.91), { 'agent/trajectory.json': trajectory(40) })
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: { 'job:base': 'baseline', 'job:cand': 'candidate' } })
    const d = zeros(r)
    expect(d).toHaveLength(3)
    expect(d[0]?.message).toBe(
      "claude-code writes 0 for a count it did not report (Harbor's populate_context: `… or 0`): input_tokens, cached_input_tokens, output_tokens of 0 read as not reported, since the trajectory gives no total for input_tokens, cached_input_tokens, output_tokens while the trial shows a cost of $0.91 and 40 model steps in its trajectory"
    )
    const report = compare({ ...r, policy: 'incomplete' })
    const cand = report.configurations[1]!
    expect(cand.usage.input_tokens).toMatchObject({ observed: null, reported_by: 0, expected: 3, complete: false })
    // Was −343,647 with input "fully covered".
    expect(report.comparisons[0]?.metrics.input_tokens.delta).toBeNull()
  })

  it('a trajectory total above 0 beside a counter of 0: the 0 is not the count; a total of 0 confirms it', async () => {
    const above = await loadHarborJobs(
      await tree([
        job('cand', CLAUDE, counters(0, 0, 500, null), {
          'agent/trajectory.json': trajectory(3, { total_prompt_tokens: 9_000, total_completion_tokens: 500, total_cached_tokens: 0 })
        })
      ])
    )
    const hc = above.attempts[0]?.requests[0]?.harness_counters
    expect(hc?.state === 'read' ? [hc.value.usage.input_tokens, hc.value.usage.cached_input_tokens] : null).toEqual([null, 0])
    const confirmed = await loadHarborJobs(
      await tree([
        job('cand', CLAUDE, counters(0, 0, 0, 0), {
          'agent/trajectory.json': trajectory(0, { total_prompt_tokens: 0, total_completion_tokens: 0, total_cached_tokens: 0 })
        })
      ])
    )
    expect(zeros(confirmed)).toEqual([])
  })

  it('no trajectory: a positive cost makes the zeros unknown; nothing showing work keeps them', async () => {
    const costly = await loadHarborJobs(await tree([job('cand', CLAUDE, counters(0, 0, 0, 0.5))]))
    expect(zeros(costly)[0]?.message).toContain('since there is no trajectory, and the trial shows a cost of $0.5')
    const idle = await loadHarborJobs(await tree([job('cand', CLAUDE, counters(0, 0, 0, 0))]))
    expect(zeros(idle)).toEqual([])
  })

  it('an agent whose counters never default to 0 reads its 0 as written; qwen-code under its Harbor name qwen-coder does not', async () => {
    expect(['claude-code', 'codex', 'opencode', 'qwen-coder', 'terminus-2'].every((a) => ZERO_WHEN_UNREPORTED.has(a))).toBe(true)
    expect(ZERO_WHEN_UNREPORTED.has('oracle')).toBe(false)
    const oracle = { name: 'oracle', model_name: null, kwargs: {} }
    const r = await loadHarborJobs(await tree([job('cand', oracle, counters(0, 0, 0, 0.5), { 'agent/trajectory.json': trajectory(5) })]))
    expect(zeros(r)).toEqual([])
    const qwen = { name: 'qwen-coder', model_name: 'qwen/qwen3-coder', kwargs: {} }
    const q = await loadHarborJobs(await tree([job('cand', qwen, counters(0, 0, 0, 0.5), { 'agent/trajectory.json': trajectory(5) })]))
    expect(zeros(q)).toHaveLength(3)
  })

  it("swe-agent's cost of 0 beside its tokens is not reported (it defaults the cost to 0.0)", async () => {
    const swe = { name: 'swe-agent', model_name: 'openai/gpt-5.5', kwargs: {} }
    const r = await loadHarborJobs(await tree([job('cand', swe, counters(12_000, 0, 300, 0))]))
    const hc = r.attempts[0]?.requests[0]?.harness_counters
    expect(hc?.state === 'read' ? [hc.value.usage.cost_usd, hc.value.usage.input_tokens] : null).toEqual([null, 12_000])
    expect(zeros(r)[0]?.message).toContain('cost_usd of 0 read as not reported')
  })

  it('the CLI: input not reported for the candidate', async () => {
    const dirs = await tree([
      job('base', TERMINUS, counters(114_549, 90_000, 3_000, 0.91)),
      job('cand', CLAUDE, counters(0, 0, 0, 0.91), { 'agent/trajectory.json': trajectory(40) })
    ])
    const out = await cli([
      '--harbor-job',
      dirs[0]!,
      '--harbor-job',
      dirs[1]!,
      '--configuration-map',
      mapFile({ 'job:base': 'baseline', 'job:cand': 'candidate' }),
      '--json'
    ])
    const report = JSON.parse(out.stdout) as { configurations: Array<{ usage: { input_tokens: { observed: number | null } } }> }
    expect(report.configurations.map((c) => c.usage.input_tokens.observed)).toEqual([343_647, null])
  })
})
