/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub): the
 * sticky comment's identity rule for every token kind — `GITHUB_TOKEN`
 * (`GET /user` 403, comments by `github-actions[bot]`), a GitHub App
 * installation token (`GET /user` 403, comments by `<app>[bot]`) and a
 * personal access token (`GET /user` answers) — and racing runs over a
 * comment list that lags behind creations.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { artifactFiles } from '../support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../support/fake-github.js'
import { runAction, type ActionRun } from '../support/run-action.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const INPUTS = {
  configurations: 'candidate: eval-candidate-*',
  tasks: 't@r1',
  'attempts-per-task': '1',
  'github-token': 'ghs_comment'
}
/** Marker comments written by other accounts: a user forging the marker, and another App. */
const FORGED = [
  { user: 'mallory', body: `${MARKER}\nforged by a user` },
  { user: 'other-app[bot]', body: `${MARKER}\nwritten by another app` }
]

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function start(options: FakeGitHubOptions): Promise<FakeGitHub> {
  fake = await startFakeGitHub({
    artifacts: [
      { name: 'eval-candidate-1', files: artifactFiles([{ configuration: 'candidate', task: 't', revision: 'r1', attempt: '1' }]) }
    ],
    comments: FORGED,
    ...options
  })
  return fake
}

/** Three workflow runs (different run ids, so the body changes each time). */
async function threeRuns(f: FakeGitHub, inputs: Record<string, string> = INPUTS): Promise<ActionRun[]> {
  const runs: ActionRun[] = []
  for (const runId of ['4301', '4302', '4303']) runs.push(await runAction({ inputs, env: { ...f.env(), GITHUB_RUN_ID: runId } }))
  return runs
}

/** [author, body first line after the marker] of every marker comment, oldest first. */
const marked = (f: FakeGitHub): Array<[string, string]> =>
  f
    .commentsOn()
    .filter((c) => c.body.startsWith(MARKER))
    .map((c) => [c.user.login, c.body.split('\n')[1]])
/** Successful requests of one route. */
const count = (f: FakeGitHub, route: string): number => f.requests.filter((r) => r.route === route && r.status < 400).length

describe('one comment per comment-key for every token kind; marker comments of other accounts are never edited', () => {
  it('GITHUB_TOKEN: GET /user 403, comments by github-actions[bot]', async () => {
    const f = await start({})
    const runs = await threeRuns(f)
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0, 0])
    expect(marked(f)).toEqual([
      ['mallory', 'forged by a user'],
      ['other-app[bot]', 'written by another app'],
      ['github-actions[bot]', '## fabric-compare · evidence complete']
    ])
    expect([count(f, 'comment-create'), count(f, 'comment-update'), count(f, 'comment-delete')]).toEqual([1, 2, 0])
    expect(new Set(runs.map((r) => r.outputs['comment-url'])).size).toBe(1)
    expect(f.commentsOn().at(-1)?.body).toContain('/actions/runs/4303')
  })

  it('App installation token without comment-author: the author is learned from the created comment', async () => {
    const f = await start({ tokenLogin: 'my-app[bot]' })
    const runs = await threeRuns(f)
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0, 0])
    expect(marked(f)).toEqual([
      ['mallory', 'forged by a user'],
      ['other-app[bot]', 'written by another app'],
      ['my-app[bot]', '## fabric-compare · evidence complete']
    ])
    // Runs 2 and 3 create a comment to learn who they are, then hand the body to the first one and delete theirs.
    expect([count(f, 'comment-create'), count(f, 'comment-update'), count(f, 'comment-delete')]).toEqual([3, 2, 2])
    const [kept] = f.commentsOn().filter((c) => c.user.login === 'my-app[bot]')
    expect(runs.map((r) => r.outputs['comment-url'])).toEqual(
      Array(3).fill(`https://github.com/octo-org/octo-repo/pull/7#issuecomment-${kept.id}`)
    )
    expect(kept.body).toContain('/actions/runs/4303')
  })

  it('App installation token with comment-author: found and updated in place, no transient comment', async () => {
    const f = await start({ tokenLogin: 'my-app[bot]' })
    const runs = await threeRuns(f, { ...INPUTS, 'comment-author': 'my-app[bot]' })
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0, 0])
    expect(marked(f).map(([login]) => login)).toEqual(['mallory', 'other-app[bot]', 'my-app[bot]'])
    expect([count(f, 'user'), count(f, 'comment-create'), count(f, 'comment-update'), count(f, 'comment-delete')]).toEqual([0, 1, 2, 0])
  })

  it('personal access token: GET /user names the author; the github-actions[bot] marker comment is left alone', async () => {
    const f = await start({
      authenticatedUser: 'octocat',
      comments: [...FORGED, { user: 'github-actions[bot]', body: `${MARKER}\nfrom GITHUB_TOKEN` }]
    })
    const runs = await threeRuns(f)
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0, 0])
    expect(marked(f)).toEqual([
      ['mallory', 'forged by a user'],
      ['other-app[bot]', 'written by another app'],
      ['github-actions[bot]', 'from GITHUB_TOKEN'],
      ['octocat', '## fabric-compare · evidence complete']
    ])
    expect([count(f, 'comment-create'), count(f, 'comment-update'), count(f, 'comment-delete')]).toEqual([1, 2, 0])
  })
})

describe('racing runs', () => {
  it('two runs that both list before either creates end with one comment although the list lags 400 ms', async () => {
    const f = await start({ comments: [], listLagMs: 400, listBarrier: 2 })
    const runs = await Promise.all(
      ['4401', '4402'].map((runId) => runAction({ inputs: INPUTS, env: { ...f.env(), GITHUB_RUN_ID: runId } }))
    )
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0])
    expect(count(f, 'comment-create')).toBe(2)
    expect(count(f, 'comment-delete')).toBe(1)
    expect(f.commentsOn().map((c) => [c.id, c.user.login])).toEqual([[5001, 'github-actions[bot]']])
    expect(runs.map((r) => r.outputs['comment-url'])).toEqual(
      Array(2).fill('https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001')
    )
  })
})

describe('glossary links in the comment', () => {
  it('point at the running action’s repository and ref; without them (and without GITHUB_SHA) there are none', async () => {
    const f = await start({ comments: [] })
    const glossary = `${f.env().GITHUB_SERVER_URL}/OWNER/fabric-compare/blob/v0/docs/glossary.md`
    const linked = await runAction({
      inputs: INPUTS,
      env: { ...f.env(), GITHUB_ACTION_REPOSITORY: 'OWNER/fabric-compare', GITHUB_ACTION_REF: 'v0' }
    })
    expect(linked.exitCode).toBe(0)
    const body = f.commentsOn().at(-1)?.body ?? ''
    expect(body).toContain(` Terms: [authoritative evidence](${glossary}#authoritative-evidence)`)
    const plain = await runAction({ inputs: INPUTS, env: { ...f.env(), GITHUB_RUN_ID: '4999' } })
    expect(plain.exitCode).toBe(0)
    expect(f.commentsOn().at(-1)?.body).not.toContain('Terms:')
  })
})
