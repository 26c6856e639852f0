/**
 * Render check: the comment and the job summary parsed as GitHub-flavoured
 * Markdown (micromark + GFM into mdast) keep their structure — every table
 * row has its header's column count, `<details>` are balanced, no raw HTML
 * but our `details`/`summary` tags and the marker, links only to the run and
 * the summary — for the bundled example, hostile strings and five
 * configurations. The example's Markdown is also kept as goldens:
 * `UPDATE_GOLDEN=1 npm test -- __tests__/render-gfm.test.ts`.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { checkStructure } from './support/gfm-structure.js'
import * as scenarios from './support/report-scenarios.js'
import { golden } from './support/cli-golden.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/OWNER/REPO/actions/runs/1'

async function exampleReport(): Promise<Report> {
  return compare({ ...(await loadManifestInput('examples/attempt-comparison/manifest.json')), policy: 'incomplete' }, '0.1.0')
}

/** The comment's first screen: its lines before the first collapsed section. */
function firstScreen(comment: string): string[] {
  const lines = comment.split('\n')
  return lines.slice(
    0,
    lines.findIndex((l) => l.startsWith('<details>'))
  )
}

const comment = (r: Report, maxChars?: number): string => renderComment(r, { marker: MARKER, runUrl: RUN, summaryUrl: RUN, maxChars })

describe('the bundled example', () => {
  it('has a first screen of 30 lines holding the verdict, the gate, the side-by-side table and what to do', async () => {
    const body = comment(await exampleReport())
    const screen = firstScreen(body)
    expect(screen).toHaveLength(30)
    // The first screen ends with the things to do, most important first.
    expect(screen.slice(-6, -4)).toEqual(['', '**What to do**, most important first:'])
    expect(screen.slice(-4, -1).map((l) => l.slice(0, 22))).toEqual([
      '1. `attempt_missing` —',
      '2. `evaluator_differs`',
      '3. `evidence_file_miss'
    ])
    expect(screen[3]).toMatch(
      /^\*\*Evidence INCOMPLETE\*\* — `candidate`: 2 of 6 listed attempts missing \(`calc\/mul@r3#2`, `text\/reverse@r1#2`\), .* \*\*Gate FAILED\*\* \(policy `incomplete`\)\. Baseline: `baseline` \(every Δ is against it\)\. Everything else: \[job summary\]\(https:\/\/github\.com\/OWNER\/REPO\/actions\/runs\/1\)\.$/
    )
    expect(screen[5]).toBe('| figure | `baseline` | `candidate` | Δ `candidate` − `baseline` |')
    expect(screen.filter((l) => l.startsWith('| '))).toHaveLength(13)
    golden('example-comment.md', body)
  })

  it('parses as GFM with sound structure (comment and summary)', async () => {
    const report = await exampleReport()
    const c = checkStructure(comment(report), { links: [RUN], marker: MARKER })
    expect(c.problems).toEqual([])
    expect(c).toMatchObject({ tables: 6, columns: [4, 2, 2, 3, 7, 3], details: 5, links: [RUN, RUN] })
    const summary = renderSummary(report, {})
    const s = checkStructure(summary, { links: [] })
    expect(s.problems).toEqual([])
    expect(s).toMatchObject({ tables: 7, columns: [4, 2, 2, 3, 7, 8, 3], details: 0, links: [] })
    golden('example-summary.md', summary)
  })
})

describe('the render check', () => {
  it('finds what it looks for: uneven rows, stray HTML, foreign links, unbalanced details', () => {
    const bad = [
      '| a | b |',
      '| --- | --- |',
      '| 1 | 2 | 3 |',
      '',
      '<details><summary>x</summary>',
      '',
      'hi <b>y</b> www.x.com [r](https://evil)',
      '',
      '<div>',
      ''
    ].join('\n')
    expect(checkStructure(bad, { links: [RUN] }).problems).toEqual([
      'line 3: table row 1 has 3 cells, header 2',
      'line 7: inline HTML "<b>"',
      'line 7: inline HTML "</b>"',
      'line 7: link to "http://www.x.com"',
      'line 7: link to "https://evil"',
      'line 9: raw HTML "<div>"',
      '1 <details> left open'
    ])
  })

  it('holds for hostile strings in the comment and the summary, trimmed or not', () => {
    for (const report of [scenarios.largeReport(3), scenarios.largeReport(200)]) {
      expect(checkStructure(comment(report), { links: [RUN], marker: MARKER }).problems).toEqual([])
      expect(checkStructure(comment(report, 6000), { links: [RUN], marker: MARKER }).problems).toEqual([])
      expect(checkStructure(renderSummary(report, {}), { links: [] }).problems).toEqual([])
      expect(checkStructure(renderSummary(report, { maxBytes: 20000 }), { links: [] }).problems).toEqual([])
    }
  })

  it('holds for five configurations: one column each and one delta column per candidate', () => {
    const report = scenarios.fiveConfigurationReport()
    const body = comment(report)
    const c = checkStructure(body, { links: [RUN], marker: MARKER })
    expect(c.problems).toEqual([])
    expect(c.columns[0]).toBe(10)
    const s = checkStructure(renderSummary(report, {}), { links: [] })
    expect(s.problems).toEqual([])
    expect(s.columns[0]).toBe(10)
    expect(firstScreen(body).slice(5, 7)).toEqual([
      '| figure | `baseline` | `model-b` | `prompt-c` | `harness-d` | `tools-e` | Δ `model-b` − `baseline` | Δ `prompt-c` − `baseline` | Δ `harness-d` − `baseline` | Δ `tools-e` − `baseline` |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'
    ])
  })
})
