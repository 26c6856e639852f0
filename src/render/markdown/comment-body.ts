/**
 * The Markdown the action publishes, as functions of the report alone: the
 * pull-request comment body (our hidden markers, then `renderComment`) and
 * the job summary (`renderSummary`). The action (publish.ts) and the CLI's
 * `--markdown` / `--summary-markdown` both call these, so a laptop prints
 * byte for byte what a pull request would get for the same report.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { commentMarker } from '../../github/comment-marker.js'
import { headMarker, verdictMarker } from '../../github/pull-request-head.js'
import { renderComment } from './comment.js'
import type { CommentSubject } from './comment-subject.js'
import { renderSummary, SUMMARY_MAX_BYTES } from './summary.js'

/** What the comment body says about where it comes from; all null/absent outside GitHub Actions. */
export interface CommentContext {
  /** The comment key (`comment-key`, default `default`). */
  key: string
  /** The head commit the run speaks for (40 hex digits), or null when unknown. */
  sha: string | null
  /** The run whose evidence was compared (`run-id`, else `GITHUB_RUN_ID`), or null. */
  runId: number | null
  /** This run's attempt (`GITHUB_RUN_ATTEMPT`), or null/absent when unknown. */
  runAttempt?: number | null
  /** The workflow run's page (also where the job summary is), or null. */
  runUrl: string | null
  /** The commit and runs named on the line under the heading; absent: no such line. */
  subject?: CommentSubject
  /** The glossary page the verdict paragraph links its terms to (publish.ts `glossaryUrlFromEnv`); null or absent: no links. */
  glossaryUrl?: string | null
  /** The line placing this pull request among the default branch's history (src/action/history.ts); absent: none. */
  history?: string | null
  /**
   * Where the rest of the report is when there is no run to link (src/render/markdown/comment.ts `CommentOptions.elsewhere`);
   * absent: the job summary.
   */
  elsewhere?: string
}

/**
 * The pull-request comment body the action posts for `report`: the key
 * marker, the head marker and the verdict marker on the first line, then the comment
 * (src/render/markdown/comment.ts), at most GitHub's 65,536 characters.
 */
export function pullRequestCommentBody(report: Report, context: CommentContext): string {
  const verdict = verdictMarker(report.gate.passed ? 'passed' : 'failed', context.runAttempt ?? null)
  const marker = `${commentMarker(context.key)}${headMarker(context.sha, context.runId)}${verdict}`
  return renderComment(report, {
    marker,
    runUrl: context.runUrl,
    summaryUrl: context.runUrl,
    subject: context.subject,
    glossaryUrl: context.glossaryUrl ?? null,
    history: context.history ?? null,
    ...(context.elsewhere === undefined ? {} : { elsewhere: context.elsewhere })
  })
}

/**
 * The job summary the action writes for `report` (src/render/markdown/summary.ts), then `history` (the
 * history section, src/render/history/history-markdown.ts) when given: together within GitHub's 1 MiB.
 */
export function jobSummaryMarkdown(report: Report, history: string | null = null): string {
  if (history === null) return renderSummary(report, {})
  // The history section keeps to its own budget (a quarter of the 1 MiB); the report keeps the rest, never less than half.
  const room = Math.max(SUMMARY_MAX_BYTES / 2, SUMMARY_MAX_BYTES - Buffer.byteLength(history) - 1)
  return `${renderSummary(report, { maxBytes: room })}\n${history}`
}
