/**
 * Building blocks of the plain-text output: aligned tables (columns padded
 * with spaces to the widest cell, two spaces apart, no trailing spaces, no
 * colours; widths count UTF-16 code units — our figures only use
 * single-unit characters such as `≥`, `·`, `→`), evidence text shown on
 * one line with nothing invisible (`oneLine`), and the warning,
 * unexpected-attempt and artifact sections.
 */
import type { Report, ReportWarning } from '../../comparison/report/report-schema.js'
import { artifactText, artifactsSummaryText } from '../rows/artifact-rows.js'
import { formatCount } from '../format.js'
import { visibleText } from '../text-safety/visible-text.js'

/** Column gap between aligned cells. */
const GAP = '  '

/**
 * Aligns `rows` (each an array of cells) into lines, each prefixed by
 * `indent`. Every column but the last is padded to its widest cell; the last
 * is left as-is so long values do not drag the others.
 */
export function alignRows(rows: string[][], indent = '  '): string[] {
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (i < row.length - 1) widths[i] = Math.max(widths[i] ?? 0, cell.length)
    })
  }
  return rows.map((row) => {
    const cells = row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]) : cell))
    // trimEnd, not /\s+$/: that regex rescans every run of padding to its end, quadratic in a long cell's width.
    return `${indent}${cells.join(GAP)}`.trimEnd()
  })
}

/**
 * One line of plain text from evidence, as every renderer shows it ({@link visibleText}):
 * line breaks, control characters (including the ESC of terminal escape sequences), invisible,
 * direction-changing and space-like characters, and leading, trailing or doubled spaces (which
 * would read as a column gap) shown as code points (`<U+000A>`).
 */
export const oneLine: (text: string) => string = visibleText

/** `warning [code] message`, then who it concerns on the next line. */
export function warningLines(w: ReportWarning): string[] {
  const lines = [`  ${w.severity} [${oneLine(w.code)}] ${oneLine(w.message)}`]
  const concerns: string[] = []
  if (w.configurations.length > 0) concerns.push(`configurations: ${w.configurations.map(oneLine).join(', ')}`)
  if (w.attempt_count > 0) {
    const more = w.attempt_count > w.attempts.length ? `, and ${formatCount(w.attempt_count - w.attempts.length)} more` : ''
    concerns.push(`attempts (${formatCount(w.attempt_count)}): ${w.attempts.map(oneLine).join(', ')}${more}`)
  }
  if (w.file) concerns.push(`file: ${oneLine(w.file)}${w.line != null ? `:${w.line}` : ''}`)
  if (concerns.length > 0) lines.push(`      ${concerns.join('; ')}`)
  return lines
}

/** The warnings, or `Warnings: none`. */
export function warningSection(report: Report): string[] {
  if (report.warnings.length === 0) return ['', 'Warnings: none']
  return ['', `Warnings (${formatCount(report.warnings.length)})`, ...report.warnings.flatMap(warningLines)]
}

/** Artifacts not downloaded intact (all of them with `details`); nothing for local evidence. */
export function artifactSection(report: Report, details: boolean): string[] {
  const summary = artifactsSummaryText(report)
  if (summary === null) return []
  const shown = details ? report.artifacts : report.artifacts.filter((a) => a.status !== 'downloaded')
  return ['', `Artifacts — ${summary}`, ...shown.map((a) => `  ${oneLine(artifactText(a))}`)]
}

/** Attempts found in evidence but not in the inventory, aligned. */
export function unexpectedSection(report: Report): string[] {
  const list = report.unexpected_attempts
  if (list.length === 0) return ['', 'Unexpected attempts: none']
  const rows = list.map((u) => {
    const declared = u.declared_in
      ? `declared in ${u.declared_in.path}${u.declared_in.artifact ? ` (artifact ${u.declared_in.artifact})` : ''}`
      : 'declaration unknown'
    return [oneLine(`${u.configuration}/${u.task}@${u.revision}#${u.attempt}`), oneLine(declared)]
  })
  return ['', `Unexpected attempts (${formatCount(list.length)}) — found in evidence, not in the inventory`, ...alignRows(rows)]
}
