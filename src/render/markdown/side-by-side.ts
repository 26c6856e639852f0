/**
 * The side-by-side table shared by the comment and the job summary: one row
 * per figure ({@link FIGURE_ROWS}), one column per configuration in report
 * order, then one delta column per comparison (candidate − baseline). A
 * delta cell that needs a reason (withheld, inventory differs) carries a
 * footnote marker; the reasons are listed once each below the table. Rows
 * that say the same for every configuration and carry no warning can be
 * folded out of the table into a list. Budgets (report `budgets`) add one
 * row each after the figures (../rows/budget-rows.ts).
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { budgetFigureRows } from '../rows/budget-rows.js'
import { FIGURE_ROWS, type DeltaCell, type FigureRow } from '../rows/figure-rows.js'
import { codeCell, markdownRow, type Cell } from './markdown-blocks.js'
import { codeSpan, escapeInline } from '../text-safety/markdown-escape.js'

/** Options of {@link sideBySide}. */
export interface SideBySideOptions {
  /** Fold foldable rows that are the same everywhere (the comment); false shows every row (the job summary). */
  fold: boolean
  /** Include the rows shown only in the job summary. */
  summaryRows: boolean
  /** At most this many names per footnote that lists names (inventory differences). */
  names: number
  /** Row definitions; default {@link FIGURE_ROWS}. */
  rows?: readonly FigureRow[]
}

/** A row left out of the table because every configuration shows `value`. */
export interface FoldedRow {
  label: string
  value: string
}

/** The table as plain cells, the folded rows and the footnotes (marker and reason). */
export interface SideBySide {
  header: Cell[]
  rows: Cell[][]
  folded: FoldedRow[]
  notes: Array<{ marker: string; text: string }>
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/** Footnote marker `n` in superscript digits: `¹`, `¹²`. */
export function footnoteMarker(n: number): string {
  return String(n).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)])
}

/**
 * Whether `row` may leave the table: foldable, the same in every
 * configuration, every delta saying there is no difference, no related warning.
 */
function foldable(row: FigureRow, values: string[], deltas: Array<DeltaCell | null>, report: Report): boolean {
  if (row.show !== 'foldable' || values.length < 2) return false
  if (values.some((v) => v !== values[0]) || deltas.some((d) => d !== null && !d.same)) return false
  const codes = new Set(row.warningCodes ?? [])
  return !report.warnings.some((w) => codes.has(w.code))
}

/**
 * Builds the side-by-side table of `report` (no rows without
 * configurations). Footnote reasons are numbered in order of first use and
 * shared by identical reasons.
 */
export function sideBySide(report: Report, options: SideBySideOptions): SideBySide {
  const configurations = report.configurations
  if (configurations.length === 0) return { header: [], rows: [], folded: [], notes: [] }
  const header: Cell[] = [
    'figure',
    ...configurations.map((c) => codeCell(c.id)),
    ...report.comparisons.map((cmp) => ({ markdown: `Δ ${codeSpan(cmp.candidate)} − ${codeSpan(cmp.baseline)}` }))
  ]
  const notes: SideBySide['notes'] = []
  const markerOf = (text: string): string => {
    const found = notes.find((n) => n.text === text)
    if (found) return found.marker
    const marker = footnoteMarker(notes.length + 1)
    notes.push({ marker, text })
    return marker
  }
  const rows: Cell[][] = []
  const folded: FoldedRow[] = []
  for (const row of [...(options.rows ?? FIGURE_ROWS), ...budgetFigureRows(report)]) {
    if (row.show === 'summary' && !options.summaryRows) continue
    const values = configurations.map((c) => row.value(c, report))
    const deltas = report.comparisons.map((cmp) => row.delta?.(cmp, options.names) ?? null)
    // A row with nothing to show (a comparison-only figure without comparisons) is left out.
    if (values.every((v) => v === '') && deltas.every((d) => d === null)) continue
    const label = row.labelFor?.(report) ?? row.label
    if (options.fold && foldable(row, values, deltas, report)) {
      folded.push({ label, value: values[0] || (deltas[0]?.text ?? '') })
      continue
    }
    const deltaCells = deltas.map((d) => (d === null ? '' : d.note === null ? d.text : `${d.text} ${markerOf(d.note)}`))
    rows.push([label, ...values, ...deltaCells])
  }
  return { header, rows, folded, notes }
}

/**
 * The table as Markdown lines, then its footnotes (one per line, joined by
 * hard line breaks into one paragraph) after a blank line.
 */
export function sideBySideLines(table: SideBySide): string[] {
  if (table.header.length === 0) return []
  const head = [markdownRow(table.header), `| ${table.header.map(() => '---').join(' | ')} |`]
  const notes = table.notes.map((n, i) => `${n.marker} ${escapeInline(n.text)}${i < table.notes.length - 1 ? '\\' : ''}`)
  return [...head, ...table.rows.map(markdownRow), ...(notes.length > 0 ? ['', ...notes] : [])]
}

/** The folded rows as one line: `Same for every configuration: failures: none recorded · …`. */
export function foldedLine(folded: FoldedRow[]): string[] {
  if (folded.length === 0) return []
  return [escapeInline(`Same for every configuration: ${folded.map((f) => `${f.label}: ${f.value}`).join(' · ')}.`)]
}
