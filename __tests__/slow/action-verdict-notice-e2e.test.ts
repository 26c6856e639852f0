/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub), issue 40 item 2: GitHub
 * notifies nobody when a comment is edited, so when the gate's verdict in our edited comment turns
 * from passed to failed the action also posts one short new comment linking it — once per
 * worsening (not again on a re-run that stays red, nor for a comment that was already red), never
 * with `comment-notify: false`, and never for a comment written before verdicts were marked.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { ReportSchema } from '../../src/comparison/report/report-schema.js'
import { ONE_ATTEMPT, runWithWrites } from '../support/comment-runs.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../support/fake-github.js'
import type { ActionRun } from '../support/run-action.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const HEAD = 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2'
const PASSING = { configurations: 'candidate: eval-candidate-*', tasks: 't@r1', 'attempts-per-task': '1', 'github-token': 'ghs_notice' }
/** The same comparison expecting a second attempt no artifact has: evidence incomplete, gate failed. */
const FAILING = { ...PASSING, 'attempts-per-task': '2' }

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  fake = await startFakeGitHub({ artifacts: ONE_ATTEMPT, pulls: { 7: { headSha: HEAD } }, ...options })
  return fake
}

/** One run as workflow run `runId` for the head commit; returns it and the comment writes it made. */
const step = (f: FakeGitHub, inputs: Record<string, string>, runId: string) => runWithWrites(f, { inputs, headSha: HEAD }, runId)

/** The comment's `html_url` as the fake GitHub answers it. */
const urlOf = (c: { id: number; issueNumber: number }): string =>
  `https://github.com/octo-org/octo-repo/pull/${c.issueNumber}#issuecomment-${c.id}`
const NOTICE = '<!-- fabric-compare:notice key=default '
const notices = (f: FakeGitHub) => f.commentsOn().filter((c) => c.body.startsWith(NOTICE))
const sticky = (f: FakeGitHub) => f.commentsOn().filter((c) => c.body.startsWith(MARKER))

describe('a verdict that turns red in an edited comment gets one short new comment', () => {
  it('passed → failed: the comment is updated and one notice links it; a re-run still red posts none; red → green → red posts a second', async () => {
    const f = await start()
    const green = await step(f, PASSING, '5101')
    expect(green.run.exitCode).toBe(0)
    expect(green.writes).toEqual(['POST /repos/octo-org/octo-repo/issues/7/comments 201'])
    const [comment] = sticky(f)
    expect(comment!.body.split('\n')[0]).toBe(
      `${MARKER}<!-- fabric-compare:head sha=${HEAD} run=5101 --><!-- fabric-compare:verdict gate=passed run-attempt=unknown -->`
    )

    const red = await step(f, FAILING, '5102')
    expect(red.run.exitCode).toBe(1)
    expect(red.writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${comment!.id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201'
    ])
    expect(sticky(f)).toHaveLength(1)
    expect(sticky(f)[0]!.body.split('\n')[0]).toContain('run=5102 --><!-- fabric-compare:verdict gate=failed')
    expect(notices(f).map((n) => [n.user.login, n.body])).toEqual([
      [
        'github-actions[bot]',
        `${NOTICE}after=${HEAD}/5101/unknown -->\n` +
          `**fabric-compare: the gate now fails** (fail-on \`incomplete\`, ${reasonsOf(red.run)}) for commit \`b2b2b2b\`; the comment said it passed for commit \`b2b2b2b\` (run 5101). ` +
          `GitHub sends no notification when a comment is edited: [the updated comment](${urlOf(comment!)}).`
      ]
    ])
    expect(red.run.stdout).toContain(`the gate's verdict turned from passed to failed: notice posted on #7: ${urlOf(notices(f)[0]!)}`)
    expect(red.run.outputs['comment-url']).toBe(urlOf(comment!))

    const stillRed = await step(f, FAILING, '5103')
    expect(stillRed.writes).toEqual([`PATCH /repos/octo-org/octo-repo/issues/comments/${comment!.id} 200`])
    expect(notices(f)).toHaveLength(1)

    await step(f, PASSING, '5104')
    const redAgain = await step(f, FAILING, '5105')
    expect(redAgain.writes).toHaveLength(2)
    expect(notices(f).map((n) => n.body.split('\n')[0])).toEqual([
      `${NOTICE}after=${HEAD}/5101/unknown -->`,
      `${NOTICE}after=${HEAD}/5104/unknown -->`
    ])
  })

  it('a re-run of the same worsening (the previous state already has its notice) posts no second notice', async () => {
    const previous = `${MARKER}<!-- fabric-compare:head sha=${HEAD} run=5201 --><!-- fabric-compare:verdict gate=passed run-attempt=unknown -->\nold report`
    const f = await start({
      comments: [
        { user: 'github-actions[bot]', body: previous },
        { user: 'github-actions[bot]', body: `${NOTICE}after=${HEAD}/5201/unknown -->\nposted by a racing run` }
      ]
    })
    const { writes } = await step(f, FAILING, '5202')
    expect(writes).toEqual([`PATCH /repos/octo-org/octo-repo/issues/comments/${sticky(f)[0]!.id} 200`])
    expect(notices(f)).toHaveLength(1)
  })

  it('two runs racing over the same passing comment end with one notice: the racing run posted first, ours is deleted', async () => {
    const previous = `${MARKER}<!-- fabric-compare:head sha=${HEAD} run=5601 --><!-- fabric-compare:verdict gate=passed run-attempt=1 -->\nold`
    const f = await start({
      comments: [{ user: 'github-actions[bot]', body: previous }],
      faults: { raceOnCreate: { user: 'github-actions[bot]', body: `${NOTICE}after=${HEAD}/5601/1 -->\nposted by the racing run` } }
    })
    const { run: r, writes } = await step(f, FAILING, '5602')
    expect(writes).toEqual([
      `PATCH /repos/octo-org/octo-repo/issues/comments/${sticky(f)[0]!.id} 200`,
      'POST /repos/octo-org/octo-repo/issues/7/comments 201',
      expect.stringMatching(/^DELETE \/repos\/octo-org\/octo-repo\/issues\/comments\/\d+ 204$/)
    ])
    expect(notices(f).map((n) => n.body.split('\n')[1])).toEqual(['posted by the racing run'])
    expect(r.stdout).toMatch(/another run posted the same verdict notice on #7 first/)
  })

  it('a re-run (same run id, next attempt) that turns red again after passing is a new worsening: one notice per change', async () => {
    const f = await start()
    const attempt = (inputs: Record<string, string>, n: number) =>
      runWithWrites(f, { inputs, headSha: HEAD, env: { GITHUB_RUN_ATTEMPT: String(n) } }, '5701')
    await attempt(PASSING, 1)
    expect((await attempt(FAILING, 2)).writes).toHaveLength(2)
    expect((await attempt(FAILING, 3)).writes).toHaveLength(1)
    await attempt(PASSING, 4)
    expect((await attempt(FAILING, 5)).writes).toHaveLength(2)
    expect(notices(f).map((n) => n.body.split('\n')[0])).toEqual([`${NOTICE}after=${HEAD}/5701/1 -->`, `${NOTICE}after=${HEAD}/5701/4 -->`])
  })

  it('a notice-shaped comment of another account does not stop ours (a user cannot silence it)', async () => {
    const previous = `${MARKER}<!-- fabric-compare:head sha=${HEAD} run=5301 --><!-- fabric-compare:verdict gate=passed run-attempt=unknown -->\nold report`
    const f = await start({
      comments: [
        { user: 'github-actions[bot]', body: previous },
        { user: 'mallory', body: `${NOTICE}after=${HEAD}/5301/unknown -->\nforged` }
      ]
    })
    const { writes } = await step(f, FAILING, '5302')
    expect(writes).toHaveLength(2)
    expect(notices(f).map((n) => n.user.login)).toEqual(['mallory', 'github-actions[bot]'])
  })

  it('no notice with comment-notify: false, for a comment that gave no verdict (written before verdicts were marked), or green → green', async () => {
    const f = await start()
    await step(f, PASSING, '5401')
    const off = await step(f, { ...FAILING, 'comment-notify': 'false' }, '5402')
    expect(off.writes).toHaveLength(1)
    expect(notices(f)).toEqual([])

    const g = await start({
      comments: [
        { user: 'github-actions[bot]', body: `${MARKER}<!-- fabric-compare:head sha=${HEAD} run=5500 -->\nan older version's report` }
      ]
    })
    const unmarked = await step(g, FAILING, '5501')
    expect(unmarked.writes).toHaveLength(1)
    expect(notices(g)).toEqual([])
    await step(g, PASSING, '5502')
    const greenAgain = await step(g, PASSING, '5503')
    expect(greenAgain.writes).toHaveLength(1)
    expect(notices(g)).toEqual([])
  })
})

/** `N reason(s)` of the run's report (its gate's reasons, at least one when it failed), as the notice counts them. */
function reasonsOf(run: ActionRun): string {
  const n = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))).gate.reasons.length
  expect(n).toBeGreaterThan(0)
  return `${n} reason${n === 1 ? '' : 's'}`
}
