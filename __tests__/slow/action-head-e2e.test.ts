/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub): which
 * commit and which pull request the comment speaks for (issue 20) — a stale
 * run never overwrites the current head's comment, an older head's comment is
 * replaced, a `workflow_run` pull-request number is confirmed against the
 * pull request's head, a comment deleted between listing and update is
 * recreated, a failing `GET /user` falls back to the identity rule, and two
 * steps of one job keep their own report files.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema } from '../../src/comparison/report/report-schema.js'
import { artifactFiles } from '../support/attempt-evidence.js'
import { ONE_ATTEMPT, runWithWrites } from '../support/comment-runs.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../support/fake-github.js'
import type { ActionRun } from '../support/run-action.js'
import { tempFolder } from '../support/temp-folder.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const OLD_HEAD = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1'
const NEW_HEAD = 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2'
const INPUTS = { configurations: 'candidate: eval-candidate-*', tasks: 't@r1', 'attempts-per-task': '1', 'github-token': 'ghs_head' }
/** The same comparison with a task no artifact has: evidence incomplete, gate failed. */
const BROKEN = { ...INPUTS, tasks: 't@r1\nt-missing@r1' }
const EVIDENCE = ONE_ATTEMPT

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  fake = await startFakeGitHub({ artifacts: EVIDENCE, ...options })
  return fake
}

const step = runWithWrites

const ourComments = (f: FakeGitHub, issue?: number) => f.commentsOn(issue).filter((c) => c.body.startsWith(MARKER))
const logLines = (run: ActionRun, prefix: string): string[] => run.stdout.split('\n').filter((l) => l.startsWith(prefix))

describe('item 1: the comment names the head commit and the run; a stale run never overwrites the current head', () => {
  it('the newer head finishes first (gate failed); the older head finishing second leaves the comment alone and says so', async () => {
    const f = await start({ pulls: { 7: { headSha: NEW_HEAD } } })
    const newer = await step(f, { inputs: BROKEN, headSha: NEW_HEAD }, '4501')
    expect(newer.run.exitCode).toBe(1)
    expect(newer.writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    const older = await step(f, { inputs: INPUTS, headSha: OLD_HEAD }, '4500')
    expect(older.run.exitCode).toBe(0)
    expect(older.writes).toEqual([])
    const [comment] = ourComments(f)
    expect(ourComments(f)).toHaveLength(1)
    expect(comment.body.split('\n')[0]).toBe(
      `${MARKER}<!-- fabric-compare:head sha=${NEW_HEAD} run=4501 --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->`
    )
    expect(comment.body).toContain('**Gate FAILED**')
    expect(comment.body).toContain(
      `Describes commit [\`b2b2b2b\`](http://github.localhost/octo-org/octo-repo/pull/7/commits/${NEW_HEAD}) (the head of #7) · [run 4501](http://github.localhost/octo-org/octo-repo/actions/runs/4501)`
    )
    expect(logLines(older.run, '::warning::')).toContain(
      `::warning::comment on #7 not updated: this run is for commit a1a1a1a, but the pull request's head (head.sha) is now b2b2b2b; the comment is kept for the head's run, and this run's report is in its job summary`
    )
    expect(older.run.summary).toContain('**Gate PASSED**')
    expect(older.run.outputs['comment-url']).toBe('')
  })

  it("a comment written for an older head is replaced by the current head's", async () => {
    const f = await start({ pulls: { 7: { headSha: OLD_HEAD } } })
    const older = await step(f, { inputs: INPUTS, headSha: OLD_HEAD }, '4600')
    expect(older.writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    f.pulls.set(7, { headSha: NEW_HEAD })
    const newer = await step(f, { inputs: BROKEN, headSha: NEW_HEAD }, '4601')
    // The verdict turned from passed to failed in an edit: a short notice is posted too (GitHub notifies nobody of an edit).
    expect(newer.writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${ourComments(f)[0].id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201'
    ])
    expect(ourComments(f)).toHaveLength(1)
    expect(ourComments(f)[0].body.split('\n')[0]).toBe(
      `${MARKER}<!-- fabric-compare:head sha=${NEW_HEAD} run=4601 --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->`
    )
    expect(ourComments(f)[0].body).toContain('**Gate FAILED**')
  })

  it("an issue_comment run names no commit: it keeps the head's comment, and replaces one for an older head, saying it knows no commit", async () => {
    const f = await start({ pulls: { 7: { headSha: NEW_HEAD } } })
    const issueComment = {
      name: 'issue_comment',
      payload: { issue: { number: 7, pull_request: { url: 'http://x/pulls/7' } }, comment: { body: '/compare' } }
    }
    const headRun = await step(f, { inputs: INPUTS, headSha: NEW_HEAD }, '4650')
    expect(headRun.writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    const kept = await step(f, { inputs: BROKEN, event: issueComment }, '4651')
    expect(kept.writes).toEqual([])
    expect(logLines(kept.run, '::warning::comment on #7')).toEqual([
      "::warning::comment on #7 not updated: the event names no commit for this run, and the comment already describes the head b2b2b2b; it is kept, and this run's report is in its job summary"
    ])
    f.pulls.set(7, { headSha: 'c3'.repeat(20) })
    const replaced = await step(f, { inputs: BROKEN, event: issueComment }, '4652')
    expect(replaced.writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${ourComments(f)[0].id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201'
    ])
    expect(ourComments(f)[0].body.split('\n')[0]).toBe(
      `${MARKER}<!-- fabric-compare:head sha=unknown run=4652 --><!-- fabric-compare:verdict gate=failed run-attempt=unknown -->`
    )
    expect(ourComments(f)[0].body).toContain('Describes no known commit (the issue\\_comment event names no head commit) · [run 4652]')
  })

  it('the pull request cannot be read (403): no comment, the cause and the permission to add are named', async () => {
    const f = await start({ faults: { pullStatus: 403 } })
    const { run, writes } = await step(f, { inputs: INPUTS }, '4700')
    expect(run.exitCode).toBe(0)
    expect(writes).toEqual([])
    expect(logLines(run, '::warning::could not comment')).toEqual([
      "::warning::could not comment on pull request #7: GitHub refused to read pull request #7 (GET /repos/octo-org/octo-repo/pulls/7 answered 403: Resource not accessible by integration), so its current head commit is unknown and no comment is written. Give the job `permissions: pull-requests: read` (write includes read), or a token that can read the repository's pull requests."
    ])
  })
})

describe('item 2: workflow_run confirms the pull-request number before writing', () => {
  const FORK = 'fork-owner/octo-repo'
  const runEvent = (headSha: string) => ({
    name: 'workflow_run',
    payload: {
      workflow_run: {
        id: 900,
        head_sha: headSha,
        head_branch: 'feature',
        head_repository: { full_name: FORK },
        html_url: 'http://github.localhost/octo-org/octo-repo/actions/runs/900',
        event: 'pull_request',
        pull_requests: []
      }
    }
  })
  const forkRun = (issue: number) => ({
    inputs: { ...INPUTS, 'run-id': '900', 'pull-request-number': String(issue) },
    event: runEvent(OLD_HEAD),
    pullRequest: issue
  })
  const options = (): FakeGitHubOptions => ({
    artifacts: [{ ...EVIDENCE[0], runId: 900 }],
    pulls: { 7: { headSha: OLD_HEAD, headRepo: FORK }, 8: { headSha: NEW_HEAD, headRepo: 'someone-else/octo-repo' } },
    comments: [{ user: 'github-actions[bot]', issueNumber: 8, body: `${MARKER}\nthe report of #8` }]
  })

  it("a number from the fork's artifact naming another pull request is refused with an error naming both; #8's comment is untouched", async () => {
    const f = await start(options())
    const { run, writes } = await step(f, forkRun(8), '4800')
    expect(writes).toEqual([])
    expect(ourComments(f, 8).map((c) => c.body)).toEqual([`${MARKER}\nthe report of #8`])
    expect(logLines(run, '::error::')).toEqual([
      `::error::pull-request-number 8 refused: pull request #8's head is commit ${NEW_HEAD} of someone-else/octo-repo (head.sha, head.repo.full_name), but the workflow_run this job describes ran on commit ${OLD_HEAD} of ${FORK} (workflow_run.head_sha, head_repository.full_name). No comment is written. If the number comes from an artifact of the triggering run, that artifact names another pull request (a fork controls it); if the pull request received a newer push, the newer push's run comments instead.`
    ])
    expect(run.outputs['comment-url']).toBe('')
  })

  it("the right number with run-id naming another run: confirmed, with a warning that the evidence is not the checked run's", async () => {
    const f = await start({ ...options(), artifacts: [{ ...EVIDENCE[0], runId: 901 }] })
    const { run, writes } = await step(f, { ...forkRun(7), inputs: { ...forkRun(7).inputs, 'run-id': '901' } }, '4802')
    expect(writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    expect(logLines(run, '::warning::the evidence')).toEqual([
      '::warning::the evidence comes from run 901, not from the triggering workflow_run 900 whose pull request was confirmed: set `run-id: ${{ github.event.workflow_run.id }}` so the comment describes the run it checked'
    ])
  })

  it('the right number is confirmed and the comment names the commit, the evaluated run and the comparing run', async () => {
    const f = await start(options())
    const { run, writes } = await step(f, forkRun(7), '4801')
    expect(run.exitCode).toBe(0)
    expect(writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    const [comment] = ourComments(f, 7)
    expect(comment.body.split('\n')[0]).toBe(
      `${MARKER}<!-- fabric-compare:head sha=${OLD_HEAD} run=900 --><!-- fabric-compare:verdict gate=passed run-attempt=unknown -->`
    )
    expect(comment.body).toContain(
      `Describes commit [\`a1a1a1a\`](http://github.localhost/octo-org/octo-repo/pull/7/commits/${OLD_HEAD}) (the head of #7) · evidence from [run 900](http://github.localhost/octo-org/octo-repo/actions/runs/900) · compared in [run 4801](http://github.localhost/octo-org/octo-repo/actions/runs/4801)`
    )
  })
})

describe('item 3: a comment deleted between listing and update', () => {
  it('PATCH 404 is "gone": the list is read again and the comment created anew', async () => {
    const f = await start({
      comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nan earlier report` }],
      faults: { deleteBeforeUpdate: true }
    })
    const { run, writes } = await step(f, { inputs: INPUTS }, '4900')
    expect(run.exitCode).toBe(0)
    expect(writes).toEqual([
      'PATCH /repos/octo-org/octo-repo/issues/comments/5001 404',
      'POST /repos/octo-org/octo-repo/issues/7/comments 201'
    ])
    expect(ourComments(f).map((c) => c.id)).toEqual([5002])
    expect(ourComments(f)[0].body).toContain('/actions/runs/4900')
    expect(run.outputs['comment-url']).toBe('https://github.com/octo-org/octo-repo/pull/7#issuecomment-5002')
    expect(run.stdout).toContain(
      'Comment 5001 on octo-org/octo-repo#7 was deleted after it was listed (PATCH answered 404); listing the comments again'
    )
  })
})

describe('item 4: GET /user answering 500', () => {
  it('falls back to the rule for tokens that cannot read /user, with a warning, without waiting out retries', async () => {
    const f = await start({
      comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nan earlier report` }],
      faults: { userStatus: 500 }
    })
    const { run, writes } = await step(f, { inputs: INPUTS }, '5000')
    expect(run.exitCode).toBe(0)
    expect(writes).toEqual(['PATCH /repos/octo-org/octo-repo/issues/comments/5001 200'])
    expect(f.requests.filter((r) => r.route === 'user').map((r) => r.status)).toEqual([500])
    expect(logLines(run, '::warning::')).toContain(
      '::warning::GET /user answered 500 (Fake failure 500), not retried: the comment author is taken as for tokens that cannot read /user (github-actions[bot] until a created comment shows the author); set `comment-author` to skip this lookup'
    )
  })

  it('a personal access token whose /user fails still ends with its one comment (the author is learned from the created comment)', async () => {
    const f = await start({
      authenticatedUser: 'octocat',
      comments: [{ user: 'octocat', body: `${MARKER}\nan earlier report` }],
      faults: { userStatus: 502 }
    })
    const { run, writes } = await step(f, { inputs: INPUTS }, '5001')
    expect(run.exitCode).toBe(0)
    expect(writes).toEqual([
      'POST /repos/octo-org/octo-repo/issues/7/comments 201',
      'PATCH /repos/octo-org/octo-repo/issues/comments/5001 200',
      'DELETE /repos/octo-org/octo-repo/issues/comments/5002 204'
    ])
    expect(ourComments(f).map((c) => [c.id, c.user.login])).toEqual([[5001, 'octocat']])
    expect(ourComments(f)[0].body).toContain('/actions/runs/5001')
  })
})

describe('item 5: two steps in one job with different comment-keys', () => {
  it('each step writes its own report file, and each path is its output', async () => {
    const f = await start({
      artifacts: [
        ...EVIDENCE,
        { name: 'eval-other-1', files: artifactFiles([{ configuration: 'other', task: 'u', revision: 'r1', attempt: '1' }]) }
      ]
    })
    const temp = tempFolder('fabric-compare-two-steps-')
    const first = await step(
      f,
      { inputs: { ...INPUTS, 'comment-key': 'first' }, env: { RUNNER_TEMP: temp, GITHUB_ACTION: 'first' } },
      '5100'
    )
    const second = await step(
      f,
      {
        inputs: { ...INPUTS, configurations: 'other: eval-other-*', tasks: 'u@r1', 'comment-key': 'second' },
        env: { RUNNER_TEMP: temp, GITHUB_ACTION: 'second' }
      },
      '5100'
    )
    const paths = [first, second].map((s) => s.run.outputs['report-path'])
    expect(paths).toEqual([
      path.join(temp, 'fabric-compare', 'first', 'fabric-compare-report.json'),
      path.join(temp, 'fabric-compare', 'second', 'fabric-compare-report.json')
    ])
    const configurations = paths.map((p) => ReportSchema.parse(JSON.parse(readFileSync(p, 'utf8'))).configurations.map((c) => c.id))
    expect(configurations).toEqual([['candidate'], ['other']])
    expect(f.commentsOn().map((c) => c.body.split('\n')[0].replace(/<!-- fabric-compare:head.*/, ''))).toEqual([
      '<!-- fabric-compare:v1 key=first -->',
      '<!-- fabric-compare:v1 key=second -->'
    ])
  })

  it('two steps with the same comment-key still get two report files (the second keyed by its step) and a warning', async () => {
    const f = await start()
    const temp = tempFolder('fabric-compare-same-key-')
    const first = await step(f, { inputs: INPUTS, env: { RUNNER_TEMP: temp, GITHUB_ACTION: 'compare' } }, '5200')
    const second = await step(
      f,
      { inputs: { ...INPUTS, 'fail-on': 'never' }, env: { RUNNER_TEMP: temp, GITHUB_ACTION: 'compare_2' } },
      '5200'
    )
    const paths = [first, second].map((s) => s.run.outputs['report-path'])
    expect(paths).toEqual([
      path.join(temp, 'fabric-compare', 'default', 'fabric-compare-report.json'),
      path.join(temp, 'fabric-compare', 'default.compare_2', 'fabric-compare-report.json')
    ])
    expect(paths.every((p) => existsSync(p))).toBe(true)
    expect(logLines(second.run, '::warning::')).toContain(
      '::warning::an earlier step of this job already used comment-key default: this step writes to its own folder default.compare_2, and both steps write the same pull-request comment (give each step its own comment-key)'
    )
  })
})
