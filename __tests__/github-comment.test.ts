import { afterEach, describe, expect, it } from '@jest/globals'
import { startFakeGitHub, otherUsersComments } from './support/fake-github.js'
import type { FakeGitHub, FakeGitHubOptions } from './support/fake-github.js'
import { recordingLogger } from './support/recording-logger.js'
import { createOctokit } from '../src/github/octokit.js'
import { commentMarker, sanitiseCommentKey, upsertComment } from '../src/github/comment.js'
import { CommentApiError, CommentPermissionError } from '../src/github/errors.js'
import { isAuthoredBy } from '../src/github/comment-author.js'

const MARKER = '<!-- fabric-compare:v1 key=main -->'
let fake: FakeGitHub | undefined

afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function setup(options: FakeGitHubOptions = {}, throttle = false) {
  fake = await startFakeGitHub(options)
  const log = recordingLogger()
  const octokit = createOctokit('test-token', { baseUrl: fake.url, log, retries: 2, retryAfterBaseValue: 1, throttle })
  const upsert = (body: string, key = 'main') =>
    upsertComment(octokit, { owner: fake!.owner, repo: fake!.repo, issueNumber: fake!.issueNumber, key, body, log })
  return { fake, log, octokit, upsert }
}

const routes = (f: FakeGitHub) => f.requests.map((r) => `${r.method} ${r.path} ${r.status}`)

describe('commentMarker', () => {
  it('sanitises the key to [A-Za-z0-9._-]', () => {
    expect(commentMarker('main')).toBe(MARKER)
    expect(commentMarker('base vs cand/<x>@1.2')).toBe('<!-- fabric-compare:v1 key=base_vs_cand__x__1.2 -->')
    expect(sanitiseCommentKey('--> <script>')).toBe('--___script_')
    expect(sanitiseCommentKey('')).toBe('default')
  })
})

describe('isAuthoredBy', () => {
  it('compares logins, and bot logins with or without [bot]', () => {
    expect(isAuthoredBy({ login: 'github-actions[bot]', type: 'Bot' }, 'github-actions[bot]')).toBe(true)
    expect(isAuthoredBy({ login: 'GitHub-Actions[bot]', type: 'Bot' }, 'github-actions')).toBe(true)
    expect(isAuthoredBy({ login: 'github-actions', type: 'User' }, 'github-actions[bot]')).toBe(false)
    expect(isAuthoredBy({ login: 'octocat', type: 'User' }, 'github-actions[bot]')).toBe(false)
    expect(isAuthoredBy(null, 'github-actions[bot]')).toBe(false)
  })
})

describe('upsertComment against the fake GitHub', () => {
  it('creates the comment with the marker when none exists (GITHUB_TOKEN: GET /user is 403)', async () => {
    const { fake, upsert } = await setup()
    const result = await upsert('## Report\nall good')
    expect(result).toEqual({
      action: 'created',
      id: 5001,
      nodeId: 'IC_fake5001',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001',
      author: 'github-actions[bot]',
      deletedDuplicates: []
    })
    expect(fake.commentsOn().map((c) => [c.id, c.user.login, c.body])).toEqual([
      [5001, 'github-actions[bot]', `${MARKER}\n## Report\nall good`]
    ])
    expect(routes(fake)).toEqual([
      'GET /user 403',
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100 200',
      'POST /repos/octo-org/octo-repo/issues/7/comments 201',
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100 200'
    ])
  })

  it('finds our comment on page 3 of 251 and updates it in place', async () => {
    const { fake, upsert } = await setup({
      comments: [...otherUsersComments(250), { user: 'github-actions[bot]', body: `${MARKER}\nold report` }]
    })
    const result = await upsert('new report')
    expect(result.action).toBe('updated')
    expect(result.id).toBe(5251)
    expect(fake.commentsOn()).toHaveLength(251)
    expect(fake.commentsOn()[250]?.body).toBe(`${MARKER}\nnew report`)
    expect(routes(fake).filter((r) => r.includes('comments'))).toEqual([
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100 200',
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100&page=2 200',
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100&page=3 200',
      'PATCH /repos/octo-org/octo-repo/issues/comments/5251 200'
    ])
  })

  it('leaves an identical comment unchanged (no PATCH)', async () => {
    const { fake, upsert } = await setup({ comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nsame` }] })
    const result = await upsert(`${MARKER}\nsame`)
    expect(result).toEqual({
      action: 'unchanged',
      id: 5001,
      nodeId: 'IC_fake5001',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001',
      author: 'github-actions[bot]',
      deletedDuplicates: []
    })
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('keeps the oldest of two duplicates and deletes the newer one', async () => {
    const { fake, upsert } = await setup({
      comments: [
        { user: 'someone', body: 'hello' },
        { user: 'github-actions[bot]', body: `${MARKER}\nrun 1` },
        { user: 'github-actions[bot]', body: `${MARKER}\nrun 2` }
      ]
    })
    const result = await upsert('run 3')
    expect(result).toEqual({
      action: 'updated',
      id: 5002,
      nodeId: 'IC_fake5002',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5002',
      author: 'github-actions[bot]',
      deletedDuplicates: [5003]
    })
    expect(fake.commentsOn().map((c) => [c.id, c.body])).toEqual([
      [5001, 'hello'],
      [5002, `${MARKER}\nrun 3`]
    ])
  })

  it('ends with one comment when another run created its comment first (race on create)', async () => {
    const { fake, upsert } = await setup({
      faults: { raceOnCreate: { user: 'github-actions[bot]', body: `${MARKER}\nother run` } }
    })
    const result = await upsert('this run')
    expect(result).toEqual({
      action: 'updated',
      id: 5001,
      nodeId: 'IC_fake5001',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001',
      author: 'github-actions[bot]',
      deletedDuplicates: [5002]
    })
    expect(fake.commentsOn().map((c) => [c.id, c.body])).toEqual([[5001, `${MARKER}\nthis run`]])
  })

  it('never touches a marked comment written by someone else', async () => {
    const { fake, upsert } = await setup({
      comments: [
        { user: 'mallory', body: `${MARKER}\nfake report` },
        { user: 'github-actions', userType: 'User', body: `${MARKER}\nimpostor` }
      ]
    })
    const result = await upsert('real report')
    expect(result.action).toBe('created')
    expect(fake.commentsOn().map((c) => [c.user.login, c.body])).toEqual([
      ['mallory', `${MARKER}\nfake report`],
      ['github-actions', `${MARKER}\nimpostor`],
      ['github-actions[bot]', `${MARKER}\nreal report`]
    ])
  })

  it('keeps comments of different keys apart', async () => {
    const { fake, upsert } = await setup({ comments: [{ user: 'github-actions[bot]', body: `${commentMarker('other')}\nkeep me` }] })
    expect((await upsert('main report')).action).toBe('created')
    expect(fake.commentsOn().map((c) => c.body)).toEqual([`${commentMarker('other')}\nkeep me`, `${MARKER}\nmain report`])
  })

  it('uses the authenticated login of a personal token', async () => {
    const { fake, upsert } = await setup({
      authenticatedUser: 'octocat',
      comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nby the bot` }]
    })
    const result = await upsert('by octocat')
    expect(result.action).toBe('created')
    expect(fake.commentsOn().map((c) => c.user.login)).toEqual(['github-actions[bot]', 'octocat'])
  })

  it('throws CommentPermissionError with the workflow_run recipe on 403 (fork token)', async () => {
    const { upsert } = await setup({ faults: { commentWriteStatus: 403 } })
    const error = await upsert('report').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommentPermissionError)
    const permission = error as CommentPermissionError
    expect(permission.operation).toBe('create')
    expect(permission.status).toBe(403)
    expect(permission.apiMessage).toContain('Resource not accessible by integration')
    expect(permission.message).toContain('workflow_run')
    expect(permission.message).toContain('pull-requests: write')
  })

  it('throws CommentApiError(500) after the retries of a failing list', async () => {
    const { fake, upsert } = await setup({ faults: { commentListStatus: 500 } })
    const error = await upsert('report').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommentApiError)
    expect((error as CommentApiError).status).toBe(500)
    expect((error as CommentApiError).operation).toBe('list')
    expect(fake.requests.filter((r) => r.route === 'comments-list').map((r) => r.status)).toEqual([500, 500, 500])
  })

  it('throws CommentApiError(404) when the issue does not exist for the token', async () => {
    const { upsert } = await setup({ faults: { commentListStatus: 404 } })
    const error = await upsert('report').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommentApiError)
    expect((error as CommentApiError).status).toBe(404)
  })

  it('retries a rate-limited request through the throttling plugin and logs it', async () => {
    const { fake, log, upsert } = await setup({ faults: { rateLimitedRequests: 1 } }, true)
    const result = await upsert('report')
    expect(result.action).toBe('created')
    expect(fake.requests.filter((r) => r.route === 'comments-list').map((r) => r.status)).toEqual([403, 200, 200])
    expect(log.lines.warning).toEqual([
      expect.stringMatching(/^GitHub rate limit hit for GET .*\/issues\/7\/comments\?per_page=100; retry 1 of 2 after \d+ s$/)
    ])
  })
})

describe('upsertComment: a comment deleted between listing and update, and refusals before writing', () => {
  it('PATCH 404 → the list is read again, the next oldest comment of ours is updated', async () => {
    const seeds = [1, 2].map((n) => ({ user: 'github-actions[bot]', body: `${MARKER}\nold ${n}` }))
    const { fake, log, upsert } = await setup({ comments: seeds, faults: { deleteBeforeUpdate: true } })
    const result = await upsert('new')
    expect(result).toEqual({
      action: 'updated',
      id: 5002,
      nodeId: 'IC_fake5002',
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5002',
      author: 'github-actions[bot]',
      deletedDuplicates: []
    })
    expect(routes(fake).filter((r) => !r.startsWith('GET /user'))).toEqual([
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100 200',
      'PATCH /repos/octo-org/octo-repo/issues/comments/5001 404',
      'GET /repos/octo-org/octo-repo/issues/7/comments?per_page=100 200',
      'PATCH /repos/octo-org/octo-repo/issues/comments/5002 200'
    ])
    expect(log.lines.info).toContain(
      'Comment 5001 on octo-org/octo-repo#7 was deleted after it was listed (PATCH answered 404); listing the comments again'
    )
  })

  it('mayWrite refusing: nothing is written, the reason and the kept comment are returned', async () => {
    const { fake, octokit, log } = await setup({ comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nkept` }] })
    const result = await upsertComment(octokit, {
      owner: 'octo-org',
      repo: 'octo-repo',
      issueNumber: 7,
      key: 'main',
      body: 'new',
      log,
      mayWrite: (existing) => (existing?.endsWith('kept') ? 'newer' : null)
    })
    expect(result).toEqual({
      action: 'skipped',
      reason: 'newer',
      id: 5001,
      url: 'https://github.com/octo-org/octo-repo/pull/7#issuecomment-5001',
      deletedDuplicates: []
    })
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('GET /user 500 is not retried and falls back to github-actions[bot] with a warning', async () => {
    const { fake, log, upsert } = await setup({
      comments: [{ user: 'github-actions[bot]', body: `${MARKER}\nold` }],
      faults: { userStatus: 500 }
    })
    expect((await upsert('new')).action).toBe('updated')
    expect(routes(fake)[0]).toBe('GET /user 500')
    expect(routes(fake).filter((r) => r.startsWith('GET /user'))).toHaveLength(1)
    expect(log.lines.warning[0]).toMatch(/^GET \/user answered 500 \(Fake failure 500\), not retried: /)
  })
})
