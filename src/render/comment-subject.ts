/**
 * The comment's line naming what it describes: the pull request's head
 * commit (short SHA, linked) and the workflow runs — for `workflow_run`, the
 * run whose evidence was compared and the run that compared it.
 */
import { codeSpan, escapeInline, linkText, safeUrl } from './markdown-escape.js'

/** A workflow run the comment names: its id and its page. */
export interface SubjectRun {
  id: number
  url: string | null
}

/** What a comment describes (see `src/github/pull-request-head.ts` for how the commit is chosen). */
export interface CommentSubject {
  /** Pull-request number. */
  pullRequest: number
  /** The head commit described (40 hex digits), or null when the run's event names none. */
  sha: string | null
  /** Link to the commit, or null. */
  commitUrl: string | null
  /** Why `sha` is null, as plain text (e.g. `the issue_comment event names no commit`). */
  unknownReason?: string
  /** The run whose evidence was compared, when it is not `run` (workflow_run). */
  evidenceRun: SubjectRun | null
  /** This workflow run (the one that compared and wrote the comment). */
  run: SubjectRun | null
}

function runLink(run: SubjectRun): string {
  const url = safeUrl(run.url)
  const text = linkText(`run ${run.id}`)
  return url ? `[${text}](${url})` : text
}

/**
 * `Describes commit [`b2b2b2b`](…) (the head of #7) · [run 4501](…)`; with an evidence run:
 * `… · evidence from [run 900](…) · compared in [run 4801](…)`. Markdown, one line.
 */
export function subjectLine(subject: CommentSubject): string {
  const parts: string[] = []
  if (subject.sha === null) {
    parts.push(`Describes no known commit (${escapeInline(subject.unknownReason ?? 'the event names none')})`)
  } else {
    const short = codeSpan(subject.sha.slice(0, 7))
    const url = safeUrl(subject.commitUrl)
    parts.push(`Describes commit ${url ? `[${short}](${url})` : short} (the head of #${subject.pullRequest})`)
  }
  if (subject.evidenceRun !== null) {
    parts.push(`evidence from ${runLink(subject.evidenceRun)}`)
    if (subject.run !== null) parts.push(`compared in ${runLink(subject.run)}`)
  } else if (subject.run !== null) {
    parts.push(runLink(subject.run))
  }
  return parts.join(' · ')
}
