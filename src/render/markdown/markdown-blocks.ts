/**
 * Markdown building blocks that escape what they are given: tables, list
 * items, collapsed `<details>` sections and notes. Inputs are plain text
 * (ours or from evidence); outputs are Markdown lines. The only raw HTML
 * written is our own `<details>`/`<summary>` tags.
 */
import {
  checksumsIn,
  CHECKSUM_KEPT_DIGITS,
  codeSpan,
  escapeCell,
  escapeInline,
  idSpan,
  shortChecksums
} from '../text-safety/markdown-escape.js'

/** A cell that is already safe Markdown (built by {@link codeCell}). */
export interface MarkdownCell {
  markdown: string
}

/** A table cell: plain text (escaped when written) or already-safe Markdown. */
export type Cell = string | MarkdownCell

/** A cell showing `text` as a code span (identifiers such as attempt keys: no entities needed). */
export function codeCell(text: string): MarkdownCell {
  return { markdown: codeSpan(text) }
}

/**
 * A cell showing an id whose long checksums are shortened (../text-safety/markdown-escape.ts `idSpan`): attempt keys and
 * `task@revision` in tables; the comment's detail lists them whole.
 */
export function idCell(text: string): MarkdownCell {
  return { markdown: idSpan(text) }
}

/** One table row; plain-text cells are escaped. */
export function markdownRow(cells: Cell[]): string {
  return `| ${cells.map((c) => (typeof c === 'string' ? escapeCell(c) : c.markdown)).join(' | ')} |`
}

/** A table head: the header row and the delimiter row. */
export function markdownTableHead(header: string[]): string[] {
  return [markdownRow(header), `| ${header.map(() => '---').join(' | ')} |`]
}

/** A whole table (head and rows), surrounded by blank lines by the caller. */
export function markdownTable(header: string[], rows: Cell[][]): string[] {
  return [...markdownTableHead(header), ...rows.map(markdownRow)]
}

/** A bullet list item from plain text. */
export function markdownItem(text: string): string {
  return `- ${escapeInline(text)}`
}

/** An emphasised note line (e.g. what was omitted), from plain text. */
export function markdownNote(text: string): string {
  return `_${escapeInline(text)}_`
}

/**
 * A collapsed section: our `<details><summary>` tags around Markdown
 * `lines`; the summary text is escaped. Blank lines keep GitHub rendering
 * the Markdown inside.
 */
export function markdownDetails(summary: string, lines: string[]): string[] {
  return [`<details><summary>${escapeInline(summary, false)}</summary>`, '', ...lines, '', '</details>']
}

/** A checksum as {@link idSpan} shows it shortened: its first 12 hex digits and `…`. */
const SHORTENED = new RegExp(`(?<![0-9A-Za-z])([0-9A-Fa-f]{${CHECKSUM_KEPT_DIGITS}})…`, 'g')

/** Checksums listed whole in a legend at most: 20 (the JSON report has every one). */
const LEGEND_MAX = 20

/**
 * The legend of the checksums shortened in `markdown` (../text-safety/markdown-escape.ts `shortChecksums`): a note and
 * one item per checksum, its short form then the whole, for each of `whole()` (the report's checksums,
 * `checksumsIn`; called only when something was shortened) whose first 12 digits `markdown` shows
 * shortened; at most 20, the rest counted. Lines start with a blank one; none when nothing was shortened.
 */
export function checksumLegend(markdown: string, whole: () => readonly string[]): string[] {
  const prefixes = new Set(Array.from(markdown.matchAll(SHORTENED), (m) => m[1]!.toLowerCase()))
  if (prefixes.size === 0) return []
  const full = whole().filter((c) => c.length > CHECKSUM_KEPT_DIGITS && prefixes.has(c.slice(0, CHECKSUM_KEPT_DIGITS).toLowerCase()))
  if (full.length === 0) return []
  const shown = full.slice(0, LEGEND_MAX)
  const more = full.length > shown.length ? ` (the first ${LEGEND_MAX} of ${full.length}; every one in the JSON report)` : ''
  return [
    '',
    markdownNote(`Checksums shortened in ids, in full${more}:`),
    '',
    ...shown.map((c) => `- ${codeSpan(shortChecksums(c), 'prose')} ${codeSpan(c, 'prose')}`)
  ]
}

/** Every checksum in `report`'s strings (../text-safety/markdown-escape.ts `checksumsIn`), computed once on first call. */
export function reportChecksums(report: unknown): () => readonly string[] {
  let found: string[] | null = null
  return () => (found ??= checksumsIn(JSON.stringify(report)))
}
