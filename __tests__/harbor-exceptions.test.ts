/**
 * Every Harbor exception class, classed (issue 56 item 1; src/evidence/harbor/trial/exceptions.ts): whose failure each is,
 * and what a trial stopped by it counts as — a class that is not the agent's leaves no verdict on the agent whatever
 * its reward (Harbor runs the verifier after an agent-run error, `single_step.py`, so such trials carry reward 0).
 * Trials are built in Harbor's shape (`exception_info`, the four phases' timestamps; invented values).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { compare } from '../src/comparison/compare.js'
import { exceptionClass, HARBOR_EXCEPTIONS } from '../src/evidence/harbor/trial/exceptions.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { cli } from './support/cli-golden.js'
import { AGENT_A, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

/**
 * The expected class of every exception Harbor defines, written out here (not read from the code's table): the
 * provider's and the environment's are `infrastructure`, the verifier's `not_evaluated`, the agent's own outcome and
 * the limits of its configuration or task `agent`.
 */
const EXPECTED: Array<[string, string]> = [
  ['CancelledError', 'cancelled'],
  ['AgentTimeoutError', 'timeout'],
  ['AgentSetupTimeoutError', 'infrastructure'],
  ['EnvironmentStartTimeoutError', 'infrastructure'],
  ['EnvironmentBuildTimeoutError', 'infrastructure'],
  ['HealthcheckError', 'infrastructure'],
  ['SandboxBuildFailedError', 'infrastructure'],
  ['ServiceOperationsUnsupportedError', 'infrastructure'],
  ['MemoryLimitExceededError', 'agent'],
  ['VerifierTimeoutError', 'not_evaluated'],
  ['RewardFileNotFoundError', 'not_evaluated'],
  ['RewardFileEmptyError', 'not_evaluated'],
  ['VerifierOutputParseError', 'not_evaluated'],
  ['AddTestsDirError', 'not_evaluated'],
  ['DownloadVerifierDirError', 'not_evaluated'],
  ['NonZeroAgentExitCodeError', 'agent'],
  ['AgentSafetyRefusalError', 'agent'],
  ['ParseError', 'agent'],
  ['ContextWindowExceededError', 'agent'],
  ['OutputTokenExceededError', 'agent'],
  ['ContextLengthExceededError', 'agent'],
  ['OutputLengthExceededError', 'agent'],
  ['ApiError', 'infrastructure'],
  ['ApiRateLimitError', 'infrastructure'],
  ['ApiUsageLimitError', 'infrastructure'],
  ['ApiOverloadedError', 'infrastructure'],
  ['ApiInternalServerError', 'infrastructure'],
  ['ApiConnectionClosedError', 'infrastructure'],
  ['ApiResponseStalledError', 'infrastructure'],
  ['UnknownApiError', 'infrastructure'],
  ['ApiProviderResourceNotFoundError', 'infrastructure'],
  ['AgentAuthenticationError', 'infrastructure'],
  ['ModelNotFoundError', 'infrastructure'],
  ['NetworkConnectionError', 'infrastructure']
]

describe('every class Harbor defines', () => {
  it.each(EXPECTED)('%s → %s', (name, expected) => {
    expect(exceptionClass(name, true)).toBe(expected)
  })

  it('the code table and this list name the same classes, and docs/formats.md lists each with its kind', () => {
    expect(HARBOR_EXCEPTIONS.map((e) => e.name).sort()).toEqual(EXPECTED.map(([n]) => n).sort())
    const docs = readFileSync('docs/formats.md', 'utf8')
    for (const e of HARBOR_EXCEPTIONS) expect(docs).toMatch(new RegExp(`\\| \`${e.name}\` \\| ${e.kind} \\|`))
  })

  it("Harbor's default retry policy leaves out exactly its nine classes", () => {
    expect(
      HARBOR_EXCEPTIONS.filter((e) => e.not_retried)
        .map((e) => e.name)
        .sort()
    ).toEqual([
      'AgentAuthenticationError',
      'AgentSafetyRefusalError',
      'AgentTimeoutError',
      'ApiUsageLimitError',
      'ModelNotFoundError',
      'RewardFileEmptyError',
      'RewardFileNotFoundError',
      'VerifierOutputParseError',
      'VerifierTimeoutError'
    ])
  })
})

describe('where the name cannot tell, the phases do', () => {
  const ran = { agent_started: true, verifier_started: true }
  const neverRan = { agent_started: false, verifier_started: false }
  it('NonZeroAgentExitCodeError outside the run is a failed install; during it, the agent’s', () => {
    expect(exceptionClass('NonZeroAgentExitCodeError', true, neverRan)).toBe('infrastructure')
    expect(exceptionClass('NonZeroAgentExitCodeError', true, ran)).toBe('agent')
  })
  it('ValidationError once the verifier started is the verifier’s; before, unknown', () => {
    expect(exceptionClass('ValidationError', true, ran)).toBe('not_evaluated')
    expect(exceptionClass('ValidationError', true, { agent_started: true, verifier_started: false })).toBe('unclassified')
  })
  it('a RuntimeError in a trial whose agent never started is a failure before the agent; after it started, unknown', () => {
    expect(exceptionClass('RuntimeError', true, neverRan)).toBe('infrastructure')
    expect(exceptionClass('RuntimeError', true, ran)).toBe('unclassified')
    expect(exceptionClass('RuntimeError', true)).toBe('unclassified')
  })
})

describe('a trial stopped by a class that is not the agent’s has no verdict on the agent', () => {
  /** Phases as Harbor writes them: set-up done, the agent ran, the verifier ran. */
  const phases = {
    environment_setup: { started_at: '2026-01-01T00:00:00Z', finished_at: '2026-01-01T00:00:10Z' },
    agent_setup: { started_at: '2026-01-01T00:00:10Z', finished_at: '2026-01-01T00:00:20Z' },
    agent_execution: { started_at: '2026-01-01T00:00:20Z', finished_at: '2026-01-01T00:00:50Z' },
    verifier: { started_at: '2026-01-01T00:00:50Z', finished_at: '2026-01-01T00:00:59Z' }
  }
  const CASES: Array<[string, string | null, number]> = [
    ['ok1', null, 1],
    ['ok2', null, 1],
    ['fail1', null, 0],
    ['overload', 'ApiOverloadedError', 0],
    ['rate', 'ApiRateLimitError', 0],
    ['server', 'ApiInternalServerError', 0],
    ['closed', 'ApiConnectionClosedError', 0],
    ['stalled', 'ApiResponseStalledError', 0],
    ['network', 'NetworkConnectionError', 0],
    ['quota', 'ApiUsageLimitError', 0],
    ['refusal', 'AgentSafetyRefusalError', 0],
    ['context', 'ContextWindowExceededError', 0],
    ['sandbox', 'SandboxBuildFailedError', 0],
    ['health', 'HealthcheckError', 0]
  ]
  async function jobDirs(): Promise<string[]> {
    const tasks = CASES.map(([name]) => name)
    return tree([
      {
        name: 'job',
        files: { 'config.json': jobConfig([AGENT_A], tasks, 1) },
        trials: CASES.map(([name, type, reward]) => ({
          name: `${name}__1`,
          files: {
            'result.json': trial(`${name}__1`, name, AGENT_A, reward, {
              ...phases,
              // A sandbox that never built or stayed unhealthy: the agent never started.
              ...(type === 'SandboxBuildFailedError' || type === 'HealthcheckError'
                ? { agent_setup: null, agent_execution: null, verifier: null }
                : {}),
              exception_info:
                type === null ? null : { exception_type: type, exception_message: `${type} happened`, occurred_at: '2026-01-01T00:00:40Z' }
            })
          }
        }))
      }
    ])
  }

  it('provider, network and sandbox failures: no verdict, did not run, the gate sees missing evidence; refusals and limits are the agent’s', async () => {
    const r = await loadHarborJobs(await jobDirs())
    const report = compare({ ...r, policy: 'incomplete' })
    const c = report.configurations[0]!
    // Was 2 passed of 13 evaluated, the provider's zeros counted as the agent's fails.
    expect([c.evaluation.passed, c.evaluation.evaluated, c.evaluation.verdicts_missing]).toEqual([2, 5, 9])
    expect([c.infrastructure?.ran, c.infrastructure?.did_not_run, c.infrastructure?.unclassified]).toEqual([5, 9, 0])
    expect([c.outcomes.infrastructure_failures, c.outcomes.agent_failures]).toEqual([9, 2])
    expect(report.gate.passed).toBe(false)
    const quota = r.attempts.find((a) => a.task === 'quota')!
    expect(quota.evaluation?.note).toBe(
      "no verdict (the model provider's or the network's failure, not the agent's): ApiUsageLimitError: ApiUsageLimitError happened"
    )
    expect(quota.diagnostics.find((d) => d.code === 'harbor_reward_not_counted')?.message).toBe(
      "the trial records ApiUsageLimitError (the model provider's or the network's failure, not the agent's) and a reward of 0; it is not counted as a verdict"
    )
    expect(r.attempts.find((a) => a.task === 'refusal')?.evaluation?.passed).toBe(false)
  })

  it('the CLI: the same trials exit 1 and name the provider’s failures', async () => {
    const out = await cli(['--harbor-job', (await jobDirs())[0]!, '--json'])
    expect(out.code).toBe(1)
    const report = JSON.parse(out.stdout) as { configurations: Array<{ evaluation: { evaluated: number } }> }
    expect(report.configurations[0]?.evaluation.evaluated).toBe(5)
  })
})
