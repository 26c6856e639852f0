/**
 * Which pull request a run concerns, from the workflow event (the payload of
 * `GITHUB_EVENT_PATH`, as `@actions/github`'s `context.payload`) or an
 * explicit number. Pure: reads only its arguments.
 */

/** Where the number came from. */
export type PullRequestSource = 'explicit' | 'pull_request' | 'workflow_run' | 'issue_comment'

/** A resolved pull-request number. */
export interface ResolvedPullRequest {
  number: number
  source: PullRequestSource
}

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
}

/**
 * Resolves the pull request:
 * 1. `explicit` when given (must be an integer ≥ 1, else RangeError);
 * 2. `payload.pull_request.number` (events `pull_request`, `pull_request_target`,
 *    `pull_request_review`, `pull_request_review_comment`);
 * 3. `payload.workflow_run.pull_requests[0].number` (`workflow_run`; that list is
 *    empty for pull requests from forks — pass the number explicitly then, e.g. from an artifact);
 * 4. `payload.issue.number` when `payload.issue.pull_request` exists (`issue_comment` on a pull request).
 * Returns null when none applies (push, schedule, a comment on a plain issue…).
 */
export function resolvePullRequest(payload: unknown, explicit?: number): ResolvedPullRequest | null {
  if (explicit !== undefined) {
    const number = positiveInteger(explicit)
    if (number === null) throw new RangeError(`pull-request number must be an integer ≥ 1, got ${explicit}`)
    return { number, source: 'explicit' }
  }
  const fromPullRequest = positiveInteger(field(field(payload, 'pull_request'), 'number'))
  if (fromPullRequest !== null) return { number: fromPullRequest, source: 'pull_request' }

  const runPullRequests = field(field(payload, 'workflow_run'), 'pull_requests')
  if (Array.isArray(runPullRequests)) {
    const fromRun = positiveInteger(field(runPullRequests[0], 'number'))
    if (fromRun !== null) return { number: fromRun, source: 'workflow_run' }
  }

  const issue = field(payload, 'issue')
  const issuePullRequest = field(issue, 'pull_request')
  if (issuePullRequest !== undefined && issuePullRequest !== null) {
    const fromIssue = positiveInteger(field(issue, 'number'))
    if (fromIssue !== null) return { number: fromIssue, source: 'issue_comment' }
  }
  return null
}

/** The pull-request number of {@link resolvePullRequest}, or null. */
export function resolvePullRequestNumber(payload: unknown, explicit?: number): number | null {
  return resolvePullRequest(payload, explicit)?.number ?? null
}

const SHA = /^[0-9a-f]{40}$/i

function sha(value: unknown): string | null {
  return typeof value === 'string' && SHA.test(value) ? value.toLowerCase() : null
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** The triggering run of a `workflow_run` event, from its payload's `workflow_run` object. */
export interface WorkflowRunOfEvent {
  /** `workflow_run.id`. */
  id: number | null
  /** `workflow_run.html_url`. */
  url: string | null
  /** `workflow_run.head_sha` (lower case), or null when absent or not a SHA. */
  headSha: string | null
  /** `workflow_run.head_repository.full_name` (`owner/name`). */
  headRepository: string | null
}

/** The `workflow_run` object of the payload, or null when the event has none. */
export function workflowRunOf(payload: unknown): WorkflowRunOfEvent | null {
  const run = field(payload, 'workflow_run')
  if (typeof run !== 'object' || run === null) return null
  return {
    id: positiveInteger(field(run, 'id')),
    url: text(field(run, 'html_url')),
    headSha: sha(field(run, 'head_sha')),
    headRepository: text(field(field(run, 'head_repository'), 'full_name'))
  }
}

/** The commit a run speaks for, and the event field it came from. */
export interface CommitOfEvent {
  /** 40 hex digits, lower case; null when the event names none. */
  sha: string | null
  /** `pull_request.head.sha`, `workflow_run.head_sha`, `GITHUB_SHA` (push), or null. */
  source: 'pull_request.head.sha' | 'workflow_run.head_sha' | 'GITHUB_SHA' | null
}

/**
 * The pull request's head commit this run evaluated:
 * - `pull_request.head.sha` (pull_request events; `GITHUB_SHA` is the test merge commit there);
 * - `workflow_run.head_sha` (`workflow_run`: the commit the triggering run ran on);
 * - `GITHUB_SHA` for `push` (the pushed commit);
 * - else none (`issue_comment`, `schedule`…: the event names no commit of the pull request).
 */
export function commitOfEvent(eventName: string, payload: unknown, githubSha: string | undefined): CommitOfEvent {
  const fromPullRequest = sha(field(field(field(payload, 'pull_request'), 'head'), 'sha'))
  if (fromPullRequest !== null) return { sha: fromPullRequest, source: 'pull_request.head.sha' }
  if (eventName === 'workflow_run') {
    const fromRun = workflowRunOf(payload)?.headSha ?? null
    return { sha: fromRun, source: fromRun === null ? null : 'workflow_run.head_sha' }
  }
  const fromPush = eventName === 'push' ? sha(githubSha) : null
  return { sha: fromPush, source: fromPush === null ? null : 'GITHUB_SHA' }
}

/**
 * The pull request's base commit, from the event: `pull_request.base.sha`
 * (pull_request events), else `workflow_run.pull_requests[0].base.sha`
 * (`workflow_run` of a same-repository pull request; forks' runs list none).
 * 40 hex digits, lower case; null when the event names none (push, schedule…).
 */
export function baseCommitOfEvent(payload: unknown): string | null {
  const fromPullRequest = sha(field(field(field(payload, 'pull_request'), 'base'), 'sha'))
  if (fromPullRequest !== null) return fromPullRequest
  const runPullRequests = field(field(payload, 'workflow_run'), 'pull_requests')
  return Array.isArray(runPullRequests) ? sha(field(field(runPullRequests[0], 'base'), 'sha')) : null
}

/** `repository.default_branch` of the event payload (most events carry it), or null. */
export function defaultBranchOfEvent(payload: unknown): string | null {
  return text(field(field(payload, 'repository'), 'default_branch'))
}
