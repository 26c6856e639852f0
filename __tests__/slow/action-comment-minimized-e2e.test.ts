/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub and its GraphQL endpoint), issue 58 item 10: a
 * sticky comment a maintainer minimized ("outdated") stays folded when a later run edits it, and REST does not say
 * so. When the edit carries a failing verdict the action reads the comment's state over GraphQL and unminimizes it;
 * where the token cannot (`FORBIDDEN`) it posts the comment anew and deletes the hidden one, and says so in the log.
 * A passing verdict leaves a maintainer's folding alone and asks GraphQL nothing.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { ONE_ATTEMPT, runWithWrites } from '../support/comment-runs.js'
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const HEAD = 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3'
const PASSING = { configurations: 'candidate: eval-candidate-*', tasks: 't@r1', 'attempts-per-task': '1', 'github-token': 'ghs_minimized' }
/** The same comparison expecting a second attempt no artifact has: evidence incomplete, gate failed. */
const FAILING = { ...PASSING, 'attempts-per-task': '2' }
const NOTICE = '<!-- fabric-compare:notice key=default '

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function start(): Promise<FakeGitHub> {
  fake = await startFakeGitHub({ artifacts: ONE_ATTEMPT, pulls: { 7: { headSha: HEAD } }, token: 'ghs_minimized' })
  return fake
}

const step = (f: FakeGitHub, inputs: Record<string, string>, runId: string) => runWithWrites(f, { inputs, headSha: HEAD }, runId)
const sticky = (f: FakeGitHub) => f.commentsOn().filter((c) => c.body.startsWith(MARKER))
const urlOf = (c: { id: number; issueNumber: number }): string =>
  `https://github.com/octo-org/octo-repo/pull/${c.issueNumber}#issuecomment-${c.id}`
const graphqlCalls = (f: FakeGitHub, from: number): number => f.requests.slice(from).filter((r) => r.route === 'graphql').length

/** A passing run posts the comment, then a maintainer minimizes it as outdated; returns it. */
async function minimizedPassingComment(f: FakeGitHub): Promise<ReturnType<FakeGitHub['commentsOn']>[number]> {
  const green = await step(f, PASSING, '6101')
  expect(green.run.exitCode).toBe(0)
  const [comment] = sticky(f)
  comment!.minimizedReason = 'outdated'
  return comment!
}

describe('a minimized sticky comment and a failing verdict', () => {
  it('is unminimized (GraphQL unminimizeComment) when the token can; the notice links it', async () => {
    const f = await start()
    const comment = await minimizedPassingComment(f)
    const from = f.requests.length
    const red = await step(f, FAILING, '6102')
    expect(red.run.exitCode).toBe(1)
    expect(red.writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${comment.id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201'
    ])
    // One state query, one mutation.
    expect(graphqlCalls(f, from)).toBe(2)
    expect(sticky(f).map((c) => [c.id, c.minimizedReason ?? null])).toEqual([[comment.id, null]])
    expect(sticky(f)[0]!.body.split('\n')[0]).toContain('run=6102 --><!-- fabric-compare:verdict gate=failed')
    expect(red.run.stdout).toContain(
      `comment ${comment.id} on octo-org/octo-repo#7 was minimized (outdated) and the gate now fails: unminimized`
    )
    expect(red.run.outputs['comment-url']).toBe(urlOf(comment))
    expect(f.commentsOn().filter((c) => c.body.startsWith(NOTICE))).toHaveLength(1)
  })

  it('is posted anew, the hidden one deleted, where the token cannot unminimize (FORBIDDEN); the next run keeps the new one', async () => {
    const f = await start()
    const comment = await minimizedPassingComment(f)
    f.faults.graphqlUnminimizeForbidden = true
    const red = await step(f, FAILING, '6102')
    expect(red.run.exitCode).toBe(1)
    const [kept] = sticky(f)
    expect(sticky(f)).toHaveLength(1)
    expect(kept!.id).toBeGreaterThan(comment.id)
    expect(kept!.minimizedReason ?? null).toBeNull()
    expect(kept!.body.split('\n')[0]).toContain('run=6102 --><!-- fabric-compare:verdict gate=failed')
    expect(red.writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${comment.id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201',
      `DELETE /repos/octo-org/octo-repo/issues/comments/${comment.id} 204`
    ])
    expect(red.run.stdout).toContain(
      `::warning::comment ${comment.id} on octo-org/octo-repo#7 was minimized (outdated) and the gate now fails, but the token cannot unminimize it (GraphQL: FORBIDDEN: Resource not accessible by integration): posting the comment anew`
    )
    expect(red.run.stdout).toContain(`comment posted anew on octo-org/octo-repo#7: ${urlOf(kept!)} (the minimized ${comment.id} deleted)`)
    expect(red.run.outputs['comment-url']).toBe(urlOf(kept!))
    // The new comment notifies by itself: no verdict notice beside it.
    expect(f.commentsOn().filter((c) => c.body.startsWith(NOTICE))).toEqual([])

    const again = await step(f, PASSING, '6103')
    expect(again.writes).toEqual([`PATCH /repos/octo-org/octo-repo/issues/comments/${kept!.id} 200`])
    expect(sticky(f).map((c) => c.id)).toEqual([kept!.id])
  })

  it('a state that cannot be read (GraphQL 500) leaves the comment as it is, logged; the verdict stands', async () => {
    const f = await start()
    const comment = await minimizedPassingComment(f)
    f.faults.graphqlStatus = 500
    const red = await step(f, FAILING, '6102')
    expect(red.run.exitCode).toBe(1)
    expect(sticky(f).map((c) => [c.id, c.minimizedReason])).toEqual([[comment.id, 'outdated']])
    expect(red.run.stdout).toMatch(
      new RegExp(`could not read whether comment ${comment.id} on octo-org/octo-repo#7 is minimized \\(GraphQL: 500: `)
    )
    expect(red.run.outputs['comment-url']).toBe(urlOf(comment))
  })
})

describe('a minimized sticky comment and a passing verdict', () => {
  it("stays minimized (a maintainer's choice), and GraphQL is not asked", async () => {
    const f = await start()
    const comment = await minimizedPassingComment(f)
    const from = f.requests.length
    const green = await step(f, PASSING, '6102')
    expect(green.run.exitCode).toBe(0)
    expect(green.writes).toEqual([`PATCH /repos/octo-org/octo-repo/issues/comments/${comment.id} 200`])
    expect(graphqlCalls(f, from)).toBe(0)
    expect(sticky(f).map((c) => [c.id, c.minimizedReason])).toEqual([[comment.id, 'outdated']])
  })
})
