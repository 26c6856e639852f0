/**
 * The history as plain text (`fabric-compare history S1 S2 …`): one line
 * per run and configuration — run, commit, date, evidence complete or not,
 * pass fraction with its 95 % interval, cost per attempt with coverage —
 * then the runs without a usable summary, named with why. Evidence strings
 * are shown as every renderer shows them (src/render/text-safety/visible-text.ts: control,
 * invisible and space-like characters and doubled spaces as code points),
 * never interpreted.
 */
import type { HistoryTrend } from '../../history/trend.js'
import { formatPlural } from '../format.js'
import { costText, historyDate, passText } from './history-markdown.js'
import { visibleText } from '../text-safety/visible-text.js'

/** Pads every column of `rows` to its widest cell, two spaces between columns. */
function columns(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)))
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i]! - [...c].length)))
      .join('  ')
      .trimEnd()
  )
}

/** The trend table of `trend` as text (ends in a newline). */
export function renderHistoryText(trend: HistoryTrend): string {
  const complete = trend.rows.filter((r) => r.complete).length
  const out = [
    `History: ${formatPlural(trend.rows.length, 'run')} with a summary, ${complete} with complete evidence (incomplete runs are marked and never counted as complete).`
  ]
  if (trend.beyondLimit > 0) out.push(`${formatPlural(trend.beyondLimit, 'oldest run')} beyond the limit of 100 left out.`)
  if (trend.rows.length > 0) {
    const rows = [
      ['#', 'run', 'commit', 'date', 'evidence', 'configuration', 'pass fraction (95 % interval)', 'cost per attempt (coverage)']
    ]
    trend.rows.forEach((row, i) => {
      for (const f of row.figures) {
        rows.push([
          String(i + 1),
          visibleText(row.label),
          row.commit === null ? 'unknown' : visibleText(row.commit.slice(0, 12)),
          historyDate(row.time),
          row.complete ? 'complete' : 'INCOMPLETE',
          visibleText(f.id),
          visibleText(passText(f.pass, f.passReason)),
          visibleText(costText(f.cost, f.costReason, f.basis))
        ])
      }
    })
    out.push('', ...columns(rows))
  }
  if (trend.missing.length > 0) {
    out.push('', `${formatPlural(trend.missing.length, 'run')} without a usable summary:`)
    for (const m of trend.missing) out.push(`  ${visibleText(m.label)}: ${m.kind.replace('_', ' ')}: ${visibleText(m.problem)}`)
  }
  return `${out.join('\n')}\n`
}
