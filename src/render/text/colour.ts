/**
 * ANSI colour for the text report on a terminal: the verdict and gate
 * lines (bold; green when complete or passed, red otherwise, plain when the
 * gate is `never`), the severity and code of each warning (error red,
 * warning yellow, notice cyan) and every withheld delta (`not comparable`,
 * yellow). The text itself is unchanged: removing the escapes gives the
 * plain output byte for byte. Evidence strings cannot inject escapes: the
 * text renderer shows control characters as code points (`<U+001B>`;
 * `oneLine`, text-sections.ts).
 */
import type { Report } from '../../comparison/report/report-schema.js'

const RESET = '\u001b[0m'
const BOLD_GREEN = '\u001b[1;32m'
const BOLD_RED = '\u001b[1;31m'
const BOLD = '\u001b[1m'
const SEVERITY: Record<string, string> = { error: '\u001b[31m', warning: '\u001b[33m', notice: '\u001b[36m' }
const WITHHELD = '\u001b[33m'

const WARNING_LINE = /^ {2}(error|warning|notice) (\[[^\]]*\])/
const NOT_COMPARABLE = /(^| {2})not comparable(?=:|$)/g

function paint(style: string, text: string): string {
  return `${style}${text}${RESET}`
}

/**
 * The lines of the text report before its details (`summaryTextLines`),
 * coloured. `lines[0]` is the verdict and `lines[1]` the gate; warning
 * lines are recognised under the `Warnings (N)` heading only.
 */
export function colourTextLines(lines: string[], report: Report): string[] {
  let inWarnings = false
  return lines.map((line, i) => {
    if (i === 0) return paint(report.complete ? BOLD_GREEN : BOLD_RED, line)
    if (i === 1) return paint(report.gate.policy === 'never' ? BOLD : report.gate.passed ? BOLD_GREEN : BOLD_RED, line)
    if (!line.startsWith(' ')) inWarnings = /^Warnings \(/.test(line)
    if (inWarnings)
      return line.replace(WARNING_LINE, (_all, severity: string, code: string) => `  ${paint(SEVERITY[severity], `${severity} ${code}`)}`)
    return line.replace(NOT_COMPARABLE, (_all, lead: string) => `${lead}${paint(WITHHELD, 'not comparable')}`)
  })
}
