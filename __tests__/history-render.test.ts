/**
 * The history's pure parts (src/history/trend.ts, src/render/history/history-*.ts):
 * the limit of 100 runs, placement among complete runs only, the byte budget
 * (oldest runs left out and said), Mermaid text reduced to a safe alphabet,
 * the render check over a hostile configuration id, and charts a person can
 * read (issue 40 item 3): short run numbers on the x-axis, a colour readable
 * in GitHub's light and dark themes for every line, a sentence instead of a
 * chart of one run, and titles that tell two long ids apart; and charts that
 * do not mislead (issue 58 item 9): the y-axis from 0, x-axis labels every
 * k-th run past 20 so that they keep apart, colours of at least 3:1 on white,
 * GitHub's dark page and Mermaid's dark chart fill (the estimate no weaker
 * than its bounds), and a run not drawn keeping its place under a band.
 */
import { describe, expect, it } from '@jest/globals'
import { buildTrend, placeAmong, type HistoryTrend, type PlacedValue, type TrendRow } from '../src/history/trend.js'
import {
  AXIS_LABELS,
  CHART_COLOURS,
  axisLabelStep,
  axisTop,
  chartNumber,
  historyPlacementLine,
  mermaidText,
  renderHistoryMarkdown
} from '../src/render/history/history-markdown.js'
import { renderHistoryText } from '../src/render/history/history-text.js'
import { checkStructure, textOutsideCode } from './support/gfm-structure.js'

const SCOPE = '6 tasks, 50 attempts, evaluator "judge"'
const row = (
  n: number,
  estimate: number,
  complete = true,
  id = 'candidate',
  extra: { evaluated?: number; scope?: string; basis?: string; cost?: number } = {}
): TrendRow => ({
  name: `s${n}.json`,
  label: `run ${n}`,
  commit: n.toString(16).padStart(40, '0'),
  time: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  complete,
  figures: [
    {
      id,
      complete,
      pass: { estimate, low: Math.max(0, estimate - 0.1), high: Math.min(1, estimate + 0.1), attempts: extra.evaluated ?? 50, of: 50 },
      passReason: null,
      cost: { estimate: extra.cost ?? 0.0123, attempts: 50, of: 50 },
      costReason: null,
      scope: extra.scope ?? SCOPE,
      basis: extra.basis ?? 'list-2026-07'
    }
  ]
})
const value = (v: number, scope = SCOPE): PlacedValue => ({ configuration: 'candidate', value: v, attempts: 50, scope })
const trendOf = (rows: TrendRow[]): HistoryTrend => ({
  rows,
  missing: [],
  configurations: [...new Set(rows.flatMap((r) => r.figures.map((f) => f.id)))],
  beyondLimit: 0
})

describe('placeAmong', () => {
  it('counts only complete runs over every attempt of the same scope, and says below, within or above', () => {
    const trend = trendOf([
      row(1, 0.71),
      row(2, 0.2, false),
      row(3, 0.78),
      row(4, 0.1, true, 'candidate', { evaluated: 6 }),
      row(5, 0.99, true, 'candidate', { scope: '2 tasks, 2 attempts, evaluator "judge"' })
    ])
    expect(placeAmong(trend, value(0.64))).toMatchObject({ runs: 2, of: 5, low: 0.71, high: 0.78, position: 'below' })
    expect(placeAmong(trend, value(0.75))).toMatchObject({ position: 'within' })
    expect(placeAmong(trend, value(0.9))).toMatchObject({ position: 'above' })
    expect(placeAmong(trend, { ...value(0.5), configuration: 'other' })).toEqual({
      configuration: 'other',
      reason: 'no run of the history has a complete pass fraction of other to compare with'
    })
    expect(placeAmong(trend, value(0.5, '1 tasks, 1 attempts, evaluator none'))).toMatchObject({
      reason: expect.stringMatching(/^none of the 3 complete runs has the same scope/)
    })
    expect(
      historyPlacementLine('main', 20, [
        placeAmong(trend, value(0.64)),
        { configuration: 'c2', reason: "this run's evidence of c2 is incomplete" }
      ])
    ).toBe(
      "main over its last 20 runs: candidate pass fraction 71.0%–78.0% over 2 comparable complete runs; this pull request 64.0% (50 of 50 attempts evaluated) — below all of them; c2 not placed: this run's evidence of c2 is incomplete."
    )
  })
})

describe('the charts', () => {
  it('draw one pricing basis per cost chart, costs in fixed point, and leave out a run with verdicts of part of its attempts', () => {
    const trend = trendOf([
      row(1, 0.5, true, 'candidate', { basis: 'list-2026-01' }),
      row(2, 0.6, true, 'candidate', { cost: 5e-7 }),
      row(3, 0.7, true, 'candidate', { evaluated: 6, cost: 5e-7 })
    ])
    const md = renderHistoryMarkdown(trend, { title: 'History' })
    const blocks = [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
    expect(blocks[0]).toMatch(/x-axis \["#1", "#2"\]/)
    expect(blocks[1]).toContain('line [0.0000005, 0.0000005]')
    expect(md).toContain('1 run priced on another basis not drawn')
    expect(md).toContain('⚠ complete, but part of the attempts has no verdict — pass fraction not drawn')
    expect(md).toContain('6 of 50 attempts evaluated')
    expect(chartNumber(1e-12)).toBe('0')
    expect(chartNumber(12.5)).toBe('12.5')
  })

  it('a section over its budget even with one run is replaced by a short one saying so', () => {
    const wide: TrendRow = {
      ...row(1, 0.5),
      figures: Array.from({ length: 400 }, (_, i) => ({ ...row(1, 0.5).figures[0], id: `configuration-${i}` }))
    }
    const md = renderHistoryMarkdown({ ...trendOf([wide]) }, { title: 'History', maxBytes: 16 * 1024 })
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(16 * 1024)
    expect(md).toMatch(/would take \d+ bytes even with one run, over its budget of 16384 bytes: not shown/)
    expect(md).toContain('1 run with a summary (1 complete, 400 configurations)')
  })
})

describe('buildTrend', () => {
  it('keeps at most 100 runs, leaving out the first given, and keeps missing runs named', () => {
    const inputs = Array.from({ length: 103 }, (_, i) => ({ name: `s${i}`, run: null, missing: 'no_summary' as const, problem: 'none' }))
    const trend = buildTrend(inputs)
    expect(trend.beyondLimit).toBe(3)
    expect(trend.missing).toHaveLength(100)
    expect(trend.missing[0].name).toBe('s3')
    expect(renderHistoryText(trend)).toContain('3 oldest runs beyond the limit of 100 left out.')
  })
})

describe('renderHistoryMarkdown', () => {
  it('stays under its byte budget by leaving out the oldest runs, and says how many', () => {
    const trend = trendOf(Array.from({ length: 100 }, (_, i) => row(i + 1, 0.5 + (i % 10) / 100)))
    const whole = renderHistoryMarkdown(trend, { title: 'History' })
    expect(whole).not.toMatch(/left out/)
    const small = renderHistoryMarkdown(trend, { title: 'History', maxBytes: 8 * 1024 })
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(8 * 1024)
    const dropped = Number(/_(\d+) oldest runs left out to keep this section under 8 KiB\._/.exec(small)?.[1])
    expect(dropped).toBeGreaterThan(0)
    // The newest run is kept, the oldest gone.
    expect(small).toContain('run 100')
    expect(small).not.toMatch(/\| run 1 \|/)
    expect(checkStructure(small, { links: [] }).problems).toEqual([])
  })

  it('a hostile configuration id breaks neither the Mermaid block nor the table', () => {
    const id = 'x"]\n```\n%%{init}%%\n| <script> [a](http://e.x) @you'
    const md = renderHistoryMarkdown(trendOf([row(1, 0.5, true, id), row(2, 0.6, true, id)]), { title: 'History' })
    expect(checkStructure(md, { links: [] }).problems).toEqual([])
    const blocks = [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
    expect(blocks).toHaveLength(2)
    for (const block of blocks) {
      expect(
        block
          .split('\n')
          .filter(
            (l) =>
              !/^( {2}(title "[^"]*"|x-axis \[[^\]]*\]|y-axis "[^"]*" 0 --> [\d.]+|(line|bar) \[[-\d., ]*\])|xychart-beta|%%\{init: \{"themeVariables"[^\n]*\}%%)$/.test(
                l
              )
          )
      ).toEqual([])
    }
    // The id is shown in code spans (issue 58 item 7): `<script>` there is text, and checkStructure found no raw HTML.
    expect(textOutsideCode(md)).not.toContain('<script>')
  })

  it('mermaidText keeps a safe alphabet, at most 40 characters', () => {
    expect(mermaidText('a"b]c\n`d%e;f')).toBe('a_b_c__d_e_f')
    expect(mermaidText('é'.repeat(50))).toHaveLength(40)
  })
})

/** The Mermaid blocks of a section. */
const chartsOf = (md: string): string[] => [...md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
const lineCount = (block: string): number => block.split('\n').filter((l) => l.startsWith('  line ')).length
const paletteOf = (block: string): string[] =>
  (/"plotColorPalette": "([^"]*)"/.exec(block)?.[1] ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '')

/** A chart's x-axis categories as shown: an unlabelled run's (zero-width characters only) as ''. */
const xCategories = (block: string): string[] => JSON.parse(/^ {2}x-axis (\[.*\])$/m.exec(block)![1]) as string[]
const xLabels = (block: string): string[] => xCategories(block).map((c) => c.replace(/[\u200b\u200c]/g, ''))
/** A chart's series of one kind (`line` or `bar`), as numbers. */
const seriesOf = (block: string, kind: 'line' | 'bar'): number[][] =>
  [...block.matchAll(new RegExp(`^ {2}${kind} \\[([^\\]]*)\\]$`, 'gm'))].map((m) => m[1].split(', ').map(Number))
const yAxisOf = (block: string): [number, number] => {
  const m = /^ {2}y-axis "[^"]*" (\S+) --> (\S+)$/m.exec(block)!
  return [Number(m[1]), Number(m[2])]
}

/** The backgrounds a chart is seen on: Mermaid's light chart fill, GitHub's dark page, Mermaid's dark chart fill. */
const BACKGROUNDS = { light: '#ffffff', darkPage: '#0d1117', darkChart: '#333333' } as const

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}

describe('charts a person can read (issue 40 item 3)', () => {
  const twenty = trendOf(Array.from({ length: 20 }, (_, i) => row(i + 1, 0.5 + (i % 7) / 50, i !== 7)))
  const noInterval = (r: TrendRow): TrendRow => ({
    ...r,
    figures: r.figures.map((f) => ({ ...f, pass: { ...f.pass!, low: null, high: null } }))
  })

  it('labels the x-axis with the run numbers of the table (#1 … #20), never a commit', () => {
    const md = renderHistoryMarkdown(twenty, { title: 'History' })
    const blocks = chartsOf(md)
    expect(blocks).toHaveLength(2)
    for (const block of blocks) {
      const labels = xLabels(block)
      // `#8`, the incomplete run, keeps its place (under a band, below).
      expect(labels).toEqual(Array.from({ length: 20 }, (_, i) => `#${i + 1}`))
      for (const label of labels) expect(label.length).toBeLessThanOrEqual(4)
    }
    // The table names each run by the same number: `#8` is the incomplete run, not drawn.
    expect(md).toMatch(/^\| #&#8203;8 \| run 8 \| `0000000` \| .* \| ⚠ incomplete — not drawn \|/m)
    // At most 100 runs: at most `#100`.
    const hundred = chartsOf(renderHistoryMarkdown(trendOf(Array.from({ length: 100 }, (_, i) => row(i + 1, 0.5))), { title: 'H' }))
    expect(xLabels(hundred[0]).filter((l) => l !== '')).toEqual(Array.from({ length: 10 }, (_, i) => `#${10 * (i + 1)}`))
  })

  it('sets a colour for every line of every chart, each readable on GitHub’s light and dark backgrounds', () => {
    const trends = [
      twenty,
      trendOf([row(1, 0.5), row(2, 0.6)]),
      // A run without an interval: the estimate alone.
      trendOf([row(1, 0.5), noInterval(row(2, 0.6))])
    ]
    const blocks = trends.flatMap((t) => chartsOf(renderHistoryMarkdown(t, { title: 'History' })))
    expect(blocks).toHaveLength(6)
    expect(blocks.map(lineCount)).toEqual([3, 1, 3, 1, 1, 1])
    for (const block of blocks) {
      const palette = paletteOf(block)
      expect(palette.length).toBeGreaterThanOrEqual(lineCount(block))
      for (const colour of palette) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/)
        for (const background of Object.values(BACKGROUNDS)) expect(contrast(colour, background)).toBeGreaterThanOrEqual(3)
      }
    }
    expect(paletteOf(blocks[4])).toEqual([CHART_COLOURS.estimate])
    expect(paletteOf(blocks[5])).toEqual([CHART_COLOURS.cost])
  })

  it('says one run in a sentence, for the pass fraction and the cost, also when it is the one drawable run among several', () => {
    const one = renderHistoryMarkdown(trendOf([row(1, 0.5)]), { title: 'History' })
    expect(chartsOf(one)).toEqual([])
    expect(one).toContain('_Configuration 1, candidate: one complete run so far (#&#8203;1), pass fraction 50.0%')
    expect(one).toContain(
      "_Configuration 1, candidate: one complete run with every attempt's cost so far (#&#8203;1), \\$0.0123 (50 of 50 attempts"
    )
    // Three runs, one complete: the same two sentences, naming the complete one.
    const among = renderHistoryMarkdown(trendOf([row(1, 0.5, false), row(2, 0.6), row(3, 0.7, false)]), { title: 'History' })
    expect(chartsOf(among)).toEqual([])
    expect(among).toContain('one complete run so far (#&#8203;2), pass fraction 60.0%')
    expect(among).toContain("one complete run with every attempt's cost so far (#&#8203;2)")
    // Two pass fractions drawn, one cost known over every attempt: a pass chart and a cost sentence.
    const partlyPriced: TrendRow = {
      ...row(2, 0.6),
      figures: [{ ...row(2, 0.6).figures[0], cost: { estimate: 0.01, attempts: 40, of: 50 } }]
    }
    const mixed = renderHistoryMarkdown(trendOf([row(1, 0.5), partlyPriced]), { title: 'History' })
    expect(chartsOf(mixed).map((b) => /title "([^"]*)"/.exec(b)?.[1])).toEqual(['Configuration 1: pass fraction'])
    expect(mixed).toContain("one complete run with every attempt's cost so far (#&#8203;1)")
  })

  it('gives two long ids that differ only at their end distinct chart titles, each captioned with its id', () => {
    const ids = ['nvidia/llama-3.3-nemotron-super-49b-v1.5 temperature=0.2', 'nvidia/llama-3.3-nemotron-super-49b-v1.5 temperature=0.7']
    const rows = [1, 2, 3].map((n) => ({ ...row(n, 0.5), figures: ids.map((id) => ({ ...row(n, 0.5 + n / 100).figures[0], id })) }))
    const md = renderHistoryMarkdown(trendOf(rows), { title: 'History' })
    const blocks = chartsOf(md)
    expect(blocks).toHaveLength(4)
    expect(new Set(blocks).size).toBe(4)
    expect(blocks.map((b) => /title "([^"]*)"/.exec(b)?.[1])).toEqual([
      'Configuration 1: pass fraction',
      'Configuration 1: cost per attempt',
      'Configuration 2: pass fraction',
      'Configuration 2: cost per attempt'
    ])
    // The paragraph right above each chart names its configuration's number and full id.
    const captions = [...md.matchAll(/^(.*)\n\n```mermaid\n[\s\S]*?title "Configuration (\d)/gm)].map((m) => [m[2], m[1]])
    expect(captions).toHaveLength(4)
    for (const [n, caption] of captions) expect(caption.startsWith(`Configuration ${n}, \`${ids[Number(n) - 1]}\`: `)).toBe(true)
  })
})

describe('charts that do not mislead (issue 58 item 9)', () => {
  const runs = (n: number, incomplete: number[] = [], cost?: (n: number) => number): HistoryTrend =>
    trendOf(
      Array.from({ length: n }, (_, i) =>
        row(i + 1, 0.5 + (i % 7) / 50, !incomplete.includes(i + 1), 'candidate', cost ? { cost: cost(i + 1) } : {})
      )
    )

  it('starts every y-axis at 0: a 10 % drift of the cost does not look like a cliff', () => {
    // The costs of the issue: 0.0116 to 0.013 (USD per attempt).
    const md = renderHistoryMarkdown(
      runs(20, [], (n) => 0.0116 + (0.0014 * n) / 20),
      { title: 'History' }
    )
    const [pass, cost] = chartsOf(md)
    expect(yAxisOf(pass)).toEqual([0, 100])
    const [bottom, top] = yAxisOf(cost)
    expect(bottom).toBe(0)
    const values = seriesOf(cost, 'line')[0]
    // The axis reaches just above the largest cost (two significant digits): the line fills the chart's height.
    expect(top).toBeGreaterThanOrEqual(Math.max(...values))
    expect(top).toBeLessThanOrEqual(Math.max(...values) * 1.1)
    expect(md).toContain('the y-axis from 0')
    expect([axisTop(0.0131), axisTop(0.013), axisTop(5e-7), axisTop(12.5), axisTop(0)]).toEqual([0.014, 0.013, 5e-7, 13, 1])
  })

  it('labels every k-th run past 20 so that neighbouring labels keep apart: every 2nd at 30, every 10th at 100', () => {
    expect([1, 2, 20, 21, 30, 39, 40, 97, 98, 100].map((n) => axisLabelStep(n))).toEqual([1, 1, 1, 2, 2, 2, 5, 5, 10, 10])
    for (const [n, step] of [
      [20, 1],
      [30, 2],
      [100, 10]
    ] as const) {
      const [pass, cost] = chartsOf(renderHistoryMarkdown(runs(n), { title: 'History' }))
      for (const block of [pass, cost]) {
        const categories = xCategories(block)
        // Every run keeps its category; Mermaid places a point by its category's text, so each is different.
        expect(categories).toHaveLength(n)
        expect(new Set(categories).size).toBe(n)
        const labels = xLabels(block)
        expect(labels.filter((l) => l !== '')).toEqual(Array.from({ length: n / step }, (_, i) => `#${step * (i + 1)}`))
      }
    }
    // No two shown labels overlap on the assumed axis (the picture script measures Mermaid's own in Chromium).
    for (let n = 2; n <= 100; n++) {
      const labels = xLabels(chartsOf(renderHistoryMarkdown(runs(n), { title: 'History' }))[0])
      const spacing = AXIS_LABELS.plotWidth / (n - 1)
      const shown = labels.flatMap((l, at) => (l === '' ? [] : [{ at, width: l.length * AXIS_LABELS.charWidth }]))
      for (let i = 1; i < shown.length; i++) {
        const [a, b] = [shown[i - 1], shown[i]]
        const apart = (b.at - a.at) * spacing - (a.width + b.width) / 2 >= AXIS_LABELS.gap
        expect({ n, label: labels[b.at], apart }).toEqual({ n, label: labels[b.at], apart: true })
      }
    }
  })

  it('draws in colours of at least 3:1 on white, GitHub’s dark page and Mermaid’s dark chart fill, the estimate no weaker than its bounds', () => {
    // The formula gives the figures for the former colours on Mermaid's dark fill.
    expect(contrast('#1f6feb', BACKGROUNDS.darkChart)).toBeCloseTo(2.73, 2)
    expect(contrast('#bc4c00', BACKGROUNDS.darkChart)).toBeCloseTo(2.51, 2)
    const weakest = (colour: string): number => Math.min(...Object.values(BACKGROUNDS).map((b) => contrast(colour, b)))
    for (const colour of Object.values(CHART_COLOURS)) expect({ colour, weakest: weakest(colour) >= 3 }).toEqual({ colour, weakest: true })
    expect(weakest(CHART_COLOURS.estimate)).toBeGreaterThanOrEqual(weakest(CHART_COLOURS.bound))
    // On Mermaid's dark fill the bounds are no longer the stronger lines by far (they were 4.16:1 against 2.73:1).
    expect(contrast(CHART_COLOURS.bound, BACKGROUNDS.darkChart) - contrast(CHART_COLOURS.estimate, BACKGROUNDS.darkChart)).toBeLessThan(
      0.05
    )
  })

  it('keeps an incomplete run’s place on the x-axis under a band, the lines carried straight across it', () => {
    const md = renderHistoryMarkdown(runs(20, [8]), { title: 'History' })
    expect(md).toContain('violet band over run #&#8203;8: not drawn, see the table')
    for (const block of chartsOf(md)) {
      expect(xLabels(block)[7]).toBe('#8')
      const [, top] = yAxisOf(block)
      // One band series after the lines, in the band's colour: the axis' full height at #8, below the axis elsewhere.
      const [band] = seriesOf(block, 'bar')
      expect(band.map((v, i) => (i === 7 ? v === top : v < 0))).toEqual(Array.from({ length: 20 }, () => true))
      expect(paletteOf(block).slice(-1)).toEqual([CHART_COLOURS.gap])
      expect(paletteOf(block)).toHaveLength(lineCount(block) + 1)
      expect(block.trimEnd().split('\n').pop()).toMatch(/^ {2}bar /)
      for (const line of seriesOf(block, 'line')) expect(line[7]).toBeCloseTo((line[6] + line[8]) / 2, 6)
    }
    // Two runs in a row and a third apart; runs before the first drawn and after the last are off the axis.
    const gaps = renderHistoryMarkdown(runs(12, [1, 5, 6, 9, 12]), { title: 'History' })
    expect(gaps).toContain('violet bands over runs #&#8203;5, #&#8203;6 and #&#8203;9: not drawn, see the table')
    const [pass] = chartsOf(gaps)
    expect(xLabels(pass)).toEqual(['#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9', '#10', '#11'])
    const estimate = seriesOf(pass, 'line')[0]
    expect(estimate[3]).toBeCloseTo(estimate[2] + (estimate[5] - estimate[2]) / 3, 6)
    expect(estimate[4]).toBeCloseTo(estimate[2] + (2 * (estimate[5] - estimate[2])) / 3, 6)
    expect(seriesOf(pass, 'bar')[0].map((v) => v > 0)).toEqual([false, false, false, true, true, false, false, true, false, false])
    // Without a run not drawn: no band, no band colour.
    for (const block of chartsOf(renderHistoryMarkdown(runs(5), { title: 'History' }))) {
      expect(seriesOf(block, 'bar')).toEqual([])
      expect(paletteOf(block)).not.toContain(CHART_COLOURS.gap)
    }
    // A run priced on another basis is not drawn in the cost chart either: a band there, none over the pass fraction.
    const other = trendOf([row(1, 0.5), row(2, 0.6, true, 'candidate', { basis: 'list-2026-01' }), row(3, 0.7)])
    const [passOther, costOther] = chartsOf(renderHistoryMarkdown(other, { title: 'History' }))
    expect(seriesOf(passOther, 'bar')).toEqual([])
    expect(seriesOf(costOther, 'bar')[0].map((v) => v > 0)).toEqual([false, true, false])
  })
})
