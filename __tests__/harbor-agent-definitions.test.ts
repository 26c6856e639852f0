/**
 * What each agent's input counts (issue 56, "usage per agent"; src/evidence/harbor/usage/agent-input.ts): the reader follows
 * the per-agent table of docs/formats.md; an agent not in it (a custom agent by import path, as real jobs run) has a
 * definition of its own, with a notice; input and total deltas are withheld where the two sides' definitions differ,
 * and kept where they are the same. Invented values in Harbor's shapes.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { compare } from '../src/comparison/compare.js'
import { AGENT_INPUT } from '../src/evidence/harbor/usage/agent-input.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const agent = (name: string) => ({ name, model_name: 'anthropic/claude-sonnet-4-5', kwargs: {} })
const CUSTOM = agent('acme.agents:PlannerAgent')

/** A job of two trials of `a`, each with input `input` and output 20. */
function job(name: string, a: object, input: number) {
  const tasks = ['t1', 't2']
  return {
    name,
    files: { 'config.json': jobConfig([a], tasks, 1) },
    trials: tasks.map((t) => ({
      name: `${t}__${name}`,
      files: {
        'result.json': trial(`${t}__${name}`, t, a, 1, {
          config: { agent: a },
          agent_result: { n_input_tokens: input, n_cache_tokens: 0, n_output_tokens: 20, cost_usd: null, metadata: null }
        })
      }
    }))
  }
}

const MAP = { 'job:base': 'baseline', 'job:cand': 'candidate' }

async function pair(base: object, cand: object) {
  const dirs = await tree([job('base', base, 1_000), job('cand', cand, 1_500)])
  const loaded = await loadHarborJobs(dirs, { configurationMap: MAP })
  return { loaded, dirs, report: compare({ ...loaded, policy: 'incomplete' }) }
}

describe('the per-agent table', () => {
  it("names every agent of the docs table (every name of Harbor v0.22.0's models/agent/name.py), and the docs table every agent of the code", () => {
    const docs = readFileSync('docs/formats.md', 'utf8')
    const section = docs.slice(
      docs.indexOf('## Usage per Harbor agent'),
      docs.indexOf('\n## ', docs.indexOf('## Usage per Harbor agent') + 5)
    )
    const rows = section.split('\n').filter((l) => l.startsWith('| `'))
    const named = new Set(rows.flatMap((l) => [...l.split('|')[1]!.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]!)))
    expect([...named].sort()).toEqual([...AGENT_INPUT.keys()].sort())
    expect(named.size).toBe(43)
  })
})

describe('input is compared only where both sides count the same thing', () => {
  it('claude-code against terminus-2 (both every prompt token): the delta is given', async () => {
    const { report } = await pair(agent('claude-code'), agent('terminus-2'))
    expect(report.comparisons[0]!.metrics.input_tokens.delta).toBe(1_000)
    expect(report.warnings.map((w) => w.code)).not.toContain('input_definition_differs')
  })

  it("claude-code against trae-agent (the provider's raw input): input and total withheld, output kept, both definitions named", async () => {
    const { report } = await pair(agent('claude-code'), agent('trae-agent'))
    const m = report.comparisons[0]!.metrics
    expect([m.input_tokens.delta, m.total_tokens.delta, m.output_tokens.delta]).toEqual([null, null, 0])
    expect(m.input_tokens.reason).toBe(
      "input tokens count different things (baseline: every prompt token (uncached input, cache reads and cache writes); candidate: the provider's raw input (on Anthropic the uncached part only))"
    )
    expect(report.warnings.find((w) => w.code === 'input_definition_differs')?.message).toBe(
      "input tokens count different things: baseline counts every prompt token (uncached input, cache reads and cache writes), candidate counts the provider's raw input (on Anthropic the uncached part only); no input or total token difference is presented"
    )
  })

  it('a custom agent against claude-code: a notice counts its trials, the input delta is withheld', async () => {
    const { loaded, report } = await pair(agent('claude-code'), CUSTOM)
    const notices = loaded.attempts.flatMap((a) => a.diagnostics).filter((d) => d.code === 'harbor_agent_input_unknown')
    // One per trial of the custom agent (2), none for claude-code's.
    expect(notices.map((d) => d.message)).toEqual(
      Array(2).fill(
        "the agent acme.agents:PlannerAgent is not one of Harbor's installed agents: what its n_input_tokens count is unknown, so its input is compared only with the same agent's (input and total deltas against other agents are withheld)"
      )
    )
    expect(report.comparisons[0]!.metrics.input_tokens).toMatchObject({ baseline: 2_000, candidate: 3_000, delta: null })
    expect(report.comparisons[0]!.metrics.input_tokens.reason).toContain("candidate: unknown: the acme.agents:PlannerAgent agent's own")
  })

  it('the same custom agent on both sides (another model): its own definition both sides, the delta is given', async () => {
    const { report } = await pair(CUSTOM, { ...CUSTOM, model_name: 'openai/gpt-5.5' })
    expect(report.comparisons[0]!.metrics.input_tokens.delta).toBe(1_000)
  })

  it('a configuration whose trials ran two agents of different definitions is mixed, and differs from either', async () => {
    const dirs = await tree([
      job('base', agent('claude-code'), 1_000),
      job('cand', agent('claude-code'), 1_500),
      job('cand2', agent('junie'), 1_500)
    ])
    const loaded = await loadHarborJobs(dirs, { configurationMap: { ...MAP, 'job:cand2': 'candidate' } })
    expect(loaded.configurations.find((c) => c.id === 'candidate')?.input_definition).toBe(
      "mixed: every prompt token (uncached input, cache reads and cache writes) + the provider's raw input (on Anthropic the uncached part only)"
    )
  })

  it('two configurations of the same mix are not comparable either: the shares of each definition differ', async () => {
    const dirs = await tree([
      job('b1', agent('claude-code'), 1_000),
      job('b2', agent('junie'), 1_000),
      job('c1', agent('claude-code'), 1_500),
      job('c2', agent('junie'), 1_500)
    ])
    const map = { 'job:b1': 'baseline', 'job:b2': 'baseline', 'job:c1': 'candidate', 'job:c2': 'candidate' }
    const report = compare({ ...(await loadHarborJobs(dirs, { configurationMap: map })), policy: 'incomplete' })
    expect(report.comparisons[0]!.metrics.input_tokens.delta).toBeNull()
    expect(report.warnings.map((w) => w.code)).toContain('input_definition_differs')
  })

  it('the CLI: the warning and the withheld delta', async () => {
    const { dirs } = await pair(agent('claude-code'), agent('junie'))
    const out = await cli(['--harbor-job', dirs[0]!, '--harbor-job', dirs[1]!, '--configuration-map', mapFile(MAP)])
    expect(out.stdout).toContain('[input_definition_differs] input tokens count different things: baseline counts every prompt token')
  })
})
