/**
 * Who "we" are on the comments API: the login our token posts as, and the
 * test of whether an existing comment was written by us.
 */
import type { GitHubClient } from './octokit.js'
import type { Logger } from './logger.js'
import { errorMessage } from '../errors.js'
import { apiMessageOf, httpStatusOf, toCommentError } from './errors.js'

/** The login of `GITHUB_TOKEN` comments (the token cannot read `GET /user`). */
export const GITHUB_ACTIONS_BOT_LOGIN = 'github-actions[bot]'

/**
 * Retries of `GET /user`: none. The lookup has a fallback (the rule for tokens that cannot
 * read /user), so a server error does not wait out the retry plugin's default 3 retries
 * (1 + 4 + 9 = 14 s). (A per-request `retries` above 0 would make the plugin retry 4xx too.)
 */
export const IDENTITY_RETRIES = 0

/** The author fields of a REST issue comment that matter here. */
export interface CommentAuthor {
  login: string
  /** `User`, `Bot` or `Organization`; absent on some payloads. */
  type?: string
}

/**
 * Who our comments are by, and how that is known:
 * - `given`: the `comment-author` input (e.g. `my-app[bot]` for a GitHub App installation token);
 * - `authenticated`: `GET /user` answered (a personal access token, an OAuth or user-to-server token);
 * - `assumed`: `GET /user` refused (a `GITHUB_TOKEN` or an App installation token both get 403
 *   "Resource not accessible by integration") or failed with a server error (5xx, not
 *   retried: {@link IDENTITY_RETRIES}): `github-actions[bot]` is assumed until the comment the
 *   action creates shows the real author (see `upsertComment`).
 */
export interface CommentIdentity {
  login: string
  source: 'given' | 'authenticated' | 'assumed'
}

/**
 * The identity our comments carry (see {@link CommentIdentity}): `given` when a login is
 * passed, else `GET /user`; a 401/403/404 there → `github-actions[bot]`, `assumed`; a 5xx
 * (not retried) → the same, with a warning.
 * Other failures (a rate limit, no HTTP answer) throw `CommentApiError` (operation `identify`).
 */
export async function resolveCommentIdentity(octokit: GitHubClient, log: Logger, given?: string | null): Promise<CommentIdentity> {
  if (given) {
    log.debug(`Comment author: ${given} (comment-author)`)
    return { login: given, source: 'given' }
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated({ request: { retries: IDENTITY_RETRIES } })
    log.debug(`Comment author: authenticated as ${data.login}`)
    return { login: data.login, source: 'authenticated' }
  } catch (error: unknown) {
    const status = httpStatusOf(error)
    if (status === 401 || status === 403 || status === 404) {
      log.debug(
        `GET /user refused (${status}: ${errorMessage(error)}); assuming ${GITHUB_ACTIONS_BOT_LOGIN} until a created comment shows the author`
      )
      return { login: GITHUB_ACTIONS_BOT_LOGIN, source: 'assumed' }
    }
    if (status !== null && status >= 500) {
      log.warning(
        `GET /user answered ${status} (${apiMessageOf(error)}), not retried: ` +
          `the comment author is taken as for tokens that cannot read /user (${GITHUB_ACTIONS_BOT_LOGIN} until a created comment shows the author); ` +
          'set `comment-author` to skip this lookup'
      )
      return { login: GITHUB_ACTIONS_BOT_LOGIN, source: 'assumed' }
    }
    throw toCommentError('identify', error)
  }
}

/** The login of {@link resolveCommentIdentity}. */
export async function resolveCommentLogin(octokit: GitHubClient, log: Logger): Promise<string> {
  return (await resolveCommentIdentity(octokit, log)).login
}

/** Lower-cased login without a trailing `[bot]`. */
function baseLogin(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '')
}

/**
 * True when `author` is `login`: the same login (case-insensitive), or a `Bot`
 * account whose login equals `login` once the `[bot]` suffix is ignored on
 * both sides (GraphQL and some tokens report `github-actions`, REST comments
 * `github-actions[bot]`). A `User` named like the bot without the suffix never matches.
 */
export function isAuthoredBy(author: CommentAuthor | null | undefined, login: string): boolean {
  if (!author) return false
  if (author.login.toLowerCase() === login.toLowerCase()) return true
  return author.type === 'Bot' && baseLogin(author.login) === baseLogin(login)
}
