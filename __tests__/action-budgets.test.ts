/**
 * The bundled action (`node dist/index.js`) with the `budgets` input on the
 * paired-comparison example (synthetic; the candidate costs +17.3 % per
 * attempt): the budget reaches the gate, the job summary and the output
 * `budgets-passed`; a bad budget fails the step naming it.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { runAction } from './support/run-action.js'

const EXAMPLE = path.resolve('examples/paired-comparison')
const inputs = (budgets: string): Record<string, string> => ({
  'evidence-path': EXAMPLE,
  manifest: 'manifest.json',
  comment: 'false',
  budgets
})

describe('the action with budgets', () => {
  it('cost=+10% fails the job, named first; budgets-passed false; the summary has the budget table', async () => {
    const run = await runAction({ inputs: inputs('cost=+10%\ntotal_tokens=+20%'), pullRequest: null })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['budgets-passed']).toBe('false')
    expect(run.outputs['gate-passed']).toBe('false')
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.budgets!.map((b) => [b.budget, b.verdict])).toEqual([
      ['cost=+10%', 'failed'],
      ['total_tokens=+20%', 'passed']
    ])
    expect(run.summary).toContain(
      '**Gate FAILED** by a budget (policy `incomplete` itself passed): budget cost=+10% failed for candidate vs baseline: +17.3 % (95 % CI +14.6 % to +19.9 %) over the limit +10.0 %'
    )
    expect(run.summary).toContain('| budget cost=+10% |  |  | FAILED · +17.3 % (95 % CI +14.6 % to +19.9 %) · limit +10.0 %')
    expect(run.summary).toContain('### Budgets (2)')
  })

  it('cost=+20% passes: budgets-passed true', async () => {
    const run = await runAction({ inputs: inputs('cost=+20%'), pullRequest: null })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['budgets-passed']).toBe('true')
  })

  it('a bad budget fails the step naming the input, the budget and the valid forms', async () => {
    const run = await runAction({ inputs: inputs('cost=+ten%'), pullRequest: null })
    expect(run.exitCode).toBe(1)
    // `%` is written as `%25` in the ::error:: workflow command (GitHub decodes it for display).
    expect(run.stdout).toContain(
      '::error::input `budgets`: "cost=+ten%25" has no valid limit ("+ten%25"); a budget is METRIC=LIMIT with METRIC one of cost'
    )
    expect(run.outputs['budgets-passed']).toBe('false')
  })
})
