/**
 * The job summary (Markdown, added raw with `core.summary.addRaw`): the
 * fuller report in the comment's structure, uncollapsed — the verdict and
 * gate paragraph, the side-by-side table with every row (none folded, the
 * summary-only rows added) and its footnotes, the gate reasons, the
 * budgets with their inputs (when any was given), the
 * warnings with their messages, one table per configuration, then all
 * per-attempt and per-request rows, resource observations, unexpected
 * attempts and diagnostics. At most `maxBytes`
 * UTF-8 bytes minus a margin: whole rows are dropped, least important
 * first, with a note saying how many.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { ARTIFACT_HEADER, artifactCells } from '../rows/artifact-rows.js'
import { diagnosticText } from '../rows/attempt-rows.js'
import { fitKnobs, measureBytes, truncateLines, type Knobs } from './budget.js'
import { budgetSummaryLines } from '../rows/budget-rows.js'
import { formatCount } from '../format.js'
import { checksumLegend, markdownNote, markdownRow, markdownTableHead, reportChecksums, type Cell } from './markdown-blocks.js'
import {
  ATTEMPT_HEADER,
  ATTEMPT_NOTE_HEADER,
  REQUEST_HEADER,
  RESOURCE_HEADER,
  UNEXPECTED_HEADER,
  attemptNoteRows,
  attemptRow,
  requestRows,
  resourceRows,
  unexpectedRows
} from './markdown-attempts.js'
import { gateReasonItems, headlineLines } from './markdown-headline.js'
import { nextStepLines } from './next-steps.js'
import { configurationSection, groupWarnings, warningItems, warningSection } from './markdown-sections.js'
import { changedTasksLines, statisticsSection, statisticsTaskRowCount } from './markdown-statistics.js'
import { infrastructureLines } from '../rows/infrastructure-rows.js'
import { omittedRowsNote } from '../messages.js'
import { sideBySide, sideBySideLines } from './side-by-side.js'
import { displayReport } from '../text-safety/display-text.js'

/** GitHub's limit on one step's job summary, in bytes. */
export const SUMMARY_MAX_BYTES = 1048576

/** Bytes kept free below the limit. */
const SAFETY_MARGIN = 4096

/** Where the rows a trimmed summary leaves out can be read. */
const WHERE = 'the JSON report (--json) has every row'

/** A titled table of pre-rendered rows: the first `kept`, and a note on the rest. */
function rowTable(title: string, header: string[], rows: string[], kept: number, what: string): string[] {
  if (rows.length === 0) return ['', `### ${title}`, '', 'None.']
  const table = kept > 0 ? [...markdownTableHead(header), ...rows.slice(0, kept)] : []
  const note = kept < rows.length ? [markdownNote(omittedRowsNote(rows.length - kept, rows.length, what, WHERE))] : []
  return ['', `### ${title} (${formatCount(rows.length)})`, '', ...table, ...(table.length > 0 && note.length > 0 ? [''] : []), ...note]
}

/** The parts of the summary that are tables of whole rows, rendered once. */
function detailTables(report: Report): Record<string, { title: string; header: string[]; rows: string[]; what: string }> {
  const md = (rows: Cell[][]): string[] => rows.map(markdownRow)
  return {
    unexpected: {
      title: 'Unexpected attempts',
      header: UNEXPECTED_HEADER,
      rows: md(unexpectedRows(report)),
      what: 'unexpected attempt row'
    },
    attempts: {
      title: 'Attempts',
      header: ATTEMPT_HEADER,
      rows: report.attempts.map((a) => markdownRow(attemptRow(a))),
      what: 'attempt row'
    },
    attemptNotes: {
      title: 'Harness phases, legacy counters and attempt diagnostics',
      header: ATTEMPT_NOTE_HEADER,
      rows: md(attemptNoteRows(report)),
      what: 'row'
    },
    requests: { title: 'Requests', header: REQUEST_HEADER, rows: md(requestRows(report)), what: 'request row' },
    resources: {
      title: 'Resource observations, never summed',
      header: RESOURCE_HEADER,
      rows: md(resourceRows(report)),
      what: 'observation row'
    },
    artifacts: { title: 'Artifacts', header: ARTIFACT_HEADER, rows: md(report.artifacts.map(artifactCells)), what: 'artifact row' },
    diagnostics: {
      title: 'Diagnostics',
      header: ['diagnostic'],
      rows: md(report.diagnostics.map((d) => [diagnosticText(d)])),
      what: 'diagnostic row'
    }
  }
}

/** The side-by-side table with every row and its footnotes (at most `names` names per footnote). */
function tableLines(report: Report, names: number): string[] {
  const lines = sideBySideLines(sideBySide(report, { fold: false, summaryRows: true, names }))
  return lines.length > 0 ? ['', ...lines] : []
}

/** The gate's reasons under a heading (the first `kept`), with a note on the rest. */
function gateReasons(report: Report, kept: number): string[] {
  const total = report.gate.reasons.length
  if (total === 0) return []
  const note = kept < total ? ['', markdownNote(omittedRowsNote(total - kept, total, 'gate reason', WHERE))] : []
  return ['', `### Gate reasons (${formatCount(total)})`, '', ...gateReasonItems(report, kept), ...note]
}

/** The longest inventory-difference list of any comparison (all names are shown unless trimmed). */
function longestInventoryList(report: Report): number {
  const inv = report.comparisons.map((c) => c.inventory)
  const lengths = inv.flatMap((i) => [
    i.only_in_baseline.length,
    i.only_in_candidate.length,
    i.revision_differs.length,
    i.attempt_count_differs.length
  ])
  return Math.max(0, ...lengths)
}

/**
 * Renders the job summary for `report`, at most `maxBytes` (default
 * {@link SUMMARY_MAX_BYTES}) minus a margin of up to 4,096 bytes, in UTF-8.
 * Evidence text is escaped as in the comment.
 */
export function renderSummary(report: Report, options: { maxBytes?: number } = {}): string {
  // Evidence text is shortened before anything is rendered (../text-safety/display-text.ts).
  report = displayReport(report)
  const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES
  const limit = maxBytes - Math.min(SAFETY_MARGIN, Math.floor(maxBytes / 10))
  const tables = detailTables(report)
  // Artifacts only exist in the action; the CLI's summary would only say "None."
  const artifacts = report.artifacts.length > 0 ? ['artifacts'] : []
  const tableOrder = ['unexpected', 'attempts', 'attemptNotes', 'requests', 'resources', ...artifacts, 'diagnostics']
  const warnings = warningItems(report)
  const checksums = reportChecksums(report)
  const render = (k: Knobs): string => {
    const lines = [
      ...headlineLines(report),
      ...tableLines(report, k.names),
      ...changedTasksLines(report),
      ...infrastructureLines(report),
      ...nextStepLines(report),
      ...gateReasons(report, k.reasons),
      ...budgetSummaryLines(report),
      ...warningSection(report, warnings, { groups: k.warningGroups, messages: k.warnings, withAttempts: k.warningLists }, false, WHERE),
      ...configurationSection(report, k.configurations, false, WHERE),
      ...statisticsSection(report, k.taskRows, false, WHERE),
      ...tableOrder.flatMap((name) => {
        const t = tables[name]
        return rowTable(t.title, t.header, t.rows, k[name], t.what)
      })
    ]
    // Checksums shortened anywhere in the summary are listed whole at its end.
    return [...lines, ...checksumLegend(lines.join('\n'), checksums), ''].join('\n')
  }
  const totals: Knobs = {
    reasons: report.gate.reasons.length,
    configurations: report.configurations.length,
    names: longestInventoryList(report),
    warnings: report.warnings.length,
    warningLists: report.warnings.length,
    warningGroups: groupWarnings(report).length,
    taskRows: statisticsTaskRowCount(report)
  }
  for (const name of tableOrder) totals[name] = tables[name].rows.length
  const order = [
    'requests',
    'resources',
    'attemptNotes',
    'attempts',
    'diagnostics',
    ...artifacts,
    'unexpected',
    'taskRows',
    'warningLists',
    'warnings'
  ]
  const fitted = fitKnobs(render, totals, [...order, 'names', 'configurations', 'reasons', 'warningGroups'], measureBytes, limit)
  if (fitted.fits) return fitted.text
  return truncateLines(fitted.text, `${markdownNote(`Summary cut to fit the size limit — ${WHERE}.`)}\n`, measureBytes, limit)
}
