/**
 * The history's pure parts (src/history/trend.ts, src/render/history-*.ts):
 * the limit of 100 runs, placement among complete runs only, the byte budget
 * (oldest runs left out and said), Mermaid text reduced to a safe alphabet,
 * and the render check over a hostile configuration id.
 */
import { describe, expect, it } from '@jest/globals'
import { buildTrend, placeAmong, type HistoryTrend, type PlacedValue, type TrendRow } from '../src/history/trend.js'
import { chartNumber, historyPlacementLine, mermaidText, renderHistoryMarkdown } from '../src/render/history-markdown.js'
import { renderHistoryText } from '../src/render/history-text.js'
import { checkStructure } from './support/gfm-structure.js'

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
    expect(blocks[0]).toMatch(/x-axis \["#1 0000000", "#2 0000000"\]/)
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
              !/^( {2}(title "[^"]*"|x-axis \[[^\]]*\]|y-axis "[^"]*"( 0 --> 100)?|line \[[\d., ]*\])|xychart-beta|%%\{init: \{"themeVariables"[^\n]*\}%%)$/.test(
                l
              )
          )
      ).toEqual([])
    }
    expect(md).not.toContain('<script>')
  })

  it('mermaidText keeps a safe alphabet, at most 40 characters', () => {
    expect(mermaidText('a"b]c\n`d%e;f')).toBe('a_b_c__d_e_f')
    expect(mermaidText('é'.repeat(50))).toHaveLength(40)
  })
})
