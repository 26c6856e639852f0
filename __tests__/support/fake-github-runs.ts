/**
 * Workflow runs and commits of the fake GitHub: `GET /repos/:o/:r` (the
 * default branch), one run, the runs of a workflow (filters `branch`,
 * `status`, `event`; newest first; paginated) and the compare of two commits
 * over a small commit graph. Test support only (see fake-github.ts).
 */
import type { Reply, RouteRequest } from './fake-github-http.js'
import { githubError, paginate } from './fake-github-http.js'

/** A workflow run to serve. */
export interface FakeWorkflowRun {
  id: number
  /** Default 77. */
  workflowId?: number
  headSha: string
  /** `head_branch`. Default `main`. */
  branch?: string
  /** Default `push`. */
  event?: string
  /** Default `completed`. */
  status?: string
  /** Default `success` when completed, else null. */
  conclusion?: string | null
  /** ISO time. Default 2026-01-01T00:00:00Z + id minutes. */
  createdAt?: string
  /** `head_repository.full_name`. Default the fake's own repository. */
  headRepository?: string
  runNumber?: number
}

/** One commit of the graph: its parent (null for a root). */
export interface FakeCommit {
  sha: string
  parent: string | null
  /** Committer date (ISO). Default 2026-01-01T00:00:00Z + its index in the graph's list, in days. */
  date?: string
}

/** The state these routes read. */
export interface RunStore {
  owner: string
  repo: string
  defaultBranch: string
  runs: FakeWorkflowRun[]
  commits: FakeCommit[]
}

function restRun(store: RunStore, run: FakeWorkflowRun, baseUrl: string): Record<string, unknown> {
  const status = run.status ?? 'completed'
  return {
    id: run.id,
    name: 'Evaluate',
    run_number: run.runNumber ?? run.id,
    workflow_id: run.workflowId ?? 77,
    path: '.github/workflows/eval.yml',
    head_sha: run.headSha,
    head_branch: run.branch ?? 'main',
    event: run.event ?? 'push',
    status,
    conclusion: run.conclusion !== undefined ? run.conclusion : status === 'completed' ? 'success' : null,
    created_at: run.createdAt ?? new Date(Date.UTC(2026, 0, 1) + run.id * 60_000).toISOString(),
    html_url: `http://github.localhost/${store.owner}/${store.repo}/actions/runs/${run.id}`,
    url: `${baseUrl}/repos/${store.owner}/${store.repo}/actions/runs/${run.id}`,
    head_repository: { full_name: run.headRepository ?? `${store.owner}/${store.repo}` }
  }
}

/** `GET /repos/:o/:r`. */
export function getRepository(store: RunStore): Reply {
  return { status: 200, json: { full_name: `${store.owner}/${store.repo}`, default_branch: store.defaultBranch } }
}

/** `GET /repos/:o/:r/actions/runs/:id` (404 unknown). */
export function getRun(store: RunStore, request: RouteRequest): Reply {
  const run = store.runs.find((r) => r.id === Number(request.params[2]))
  return run === undefined ? githubError(404, 'Not Found') : { status: 200, json: restRun(store, run, request.baseUrl) }
}

/** `GET /repos/:o/:r/actions/workflows/:id/runs` (`branch`, `status`, `event`, `per_page`, `page`), newest first like GitHub. */
export function listWorkflowRuns(store: RunStore, request: RouteRequest): Reply {
  const workflowId = Number(request.params[2])
  const query = request.url.searchParams
  const rows = store.runs
    .map((r) => restRun(store, r, request.baseUrl))
    .filter((r) => r['workflow_id'] === workflowId)
    .filter((r) => query.get('branch') === null || r['head_branch'] === query.get('branch'))
    .filter((r) => query.get('event') === null || r['event'] === query.get('event'))
    .filter((r) => query.get('status') === null || r['status'] === query.get('status') || r['conclusion'] === query.get('status'))
    .sort((a, b) => Date.parse(String(b['created_at'])) - Date.parse(String(a['created_at'])))
  const { page, headers } = paginate(rows, request)
  return { status: 200, json: { total_count: rows.length, workflow_runs: page }, headers }
}

/** The commits from `sha` back to its root, `sha` first. */
function ancestry(store: RunStore, sha: string): string[] {
  const chain: string[] = []
  let current: string | null = sha
  while (current !== null && !chain.includes(current)) {
    const commit = store.commits.find((c) => c.sha === current)
    if (commit === undefined) break
    chain.push(current)
    current = commit.parent
  }
  return chain
}

/**
 * `GET /repos/:o/:r/compare/:base...:head`: `identical`, `behind` (head is an ancestor of base), `ahead`, `diverged`,
 * with `base_commit` and `merge_base_commit` (sha and `commit.committer.date`) as GitHub gives them; 404 for an
 * unknown commit.
 */
export function compareCommits(store: RunStore, request: RouteRequest): Reply {
  const [base, head] = (request.params[2] ?? '').split('...')
  const known = (sha: string | undefined): boolean => sha !== undefined && store.commits.some((c) => c.sha === sha)
  if (!known(base) || !known(head)) return githubError(404, 'Not Found')
  const baseChain = ancestry(store, base as string)
  const headChain = ancestry(store, head as string)
  const commitOf = (sha: string | undefined) => {
    const i = store.commits.findIndex((c) => c.sha === sha)
    if (i < 0) return null
    const date = store.commits[i]!.date ?? new Date(Date.UTC(2026, 0, 1 + i)).toISOString().replace('.000Z', 'Z')
    return { sha, commit: { committer: { name: 'octocat', date }, author: { name: 'octocat', date } } }
  }
  const reply = (status: string, ahead: number, behind: number, mergeBase: string | undefined): Reply => ({
    status: 200,
    json: {
      status,
      ahead_by: ahead,
      behind_by: behind,
      total_commits: ahead,
      base_commit: commitOf(base),
      merge_base_commit: commitOf(mergeBase),
      commits: [],
      files: []
    }
  })
  if (base === head) return reply('identical', 0, 0, base)
  if (baseChain.includes(head as string)) return reply('behind', 0, baseChain.indexOf(head as string), head)
  if (headChain.includes(base as string)) return reply('ahead', headChain.indexOf(base as string), 0, base)
  const common = headChain.findIndex((sha) => baseChain.includes(sha))
  return reply(
    'diverged',
    common < 0 ? headChain.length : common,
    common < 0 ? baseChain.length : baseChain.indexOf(headChain[common] as string),
    common < 0 ? undefined : headChain[common]
  )
}
