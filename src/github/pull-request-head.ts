/**
 * Which commit a comment speaks for: the pull request's current head as the
 * pulls API reports it (`GET /repos/{owner}/{repo}/pulls/{number}`: `head.sha`,
 * `head.repo.full_name`), the hidden head marker a comment carries, and the
 * rules that decide whether a run may write the comment:
 * - a run whose commit is the head writes (and replaces a comment for any older head);
 * - a run whose commit is not the head any more writes nothing;
 * - a run whose event names no commit writes unless the comment already describes the head;
 * - under `workflow_run`, the pull request must be the triggering run's: `head.sha` equals
 *   `workflow_run.head_sha` and `head.repo.full_name` equals `workflow_run.head_repository.full_name`.
 */
import type { GitHubClient } from './octokit.js'
import { apiMessageOf, httpStatusOf, remedyFor } from './errors.js'
import type { WorkflowRunOfEvent } from './pull-request.js'

/** The head of a pull request, from the pulls API. */
export interface PullRequestHead {
  number: number
  /** `head.sha`: the commit the pull request's branch points at now (40 hex digits). */
  sha: string
  /** `head.repo.full_name` (`owner/name`); null when the head repository was deleted. */
  repository: string | null
}

/** Reading the pull request failed: its head is unknown, so no comment is written. The message names the answer and the remedy. */
export class PullRequestReadError extends Error {
  constructor(
    readonly number: number,
    readonly status: number | null,
    readonly apiMessage: string,
    route: string
  ) {
    const answered = status === null ? `got no HTTP answer: ${apiMessage}` : `answered ${status}: ${apiMessage}`
    const forbidden = status === 403 && !/rate limit/i.test(apiMessage)
    const remedy = forbidden
      ? "Give the job `permissions: pull-requests: read` (write includes read), or a token that can read the repository's pull requests."
      : remedyFor(
          status,
          apiMessage,
          `Pull request #${number} does not exist in this repository, or the token cannot see it: check \`pull-request-number\` and that \`github-token\` is for this repository.`
        )
    super(
      `GitHub refused to read pull request #${number} (${route} ${answered}), so its current head commit is unknown and no comment is written. ${remedy}`
    )
    this.name = 'PullRequestReadError'
  }
}

/**
 * `GET /repos/{owner}/{repo}/pulls/{number}` → its head. Throws
 * {@link PullRequestReadError} for any failure (after the client's retries) or
 * an answer without a `head.sha`.
 */
export async function readPullRequestHead(octokit: GitHubClient, owner: string, repo: string, number: number): Promise<PullRequestHead> {
  const route = `GET /repos/${owner}/${repo}/pulls/${number}`
  let data: { head?: { sha?: unknown; repo?: { full_name?: unknown } | null } }
  try {
    data = (await octokit.rest.pulls.get({ owner, repo, pull_number: number })).data
  } catch (error: unknown) {
    throw new PullRequestReadError(number, httpStatusOf(error), apiMessageOf(error), route)
  }
  const sha = data.head?.sha
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/i.test(sha))
    throw new PullRequestReadError(number, 200, 'the answer has no head.sha', route)
  const fullName = data.head?.repo?.full_name
  return { number, sha: sha.toLowerCase(), repository: typeof fullName === 'string' ? fullName : null }
}

/** The gate's verdict a comment shows. */
export type CommentVerdict = 'passed' | 'failed'

/** The first line's head marker: `<!-- fabric-compare:head sha=<40 hex|unknown> run=<run id|unknown> -->`. */
export function headMarker(sha: string | null, runId: number | null): string {
  return `<!-- fabric-compare:head sha=${sha ?? 'unknown'} run=${runId ?? 'unknown'} -->`
}

/**
 * The first line's verdict marker, after the head marker: `<!-- fabric-compare:verdict gate=<passed|failed>
 * run-attempt=<n|unknown> -->`. A marker of its own, so the head marker keeps the shape every release reads; its
 * fields are `key=value` pairs that a reader takes by name (one it does not know is skipped). The verdict lets the
 * next run tell a verdict that turned red (src/github/verdict-notice.ts); the run attempt tells two attempts of one
 * run apart (a re-run keeps the run id).
 */
export function verdictMarker(verdict: CommentVerdict, runAttempt: number | null): string {
  return `<!-- fabric-compare:verdict gate=${verdict} run-attempt=${runAttempt ?? 'unknown'} -->`
}

/** The head marker on a body's first line (exactly as every release writes it). */
const HEAD_MARKER = /<!-- fabric-compare:head sha=([0-9a-f]{40}|unknown) run=(\S+) -->/
/** The verdict marker on a body's first line: its `key=value` pairs. */
const VERDICT_MARKER = /<!-- fabric-compare:verdict((?: [a-z-]+=[A-Za-z0-9._-]+)*) -->/

/**
 * The commit a comment body describes, from the head marker on its first line
 * (after our key marker); null when it names none (a comment written before
 * head markers, or by a run whose event named no commit).
 */
export function describedCommit(body: string): string | null {
  const sha = describedRun(body)?.sha
  return sha === undefined || sha === 'unknown' ? null : sha
}

/** What a comment body says of the run it describes ({@link describedRun}). */
export interface DescribedRun {
  /** 40 hex digits, or `unknown`. */
  sha: string
  /** The run id as written (`unknown` when the run knew none). */
  run: string
  /** The run attempt as written; null when the verdict marker gives none. */
  attempt: string | null
  /** The gate's verdict; null for a comment written before verdicts were marked. */
  verdict: CommentVerdict | null
}

/**
 * What a comment body says of the run it describes, from the head marker ({@link headMarker}) and the verdict
 * marker ({@link verdictMarker}) on its first line; null when the body has no head marker.
 */
export function describedRun(body: string): DescribedRun | null {
  const firstLine = body.split('\n', 1)[0] ?? ''
  const head = HEAD_MARKER.exec(firstLine)
  if (head === null) return null
  const fields = new Map<string, string>()
  for (const pair of (VERDICT_MARKER.exec(firstLine)?.[1] ?? '').trim().split(' ')) {
    const at = pair.indexOf('=')
    if (at > 0) fields.set(pair.slice(0, at), pair.slice(at + 1))
  }
  const gate = fields.get('gate')
  const attempt = fields.get('run-attempt')
  return {
    sha: head[1]!,
    run: head[2]!,
    attempt: attempt === undefined || attempt === 'unknown' ? null : attempt,
    verdict: gate === 'passed' || gate === 'failed' ? gate : null
  }
}

/** First 7 digits of a commit SHA, as GitHub shows it. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7)
}

/**
 * Why a run whose commit is `runSha` may not write the comment of pull request
 * `head.number`, or null when it may. `existingBody` is the body of the comment
 * it would replace (null: none yet).
 */
export function staleRunRefusal(runSha: string | null, head: PullRequestHead, existingBody: string | null): string | null {
  if (runSha !== null && runSha.toLowerCase() !== head.sha) {
    return (
      `this run is for commit ${shortSha(runSha)}, but the pull request's head (head.sha) is now ${shortSha(head.sha)}; ` +
      "the comment is kept for the head's run, and this run's report is in its job summary"
    )
  }
  if (runSha === null && existingBody !== null && describedCommit(existingBody) === head.sha) {
    return (
      `the event names no commit for this run, and the comment already describes the head ${shortSha(head.sha)}; ` +
      "it is kept, and this run's report is in its job summary"
    )
  }
  return null
}

/**
 * Under `workflow_run`: why pull request `head` is not the triggering run's
 * (its `head.sha` or head repository differ from the run's `head_sha` and
 * `head_repository.full_name`), naming both; null when it is.
 */
export function workflowRunMismatch(head: PullRequestHead, run: WorkflowRunOfEvent): string | null {
  const sameCommit = run.headSha !== null && run.headSha === head.sha
  const sameRepository =
    run.headRepository !== null && head.repository !== null && run.headRepository.toLowerCase() === head.repository.toLowerCase()
  if (sameCommit && sameRepository) return null
  return (
    `pull request #${head.number}'s head is commit ${head.sha} of ${head.repository ?? '(a deleted repository)'} (head.sha, head.repo.full_name), ` +
    `but the workflow_run this job describes ran on commit ${run.headSha ?? '(none given)'} of ${run.headRepository ?? '(none given)'} ` +
    '(workflow_run.head_sha, head_repository.full_name). No comment is written. ' +
    'If the number comes from an artifact of the triggering run, that artifact names another pull request (a fork controls it); ' +
    "if the pull request received a newer push, the newer push's run comments instead."
  )
}
