/**
 * Who "we" are on the comments API: the login our token posts as, and the
 * test of whether an existing comment was written by us.
 */
import type { GitHubClient } from './octokit.js'
import type { Logger } from './logger.js'
import { errorMessage } from '../errors.js'
import { httpStatusOf, toCommentError } from './errors.js'

/** The login of `GITHUB_TOKEN` comments (the token cannot read `GET /user`). */
export const GITHUB_ACTIONS_BOT_LOGIN = 'github-actions[bot]'

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
 *   "Resource not accessible by integration"): `github-actions[bot]` is assumed until the
 *   comment the action creates shows the real author (see `upsertComment`).
 */
export interface CommentIdentity {
  login: string
  source: 'given' | 'authenticated' | 'assumed'
}

/**
 * The identity our comments carry (see {@link CommentIdentity}): `given` when a login is
 * passed, else `GET /user`; a 401/403/404 there → `github-actions[bot]`, `assumed`.
 * Other failures throw `CommentApiError` (operation `identify`).
 */
export async function resolveCommentIdentity(octokit: GitHubClient, log: Logger, given?: string | null): Promise<CommentIdentity> {
  if (given) {
    log.debug(`Comment author: ${given} (comment-author)`)
    return { login: given, source: 'given' }
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    log.debug(`Comment author: authenticated as ${data.login}`)
    return { login: data.login, source: 'authenticated' }
  } catch (error: unknown) {
    const status = httpStatusOf(error)
    if (status === 401 || status === 403 || status === 404) {
      log.debug(`GET /user refused (${status}: ${errorMessage(error)}); assuming ${GITHUB_ACTIONS_BOT_LOGIN} until a created comment shows the author`)
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
