import { describe, it, expect, beforeAll, afterAll } from '@jest/globals'
import { rm } from 'node:fs/promises'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { compare } from '../src/comparison/compare.js'
import type { ComparisonInput } from '../src/comparison/input/input.js'
import { buildHarborTree, PAIRWISE_JOBS, PAIRWISE_MAP } from './support/harbor-tree.js'

const NGINX = 'terminal-bench/nginx-request-logging'
const NGINX_REV = '913305d8f286ff121b30e4893217142190b27f12952343f22c0999dd2a4d725e'
const VERIFIER = { name: 'harbor-verifier:terminal-bench/terminal-bench-2-1', version: null }
/** Both arms run the same custom agent (by import path): its input's definition is its own, the same on both sides. */
const AGENT_OWN = "unknown: the tbench.direct_agent:DirectOpenAIAgent agent's own"

let root: string
let jobDirs: string[]
let loaded: Pick<ComparisonInput, 'configurations' | 'attempts' | 'diagnostics'>
beforeAll(async () => {
  ;({ root, jobDirs } = await buildHarborTree(PAIRWISE_JOBS))
  loaded = await loadHarborJobs(jobDirs, { configurationMap: PAIRWISE_MAP })
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('loadHarborJobs on the ThinHarness pairwise trials (Harbor 0.21)', () => {
  it('one attempt per trial: task_name, task_checksum, trial_name; configurations from the map', () => {
    expect(
      loaded.attempts.map((a) => [a.configuration, a.task, a.revision.slice(0, 8), a.attempt, a.missing, a.requests_complete])
    ).toEqual([
      ['pi', NGINX, NGINX_REV.slice(0, 8), 'nginx-request-logging__iB2CRxs', false, true],
      ['thinharness', NGINX, '913305d8', 'nginx-request-logging__5335W5V', false, true],
      ['thinharness', 'terminal-bench/tune-mjcf', 'f3acebfb', 'tune-mjcf__HRaojqz', false, true],
      ['thinharness', 'terminal-bench/vulnerable-secret', '08ff9cb3', 'vulnerable-secret__AQiYrHg', false, true]
    ])
    expect(loaded.attempts[0]?.revision).toBe(NGINX_REV)
    expect(loaded.configurations).toEqual([
      { id: 'pi', attempts_complete: null, pricing: null, evaluator: VERIFIER, retry_policy: null, input_definition: AGENT_OWN },
      { id: 'thinharness', attempts_complete: null, pricing: null, evaluator: VERIFIER, retry_policy: null, input_definition: AGENT_OWN }
    ])
  })

  it('verdicts: a matched pass/fail pair, a timeout that still got a reward, a provider error with no verdict', () => {
    expect(loaded.attempts.map((a) => a.evaluation)).toEqual([
      { evaluator: VERIFIER, passed: true, score: 1, scores: { reward: 1 }, note: null },
      { evaluator: VERIFIER, passed: false, score: 0, scores: { reward: 0 }, note: null },
      {
        evaluator: VERIFIER,
        passed: false,
        score: 0,
        scores: { reward: 0 },
        note: 'AgentTimeoutError: Agent execution timed out after 900.0 seconds'
      },
      {
        evaluator: VERIFIER,
        passed: null,
        score: null,
        note: expect.stringMatching(/^RuntimeError: thinharness direct runner failed: ile "\/opt\/thinharness-direct-venv/)
      }
    ])
    // Every trial's agent is a custom one by import path: its input's definition is its own (a notice on each).
    const U = 'harbor_agent_input_unknown'
    expect(loaded.attempts.map((a) => a.diagnostics.map((d) => d.code))).toEqual([
      [U],
      [U],
      ['harbor_exception', U],
      ['harbor_exception', U]
    ])
  })

  it('a non-Fabric agent: one request whose accounting is agent_result, labelled; null counters stay null', () => {
    const usage = loaded.attempts.map((a) => {
      const hc = a.requests[0]?.harness_counters
      return hc?.state === 'read'
        ? [
            hc.value.source,
            hc.value.usage.input_tokens,
            hc.value.usage.cached_input_tokens,
            hc.value.usage.output_tokens,
            hc.value.usage.cost_usd
          ]
        : null
    })
    expect(usage).toEqual([
      ['harbor.agent_result', 18684, 13291, 2340, null],
      ['harbor.agent_result', 9037, 4978, 1699, null],
      ['harbor.agent_result', null, null, null, null],
      ['harbor.agent_result', null, null, null, null]
    ])
    expect(loaded.attempts[0]?.requests[0]?.harness_counters?.path).toBe(
      'pi-nginx-request-logging/nginx-request-logging__iB2CRxs/result.json'
    )
  })

  it('caller task duration from started_at/finished_at (Z timestamps, µs truncated)', () => {
    expect(loaded.attempts.map((a) => a.task_duration_ms)).toEqual([127669, 118519, 1021263, 89277])
  })

  it("job result.json: Harbor's mean counts the missing reward as 0; naive job timestamps are a notice no figure depends on", () => {
    expect(loaded.diagnostics).toEqual([
      {
        code: 'harbor_job_timestamp_without_offset',
        message:
          'timestamp "2026-08-25T04:26:08.141424" has no UTC offset; not interpreted in any local time zone; no figure uses the job\'s own times',
        json_path: '$.started_at',
        file: 'thinharness-vulnerable-secret/result.json'
      },
      {
        code: 'harbor_job_timestamp_without_offset',
        message:
          'timestamp "2026-08-25T04:27:37.546259" has no UTC offset; not interpreted in any local time zone; no figure uses the job\'s own times',
        json_path: '$.finished_at',
        file: 'thinharness-vulnerable-secret/result.json'
      },
      {
        code: 'harbor_job_mean_differs',
        message:
          'Harbor reports mean reward 0 for direct-openai-pairwise__gpt-5.6-sol__terminal-bench/terminal-bench-2-1; recomputed over 0 of 1 trial(s) with a reward: none (1 trial result has no reward, which Harbor counts as 0)',
        file: 'thinharness-vulnerable-secret/result.json',
        json_path: '$.stats.evals["direct-openai-pairwise__gpt-5.6-sol__terminal-bench/terminal-bench-2-1"].metrics[0].mean'
      }
    ])
  })

  it('without a map, the per-job cell_id is left out of the derived ids: the two arms differ by the kwargs digest, with a warning and a notice', async () => {
    const r = await loadHarborJobs(jobDirs)
    const ids = r.attempts.map((a) => a.configuration)
    expect(new Set(ids).size).toBe(2)
    expect(ids.every((id) => /^tbench\.direct_agent:DirectOpenAIAgent@openai\/gpt-5\.6-sol#[0-9a-f]{8}$/.test(id))).toBe(true)
    const warning = r.diagnostics.find((d) => d.code === 'harbor_configuration_per_job_kwargs')
    expect(warning?.message).toBe(
      'trials of tbench.direct_agent:DirectOpenAIAgent@openai/gpt-5.6-sol differ in kwargs.cell_id, whose value is different in each of the 4 jobs (per-run bookkeeping, not a configuration): left out of the derived configuration ids; the jobs are separated by kwargs.harness: name the configurations with --configuration-by kwargs.harness'
    )
    const notice = r.diagnostics.find((d) => d.code === 'harbor_configurations_share_agent')
    expect(notice?.message).toMatch(/^2 configurations share agent tbench\.direct_agent:DirectOpenAIAgent and differ in kwargs harness \(/)
  })
})

describe('compare on the ThinHarness pairwise trials', () => {
  it('the matched nginx pair: pass 1 of 1 vs 0 of 1, harness-counter accounting, inventory unverified', async () => {
    const pair = await loadHarborJobs(jobDirs.slice(0, 2), { configurationMap: PAIRWISE_MAP })
    const report = compare({ ...pair, policy: 'incomplete' })
    const [pi, th] = report.configurations
    expect([pi?.evaluation.passed, pi?.evaluation.evaluated, th?.evaluation.passed, th?.evaluation.evaluated]).toEqual([1, 1, 0, 1])
    expect([pi?.usage.input_tokens.observed, th?.usage.input_tokens.observed, pi?.requests.from_harness_counters]).toEqual([18684, 9037, 1])
    expect(report.comparisons[0]?.inventory.matched).toBe(true)
    expect(report.attempts[1]?.requests[0]?.evidence_label).toBe('harbor.agent_result')
    expect(report.complete).toBe(false)
  })

  it('all four trials: the timeout is evaluated, the provider error is not; usage 1 of 3 reported', () => {
    const report = compare({ ...loaded, policy: 'incomplete' })
    const th = report.configurations[1]
    expect(th?.evaluation).toMatchObject({ listed: 3, evaluated: 2, not_evaluated: 1, passed: 0, pass_fraction: 0 })
    expect(th?.usage.input_tokens).toEqual({ observed: 9037, reported_by: 1, expected: 3, complete: false })
    expect(th?.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 3, complete: false })
    expect(report.comparisons[0]?.inventory.only_in_candidate.map((t) => t.task)).toEqual([
      'terminal-bench/tune-mjcf',
      'terminal-bench/vulnerable-secret'
    ])
    expect(report.warnings.find((w) => w.code === 'harbor_exception')?.attempt_count).toBe(2)
  })
})
