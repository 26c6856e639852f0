/**
 * Budgets in the renderings (report `budgets`, src/comparison/figures/budgets.ts):
 * one side-by-side row per budget (limit, estimate, interval, verdict in
 * each comparison's column, the reason or the noise verdict as a footnote),
 * the job summary's table of each budget's inputs, and the plain-text
 * section. (Not the comment's size budget: that is ../markdown/budget.ts.)
 */
import { budgetEstimateText, budgetFigure, formatBudgetFigure } from '../../comparison/figures/budgets.js'
import type { BudgetResult, Report } from '../../comparison/report/report-schema.js'
import type { DeltaCell, FigureRow } from './figure-rows.js'
import { formatPlural } from '../format.js'
import { codeCell, markdownTable, type Cell } from '../markdown/markdown-blocks.js'
import { alignRows, oneLine } from '../text/text-sections.js'

/** The verdict word: `passed`, `FAILED`, `CANNOT BE CHECKED`. */
export function budgetVerdictText(r: BudgetResult): string {
  return r.verdict === 'passed' ? 'passed' : r.verdict === 'failed' ? 'FAILED' : 'CANNOT BE CHECKED (fails)'
}

/** `limit +10.0 %` in the budget's unit. */
export function budgetLimitText(r: BudgetResult): string {
  return `limit ${formatBudgetFigure(r.metric, r.limit.kind, r.limit.value)}`
}

/** What the interval says about the limit, or why there is none; null when nothing needs saying. */
function noiseNote(r: BudgetResult, f: NonNullable<BudgetResult['difference']>): string {
  const over = `over ${r.tasks} paired task${r.tasks === 1 ? '' : 's'}`
  if (f.low === null || f.high === null) return `no interval ${over}: ${f.reason ?? 'unknown'}`
  if (r.verdict === 'failed') {
    return r.excess_beyond_noise
      ? `the excess is beyond noise: the whole 95 % interval lies above the limit (${over})`
      : `the excess is not beyond noise: the 95 % interval reaches below the limit (${over})`
  }
  return f.high > r.limit.value
    ? `within the limit, but the 95 % interval reaches above it (${over})`
    : `within the limit beyond noise: the whole 95 % interval lies at or below it (${over})`
}

/** A budget's cell in its candidate's column: verdict, estimate with interval, limit; the reason or noise verdict as the note. */
export function budgetCell(r: BudgetResult): DeltaCell {
  const limit = budgetLimitText(r)
  if (r.verdict === 'cannot_check')
    return {
      text: `${budgetVerdictText(r)} · ${limit}`,
      note: `budget ${r.budget} cannot be checked: ${r.reason ?? 'unknown'}`,
      same: false
    }
  const f = budgetFigure(r)!
  return {
    text: `${budgetVerdictText(r)} · ${budgetEstimateText(r).replace(/ \(no interval: .*\)$/, '')} · ${limit}`,
    note: `budget ${r.budget}: ${noiseNote(r, f)}`,
    same: false
  }
}

/** One side-by-side row per budget given (results grouped by budget, one per comparison). */
export function budgetFigureRows(report: Report): FigureRow[] {
  const results = report.budgets ?? []
  const per = Math.max(1, report.comparisons.length)
  const rows: FigureRow[] = []
  for (let i = 0; i < results.length; i += per) {
    const group = results.slice(i, i + per)
    rows.push({
      label: `budget ${group[0]!.budget}`,
      value: () => '',
      delta: (cmp) => {
        const r = group.find((g) => g.candidate === cmp.candidate)
        return r === undefined ? null : budgetCell(r)
      },
      show: 'always'
    })
  }
  return rows
}

/** How many gate reasons are budgets' (they come first in `gate.reasons`). */
export function budgetReasonCount(report: Report): number {
  return (report.budgets ?? []).filter((b) => b.verdict !== 'passed').length
}

/** The plain-text budget section: one line per budget and candidate, with the note; empty without budgets. */
export function budgetSection(report: Report): string[] {
  const results = report.budgets ?? []
  if (results.length === 0) return []
  const rows = results.map((r) => {
    const cell = budgetCell(r)
    const who = r.candidate === null ? oneLine(r.baseline) : `${oneLine(r.candidate)} vs ${oneLine(r.baseline)}`
    return [oneLine(r.budget), who, oneLine(cell.text)]
  })
  // With several candidates each note names its candidate.
  const several = new Set(results.map((r) => r.candidate)).size > 1
  const notes = results.map(
    (r) => `  - ${several && r.candidate !== null ? `${oneLine(r.candidate)}: ` : ''}${oneLine(budgetCell(r).note ?? '')}`
  )
  return ['', 'Budgets (candidate − baseline, paired by task)', ...alignRows(rows), ...notes]
}

/** A figure with its interval in the metric's unit or as a relative change, or `—` when not computed. */
function intervalText(r: BudgetResult, kind: 'relative' | 'absolute'): string {
  const f = kind === 'relative' ? r.relative : r.difference
  if (f === null) return '—'
  const fmt = (v: number): string => formatBudgetFigure(r.metric, kind, v)
  return f.low === null || f.high === null
    ? `${fmt(f.estimate)} (no interval)`
    : `${fmt(f.estimate)} (95 % CI ${fmt(f.low)} to ${fmt(f.high)})`
}

/**
 * The job summary's budget table (Markdown lines): per budget and candidate
 * the inputs — paired tasks and attempts, each side's figure — the
 * difference and the relative difference with their intervals, the limit,
 * the verdict and the reason. Empty without budgets.
 */
export function budgetSummaryLines(report: Report): string[] {
  const results = report.budgets ?? []
  if (results.length === 0) return []
  const header = ['budget', 'candidate', 'paired', 'baseline figure', 'candidate figure', 'difference', 'relative', 'limit', 'verdict']
  const value = (r: BudgetResult, v: number | null): string => (v === null ? '—' : formatBudgetFigure(r.metric, 'absolute', v, false))
  const rows: Cell[][] = results.map((r) => [
    codeCell(r.budget),
    r.candidate === null ? 'none' : codeCell(r.candidate),
    r.verdict === 'cannot_check'
      ? '—'
      : `${formatPlural(r.tasks, 'task')}; ${r.attempts.baseline} / ${r.attempts.candidate} ${r.metric === 'cost_per_passed_attempt' ? 'passed attempts' : 'attempts'}`,
    value(r, r.baseline_value),
    value(r, r.candidate_value),
    intervalText(r, 'absolute'),
    intervalText(r, 'relative'),
    formatBudgetFigure(r.metric, r.limit.kind, r.limit.value),
    r.verdict === 'cannot_check' ? `${budgetVerdictText(r)}: ${r.reason ?? 'unknown'}` : budgetVerdictText(r)
  ])
  return [
    '',
    `### Budgets (${results.length})`,
    '',
    `_Candidate − baseline, paired by task; figures in ${[...new Set(results.map((r) => r.unit))].join(', ')}._`,
    '',
    ...markdownTable(header, rows)
  ]
}
