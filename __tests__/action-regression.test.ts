/**
 * The bundled action (`node dist/index.js`) under `fail-on: regression` on
 * the paired-comparison example: the tolerance input reaches the gate and
 * the job summary carries the statistics section.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { runAction } from './support/run-action.js'

const EXAMPLE = path.resolve('examples/paired-comparison')

describe('the action under fail-on regression', () => {
  it('passes on the example (the interval contains 0), states the tolerance and writes the statistics into the summary', async () => {
    const run = await runAction({
      inputs: {
        'evidence-path': EXAMPLE,
        manifest: 'manifest.json',
        comment: 'false',
        'fail-on': 'regression',
        'regression-tolerance-pp': '5'
      },
      pullRequest: null
    })
    expect(run.stderr).toBe('')
    expect(run.exitCode).toBe(0)
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.gate).toEqual({
      policy: 'regression',
      passed: true,
      reasons: [],
      regression_tolerance_pp: 5,
      notes: [
        'candidate vs baseline: a drop smaller than 70.5 pp would not have been detected (the 5 pp tolerance + 65.5 pp at 80 % power, one-sided 2.5 %; difference -16.7 pp, 95 % CI -64.9 pp to +31.6 pp)'
      ],
      // The input reaches the family's p: P(T ≤ (−1/6 + 0.05)/0.1875771), 5 degrees of freedom (scipy.stats.t.cdf: 0.2806116).
      family: {
        method: 'holm',
        check: 'regression',
        alpha: 0.025,
        tested: 1,
        members: [
          {
            candidate: 'candidate',
            baseline: 'baseline',
            p: expect.closeTo(0.2806116, 6),
            adjusted_p: expect.closeTo(0.2806116, 6),
            rejected: false
          }
        ]
      }
    })
    expect(run.summary).toContain(
      '- difference in pass fraction: -16.7 pp (95 % CI -64.9 to +31.6 pp, 6 tasks × 3 attempts): not distinguishable from noise at this sample size; smallest detectable difference 65.5 pp'
    )
    expect(run.summary).toContain(
      '**Gate PASSED** (policy `regression`). Note: candidate vs baseline: a drop smaller than 70.5 pp would not have been detected'
    )
    expect(run.summary).toContain('| `calc/mul@r3` | 3/3 → 0/3 | -100.0 pp | flip · Fisher p 0.1 · within noise |')
  })

  it('rejects an alpha-family that is not a level, naming the input', async () => {
    const run = await runAction({
      inputs: { 'evidence-path': EXAMPLE, manifest: 'manifest.json', comment: 'false', 'fail-on': 'regression', 'alpha-family': '2' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain('input `alpha-family`: "2" is not a family-wise level;')
  })

  it('rejects a tolerance that is not a number of percentage points', async () => {
    const run = await runAction({
      inputs: {
        'evidence-path': EXAMPLE,
        manifest: 'manifest.json',
        comment: 'false',
        'fail-on': 'regression',
        'regression-tolerance-pp': 'lots'
      },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain(
      'input `regression-tolerance-pp`: "lots" is not a tolerance; give percentage points from 0 to 100 (e.g. 5)'
    )
  })
})
