/**
 * The rules for which commit a comment speaks for (src/github/pull-request-head.ts,
 * commitOfEvent / workflowRunOf in src/github/pull-request.ts), the comment's
 * subject line, the per-step folder and the remedies of GitHub failures.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { claimStepFolder } from '../src/action/step-folder.js'
import { CommentApiError, remedyFor } from '../src/github/errors.js'
import { commitOfEvent, workflowRunOf } from '../src/github/pull-request.js'
import {
  describedCommit,
  headMarker,
  PullRequestReadError,
  staleRunRefusal,
  workflowRunMismatch,
  type PullRequestHead
} from '../src/github/pull-request-head.js'
import { subjectLine, type SubjectBaseline } from '../src/render/markdown/comment-subject.js'
import { recordingLogger } from './support/recording-logger.js'
import { tempFolder } from './support/temp-folder.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const head: PullRequestHead = { number: 7, sha: B, repository: 'fork/repo' }

describe('commitOfEvent', () => {
  it('pull_request: head.sha, never GITHUB_SHA (the test merge commit)', () => {
    expect(commitOfEvent('pull_request', { pull_request: { number: 7, head: { sha: A.toUpperCase() } } }, B)).toEqual({
      sha: A,
      source: 'pull_request.head.sha'
    })
  })
  it('workflow_run: workflow_run.head_sha; push: GITHUB_SHA; issue_comment: none', () => {
    expect(commitOfEvent('workflow_run', { workflow_run: { head_sha: A } }, B)).toEqual({ sha: A, source: 'workflow_run.head_sha' })
    expect(commitOfEvent('push', {}, B)).toEqual({ sha: B, source: 'GITHUB_SHA' })
    expect(commitOfEvent('issue_comment', { issue: { number: 7, pull_request: {} } }, B)).toEqual({ sha: null, source: null })
    expect(commitOfEvent('workflow_run', { workflow_run: { head_sha: 'not-a-sha' } }, B)).toEqual({ sha: null, source: null })
  })
  it('workflowRunOf reads id, html_url, head_sha and head_repository.full_name', () => {
    expect(
      workflowRunOf({ workflow_run: { id: 9, html_url: 'https://x/9', head_sha: A, head_repository: { full_name: 'fork/repo' } } })
    ).toEqual({
      id: 9,
      url: 'https://x/9',
      headSha: A,
      headRepository: 'fork/repo'
    })
    expect(workflowRunOf({ pull_request: {} })).toBeNull()
  })
})

describe('staleRunRefusal', () => {
  it('the head writes, also over a comment describing an older head', () => {
    expect(staleRunRefusal(B, head, null)).toBeNull()
    expect(staleRunRefusal(B, head, `<!-- k -->${headMarker(A, 1)}\nbody`)).toBeNull()
  })
  it('a run whose commit is no longer the head writes nothing', () => {
    expect(staleRunRefusal(A, head, null)).toBe(
      "this run is for commit aaaaaaa, but the pull request's head (head.sha) is now bbbbbbb; the comment is kept for the head's run, and this run's report is in its job summary"
    )
  })
  it('a run without a commit writes unless the comment describes the head', () => {
    expect(staleRunRefusal(null, head, `<!-- k -->${headMarker(A, 1)}`)).toBeNull()
    expect(staleRunRefusal(null, head, '<!-- k -->\nold comment without a head marker')).toBeNull()
    expect(staleRunRefusal(null, head, `<!-- k -->${headMarker(B, 1)}`)).toContain('already describes the head bbbbbbb')
  })
  it('describedCommit reads only the first line', () => {
    expect(describedCommit(`<!-- k -->${headMarker(B, 4)}\nx`)).toBe(B)
    expect(describedCommit(`<!-- k -->\n${headMarker(B, 4)}`)).toBeNull()
    expect(describedCommit(`<!-- k -->${headMarker(null, null)}`)).toBeNull()
  })
})

describe('workflowRunMismatch', () => {
  const run = { id: 9, url: null, headSha: B, headRepository: 'Fork/Repo' }
  it('the same commit and head repository (case-insensitive) confirm the pull request', () => {
    expect(workflowRunMismatch(head, run)).toBeNull()
  })
  it('another commit, another repository or a deleted head repository refuse, naming both', () => {
    expect(workflowRunMismatch(head, { ...run, headSha: A })).toContain(
      `pull request #7's head is commit ${B} of fork/repo (head.sha, head.repo.full_name), but the workflow_run this job describes ran on commit ${A} of Fork/Repo`
    )
    expect(workflowRunMismatch(head, { ...run, headRepository: 'other/repo' })).toContain(
      'of other/repo (workflow_run.head_sha, head_repository.full_name)'
    )
    expect(workflowRunMismatch({ ...head, repository: null }, run)).toContain('of (a deleted repository)')
  })
})

describe('remedies', () => {
  it('each cause has its own remedy', () => {
    expect(remedyFor(null, 'ECONNRESET', 'nf')).toContain('network error')
    expect(remedyFor(403, 'API rate limit exceeded', 'nf')).toContain('rate limit')
    expect(remedyFor(401, 'Bad credentials', 'nf')).toContain('`github-token`')
    expect(remedyFor(404, 'Not Found', 'the 404 sentence')).toBe('the 404 sentence')
    expect(remedyFor(502, 'Bad Gateway', 'nf')).toContain('githubstatus.com')
    expect(new CommentApiError('create', 403, 'Unable to create comment because issue is locked.').message).toContain(
      'conversation is locked: unlock it'
    )
  })
  it('a pull request that cannot be read names the route, the answer and the permission', () => {
    expect(new PullRequestReadError(7, 404, 'Not Found', 'GET /repos/o/r/pulls/7').message).toBe(
      'GitHub refused to read pull request #7 (GET /repos/o/r/pulls/7 answered 404: Not Found), so its current head commit is unknown and no comment is written. Pull request #7 does not exist in this repository, or the token cannot see it: check `pull-request-number` and that `github-token` is for this repository.'
    )
  })
})

describe('subjectLine', () => {
  it('links the short SHA and the runs; names no commit honestly', () => {
    expect(
      subjectLine({
        pullRequest: 7,
        sha: B,
        commitUrl: 'https://g/pull/7/commits/b',
        evidenceRun: null,
        run: { id: 5, url: 'https://g/runs/5' }
      })
    ).toBe('Describes commit [`bbbbbbb`](https://g/pull/7/commits/b) (the head of #7) · [run 5](https://g/runs/5)')
    expect(
      subjectLine({
        pullRequest: 7,
        sha: null,
        commitUrl: null,
        unknownReason: 'the event names no head commit',
        evidenceRun: { id: 9, url: 'javascript:x' },
        run: null
      })
    ).toBe('Describes no known commit (the event names no head commit) · evidence from run 9')
  })

  it('names the default branch run of run=default-branch configurations, its commit and its distance from the base', () => {
    const baseline = {
      configurations: ['baseline'],
      branch: 'main',
      run: { id: 903, url: 'https://g/runs/903' },
      sha: 'c'.repeat(40),
      commitUrl: 'https://g/commit/c',
      behindBy: 2,
      // 6 days 23 hours: whole days that have passed.
      ageMs: (6 * 24 + 23) * 3_600_000
    }
    expect(subjectLine({ pullRequest: 7, sha: B, commitUrl: null, evidenceRun: null, run: { id: 5, url: null }, baseline })).toBe(
      "Describes commit `bbbbbbb` (the head of #7) · run 5 · `baseline` from `main`'s [run 903](https://g/runs/903) at [`ccccccc`](https://g/commit/c) (6 days and 2 commits before the base)"
    )
    // Without dates the age is unknown, never 0; under a day it is hours.
    const withBaseline = (b: Partial<SubjectBaseline>): string =>
      subjectLine({ pullRequest: 7, sha: B, commitUrl: null, evidenceRun: null, run: null, baseline: { ...baseline, ...b } })
    expect(withBaseline({ ageMs: null })).toMatch(/\(2 commits before the base \(age unknown\)\)$/)
    expect(withBaseline({ behindBy: 1, ageMs: 5.5 * 3_600_000 })).toMatch(/\(5 hours and 1 commit before the base\)$/)
    // A branch name is text: a pipe or a marker cannot break out of its code span.
    expect(withBaseline({ branch: 'x|<!--', behindBy: 0, ageMs: 0, commitUrl: null })).toBe(
      "Describes commit `bbbbbbb` (the head of #7) · `baseline` from `x|<U+003C>!--`'s [run 903](https://g/runs/903) at `ccccccc` (the base commit)"
    )
  })
})

describe('claimStepFolder', () => {
  it('<key>, then <key>.<step> with a warning, then numbered', () => {
    const base = tempFolder('fabric-compare-step-')
    const log = recordingLogger()
    expect(claimStepFolder(base, 'a', 'one', log)).toBe(path.join(base, 'a'))
    expect(claimStepFolder(base, 'b', 'two', log)).toBe(path.join(base, 'b'))
    expect(log.lines.warning).toEqual([])
    expect(claimStepFolder(base, 'a', '__octo/fabric', log)).toBe(path.join(base, 'a.__octo_fabric'))
    expect(claimStepFolder(base, 'a', undefined, log)).toBe(path.join(base, 'a.2'))
    expect(existsSync(path.join(base, 'a.2'))).toBe(true)
    expect(log.lines.warning).toHaveLength(2)
    expect(claimStepFolder(base, '..', 'x', log)).toBe(path.join(base, '__'))
  })
})

describe('the verdict marker (issue 40 item 2)', () => {
  const A = 'a'.repeat(40)
  it('writes gate= and run-attempt= in a marker of its own and reads commit, run, attempt and verdict back', async () => {
    const { headMarker, verdictMarker, describedRun, describedCommit } = await import('../src/github/pull-request-head.js')
    expect(verdictMarker('failed', 2)).toBe('<!-- fabric-compare:verdict gate=failed run-attempt=2 -->')
    const line = `<!-- fabric-compare:v1 key=k -->${headMarker(A, 12)}${verdictMarker('passed', 3)}`
    expect(describedRun(`${line}\nbody`)).toEqual({ sha: A, run: '12', attempt: '3', verdict: 'passed' })
    expect(describedRun(`<!-- k -->${headMarker(null, null)}${verdictMarker('failed', null)}`)).toEqual({
      sha: 'unknown',
      run: 'unknown',
      attempt: null,
      verdict: 'failed'
    })
    // The head marker keeps the shape every release reads: the commit is found with or without the verdict marker.
    expect(describedCommit(line)).toBe(A)
    expect(describedCommit(`<!-- k -->${headMarker(null, 12)}${verdictMarker('passed', 1)}`)).toBeNull()
    // A comment written before verdicts were marked; a verdict marker with fields this version does not know.
    expect(describedRun(`<!-- k -->${headMarker(A, 12)}`)).toEqual({ sha: A, run: '12', attempt: null, verdict: null })
    expect(describedRun(`<!-- k -->${headMarker(A, 12)}<!-- fabric-compare:verdict shard=3 gate=failed run-attempt=1 extra=x -->`)).toEqual(
      {
        sha: A,
        run: '12',
        attempt: '1',
        verdict: 'failed'
      }
    )
    // Only the first line counts, and only our markers' exact shapes.
    expect(describedRun(`body\n${headMarker(A, 12)}${verdictMarker('passed', 1)}`)).toBeNull()
    expect(describedRun(`<!-- k -->${headMarker(A, 12)}<!-- fabric-compare:verdict gate=maybe -->`)?.verdict).toBeNull()
  })
})
