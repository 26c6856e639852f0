/**
 * The streamed CLI (issue 14) on benchmark data sets: for three seeds of
 * the benchmark generator at 200 attempts (400 requests, every evidence
 * kind the generator makes: partial usage, missing results, records
 * without end, overlapping invocations, a second evaluator), the CLI's
 * text, `--details` and `--json` outputs equal the whole
 * report rendered at once, byte for byte, with the same exit status.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateEvidence } from '../../bench/generate.js'
import { DISTINCT_OUTPUT_MODES, expectCliEqualsInMemory } from '../support/in-memory-cli.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'fc-cli-streaming-bench-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('CLI on generated benchmark evidence = the whole report rendered at once', () => {
  it.each([
    [1, 2, 'incomplete'],
    [2, 2, 'warnings'],
    [3, 3, 'never']
  ] as const)('seed %i, %i configurations, --fail-on %s', async (seed, configurations, policy) => {
    const g = await generateEvidence({ attempts: 200, seed, configurations, outDir: path.join(root, `seed-${seed}`) })
    expect([g.attempts, g.requests]).toEqual([200, 400])
    const report = await expectCliEqualsInMemory(g.manifestPath, policy, DISTINCT_OUTPUT_MODES)
    expect(report.attempts.length).toBe(200)
    expect(report.configurations.map((c) => c.attempts.listed)).toEqual(configurations === 2 ? [100, 100] : [67, 67, 66])
    // The data set reaches the gaps the streamed output must carry: requests without a full result.
    const gaps = report.attempts.flatMap((a) => a.requests).filter((r) => r.evidence !== 'full_result').length
    expect(gaps).toBe(g.kinds.result_missing + g.kinds.record_without_end + g.kinds.missing)
    expect(gaps).toBeGreaterThan(0)
  })
})
