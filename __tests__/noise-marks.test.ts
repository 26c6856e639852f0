/**
 * Direction marks on the first screen (issue 38 item 5): a delta beyond
 * noise says which way and whether that is worse (cost and tokens up =
 * worse, pass fraction down = worse); a delta whose interval includes 0
 * has no mark. The interval is the paired, task-clustered 95 % interval of
 * the mean per attempt (report `comparisons[].noise.*.per_attempt`), checked here
 * against a reference computed in the test from the same per-task figures.
 * Evidence: NeMo Fabric full results and request records
 * (support/attempt-evidence.ts), values invented.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import jStat from 'jstat'
import { ReportSchema, type Report } from '../src/comparison/report-schema.js'
import { artifactFiles, writeEvidenceFolder, type AttemptSpec } from './support/attempt-evidence.js'
import { cli } from './support/cli-golden.js'

const TASKS = ['t/a', 't/b', 't/c', 't/d', 't/e', 't/f']
/** Extra candidate cost per attempt by task (all > 0: beyond noise) and extra input tokens (both signs: within noise). */
const EXTRA_COST = [0.002, 0.004, 0.003, 0.005, 0.001, 0.004]
const EXTRA_INPUT = [300, -200, 100, -400, 250, 50]
/** Candidate verdicts: every attempt of every task fails (baseline passes all): beyond noise, worse. */
const LINES = [
  '--configuration',
  'base: eval-base',
  '--configuration',
  'cand: eval-cand',
  '--pricing',
  'base: list verified',
  '--pricing',
  'cand: list verified'
]

function folder(candidatePasses: boolean): string {
  const specs = (c: 'base' | 'cand'): AttemptSpec[] =>
    TASKS.flatMap((task, i) =>
      ['1', '2'].map((attempt) => ({
        configuration: c,
        task,
        revision: 'r1',
        attempt,
        passed: c === 'base' || candidatePasses,
        inputTokens: 1000 + (c === 'cand' ? EXTRA_INPUT[i]! : 0),
        outputTokens: 100,
        costUsd: 0.01 + (c === 'cand' ? EXTRA_COST[i]! : 0)
      }))
    )
  return writeEvidenceFolder({ 'eval-base': artifactFiles(specs('base')), 'eval-cand': artifactFiles(specs('cand')) })
}

async function compare(root: string, extra: string[]): Promise<{ code: number; stdout: string }> {
  const tasks = path.join(root, 'tasks.txt')
  writeFileSync(tasks, TASKS.map((t) => `${t}@r1\n`).join(''))
  const run = await cli(['--evidence', root, ...LINES, '--tasks', tasks, '--attempts-per-task', '2', ...extra])
  expect(run.stderr).toBe('')
  return run
}

/**
 * The paired, task-clustered interval of the mean difference per attempt, as docs/statistics.md gives it: t with tasks
 * − 1 degrees of freedom over per-task differences (equal attempts per task).
 */
function reference(perTask: number[]): [number, number] {
  const n = perTask.length
  const mean = perTask.reduce((s, x) => s + x, 0) / n
  const sd = Math.sqrt(perTask.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1))
  const half = jStat.studentt.inv(0.975, n - 1) * (sd / Math.sqrt(n))
  return [mean - half, mean + half]
}

describe('direction marks', () => {
  it('cost up in every task is beyond noise and worse; input tokens moving both ways are within noise and unmarked', async () => {
    const root = folder(true)
    const report: Report = ReportSchema.parse(JSON.parse((await compare(root, ['--json'])).stdout))
    const m = report.comparisons[0]!.noise!
    expect([m.cost_usd.side, m.input_tokens.side, m.output_tokens.side]).toEqual(['higher', 'within_noise', null])
    const [low, high] = reference(EXTRA_COST)
    expect(m.cost_usd.per_attempt!.low).toBeCloseTo(low, 9)
    expect(m.cost_usd.per_attempt!.high).toBeCloseTo(high, 9)
    const markdown = (await compare(root, ['--markdown'])).stdout
    expect(markdown).toContain('| cost | \\$0.12 | \\$0.158 | +\\$0.038 (+31.7%) ▲ worse |')
    expect(markdown).toContain('| input tokens | 12,000 | 12,200 | +200 (+1.7%) |')
    expect(markdown).not.toContain('better')
  })

  it('every candidate attempt failing is a pass fraction beyond noise, down, worse — on both pass fraction rows', async () => {
    const report = ReportSchema.parse(JSON.parse((await compare(folder(false), ['--json'])).stdout))
    expect(report.comparisons[0]!.noise!.pass_fraction.side).toBe('lower')
    const markdown = (await compare(folder(false), ['--markdown'])).stdout
    expect(markdown).toContain('| -100.0 pp ▼ worse |')
    expect(markdown).toMatch(/\| pass fraction, paired by task \| {2}\| {2}\| -100\.0 pp \(95 % CI [^)]*\) ▼ worse/)
  })
})
