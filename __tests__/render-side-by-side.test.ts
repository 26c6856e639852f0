import { describe, expect, it } from '@jest/globals'
import { deltaCell, FIGURE_ROWS, medianText, pairedDeltaCell, type FigureRow } from '../src/render/rows/figure-rows.js'
import { foldedLine, footnoteMarker, sideBySide, sideBySideLines } from '../src/render/markdown/side-by-side.js'
import * as b from './support/report-builders.js'

/** Baseline and candidate, identical but for the ids; one comparison. */
function pair(overrides: Parameters<typeof b.report>[0] = {}): ReturnType<typeof b.report> {
  return b.report({
    configurations: [b.configuration(), b.configuration({ id: 'candidate' })],
    comparisons: [b.comparison()],
    ...overrides
  })
}

describe('figure rows', () => {
  it('formats a median with its coverage, unknown when nothing was timed', () => {
    expect(medianText({ count: 4, of: 6, median: 11500, p90: 14000, max: 14000 })).toBe('11.5 s (4 of 6 attempts)')
    expect(medianText({ count: 0, of: 1, median: null, p90: null, max: null })).toBe('unknown (0 of 1 attempt)')
  })

  it('shows failures, timeouts and OOM kills with their coverage, unknown when no request could show them', () => {
    const c = b.configuration()
    const failures = FIGURE_ROWS.find((r) => r.label === 'failures')!
    const r = b.report({ configurations: [c] })
    const o = (outcomes: Partial<typeof c.outcomes>) => ({ ...c, outcomes: { ...c.outcomes, ...outcomes } })
    const coverage = (records: number, timeouts: number, oom: number) => ({
      expected: 9,
      records,
      timeouts,
      oom,
      denominator_verified: true
    })
    const counts = { infrastructure_failures: 0, agent_failures: 1, timeouts: 1, oom_kills: 0 }
    expect(failures.value(o({ ...counts, coverage: coverage(9, 9, 9) }), r)).toBe(
      'infrastructure 0 · agent 1 · timeouts 1 · OOM kills 0 (9 of 9 requests)'
    )
    expect(failures.value(o({ ...counts, coverage: coverage(7, 7, 7) }), r)).toBe(
      'infrastructure none seen · agent ≥ 1 · timeouts ≥ 1 · OOM kills none seen (7 of 9 requests)'
    )
    expect(
      failures.value(
        o({ infrastructure_failures: null, agent_failures: null, timeouts: 1, oom_kills: null, coverage: coverage(0, 1, 0) }),
        r
      )
    ).toBe('infrastructure unknown (0 of 9) · agent unknown (0 of 9) · timeouts ≥ 1 (1 of 9) · OOM kills unknown (0 of 9) (of 9 requests)')
  })

  it('gives a delta, or withheld with the report reason as the note', () => {
    expect(deltaCell(b.delta(1000, 1100), 'count', undefined, 'higher')).toEqual({ text: '+100 (+10.0%)', note: null, same: false })
    expect(deltaCell(b.notComparable('pricing bases differ'), 'usd', undefined, 'higher')).toEqual({
      text: 'withheld',
      note: 'pricing bases differ',
      same: false
    })
    expect(deltaCell({ baseline: 1, candidate: null, delta: null, reason: null }, 'count', undefined, 'higher')).toEqual({
      text: 'withheld',
      note: 'not comparable',
      same: false
    })
    expect(deltaCell(b.delta(5, 5), 'count', undefined, 'higher')).toEqual({ text: '±0 (±0.0%)', note: null, same: true })
  })

  it('marks a delta beyond noise with its way and whether that is worse: up is worse for cost and tokens, down for the pass fraction; no mark within noise', () => {
    expect(deltaCell(b.delta(1000, 1200), 'count', 'higher', 'higher').text).toBe('+200 (+20.0%) ▲ worse')
    expect(deltaCell(b.delta(1000, 800), 'count', 'lower', 'higher').text).toBe('-200 (-20.0%) ▼ better')
    expect(deltaCell(b.delta(0.8, 0.5), 'fraction', 'lower', 'lower').text).toBe('-30.0 pp ▼ worse')
    expect(deltaCell(b.delta(0.5, 0.8), 'fraction', 'higher', 'lower').text).toBe('+30.0 pp ▲ better')
    expect(deltaCell(b.delta(1000, 1200), 'count', 'within_noise', 'higher').text).toBe('+200 (+20.0%)')
    expect(deltaCell(b.delta(1000, 1200), 'count', null, 'higher').text).toBe('+200 (+20.0%)')
    expect(deltaCell(b.delta(1000, 1200), 'count', undefined, 'higher').text).toBe('+200 (+20.0%)')
  })
})

describe('sideBySide', () => {
  it('has a column per configuration and a delta column per comparison, footnoting withheld deltas once each', () => {
    const table = sideBySide(pair(), { fold: true, summaryRows: false, names: 20 })
    expect(sideBySideLines(table)).toEqual([
      '| figure | `baseline` | `candidate` | Δ `candidate` − `baseline` |',
      '| --- | --- | --- | --- |',
      '| evidence | complete | complete |  |',
      '| attempts found / listed | 2 / 2 | 2 / 2 |  |',
      '| requests with evidence / expected | 3 / 3 | 3 / 3 |  |',
      '| input tokens | 1,204,311 | 1,204,311 | +100 (+10.0%) |',
      '| output tokens | 5,000 | 5,000 | -50 (-10.0%) |',
      '| total tokens | 1,209,311 | 1,209,311 | +50 (+3.3%) |',
      '| cost | \\$0.029805 | \\$0.029805 | withheld ¹ |',
      '| pass fraction | 50.0% (1 passed of 2 evaluated; 2 listed) | 50.0% (1 passed of 2 evaluated; 2 listed) | +25.0 pp |',
      '',
      '¹ pricing bases differ: list-2026-01 vs list-2025-12'
    ])
    expect(table.folded).toEqual([
      { label: 'inventory vs baseline', value: 'matches' },
      { label: 'failures', value: 'infrastructure 0 · agent 0 · timeouts 0 · OOM kills 0 (3 of 3 requests)' },
      { label: 'task duration, median', value: '48.2 s (2 of 2 attempts)' },
      { label: 'invocation covered time, median', value: '12.0 s (2 of 2 attempts)' }
    ])
    expect(foldedLine(table.folded)).toEqual([
      'Same for every configuration: inventory vs baseline: matches · failures: infrastructure 0 · agent 0 · timeouts 0 · OOM kills 0 (3 of 3 requests) · task duration, median: 48.2 s (2 of 2 attempts) · invocation covered time, median: 12.0 s (2 of 2 attempts).'
    ])
  })

  it('keeps a row in the table while a warning about its figure is reported, and folds nothing in the job summary', () => {
    const warned = pair({ warnings: [b.warning({ code: 'task_not_in_all_configurations' })] })
    const labels = (t: ReturnType<typeof sideBySide>): string[] => t.rows.map((r) => r[0] as string)
    expect(labels(sideBySide(warned, { fold: true, summaryRows: false, names: 20 }))).toContain('inventory vs baseline')
    const full = sideBySide(pair(), { fold: false, summaryRows: true, names: 20 })
    expect(full.folded).toEqual([])
    // The paired row has only delta cells, and this report has no paired comparison: left out.
    expect(labels(full)).toEqual(FIGURE_ROWS.map((r) => r.label).filter((l) => l !== 'pass fraction, paired by task'))
    expect(full.rows.find((r) => r[0] === 'reasoning tokens')).toEqual([
      'reasoning tokens',
      'unknown (0 of 3 requests)',
      'unknown (0 of 3 requests)',
      'withheld ¹'
    ])
    expect(full.notes).toEqual([
      { marker: '¹', text: 'reasoning tokens unknown' },
      { marker: '²', text: 'pricing bases differ: list-2026-01 vs list-2025-12' }
    ])
  })

  it('takes new rows as definitions, leaves out rows with nothing to show, and numbers footnotes past 9', () => {
    const rows: FigureRow[] = [
      {
        label: 'paired difference',
        value: () => '',
        delta: (cmp) => ({ text: 'n/a', note: `note for ${cmp.candidate}`, same: false }),
        show: 'always'
      },
      { label: 'comparison only', value: () => '', delta: () => null, show: 'always' }
    ]
    const table = sideBySide(pair(), { fold: true, summaryRows: false, names: 20, rows })
    expect(table.rows).toEqual([['paired difference', '', '', 'n/a ¹']])
    expect(table.notes).toEqual([{ marker: '¹', text: 'note for candidate' }])
    expect(footnoteMarker(10)).toBe('¹⁰')
    expect(footnoteMarker(29)).toBe('²⁹')
  })

  it('is empty without configurations', () => {
    const table = sideBySide(b.report({ configurations: [] }), { fold: true, summaryRows: false, names: 20 })
    expect(sideBySideLines(table)).toEqual([])
  })
})

describe('the paired difference as a delta cell', () => {
  const paired = (difference: unknown, extra: Record<string, unknown> = {}) =>
    b.comparison({
      paired: {
        method: 'cluster-robust',
        tasks: 6,
        attempts_per_task: { min: 3, max: 3 },
        difference,
        distinguishable: null,
        reason: null,
        changed_tasks: [],
        unchanged_tasks: 6,
        tasks_without_verdicts: [],
        ...extra
      }
    } as never)

  it('shows the estimate with its interval and says whether it is distinguishable from noise', () => {
    const d = { estimate: -1 / 6, low: -0.649, high: 0.316, standard_error: 0.19, floored: false, reason: null }
    expect(pairedDeltaCell(paired(d, { distinguishable: false }))).toEqual({
      text: '-16.7 pp (95 % CI -64.9 to +31.6 pp)',
      note: 'not distinguishable from noise at this sample size (6 tasks)',
      same: false
    })
  })

  it('gives the estimate and why there is no interval; withholds a difference that is not allowed; none without statistics', () => {
    const d = {
      estimate: 0.5,
      low: null,
      high: null,
      standard_error: null,
      floored: false,
      reason: 'only 3 tasks; an interval needs at least 5'
    }
    expect(pairedDeltaCell(paired(d, { tasks: 3 }))).toEqual({
      text: '+50.0 pp',
      note: 'no interval over 3 tasks: only 3 tasks; an interval needs at least 5',
      same: false
    })
    expect(pairedDeltaCell(paired(null, { tasks: 0, reason: 'evaluators differ' }))).toEqual({
      text: 'withheld',
      note: 'evaluators differ',
      same: false
    })
    expect(pairedDeltaCell(b.comparison())).toBeNull()
  })
})
