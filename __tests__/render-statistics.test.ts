import { describe, expect, it } from '@jest/globals'
import { checkStructure } from './support/gfm-structure.js'
import { compare } from '../src/comparison/compare.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { statisticsSection, statisticsTaskRowCount } from '../src/render/markdown/markdown-statistics.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { renderText } from '../src/render/text/text.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

const BASE = fromCounts([2, 2, 1, 2, 0], 2)
const CAND = fromCounts([2, 0, 1, 1, 0], 2)

describe('statistics in the text output', () => {
  it('shows the paired difference, its interval, the detectable difference and the changed tasks strongest evidence first', () => {
    const text = renderText(compare(pairedInput(BASE, CAND)), { details: false })
    const section = text.slice(text.indexOf('Statistics —'), text.indexOf('\nWarnings'))
    // Detectable difference (t(0.975, 4) + t(0.80, 4)) · 0.2 = 0.7434819 (comparison-regression-gate.test.ts).
    expect(section).toContain(
      '    difference in pass fraction  -30.0 pp (95 % CI -85.5 to +25.5 pp, 5 tasks × 2 attempts): not distinguishable from noise at this sample size; smallest detectable difference 74.3 pp\n'
    )
    expect(section).toContain(
      '    tasks that changed: 2 (3 unchanged), strongest evidence first; 1 consistent flip, 1 flaky (mixed results on a side); 2 of 2 within noise by their own Fisher exact test (two-sided 5 %, per task, unadjusted)\n' +
        '      t2@r1  2/2 → 0/2  -100.0 pp  flip · Fisher p 0.333 · within noise\n      t4@r1  2/2 → 1/2  -50.0 pp   flaky · Fisher p 1 · within noise\n'
    )
    expect(section).toContain('    pass fraction              70.0% (95 % CI 14.5% to 100.0%) over 5 tasks, 10 evaluated attempts\n')
  })

  it('lists at most 20 changed tasks without --details, and says how many more', () => {
    const n = 25
    const text = renderText(compare(pairedInput(fromCounts(Array(n).fill(1), 1), fromCounts(Array(n).fill(0), 1))), { details: false })
    expect(text.match(/^ {6}t\d+@r1 /gm)!.length).toBe(20)
    expect(text).toContain('    … and 5 more (listed with --details and in --json)\n')
    const details = renderText(compare(pairedInput(fromCounts(Array(n).fill(1), 1), fromCounts(Array(n).fill(0), 1))), { details: true })
    expect(details.match(/^ {6}t\d+@r1 /gm)!.length).toBe(25)
  })
})

describe('statistics in the Markdown', () => {
  it('the comment keeps the brief rows and collapses the changed tasks', () => {
    const md = renderComment(compare(pairedInput(BASE, CAND)), { marker: '<!-- m -->', runUrl: null })
    expect(md).toContain('| statistic | base | cand |')
    expect(md).toContain(
      '| pass fraction | 70.0% (95 % CI 14.5% to 100.0%) over 5 tasks, 10 evaluated attempts | 40.0% (95 % CI 0.0% to 91.9%) over 5 tasks, 10 evaluated attempts |'
    )
    expect(md).not.toContain('input tokens per attempt')
    expect(md).toContain(
      '<details><summary>Tasks that changed, strongest evidence first (2 rows)</summary>\n\n| task | base → cand | change | evidence |\n| --- | --- | --- | --- |\n' +
        '| `t2@r1` | 2/2 → 0/2 | -100.0 pp | flip · Fisher p 0.333 · within noise |\n| `t4@r1` | 2/2 → 1/2 | -50.0 pp | flaky · Fisher p 1 · within noise |\n\n</details>'
    )
    expect(md).toContain('| pass fraction, paired by task |  |  | -30.0 pp (95 % CI -85.5 to +25.5 pp) ² |')
    expect(md).toContain(
      '² not distinguishable from noise at this sample size (5 tasks); smallest detectable difference 74.3 pp (80 % power, one-sided 2.5 %)'
    )
  })

  it('the job summary has every row', () => {
    const md = renderSummary(compare(pairedInput(BASE, CAND)))
    expect(md).toContain(
      '| input tokens per attempt | 100 over 10 of 10 attempts with complete usage; no interval: every task shows the same mean input\\_tokens per attempt: no spread between tasks to estimate the noise from |'
    )
  })

  it('task rows are dropped whole to fit the comment budget, with a note', () => {
    const n = 400
    const report = compare(pairedInput(fromCounts(Array(n).fill(1), 1), fromCounts(Array(n).fill(0), 1)))
    expect(statisticsTaskRowCount(report)).toBe(400)
    const md = renderComment(report, { marker: '<!-- m -->', runUrl: null, maxChars: 12000 })
    expect(md.length).toBeLessThanOrEqual(12000)
    const rows = md.match(/^\| `t\d+@r1` \|/gm)?.length ?? 0
    expect(rows).toBeGreaterThan(0)
    expect(rows).toBeLessThan(400)
    expect(md).toContain(`_${400 - rows} of 400 task rows omitted`)
  })

  it('task names from evidence are escaped (no HTML, no pipe, no mention)', () => {
    const inp = pairedInput(BASE, CAND)
    for (const a of inp.attempts) if (a.task === 't2') a.task = 'x|<b>@y'
    const lines = statisticsSection(compare(inp), 10, true, 'the summary')
    // An id in a code span (issue 58 item 7): `|` escaped for the table, `<b>` and `@y` text there, no invisible character.
    expect(lines.find((l) => l.includes('-100.0 pp'))).toBe(
      '| `x\\|<b>@y@r1` | 2/2 → 0/2 | -100.0 pp | flip · Fisher p 0.333 · within noise |'
    )
    expect(checkStructure(lines.join('\n'), { links: [] }).problems).toEqual([])
  })

  it('nothing for a report without statistics', () => {
    const report = compare(pairedInput(BASE, CAND))
    const bare = {
      ...report,
      configurations: report.configurations.map(({ statistics: _s, ...c }) => c),
      comparisons: report.comparisons.map(({ paired: _p, ...c }) => c)
    }
    expect(statisticsSection(bare, 10, true, 'x')).toEqual([])
  })
})

describe('widened intervals and McNemar’s exact test in the text and the comment', () => {
  it('a pass fraction at the edge says it was widened to the exact interval', () => {
    const text = renderText(compare(pairedInput(fromCounts(Array(10).fill(1), 1), fromCounts(Array(10).fill(1), 1))), { details: false })
    expect(text).toContain(
      '    pass fraction              100.0% (95 % CI 69.2% to 100.0%; widened to the exact Clopper–Pearson interval over 10 effective attempts) over 10 tasks, 10 evaluated attempts\n'
    )
  })

  it('one attempt per task: McNemar exact decides and is printed, with its mid-p; the gate note in text and comment', () => {
    const ones = (xs: number[]): boolean[][] => xs.map((x) => [x === 1])
    const base = [...Array(15).fill(1), ...Array(15).fill(0)] as number[]
    const cand = [...Array(4).fill(0), ...Array(11).fill(1), ...Array(15).fill(0)] as number[]
    const report = compare(pairedInput(ones(base), ones(cand), { policy: 'regression' }))
    const text = renderText(report, { details: false })
    expect(text).toContain(
      '    difference in pass fraction  -13.3 pp (95 % CI -26.2 to -0.4 pp, 30 tasks × 1 attempt): not distinguishable from noise at this sample size (McNemar exact, one attempt per task: 4 broken, 0 fixed; one-sided p 0.0625, mid-p 0.0313, two-sided p 0.125); smallest detectable difference 18.3 pp\n'
    )
    expect(text).toContain(
      'Gate PASSED (policy: regression).\n  note: cand vs base: a drop smaller than 18.3 pp would not have been detected (80 % power, one-sided 2.5 %; difference -13.3 pp, 95 % CI -26.2 pp to -0.4 pp; McNemar exact one-sided p 0.0625, 4 broken, 0 fixed)\n'
    )
    const md = renderComment(report, { marker: '<!-- m -->', runUrl: null })
    expect(md).toContain(
      '**Gate PASSED** (policy `regression`). Note: cand vs base: a drop smaller than 18.3 pp would not have been detected'
    )
    expect(md).toContain(
      '; McNemar exact one-sided p 0.0625 (4 broken, 0 fixed); smallest detectable difference 18.3 pp (80 % power, one-sided 2.5 %)'
    )
  })
})

describe('pass@k with many attempts per task', () => {
  it('shows k = 1…5 and the largest k; the report keeps every k', () => {
    const report = compare(pairedInput(fromCounts([8, 4, 0, 8, 2], 8), fromCounts([8, 4, 0, 8, 2], 8)))
    expect(report.configurations[0]!.statistics!.pass_at_k.rows.map((r) => r.k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const text = renderText(report, { details: false })
    // Task fractions 1, .5, 0, 1, .25: pass@1 = 2.75/5 = 55.0%; pass@8 = 4 of 5 tasks have a pass = 80.0%.
    expect(text).toContain('    pass@k                     k=1 55.0% · k=2 ')
    expect(text).toContain(' · … · k=8 80.0% (over 5 tasks)\n')
  })
})
