/**
 * Budgets in the comment and the job summary: one side-by-side row per
 * budget with limit, estimate, interval and verdict; the gate paragraph
 * naming a failed budget first (also when evidence is incomplete); the job
 * summary's table of each budget's inputs. Figures from
 * support/budget-builders.ts (hand-computed in comparison-budgets.test.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { gateSentence } from '../src/render/markdown/markdown-headline.js'
import { sideBySide, sideBySideLines } from '../src/render/markdown/side-by-side.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { BASE, budget, budgetInput, CAND } from './support/budget-builders.js'

const MARKER = '<!-- fabric-compare:default -->'

describe('budgets in the side-by-side table', () => {
  const report = compare(budgetInput(BASE, CAND, [budget('cost=+10%'), budget('cost=+50%')]))
  const missing = compare(budgetInput(BASE, { ...CAND, noCostAt: [2, 0] }, [budget('cost=+50%')]))

  it("a row per budget in the candidate's column, the noise verdict or the reason as a footnote", () => {
    const lines = sideBySideLines(sideBySide(report, { fold: true, summaryRows: false, names: 10 }))
    expect(lines).toContain('| budget cost=+10% |  |  | FAILED · +30.0 % (95 % CI +23.8 % to +36.2 %) · limit +10.0 % ² |')
    expect(lines).toContain('| budget cost=+50% |  |  | passed · +30.0 % (95 % CI +23.8 % to +36.2 %) · limit +50.0 % ³ |')
    expect(lines).toContain(
      '² budget cost=+10%: the excess is beyond noise: the whole 95 % interval lies above the limit (over 5 paired tasks)\\'
    )
    expect(lines).toContain(
      '³ budget cost=+50%: within the limit beyond noise: the whole 95 % interval lies at or below it (over 5 paired tasks)'
    )
  })

  it('a budget that cannot be checked says so in its row, with the reason below', () => {
    const lines = sideBySideLines(sideBySide(missing, { fold: true, summaryRows: false, names: 10 }))
    const row = lines.find((l) => l.startsWith('| budget cost=+50% |'))
    expect(row).toMatch(/^\| budget cost=\+50% \| {2}\| {2}\| CANNOT BE CHECKED \(fails\) · limit \+50\.0 % (\S+) \|$/)
    const marker = /limit \+50\.0 % (\S+) \|$/.exec(row!)![1]
    expect(lines).toContain(`${marker} budget cost=+50% cannot be checked: cand cost\\_usd incomplete (9 of 10 requests)`)
  })

  it('no budget: no budget row', () => {
    const lines = sideBySideLines(sideBySide(compare(budgetInput(BASE, CAND, [])), { fold: false, summaryRows: true, names: 10 }))
    expect(lines.some((l) => l.includes('budget'))).toBe(false)
  })
})

describe('budgets in the gate paragraph', () => {
  it('a failed budget is named first', () => {
    expect(gateSentence(compare(budgetInput(BASE, CAND, [budget('cost=+10%')])))).toBe(
      '**Gate FAILED** by a budget (policy `incomplete` itself passed): budget cost=+10% failed for cand vs base: +30.0 % (95 % CI +23.8 % to +36.2 %) over the limit +10.0 %; the excess is beyond noise (the whole interval lies above the limit).'
    )
  })

  it('with incomplete evidence, the budget that cannot be checked is still named; the evidence sentence names the evidence', () => {
    const report = compare(budgetInput(BASE, { ...CAND, noCostAt: [2, 0] }, [budget('cost=+50%')]))
    expect(report.complete).toBe(true) // cost is not required for completeness
    const i = budgetInput(BASE, CAND, [budget('total_tokens=+50%')])
    i.configurations[1]!.attempts_complete = false
    const incomplete = compare(i)
    expect(incomplete.complete).toBe(false)
    expect(gateSentence(incomplete)).toMatch(
      /^\*\*Gate FAILED\*\* \(policy `incomplete` and a budget\): budget total\\_tokens=\+50% cannot be checked for cand vs base — /
    )
    const body = renderComment(incomplete, { marker: MARKER, runUrl: null, summaryUrl: null })
    expect(body).toContain('**Evidence INCOMPLETE** — `cand`: inventory not verified; `base` complete.')
  })
})

describe('budgets in the job summary', () => {
  it("a table with each budget's inputs and result", () => {
    const summary = renderSummary(compare(budgetInput(BASE, CAND, [budget('cost=+10%'), budget('cost=+0.1')]))).split('\n')
    const at = summary.indexOf('### Budgets (2)')
    expect(summary.slice(at, at + 8)).toEqual([
      '### Budgets (2)',
      '',
      '_Candidate − baseline, paired by task; figures in USD per attempt._',
      '',
      '| budget | candidate | paired | baseline figure | candidate figure | difference | relative | limit | verdict |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `cost=+10%` | `cand` | 5 tasks; 10 / 10 attempts | \\$0.20 | \\$0.26 | +\\$0.06 (95 % CI +\\$0.0207 to +\\$0.0993) | +30.0 % (95 % CI +23.8 % to +36.2 %) | +10.0 % | FAILED |',
      '| `cost=+0.1` | `cand` | 5 tasks; 10 / 10 attempts | \\$0.20 | \\$0.26 | +\\$0.06 (95 % CI +\\$0.0207 to +\\$0.0993) | +30.0 % (95 % CI +23.8 % to +36.2 %) | +\\$0.10 | passed |'
    ])
  })
})
