/**
 * The history section of the job summary (issue 23 item 3) from a trend
 * (src/history/trend.ts): per configuration a Mermaid `xychart-beta` chart
 * of the pass fraction (estimate, and the 95 % interval's two bounds as
 * lighter lines) and one of the cost per attempt, drawn over complete runs
 * only; a table of every run (commit, date, evidence complete or not, pass
 * fraction with interval, cost per attempt with coverage); runs without a
 * usable summary counted and named. Evidence strings (labels, commits,
 * configuration ids) are escaped for Markdown and never enter a Mermaid
 * block: a chart's title names its configuration by number (`Configuration
 * 2`, the caption above it gives the id), its x-axis the runs by their
 * number in the table (`#7`), and every line has a set colour. The section
 * keeps under a byte budget by leaving out the oldest runs (first given),
 * and says so.
 */
import {
  costDrawable,
  passDrawable,
  type HistoryTrend,
  type MissingRun,
  type Placement,
  type TrendCost,
  type TrendFigures,
  type TrendPassFraction,
  type TrendRow,
  type Unplaced
} from '../history/trend.js'
import { formatPercent, formatPlural, formatUsd } from './format.js'
import { markdownItem, markdownNote, markdownTable, codeCell, type Cell } from './markdown-blocks.js'
import { escapeInline, codeSpan } from './markdown-escape.js'

/** Default byte budget of the section: a quarter of the job summary's 1 MiB (src/render/summary.ts). */
export const HISTORY_MAX_BYTES = 256 * 1024

/** Options of {@link renderHistoryMarkdown}. */
export interface HistoryMarkdownOptions {
  /** The heading's text (plain; escaped), e.g. `History of main: the last 20 completed runs`. */
  title: string
  /** Byte budget of the section (UTF-8), default {@link HISTORY_MAX_BYTES}. */
  maxBytes?: number
}

/**
 * Text for inside a Mermaid quoted string: letters, digits and ` ._:/@#+-`
 * kept, anything else (quotes, brackets, backticks, line breaks, `%`,
 * non-ASCII) becomes `_`; at most 40 characters. Nothing an evidence string
 * holds can then end the string, the statement or the fenced block.
 */
export function mermaidText(text: string): string {
  const safe = text.replace(/[^A-Za-z0-9 ._:/@#+-]/g, '_')
  return safe.length > 40 ? `${safe.slice(0, 39)}_` : safe
}

/** The short commit (7 characters) when it looks like one, else the text cut to 12. */
function shortCommit(commit: string | null): string {
  if (commit === null) return 'unknown'
  return /^[0-9a-f]{7,40}$/i.test(commit) ? commit.slice(0, 7).toLowerCase() : commit.slice(0, 12)
}

/** `2026-12-02 05:30` (UTC) of an ISO time, or `unknown`. */
export function historyDate(time: string | null): string {
  if (time === null) return 'unknown'
  const t = Date.parse(time)
  return Number.isFinite(t) ? `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'unknown'
}

/** A pass fraction with its interval and denominator: `74.0% (95 % interval 61.2%–84.1%; 50 of 50 attempts evaluated)`. */
export function passText(pass: TrendPassFraction | null, reason: string | null): string {
  if (pass === null) return `n/a — ${reason ?? 'no pass fraction'}`
  const interval =
    pass.low !== null && pass.high !== null ? `95 % interval ${formatPercent(pass.low)}–${formatPercent(pass.high)}` : 'no interval'
  return `${formatPercent(pass.estimate)} (${interval}; ${pass.attempts} of ${formatPlural(pass.of, 'attempt')} evaluated)`
}

/**
 * A cost per attempt with its coverage and pricing basis: `$0.0123 (50 of
 * 50 attempts; basis list-2026-07)`; a mean over part of them says so.
 */
export function costText(cost: TrendCost | null, reason: string | null, basis: string | null): string {
  if (cost === null) return `unknown — ${reason ?? 'no cost'}`
  const coverage =
    cost.attempts === cost.of
      ? `${cost.attempts} of ${formatPlural(cost.of, 'attempt')}`
      : `mean over the ${cost.attempts} of ${formatPlural(cost.of, 'attempt')} with a known cost`
  return `${formatUsd(cost.estimate)} (${coverage}; basis ${basis ?? 'not declared'})`
}

/** A chart value in fixed point (Mermaid's number has no exponent): at most 10 decimals, trailing zeros trimmed. */
export function chartNumber(x: number): string {
  const fixed = x.toFixed(10).replace(/0+$/, '').replace(/\.$/, '')
  return fixed === '-0' ? '0' : fixed
}

/**
 * A run's x-axis label: `#N`, its number in the run table below the charts
 * (which gives its commit and date). Twenty labels of a commit each ran
 * into one another on the axis.
 */
function axisLabel(index: number): string {
  return `#${index + 1}`
}

/**
 * Line colours, set for every series (an unset one is drawn in the theme's
 * first palette colour: `#ECECFF`, near white, in Mermaid's light theme).
 * Each is readable on GitHub's light (`#ffffff`) and dark (`#0d1117`)
 * backgrounds (contrast at least 3:1 on both; checked by
 * __tests__/history-render.test.ts): the pass fraction's estimate blue,
 * its interval's bounds grey, the cost orange.
 */
export const CHART_COLOURS = { estimate: '#1f6feb', bound: '#8c959f', cost: '#bc4c00' } as const

/**
 * One `xychart-beta` block: a colour for each series, nothing from the
 * evidence inside (the title is ours, the labels are run numbers).
 */
function chart(title: string, yAxis: string, labels: string[], series: string[][], colours: readonly string[]): string[] {
  if (colours.length < series.length) throw new Error(`chart: ${series.length} series, ${colours.length} colours`)
  const init = `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${colours.join(', ')}"}}}}%%`
  return [
    '```mermaid',
    init,
    'xychart-beta',
    `  title "${mermaidText(title)}"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `  y-axis "${yAxis}"${yAxis.includes('%') ? ' 0 --> 100' : ''}`,
    ...series.map((s) => `  line [${s.join(', ')}]`),
    '```'
  ]
}

const percentValue = (f: number): string => String(Math.round(f * 1000) / 10)

/**
 * The two charts of one configuration, number `n` of the section (its
 * charts' titles say `Configuration n`, their captions the id in full), over
 * the trend's rows (indexes as in the table): drawable figures only
 * (src/history/trend.ts). One drawable run is a sentence, not a chart: a
 * chart of one run is empty axes.
 */
function configurationCharts(id: string, n: number, rows: readonly TrendRow[]): string[] {
  const out: string[] = []
  const figure = (row: TrendRow): TrendFigures | undefined => row.figures.find((f) => f.id === id)
  const passRows = rows.flatMap((row, i) => {
    const f = figure(row)
    return passDrawable(row, f) ? [{ row, i, pass: f.pass }] : []
  })
  const name = `Configuration ${n}`
  const heading = `${name}, ${codeSpan(id)}`
  if (passRows.length === 0)
    out.push(markdownNote(`${name}, ${id}: no complete run has a pass fraction over all its attempts; nothing drawn.`), '')
  else if (passRows.length === 1) {
    const [only] = passRows
    out.push(
      markdownNote(
        `${name}, ${id}: one complete run so far (#${only!.i + 1}), pass fraction ${passText(only!.pass, null)}: no trend to draw yet.`
      ),
      ''
    )
  } else {
    const withBounds = passRows.every((x) => x.pass.low !== null && x.pass.high !== null)
    const series = [passRows.map((x) => percentValue(x.pass.estimate))]
    if (withBounds)
      series.push(
        passRows.map((x) => percentValue(x.pass.low!)),
        passRows.map((x) => percentValue(x.pass.high!))
      )
    out.push(
      `${heading}: pass fraction over ${formatPlural(passRows.length, 'complete run')}${withBounds ? ' (blue: estimate; grey: the 95 % interval’s bounds)' : ' (estimate only: a run has no interval)'}:`,
      ''
    )
    out.push(
      ...chart(
        `${name}: pass fraction`,
        'pass fraction (%)',
        passRows.map((x) => axisLabel(x.i)),
        series,
        withBounds ? [CHART_COLOURS.estimate, CHART_COLOURS.bound, CHART_COLOURS.bound] : [CHART_COLOURS.estimate]
      ),
      ''
    )
  }
  const costRows = rows.flatMap((row, i) => {
    const f = figure(row)
    return costDrawable(row, f) ? [{ row, i, cost: f.cost, basis: f.basis }] : []
  })
  // One chart, one pricing basis: the newest drawn run's; runs priced otherwise are counted, not drawn beside it.
  const basis = costRows.length === 0 ? null : costRows[costRows.length - 1].basis
  const sameBasis = costRows.filter((x) => x.basis === basis)
  const otherBasis = costRows.length - sameBasis.length
  if (sameBasis.length === 0) out.push(markdownNote(`${name}, ${id}: no complete run has the cost of every attempt; no cost chart.`), '')
  else if (sameBasis.length === 1) {
    const [only] = sameBasis
    const others = otherBasis > 0 ? ` (${formatPlural(otherBasis, 'run')} priced on another basis not compared with it)` : ''
    out.push(
      markdownNote(
        `${name}, ${id}: one complete run with every attempt's cost so far (#${only!.i + 1}), ${costText(only!.cost, null, only!.basis)}: no trend to draw yet${others}.`
      ),
      ''
    )
  } else {
    out.push(
      `${heading}` +
        escapeInline(`: cost per attempt (USD, pricing basis ${basis ?? 'not declared'})`) +
        ` over ${formatPlural(sameBasis.length, 'complete run')} with every attempt's cost known:`,
      ''
    )
    if (otherBasis > 0)
      out.push(
        markdownNote(
          `${formatPlural(otherBasis, 'run')} priced on another basis not drawn (costs of two price tables are not comparable; see the table).`
        ),
        ''
      )
    out.push(
      ...chart(
        `${name}: cost per attempt`,
        'USD per attempt',
        sameBasis.map((x) => axisLabel(x.i)),
        [sameBasis.map((x) => chartNumber(x.cost.estimate))],
        [CHART_COLOURS.cost]
      ),
      ''
    )
  }
  return out
}

/** The evidence cell of one run's configuration: complete, or why its figures are not drawn. */
function evidenceCell(row: TrendRow, f: TrendFigures): string {
  if (!row.complete || !f.complete) return '⚠ incomplete — not drawn'
  if (f.pass !== null && f.pass.attempts !== f.pass.of)
    return '⚠ complete, but part of the attempts has no verdict — pass fraction not drawn'
  return 'complete'
}

function tableRows(rows: readonly TrendRow[]): Cell[][] {
  const out: Cell[][] = []
  rows.forEach((row, i) => {
    for (const f of row.figures) {
      out.push([
        `#${i + 1}`,
        row.label,
        row.commit === null ? 'unknown' : codeCell(shortCommit(row.commit)),
        historyDate(row.time),
        evidenceCell(row, f),
        codeCell(f.id),
        passText(f.pass, f.passReason),
        costText(f.cost, f.costReason, f.basis)
      ])
    }
  })
  return out
}

/** `artifact expired: 1; no summary: 0; unreadable: 2` (and `; given twice: N` when any summary was). */
function missingCounts(missing: readonly MissingRun[]): string {
  const by = (kind: MissingRun['kind']): number => missing.filter((m) => m.kind === kind).length
  const twice = by('duplicate')
  return `artifact expired: ${by('expired')}; no summary: ${by('no_summary')}; unreadable: ${by('unreadable')}${twice > 0 ? `; given twice: ${twice}` : ''}`
}

function missingLines(missing: readonly MissingRun[]): string[] {
  if (missing.length === 0) return []
  return [
    escapeInline(`${formatPlural(missing.length, 'run')} without a usable summary (${missingCounts(missing)}):`),
    '',
    ...missing.map((m) => markdownItem(`${m.label}: ${m.problem}`)),
    ''
  ]
}

function section(trend: HistoryTrend, rows: readonly TrendRow[], options: HistoryMarkdownOptions, dropped: number): string {
  const complete = rows.filter((r) => r.complete).length
  const lines = [`## ${escapeInline(options.title)}`, '']
  lines.push(
    escapeInline(
      `${formatPlural(rows.length, 'run')} with a summary, ${complete} with complete evidence; incomplete runs are marked in the table and not drawn.`
    ),
    ''
  )
  if (trend.beyondLimit > 0)
    lines.push(markdownNote(`${formatPlural(trend.beyondLimit, 'oldest run')} beyond the limit of 100 left out.`), '')
  if (dropped > 0)
    lines.push(
      markdownNote(
        `${formatPlural(dropped, 'oldest run')} left out to keep this section under ${Math.floor((options.maxBytes ?? HISTORY_MAX_BYTES) / 1024)} KiB.`
      ),
      ''
    )
  trend.configurations.forEach((id, i) => lines.push(...configurationCharts(id, i + 1, rows)))
  if (rows.length > 0) {
    lines.push(
      ...markdownTable(
        [
          'No. (as in the charts)',
          'Run',
          'Commit',
          'Date',
          'Evidence',
          'Configuration',
          'Pass fraction (95 % interval)',
          'Cost per attempt (coverage)'
        ],
        tableRows(rows)
      ),
      ''
    )
  }
  lines.push(...missingLines(trend.missing))
  return `${lines.join('\n').replace(/\n+$/, '')}\n`
}

/**
 * The history section (Markdown, ending in a newline) of `trend`, at most
 * `options.maxBytes` bytes: the oldest rows are left out first and the
 * section says how many; when even one run does not fit (a run of very
 * many configurations, or a long list of unreadable runs), a short section
 * says how large it would have been and what was read, instead.
 */
export function renderHistoryMarkdown(trend: HistoryTrend, options: HistoryMarkdownOptions): string {
  const max = options.maxBytes ?? HISTORY_MAX_BYTES
  let dropped = 0
  let text = section(trend, trend.rows, options, 0)
  while (Buffer.byteLength(text) > max && dropped < trend.rows.length - 1) {
    // Drop in proportion to the excess, at least one run.
    const excess = Buffer.byteLength(text) / max
    const remaining = trend.rows.length - dropped
    dropped += Math.max(1, Math.min(remaining - 1, Math.floor(remaining - remaining / excess)))
    text = section(trend, trend.rows.slice(dropped), options, dropped)
  }
  if (Buffer.byteLength(text) <= max) return text
  const complete = trend.rows.filter((r) => r.complete).length
  const short = [
    `## ${escapeInline(options.title)}`,
    '',
    markdownNote(
      `The history section would take ${Buffer.byteLength(text)} bytes even with one run, over its budget of ${max} bytes: not shown. ` +
        `${formatPlural(trend.rows.length, 'run')} with a summary (${complete} complete, ${formatPlural(trend.configurations.length, 'configuration')}); ` +
        `${formatPlural(trend.missing.length, 'run')} without a usable summary (${missingCounts(trend.missing)}). ` +
        'Read the summaries with `fabric-compare history`.'
    )
  ]
  return `${short.join('\n')}\n`
}

/**
 * The pull-request comment's one line placing this pull request's
 * candidates among the history's comparable complete runs, e.g. `main over
 * its last 20 runs: candidate pass fraction 71.0%–78.0% over 18 complete
 * runs; this pull request 64.0% (50 of 50 attempts evaluated) — below all
 * of them.` A candidate that cannot be placed says why. Plain text (escape
 * it where it goes); null when there is no candidate.
 */
export function historyPlacementLine(branch: string, listed: number, placements: ReadonlyArray<Placement | Unplaced>): string | null {
  if (placements.length === 0) return null
  const where = (p: Placement): string =>
    p.position === 'below' ? 'below all of them' : p.position === 'above' ? 'above all of them' : 'within their range'
  const parts = placements.map((p) =>
    'reason' in p
      ? `${p.configuration} not placed: ${p.reason}`
      : `${p.configuration} pass fraction ${p.low === p.high ? formatPercent(p.low) : `${formatPercent(p.low)}–${formatPercent(p.high)}`} over ${formatPlural(p.runs, 'comparable complete run')}; this pull request ${formatPercent(p.value)} (${p.attempts} of ${formatPlural(p.attempts, 'attempt')} evaluated) — ${where(p)}`
  )
  return `${branch} over its last ${formatPlural(listed, 'run')}: ${parts.join('; ')}.`
}
