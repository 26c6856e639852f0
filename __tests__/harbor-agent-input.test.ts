/**
 * Input defined differently per agent (issue 56 item 3; src/evidence/harbor/usage/input-without-writes.ts): codex's input includes
 * OpenAI's cache writes; opencode's leaves them out (`prompt_tokens = input + cache_read`, the writes only in each
 * ATIF step's `metrics.extra.cache_write_tokens`). Invented values in Harbor's shapes.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import type { TreeFile } from './support/harbor-tree.js'

afterAll(cleanTrees)

const CODEX = { name: 'codex', model_name: 'openai/gpt-5.5', kwargs: {} }
const OPENCODE = { name: 'opencode', model_name: 'openai/gpt-5.5', kwargs: {} }

/** An opencode ATIF trajectory whose steps report `writes` cache writes in all (two steps). */
const opencodeTrajectory = (writes: number, prompt: number): TreeFile => ({
  json: {
    schema_version: 'ATIF-v1.6',
    session_id: 's',
    agent: { name: 'opencode', version: '1' },
    steps: [
      {
        step_id: 1,
        source: 'agent',
        message: 'a',
        metrics: { prompt_tokens: prompt / 2, cached_tokens: 0, completion_tokens: 10, extra: { cache_write_tokens: writes / 2 } }
      },
      {
        step_id: 2,
        source: 'agent',
        message: 'b',
        metrics: { prompt_tokens: prompt / 2, cached_tokens: 0, completion_tokens: 10, extra: { cache_write_tokens: writes / 2 } }
      }
    ],
    final_metrics: { total_prompt_tokens: prompt, total_completion_tokens: 20, total_cached_tokens: 0 }
  }
})

function job(name: string, agent: object, input: number, files: Record<string, TreeFile> = {}) {
  return {
    name,
    files: { 'config.json': jobConfig([agent], ['t1'], 1) },
    trials: [
      {
        name: `t1__${name}`,
        files: {
          'result.json': trial(`t1__${name}`, 't1', agent, 1, {
            config: { agent },
            agent_result: { n_input_tokens: input, n_cache_tokens: 0, n_output_tokens: 20, cost_usd: null, metadata: null }
          }),
          ...files
        }
      }
    ]
  }
}

const MAP = { 'job:base': 'baseline', 'job:cand': 'candidate' }

describe('input that leaves cache writes out (opencode, mimo, openclaw, rovodev-cli, pi)', () => {
  it('its steps’ cache writes are counted into input: codex 147,000 against opencode 106,500 + 41,000 is +500, not −40,500', async () => {
    const dirs = await tree([
      job('base', CODEX, 147_000),
      job('cand', OPENCODE, 106_500, { 'agent/trajectory.json': opencodeTrajectory(41_000, 106_500) })
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.configurations.map((c) => c.usage.input_tokens.observed)).toEqual([147_000, 147_500])
    expect(report.comparisons[0]?.metrics.input_tokens.delta).toBe(500)
    const d = r.attempts.find((a) => a.configuration === 'candidate')?.diagnostics.find((x) => x.code === 'harbor_cache_writes_counted')
    expect(d?.message).toBe(
      "opencode's n_input_tokens leave cache writes out (its prompt_tokens are input + cache reads): 41,000 cache-write tokens (its steps' metrics.extra.cache_write_tokens, cand/t1__cand/agent/trajectory.json) counted into input (106,500 → 147,500)"
    )
    // The trajectory's own counters take the writes too: no disagreement between them and the counters.
    const cand = r.attempts.find((a) => a.configuration === 'candidate')!
    expect(cand.legacy_counters.find((c) => c.source.startsWith('atif.final_metrics'))).toMatchObject({
      source: 'atif.final_metrics + cache writes',
      input_tokens: 147_500
    })
  })

  it('no step reports them: the input is not comparable, its delta withheld', async () => {
    const dirs = await tree([job('base', CODEX, 147_000), job('cand', OPENCODE, 106_500)])
    const report = compare({ ...(await loadHarborJobs(dirs, { configurationMap: MAP })), policy: 'incomplete' })
    expect(report.comparisons[0]?.metrics.input_tokens.delta).toBeNull()
    expect(report.comparisons[0]?.metrics.input_tokens.reason).toMatch(/cache writes/)
  })

  it('the CLI says +500', async () => {
    const dirs = await tree([
      job('base', CODEX, 147_000),
      job('cand', OPENCODE, 106_500, { 'agent/trajectory.json': opencodeTrajectory(41_000, 106_500) })
    ])
    const out = await cli(['--harbor-job', dirs[0]!, '--harbor-job', dirs[1]!, '--configuration-map', mapFile(MAP), '--json'])
    const report = JSON.parse(out.stdout) as { comparisons: Array<{ metrics: { input_tokens: { delta: number } } }> }
    expect(report.comparisons[0]?.metrics.input_tokens.delta).toBe(500)
  })

  it('mimo, openclaw and rovodev-cli count their steps’ writes in the same way; pi and mcode, which write no trajectory, are withheld', async () => {
    for (const name of ['mimo', 'openclaw', 'rovodev-cli']) {
      const agent = { name, model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
      const r = await loadHarborJobs(
        await tree([job('cand', agent, 106_500, { 'agent/trajectory.json': opencodeTrajectory(41_000, 106_500) })])
      )
      const hc = r.attempts[0]?.requests[0]?.harness_counters
      expect(hc?.state === 'read' ? hc.value.usage.input_tokens : null).toBe(147_500)
      expect(r.attempts[0]?.diagnostics.find((d) => d.code === 'harbor_cache_writes_counted')?.message).toMatch(
        new RegExp(`^${name}'s n_input_tokens`)
      )
    }
    for (const name of ['pi', 'mcode']) {
      const agent = { name, model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
      const report = compare({
        ...(await loadHarborJobs(await tree([job('base', CODEX, 147_000), job('cand', agent, 106_500)]), { configurationMap: MAP })),
        policy: 'incomplete'
      })
      expect(report.comparisons[0]?.metrics.input_tokens.delta).toBeNull()
      expect(report.warnings.map((w) => w.code)).toContain('input_excludes_cache_writes')
    }
  })
})
