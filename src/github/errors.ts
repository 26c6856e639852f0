/**
 * Typed errors of the GitHub layer, and the helpers that read an HTTP status
 * out of whatever Octokit / @actions/artifact threw. Callers catch these to
 * keep the verdict when publishing fails (a comment is never the gate).
 */
import { errorMessage } from '../errors.js'

/** System error codes (Node's `error.code`, undici's) of a request that got no HTTP answer. */
const NETWORK_CODES =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET|UND_ERR_CLOSED|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)\b/
/** A message that quotes an HTTP answer (`(500) Internal Server Error`, `status code 502`): an answer came, whatever else it names. */
const HTTP_ANSWER = /\(\d{3}\)|\bstatus(?: code)?:? \d{3}\b|\bHTTP\/\d/i

/**
 * True when a request got no HTTP answer (DNS failure, refused or reset connection, timeout):
 * an error whose `code`, or whose `cause`'s (up to 5 deep), is a system network code, or whose
 * message names one and quotes no HTTP answer (`(500) Internal Server Error: read ECONNRESET` from
 * `@actions/artifact` is GitHub's answer, not a lost connection); and Octokit's form of it, a `RequestError` with status 500 but no
 * `response` (@octokit/request 10 turns a failed `fetch` into `new RequestError(cause.message,
 * 500, {request})`), which must not be explained as GitHub's server error.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { status?: unknown; response?: unknown; request?: unknown }
  if (e.response !== undefined && e.response !== null) return false
  if (e.status === 500 && e.request !== undefined) return true
  return networkCause(error) !== null
}

/**
 * The first of `error` and its causes (`cause`, up to 5 deep) whose `code` or message is a
 * system network code, as `connect ECONNREFUSED 127.0.0.1:443` (its message) or its code when
 * it has no message; null when none is.
 */
function networkCause(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    const text = typeof message === 'string' ? message : ''
    if (HTTP_ANSWER.test(text)) return null
    if (NETWORK_CODES.test(text)) return text
    if (typeof code === 'string' && NETWORK_CODES.test(code)) return text === '' ? code : `${text} (${code})`
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * The HTTP status carried by an Octokit `RequestError` (or any object with a numeric `status`),
 * else null — also for a network error ({@link isNetworkError}), which Octokit reports as 500.
 */
export function httpStatusOf(error: unknown): number | null {
  if (isNetworkError(error)) return null
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    if (typeof status === 'number' && Number.isInteger(status)) return status
  }
  return null
}

/**
 * GitHub's own error text: the `message` of the JSON error body
 * (`{message, documentation_url}`) Octokit attaches as `response.data`, else the network cause's
 * message (`connect ECONNREFUSED …`), else the error's message.
 */
export function apiMessageOf(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined
  return typeof message === 'string' && message !== '' ? message : (networkCause(error) ?? errorMessage(error))
}

/**
 * What a failed request got, for a log line: `404 Not Found` (status and GitHub's message), or
 * `network error: getaddrinfo ENOTFOUND api.github.com` when no HTTP answer came (the cause that
 * names the system code, else the error's own message).
 */
export function requestFailureText(error: unknown): string {
  if (isNetworkError(error)) return `network error: ${networkCause(error) ?? errorMessage(error)}`
  const status = httpStatusOf(error)
  return status === null ? errorMessage(error) : `${status} ${apiMessageOf(error)}`
}

/** The remedy of a request that got no HTTP answer (a clause: no capital, no full stop). */
export const NETWORK_REMEDY = 'check that the runner reaches GITHUB_API_URL (proxy, firewall), then re-run the job'

/** The same for this run's artifact service, which `@actions/artifact` reaches at ACTIONS_RESULTS_URL (not GITHUB_API_URL). */
export const RESULTS_NETWORK_REMEDY =
  'check that the runner reaches the artifact service (ACTIONS_RESULTS_URL: proxy, firewall), then re-run the job'

/** True for GitHub's rate-limit answers (403 or 429 whose message names the rate limit). */
function isRateLimit(status: number | null, message: string): boolean {
  return (status === 403 || status === 429) && /rate limit/i.test(message)
}

/**
 * What to do about a failed GitHub request, by cause (one sentence): bad
 * credentials (401), a rate limit, a missing or invisible resource (404),
 * Gone (410), a refused body (422), a server error after the retries (5xx),
 * no HTTP answer (network). `notFound` is the sentence for a 404, which
 * depends on what was asked for. Used by every comment refusal or failure.
 */
export function remedyFor(status: number | null, message: string, notFound: string): string {
  if (status === null) return `No HTTP answer came (a network error): ${NETWORK_REMEDY}.`
  if (isRateLimit(status, message))
    return "GitHub's rate limit for this token is used up and the retries ran out: re-run the job after the limit resets."
  if (status === 401)
    return 'GitHub did not accept the token (bad credentials): check the `github-token` input (an expired or revoked token).'
  if (status === 404) return notFound
  if (status === 410) return 'GitHub answered Gone: the pull request or its comments were removed, or the repository disabled issues.'
  if (status === 422)
    return 'GitHub refused the request as invalid (validation failed); please report it to fabric-compare with this log line.'
  if (status >= 500)
    return "GitHub's API failed (a server error) also after the retries: see https://www.githubstatus.com and re-run the job."
  return 'See the message GitHub gave.'
}

/** Which comments-API call failed. */
export type CommentOperation = 'identify' | 'list' | 'create' | 'update' | 'delete'

/**
 * The comments API refused with 403: the token may not write comments. Typical
 * cause: a pull request from a fork (or Dependabot), where `GITHUB_TOKEN` is
 * read-only whatever the workflow's `permissions:` say. The message explains
 * the `workflow_run` recipe. The comparison's verdict is unaffected.
 */
export class CommentPermissionError extends Error {
  /** Always 403. */
  readonly status = 403
  constructor(
    readonly operation: CommentOperation,
    readonly apiMessage: string
  ) {
    super(
      `GitHub refused to ${operation} the pull-request comment (403: ${apiMessage}). ` +
        'The token cannot write comments: pull requests from forks and Dependabot get a read-only GITHUB_TOKEN, ' +
        'and the job needs `permissions: pull-requests: write` (or `issues: write`). ' +
        'For fork pull requests, upload the evidence as artifacts in the `pull_request` workflow and run the comparison ' +
        'in a second workflow triggered by `workflow_run` (types: [completed]) with `pull-requests: write` and ' +
        '`actions: read`, downloading the artifacts with `run-id: github.event.workflow_run.id`. ' +
        'The job summary and outputs are still written.'
    )
    this.name = 'CommentPermissionError'
  }
}

/**
 * The message of a 403 from the comments API in a `workflow_run` job, which is already the
 * fork recipe's second workflow: its own token lacks the permission.
 */
export function workflowRunPermissionMessage(error: CommentPermissionError): string {
  return (
    `GitHub refused to ${error.operation} the pull-request comment (403: ${error.apiMessage}). ` +
    "This workflow_run job's token cannot write comments: give the job `permissions: pull-requests: write` " +
    '(and check that the repository or organization does not restrict workflow tokens to read-only), ' +
    'or pass a token with Pull requests: write as `github-token`. The job summary and outputs are still written.'
  )
}

/** The 404 remedy of a comments-API call. */
const COMMENT_NOT_FOUND =
  'The pull request does not exist in this repository, or the token cannot see it: check `pull-request-number` and that `github-token` is for this repository.'

/** The 404 remedy of an update or delete. */
const COMMENT_GONE = 'The comment was deleted while the action ran and the comment list kept showing it: re-run the job to write a new one.'

/**
 * Any other failure of the comments API: 404 (issue or comment not found, or no
 * read access), 422 (e.g. body too long), 5xx after retries, rate limits, a
 * locked conversation (403), or a network error (`status` null). The message
 * ends with the remedy of {@link remedyFor}.
 */
export class CommentApiError extends Error {
  constructor(
    readonly operation: CommentOperation,
    readonly status: number | null,
    readonly apiMessage: string
  ) {
    const locked = status === 403 && /locked/i.test(apiMessage)
    const notFound = operation === 'update' || operation === 'delete' ? COMMENT_GONE : COMMENT_NOT_FOUND
    const remedy = locked
      ? "The pull request's conversation is locked: unlock it to let the action comment."
      : remedyFor(status, apiMessage, notFound)
    super(`GitHub comments API failed to ${operation} (${status ?? 'no HTTP status'}: ${apiMessage}). ${remedy}`)
    this.name = 'CommentApiError'
  }
}

/**
 * Converts whatever a comments-API call threw into {@link CommentPermissionError}
 * (403 that is not a rate limit) or {@link CommentApiError} (everything else).
 */
export function toCommentError(operation: CommentOperation, error: unknown): CommentPermissionError | CommentApiError {
  const status = httpStatusOf(error)
  const message = apiMessageOf(error)
  if (status === 403 && !isRateLimit(status, message) && !/locked/i.test(message)) return new CommentPermissionError(operation, message)
  return new CommentApiError(operation, status, message)
}
