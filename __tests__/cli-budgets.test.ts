/**
 * Budgets through the CLI on the paired-comparison example (synthetic, in
 * examples/paired-comparison: the candidate costs $0.220185 over 18
 * attempts against the baseline's $0.187785, +17.3 % per attempt, in one
 * verified pricing basis): the exit status, the gate lines, the JSON
 * report against the schema, and bad budgets as usage errors.
 */
import { describe, expect, it } from '@jest/globals'
import Ajv2020 from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

const MANIFEST = 'examples/paired-comparison/manifest.json'

describe('fabric-compare --budget', () => {
  it('cost=+10% fails the gate (exit 1) and is its first reason; total_tokens=+20% passes', async () => {
    const run = await cli([MANIFEST, '--budget', 'cost=+10%', '--budget', 'total_tokens=+20%'])
    expect(besidesGateLine(run.stderr)).toBe('')
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines.slice(1, 3)).toEqual([
      'Gate FAILED (policy: incomplete).',
      '  - budget cost=+10% failed for candidate vs baseline: +17.3 % (95 % CI +14.6 % to +19.9 %) over the limit +10.0 %; the excess is beyond noise (the whole interval lies above the limit)'
    ])
    // Checked by hand from the attempts' costs: R = 0.220185 / 0.187785 = 1.17254, delta-method SE over the 6 tasks,
    // t(0.975, 5) = 2.5705818 → [+14.57 %, +19.93 %].
    const at = lines.indexOf('Budgets (candidate − baseline, paired by task)')
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '  cost=+10%          candidate vs baseline  FAILED · +17.3 % (95 % CI +14.6 % to +19.9 %) · limit +10.0 %',
      '  total_tokens=+20%  candidate vs baseline  passed · +18.1 % (95 % CI +15.0 % to +21.2 %) · limit +20.0 %',
      '  - budget cost=+10%: the excess is beyond noise: the whole 95 % interval lies above the limit (over 6 paired tasks)',
      '  - budget total_tokens=+20%: within the limit, but the 95 % interval reaches above it (over 6 paired tasks)'
    ])
  })

  it("a ceiling on cost per passed attempt is checked on the candidate's own figure, a task without a pass included", async () => {
    // The candidate: $0.220185 over 12 passed attempts = $0.01834875; its task calc/mul passes 0 of 3 and still costs.
    const run = await cli([MANIFEST, '--budget', 'cost_per_passed_attempt=0.017', '--json'])
    expect(run.code).toBe(1)
    const b = (JSON.parse(run.stdout) as Report).budgets![0]!
    expect(b.verdict).toBe('failed')
    expect(b.candidate_value).toBeCloseTo(0.01834875, 10)
    expect(b.candidate_interval!.estimate).toBeCloseTo(0.01834875, 10)
  })

  it('a difference the same in every task up to floating-point rounding has no interval, never a zero-width one', async () => {
    const run = await cli([MANIFEST, '--budget', 'cost=+0.001'])
    expect(run.stdout).toContain(
      '  - budget cost=+0.001 failed for candidate vs baseline: +$0.0018 (no interval: every task shows the same difference in mean cost_usd per attempt: no spread between tasks to estimate the noise from) over the limit +$0.001'
    )
  })

  it('cost=+20% passes (exit 0)', async () => {
    const run = await cli([MANIFEST, '--budget', 'cost=+20%'])
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n')[1]).toBe('Gate PASSED (policy: incomplete).')
  })

  it('--fail-on never reports a failed budget and exits 0', async () => {
    const run = await cli([MANIFEST, '--budget', 'cost=+10%', '--fail-on', 'never'])
    expect(run.code).toBe(0)
  })

  it("--json carries each budget's inputs and result and is valid against the schema", async () => {
    const run = await cli([MANIFEST, '--json', '--budget', 'cost=+10%'])
    const report = JSON.parse(run.stdout) as Report
    const ajv = new Ajv2020.default({ allErrors: true, strict: false })
    const validate = ajv.compile(JSON.parse(readFileSync('schema/report.schema.json', 'utf8')) as object)
    expect(validate(report)).toBe(true)
    expect(report.gate).toMatchObject({ passed: false, budgets_passed: false })
    const b = report.budgets![0]!
    expect(b).toMatchObject({
      budget: 'cost=+10%',
      metric: 'cost',
      candidate: 'candidate',
      tasks: 6,
      attempts: { baseline: 18, candidate: 18 },
      verdict: 'failed'
    })
    expect(b.baseline_value).toBeCloseTo(0.187785 / 18, 12)
    expect(b.candidate_value).toBeCloseTo(0.220185 / 18, 12)
    expect(b.relative!.estimate).toBeCloseTo(0.220185 / 0.187785 - 1, 12)
    expect(b.difference!.estimate).toBeCloseTo(0.0324 / 18, 12)
    expect(b.relative!.low).toBeCloseTo(0.14574979, 7)
    expect(b.relative!.high).toBeCloseTo(0.19932569, 7)
    expect(b.excess_beyond_noise).toBe(true)
  })

  it('merge checks budgets over the shard summaries: the same result as the single run', async () => {
    const shard = join(tempFolder('budget-shard-'), 'shard.json')
    expect((await cli(['summarize', MANIFEST, '--out', shard])).code).toBe(0)
    const merged = await cli(['merge', shard, '--json', '--budget', 'cost=+10%'])
    const single = await cli([MANIFEST, '--json', '--budget', 'cost=+10%'])
    expect(merged.code).toBe(1)
    expect((JSON.parse(merged.stdout) as Report).budgets).toEqual((JSON.parse(single.stdout) as Report).budgets)
  })

  it('summarize refuses --budget (the gate is decided at merge)', async () => {
    const run = await cli(['summarize', MANIFEST, '--out', 'unused.json', '--budget', 'cost=+10%'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--budget is for compare and merge: summarize writes a shard, the gate is decided at merge')
  })

  it.each([
    [
      'cost=+ten%',
      '--budget: "cost=+ten%" has no valid limit ("+ten%"); a budget is METRIC=LIMIT with METRIC one of cost, input_tokens, output_tokens, total_tokens, cost_per_passed_attempt, task_duration'
    ],
    ['latency_p95=+10%', '--budget: "latency_p95=+10%" names no budget metric ("latency_p95")'],
    ['task_duration=+10%', 'task_duration=+10%: no attempt of any configuration reports a task duration']
  ])('%s is a usage error (exit 2) naming the budget and the valid forms', async (budget, message) => {
    const run = await cli([MANIFEST, '--budget', budget])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(message)
    expect(run.stderr).toContain(
      'LIMIT relative to the baseline (e.g. cost=+10%), a signed amount the candidate may exceed the baseline by'
    )
  })
})
