/**
 * Issue comments and `GET /user` of the fake GitHub, with fault injection
 * (read-only token 403, 5xx, a rate-limit 403, a concurrent run creating a
 * comment first). Test support only.
 */
import type { Reply, RouteRequest } from './fake-github-http.js'
import { githubError, integrationForbidden, paginate, rateLimited } from './fake-github-http.js'

/** A comment to pre-seed (or to inject as a concurrent run's). */
export interface SeedComment {
  /** Author login, e.g. `someone` or `github-actions[bot]`. */
  user: string
  /** Default: `Bot` when the login ends with `[bot]`, else `User`. */
  userType?: 'User' | 'Bot' | 'Organization'
  body: string
  /** Default: the fake's `issueNumber` (7). */
  issueNumber?: number
  /** Minimized by a maintainer, with GitHub's lower-case reason (`outdated`, `resolved` …); default not minimized. */
  minimizedReason?: string
}

/** A stored comment. Ids increase; `createdAt` is 2026-01-01T00:00:00Z + id seconds (so id order = time order). */
export interface FakeComment {
  id: number
  issueNumber: number
  body: string
  user: { login: string; type: string }
  createdAt: string
  updatedAt: string
  /** `Date.now()` from which lists show it (0: always). */
  visibleFrom: number
  /**
   * The reason it was minimized (`outdated` …), null or absent when it is not. Only GraphQL shows it
   * (fake-github-graphql.ts), as on GitHub; REST answers never do. Tests set it to minimize a comment.
   */
  minimizedReason?: string | null
}

/** Faults of the comments API; mutable at any time through `fake.faults`. */
export interface CommentFaults {
  /** Status answered to POST/PATCH/DELETE comment requests (403 → "Resource not accessible by integration", like a fork's token). */
  commentWriteStatus?: number
  /** Status answered to GET comment lists (e.g. 500, 404). */
  commentListStatus?: number
  /** The next N comment-API requests (any method) get a primary rate-limit 403; decremented per request. */
  rateLimitedRequests?: number
  /** Inserted (as another run's comment, older than ours) right before the next create; cleared once used. */
  raceOnCreate?: SeedComment
  /** Status `GET /user` answers instead of its usual reply (e.g. 500); every request while set. */
  userStatus?: number
  /** The next PATCH finds its comment deleted (someone deleted it after the list was read): removed, 404; cleared once used. */
  deleteBeforeUpdate?: boolean
  /** Status `GET /repos/:o/:r/pulls/:n` answers instead of the pull request (e.g. 403, 500). */
  pullStatus?: number
  /** `unminimizeComment` answers GraphQL `FORBIDDEN` (a token that may not unminimize). */
  graphqlUnminimizeForbidden?: boolean
  /** Status every `POST /graphql` answers instead (e.g. 500). */
  graphqlStatus?: number
}

/** A pull request as `GET /repos/:o/:r/pulls/:n` answers it (the fields the action reads). Mutable through `fake.pulls`. */
export interface FakePull {
  /** `head.sha`: the commit the pull request's branch points at now. */
  headSha: string
  /** `head.repo.full_name`; null when the head repository was deleted. Default: the fake's `owner/repo`. */
  headRepo?: string | null
  /** `head.ref` (branch name). Default `feature`. */
  headRef?: string
}

/** Comment state plus what the routes need. */
export interface CommentStore {
  comments: FakeComment[]
  nextId: number
  owner: string
  repo: string
  defaultIssue: number
  /** Login of `GET /user`, or null → 403 like a `GITHUB_TOKEN` or an App installation token. */
  authenticatedUser: string | null
  /**
   * Login created comments carry: `authenticatedUser`, else this (e.g. `my-app[bot]` for an App installation token),
   * else `github-actions[bot]`.
   */
  tokenLogin: string | null
  /** A created comment shows in lists only this many ms after its creation (an eventually consistent list). */
  listLagMs: number
  faults: CommentFaults
  /** Pull requests by number. */
  pulls: Map<number, FakePull>
}

/** `count` comments by other users (`user-1`…, type User), bodies `Comment N` — e.g. 250 so a marker lands on page 3. */
export function otherUsersComments(count: number, issueNumber?: number): SeedComment[] {
  return Array.from({ length: count }, (_, i) => ({
    user: `user-${i + 1}`,
    body: `Comment ${i + 1}`,
    ...(issueNumber === undefined ? {} : { issueNumber })
  }))
}

/** Adds `seed` to the store and returns it (ids increase by one). */
export function addComment(store: CommentStore, seed: SeedComment): FakeComment {
  const id = store.nextId++
  const time = new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString()
  const comment: FakeComment = {
    id,
    issueNumber: seed.issueNumber ?? store.defaultIssue,
    body: seed.body,
    user: { login: seed.user, type: seed.userType ?? (seed.user.endsWith('[bot]') ? 'Bot' : 'User') },
    createdAt: time,
    updatedAt: time,
    visibleFrom: 0,
    ...(seed.minimizedReason === undefined ? {} : { minimizedReason: seed.minimizedReason })
  }
  store.comments.push(comment)
  return comment
}

function toJson(store: CommentStore, c: FakeComment, baseUrl: string): Record<string, unknown> {
  return {
    id: c.id,
    node_id: `IC_fake${c.id}`,
    url: `${baseUrl}/repos/${store.owner}/${store.repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${store.owner}/${store.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${baseUrl}/repos/${store.owner}/${store.repo}/issues/${c.issueNumber}`,
    body: c.body,
    user: { login: c.user.login, id: 1000 + c.id, type: c.user.type },
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR'
  }
}

/** The fault reply for a comment request, if any applies. */
function fault(store: CommentStore, write: boolean): Reply | null {
  if ((store.faults.rateLimitedRequests ?? 0) > 0) {
    store.faults.rateLimitedRequests = (store.faults.rateLimitedRequests ?? 0) - 1
    return rateLimited()
  }
  const status = write ? store.faults.commentWriteStatus : store.faults.commentListStatus
  if (status === undefined) return null
  return status === 403 ? integrationForbidden() : githubError(status, `Fake failure ${status}`)
}

function bodyText(request: RouteRequest): string | null {
  const body = (request.body ?? {}) as Record<string, unknown>
  return typeof body['body'] === 'string' ? body['body'] : null
}

/** `GET /user`: the configured login (type Bot when it ends with `[bot]`), or 403 like a `GITHUB_TOKEN`; `faults.userStatus` when set. */
export function getUser(store: CommentStore): Reply {
  if (store.faults.userStatus !== undefined) return githubError(store.faults.userStatus, `Fake failure ${store.faults.userStatus}`)
  if (store.authenticatedUser === null) return integrationForbidden()
  const login = store.authenticatedUser
  return { status: 200, json: { login, id: 1, type: login.endsWith('[bot]') ? 'Bot' : 'User' } }
}

/** `GET /repos/:o/:r/issues/:n/comments`: ascending ids, `per_page`/`page` with `Link` headers. */
export function listComments(store: CommentStore, request: RouteRequest): Reply {
  const failed = fault(store, false)
  if (failed) return failed
  const issue = Number(request.params[2])
  const now = Date.now()
  const { page, headers } = paginate(
    store.comments.filter((c) => c.issueNumber === issue && c.visibleFrom <= now),
    request
  )
  return { status: 200, json: page.map((c) => toJson(store, c, request.baseUrl)), headers }
}

/** `POST /repos/:o/:r/issues/:n/comments` → 201; the author is `GET /user`'s login or `github-actions[bot]`. */
export function createComment(store: CommentStore, request: RouteRequest): Reply {
  const failed = fault(store, true)
  if (failed) return failed
  const body = bodyText(request)
  if (body === null) return githubError(422, 'Invalid request. "body" wasn\'t supplied.')
  if (body.length > 65536) return githubError(422, 'Validation Failed: Body is too long (maximum is 65536 characters)')
  const issueNumber = Number(request.params[2])
  if (store.faults.raceOnCreate) {
    addComment(store, { issueNumber, ...store.faults.raceOnCreate })
    delete store.faults.raceOnCreate
  }
  const created = addComment(store, { user: store.authenticatedUser ?? store.tokenLogin ?? 'github-actions[bot]', body, issueNumber })
  created.visibleFrom = Date.now() + store.listLagMs
  return { status: 201, json: toJson(store, created, request.baseUrl) }
}

/** `PATCH /repos/:o/:r/issues/comments/:id` → 200, or 404 for an unknown id. */
export function updateComment(store: CommentStore, request: RouteRequest): Reply {
  const failed = fault(store, true)
  if (failed) return failed
  if (store.faults.deleteBeforeUpdate) {
    delete store.faults.deleteBeforeUpdate
    const at = store.comments.findIndex((c) => c.id === Number(request.params[2]))
    if (at >= 0) store.comments.splice(at, 1)
  }
  const comment = store.comments.find((c) => c.id === Number(request.params[2]))
  if (!comment) return githubError(404, 'Not Found')
  const body = bodyText(request)
  if (body === null) return githubError(422, 'Invalid request. "body" wasn\'t supplied.')
  if (body.length > 65536) return githubError(422, 'Validation Failed: Body is too long (maximum is 65536 characters)')
  comment.body = body
  comment.updatedAt = new Date(Date.parse(comment.updatedAt) + 1000).toISOString()
  return { status: 200, json: toJson(store, comment, request.baseUrl) }
}

/** `DELETE /repos/:o/:r/issues/comments/:id` → 204, or 404 for an unknown id. */
export function deleteComment(store: CommentStore, request: RouteRequest): Reply {
  const failed = fault(store, true)
  if (failed) return failed
  const index = store.comments.findIndex((c) => c.id === Number(request.params[2]))
  if (index < 0) return githubError(404, 'Not Found')
  store.comments.splice(index, 1)
  return { status: 204 }
}

/** `GET /repos/:o/:r/pulls/:n`: `number`, `state`, `head` {sha, ref, repo {full_name} | null}, `base`; 404 for an unknown number. */
export function getPull(store: CommentStore, request: RouteRequest): Reply {
  if (store.faults.pullStatus !== undefined) {
    return store.faults.pullStatus === 403
      ? integrationForbidden()
      : githubError(store.faults.pullStatus, `Fake failure ${store.faults.pullStatus}`)
  }
  const number = Number(request.params[2])
  const pull = store.pulls.get(number)
  if (!pull) return githubError(404, 'Not Found')
  const headRepo = pull.headRepo === undefined ? `${store.owner}/${store.repo}` : pull.headRepo
  return {
    status: 200,
    json: {
      number,
      state: 'open',
      html_url: `https://github.com/${store.owner}/${store.repo}/pull/${number}`,
      head: { sha: pull.headSha, ref: pull.headRef ?? 'feature', repo: headRepo === null ? null : { full_name: headRepo } },
      base: { sha: '0'.repeat(40), ref: 'main', repo: { full_name: `${store.owner}/${store.repo}` } }
    }
  }
}
