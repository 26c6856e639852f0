/**
 * The plain-text statistics section: per configuration the pass fraction
 * with its 95 % interval, pass@k / pass^k, per-attempt usage and cost per
 * passed attempt; per comparison the paired difference with its interval,
 * the tasks that changed (strongest evidence first) and the tasks without verdicts on a
 * side. Without `details`, at most {@link TASKS_SHOWN} task lines each.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { comparisonTitle } from '../rows/comparison-rows.js'
import { formatCount } from '../format.js'
import {
  changedTaskCells,
  changedTasksSummary,
  pairedComparisons,
  pairedDifferenceText,
  scoreKeyDifferenceText,
  scoreKeyRows,
  showScoreKeys,
  STATISTICS_NOTE,
  statisticsRows,
  unverdictedTaskCells
} from '../rows/statistics-rows.js'
import { alignRows, oneLine } from './text-sections.js'

/** Task lines per list in the default output (all with `details`). */
export const TASKS_SHOWN = 20

function more(total: number, shown: number): string[] {
  return total > shown ? [`    … and ${formatCount(total - shown)} more (listed with --details and in --json)`] : []
}

/** The statistics section; empty for a report without statistics. */
export function statisticsSection(report: Report, details: boolean): string[] {
  const configurations = report.configurations.filter((c) => c.statistics !== undefined)
  if (configurations.length === 0) return []
  const limit = details ? Number.MAX_SAFE_INTEGER : TASKS_SHOWN
  const lines = ['', `Statistics — ${STATISTICS_NOTE}`]
  const keys = showScoreKeys(report)
  for (const c of configurations) {
    lines.push(`  Configuration ${oneLine(c.id)}`)
    lines.push(
      ...alignRows(
        [...statisticsRows(c), ...(keys ? scoreKeyRows(c) : [])].map((r) => [oneLine(r.label), oneLine(r.value)]),
        '    '
      )
    )
  }
  for (const c of pairedComparisons(report)) {
    const p = c.paired
    lines.push(`  Paired ${oneLine(comparisonTitle(c))}`)
    lines.push(`    difference in pass fraction  ${oneLine(pairedDifferenceText(p))}`)
    if (keys)
      lines.push(
        ...alignRows(
          (p.score_keys ?? []).map((d) => [`difference in mean of ${oneLine(JSON.stringify(d.key))}`, oneLine(scoreKeyDifferenceText(d))]),
          '    '
        )
      )
    if (p.tasks_reason !== null) {
      lines.push(`    tasks not compared: ${oneLine(p.tasks_reason)}`)
      continue
    }
    const changed = p.changed_tasks
    const kinds = changedTasksSummary(p)
    lines.push(
      `    tasks that changed: ${formatCount(changed.length)} (${formatCount(p.unchanged_tasks)} unchanged)${changed.length > 0 ? ', strongest evidence first' : ''}${kinds === '' ? '' : `; ${oneLine(kinds)}`}`
    )
    lines.push(
      ...alignRows(
        changed.slice(0, limit).map((t) => changedTaskCells(t).map(oneLine)),
        '      '
      ),
      ...more(changed.length, limit)
    )
    const without = p.tasks_without_verdicts
    if (without.length > 0) {
      lines.push(`    tasks without verdicts on a side (not changes): ${formatCount(without.length)}`)
      lines.push(
        ...alignRows(
          without.slice(0, limit).map((t) => unverdictedTaskCells(t).map(oneLine)),
          '      '
        ),
        ...more(without.length, limit)
      )
    }
  }
  return lines
}
