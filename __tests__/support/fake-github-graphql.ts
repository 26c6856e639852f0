/**
 * `POST /graphql` of the fake GitHub: the two operations the action sends about an issue comment, answered as
 * GitHub's GraphQL API answers them — `node(id) { ... on IssueComment { isMinimized minimizedReason } }` and
 * `unminimizeComment(input: {subjectId}) { unminimizedComment { isMinimized } }` — over the comments of the REST
 * store (node id `IC_fake<id>`, as its REST answers give `node_id`). Errors come as GitHub sends them: status 200,
 * `data` with the field null and `errors: [{type, path, locations, message}]` (`FORBIDDEN` for a token that may not
 * unminimize, `NOT_FOUND` for an unknown node). Anything else is a 200 with a parse-style error. Test support only.
 */
import type { Reply, RouteRequest } from './fake-github-http.js'
import type { CommentStore, FakeComment } from './fake-github-comments.js'

/** One GraphQL error as GitHub shapes it. */
function graphqlError(type: string, field: string, message: string): Record<string, unknown> {
  return { type, path: [field], locations: [{ line: 2, column: 3 }], message }
}

/** The comment of node id `IC_fake<id>`, or null. */
function commentOf(store: CommentStore, id: unknown): FakeComment | null {
  const match = typeof id === 'string' ? /^IC_fake(\d+)$/.exec(id) : null
  return match === null ? null : (store.comments.find((c) => c.id === Number(match[1])) ?? null)
}

const notFound = (field: string, id: unknown): Record<string, unknown> =>
  graphqlError('NOT_FOUND', field, `Could not resolve to a node with the global id of '${String(id)}'`)

/**
 * Answers one GraphQL request over `store`. `faults.graphqlUnminimizeForbidden` makes `unminimizeComment` answer
 * `FORBIDDEN` ("Resource not accessible by integration", as for a token without write access); `faults.graphqlStatus`
 * answers every request with that HTTP status instead.
 */
export function graphql(store: CommentStore, request: RouteRequest): Reply {
  if (store.faults.graphqlStatus !== undefined)
    return { status: store.faults.graphqlStatus, json: { message: `Fake failure ${store.faults.graphqlStatus}` } }
  const body = (request.body ?? {}) as { query?: unknown; variables?: Record<string, unknown> }
  const query = typeof body.query === 'string' ? body.query : ''
  const id = body.variables?.['id']
  if (/\bunminimizeComment\s*\(/.test(query)) {
    const comment = commentOf(store, id)
    if (comment === null) return { status: 200, json: { data: { unminimizeComment: null }, errors: [notFound('unminimizeComment', id)] } }
    if (store.faults.graphqlUnminimizeForbidden === true)
      return {
        status: 200,
        json: {
          data: { unminimizeComment: null },
          errors: [graphqlError('FORBIDDEN', 'unminimizeComment', 'Resource not accessible by integration')]
        }
      }
    comment.minimizedReason = null
    return { status: 200, json: { data: { unminimizeComment: { unminimizedComment: { isMinimized: false } } } } }
  }
  if (/\bnode\s*\(\s*id\s*:/.test(query) && /\bisMinimized\b/.test(query)) {
    const comment = commentOf(store, id)
    if (comment === null) return { status: 200, json: { data: { node: null }, errors: [notFound('node', id)] } }
    const reason = comment.minimizedReason ?? null
    return { status: 200, json: { data: { node: { isMinimized: reason !== null, minimizedReason: reason } } } }
  }
  return { status: 200, json: { errors: [{ message: 'fake-github: this GraphQL operation is not served', locations: [] }] } }
}
