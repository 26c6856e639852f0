import { describe, it, expect } from '@jest/globals'
import path from 'node:path'
import { readHarborSample } from '../src/evidence/harbor/samples/sample.js'
import { compare } from '../src/comparison/compare.js'
import { REAL_FIXTURES } from './support/harbor-tree.js'

const SAMPLES = path.join(REAL_FIXTURES, 'nemo-fabric-harbor-samples')
const TASK = 'swe-bench/django__django-13741'
const REV = 'ec0f790de15f8d571fa300af2301df4f96b53a67250e09d2a8ce735222982cd8'

describe('readHarborSample (NeMo Fabric Harbor sample summaries)', () => {
  it('hermes: tokens without cost, from the Relay trajectory; step sums agree with final_metrics', async () => {
    const a = await readHarborSample(path.join(SAMPLES, 'hermes-relay'))
    expect([a.configuration, a.task, a.revision, a.attempt]).toEqual(['hermes@nvidia/nemotron-3-nano', TASK, REV, 'hermes-relay'])
    expect(a.legacy_counters).toEqual([
      {
        source: 'atif.final_metrics',
        file: 'hermes-relay/trajectory.json',
        input_tokens: 1000574,
        cached_input_tokens: 0,
        output_tokens: 23764,
        total_tokens: null,
        cost_usd: null
      },
      {
        source: 'atif.steps (sum)',
        file: 'hermes-relay/trajectory.json',
        input_tokens: 1000574,
        cached_input_tokens: 0,
        output_tokens: 23764,
        total_tokens: null,
        cost_usd: null
      }
    ])
    expect(a.evaluation).toEqual({
      evaluator: { name: 'harbor-verifier:swe-bench', version: null },
      passed: true,
      score: 1,
      scores: { reward: 1 },
      note: null
    })
    expect(a.diagnostics).toEqual([
      {
        code: 'harbor_sample_accounting_unknown',
        message:
          "the sample carries no full result (NeMo Fabric's Harbor summaries hold no RunResult) and no request list: its token counts and cost are unknown (no requests listed); its ATIF counters (atif.final_metrics, atif.steps (sum)) are legacy counters of the whole attempt, listed with the attempt (job summary, --details) and never summed",
        file: 'hermes-relay/result-summary.json'
      }
    ])
    expect([a.missing, a.requests_complete, a.requests]).toEqual([false, null, []])
  })

  it('claude: cached > prompt in the telemetry summary is flagged, not corrected', async () => {
    const a = await readHarborSample(path.join(SAMPLES, 'claude-relay'))
    expect(a.configuration).toBe('claude@anthropic/claude-sonnet-4-5')
    expect(a.legacy_counters).toEqual([
      {
        source: 'atif.final_metrics (telemetry summary)',
        file: 'claude-relay/telemetry-summary.json',
        input_tokens: 358,
        cached_input_tokens: 3984621,
        output_tokens: 19324,
        total_tokens: null,
        cost_usd: null
      }
    ])
    expect(a.diagnostics).toEqual([
      {
        code: 'atif_cached_exceeds_prompt',
        message:
          'final_metrics: cached tokens 3,984,621 exceed prompt tokens 358; the producer counted cache apart from prompt (ATIF says prompt includes cached)',
        file: 'claude-relay/telemetry-summary.json',
        json_path: '$.atif.final_metrics'
      },
      {
        code: 'harbor_sample_accounting_unknown',
        message:
          "the sample carries no full result (NeMo Fabric's Harbor summaries hold no RunResult) and no request list: its token counts and cost are unknown (no requests listed); its ATIF counters (atif.final_metrics (telemetry summary)) are legacy counters of the whole attempt, listed with the attempt (job summary, --details) and never summed",
        file: 'claude-relay/result-summary.json'
      }
    ])
  })

  it('compared: the samples carry no full result, so accounting is unknown and the ATIF counters stay legacy', async () => {
    const attempts = [
      await readHarborSample(path.join(SAMPLES, 'claude-relay')),
      await readHarborSample(path.join(SAMPLES, 'hermes-relay'))
    ]
    const configurations = attempts.map((a) => ({ id: a.configuration, attempts_complete: true, pricing: null, evaluator: null }))
    const report = compare({ configurations, attempts, diagnostics: [], policy: 'incomplete' })
    for (const c of report.configurations) {
      expect(c.usage.input_tokens).toEqual({ observed: null, reported_by: 0, expected: 0, complete: false })
      expect(c.evaluation.pass_fraction).toBe(1)
      expect(c.attempts).toEqual({ listed: 1, with_evidence: 1, missing: 0, inventory_verified: true })
      expect(c.gaps).toEqual([])
    }
    expect(report.attempts.map((a) => a.legacy_counters.map((l) => [l.source, l.input_tokens, l.cached_input_tokens]))).toEqual([
      [['atif.final_metrics (telemetry summary)', 358, 3984621]],
      [
        ['atif.final_metrics', 1000574, 0],
        ['atif.steps (sum)', 1000574, 0]
      ]
    ])
    expect(report.comparisons[0]?.inventory.matched).toBe(true)
    expect(report.warnings.some((w) => w.code === 'atif_cached_exceeds_prompt')).toBe(true)
  })

  it('a folder that is not a sample is an error naming the file', async () => {
    await expect(readHarborSample(path.join(REAL_FIXTURES, 'tb1-leaderboard'))).rejects.toThrow(
      'tb1-leaderboard/result-summary.json: not a fabric.harbor.sample/v1alpha1 result summary'
    )
  })
})
