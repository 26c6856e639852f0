/**
 * A comparison (baseline → candidate) as plain rows shared by the text and
 * Markdown renderings: one row per metric with both values and the delta
 * (or why there is none), and the inventory differences named.
 */
import type { Comparison, ConfigurationReport, Delta } from '../../comparison/report/report-schema.js'
import { formatCost, formatCount, formatDelta, formatLowerBound, formatPercent, formatUsd, orUnknown, type DeltaKind } from '../format.js'

/** One metric of a comparison: plain cells. */
export interface ComparisonRow {
  metric: string
  /** The metric's key in the report's `metrics`. */
  key: keyof Comparison['metrics']
  baseline: string
  candidate: string
  delta: string
}

const METRICS: Array<[string, keyof Comparison['metrics'], DeltaKind]> = [
  ['input tokens', 'input_tokens', 'count'],
  ['cached input tokens', 'cached_input_tokens', 'count'],
  ['output tokens', 'output_tokens', 'count'],
  ['reasoning tokens', 'reasoning_tokens', 'count'],
  ['total tokens', 'total_tokens', 'count'],
  ['cost', 'cost_usd', 'usd'],
  ['pass fraction', 'pass_fraction', 'fraction']
]

/** A side's value; `≥` (or `none seen` for 0) when that configuration's sum of the metric is a lower bound. */
function valueOf(n: number | null, kind: DeltaKind, lowerBound: boolean): string {
  const format = kind === 'usd' ? formatUsd : kind === 'fraction' ? formatPercent : formatCount
  return n !== null && lowerBound ? formatLowerBound(n, format) : orUnknown(n, format)
}

/** Whether configuration `id`'s figure for `key` is a partial sum (unknown configurations count as partial). */
function isLowerBound(configurations: ConfigurationReport[], id: string, key: keyof Comparison['metrics']): boolean {
  if (key === 'pass_fraction') return false
  const c = configurations.find((x) => x.id === id)
  return c === undefined || !c.usage[key].complete
}

/**
 * The metric rows of a comparison, in report order. Usage values carry `≥`
 * when the configuration's sum is partial (looked up in `configurations`).
 */
export function comparisonRows(c: Comparison, configurations: ConfigurationReport[]): ComparisonRow[] {
  // A cost known only in another pricing basis is shown in it, never as unknown.
  const side = (n: number | null, id: string, key: keyof Comparison['metrics'], kind: DeltaKind): string => {
    const config = configurations.find((x) => x.id === id)
    if (
      key === 'cost_usd' &&
      n === null &&
      config !== undefined &&
      config.usage.cost_usd.reported_by === 0 &&
      (config.cost_other_bases ?? []).length > 0
    )
      return formatCost(config)
    return valueOf(n, kind, isLowerBound(configurations, id, key))
  }
  return METRICS.map(([metric, key, kind]) => {
    const d: Delta = c.metrics[key]
    return {
      metric,
      key,
      baseline: side(d.baseline, c.baseline, key, kind),
      candidate: side(d.candidate, c.candidate, key, kind),
      delta: formatDelta(d, kind)
    }
  })
}

/** The heading of a comparison: `baseline → candidate`. */
export function comparisonTitle(c: Comparison): string {
  return `${c.baseline} → ${c.candidate}`
}

/** Names `items` (at most `limit`), adding `and N more` when cut. */
function nameList(items: string[], limit: number): string {
  if (limit <= 0) return 'names omitted'
  const shown = items.slice(0, limit)
  const more = items.length > shown.length ? `, and ${formatCount(items.length - shown.length)} more` : ''
  return `${shown.join(', ')}${more}`
}

/**
 * The inventory differences, one line each (at most `limit` names per
 * line): tasks only on one side, revisions that differ, attempt counts that
 * differ. `['inventories match']` when they do.
 */
export function inventoryLines(c: Comparison, limit: number): string[] {
  const inv = c.inventory
  const lines: string[] = []
  if (inv.only_in_baseline.length > 0) {
    const names = inv.only_in_baseline.map((t) => `${t.task}@${t.revision}`)
    lines.push(`only in ${c.baseline} (${formatCount(names.length)}): ${nameList(names, limit)}`)
  }
  if (inv.only_in_candidate.length > 0) {
    const names = inv.only_in_candidate.map((t) => `${t.task}@${t.revision}`)
    lines.push(`only in ${c.candidate} (${formatCount(names.length)}): ${nameList(names, limit)}`)
  }
  if (inv.revision_differs.length > 0) {
    const names = inv.revision_differs.map((r) => `${r.task} (${r.baseline.join('/')} vs ${r.candidate.join('/')})`)
    lines.push(`revision differs (${formatCount(names.length)}): ${nameList(names, limit)}`)
  }
  if (inv.attempt_count_differs.length > 0) {
    const names = inv.attempt_count_differs.map((r) => `${r.task}@${r.revision} (${r.baseline} vs ${r.candidate})`)
    lines.push(`attempt count differs (${formatCount(names.length)}): ${nameList(names, limit)}`)
  }
  if (lines.length === 0) lines.push(inv.matched ? 'inventories match' : 'inventories differ (no detail given)')
  return lines
}
