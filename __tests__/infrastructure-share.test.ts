/**
 * Infrastructure apart from the agent (issue 42 item 4): per configuration the share of attempts to be judged that
 * ran to a verdict without a failure that is not the agent's, with its interval; the paired difference decided as
 * the pass fraction's; the first-screen line when the shares differ; and the `infrastructure_share_lower` warning
 * that `fail-on: warnings` acts on (src/comparison/tally/infrastructure.ts, infrastructure-block.ts,
 * infrastructure.ts, src/render/rows/infrastructure-rows.ts). Trials are built as Harbor writes them.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { GatePolicy } from '../src/comparison/input/input.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { attemptStopClass, ranClass, requestStopClass } from '../src/comparison/tally/infrastructure.js'
import type { OutcomeRequest } from '../src/comparison/tally/outcomes.js'
import { loadHarborJobs } from '../src/evidence/harbor/load.js'
import { jobSummaryMarkdown, pullRequestCommentBody } from '../src/render/markdown/comment-body.js'
import { summaryTextLines } from '../src/render/text/text.js'
import { AGENT_A, AGENT_B, cleanTrees, jobConfig, trial, tree } from './support/harbor-synthetic.js'

afterAll(cleanTrees)

const TASKS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']

const exception = (type: string) => ({ exception_type: type, exception_message: 'x', occurred_at: '2026-01-01T00:00:30Z' })

/**
 * Two Harbor jobs over t1–t8, one trial each; the baseline's trials all pass. `candidate(task)` gives the candidate's
 * trial: `pass`, `fail`, an exception type with no verifier result (`env:<type>`), an exception beside a reward
 * (`with:<type>`), or `absent` (no trial folder: a missing attempt).
 */
async function report(candidate: (task: string) => string, policy: GatePolicy = 'incomplete'): Promise<Report> {
  const made = (t: string, name: string, agent: object, what: string) => {
    const id = `${t}__${name}`
    if (what === 'pass' || what === 'fail') return trial(id, t, agent, what === 'pass' ? 1 : 0)
    const [kind, type] = what.split(':')
    return trial(id, t, agent, kind === 'with' ? 0 : null, { exception_info: exception(type!) })
  }
  const job = (name: string, agent: object, what: (t: string) => string) => ({
    name,
    files: { 'config.json': jobConfig([agent], TASKS, 1) },
    trials: TASKS.filter((t) => what(t) !== 'absent').map((t) => ({
      name: `${t}__${name}`,
      files: { 'result.json': made(t, name, agent, what(t)) }
    }))
  })
  const dirs = await tree([job('base-job', AGENT_A, () => 'pass'), job('cand-job', AGENT_B, candidate)])
  const r = await loadHarborJobs(dirs, { configurationMap: { 'job:base-job': 'baseline', 'job:cand-job': 'candidate' } })
  return compare({ ...r, policy })
}

describe('ran to a verdict: infrastructure apart from the agent', () => {
  it('six environment failures of eight: the share, its paired difference by McNemar, the first screen and the warning', async () => {
    const r = await report((t) => (['t7', 't8'].includes(t) ? 'pass' : 'env:EnvironmentStartTimeoutError'), 'warnings')
    const [base, cand] = r.configurations.map((c) => c.infrastructure)
    expect([base?.attempts, base?.ran, base?.did_not_run, base?.share?.estimate]).toEqual([8, 8, 0, 1])
    expect([cand?.attempts, cand?.ran, cand?.did_not_run, cand?.unclassified, cand?.share?.estimate]).toEqual([8, 2, 6, 0, 0.25])
    expect(cand?.examples.did_not_run).toHaveLength(6)
    const d = r.comparisons[0]?.infrastructure
    // McNemar exact over 6 discordant tasks, all one way: two-sided p = 2 · 2^-6.
    expect([d?.tasks, d?.difference?.estimate, d?.test?.method, d?.distinguishable]).toEqual([8, -0.75, 'mcnemar_exact', true])
    expect(d?.test?.p_two_sided).toBeCloseTo(2 / 64, 12)
    const w = r.warnings.filter((x) => x.code === 'infrastructure_share_lower')
    expect(w.map((x) => [x.severity, x.configurations, x.attempt_count])).toEqual([['warning', ['candidate'], 6]])
    expect(w[0]?.message).toBe(
      "candidate: 2 of 8 (25.0%) attempts to be judged ran to a verdict without a failure that is not the agent's (6 did not run cleanly), against 8 of 8 (100.0%) for baseline: lower beyond noise (McNemar exact, two-sided p 0.0313); its pass fraction counts those of them that have a verdict and leaves out the rest, so read it with them apart"
    )
    expect(r.gate.passed).toBe(false)
    expect(r.gate.reasons).toContain('warning infrastructure_share_lower')
    const comment = pullRequestCommentBody(r, { key: 'default', sha: null, runId: null, runUrl: null })
    expect(comment).toContain(
      "**Ran to a verdict** without a failure that is not the agent's (a pass fraction over the rest mixes the infrastructure with the agent): `baseline` 8 of 8 attempts to be judged (100.0%"
    )
    expect(comment).toContain(
      '`baseline` → `candidate` \\-75.0 pp (95 % CI -100.0 pp to -36.3 pp, 8 tasks; McNemar exact, two-sided p 0.0313)'
    )
    expect(jobSummaryMarkdown(r)).toContain('**Ran to a verdict**')
    const text = summaryTextLines(r, { details: false }).join('\n')
    expect(text).toMatch(
      /ran to a verdict +2 of 8 attempts to be judged \(25\.0%, 95 % CI [\d.]+% to [\d.]+%\); 6 did not run cleanly \(candidate\/t1@sum-t1#t1__cand-job/
    )
    expect(text).toContain('  ran to a verdict: -75.0 pp (95 % CI')
  })

  it("the agent's own failures are the agent's: an agent timeout with its reward, a failed verdict, both ran", async () => {
    const r = await report((t) => (t === 't1' ? 'with:AgentTimeoutError' : t === 't2' ? 'fail' : 'pass'), 'warnings')
    expect(r.configurations.map((c) => [c.infrastructure?.ran, c.infrastructure?.attempts])).toEqual([
      [8, 8],
      [8, 8]
    ])
    expect(r.warnings.some((w) => w.code === 'infrastructure_share_lower')).toBe(false)
    expect(pullRequestCommentBody(r, { key: 'default', sha: null, runId: null, runUrl: null })).not.toContain('Ran to a verdict')
  })

  it('a failure of unknown class, with or without a reward, is counted apart (the share a lower bound); a missing trial did not run', async () => {
    const r = await report((t) =>
      t === 't1'
        ? 'with:SomethingOddError'
        : t === 't4'
          ? 'env:RuntimeError'
          : t === 't2'
            ? 'absent'
            : t === 't3'
              ? 'env:VerifierTimeoutError'
              : 'pass'
    )
    const i = r.configurations[1]?.infrastructure
    expect([i?.attempts, i?.ran, i?.unclassified, i?.did_not_run, i?.missing, i?.share?.estimate, i?.share_upper]).toEqual([
      8,
      4,
      2,
      2,
      1,
      4 / 8,
      6 / 8
    ])
    // The missing trial's task version is unknown (no file shows it; issue 56 item 6): t2 is not paired, so no paired
    // difference of the share is computed, and none is warned.
    expect(r.comparisons[0]?.infrastructure?.difference ?? null).toBeNull()
    expect(r.comparisons[0]?.infrastructure?.reason).toBe('the configurations list different tasks, revisions or attempt counts')
    expect(r.comparisons[0]?.inventory.revision_differs).toEqual([{ task: 't2', baseline: ['sum-t2'], candidate: ['unknown'] }])
    expect(r.warnings.some((w) => w.code === 'infrastructure_share_lower')).toBe(false)
    const text = summaryTextLines(r, { details: false }).join('\n')
    expect(text).toContain('2 did not run cleanly, 1 of them missing (')
    expect(text).toContain(
      '2 with a failure of unknown class, not counted (candidate/t1@sum-t1#t1__cand-job, candidate/t4@sum-t4#t4__cand-job; up to 75.0% if the agent'
    )
  })

  it("no warning when the gap may be failures of unknown class: lower beyond noise only if they are the infrastructure's", async () => {
    const r = await report(
      (t) => (['t7', 't8'].includes(t) ? 'pass' : t === 't1' ? 'env:SomethingOddError' : 'env:EnvironmentStartTimeoutError'),
      'warnings'
    )
    const d = r.comparisons[0]?.infrastructure
    // 6 of 8 lower on the lower share (p 0.031); 5 of 8 counting the unknown one as ran (McNemar p 0.0625).
    expect([d?.distinguishable, d?.upper?.distinguishable]).toEqual([true, false])
    expect(r.warnings.some((w) => w.code === 'infrastructure_share_lower')).toBe(false)
  })

  it('missing attempts alone are not put on the first screen again (the verdict paragraph names them)', async () => {
    const r = await report((t) => (['t1', 't2'].includes(t) ? 'absent' : 'pass'))
    const i = r.configurations[1]?.infrastructure
    expect([i?.did_not_run, i?.missing]).toEqual([2, 2])
    expect(pullRequestCommentBody(r, { key: 'default', sha: null, runId: null, runUrl: null })).not.toContain('Ran to a verdict')
    expect(summaryTextLines(r, { details: false }).join('\n')).toContain('2 did not run cleanly, all missing (')
  })
})

describe("a request's stop and an attempt's class", () => {
  const req = (over: Partial<OutcomeRequest>): OutcomeRequest => ({
    request_id: 'r',
    evidence: 'full_result',
    status: 'succeeded',
    error: null,
    record_start: null,
    record_end: null,
    ...over
  })
  const end = (cause: string | null, reason: string | null): OutcomeRequest['record_end'] => ({
    stop: { cause, reason, timeout_ms: null, used_ms: null, force_stopped: null, exit_code: null, exit_signal: null },
    oom_kill_count: null
  })

  it('reads record end lines, harness stops and full results', () => {
    const cases: Array<[OutcomeRequest, string]> = [
      [req({ record_end: { stop: null, oom_kill_count: null } }), 'none'],
      [req({ record_end: end('sandbox_failed', null) }), 'not_agent'],
      [req({ record_end: end('fabric_failed', null) }), 'not_agent'],
      [req({ record_end: end('agent_failed', null) }), 'agent'],
      [req({ record_end: end('agent_exhausted_budget', 'timeout') }), 'agent'],
      [req({ record_end: end(null, 'timeout') }), 'agent'],
      [req({ record_end: end('unclassified', null) }), 'unclassified'],
      [req({ record_end: end('something_new', null) }), 'unclassified'],
      [req({ harness_stop: { class: 'none', exception_type: null } }), 'none'],
      [req({ harness_stop: { class: 'timeout', exception_type: 'AgentTimeoutError' } }), 'agent'],
      [req({ harness_stop: { class: 'infrastructure', exception_type: 'ModelNotFoundError' } }), 'not_agent'],
      [req({ harness_stop: { class: 'not_evaluated', exception_type: 'VerifierTimeoutError' } }), 'not_agent'],
      [req({ harness_stop: { class: 'cancelled', exception_type: 'CancelledError' } }), 'not_agent'],
      [req({ harness_stop: { class: 'unclassified', exception_type: 'X' } }), 'unclassified'],
      [req({ status: 'failed', error: { code: 'invoke_timeout' } }), 'agent'],
      [req({ status: 'failed', error: { code: 'timeout', stage: 'invoke' } }), 'agent'],
      [req({ status: 'failed', error: { code: 'host_timeout', stage: 'start' } }), 'not_agent'],
      [req({ status: 'failed', error: { code: 'config_invalid', stage: 'config' } }), 'not_agent'],
      [req({ status: 'failed', error: { code: 'upload_failed', stage: 'artifact' } }), 'not_agent'],
      [req({ status: 'failed', error: { code: 'timeout', stage: 'run' } }), 'unclassified'],
      [req({ status: 'failed', error: { code: 'adapter_reported_failure', stage: 'invoke' } }), 'unclassified'],
      [req({ status: 'failed', error: { code: 'sandbox_error' } }), 'unclassified'],
      [req({ status: 'cancelled' }), 'not_agent'],
      [req({ status: null }), 'none']
    ]
    expect(cases.map(([r]) => requestStopClass(r))).toEqual(cases.map(([, c]) => c))
    // A record end line wins over the harness's account, as in the outcomes.
    expect(
      requestStopClass(req({ record_end: end('agent_failed', null), harness_stop: { class: 'infrastructure', exception_type: 'X' } }))
    ).toBe('agent')
    expect(attemptStopClass([req({}), req({ record_end: end('agent_failed', null) }), req({ status: 'cancelled' })])).toBe('not_agent')
    expect(attemptStopClass([req({ record_end: end('agent_failed', null) }), req({ record_end: end('x', null) })])).toBe('unclassified')
  })

  it('classes an attempt from missing, verdict and stop', () => {
    expect(ranClass(true, true, 'none')).toBe('did_not_run')
    expect(ranClass(false, true, 'not_agent')).toBe('did_not_run')
    expect(ranClass(false, true, 'unclassified')).toBe('unclassified')
    expect(ranClass(false, true, 'agent')).toBe('ran')
    expect(ranClass(false, false, 'agent')).toBe('ran')
    expect(ranClass(false, false, 'none')).toBe('did_not_run')
    expect(ranClass(false, false, 'unclassified')).toBe('unclassified')
  })
})
