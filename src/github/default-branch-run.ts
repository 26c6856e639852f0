/**
 * Finds the default branch's workflow run a `run=default-branch`
 * configuration takes its artifacts from, over REST (Octokit with the retry
 * and throttling plugins of `octokit.ts`; token with `actions: read`):
 *
 * 1. `GET /repos/{o}/{r}/actions/runs/{reference}`: the workflow (`workflow_id`) and,
 *    when the event names no base commit, the commit (`head_sha`) of the reference run;
 * 2. `GET /repos/{o}/{r}/actions/workflows/{workflow_id}/runs?branch={default}`: the
 *    newest {@link MAX_LISTED_RUNS} runs of that workflow on the default branch, any status
 *    (so that a newer run still in progress or failed can be named when it is passed over);
 * 3. newest first (`created_at`, then id): the first run whose commit is the base commit or
 *    an ancestor of it (`GET /repos/{o}/{r}/compare/{base}...{head_sha}` answers `behind` or
 *    `identical`) and that completed successfully (`status` completed, `conclusion` success).
 *    The same compare gives the committer dates of the base (`base_commit`) and of the run's
 *    commit (`merge_base_commit`, the run's commit itself when it is an ancestor), so the
 *    baseline's age before the base is known without another request.
 *
 * Runs of pull-request events and runs whose head repository is another (a fork's branch
 * that happens to be called `main`) never count: only the repository's own default branch.
 */
import type { GitHubClient } from './octokit.js'
import { httpStatusOf } from './errors.js'

/** At most this many runs are listed (one REST page of 100; issue 23's limit). */
export const MAX_LISTED_RUNS = 100

/** One run of the default branch, as the listing gave it. */
export interface DefaultBranchRun {
  /** `id` (the run id of URLs and of `run-id`). */
  id: number
  /** `run_number` within the workflow, or null when absent. */
  runNumber: number | null
  /** `head_sha`: 40 hex digits, lower case. */
  headSha: string
  /** `status`: `queued`, `in_progress`, `completed`, … */
  status: string
  /** `conclusion` once completed (`success`, `failure`, `cancelled`, `timed_out`, …), else null. */
  conclusion: string | null
  /** `created_at` (ISO 8601). */
  createdAt: string
  /** `html_url`, or null. */
  url: string | null
}

/** A run at or before the base commit that did not complete successfully, and why in words (`in progress`, `concluded failure`). */
export interface PassedOverRun extends DefaultBranchRun {
  why: string
}

/** The chosen run, with how far its commit is behind the base commit, in commits and in time. */
export interface ChosenRun extends DefaultBranchRun {
  /** `behind_by` of the compare; 0 when its commit is the base commit. */
  behindBy: number
  /**
   * Milliseconds from its commit's committer date to the base commit's (0 when it is the base commit); null when the
   * compare gave no date, or the dates run backwards (as a rebase can make them).
   */
  ageMs: number | null
}

/** The answer of {@link findDefaultBranchRun}. */
export interface DefaultBranchRunLookup {
  /** The newest successful run at or before the base; null when none. */
  chosen: ChosenRun | null
  /**
   * Why `chosen` is null: `none_listed` (the workflow has no run on the default branch),
   * `none_at_or_before_base` (every listed run is after the base or diverged from it),
   * `none_successful` (runs at or before the base exist, none completed successfully:
   * they are in `passedOver`); null when a run was chosen.
   */
  reason: 'none_listed' | 'none_at_or_before_base' | 'none_successful' | null
  /** Runs newer than `chosen` (or all, when none was chosen) at or before the base that did not complete successfully, newest first. */
  passedOver: PassedOverRun[]
  /** Runs listed (own pushes, schedules… of the default branch; at most {@link MAX_LISTED_RUNS}). */
  listed: number
  /** Listed runs skipped because their commit is after the base or not its ancestor (diverged, or unknown to the compare). */
  afterBase: number
}

/** What {@link findDefaultBranchRun} searches. */
export interface DefaultBranchRunQuery {
  owner: string
  repo: string
  /** The workflow whose runs are searched (numeric `workflow_id`). */
  workflowId: number
  /** The repository's default branch, e.g. `main`. */
  defaultBranch: string
  /** The base commit (40 hex digits): runs at it or at an ancestor of it qualify. */
  baseSha: string
  /** Runs never chosen nor named (the reference run itself, e.g. a push to the default branch comparing against its predecessor). */
  excludeRunIds: readonly number[]
}

/** The reference run's workflow and commit (`GET /repos/{o}/{r}/actions/runs/{id}`). */
export interface ReferenceRun {
  id: number
  workflowId: number
  /** `head_sha` (lower case). */
  headSha: string
  /** `path` of the workflow file (e.g. `.github/workflows/eval.yml`), or null. */
  workflowPath: string | null
}

interface RestRun {
  id: number
  run_number?: number | null
  head_sha: string
  head_branch?: string | null
  status?: string | null
  conclusion?: string | null
  event?: string | null
  created_at: string
  html_url?: string | null
  workflow_id?: number
  path?: string | null
  head_repository?: { full_name?: string | null } | null
}

/** Reads the reference run. Throws the Octokit error (e.g. 403 without `actions: read`, 404 unknown run). */
export async function readReferenceRun(octokit: GitHubClient, owner: string, repo: string, runId: number): Promise<ReferenceRun> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { owner, repo, run_id: runId })
  const run = data as unknown as RestRun
  return { id: run.id, workflowId: Number(run.workflow_id), headSha: run.head_sha.toLowerCase(), workflowPath: run.path ?? null }
}

/** The repository's `default_branch` (`GET /repos/{o}/{r}`). Throws the Octokit error. */
export async function readDefaultBranch(octokit: GitHubClient, owner: string, repo: string): Promise<string> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}', { owner, repo })
  return data.default_branch
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment'])

/** A run of the repository's own default branch (not a pull request's, not a fork's branch of that name). */
function ownDefaultBranchRun(run: RestRun, query: DefaultBranchListQuery): boolean {
  const own =
    (run.head_repository?.full_name ?? `${query.owner}/${query.repo}`).toLowerCase() === `${query.owner}/${query.repo}`.toLowerCase()
  return own && run.head_branch === query.defaultBranch && !PULL_REQUEST_EVENTS.has(run.event ?? '') && /^[0-9a-f]{40}$/i.test(run.head_sha)
}

function toRun(run: RestRun): DefaultBranchRun {
  return {
    id: run.id,
    runNumber: run.run_number ?? null,
    headSha: run.head_sha.toLowerCase(),
    status: run.status ?? 'unknown',
    conclusion: run.conclusion ?? null,
    createdAt: run.created_at,
    url: run.html_url ?? null
  }
}

/** Newest first: `created_at` descending, then id descending. */
function newestFirst(a: DefaultBranchRun, b: DefaultBranchRun): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt)
  return byTime !== 0 && Number.isFinite(byTime) ? byTime : b.id - a.id
}

/** A commit of a compare answer, as far as its committer date goes. */
interface RestCommit {
  commit?: { committer?: { date?: string | null } | null } | null
}

/** `commit.committer.date` in ms since the epoch, or null when absent or not a date. */
function committerTime(c: RestCommit | null | undefined): number | null {
  const t = Date.parse(c?.commit?.committer?.date ?? '')
  return Number.isFinite(t) ? t : null
}

/** Where a commit lies from the base: commits behind, and its age before the base in ms (see {@link ChosenRun}). */
interface Position {
  behind: number
  ageMs: number | null
}

/**
 * Where `headSha` lies from `baseSha`: its `behind_by` and age when it is the base or an ancestor of it,
 * else null (ahead, diverged, or a commit the compare does not know: 404). Throws other errors.
 */
async function position(octokit: GitHubClient, query: DefaultBranchRunQuery, headSha: string): Promise<Position | null> {
  if (headSha === query.baseSha) return { behind: 0, ageMs: 0 }
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
      owner: query.owner,
      repo: query.repo,
      basehead: `${query.baseSha}...${headSha}`,
      per_page: 1
    })
    if (data.status !== 'behind' && data.status !== 'identical') return null
    // Behind: the merge base is the run's commit itself.
    const base = committerTime(data.base_commit as RestCommit)
    const head = committerTime(data.merge_base_commit as RestCommit)
    // Dates out of order (a rebased or amended commit) say nothing of the age: unknown, never 0.
    return { behind: data.behind_by, ageMs: base === null || head === null || base < head ? null : base - head }
  } catch (error) {
    if (httpStatusOf(error) === 404) return null
    throw error
  }
}

/** A passed-over run's state in words. */
function whyPassedOver(run: DefaultBranchRun): string {
  return run.status !== 'completed' ? run.status.replace(/_/g, ' ') : `concluded ${run.conclusion ?? 'without a conclusion'}`
}

/** What {@link listDefaultBranchRuns} lists: the workflow's runs on the repository's own default branch. */
export type DefaultBranchListQuery = Pick<DefaultBranchRunQuery, 'owner' | 'repo' | 'workflowId' | 'defaultBranch' | 'excludeRunIds'>

/**
 * The newest {@link MAX_LISTED_RUNS} runs of the workflow on the repository's own default branch
 * (one REST page, any status; pull-request runs, forks' branches and `excludeRunIds` left out),
 * newest first. Shared by the baseline lookup below and the history (src/action/history.ts).
 * Throws the Octokit error when the listing fails after its retries.
 */
export async function listDefaultBranchRuns(octokit: GitHubClient, query: DefaultBranchListQuery): Promise<DefaultBranchRun[]> {
  const all = (await octokit.paginate(
    'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
    {
      owner: query.owner,
      repo: query.repo,
      workflow_id: query.workflowId,
      branch: query.defaultBranch,
      exclude_pull_requests: true,
      per_page: MAX_LISTED_RUNS
    },
    (response, done) => {
      // Stop after the first page: at most MAX_LISTED_RUNS runs, whatever the total.
      done()
      return response.data as unknown as RestRun[]
    }
  )) as RestRun[]
  return all
    .slice(0, MAX_LISTED_RUNS)
    .filter((r) => ownDefaultBranchRun(r, query) && !query.excludeRunIds.includes(r.id))
    .map(toRun)
    .sort(newestFirst)
}

/**
 * Lists the default branch's runs of the workflow and picks the newest successful one at or
 * before the base commit (see the module comment). At most {@link MAX_LISTED_RUNS} runs are
 * listed and one compare request is made per distinct commit until a run is chosen.
 * Throws the Octokit error when a request fails after its retries (other than a compare's 404).
 */
export async function findDefaultBranchRun(octokit: GitHubClient, query: DefaultBranchRunQuery): Promise<DefaultBranchRunLookup> {
  const runs = await listDefaultBranchRuns(octokit, query)
  const passedOver: PassedOverRun[] = []
  let afterBase = 0
  const positions = new Map<string, Position | null>()
  for (const run of runs) {
    if (!positions.has(run.headSha)) positions.set(run.headSha, await position(octokit, query, run.headSha))
    const at = positions.get(run.headSha) ?? null
    if (at === null) {
      afterBase++
      continue
    }
    if (run.status !== 'completed' || run.conclusion !== 'success') {
      passedOver.push({ ...run, why: whyPassedOver(run) })
      continue
    }
    return { chosen: { ...run, behindBy: at.behind, ageMs: at.ageMs }, reason: null, passedOver, listed: runs.length, afterBase }
  }
  const reason = runs.length === 0 ? 'none_listed' : passedOver.length === 0 ? 'none_at_or_before_base' : 'none_successful'
  return { chosen: null, reason, passedOver, listed: runs.length, afterBase }
}
