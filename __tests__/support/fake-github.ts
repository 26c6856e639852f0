/**
 * A fake GitHub on 127.0.0.1 for tests and end-to-end runs of the action:
 * REST artifacts (findBy path of @actions/artifact), a blob store, the Twirp
 * results service (current run), issue comments and `GET /user`.
 *
 * Usage (env must be set BEFORE importing @actions/github / @actions/artifact,
 * which read GITHUB_API_URL at import time):
 *
 *   const fake = await startFakeGitHub({ artifacts: [{ name: 'run-records', files: { 'a.json': '{}' } }] })
 *   Object.assign(process.env, fake.env())           // or pass fake.env() to a spawned `node dist/index.js`
 *   const { downloadArtifacts } = await import('../src/github/artifacts.js')
 *   ...
 *   await fake.close()
 *
 * Routes (all answer after `latencyMs`):
 *   GET    /repos/:o/:r/actions/runs/:run/artifacts        ?per_page&page&name  {total_count, artifacts[]} + Link
 *   GET    /repos/:o/:r/actions/artifacts/:id/zip           302 Location → /_blobs/:id/:name.zip (410 when expired)
 *   GET    /_blobs/:id/:file                                zip bytes, content-type application/zip (no auth)
 *   POST   /twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts | GetSignedArtifactURL | CreateArtifact | FinalizeArtifact
 *   PUT    /_upload/:id/:file                               ?comp=block&blockid | ?comp=blocklist (Azure block blob;
 *   fake-github-uploads.ts)
 *   GET    /user                                            403 (GITHUB_TOKEN) or {login}
 *   GET    /repos/:o/:r/issues/:n/comments                  ?per_page&page + Link
 *   POST   /repos/:o/:r/issues/:n/comments                  201
 *   PATCH  /repos/:o/:r/issues/comments/:id                 200
 *   DELETE /repos/:o/:r/issues/comments/:id                 204
 *   GET    /repos/:o/:r/pulls/:n                            {number, head: {sha, ref, repo: {full_name}}} (404 unknown)
 *   GET    /repos/:o/:r                                     {full_name, default_branch}
 *   GET    /repos/:o/:r/actions/runs/:run                   one workflow run (404 unknown)
 *   GET    /repos/:o/:r/actions/workflows/:id/runs          ?branch&status&event&per_page&page {total_count, workflow_runs[]} + Link
 *   GET    /repos/:o/:r/compare/:base...:head               {status, ahead_by, behind_by} over `commits` (404 unknown commit)
 *   POST   /graphql                                         a comment's minimized state, `unminimizeComment` (fake-github-graphql.ts)
 * Anything else → 404 `{message: 'Not Found'}` (and is logged).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Reply, RouteRequest } from './fake-github-http.js'
import { githubError, sleep } from './fake-github-http.js'
import type { BackendIds, FakeArtifact, FakeArtifactSpec } from './fake-github-artifacts.js'
import { buildArtifacts, listRunArtifacts, makeRuntimeToken, redirectToZip, serveBlob, twirp } from './fake-github-artifacts.js'
import type { CommentFaults, CommentStore, FakeComment, FakePull, SeedComment } from './fake-github-comments.js'
import * as comments from './fake-github-comments.js'
import { graphql } from './fake-github-graphql.js'
import type { FakeCommit, FakeWorkflowRun, RunStore } from './fake-github-runs.js'
import { compareCommits, getRepository, getRun, listWorkflowRuns } from './fake-github-runs.js'
import type { FakeUpload } from './fake-github-uploads.js'
import { newUploadStore, putBlob, twirpUpload } from './fake-github-uploads.js'

export type {
  FakeArtifactSpec,
  FakeArtifact,
  BackendIds,
  SeedComment,
  FakeComment,
  CommentFaults,
  FakePull,
  FakeWorkflowRun,
  FakeCommit,
  FakeUpload
}

/** `head.sha` of the fake's default pull request (and of the pull_request events `runAction` writes by default). */
export const DEFAULT_HEAD_SHA = 'c0ffee0000000000000000000000000000000001'
export { buildZip, makeRuntimeToken, sha256Digest } from './fake-github-artifacts.js'
export { otherUsersComments } from './fake-github-comments.js'

/** Options of {@link startFakeGitHub}; all optional. */
export interface FakeGitHubOptions {
  /** Repository owner / name the routes accept (others → 404). Default `octo-org` / `octo-repo`. */
  owner?: string
  repo?: string
  /** REST workflow run id of artifacts without their own `runId`. Default 4242. */
  runId?: number
  /** Run whose artifacts the Twirp service (current run, no findBy) serves. Default `runId`. */
  currentRunId?: number
  /** Backend ids in the runtime token. Default `{runBackendId: 'run-backend-1', jobBackendId: 'job-backend-1'}`. */
  backendIds?: BackendIds
  /** When set, REST routes (not blobs) answer 401 unless `Authorization: token|bearer <token>`. */
  token?: string
  artifacts?: FakeArtifactSpec[]
  /** Pre-seeded comments, e.g. `otherUsersComments(250)`. */
  comments?: SeedComment[]
  /** Issue of seeds without `issueNumber`. Default 7. */
  issueNumber?: number
  /** `GET /user` login; null (default) → 403 like a `GITHUB_TOKEN`, and our comments are by `github-actions[bot]`. */
  authenticatedUser?: string | null
  /** With `authenticatedUser` null: the login created comments carry, e.g. `my-app[bot]` (an App installation token: `GET /user` 403). */
  tokenLogin?: string | null
  /** A created comment shows in comment lists only this many ms later (default 0). */
  listLagMs?: number
  /** The first N comment-list requests are held until N have arrived (forces N racing runs to list before any creates). */
  listBarrier?: number
  /** Delay before answering every request, in milliseconds. Default 0. */
  latencyMs?: number
  faults?: CommentFaults
  /** Pull requests by number. Default: `issueNumber` with head {@link DEFAULT_HEAD_SHA} in the fake's own repository. */
  pulls?: Record<number, FakePull>
  /** Workflow runs (the current run included, when the action reads it). Default none. */
  workflowRuns?: FakeWorkflowRun[]
  /** The commit graph the compare route answers from. Default none (every compare 404). */
  commits?: FakeCommit[]
  /** `default_branch` of `GET /repos/:o/:r`. Default `main`. */
  defaultBranch?: string
}

/** One request as the fake saw it. `path` includes the query string. */
export interface LoggedRequest {
  method: string
  path: string
  status: number
  /**
   * Route name (`artifact-list`, `artifact-zip`, `blob`, `twirp`, `user`, `comments-list`, `comment-create`,
   * `comment-update`, `comment-delete`, `pull`, `repository`, `run`, `workflow-runs`, `compare`, `graphql`, `unknown`).
   */
  route: string
}

/** A running fake. State is live: tests read and may mutate `comments`, `artifacts`, `faults`. */
export interface FakeGitHub {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  url: string
  owner: string
  repo: string
  runId: number
  issueNumber: number
  /** The runtime token the Twirp routes accept. */
  runtimeToken: string
  comments: FakeComment[]
  artifacts: FakeArtifact[]
  faults: CommentFaults
  /** Pull requests by number (live: set a new `headSha` to push a commit). */
  pulls: Map<number, FakePull>
  /** Workflow runs and commits (live). */
  runs: RunStore
  /** Artifacts uploaded through the results service (each also added to `artifacts`, as the current run's). */
  uploads: FakeUpload[]
  requests: LoggedRequest[]
  /** Highest number of simultaneous in-flight requests seen per route name, plus `download` (artifact-zip + blob together). */
  maxInFlight: Record<string, number>
  /** Comments of one issue (default: `issueNumber`), oldest first. */
  commentsOn(issueNumber?: number): FakeComment[]
  addComment(seed: SeedComment): FakeComment
  /**
   * Env for clients: GITHUB_API_URL, ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, GITHUB_REPOSITORY,
   * GITHUB_RUN_ID (= currentRunId), GITHUB_SERVER_URL (`http://github.localhost` — a 127.0.0.1
   * server URL would make @actions/artifact throw GHESNotSupportedError).
   */
  env(): Record<string, string>
  /** Clears the request log and the in-flight maxima. */
  resetStats(): void
  close(): Promise<void>
}

type Handler = (request: RouteRequest) => Reply
interface Route {
  method: string
  pattern: RegExp
  name: string
  handler: Handler
}

async function readBody(req: http.IncomingMessage): Promise<{ json: unknown; raw: Buffer }> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks)
  if (chunks.length === 0) return { json: null, raw }
  try {
    return { json: JSON.parse(raw.toString('utf8')), raw }
  } catch {
    return { json: null, raw }
  }
}

/** Starts the fake on 127.0.0.1 with an ephemeral port. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo-org'
  const repo = options.repo ?? 'octo-repo'
  const runId = options.runId ?? 4242
  const currentRunId = options.currentRunId ?? runId
  const ids = options.backendIds ?? { runBackendId: 'run-backend-1', jobBackendId: 'job-backend-1' }
  const store: CommentStore = {
    comments: [],
    nextId: 5001,
    owner,
    repo,
    defaultIssue: options.issueNumber ?? 7,
    authenticatedUser: options.authenticatedUser ?? null,
    tokenLogin: options.tokenLogin ?? null,
    listLagMs: options.listLagMs ?? 0,
    faults: options.faults ?? {},
    pulls: new Map(
      Object.entries(options.pulls ?? { [options.issueNumber ?? 7]: { headSha: DEFAULT_HEAD_SHA } }).map(([n, p]) => [Number(n), p])
    )
  }
  for (const seed of options.comments ?? []) comments.addComment(store, seed)
  const runStore: RunStore = {
    owner,
    repo,
    defaultBranch: options.defaultBranch ?? 'main',
    runs: options.workflowRuns ?? [],
    commits: options.commits ?? []
  }
  const artifacts = await buildArtifacts(options.artifacts ?? [], runId)
  const uploadStore = newUploadStore()
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const ownerRepo = `(${escape(owner)})/(${escape(repo)})`
  const twirpBase = '/twirp/github\\.actions\\.results\\.api\\.v1\\.ArtifactService/'
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: new RegExp(`^/repos/${ownerRepo}/actions/runs/(\\d+)/artifacts$`),
      name: 'artifact-list',
      handler: (r) => listRunArtifacts(fake.artifacts, r)
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/repos/${ownerRepo}/actions/artifacts/(\\d+)/zip$`),
      name: 'artifact-zip',
      handler: (r) => redirectToZip(fake.artifacts, r)
    },
    { method: 'GET', pattern: /^\/_blobs\/(\d+)\/[^/]+$/, name: 'blob', handler: (r) => serveBlob(fake.artifacts, r) },
    {
      method: 'POST',
      pattern: new RegExp(`^${twirpBase}(\\w+)$`),
      name: 'twirp',
      handler: (r) =>
        twirpUpload(r.params[0] ?? '', uploadStore, fake.artifacts, ids, currentRunId, r) ??
        twirp(
          r.params[0] ?? '',
          fake.artifacts.filter((a) => a.runId === currentRunId),
          ids,
          r
        )
    },
    {
      method: 'PUT',
      pattern: /^\/_upload\/(\d+)\/[^/]+$/,
      name: 'upload',
      handler: (r) => putBlob(uploadStore, r, r.raw ?? Buffer.alloc(0))
    },
    { method: 'GET', pattern: /^\/user$/, name: 'user', handler: () => comments.getUser(store) },
    {
      method: 'GET',
      pattern: new RegExp(`^/repos/${ownerRepo}/issues/(\\d+)/comments$`),
      name: 'comments-list',
      handler: (r) => comments.listComments(store, r)
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/repos/${ownerRepo}/issues/(\\d+)/comments$`),
      name: 'comment-create',
      handler: (r) => comments.createComment(store, r)
    },
    {
      method: 'PATCH',
      pattern: new RegExp(`^/repos/${ownerRepo}/issues/comments/(\\d+)$`),
      name: 'comment-update',
      handler: (r) => comments.updateComment(store, r)
    },
    {
      method: 'DELETE',
      pattern: new RegExp(`^/repos/${ownerRepo}/issues/comments/(\\d+)$`),
      name: 'comment-delete',
      handler: (r) => comments.deleteComment(store, r)
    },
    { method: 'GET', pattern: new RegExp(`^/repos/${ownerRepo}/pulls/(\\d+)$`), name: 'pull', handler: (r) => comments.getPull(store, r) },
    { method: 'GET', pattern: new RegExp(`^/repos/${ownerRepo}$`), name: 'repository', handler: () => getRepository(runStore) },
    { method: 'GET', pattern: new RegExp(`^/repos/${ownerRepo}/actions/runs/(\\d+)$`), name: 'run', handler: (r) => getRun(runStore, r) },
    {
      method: 'GET',
      pattern: new RegExp(`^/repos/${ownerRepo}/actions/workflows/(\\d+)/runs$`),
      name: 'workflow-runs',
      handler: (r) => listWorkflowRuns(runStore, r)
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/repos/${ownerRepo}/compare/([^/]+)$`),
      name: 'compare',
      handler: (r) => compareCommits(runStore, r)
    },
    { method: 'POST', pattern: /^\/graphql$/, name: 'graphql', handler: (r) => graphql(store, r) }
  ]
  const barrier = { waiting: 0, release: () => undefined as void, released: Promise.resolve() }
  barrier.released = new Promise<void>((resolve) => (barrier.release = resolve))
  const inFlight: Record<string, number> = {}
  const enter = (key: string): void => {
    inFlight[key] = (inFlight[key] ?? 0) + 1
    fake.maxInFlight[key] = Math.max(fake.maxInFlight[key] ?? 0, inFlight[key] ?? 0)
  }
  const leave = (key: string): void => {
    inFlight[key] = (inFlight[key] ?? 1) - 1
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', fake.url)
      const method = req.method ?? 'GET'
      const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname))
      const name = route?.name ?? 'unknown'
      const keys = name === 'artifact-zip' || name === 'blob' ? [name, 'download'] : [name]
      keys.forEach(enter)
      res.on('close', () => keys.forEach(leave))
      const { json: body, raw } = await readBody(req)
      if (options.latencyMs) await sleep(options.latencyMs)
      if (name === 'comments-list' && barrier.waiting < (options.listBarrier ?? 0)) {
        barrier.waiting++
        if (barrier.waiting === options.listBarrier) barrier.release()
        await barrier.released
      }
      let reply: Reply
      const auth = req.headers.authorization ?? ''
      const restRoute = name !== 'blob' && name !== 'twirp' && name !== 'upload'
      if (route && restRoute && options.token !== undefined && !new RegExp(`^(token|bearer) ${options.token}$`, 'i').test(auth)) {
        reply = githubError(401, 'Bad credentials')
      } else if (route) {
        const match = route.pattern.exec(url.pathname) ?? []
        reply = route.handler({
          method,
          url,
          params: match.slice(1).map(decodeURIComponent),
          headers: req.headers,
          body,
          raw,
          baseUrl: fake.url
        })
      } else {
        reply = githubError(404, 'Not Found')
      }
      fake.requests.push({ method, path: url.pathname + url.search, status: reply.status, route: name })
      const payload = reply.json !== undefined ? Buffer.from(JSON.stringify(reply.json)) : reply.body
      const headers: Record<string, string> = {
        ...(reply.json !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...reply.headers
      }
      if (payload) headers['content-length'] = String(payload.length)
      res.writeHead(reply.status, headers)
      res.end(payload)
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`fake-github internal error: ${String(error)}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  const fake: FakeGitHub = {
    url: `http://127.0.0.1:${port}`,
    owner,
    repo,
    runId,
    issueNumber: store.defaultIssue,
    runtimeToken: makeRuntimeToken(ids),
    comments: store.comments,
    artifacts,
    get faults() {
      return store.faults
    },
    set faults(value: CommentFaults) {
      store.faults = value
    },
    pulls: store.pulls,
    runs: runStore,
    uploads: uploadStore.uploads,
    requests: [],
    maxInFlight: {},
    commentsOn: (issueNumber = store.defaultIssue) => store.comments.filter((c) => c.issueNumber === issueNumber),
    addComment: (seed) => comments.addComment(store, seed),
    env: () => ({
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: 'http://github.localhost',
      ACTIONS_RESULTS_URL: `${fake.url}/`,
      ACTIONS_RUNTIME_TOKEN: fake.runtimeToken,
      GITHUB_REPOSITORY: `${owner}/${repo}`,
      GITHUB_RUN_ID: String(currentRunId)
    }),
    resetStats: () => {
      fake.requests.length = 0
      for (const key of Object.keys(fake.maxInFlight)) delete fake.maxInFlight[key]
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
  }
  return fake
}
