/**
 * Reviewer cases through the CLI, text and `--json`, with exact figures:
 * a copied full result (one request in two files) counted once; attempts
 * with a verified empty request list sum to a real 0; outcomes only a
 * record end line shows are unknown (null) without one, a real `{}` with one.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../src/cli/run.js'
import { costPerPass } from '../src/comparison/attempt-usage.js'
import type { ConfigurationAnalysis } from '../src/comparison/configuration.js'
import type { Report } from '../src/comparison/report-schema.js'

const tmp = mkdtempSync(join(tmpdir(), 'fc-review-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) })
  return { code, stdout, stderr }
}

const configuration = (id: string): object => ({ id, attempts_complete: true, pricing: { basis: 'p1', verified: true }, evaluator: { name: 'ev', version: '1' } })

/** A NeMo Fabric full result: 1,000 input and 50 output tokens, $0.01, 9 s. */
function fullResult(runtime: string, invocation: string, request: string): string {
  return JSON.stringify({
    agent_name: 'a', harness: 'claude', adapter_kind: 'process', adapter_id: 'x',
    runtime_id: runtime, invocation_id: invocation, request_id: request, status: 'succeeded', error: null,
    output: {}, artifacts: { root: null, artifacts: [] }, telemetry: null,
    events: [
      { event_id: 'e1', timestamp_millis: 1784045040000, kind: 'invocation_start', message: '', metadata: {} },
      { event_id: 'e2', timestamp_millis: 1784045049000, kind: 'invocation_end', message: '', metadata: {} }
    ],
    metadata: {},
    usage: { input_tokens: 1000, cached_input_tokens: 0, output_tokens: 50, reasoning_tokens: null, total_tokens: 1050, cost_usd: 0.01, pricing_basis: 'p1' },
    resource_snapshot: null
  })
}

function writeCase(name: string, files: Record<string, string>, attempts: object[]): string {
  const dir = join(tmp, name)
  mkdirSync(dir, { recursive: true })
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true })
    writeFileSync(join(dir, p), text)
  }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ manifest_version: 1, configurations: [configuration('base'), configuration('cand')], attempts }))
  return join(dir, 'manifest.json')
}

const attempt = (configuration: string, n: string, requests: object[], passed: boolean): object =>
  ({ configuration, task: 't', revision: 'r1', attempt: n, requests_complete: true, requests, evaluation: { passed } })

describe('one request copied to two paths (a byte-identical full result)', () => {
  const copied = fullResult('rt-1', 'inv-1', 'base-1')
  const manifest = writeCase('copied', {
    'base/1.json': copied,
    'base2/1.json': copied,
    'cand/1.json': fullResult('rt-1', 'inv-1', 'cand-1'),
    'cand/2.json': fullResult('rt-1', 'inv-2', 'cand-2')
  }, [
    attempt('base', '1', [{ request_id: 'base-1', result: 'base/1.json' }], true),
    attempt('base', '2', [{ request_id: 'base-1', result: 'base2/1.json' }], true),
    attempt('cand', '1', [{ request_id: 'cand-1', result: 'cand/1.json' }], true),
    attempt('cand', '2', [{ request_id: 'cand-2', result: 'cand/2.json' }], true)
  ])
  const reason = 'the same request (request id "base-1", runtime "rt-1", invocation "inv-1") is already the evidence of base/t@r1#1 request base-1 (base/1.json); counted once'
  const warning = 'base: the same request (request id "base-1", runtime "rt-1", invocation "inv-1") is the evidence of two expected requests, counted once: ' +
    'base/t@r1#1 request base-1 (base/1.json) keeps it; base/t@r1#2 request base-1 (base2/1.json) is a gap'

  it('text: counted once (≥ 1,000 input tokens over 1 of 2 requests), the copy a gap, a warning naming both claims, the gate fails', async () => {
    const run = await cli([manifest])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe('Evidence INCOMPLETE — 1 of 2 configurations incomplete: base. Sums marked ≥ are lower bounds; input, cached input, output and total tokens 3 of 4 requests; reasoning tokens not reported; cost 3 of 4 requests.')
    expect(lines[1]).toBe('Gate FAILED (policy: incomplete).')
    expect(lines).toContain('  input tokens             ≥ 1,000 (1 of 2 requests)')
    expect(lines).toContain('  cost                     ≥ $0.01 (1 of 2 requests) · pricing p1 (verified)')
    expect(lines).toContain(`  gap result_unreadable    1 — e.g. base/t@r1#2 request base-1 base2/1.json — ${reason}`)
    expect(lines).toContain(`  warning [request_duplicate] ${warning}`)
    expect(lines).toContain('      configurations: base; attempts (2): base/t@r1#1, base/t@r1#2')
    // The candidate's two requests share a runtime id but not a request: both counted.
    expect(lines.filter((l) => l === '  input tokens             2,000')).toHaveLength(1)
  })

  it('--json: input tokens observed 1000 by 1 of 2 requests, the copy unreadable with the reason, one request_duplicate warning', async () => {
    const run = await cli([manifest, '--json'])
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout) as Report
    expect(report.complete).toBe(false)
    expect(report.configurations.map((c) => [c.id, c.usage.input_tokens, c.usage.cost_usd.observed])).toEqual([
      ['base', { observed: 1000, reported_by: 1, expected: 2, complete: false }, 0.01],
      ['cand', { observed: 2000, reported_by: 2, expected: 2, complete: true }, 0.02]
    ])
    expect(report.attempts[1]!.requests[0]!.files).toEqual([
      { role: 'result', path: 'base2/1.json', artifact: null, state: 'unreadable', line: null, json_path: null, reason }
    ])
    expect(report.attempts[1]!.requests[0]!.gaps).toEqual(['result_unreadable'])
    expect(report.warnings.filter((w) => w.code === 'request_duplicate')).toEqual([
      { code: 'request_duplicate', severity: 'warning', message: warning, configurations: ['base'], attempts: ['base/t@r1#1', 'base/t@r1#2'], attempt_count: 2 }
    ])
  })
})

describe('attempts whose verified request list is empty (`requests: []`, `requests_complete: true`)', () => {
  const manifest = writeCase('empty', {}, [attempt('base', '1', [], true), attempt('cand', '1', [], false)])
  const zero = { observed: 0, reported_by: 0, expected: 0, complete: true }

  it('text: every usage row a real 0 over 0 of 0 requests, deltas computed, cost per passed attempt $0.00 over a known $0.00', async () => {
    const run = await cli([manifest])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe('Evidence COMPLETE — 2 configurations; tokens fully covered; cost fully covered.')
    expect(lines.filter((l) => l === '  input tokens             0 (0 of 0 requests)')).toHaveLength(2)
    expect(lines.filter((l) => l === '  cost                     $0.00 (0 of 0 requests) · pricing p1 (verified)')).toHaveLength(2)
    expect(lines).toContain('  input tokens         0       0      ±0')
    expect(lines).toContain('  cost                 $0.00   $0.00  ±$0.00')
    expect(lines.filter((l) => l === '    input tokens per attempt   0 over 1 of 1 attempt with complete usage; no interval: only 1 task; an interval needs at least 5')).toHaveLength(2)
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
    expect(report.configurations[0]!.statistics!.per_attempt.cost_usd).toMatchObject({ attempts: 1, of: 1, tasks: 1, interval: { estimate: 0 } })
  })

  it('unverified (`requests_complete` absent): unknown, never 0; cost per passed attempt null with the reason', async () => {
    const unverified = writeCase('empty-unverified', {}, [
      { configuration: 'base', task: 't', revision: 'r1', attempt: '1', requests: [], evaluation: { passed: true } },
      attempt('cand', '1', [], true)
    ])
    const report = JSON.parse((await cli([unverified, '--json'])).stdout) as Report
    expect(report.configurations[0]!.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 0, complete: false })
    expect(report.configurations[0]!.statistics!.cost_per_passed_attempt).toEqual({ value: null, cost_usd: null, passed: 1, reason: 'cost incomplete (0 of 0 requests)' })
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
    expect(report.configurations.map((c) => [c.outcomes.coverage.records, c.outcomes.exit_codes, c.outcomes.exit_signals, c.outcomes.timeouts_by_source])).toEqual([
      [8, {}, {}, { record_stop: 0, full_result_error_code: null, harness_exception: null }],
      [7, {}, {}, { record_stop: 0, full_result_error_code: null, harness_exception: null }]
    ])
    expect((await cli(['examples/attempt-comparison/manifest.json'])).stdout).not.toContain('exit codes')
  })
})
