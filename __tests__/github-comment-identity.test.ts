/**
 * The comment identity rule and list-lag convergence of `upsertComment`,
 * against the fake GitHub (unit level; the end-to-end runs are in
 * slow/action-comment-e2e.test.ts).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './support/fake-github.js'
import { recordingLogger } from './support/recording-logger.js'
import { createOctokit } from '../src/github/octokit.js'
import { upsertComment } from '../src/github/comment.js'
import { resolveCommentIdentity } from '../src/github/comment-author.js'

const MARKER = '<!-- fabric-compare:v1 key=k -->'
let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function setup(options: FakeGitHubOptions) {
  const f = await startFakeGitHub(options)
  fake = f
  const log = recordingLogger()
  const octokit = createOctokit('t', { baseUrl: f.url, log, retries: 0, retryAfterBaseValue: 1, throttle: false })
  const upsert = (body: string, authorLogin: string | null = null, listLagWaitsMs?: number[]) =>
    upsertComment(octokit, {
      owner: f.owner,
      repo: f.repo,
      issueNumber: f.issueNumber,
      key: 'k',
      body,
      authorLogin,
      log,
      ...(listLagWaitsMs ? { listLagWaitsMs } : {})
    })
  return { f, log, octokit, upsert }
}

describe('resolveCommentIdentity', () => {
  it('given, authenticated, or assumed when GET /user is refused', async () => {
    const { octokit, log } = await setup({ authenticatedUser: 'octocat' })
    expect(await resolveCommentIdentity(octokit, log, 'my-app[bot]')).toEqual({ login: 'my-app[bot]', source: 'given' })
    expect(await resolveCommentIdentity(octokit, log)).toEqual({ login: 'octocat', source: 'authenticated' })
    await fake?.close()
    const refused = await setup({})
    expect(await resolveCommentIdentity(refused.octokit, refused.log)).toEqual({ login: 'github-actions[bot]', source: 'assumed' })
  })
})

describe('upsertComment identity', () => {
  it('an App token learns its login from the created comment and converges on its older comment', async () => {
    const { f, upsert, log } = await setup({ tokenLogin: 'my-app[bot]', comments: [{ user: 'my-app[bot]', body: `${MARKER}\nold` }] })
    const result = await upsert('new')
    expect(result).toEqual({
      action: 'updated',
      id: 5001,
      nodeId: 'IC_fake5001',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001',
      author: 'my-app[bot]',
      deletedDuplicates: [5002]
    })
    expect(f.commentsOn().map((c) => [c.id, c.user.login, c.body])).toEqual([[5001, 'my-app[bot]', `${MARKER}\nnew`]])
    expect(log.lines.info).toContain('Comment author learned from the created comment: my-app[bot]')
  })

  it('a wrong comment-author is corrected by the created comment, with a warning', async () => {
    const { f, upsert, log } = await setup({ tokenLogin: 'my-app[bot]' })
    const result = await upsert('body', 'someone-else')
    expect(result.action).toBe('created')
    expect(f.commentsOn().map((c) => c.user.login)).toEqual(['my-app[bot]'])
    expect(log.lines.warning).toEqual(['comment-author is someone-else, but the comment was created by my-app[bot]; using my-app[bot]'])
  })

  it('waits for a lagging list to show the created comment before deciding', async () => {
    const { f, upsert } = await setup({ listLagMs: 150 })
    const result = await upsert('body', null, [400])
    expect(result.action).toBe('created')
    // Before creating, right after (not yet visible), and once more after the wait (visible).
    expect(f.requests.filter((r) => r.route === 'comments-list')).toHaveLength(3)
  })
})
