import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { renderComment } from '../src/render/comment.js'
import { statisticsSection, statisticsTaskRowCount } from '../src/render/markdown-statistics.js'
import { renderSummary } from '../src/render/summary.js'
import { renderText } from '../src/render/text.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

const BASE = fromCounts([2, 2, 1, 2, 0], 2)
const CAND = fromCounts([2, 0, 1, 1, 0], 2)

describe('statistics in the text output', () => {
  it('shows the paired difference, its interval and the changed tasks worst first', () => {
    const text = renderText(compare(pairedInput(BASE, CAND)), { details: false })
    const section = text.slice(text.indexOf('Statistics —'), text.indexOf('\nWarnings'))
    expect(section).toContain('    difference in pass fraction  -30.0 pp (95 % CI -85.5 to +25.5 pp, 5 tasks × 2 attempts): not distinguishable from noise at this sample size\n')
    expect(section).toContain('    tasks that changed: 2 (3 unchanged), worst first\n      t2@r1  2/2 → 0/2  -100.0 pp\n      t4@r1  2/2 → 1/2  -50.0 pp\n')
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
    expect(md).toContain('| pass fraction | 70.0% (95 % CI 14.5% to 100.0%) over 5 tasks, 10 evaluated attempts | 40.0% (95 % CI 0.0% to 91.9%) over 5 tasks, 10 evaluated attempts |')
    expect(md).not.toContain('input tokens per attempt')
    expect(md).toContain('<details><summary>Tasks that changed, worst first (2 rows)</summary>\n\n| task | base → cand | change |\n| --- | --- | --- |\n| `t2@r1` | 2/2 → 0/2 | -100.0 pp |\n| `t4@r1` | 2/2 → 1/2 | -50.0 pp |\n\n</details>')
  })

  it('the job summary has every row', () => {
    const md = renderSummary(compare(pairedInput(BASE, CAND)))
    expect(md).toContain('| input tokens per attempt | 100 over 10 of 10 attempts with complete usage; no interval: every task shows the same mean input\\_tokens per attempt: no spread between tasks to estimate the noise from |')
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
    expect(lines.join('\n')).not.toContain('<b>')
    expect(lines.find((l) => l.includes('-100.0 pp'))).toBe('| x\\|&lt;b&gt;@&#8203;y@&#8203;r1 | 2/2 → 0/2 | -100.0 pp |')
  })

  it('nothing for a report without statistics', () => {
    const report = compare(pairedInput(BASE, CAND))
    const bare = { ...report, configurations: report.configurations.map(({ statistics: _s, ...c }) => c), comparisons: report.comparisons.map(({ paired: _p, ...c }) => c) }
    expect(statisticsSection(bare, 10, true, 'x')).toEqual([])
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
