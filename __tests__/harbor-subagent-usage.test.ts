/**
 * Subagent usage outside the total (issue 36 item 8), on SYNTHETIC Harbor
 * trials with ATIF trajectories shaped as in
 * __tests__/fixtures/real/harbor-golden-atif (a step's
 * `observation.results[].subagent_trajectory_ref[].trajectory_path`, a
 * subagent file with its own `final_metrics`); values invented.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const AGENT = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
const counters = (input: number, output: number) => ({
  agent_result: { n_input_tokens: input, n_cache_tokens: 0, n_output_tokens: output, cost_usd: null, metadata: null }
})

/**
 * A parent trajectory whose own step used 1,000 / 100 tokens and whose final_metrics total `final` prompt tokens; one
 * subagent of 500 / 50.
 */
const files = (finalPrompt: number, finalCompletion: number, input = finalPrompt, output = finalCompletion) => ({
  'result.json': trial('a__1', 'org/a', AGENT, 1, counters(input, output)),
  'agent/trajectory.json': {
    json: {
      schema_version: 'ATIF-v1.8',
      agent: { name: 'terminus-2' },
      steps: [
        {
          step_id: 1,
          source: 'agent',
          metrics: { prompt_tokens: 1000, completion_tokens: 100 },
          observation: { results: [{ subagent_trajectory_ref: [{ trajectory_path: 'sub-1.json' }] }] }
        }
      ],
      final_metrics: { total_prompt_tokens: finalPrompt, total_completion_tokens: finalCompletion, total_steps: 1 }
    }
  },
  'agent/sub-1.json': {
    json: { schema_version: 'ATIF-v1.8', steps: [], final_metrics: { total_prompt_tokens: 500, total_completion_tokens: 50 } }
  }
})

async function report(finalPrompt: number, finalCompletion: number, input = finalPrompt, output = finalCompletion) {
  const dirs = await tree([
    {
      name: `job-${finalPrompt}-${input}`,
      files: { 'config.json': jobConfig([AGENT], ['org/a'], 1) },
      trials: [{ name: 'a__1', files: files(finalPrompt, finalCompletion, input, output) as never }]
    }
  ])
  return compare({ ...(await loadHarborJobs(dirs)), policy: 'incomplete' })
}

describe('subagent tokens the parent leaves out', () => {
  it('the parent final_metrics equal its own steps: the usage is a lower bound with the reason, the evidence incomplete', async () => {
    const r = await report(1000, 100)
    const c = r.configurations[0]!
    expect([c.usage.input_tokens.observed, c.usage.input_tokens.complete, c.usage.output_tokens.complete, c.complete]).toEqual([
      1000,
      false,
      false,
      false
    ])
    expect(r.warnings.find((w) => w.code === 'atif_subagent_usage_outside')?.message).toContain(
      "the subagent trajectories report 500 prompt_tokens, 50 completion_tokens that the parent's final_metrics leave out (they equal the parent's own steps): the trial's usage (its harness counters) is a lower bound"
    )
  })

  it('the parent final_metrics include them (its steps + the subagents): complete, no warning', async () => {
    const r = await report(1500, 150)
    expect(r.configurations[0]!.complete).toBe(true)
    expect(r.warnings.map((w) => w.code)).not.toContain('atif_subagent_usage_outside')
  })

  it('the parent includes them but the harness counters report only its own steps: a lower bound, named', async () => {
    const r = await report(1500, 150, 1000, 100)
    expect(r.configurations[0]!.complete).toBe(false)
    expect(r.warnings.find((w) => w.code === 'atif_subagent_usage_outside')?.message).toContain(
      "the parent's final_metrics (1,500 prompt tokens) include its subagents' 500, and the harness counters report less: the trial's usage (its harness counters) is a lower bound"
    )
  })
})
