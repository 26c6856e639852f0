/**
 * The paired-comparison example through the CLI: a text golden
 * (`UPDATE_GOLDEN=1` regenerates it), the JSON figures, the regression gate with and
 * without a tolerance, and the example's generator reproducing the
 * committed files.
 */
import { describe, expect, it } from '@jest/globals'
import Ajv2020 from 'ajv/dist/2020.js'
import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { cli, golden } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'

const MANIFEST = 'examples/paired-comparison/manifest.json'

describe('fabric-compare on the paired-comparison example', () => {
  it('prints the paired difference with its interval and the changed tasks; the regression gate passes (within noise)', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'regression'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      'difference in pass fraction  -16.7 pp (95 % CI -64.9 to +31.6 pp, 6 tasks × 3 attempts): not distinguishable from noise at this sample size; smallest detectable difference 65.5 pp\n'
    )
    expect(run.stdout).toContain(
      'Gate PASSED (policy: regression).\n  note: candidate vs baseline: a drop smaller than 65.5 pp would not have been detected (80 % power, one-sided 2.5 %; difference -16.7 pp, 95 % CI -64.9 pp to +31.6 pp)\n'
    )
    golden('paired.txt', run.stdout)
  })

  it('the JSON report is valid against the schema and states the figures', async () => {
    const run = await cli([MANIFEST, '--json', '--fail-on', 'regression'])
    const report = JSON.parse(run.stdout) as Report
    const ajv = new Ajv2020.default({ allErrors: true, strict: false })
    const validate = ajv.compile(JSON.parse(readFileSync('schema/report.schema.json', 'utf8')) as object)
    expect(validate(report)).toBe(true)
    const p = report.comparisons[0]!.paired!
    // d = [0, −1, 0, −1/3, +1/3, 0] over the 6 tasks (sorted by key): mean −1/6; SE √((38/36)/5/6).
    expect(p.difference!.estimate).toBeCloseTo(-1 / 6, 12)
    expect(p.difference!.standard_error).toBeCloseTo(Math.sqrt(38 / 36 / 5 / 6), 12)
    expect(p.changed_tasks.map((t) => [t.task, Math.round(t.change * 1e9) / 1e9])).toEqual([
      ['calc/mul', -1],
      ['text/reverse', -0.333333333],
      ['text/upper', 0.333333333]
    ])
    // (t(0.975, 5) + t(0.80, 5)) · SE = 3.4901256 · 0.1875771 = 0.6546678 (scripts/reference/exact_tests.py).
    expect(p.detectable_difference).toBeCloseTo(0.6546677974043107, 6)
    expect(p.test).toMatchObject({ method: 'cluster_t', broken: null, fixed: null, mid_p_lower: null })
    expect(p.test!.p_lower).toBeCloseTo(0.20747713503989687, 6)
    expect(report.gate).toEqual({
      policy: 'regression',
      passed: true,
      reasons: [],
      regression_tolerance_pp: 0,
      notes: [
        'candidate vs baseline: a drop smaller than 65.5 pp would not have been detected (80 % power, one-sided 2.5 %; difference -16.7 pp, 95 % CI -64.9 pp to +31.6 pp)'
      ],
      // One candidate: a family of one, decided on the t test's own p.
      family: {
        method: 'holm',
        check: 'regression',
        alpha: 0.025,
        tested: 1,
        members: [{ candidate: 'candidate', baseline: 'baseline', p: p.test!.p_lower, adjusted_p: p.test!.p_lower, rejected: false }]
      }
    })
    // The pull-request comment shows the detectable difference beside the paired difference and in the gate's verdict.
    const comment = renderComment(report, { marker: '<!-- m -->', runUrl: null })
    expect(comment).toContain(
      '**Gate PASSED** (policy `regression`). Note: candidate vs baseline: a drop smaller than 65.5 pp would not have been detected'
    )
    expect(comment).toContain(
      'not distinguishable from noise at this sample size (6 tasks); smallest detectable difference 65.5 pp (80 % power, one-sided 2.5 %)'
    )
    // $0.187785 summed over 18 attempts (floating point) / 15 passed attempts.
    const cpp = report.configurations[0]!.statistics!.cost_per_passed_attempt
    expect(cpp).toMatchObject({ passed: 15, reason: null })
    expect(cpp.cost_usd).toBeCloseTo(0.187785, 12)
    expect(cpp.value).toBeCloseTo(0.012519, 12)
  })

  it('under non-inferiority with a 10 pp margin the gate fails: a drop of more than 10 pp is not ruled out', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'non-inferiority', '--regression-tolerance-pp', '10'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'Gate FAILED (policy: non-inferiority).\n  - candidate vs baseline: a drop of more than 10 pp is not ruled out — difference -16.7 pp, 95 % CI -64.9 pp to +31.6 pp\n'
    )
  })

  it('--alpha-family 30%: a family of one decided at 30 %, its p (0.207) and level stated; 0.5 is a usage error', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'regression', '--alpha-family', '30%'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'Gate FAILED (policy: regression).\n  - candidate vs baseline: pass fraction lower beyond noise — difference -16.7 pp (95 % CI -64.9 pp to +31.6 pp; one-sided p 0.207, level 30 %)\n'
    )
    const bad = await cli([MANIFEST, '--fail-on', 'regression', '--alpha-family', '0.5'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--alpha-family: "0.5" is not a family-wise level;')
  })

  it('a bad tolerance is a usage error naming the flag', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'regression', '--regression-tolerance-pp=-3'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--regression-tolerance-pp: "-3" is not a tolerance; give percentage points from 0 to 100 (e.g. 5)')
  })

  it('the generator reproduces the committed example', () => {
    const dir = tempFolder('paired-')
    cpSync('examples/paired-comparison/generate.mjs', join(dir, 'generate.mjs'))
    execFileSync(process.execPath, [join(dir, 'generate.mjs')])
    expect(readFileSync(join(dir, 'manifest.json'), 'utf8')).toBe(readFileSync(MANIFEST, 'utf8'))
    expect(readFileSync(join(dir, 'candidate/calc-mul/2/result.json'), 'utf8')).toBe(
      readFileSync('examples/paired-comparison/candidate/calc-mul/2/result.json', 'utf8')
    )
  })
})
