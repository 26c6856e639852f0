/**
 * One request copied to two paths (a byte-identical full result), through
 * the CLI, text and `--json`, with exact figures: counted once, the copy a
 * gap naming the claim it repeats, one `request_duplicate` warning.
 */
import { describe, expect, it } from '@jest/globals'
import type { Report } from '../src/comparison/report/report-schema.js'
import { cli } from './support/cli-golden.js'
import { attempt, fullResult, writeCase } from './support/cli-manifest-cases.js'
import { besidesGateLine } from './support/gate-stderr.js'

describe('one request copied to two paths (a byte-identical full result)', () => {
  const copied = fullResult('rt-1', 'inv-1', 'base-1')
  const manifest = writeCase(
    'copied',
    {
      'base/1.json': copied,
      'base2/1.json': copied,
      'cand/1.json': fullResult('rt-1', 'inv-1', 'cand-1'),
      'cand/2.json': fullResult('rt-1', 'inv-2', 'cand-2')
    },
    [
      attempt('base', '1', [{ request_id: 'base-1', result: 'base/1.json' }], true),
      attempt('base', '2', [{ request_id: 'base-1', result: 'base2/1.json' }], true),
      attempt('cand', '1', [{ request_id: 'cand-1', result: 'cand/1.json' }], true),
      attempt('cand', '2', [{ request_id: 'cand-2', result: 'cand/2.json' }], true)
    ]
  )
  const reason =
    'the same request (request id "base-1", runtime "rt-1", invocation "inv-1") is already the evidence of base/t@r1#1 request base-1 (base/1.json); counted once'
  const warning =
    'base: the same request (request id "base-1", runtime "rt-1", invocation "inv-1") is the evidence of two expected requests, counted once: ' +
    'base/t@r1#1 request base-1 (base/1.json) keeps it; base/t@r1#2 request base-1 (base2/1.json) is a gap'

  it('text: counted once (≥ 1,000 input tokens over 1 of 2 requests), the copy a gap, a warning naming both claims, the gate fails', async () => {
    const run = await cli([manifest])
    expect(besidesGateLine(run.stderr)).toBe('')
    expect(run.code).toBe(1)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe(
      'Evidence INCOMPLETE — 1 of 2 configurations incomplete: base. Figures marked ≥ or "none seen" are lower bounds; base: input, cached input, output and total tokens 1 of 2 requests · reasoning tokens unknown · cost 1 of 2 requests; cand: input, cached input, output and total tokens fully covered · reasoning tokens unknown · cost fully covered.'
    )
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
      {
        code: 'request_duplicate',
        severity: 'warning',
        message: warning,
        configurations: ['base'],
        attempts: ['base/t@r1#1', 'base/t@r1#2'],
        attempt_count: 2
      }
    ])
  })
})
