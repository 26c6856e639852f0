/**
 * The text of the short notice posted when the gate's verdict in the edited comment turned from
 * passed to failed (src/github/verdict-notice.ts posts it): one paragraph naming the policy, how
 * many reasons, the commit now and the commit and run the comment spoke for before, and a link to
 * the updated comment. Every piece is escaped: commits and runs come from a comment body.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { shortSha } from '../../github/pull-request-head.js'
import { formatPlural } from '../format.js'
import { codeSpan, safeUrl } from '../text-safety/markdown-escape.js'

/** What the notice names besides the report. */
export interface VerdictNoticeContext {
  /** The commit this run speaks for (40 hex digits), or null when unknown. */
  sha: string | null
  /** The comment's state before: its head marker's commit (`unknown` or 40 hex digits) and run (`unknown` or an id). */
  previous: { sha: string; run: string }
  /** The updated comment's URL (`html_url`). */
  commentUrl: string
}

/** A commit as the notice names it: its first 7 digits in a code span, or `an unknown commit`. */
function commit(sha: string | null): string {
  return sha === null || !/^[0-9a-f]{40}$/i.test(sha) ? 'an unknown commit' : `commit ${codeSpan(shortSha(sha), 'prose')}`
}

/**
 * The notice's Markdown for a `report` whose gate failed, e.g.
 * `**fabric-compare: the gate now fails** (fail-on \`incomplete\`, 2 reasons) for commit \`b2b2b2b\`; the comment said it passed
 * for commit \`a1a1a1a\` (run 4301). GitHub sends no notification when a comment is edited: [the updated comment](url).`
 */
export function verdictNoticeBody(report: Report, context: VerdictNoticeContext): string {
  const reasons = report.gate.reasons.length
  const run = /^\d+$/.test(context.previous.run) ? ` (run ${context.previous.run})` : ''
  const url = safeUrl(context.commentUrl)
  const link = url === null ? 'the updated comment above' : `[the updated comment](${url})`
  return (
    `**fabric-compare: the gate now fails** (fail-on ${codeSpan(report.gate.policy, 'prose')}, ${formatPlural(reasons, 'reason')}) ` +
    `for ${commit(context.sha)}; the comment said it passed for ${commit(context.previous.sha)}${run}. ` +
    `GitHub sends no notification when a comment is edited: ${link}.`
  )
}
