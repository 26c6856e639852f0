/**
 * ATIF v1.8 and the cache writes of Harbor's `claude-code` agent (issue 18
 * item 4), on synthetic Harbor 0.21 trials and ATIF trajectories shaped after
 * formats.md §6–§7 (written to temp folders; not real runs).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { reduceAtif } from '../src/evidence/atif/segment.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { renderText } from '../src/render/text.js'
import { cleanTrees, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const CLAUDE = { name: 'claude-code', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const TERMINUS = { name: 'terminus-2', model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} }
const counters = (input: number) => ({ agent_result: { n_input_tokens: input, n_cache_tokens: 600, n_output_tokens: 50, cost_usd: null, metadata: null } })

/** A claude-code ATIF v1.8 trajectory: prompt tokens = uncached + cache reads; cache writes only in `extra`. */
const trajectory = (finalExtra: boolean) => ({
  json: {
    schema_version: 'ATIF-v1.8',
    session_id: 's-1',
    agent: { name: 'claude-code', version: '2.0.1', model_name: 'claude-sonnet-4-5' },
    some_v18_field: { kept: 'unknown fields stay lenient' },
    steps: [
      { step_id: 1, source: 'agent', timestamp: '2026-01-01T00:00:10Z', metrics: { prompt_tokens: 400, completion_tokens: 20, cached_tokens: 300, extra: { cache_creation_input_tokens: 1200 } } },
      { step_id: 2, source: 'agent', timestamp: '2026-01-01T00:00:20Z', metrics: { prompt_tokens: 600, completion_tokens: 30, cached_tokens: 300, extra: { cache_creation_input_tokens: 300 } } }
    ],
    final_metrics: {
      total_prompt_tokens: 1000,
      total_completion_tokens: 50,
      total_cached_tokens: 600,
      total_steps: 2,
      ...(finalExtra ? { extra: { total_cache_creation_input_tokens: 1500 } } : {})
    }
  }
})

async function jobs(claudeFiles: Record<string, unknown>) {
  return tree([
    { name: 'job-claude', trials: [{ name: 't__c', files: { 'result.json': trial('t__c', 'org/t', CLAUDE, 1, counters(1000)), ...claudeFiles } as never }] },
    { name: 'job-terminus', trials: [{ name: 't__t', files: { 'result.json': trial('t__t', 'org/t', TERMINUS, 1, counters(2600)) } }] }
  ])
}

describe('ATIF v1.8', () => {
  it('is a known version: no notice, unknown fields ignored, cache writes read from extra', () => {
    const r = reduceAtif(trajectory(true).json, 'trajectory.json')
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.diagnostics).toEqual([])
    expect([r.value.schema_version, r.value.agent_name, r.value.final_cache_writes, r.value.step_cache_writes]).toEqual(['ATIF-v1.8', 'claude-code', 1500, 1500])
  })
})

describe("claude-code's input tokens leave out cache writes", () => {
  it('counts the trajectory\'s cache writes into input, so its input compares with another agent\'s', async () => {
    const loaded = await loadHarborJobs(await jobs({ 'agent/trajectory.json': trajectory(true) }), { configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' } })
    const report = compare({ ...loaded, policy: 'incomplete' })
    const claude = report.configurations.find((c) => c.id === 'claude')!
    expect(claude.usage.input_tokens).toEqual({ observed: 2500, reported_by: 1, expected: 1, complete: false })
    const text = renderText(report, { details: true })
    expect(text).toContain('claude_code_cache_writes_counted] claude-code leaves cache writes out of n_input_tokens: 1,500 cache-write tokens (final_metrics.extra.total_cache_creation_input_tokens, job-claude/t__c/agent/trajectory.json) counted into input (1,000 → 2,500)')
    expect(text).not.toContain('input_excludes_cache_writes')
    expect(text).not.toContain('atif_unknown_version')
    // The trajectory's own counters get the same cache writes, so they cross-check like with like.
    const legacy = report.attempts.find((a) => a.configuration === 'claude')!.legacy_counters
    expect(legacy.map((l) => [l.source, l.input_tokens])).toEqual([
      ['atif.final_metrics + cache writes', 2500],
      ['atif.steps (sum) + cache writes', 2500]
    ])
    expect(text).not.toContain('legacy_counter_differs')
  })

  it('sums the steps\' cache writes when final_metrics has no extra', async () => {
    const loaded = await loadHarborJobs(await jobs({ 'agent/trajectory.json': trajectory(false) }), { configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' } })
    const claude = compare({ ...loaded, policy: 'incomplete' }).configurations.find((c) => c.id === 'claude')!
    expect(claude.usage.input_tokens.observed).toBe(2500)
  })

  it('without a trajectory that says how many: the input is flagged not comparable, its delta withheld with the reason, and a warning', async () => {
    const loaded = await loadHarborJobs(await jobs({}), { configurationMap: { 'claude-code': 'claude', 'terminus-2': 'terminus' } })
    for (const c of loaded.configurations) c.attempts_complete = true
    const report = compare({ ...loaded, policy: 'warnings' })
    const cmp = report.comparisons[0]!
    expect([cmp.baseline, cmp.candidate]).toEqual(['claude', 'terminus'])
    expect(cmp.metrics.input_tokens).toEqual({
      baseline: 1000,
      candidate: 2600,
      delta: null,
      reason: 'claude input_tokens means something else in 1 request (input_excludes_cache_writes: harbor.agent_result input_tokens 1,000 leave out cache writes (claude-code), and no trajectory says how many)'
    })
    expect(cmp.metrics.output_tokens.delta).toBe(0)
    const w = report.warnings.find((x) => x.code === 'input_excludes_cache_writes')!
    expect([w.severity, w.message]).toEqual([
      'warning',
      "claude: 1 request reports input tokens that leave out cache writes (Harbor claude-code agent), not comparable with other agents' input (e.g. harbor.agent_result input_tokens 1,000 leave out cache writes (claude-code), and no trajectory says how many in claude/org/t@sum-org/t#t__c); figures are shown as reported, the delta of input_tokens and total_tokens is withheld"
    ])
  })
})
