/**
 * The pull-request comment, as a reviewer reads it: our hidden marker on the
 * first line; the heading and, when given, the line naming the commit and
 * runs it describes (`comment-subject.ts`); then the first screen — the verdict and gate in one paragraph
 * naming what is incomplete and why, with a link to the job summary and, given
 * the glossary's URL, links to the terms the first screen uses (`glossary.ts`), and the
 * side-by-side table (a column per configuration, a delta column per
 * candidate, a mark on each delta beyond noise, withheld deltas footnoted) and
 * the tasks that changed most; then collapsed sections:
 * per-configuration detail, warning messages, gate reasons, per-attempt rows,
 * resource observations. Warnings are one line per severity and code. Always
 * at most `maxChars` (JS string length) minus a safety margin: whole rows are
 * dropped, least important first, and the comment says how many and where
 * the rest is (the job summary, the run).
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { failedArtifactCount, someArtifactFailed } from '../rows/artifact-rows.js'
import { fitKnobs, measureChars, truncateLines, type Knobs } from './budget.js'
import { formatCount, formatPlural } from '../format.js'
import { ATTEMPT_HEADER, RESOURCE_HEADER, attemptRow, resourceRows } from './markdown-attempts.js'
import { checksumLegend, markdownDetails, markdownNote, markdownRow, markdownTableHead, reportChecksums } from './markdown-blocks.js'
import { escapeInline } from '../text-safety/markdown-escape.js'
import { glossaryTerms } from './glossary.js'
import { gateReasonItems, headlineLines } from './markdown-headline.js'
import { nextStepLines } from './next-steps.js'
import { configurationSection, groupWarnings, linksSection, warningItems, warningSection } from './markdown-sections.js'
import { changedTasksLines, statisticsSection, statisticsTaskRowCount } from './markdown-statistics.js'
import { infrastructureLines } from '../rows/infrastructure-rows.js'
import { omittedRowsNote } from '../messages.js'
import { subjectLine, type CommentSubject } from './comment-subject.js'
import { foldedLine, sideBySide, sideBySideLines, type FoldedRow } from './side-by-side.js'
import { displayReport } from '../text-safety/display-text.js'

/** GitHub's limit on a comment body, in characters. */
export const COMMENT_MAX_CHARS = 65536

/** Characters kept free below the limit. */
const SAFETY_MARGIN = 400

/** No attempt row is shorter than this (7 cells and their pipes), so at most limit / this rows can fit. */
const MIN_ROW_CHARS = 22

/** Inventory names per line at most, before any trimming. */
const INVENTORY_NAMES = 20

/** Options of {@link renderComment}. */
export interface CommentOptions {
  /** Hidden marker that finds the comment again, e.g. `<!-- fabric-compare:v1 key=default -->`; written once, first line. */
  marker: string
  /** Link to the workflow run, or null. */
  runUrl: string | null
  /** Link to the job summary (the fuller report), when known. */
  summaryUrl?: string | null
  /** Size limit in characters; default {@link COMMENT_MAX_CHARS}. */
  maxChars?: number
  /** The commit and runs the comment describes: a line under the heading. */
  subject?: CommentSubject
  /**
   * Absolute URL of the glossary page (`glossaryPageUrl`): the verdict paragraph links the terms the first screen uses;
   * none without it.
   */
  glossaryUrl?: string | null
  /**
   * One plain-text line placing this pull request among the default branch's history (src/render/history/history-markdown.ts
   * `historyPlacementLine`), after the verdict; absent: none.
   */
  history?: string | null
  /**
   * Where the rest of the report is when the comment links no job summary (Markdown naming it, e.g. the CLI's
   * "`--summary-markdown` or `--json`"): the verdict paragraph ends `Everything else: <elsewhere>.` and a note on
   * omitted rows says `see <elsewhere>`. Absent: the job summary.
   */
  elsewhere?: string
}

/** Where the omitted rest can be read. */
function whereElse(options: CommentOptions): string {
  if (options.summaryUrl || options.runUrl) return 'see the job summary of the linked run'
  return options.elsewhere === undefined ? 'see the job summary' : `see ${options.elsewhere}`
}

/** Notes on evidence outside the tables: artifacts not downloaded intact, unexpected attempts. */
function evidenceNotes(report: Report, where: string): string[] {
  const notes: string[] = []
  if (someArtifactFailed(report)) {
    notes.push(`${failedArtifactCount(report)} of ${formatPlural(report.artifacts.length, 'artifact')} not downloaded intact — ${where}.`)
  }
  if (report.unexpected_attempts.length > 0) {
    notes.push(`${formatPlural(report.unexpected_attempts.length, 'attempt')} found in evidence but not in the inventory — ${where}.`)
  }
  return notes.flatMap((n) => ['', markdownNote(n)])
}

/**
 * A collapsed table: the first `kept` of the pre-rendered `rows` (out of
 * `total`), with a note on the rest; nothing when `total` is 0.
 */
function rowDetails(title: string, header: string[], rows: string[], total: number, kept: number, what: string, where: string): string[] {
  if (total === 0) return []
  const shown = Math.min(kept, rows.length)
  const note = shown < total ? ['', markdownNote(omittedRowsNote(total - shown, total, what, where))] : []
  const table = shown > 0 ? [...markdownTableHead(header), ...rows.slice(0, shown)] : []
  return ['', ...markdownDetails(`${title} (${formatCount(total)})`, [...table, ...note])]
}

/** The gate's reasons, collapsed (the first `kept`). */
function gateDetails(report: Report, kept: number, where: string): string[] {
  const total = report.gate.reasons.length
  if (total === 0) return []
  const lines = [
    ...gateReasonItems(report, kept),
    ...(kept < total ? ['', markdownNote(omittedRowsNote(total - kept, total, 'gate reason', where))] : [])
  ]
  return ['', ...markdownDetails(`Gate reasons (${formatCount(total)})`, lines)]
}

/**
 * Per-configuration detail, collapsed: the folded rows, then one table per configuration (the first `kept`), then
 * `legend` (the checksums shortened in the comment, whole).
 */
function configurationDetails(report: Report, folded: FoldedRow[], kept: number, where: string, legend: string[]): string[] {
  const n = report.configurations.length
  if (n === 0) return []
  const tables = configurationSection(report, kept, false, where)
  // The tables start with a blank line; markdownDetails already writes one after the summary.
  const lines = [...(folded.length > 0 ? [...foldedLine(folded), ...tables] : tables.slice(1)), ...legend]
  return ['', ...markdownDetails(`Per-configuration detail (${formatPlural(n, 'configuration')})`, lines)]
}

/**
 * Renders the comment body (Markdown) for `report`: the marker, the
 * verdict and gate paragraph, the side-by-side table with its footnotes
 * (the first screen), then collapsed sections. The result is at most
 * `maxChars` minus a margin of up to 400 characters; nothing in it that
 * came from evidence can form HTML, a link, a mention or the marker.
 */
export function renderComment(report: Report, options: CommentOptions): string {
  // Evidence text is shortened before anything is rendered (../text-safety/display-text.ts): a long id never blanks the comment.
  report = displayReport(report)
  const maxChars = options.maxChars ?? COMMENT_MAX_CHARS
  const limit = maxChars - Math.min(SAFETY_MARGIN, Math.floor(maxChars / 10))
  const where = whereElse(options)
  // Rows past what could ever fit are not rendered at all (20,000 attempts stay cheap).
  const cap = Math.ceil(limit / MIN_ROW_CHARS)
  const rows = report.attempts.slice(0, cap).map((a) => markdownRow(attemptRow(a)))
  const resources = resourceRows(report).slice(0, cap).map(markdownRow)
  const resourceTotal = report.configurations.reduce((n, c) => n + c.resource_coverage.observed, 0)
  const links = linksSection(options.runUrl, options.summaryUrl)
  const warnings = warningItems(report)
  const summaryUrl = options.summaryUrl ?? options.runUrl
  const subject = options.subject ? ['', subjectLine(options.subject)] : []
  const checksums = reportChecksums(report)
  const render = (k: Knobs): string => {
    const table = sideBySide(report, { fold: true, summaryRows: false, names: k.names })
    const tableLines = sideBySideLines(table)
    const plain = headlineLines(report, summaryUrl, '', options.elsewhere)
    const terms = glossaryTerms([...plain, ...tableLines].join('\n'), options.glossaryUrl)
    const [heading, ...verdict] = terms === '' ? plain : headlineLines(report, summaryUrl, terms, options.elsewhere)
    const body = (legend: string[]): string[] => [
      options.marker,
      heading,
      ...subject,
      ...verdict,
      ...(options.history ? ['', escapeInline(options.history)] : []),
      ...(tableLines.length > 0 ? ['', ...tableLines] : []),
      ...evidenceNotes(report, where),
      ...changedTasksLines(report),
      ...infrastructureLines(report),
      ...nextStepLines(report),
      ...configurationDetails(report, table.folded, k.configurations, where, legend),
      ...statisticsSection(report, k.taskRows, true, where),
      ...warningSection(report, warnings, { groups: k.warningGroups, messages: k.warnings, withAttempts: k.warningLists }, true, where),
      ...gateDetails(report, k.reasons, where),
      ...rowDetails('Per-attempt rows', ATTEMPT_HEADER, rows, report.attempts.length, k.attempts, 'attempt row', where),
      ...rowDetails(
        'Resource observations, never summed',
        RESOURCE_HEADER,
        resources,
        resourceTotal,
        k.resources,
        'observation row',
        where
      ),
      ...links,
      ''
    ]
    // Checksums shortened anywhere in the comment are listed whole in its detail.
    const lines = body([])
    const legend = checksumLegend(lines.join('\n'), checksums)
    return (legend.length === 0 ? lines : body(legend)).join('\n')
  }
  const totals: Knobs = {
    attempts: rows.length,
    resources: resources.length,
    taskRows: statisticsTaskRowCount(report),
    warningLists: report.warnings.length,
    warnings: report.warnings.length,
    names: INVENTORY_NAMES,
    reasons: report.gate.reasons.length,
    configurations: report.configurations.length,
    warningGroups: groupWarnings(report).length
  }
  const order = ['attempts', 'resources', 'taskRows', 'warningLists', 'warnings', 'names', 'reasons', 'configurations', 'warningGroups']
  const fitted = fitKnobs(render, totals, order, measureChars, limit)
  if (fitted.fits) return fitted.text
  const note = `${markdownNote(`Comment cut to fit the size limit — ${where}.`)}\n${links.join('\n')}\n`
  return truncateLines(fitted.text, note, measureChars, limit)
}
