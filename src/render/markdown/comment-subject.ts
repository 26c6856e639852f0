/**
 * The comment's line naming what it describes: the pull request's head
 * commit (short SHA, linked) and the workflow runs — for `workflow_run`, the
 * run whose evidence was compared and the run that compared it.
 */
import { formatBaselineDistance } from '../format.js'
import { codeSpan, escapeInline, linkText, safeUrl } from '../text-safety/markdown-escape.js'

/** A workflow run the comment names: its id and its page. */
export interface SubjectRun {
  id: number
  url: string | null
}

/** The default branch's run whose artifacts `run=default-branch` configurations were taken from. */
export interface SubjectBaseline {
  /** The configuration ids. */
  configurations: string[]
  /** The default branch, e.g. `main`. */
  branch: string
  run: SubjectRun
  /** The run's commit (40 hex digits). */
  sha: string
  /** Link to that commit, or null. */
  commitUrl: string | null
  /** Commits between it and the pull request's base commit (0: the base itself). */
  behindBy: number
  /** Milliseconds from its commit's committer date to the base commit's (0 at the base); null when unknown. */
  ageMs: number | null
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
  /** The default branch's run of `run=default-branch` configurations; null or absent: none. */
  baseline?: SubjectBaseline | null
}

/** `` `baseline` from `main`'s [run 903](…) at [`abc1234`](…) (6 days and 2 commits before the base) ``. */
function baselinePart(b: SubjectBaseline): string {
  const sha = codeSpan(b.sha.slice(0, 7), 'prose')
  const url = safeUrl(b.commitUrl)
  const behind = formatBaselineDistance(b.behindBy, b.ageMs)
  return `${b.configurations.map((c) => codeSpan(c, 'prose')).join(', ')} from ${codeSpan(b.branch, 'prose')}'s ${runLink(b.run)} at ${url ? `[${sha}](${url})` : sha} (${behind})`
}

function runLink(run: SubjectRun): string {
  const url = safeUrl(run.url)
  const text = linkText(`run ${run.id}`)
  return url ? `[${text}](${url})` : text
}

/**
 * `Describes commit [`b2b2b2b`](…) (the head of #7) · [run 4501](…)`; with an evidence run:
 * `… · evidence from [run 900](…) · compared in [run 4801](…)`; with a default-branch baseline
 * ` · `baseline` from `main`'s [run 903](…) at [`abc1234`](…) (the base commit)` after the runs. Markdown, one line.
 */
export function subjectLine(subject: CommentSubject): string {
  const parts: string[] = []
  if (subject.sha === null) {
    parts.push(`Describes no known commit (${escapeInline(subject.unknownReason ?? 'the event names none')})`)
  } else {
    const short = codeSpan(subject.sha.slice(0, 7), 'prose')
    const url = safeUrl(subject.commitUrl)
    parts.push(`Describes commit ${url ? `[${short}](${url})` : short} (the head of #${subject.pullRequest})`)
  }
  if (subject.evidenceRun !== null) {
    parts.push(`evidence from ${runLink(subject.evidenceRun)}`)
    if (subject.run !== null) parts.push(`compared in ${runLink(subject.run)}`)
  } else if (subject.run !== null) {
    parts.push(runLink(subject.run))
  }
  if (subject.baseline) parts.push(baselinePart(subject.baseline))
  return parts.join(' · ')
}
