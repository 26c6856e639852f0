/**
 * `fabric-compare --harbor-job` on a Harbor job tree built from the real
 * ThinHarness fixtures (__tests__/fixtures/real/harbor-thinharness-pairwise):
 * the text output is golden, and its figures are pinned through --json.
 * Regenerate on purpose: `UPDATE_GOLDEN=1 npm test -- __tests__/cli-harbor.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Report } from '../src/comparison/report/report-schema.js'
import { buildHarborTree, PAIRWISE_JOBS, PAIRWISE_MAP } from './support/harbor-tree.js'
import { cli as runInProcess, golden } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

let root: string
let jobDirs: string[]
let mapFile: string

beforeAll(async () => {
  ;({ root, jobDirs } = await buildHarborTree(PAIRWISE_JOBS))
  const dir = tempFolder('fabric-compare-map-')
  mapFile = path.join(dir, 'configurations.json')
  await writeFile(mapFile, JSON.stringify(PAIRWISE_MAP))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = await runInProcess(args)
  // Temp folder names vary between runs; the job folder names inside them do not.
  return { ...run, stdout: run.stdout.split(root).join('<jobs>') }
}

const harborArgs = (): string[] => [...jobDirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', mapFile]

describe('fabric-compare --harbor-job on the real ThinHarness trials', () => {
  it('prints the comparison (golden) and fails the default gate: inventories are unverified', async () => {
    const run = await cli(harborArgs())
    expect(besidesGateLine(run.stderr)).toBe('')
    expect(run.code).toBe(1)
    golden('harbor-pairwise.txt', run.stdout)
  })

  it('pins the figures: harness counters as accounting, verdicts with denominators, no cost', async () => {
    const run = await cli([...harborArgs(), '--json'])
    const report = JSON.parse(run.stdout) as Report
    const [pi, thin] = report.configurations
    expect([
      pi.id,
      pi.attempts.listed,
      pi.requests.from_harness_counters,
      pi.usage.input_tokens.observed,
      pi.usage.output_tokens.observed
    ]).toEqual(['pi', 1, 1, 18684, 2340])
    expect(pi.usage.cost_usd).toEqual({ observed: null, reported_by: 0, expected: 1, complete: false })
    expect([thin.id, thin.attempts.listed, thin.requests.from_harness_counters]).toEqual(['thinharness', 3, 3])
    // nginx 9037; tune-mjcf timed out with null counters; vulnerable-secret failed before usage
    expect(thin.usage.input_tokens).toEqual({ observed: 9037, reported_by: 1, expected: 3, complete: false })
    expect(thin.evaluation).toMatchObject({ listed: 3, evaluated: 2, passed: 0, not_evaluated: 1, pass_fraction: 0 })
    expect(pi.evaluation).toMatchObject({ listed: 1, evaluated: 1, passed: 1, pass_fraction: 1 })
    expect(report.comparisons[0].inventory.matched).toBe(false)
    expect(report.comparisons[0].metrics.pass_fraction.delta).toBeNull()
  })

  it('reads a TB1 run folder with --tb1-run', async () => {
    const dir = tempFolder('fabric-compare-tb1-')
    const src = '__tests__/fixtures/real/tb1-leaderboard'
    // TB1 layout: <run>/<task>/<trial_name>/results.json
    for (let k = 1; k <= 5; k++) {
      const trial = path.join(dir, 'blind-maze-explorer-5x5', `blind-maze-explorer-5x5.${k}-of-5`)
      await mkdir(trial, { recursive: true })
      await writeFile(
        path.join(trial, 'results.json'),
        readFileSync(path.join(src, `orchestrator-opus41.blind-maze-explorer-5x5.${k}-of-5.results.json`))
      )
    }
    const run = await cli(['--tb1-run', dir, '--json', '--fail-on', 'never'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as Report
    expect(report.configurations).toHaveLength(1)
    expect(report.configurations[0].attempts.listed).toBe(5)
  })
})
