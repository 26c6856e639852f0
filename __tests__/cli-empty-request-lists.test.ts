/**
 * Attempts whose verified request list is empty, through the CLI, text and
 * `--json`, with exact figures: every sum a real 0 over 0 of 0 requests and
 * deltas computed; unverified, the same list is unknown, never 0; a cost per
 * passed attempt is 0 only from a known cost of 0.
 */
import { describe, expect, it } from '@jest/globals'
import { costPerPass } from '../src/comparison/figures/attempt-usage.js'
import type { ConfigurationAnalysis } from '../src/comparison/figures/configuration.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { attempt, writeCase } from './support/cli-manifest-cases.js'

describe('attempts whose verified request list is empty (`requests: []`, `requests_complete: true`)', () => {
  const manifest = writeCase('empty', {}, [attempt('base', '1', [], true), attempt('cand', '1', [], false)])
  const zero = { observed: 0, reported_by: 0, expected: 0, complete: true }

  it('text: every usage row a real 0 over 0 of 0 requests, deltas computed, cost per passed attempt $0.00 over a known $0.00', async () => {
    const run = await cli([manifest])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe('Evidence COMPLETE — 2 configurations; tokens fully covered; cost fully covered.')
    expect(lines.filter((l) => l === '  input tokens             0 (no requests)')).toHaveLength(2)
    expect(lines.filter((l) => l === '  cost                     $0.00 (no requests) · pricing p1 (verified)')).toHaveLength(2)
    expect(lines).toContain('  input tokens         0       0      ±0')
    expect(lines).toContain('  cost                 $0.00   $0.00  ±$0.00')
    expect(
      lines.filter(
        (l) =>
          l ===
          '    input tokens per attempt   0 over 1 of 1 attempt with complete usage; no interval: only 1 task; an interval needs at least 5'
      )
    ).toHaveLength(2)
    expect(lines).toContain('    cost per passed attempt    $0.00 ($0.00 over 1 passed attempt)')
    expect(lines).toContain('    cost per passed attempt    n/a — no attempt passed (0 of 1)')
    expect(run.stdout).not.toContain('a value is unknown')
  })

  it('--json: observed 0 and complete, deltas 0, cost per passed attempt 0 from a cost of 0 (never from null)', async () => {
    const run = await cli([manifest, '--json'])
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as Report
    for (const c of report.configurations) expect(Object.values(c.usage)).toEqual([zero, zero, zero, zero, zero, zero])
    expect(report.comparisons[0]!.metrics.input_tokens).toEqual({ baseline: 0, candidate: 0, delta: 0, reason: null })
    expect(report.comparisons[0]!.metrics.cost_usd).toEqual({ baseline: 0, candidate: 0, delta: 0, reason: null })
    expect(report.configurations.map((c) => c.statistics!.cost_per_passed_attempt)).toEqual([
      { value: 0, cost_usd: 0, passed: 1, reason: null },
      { value: null, cost_usd: 0, passed: 0, reason: 'no attempt passed (0 of 1)' }
    ])
    expect(report.configurations[0]!.statistics!.per_attempt.cost_usd).toMatchObject({
      attempts: 1,
      of: 1,
      tasks: 1,
      interval: { estimate: 0 }
    })
  })

  it('unverified (`requests_complete` absent): unknown, never 0; cost per passed attempt null with the reason', async () => {
    const unverified = writeCase('empty-unverified', {}, [
      { configuration: 'base', task: 't', revision: 'r1', attempt: '1', requests: [], evaluation: { passed: true } },
      attempt('cand', '1', [], true)
    ])
    const report = JSON.parse((await cli([unverified, '--json'])).stdout) as Report
    expect(report.configurations[0]!.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 0, complete: false })
    expect(report.configurations[0]!.statistics!.cost_per_passed_attempt).toEqual({
      value: null,
      cost_usd: null,
      passed: 1,
      reason: 'cost unknown (no requests listed)'
    })
    expect(report.comparisons[0]!.metrics.cost_usd.delta).toBeNull()
  })

  it('a complete cost that is unknown never gives a cost per passed attempt of 0', () => {
    const analysis = {
      config: { id: 'c', attempts_complete: true, pricing: { basis: 'p1', verified: true }, evaluator: null },
      report: {
        usage: { cost_usd: { observed: null, reported_by: 0, expected: 0, complete: true } },
        evaluation: { pass_fraction: 1, pass_fraction_reason: null, not_evaluated: 0, passed: 1, evaluated: 1, listed: 1 }
      }
    } as unknown as ConfigurationAnalysis
    expect(costPerPass(analysis)).toEqual({ value: null, cost_usd: null, passed: 1, reason: 'cost unknown (0 of 0 requests)' })
  })
})
