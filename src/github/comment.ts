/**
 * The sticky pull-request comment: one comment per comparison key, found again
 * by a hidden marker at the start of its body and by our authorship, updated
 * in place. Concurrent runs converge on the oldest marked comment, also when
 * the comment list lags behind a creation (the list is read again until the
 * comment we created shows in it). Identity rule: see `comment-author.ts`;
 * a marked comment of any other author is never edited or deleted.
 * REST only: `issues.listComments` (all pages), `createComment`, `updateComment`, `deleteComment`.
 */
import type { GitHubClient } from './octokit.js'
import type { Logger } from './logger.js'
import { silentLogger } from './logger.js'
import { httpStatusOf, toCommentError } from './errors.js'
import { isAuthoredBy, resolveCommentIdentity } from './comment-author.js'
import type { CommentAuthor } from './comment-author.js'

/** The key with every character outside `[A-Za-z0-9._-]` replaced by `_`; an empty key becomes `default`. */
export function sanitiseCommentKey(key: string): string {
  const cleaned = key.replace(/[^A-Za-z0-9._-]/g, '_')
  return cleaned === '' ? 'default' : cleaned
}

/** The hidden marker that starts our comment for `key`: `<!-- fabric-compare:v1 key=<sanitised key> -->`. */
export function commentMarker(key: string): string {
  return `<!-- fabric-compare:v1 key=${sanitiseCommentKey(key)} -->`
}

/** Parameters of {@link upsertComment}. */
export interface UpsertCommentParams {
  owner: string
  repo: string
  /** Pull-request (or issue) number. */
  issueNumber: number
  /** Comparison key; several keys coexist on one pull request. Sanitised by {@link sanitiseCommentKey}. */
  key: string
  /** Markdown body. The marker is prepended (followed by a newline) unless the body already starts with it. */
  body: string
  /** The login our comments carry (`comment-author`). Default: resolved with `GET /user`, else learned from the comment created. */
  authorLogin?: string | null
  log?: Logger
  /**
   * Waits (ms) between readings of the list after a creation, until the created comment shows
   * in it (a lagging list would hide a racing run's comment). Default 250, 500, 1000, 2000, 4000
   * (7.75 s at most); then the run ends with what it saw.
   */
  listLagWaitsMs?: number[]
}

/** What {@link upsertComment} did; `id` and `url` (html_url) name the comment that remains. */
export interface UpsertCommentResult {
  action: 'created' | 'updated' | 'unchanged'
  url: string
  id: number
  /** Ids of duplicate marked comments of ours that were deleted (older runs raced). */
  deletedDuplicates: number[]
}

interface ListedComment {
  id: number
  body?: string | null
  html_url: string
  created_at: string
  user: CommentAuthor | null
}

/** Every comment on the issue (all pages, 100 per page) that starts with `marker` and is authored by `login`, oldest first. */
async function listOurComments(p: UpsertCommentParams, octokit: GitHubClient, marker: string, login: string): Promise<ListedComment[]> {
  let all: ListedComment[]
  try {
    all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      per_page: 100
    })
  } catch (error: unknown) {
    throw toCommentError('list', error)
  }
  return all
    .filter(c => (c.body ?? '').startsWith(marker) && isAuthoredBy(c.user, login))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

/** Deletes duplicates; a 404 means another run already deleted it and is not an error. */
async function deleteDuplicates(p: UpsertCommentParams, octokit: GitHubClient, ids: number[], log: Logger): Promise<number[]> {
  const deleted: number[] = []
  for (const id of ids) {
    try {
      await octokit.rest.issues.deleteComment({ owner: p.owner, repo: p.repo, comment_id: id })
      deleted.push(id)
      log.info(`Deleted duplicate comment ${id} on #${p.issueNumber}`)
    } catch (error: unknown) {
      if (httpStatusOf(error) === 404) continue
      throw toCommentError('delete', error)
    }
  }
  return deleted
}

/** Updates `target` to `body` unless it already has it. */
async function updateIfChanged(p: UpsertCommentParams, octokit: GitHubClient, target: ListedComment, body: string): Promise<ListedComment & { changed: boolean }> {
  if ((target.body ?? '') === body) return { ...target, changed: false }
  try {
    const { data } = await octokit.rest.issues.updateComment({ owner: p.owner, repo: p.repo, comment_id: target.id, body })
    return { ...data, changed: true }
  } catch (error: unknown) {
    throw toCommentError('update', error)
  }
}

/**
 * Reads our comments again until `createdId`, or an older comment of ours, shows in the list
 * (bounded waits): comments created before ours show no later than ours, so a racing run's
 * older comment is seen, and the oldest is kept by every run.
 */
async function listUntilVisible(p: UpsertCommentParams, octokit: GitHubClient, marker: string, login: string, createdId: number, log: Logger): Promise<ListedComment[]> {
  const waits = p.listLagWaitsMs ?? [250, 500, 1000, 2000, 4000]
  let listed = await listOurComments(p, octokit, marker, login)
  for (const wait of waits) {
    if (listed.some(c => c.id <= createdId)) return listed
    log.debug(`Created comment ${createdId} not yet in the list; reading it again in ${wait} ms`)
    await new Promise(resolve => setTimeout(resolve, wait))
    listed = await listOurComments(p, octokit, marker, login)
  }
  if (!listed.some(c => c.id <= createdId)) log.warning(`Created comment ${createdId} never showed in the comment list; a racing run may have left a second comment`)
  return listed
}

/**
 * Creates or updates our comment for `key` on the pull request.
 * - Existing marked comments of ours: the oldest is updated (or left `unchanged` when the
 *   body is identical), newer duplicates are deleted.
 * - None: the comment is created, then the list is read again; if an older marked comment of
 *   ours appeared meanwhile (a concurrent run), it receives the body and ours is deleted
 *   (action `updated`, or `unchanged` if it already had the body). Two runs end with one comment.
 * Throws `CommentPermissionError` (403, e.g. a fork's read-only token) or `CommentApiError`
 * (404, 422, 5xx after retries, network) — the caller keeps its verdict.
 */
export async function upsertComment(octokit: GitHubClient, params: UpsertCommentParams): Promise<UpsertCommentResult> {
  const log = params.log ?? silentLogger
  const marker = commentMarker(params.key)
  const body = params.body.startsWith(marker) ? params.body : `${marker}\n${params.body}`
  const identity = await resolveCommentIdentity(octokit, log, params.authorLogin)
  let login = identity.login
  const where = `${params.owner}/${params.repo}#${params.issueNumber}`

  const existing = await listOurComments(params, octokit, marker, login)
  if (existing.length > 0) {
    const [oldest, ...newer] = existing
    const kept = await updateIfChanged(params, octokit, oldest, body)
    const deletedDuplicates = await deleteDuplicates(params, octokit, newer.map(c => c.id), log)
    const action = kept.changed ? 'updated' : 'unchanged'
    log.info(`Comment ${action} on ${where}: ${kept.html_url}`)
    return { action, url: kept.html_url, id: kept.id, deletedDuplicates }
  }

  let created: ListedComment
  try {
    created = (await octokit.rest.issues.createComment({ owner: params.owner, repo: params.repo, issue_number: params.issueNumber, body })).data
  } catch (error: unknown) {
    throw toCommentError('create', error)
  }
  // The created comment shows who we are (an App installation token posts as `<app>[bot]`).
  const author = created.user?.login
  if (author && !isAuthoredBy(created.user, login)) {
    if (identity.source === 'given') log.warning(`comment-author is ${login}, but the comment was created by ${author}; using ${author}`)
    else log.info(`Comment author learned from the created comment: ${author}`)
    login = author
  }
  const after = await listUntilVisible(params, octokit, marker, login, created.id, log)
  const oldest = after[0]
  if (oldest === undefined || oldest.id === created.id) {
    const deletedDuplicates = await deleteDuplicates(params, octokit, after.slice(1).map(c => c.id), log)
    log.info(`Comment created on ${where}: ${created.html_url}`)
    return { action: 'created', url: created.html_url, id: created.id, deletedDuplicates }
  }
  // A concurrent run created its comment first: keep the oldest, drop ours and any other newer one.
  log.info(`Another run created the comment on ${where} first (${oldest.id}); keeping it and deleting ours (${created.id})`)
  const kept = await updateIfChanged(params, octokit, oldest, body)
  const deletedDuplicates = await deleteDuplicates(params, octokit, after.slice(1).map(c => c.id), log)
  return { action: kept.changed ? 'updated' : 'unchanged', url: kept.html_url, id: kept.id, deletedDuplicates }
}
