/**
 * Annotations for the workflow run: unreadable evidence files as errors, and
 * top-level diagnostics and report warnings at their own severity (a warning
 * as a warning, a notice as a notice, per src/comparison/codes/codes.ts), each
 * naming the file where there is one.
 * GitHub shows at most 10 of each kind per step, so at most 10 are sent.
 */
import { severityOf } from '../comparison/codes/codes.js'
import type { Report } from '../comparison/report/report-schema.js'
import { visibleText } from '../render/text-safety/visible-text.js'
import { displayText } from '../render/text-safety/display-text.js'

/**
 * Annotation text as every renderer shows it ({@link visibleText}): one line, control, invisible,
 * direction-changing and space-like characters and leading, trailing or doubled spaces shown as
 * code points.
 * Annotations are plain text (GitHub renders no Markdown, links, references or mentions in them),
 * and `@actions/core` escapes the command data, so nothing else needs escaping.
 */
function plain(message: string): string {
  return visibleText(message)
}

/**
 * ` (file:line)` after a warning's message, or nothing when there is no file or the message
 * already names it (a message such as "… accounted from the record end line (a/result.json)"
 * would otherwise name its file twice).
 */
function whereNotSaid(message: string, file: string | null | undefined, line: number | null | undefined): string {
  if (!file) return ''
  const where = `${file}${line ? `:${line}` : ''}`
  if (namesWhole(message, where)) return ''
  if (namesWhole(message, file)) return line ? ` (line ${line})` : ''
  return ` (${where})`
}

/**
 * Whether `message` names `path` as a whole: preceded by the start, a space or `(`, and followed by the end, a space
 * or `)`, `:`, `,`, `;` (`other/result.json` does not name `result.json`).
 */
function namesWhole(message: string, path: string): boolean {
  for (let at = message.indexOf(path); at >= 0; at = message.indexOf(path, at + 1)) {
    const before = at === 0 ? ' ' : message[at - 1]!
    const after = message[at + path.length] ?? ' '
    if ((before === ' ' || before === '(') && ' ):,;'.includes(after)) return true
  }
  return false
}

/** The most annotations of one kind worth sending for one step. */
export const MAX_ANNOTATIONS = 10

/** One annotation line. */
export interface Annotation {
  level: 'error' | 'warning' | 'notice'
  message: string
}

/**
 * Annotations for `report`: unreadable files (errors) first, then top-level diagnostics and
 * report warnings of severity `warning` (warnings), then top-level diagnostics of severity
 * `notice` (notices); at most {@link MAX_ANNOTATIONS} of each level.
 */
export function reportAnnotations(report: Report): Annotation[] {
  const errors: Annotation[] = []
  for (const c of report.configurations) {
    for (const gap of c.gaps) {
      if (gap.reason !== 'result_unreadable' && gap.reason !== 'record_unreadable') continue
      for (const e of gap.examples) {
        const where = [e.artifact === null ? null : `artifact ${e.artifact}`, e.file, e.line === null ? null : `line ${e.line}`]
          .filter((p) => p !== null)
          .join(', ')
        errors.push({ level: 'error', message: `${gap.reason}: ${where}: ${e.detail ?? 'unreadable'} (attempt ${e.attempt})` })
      }
    }
  }
  const warnings: Annotation[] = []
  const notices: Annotation[] = []
  for (const d of report.diagnostics) {
    const level = severityOf(d.code)
    ;(level === 'warning' ? warnings : notices).push({ level, message: `${d.code}: ${d.message}` })
  }
  // Top-level diagnostics were annotated above; their aggregated warnings would repeat them.
  const annotated = new Set(report.diagnostics.map((d) => d.code))
  for (const w of report.warnings) {
    if (w.severity !== 'warning' || annotated.has(w.code)) continue
    warnings.push({ level: 'warning', message: `[${w.code}] ${w.message}${whereNotSaid(w.message, w.file, w.line)}` })
  }
  // Evidence text in a message is shortened as the renderers shorten it (src/render/text-safety/display-text.ts).
  return [...errors.slice(0, MAX_ANNOTATIONS), ...warnings.slice(0, MAX_ANNOTATIONS), ...notices.slice(0, MAX_ANNOTATIONS)].map((a) => ({
    ...a,
    message: plain(displayText(a.message))
  }))
}
