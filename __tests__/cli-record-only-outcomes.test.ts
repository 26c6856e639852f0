/**
 * Outcomes only a record end line shows (exit codes and signals, record-stop
 * timeouts), through the CLI, text and `--json`: unknown (null) with their
 * coverage when no record was read, a real `{}` when records show none.
 */
import { describe, expect, it } from '@jest/globals'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'

describe('outcomes no record could show (the bundled paired example: 18 full results, no record)', () => {
  it('--json: record-stop timeouts, exit codes and exit signals are null; full-result timeouts a real 0 over 18 requests', async () => {
    const run = await cli(['examples/paired-comparison/manifest.json', '--json'])
    const report = JSON.parse(run.stdout) as Report
    for (const c of report.configurations) {
      expect(c.outcomes.coverage).toEqual({ expected: 18, records: 0, timeouts: 18, oom: 0, harness: 0, denominator_verified: true })
      expect(c.outcomes.timeouts_by_source).toEqual({ record_stop: null, full_result_error_code: 0, harness_exception: null })
      expect(c.outcomes.timeouts).toBe(0)
      expect(c.outcomes.exit_codes).toBeNull()
      expect(c.outcomes.exit_signals).toBeNull()
      expect(c.outcomes.error_codes).toEqual({})
    }
  })

  it('text: exit codes and signals unknown with their coverage', async () => {
    const run = await cli(['examples/paired-comparison/manifest.json'])
    expect(run.stdout.split('\n').filter((l) => l.startsWith('  exit codes'))).toEqual([
      '  exit codes, signals          unknown (0 of 18 requests with a record end line)',
      '  exit codes, signals          unknown (0 of 18 requests with a record end line)'
    ])
  })

  it('with record end lines that show no exit code, `{}` is a real empty and no unknown row is printed', async () => {
    const run = await cli(['examples/attempt-comparison/manifest.json', '--json'])
    const report = JSON.parse(run.stdout) as Report
    expect(
      report.configurations.map((c) => [
        c.outcomes.coverage.records,
        c.outcomes.exit_codes,
        c.outcomes.exit_signals,
        c.outcomes.timeouts_by_source
      ])
    ).toEqual([
      [8, {}, {}, { record_stop: 0, full_result_error_code: null, harness_exception: null }],
      [7, {}, {}, { record_stop: 0, full_result_error_code: null, harness_exception: null }]
    ])
    expect((await cli(['examples/attempt-comparison/manifest.json'])).stdout).not.toContain('exit codes')
  })
})
