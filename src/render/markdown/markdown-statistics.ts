/**
 * The Markdown statistics section, shared by the pull-request comment
 * (`brief`: pass fraction, pass@k / pass^k, cost per passed attempt) and
 * the job summary (every row): one table of per-configuration statistics,
 * then per comparison the paired difference with its 95 % interval and
 * the tasks that changed (strongest evidence first, each a flip or flaky
 * with its own exact test) and those without verdicts on a
 * side, collapsed in `<details>`. Task rows are trimmed as whole rows by
 * the budget (`taskRowsKept`, counted across comparisons) and the section
 * says how many were left out. Every string from the report is escaped.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { formatCount } from '../format.js'
import { idCell, markdownDetails, markdownItem, markdownNote, markdownTable, type Cell } from './markdown-blocks.js'
import { codeSpan, escapeInline, idSpan } from '../text-safety/markdown-escape.js'
import { omittedRowsNote } from '../messages.js'
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

/** One comparison's task rows: changed tasks first (strongest evidence first), then tasks without verdicts. */
function taskRows(p: NonNullable<Report['comparisons'][number]['paired']>): Cell[][] {
  return [
    ...p.changed_tasks.map((t): Cell[] => {
      const [key, move, change, evidence] = changedTaskCells(t)
      return [idCell(key), move, change, evidence]
    }),
    ...p.tasks_without_verdicts.map((t): Cell[] => {
      const [key, move] = unverdictedTaskCells(t)
      return [idCell(key), move, 'no verdicts on a side: not a change', '']
    })
  ]
}

/** How many task rows the section has in all (the budget's total for `taskRowsKept`). */
export function statisticsTaskRowCount(report: Report): number {
  return pairedComparisons(report).reduce((n, c) => n + c.paired.changed_tasks.length + c.paired.tasks_without_verdicts.length, 0)
}

/** The per-configuration statistics table: one row per figure, one column per configuration. */
function configurationTable(report: Report, brief: boolean): string[] {
  const configurations = report.configurations.filter((c) => c.statistics !== undefined)
  if (configurations.length === 0) return []
  const keys = showScoreKeys(report)
  const perConfig = configurations.map((c) => [...statisticsRows(c), ...(keys ? scoreKeyRows(c) : [])].filter((r) => !brief || r.brief))
  const labels = [...new Set(perConfig.flatMap((rows) => rows.map((r) => r.label)))]
  const rows = labels.map((label) => [label, ...perConfig.map((rows) => rows.find((r) => r.label === label)?.value ?? '—')])
  return ['', ...markdownTable(['statistic', ...configurations.map((c) => c.id)], rows)]
}

/**
 * The statistics section (empty for a report without statistics). Of the
 * task rows, the first `taskRowsKept` (across comparisons) are shown.
 */
export function statisticsSection(report: Report, taskRowsKept: number, brief: boolean, where: string): string[] {
  const table = configurationTable(report, brief)
  if (table.length === 0) return []
  const lines = ['', '### Statistics', '', markdownNote(STATISTICS_NOTE), ...table]
  let budget = taskRowsKept
  const paired = pairedComparisons(report)
  for (const [i, c] of paired.entries()) {
    const p = c.paired
    // A fixed heading: configuration ids are evidence text, shown in code spans below it, never Markdown structure.
    const heading = paired.length === 1 ? '#### Paired comparison' : `#### Paired comparison ${i + 1} of ${paired.length}`
    lines.push(
      '',
      heading,
      '',
      `${codeSpan(c.baseline, 'prose')} → ${codeSpan(c.candidate, 'prose')}`,
      '',
      markdownItem(`difference in pass fraction: ${pairedDifferenceText(p)}`)
    )
    if (!brief && showScoreKeys(report))
      for (const d of p.score_keys ?? [])
        lines.push(markdownItem(`difference in mean of ${JSON.stringify(d.key)}: ${scoreKeyDifferenceText(d)}`))
    if (p.tasks_reason !== null) {
      lines.push(markdownItem(`tasks not compared: ${p.tasks_reason}`))
      continue
    }
    const without =
      p.tasks_without_verdicts.length > 0 ? `; ${formatCount(p.tasks_without_verdicts.length)} without verdicts on a side` : ''
    const kinds = changedTasksSummary(p)
    lines.push(
      markdownItem(
        `tasks that changed: ${formatCount(p.changed_tasks.length)} (${formatCount(p.unchanged_tasks)} unchanged${without})${kinds === '' ? '' : `: ${kinds}`}`
      )
    )
    const rows = taskRows(p)
    if (rows.length === 0) continue
    const kept = Math.max(0, Math.min(budget, rows.length))
    budget -= kept
    const note = kept < rows.length ? ['', markdownNote(omittedRowsNote(rows.length - kept, rows.length, 'task row', where))] : []
    const body = kept > 0 ? markdownTable(['task', `${c.baseline} → ${c.candidate}`, 'change', 'evidence'], rows.slice(0, kept)) : []
    const title =
      p.tasks_without_verdicts.length > 0
        ? 'Tasks that changed (strongest evidence first) and tasks without verdicts on a side'
        : 'Tasks that changed, strongest evidence first'
    lines.push('', ...markdownDetails(`${title} (${formatCount(rows.length)} rows)`, [...body, ...note]))
  }
  return lines
}

/** Changed tasks named per comparison on the first screen; the rest are counted (all are under Statistics). */
export const FIRST_SCREEN_TASKS = 5

/**
 * The first screen's line per comparison whose tasks were compared and some changed: the
 * strongest {@link FIRST_SCREEN_TASKS} with their verdicts (`` `calc/mul@r3` 3/3 → 0/3 ``), how
 * many more, and how many are within noise by their own test. Each line follows a blank line;
 * none when no task changed.
 */
export function changedTasksLines(report: Report): string[] {
  const lines: string[] = []
  for (const c of pairedComparisons(report)) {
    const p = c.paired
    const changed = p.changed_tasks
    if (p.tasks_reason !== null || changed.length === 0) continue
    const shown = changed.slice(0, FIRST_SCREEN_TASKS).map((t) => {
      const [key, move] = changedTaskCells(t)
      return `${idSpan(key, 'prose')} ${escapeInline(move)}`
    })
    const more = changed.length > shown.length ? ` · ${formatCount(changed.length - shown.length)} more under Statistics` : ''
    const judged = changed.filter((t) => t.within_noise !== undefined)
    const noise =
      judged.length === 0
        ? ''
        : ` — ${formatCount(judged.filter((t) => t.within_noise === true).length)} of ${formatCount(judged.length)} within noise by their own test`
    const pair = `${codeSpan(c.baseline, 'prose')} → ${codeSpan(c.candidate, 'prose')}`
    // The denominator is the tasks compared verdict by verdict (`p.tasks` is 0 when the pass-fraction difference is withheld).
    const compared = changed.length + p.unchanged_tasks
    lines.push(
      '',
      `**Tasks that changed**, ${pair} (${formatCount(changed.length)} of ${formatCount(compared)} compared, strongest evidence first): ${shown.join(' · ')}${more}${noise}.`
    )
  }
  return lines
}
