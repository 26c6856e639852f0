/**
 * A simulated user's tokens are not the agent's (issue 56 item 4; src/evidence/harbor/usage/simulated-user.ts): with
 * `config.user_agent` set, `agent_result` holds the user agent's counters and the agent under test's usage is
 * `agent_result.metadata.acp_target_usage` (Harbor's `extract_target_usage`: the last usage mapping of the ACP session
 * export, camelCase as ACP writes it). Invented values in Harbor's shapes.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

/** A job of two simulated-user trials: the user agent used `user` input tokens, the agent under test `target` (or no mapping). */
function job(name: string, agent: object, user: number, target: Record<string, number> | null) {
  const tasks = ['t1', 't2']
  return {
    name,
    files: { 'config.json': jobConfig([agent], tasks, 1) },
    trials: tasks.map((t) => ({
      name: `${t}__${name}`,
      files: {
        'result.json': trial(`${t}__${name}`, t, agent, 1, {
          config: { agent, user_agent: { name: 'simulated-user', model_name: 'openai/gpt-5.5' } },
          agent_result: {
            n_input_tokens: user,
            n_cache_tokens: 0,
            n_output_tokens: 50,
            cost_usd: null,
            metadata: target === null ? {} : { acp_target_usage: target }
          }
        })
      }
    }))
  }
}

const MAP = { 'job:base': 'baseline', 'job:cand': 'candidate' }

describe("a simulated user's counters are not the agent's", () => {
  it("the agent under test's usage is acp_target_usage: −1,440,000 input tokens, not the users' −1,000", async () => {
    const dirs = await tree([
      job('base', AGENT_A, 1_000, { inputTokens: 750_000, outputTokens: 9_000, totalTokens: 759_000 }),
      job('cand', AGENT_B, 500, { inputTokens: 30_000, outputTokens: 2_000, totalTokens: 32_000 })
    ])
    const r = await loadHarborJobs(dirs, { configurationMap: MAP })
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.configurations.map((c) => c.usage.input_tokens.observed)).toEqual([1_500_000, 60_000])
    expect(report.comparisons[0]?.metrics.input_tokens.delta).toBe(-1_440_000)
    const d = r.attempts[0]?.diagnostics.find((x) => x.code === 'harbor_simulated_user')
    expect(d?.message).toBe(
      'a simulated user (config.user_agent "simulated-user") played the user, and agent_result holds its counters (n_input_tokens 1000, n_output_tokens 50): shown here, never counted as the agent\'s; the agent under test\'s usage is agent_result.metadata.acp_target_usage (the last usage mapping of its ACP session export)'
    )
  })

  it('without the mapping the agent’s usage is not reported, never the user agent’s', async () => {
    const r = await loadHarborJobs(await tree([job('base', AGENT_A, 1_000, null)]))
    const report = compare({ ...r, policy: 'incomplete' })
    expect(report.configurations[0]?.usage.input_tokens).toMatchObject({ observed: null, reported_by: 0, expected: 2 })
    expect(r.attempts[0]?.diagnostics.find((x) => x.code === 'harbor_simulated_user')?.message).toContain(
      "the agent under test's usage is not reported (no agent_result.metadata.acp_target_usage)"
    )
  })

  it('snake_case mappings are read too; the CLI gives the same figures', async () => {
    const dirs = await tree([
      job('base', AGENT_A, 1_000, { input_tokens: 750_000, output_tokens: 9_000 }),
      job('cand', AGENT_B, 500, { input_tokens: 30_000, output_tokens: 2_000 })
    ])
    const out = await cli([
      '--harbor-job',
      dirs[0]!,
      '--harbor-job',
      dirs[1]!,
      '--configuration-map',
      mapFile(MAP),
      '--json',
      '--fail-on',
      'never'
    ])
    const report = JSON.parse(out.stdout) as { configurations: Array<{ usage: { input_tokens: { observed: number } } }> }
    expect(report.configurations.map((c) => c.usage.input_tokens.observed)).toEqual([1_500_000, 60_000])
  })
})
