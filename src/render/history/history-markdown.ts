/**
 * The history section of the job summary (issue 23 item 3) from a trend
 * (src/history/trend.ts): per configuration a Mermaid `xychart-beta` chart
 * of the pass fraction (estimate, and the 95 % interval's two bounds as
 * lines of one strength and another hue) and one of the cost per attempt,
 * each with its y-axis from 0 and drawn over complete runs only, a run not
 * drawn between them keeping its place under a band; a table of every run
 * (commit, date, evidence complete or not, pass fraction with interval,
 * cost per attempt with coverage); runs without a usable summary counted
 * and named. Evidence strings (labels, commits, configuration ids) are
 * escaped for Markdown and never enter a Mermaid block: a chart's title
 * names its configuration by number (`Configuration 2`, the caption above
 * it gives the id), its x-axis the runs by their number in the table
 * (`#7`; every k-th run past 20, see {@link axisLabelStep}), and every line
 * has a set colour. The section keeps under a byte budget by leaving out
 * the oldest runs (first given), and says so.
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
} from '../../history/trend.js'
import { formatPercent, formatPlural, formatUsd } from '../format.js'
import { markdownItem, markdownNote, markdownTable, codeCell, type Cell } from '../markdown/markdown-blocks.js'
import { escapeInline, codeSpan } from '../text-safety/markdown-escape.js'

/** Default byte budget of the section: a quarter of the job summary's 1 MiB (src/render/markdown/summary.ts). */
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
 * Colours of a chart's marks, set for every series (an unset one is drawn in
 * the theme's first palette colour: `#ECECFF`, near white, in Mermaid's light
 * theme). A chart is seen on three backgrounds: Mermaid's light theme fills
 * it white (`#ffffff`), its dark theme `#333333`, and GitHub's dark page
 * (`#0d1117`) is around it. Each colour keeps a WCAG 2 contrast of at least
 * 3:1 on all three, which leaves a narrow band of relative luminance (about
 * 0.20 to 0.30; a darker mark fades on `#333333`, a lighter one on white):
 * each sits near 0.245, where its weakest contrast is highest (about
 * 3.55:1). The pass fraction's estimate is blue, its interval's bounds grey
 * (weakest contrast no higher than the estimate's: a mark darker on white is
 * lighter on `#333333`, so no grey is weaker than the blue on every
 * background at once — the two are of one strength, told apart by hue), the
 * cost orange, and the band over a run not drawn muted violet. Checked by
 * __tests__/history-render.test.ts.
 */
export const CHART_COLOURS = { estimate: '#5185ec', bound: '#888888', cost: '#de6312', gap: '#9a7bb8' } as const

/**
 * The x-axis geometry the label step assumes, in Mermaid's own units (a
 * chart is drawn 700 wide and scaled to its place, its labels with it): a
 * plot `plotWidth` wide (the rest is the y-axis with its labels and title;
 * Mermaid 11 and 12 drew 595 to 631), a label's character at most
 * `charWidth` wide (14 px labels: 7.9 in Chromium's default sans-serif, with
 * room for a wider face) and at least `gap` between two labels.
 */
export const AXIS_LABELS = { plotWidth: 570, charWidth: 8.5, gap: 4 } as const

/** The steps a label step is chosen from: labels at `#5`, `#10`, … read better than at `#7`, `#14`. */
const LABEL_STEPS = [1, 2, 5, 10, 20, 25, 50, 100] as const

/**
 * How many runs apart the x-axis labels are over `slots` runs (numbered 1
 * to `last`): the smallest of 1, 2, 5, 10, 20, … whose labels, each under
 * the run whose number is a multiple of it, keep {@link AXIS_LABELS}'s gap
 * between them. 1 (every run) up to 20 runs; 2 at 30; 10 at 100, where
 * labels of every run touched from about 26 runs on and were a black bar
 * at 100.
 */
export function axisLabelStep(slots: number, last: number = slots): number {
  if (slots <= 1) return 1
  const spacing = AXIS_LABELS.plotWidth / (slots - 1)
  const widest = `#${last}`.length * AXIS_LABELS.charWidth
  return LABEL_STEPS.find((k) => k * spacing >= widest + AXIS_LABELS.gap) ?? slots
}

/** Zero-width space and zero-width non-joiner: the two "digits" of an unlabelled run's x-axis category. */
const HIDDEN_DIGITS = ['\u200b', '\u200c'] as const

/**
 * A run's x-axis category: `#N`, its number in the run table below the
 * charts (which gives its commit and date), for every `step`-th run; for
 * the others a label that shows nothing but is still unique (the run's
 * number in binary, written in two zero-width characters): Mermaid places a
 * point by its category's text, so two empty labels would be one place.
 */
function axisCategory(index: number, step: number): string {
  const n = index + 1
  return n % step === 0
    ? `#${n}`
    : n
        .toString(2)
        .split('')
        .map((d) => HIDDEN_DIGITS[Number(d)])
        .join('')
}

/** A y-axis top for values up to `max` (≥ 0): `max` rounded up to two significant digits, 0.0131 → 0.014. */
export function axisTop(max: number): number {
  if (!(max > 0)) return 1
  const unit = 10 ** (Math.floor(Math.log10(max)) - 1)
  // toPrecision: 13 × 0.001 is 0.013000000000000001 in floating point.
  return Math.max(Number((Math.ceil(max / unit - 1e-9) * unit).toPrecision(12)), 1e-10)
}

/** One run's slot on a chart: its index in the trend's rows and its values (one per line), or null when it is not drawn. */
interface Slot {
  i: number
  values: number[] | null
}

/**
 * One `xychart-beta` block over consecutive runs `slots` (the first and last
 * drawn): a y-axis from 0 to `top`, a line per value of a slot, a colour for
 * each and nothing from the evidence inside (the title is ours, the labels
 * are run numbers). A run not drawn keeps its place on the x-axis: Mermaid's
 * line has no missing value (a number for every category, in 11 and 12), so
 * the line is carried straight across it and a band from 0 to `top`, drawn
 * after the lines, covers it — a bar series whose other bars lie below the
 * axis (`-top`: a negative height, not drawn). The value under a band is no
 * figure: only the straight join of its neighbours.
 */
function chart(title: string, yAxis: string, top: number, slots: readonly Slot[], colours: readonly string[]): string[] {
  const lines = slots.find((s) => s.values !== null)?.values?.length ?? 0
  if (colours.length < lines) throw new Error(`chart: ${lines} series, ${colours.length} colours`)
  const step = axisLabelStep(slots.length, slots[slots.length - 1].i + 1)
  const drawn = slots.flatMap((s, at) => (s.values === null ? [] : [{ at, values: s.values }]))
  const series = Array.from({ length: lines }, (_, line) =>
    slots.map((s, at) => {
      if (s.values !== null) return s.values[line]
      // Under a band: the straight line between the nearest drawn runs either side (the first and last are drawn).
      const before = drawn.filter((d) => d.at < at).pop()!
      const after = drawn.find((d) => d.at > at)!
      const share = (at - before.at) / (after.at - before.at)
      return before.values[line] + share * (after.values[line] - before.values[line])
    })
  )
  const gaps = slots.some((s) => s.values === null)
  const palette = [...colours.slice(0, lines), ...(gaps ? [CHART_COLOURS.gap] : [])]
  const init = `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette.join(', ')}"}}}}%%`
  return [
    '```mermaid',
    init,
    'xychart-beta',
    `  title "${mermaidText(title)}"`,
    `  x-axis [${slots.map((s) => `"${axisCategory(s.i, step)}"`).join(', ')}]`,
    `  y-axis "${yAxis}" 0 --> ${chartNumber(top)}`,
    ...series.map((s) => `  line [${s.map(chartNumber).join(', ')}]`),
    ...(gaps ? [`  bar [${slots.map((s) => chartNumber(s.values === null ? top : -top)).join(', ')}]`] : []),
    '```'
  ]
}

/**
 * The slots from the first to the last of `drawn` (indexes into the trend's
 * rows, ascending, with their values): every run between them keeps its
 * place, with no values when it is not drawn.
 */
function slotsOf(drawn: ReadonlyArray<{ i: number; values: number[] }>): Slot[] {
  const first = drawn[0].i
  const last = drawn[drawn.length - 1].i
  return Array.from({ length: last - first + 1 }, (_, k) => ({
    i: first + k,
    values: drawn.find((d) => d.i === first + k)?.values ?? null
  }))
}

/** `#8`, `#8 and #9`, `#8, #9 and #12`: the runs not drawn among `slots`. */
function gapNames(slots: readonly Slot[]): string {
  const names = slots.filter((s) => s.values === null).map((s) => `#${s.i + 1}`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** The caption's note on the bands over runs not drawn, empty when there is none. */
function gapNote(slots: readonly Slot[]): string {
  const n = slots.filter((s) => s.values === null).length
  if (n === 0) return ''
  const s = n === 1 ? '' : 's'
  return `; violet band${s} over run${s} ${gapNames(slots)}: not drawn, see the table`
}

const percentValue = (f: number): number => Math.round(f * 1000) / 10

/**
 * The two charts of one configuration, number `n` of the section (its
 * charts' titles say `Configuration n`, their captions the id in full), over
 * the trend's rows (indexes as in the table): drawable figures only
 * (src/history/trend.ts), each run between the first and last drawn keeping
 * its place (a band over one not drawn), the y-axis from 0. One drawable
 * run is a sentence, not a chart: a chart of one run is empty axes.
 */
function configurationCharts(id: string, n: number, rows: readonly TrendRow[]): string[] {
  const out: string[] = []
  const figure = (row: TrendRow): TrendFigures | undefined => row.figures.find((f) => f.id === id)
  const passRows = rows.flatMap((row, i) => {
    const f = figure(row)
    return passDrawable(row, f) ? [{ row, i, pass: f.pass }] : []
  })
  const name = `Configuration ${n}`
  const heading = `${name}, ${codeSpan(id, 'prose')}`
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
    const slots = slotsOf(
      passRows.map((x) => ({
        i: x.i,
        values: [x.pass.estimate, ...(withBounds ? [x.pass.low!, x.pass.high!] : [])].map(percentValue)
      }))
    )
    out.push(
      `${heading}: pass fraction over ${formatPlural(passRows.length, 'complete run')}${withBounds ? ' (blue: estimate; grey: the 95 % interval’s bounds' : ' (estimate only: a run has no interval'}${escapeInline(gapNote(slots))}):`,
      ''
    )
    out.push(
      ...chart(
        `${name}: pass fraction`,
        'pass fraction (%)',
        100,
        slots,
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
    const slots = slotsOf(sameBasis.map((x) => ({ i: x.i, values: [x.cost.estimate] })))
    out.push(
      `${heading}` +
        escapeInline(`: cost per attempt (USD, pricing basis ${basis ?? 'not declared'}; the y-axis from 0`) +
        escapeInline(gapNote(slots)) +
        `) over ${formatPlural(sameBasis.length, 'complete run')} with every attempt's cost known:`,
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
      ...chart(`${name}: cost per attempt`, 'USD per attempt', axisTop(Math.max(...sameBasis.map((x) => x.cost.estimate))), slots, [
        CHART_COLOURS.cost
      ]),
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
