/**
 * findDefaultBranchRun with the real Octokit (retry and throttling plugins)
 * against the fake GitHub: at most 100 runs listed, one compare per distinct
 * commit, diverged and unknown commits skipped, runs that did not complete
 * successfully passed over in order; and the event's base commit and default
 * branch (`baseCommitOfEvent`, `defaultBranchOfEvent`).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { findDefaultBranchRun, MAX_LISTED_RUNS } from '../src/github/default-branch-run.js'
import { createOctokit } from '../src/github/octokit.js'
import { baseCommitOfEvent, defaultBranchOfEvent } from '../src/github/pull-request.js'
import { startFakeGitHub, type FakeCommit, type FakeGitHub, type FakeWorkflowRun } from './support/fake-github.js'

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

const sha = (n: number): string => n.toString(16).padStart(40, '0')
/** A linear default branch of `n` commits, sha(1) first; plus `side`, a commit diverged from sha(2). */
const linear = (n: number): FakeCommit[] => [
  ...Array.from({ length: n }, (_, i) => ({ sha: sha(i + 1), parent: i === 0 ? null : sha(i) })),
  { sha: 'f'.repeat(40), parent: sha(2) }
]
const query = (baseSha: string) => ({
  owner: 'octo-org',
  repo: 'octo-repo',
  workflowId: 77,
  defaultBranch: 'main',
  baseSha,
  excludeRunIds: []
})
const client = (f: FakeGitHub) => createOctokit('t', { baseUrl: f.url, retries: 0, retryAfterBaseValue: 1, throttle: false })

describe('findDefaultBranchRun', () => {
  it(`lists at most ${MAX_LISTED_RUNS} runs (one page, whatever the total) and says when none of them is at or before the base`, async () => {
    // 150 runs, all after the base commit sha(1).
    const runs: FakeWorkflowRun[] = Array.from({ length: 150 }, (_, i) => ({ id: 1000 + i, headSha: sha(2 + (i % 3)) }))
    fake = await startFakeGitHub({ commits: linear(5), workflowRuns: runs })
    const lookup = await findDefaultBranchRun(client(fake), query(sha(1)))
    expect(lookup).toEqual({ chosen: null, reason: 'none_at_or_before_base', passedOver: [], listed: 100, afterBase: 100 })
    expect(fake.requests.filter((r) => r.route === 'workflow-runs')).toHaveLength(1)
    // One compare per distinct commit, not per run.
    expect(fake.requests.filter((r) => r.route === 'compare')).toHaveLength(3)
  })

  it('skips diverged and unknown commits, passes over runs in progress or failed (newest first), and chooses the newest successful ancestor', async () => {
    fake = await startFakeGitHub({
      commits: linear(5),
      workflowRuns: [
        { id: 10, headSha: sha(1) },
        { id: 11, headSha: sha(2) },
        { id: 12, headSha: sha(3), conclusion: 'cancelled' },
        { id: 13, headSha: 'f'.repeat(40) }, // diverged from the base
        { id: 14, headSha: '9'.repeat(40) }, // a commit the compare does not know (force-pushed away): 404
        { id: 15, headSha: sha(4), status: 'queued' }
      ]
    })
    const lookup = await findDefaultBranchRun(client(fake), query(sha(4)))
    expect(lookup.chosen).toMatchObject({
      id: 11,
      headSha: sha(2),
      behindBy: 2,
      // The fake's commits are a day apart; the same compare gives both committer dates.
      ageMs: 2 * 86_400_000,
      url: 'http://github.localhost/octo-org/octo-repo/actions/runs/11'
    })
    expect(lookup.passedOver.map((r) => [r.id, r.why])).toEqual([
      [15, 'queued'],
      [12, 'concluded cancelled']
    ])
    expect([lookup.reason, lookup.listed, lookup.afterBase]).toEqual([null, 6, 2])
  })

  it('the age: 0 at the base itself; null (unknown, never 0) when the compare gives no date or the dates run backwards', async () => {
    const at = async (commits: FakeCommit[], run: string, base: string) => {
      fake = await startFakeGitHub({ commits, workflowRuns: [{ id: 10, headSha: run }] })
      const chosen = (await findDefaultBranchRun(client(fake), query(base))).chosen
      await fake.close()
      fake = null
      return [chosen?.behindBy, chosen?.ageMs]
    }
    expect(await at(linear(5), sha(4), sha(4))).toEqual([0, 0])
    const undated = linear(5).map((c) => ({ ...c, date: '' }))
    expect(await at(undated, sha(1), sha(4))).toEqual([3, null])
    const backwards = linear(5).map((c, i) => ({ ...c, date: `2026-02-0${9 - i}T00:00:00Z` }))
    expect(await at(backwards, sha(1), sha(4))).toEqual([3, null])
  })

  it('none listed: the workflow has no run on the default branch (pull-request runs do not count)', async () => {
    fake = await startFakeGitHub({ commits: linear(2), workflowRuns: [{ id: 20, headSha: sha(1), event: 'pull_request' }] })
    expect(await findDefaultBranchRun(client(fake), query(sha(2)))).toEqual({
      chosen: null,
      reason: 'none_listed',
      passedOver: [],
      listed: 0,
      afterBase: 0
    })
  })
})

describe('the event’s base commit and default branch', () => {
  it('reads pull_request.base.sha, else workflow_run.pull_requests[0].base.sha; repository.default_branch', () => {
    expect(baseCommitOfEvent({ pull_request: { base: { sha: 'A'.repeat(40) } } })).toBe('a'.repeat(40))
    expect(baseCommitOfEvent({ workflow_run: { pull_requests: [{ base: { sha: 'b'.repeat(40) } }] } })).toBe('b'.repeat(40))
    expect(baseCommitOfEvent({ workflow_run: { pull_requests: [] } })).toBeNull()
    expect(baseCommitOfEvent({ pull_request: { base: { sha: 'not a sha' } } })).toBeNull()
    expect(defaultBranchOfEvent({ repository: { default_branch: 'trunk' } })).toBe('trunk')
    expect(defaultBranchOfEvent({})).toBeNull()
  })
})
