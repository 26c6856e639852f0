/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub with
 * workflow-run listing and commit compares): `run=default-branch` on a
 * configuration line (issue 23 item 2). The newest successful run of the
 * same workflow on the default branch at or before the pull request's base
 * commit is chosen and named in the comment; none found, an expired
 * artifact, runs that did not complete successfully, and a failed lookup
 * each give their warning, and where no baseline evidence came the evidence
 * is incomplete (never a comparison against nothing).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { ReportSchema, type Report } from '../../src/comparison/report/report-schema.js'
import { artifactFiles, type AttemptSpec } from '../support/attempt-evidence.js'
import {
  DEFAULT_HEAD_SHA,
  startFakeGitHub,
  type FakeArtifactSpec,
  type FakeCommit,
  type FakeGitHub,
  type FakeWorkflowRun
} from '../support/fake-github.js'
import { runAction, type ActionRun } from '../support/run-action.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

// The default branch: A ← B ← C ← D ← E; the pull request's base is D, E came after it.
const sha = (letter: string): string => letter.repeat(40)
const [A, B, C, D, E] = ['a', 'b', 'c', 'd', 'e'].map(sha)
const COMMITS: FakeCommit[] = [
  { sha: A, parent: null },
  { sha: B, parent: A },
  { sha: C, parent: B },
  { sha: D, parent: C },
  { sha: E, parent: D },
  { sha: DEFAULT_HEAD_SHA, parent: D }
]
/** This run: the pull request's, on its feature branch. */
const CURRENT: FakeWorkflowRun = { id: 4242, headSha: DEFAULT_HEAD_SHA, branch: 'feature', event: 'pull_request', status: 'in_progress' }
const pullRequestEvent = (base: string, repository: object = { full_name: 'octo-org/octo-repo', default_branch: 'main' }) => ({
  name: 'pull_request',
  payload: { pull_request: { number: 7, head: { sha: DEFAULT_HEAD_SHA, ref: 'feature' }, base: { sha: base, ref: 'main' } }, repository }
})

const spec = (inputTokens: number, runtimeId: string): AttemptSpec => ({
  configuration: 'candidate',
  task: 't',
  revision: 'r1',
  attempt: '1',
  inputTokens,
  outputTokens: 100,
  costUsd: 0.01,
  passed: true,
  runtimeId
})
/** The candidate's evidence of run `runId` (its index files say `candidate`: the same job wrote them on main). */
const evidenceOf = (runId: number, inputTokens: number, extra: Partial<FakeArtifactSpec> = {}): FakeArtifactSpec => ({
  name: 'eval-candidate-1',
  runId,
  files: artifactFiles([spec(inputTokens, `rt-run-${runId}`)]),
  ...extra
})
const INPUTS = {
  configurations: 'baseline: eval-candidate-* run=default-branch relabel\ncandidate: eval-candidate-*',
  tasks: 't@r1',
  'attempts-per-task': '1',
  'github-token': 'ghs_default_branch'
}

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path'], 'utf8')))
const ourComment = (f: FakeGitHub): string => f.commentsOn().find((c) => c.body.startsWith(MARKER))?.body ?? ''
/** Per configuration: [id, input tokens observed, complete]. */
const figures = (report: Report): Array<[string, number | null, boolean]> =>
  report.configurations.map((c) => [c.id, c.usage.input_tokens.observed, c.complete])
const codes = (report: Report): string[] => report.warnings.map((w) => w.code).filter((c) => c.startsWith('baseline_'))

describe('run=default-branch: the run is found', () => {
  it('several runs on main: the newest successful run at the base commit is chosen (not one after the base, not a fork’s `main`, not another workflow) and the comment names it', async () => {
    fake = await startFakeGitHub({
      commits: COMMITS,
      workflowRuns: [
        CURRENT,
        { id: 901, headSha: A },
        { id: 903, headSha: C },
        { id: 904, headSha: D },
        { id: 905, headSha: E }, // after the base
        { id: 906, headSha: D, event: 'pull_request', headRepository: 'mallory/octo-repo' }, // a fork's branch called main
        { id: 907, headSha: D, workflowId: 88 } // another workflow
      ],
      artifacts: [
        evidenceOf(903, 3000),
        evidenceOf(904, 4000),
        evidenceOf(905, 5000),
        evidenceOf(906, 666_666),
        evidenceOf(907, 777_777),
        evidenceOf(4242, 1000)
      ]
    })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true' })
    const report = reportOf(run)
    expect(figures(report)).toEqual([
      ['baseline', 4000, true],
      ['candidate', 1000, true]
    ])
    expect(report.artifacts.map((a) => [a.name, a.run, a.status])).toEqual([
      ['eval-candidate-1', 'run 904 of octo-org/octo-repo, main at ddddddd', 'downloaded'],
      ['eval-candidate-1', 'this run', 'downloaded']
    ])
    expect(codes(report)).toEqual([])
    expect(ourComment(fake)).toContain(
      "`baseline` from `main`'s [run 904](http://github.localhost/octo-org/octo-repo/actions/runs/904) at [`ddddddd`](http://github.localhost/octo-org/octo-repo/commit/dddddddddddddddddddddddddddddddddddddddd) (the base commit)"
    )
    // One listing of at most 100 runs of this run's workflow on main; the run after the base was compared and skipped.
    const paths = fake.requests.map((r) => r.path)
    expect(paths.filter((p) => p.includes('/actions/workflows/'))).toEqual([
      '/repos/octo-org/octo-repo/actions/workflows/77/runs?branch=main&exclude_pull_requests=true&per_page=100'
    ])
    expect(paths.filter((p) => p.includes('/compare/'))).toEqual([`/repos/octo-org/octo-repo/compare/${D}...${E}?per_page=1`])
    expect(paths.some((p) => /\/actions\/runs\/(903|905|906|907)\/artifacts/.test(p))).toBe(false)
  })

  it('no run at the base itself: an ancestor’s run is chosen, the comment says how long and how many commits before the base; the default branch read from the repository when the event lacks it', async () => {
    fake = await startFakeGitHub({
      commits: COMMITS,
      workflowRuns: [CURRENT, { id: 902, headSha: B }, { id: 903, headSha: C }],
      artifacts: [evidenceOf(902, 2000), evidenceOf(903, 3000), evidenceOf(4242, 1000)]
    })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D, { full_name: 'octo-org/octo-repo' }) })
    expect(run.exitCode).toBe(0)
    expect(figures(reportOf(run))).toEqual([
      ['baseline', 3000, true],
      ['candidate', 1000, true]
    ])
    expect(ourComment(fake)).toContain(
      "`baseline` from `main`'s [run 903](http://github.localhost/octo-org/octo-repo/actions/runs/903) at [`ccccccc`]"
    )
    // The fake's commits are a day apart (A on 2026-01-01, …): C is one day and one commit before D.
    expect(ourComment(fake)).toContain('(1 day and 1 commit before the base)')
    expect(fake.requests.some((r) => r.route === 'repository')).toBe(true)
  })
})

describe('run=default-branch: an old baseline', () => {
  // B was committed on 2026-01-01 09:00, D (the base) on 2026-01-10 21:00: 9 days 12 hours and 2 commits apart.
  const DATED: FakeCommit[] = COMMITS.map((c) =>
    c.sha === B ? { ...c, date: '2026-01-01T09:00:00Z' } : c.sha === D ? { ...c, date: '2026-01-10T21:00:00Z' } : c
  )
  const setup = () =>
    startFakeGitHub({
      commits: DATED,
      workflowRuns: [CURRENT, { id: 902, headSha: B }],
      artifacts: [evidenceOf(902, 2000), evidenceOf(4242, 1000)]
    })

  it('older than baseline-max-age (default 7 days): baseline_stale names its age and distance, the comment says them beside its name; fail-on warnings fails', async () => {
    fake = await setup()
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(report.complete).toBe(true)
    expect(codes(report)).toEqual(['baseline_stale'])
    const warning = report.warnings.find((w) => w.code === 'baseline_stale')!
    expect(warning.severity).toBe('warning')
    expect(warning.message).toBe(
      "baseline: the baseline, run 902 of octo-org/octo-repo, main at bbbbbbb, is 9 days and 2 commits before the base ddddddd (9 days 12 hours by the two commits' dates), more than baseline-max-age (7 days), so the differences also hold what those 2 commits of main changed, not only the pull request — run the workflow on main again, or raise baseline-max-age"
    )
    expect(ourComment(fake)).toContain(
      "`baseline` from `main`'s [run 902](http://github.localhost/octo-org/octo-repo/actions/runs/902) at [`bbbbbbb`](http://github.localhost/octo-org/octo-repo/commit/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb) (9 days and 2 commits before the base)"
    )
    expect(ourComment(fake)).toContain('warning `baseline_stale` baseline: the baseline, run 902 of octo-org/octo-repo')
    await fake.close()

    fake = await setup()
    const strict = await runAction({ inputs: { ...INPUTS, 'fail-on': 'warnings' }, env: fake.env(), event: pullRequestEvent(D) })
    expect(strict.exitCode).toBe(1)
    expect(strict.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'false' })
  })

  it('within baseline-max-age (10d; 228h, exactly the age of 9 days 12 hours): no warning, the comment still gives the age', async () => {
    for (const age of ['10d', '228h']) {
      fake = await setup()
      const run = await runAction({ inputs: { ...INPUTS, 'baseline-max-age': age }, env: fake.env(), event: pullRequestEvent(D) })
      expect(run.exitCode).toBe(0)
      expect(codes(reportOf(run))).toEqual([])
      expect(ourComment(fake)).toContain('(9 days and 2 commits before the base)')
      await fake.close()
      fake = null
    }
  })

  it('an hour over baseline-max-age (227h against 9 days 12 hours) is stale, the limit stated exactly', async () => {
    fake = await setup()
    const run = await runAction({ inputs: { ...INPUTS, 'baseline-max-age': '227h' }, env: fake.env(), event: pullRequestEvent(D) })
    expect(codes(reportOf(run))).toEqual(['baseline_stale'])
    expect(reportOf(run).warnings.find((w) => w.code === 'baseline_stale')?.message).toContain(
      "(9 days 12 hours by the two commits' dates), more than baseline-max-age (9 days 11 hours)"
    )
  })

  it('a bad baseline-max-age fails the job naming the input and the valid forms', async () => {
    fake = await setup()
    const run = await runAction({ inputs: { ...INPUTS, 'baseline-max-age': 'a week' }, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain(
      'input `baseline-max-age`: "a week" is not an age; give whole hours from 1 hour to 365 days, as days (7, 7d, 1.5d) or hours (36h)'
    )
  })
})

describe('run=default-branch: the newest run at or before the base did not complete successfully', () => {
  const runs: FakeWorkflowRun[] = [
    CURRENT,
    { id: 902, headSha: B },
    { id: 903, headSha: C, conclusion: 'failure' },
    { id: 904, headSha: D, status: 'in_progress' }
  ]
  const artifacts = (): FakeArtifactSpec[] => [evidenceOf(902, 2000), evidenceOf(903, 3000), evidenceOf(4242, 1000)]

  it('passed over and named (baseline_run_passed_over, a warning): the older successful run is the baseline, its evidence complete; fail-on incomplete passes, fail-on warnings fails', async () => {
    fake = await startFakeGitHub({ commits: COMMITS, workflowRuns: runs, artifacts: artifacts() })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(report.complete).toBe(true)
    expect(figures(report)).toEqual([
      ['baseline', 2000, true],
      ['candidate', 1000, true]
    ])
    const warning = report.warnings.find((w) => w.code === 'baseline_run_passed_over')
    expect(warning?.severity).toBe('warning')
    expect(warning?.message).toBe(
      'baseline: newer runs of main at or before the base ddddddd did not complete successfully and were passed over: ' +
        'run 904 (in progress, ddddddd), run 903 (concluded failure, ccccccc); the baseline is the older run 902 of octo-org/octo-repo, main at bbbbbbb, 2 days and 2 commits before the base ddddddd'
    )
    // The comment keeps the warning (short SHAs there carry a zero-width space against autolinks).
    expect(ourComment(fake)).toContain(
      'warning `baseline_run_passed_over` baseline: newer runs of main at or before the base dddddd&#8203;d did not complete successfully and were passed over: run 904 (in progress'
    )
    await fake.close()

    fake = await startFakeGitHub({ commits: COMMITS, workflowRuns: runs, artifacts: artifacts() })
    const strict = await runAction({ inputs: { ...INPUTS, 'fail-on': 'warnings' }, env: fake.env(), event: pullRequestEvent(D) })
    expect(strict.exitCode).toBe(1)
    expect(strict.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'false' })
  })

  it('none at or before the base completed successfully (baseline_run_incomplete): nothing downloaded for the baseline, evidence INCOMPLETE, the gate fails', async () => {
    fake = await startFakeGitHub({ commits: COMMITS, workflowRuns: runs.filter((r) => r.id !== 902), artifacts: artifacts() })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(codes(report)).toEqual(['baseline_run_incomplete'])
    expect(report.warnings.find((w) => w.code === 'baseline_run_incomplete')?.message).toBe(
      'baseline: no run of workflow .github/workflows/eval.yml on main at or before the base commit ddddddd completed successfully (2 runs listed (at most 100)): ' +
        'run 904 (in progress, ddddddd), run 903 (concluded failure, ccccccc); nothing was downloaded, the evidence is incomplete — re-run when a run at or before the base has succeeded'
    )
    // The baseline's attempt is missing; this run's candidate artifact was never taken as the baseline.
    expect(figures(report)).toEqual([
      ['baseline', null, false],
      ['candidate', 1000, true]
    ])
    expect(fake.requests.some((r) => /\/actions\/runs\/90\d\/artifacts/.test(r.path))).toBe(false)
    expect(ourComment(fake)).toMatch(/INCOMPLETE|incomplete/)
  })
})

describe('run=default-branch: no baseline evidence', () => {
  it('none found (only a run after the base): baseline_run_not_found, evidence INCOMPLETE, the gate fails under `incomplete`', async () => {
    fake = await startFakeGitHub({
      commits: COMMITS,
      workflowRuns: [CURRENT, { id: 905, headSha: E }],
      artifacts: [evidenceOf(905, 5000), evidenceOf(4242, 1000)]
    })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(codes(report)).toEqual(['baseline_run_not_found'])
    const message =
      'no run of workflow .github/workflows/eval.yml on main at or before the base commit ddddddd (1 run listed (at most 100), 1 after the base or not its ancestor); nothing was downloaded, the evidence is incomplete'
    expect(report.warnings.find((w) => w.code === 'baseline_run_not_found')?.message).toBe(`baseline: ${message}`)
    expect(report.artifacts.map((a) => [a.name, a.run, a.status, a.error])).toEqual([
      ['eval-candidate-*', "the default branch's run: none found on main", 'failed', message],
      ['eval-candidate-1', 'this run', 'downloaded', null]
    ])
    expect(report.gate.reasons).toContain(
      `artifact eval-candidate-* (the default branch's run: none found on main): download failed (${message})`
    )
    expect(figures(report)).toEqual([
      ['baseline', null, false],
      ['candidate', 1000, true]
    ])
    expect(ourComment(fake)).toContain('baseline_run_not_found')
  })

  it('the chosen run’s artifact expired: baseline_artifact_expired names the run and the artifact, evidence INCOMPLETE', async () => {
    fake = await startFakeGitHub({
      commits: COMMITS,
      workflowRuns: [CURRENT, { id: 904, headSha: D }],
      artifacts: [evidenceOf(904, 4000, { expired: true, createdAt: '2026-01-02T03:04:05.000Z' }), evidenceOf(4242, 1000)]
    })
    const run = await runAction({ inputs: INPUTS, env: fake.env(), event: pullRequestEvent(D) })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(codes(report)).toEqual(['baseline_artifact_expired'])
    expect(report.warnings.find((w) => w.code === 'baseline_artifact_expired')?.message).toBe(
      'baseline: artifact "eval-candidate-1" of the default branch\'s run 904 of octo-org/octo-repo, main at ddddddd, uploaded 2026-01-02T03:04:05.000Z, has expired ' +
        "(the repository's artifact retention ended): its evidence is missing; re-run that workflow on the default branch, or raise `retention-days` on actions/upload-artifact"
    )
    expect(report.artifacts.map((a) => [a.run, a.status])).toEqual([
      ['run 904 of octo-org/octo-repo, main at ddddddd', 'failed'],
      ['this run', 'downloaded']
    ])
    expect(figures(report)).toEqual([
      ['baseline', null, false],
      ['candidate', 1000, true]
    ])
  })

  it('the lookup fails (the token is refused): baseline_run_lookup_failed with the remedy, evidence INCOMPLETE', async () => {
    fake = await startFakeGitHub({
      token: 'ghs_other',
      commits: COMMITS,
      workflowRuns: [CURRENT, { id: 904, headSha: D }],
      artifacts: [evidenceOf(904, 4000)]
    })
    const run = await runAction({
      inputs: { ...INPUTS, configurations: 'baseline: eval-candidate-* run=default-branch relabel' },
      env: fake.env(),
      event: pullRequestEvent(D)
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(codes(report)).toEqual(['baseline_run_lookup_failed'])
    expect(report.warnings.find((w) => w.code === 'baseline_run_lookup_failed')?.message).toMatch(
      /^baseline: could not look up the default branch's run \(reading run 4242 of octo-org\/octo-repo: 401 Bad credentials\); GitHub did not accept the token/
    )
    expect(fake.requests.filter((r) => r.route === 'workflow-runs')).toEqual([])
  })
})
