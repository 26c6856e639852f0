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
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
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

function folder(candidatePasses: boolean, tasks = TASKS, extraInput = EXTRA_INPUT): string {
  const specs = (c: 'base' | 'cand'): AttemptSpec[] =>
    tasks.flatMap((task, i) =>
      ['1', '2'].map((attempt) => ({
        configuration: c,
        task,
        revision: 'r1',
        attempt,
        passed: c === 'base' || candidatePasses,
        inputTokens: 1000 + (c === 'cand' ? extraInput[i]! : 0),
        outputTokens: 100,
        costUsd: 0.01 + (c === 'cand' ? EXTRA_COST[i]! : 0)
      }))
    )
  return writeEvidenceFolder({ 'eval-base': artifactFiles(specs('base')), 'eval-cand': artifactFiles(specs('cand')) })
}

async function compare(root: string, extra: string[], names = TASKS): Promise<{ code: number; stdout: string }> {
  const tasks = path.join(root, 'tasks.txt')
  writeFileSync(tasks, names.map((t) => `${t}@r1\n`).join(''))
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
    // Output tokens are the same on every attempt: 0 on every task, decided by the sign-flip test (p 1), no mark.
    expect([m.cost_usd.side, m.input_tokens.side, m.output_tokens.side]).toEqual(['higher', 'within_noise', 'within_noise'])
    expect(m.output_tokens.test).toEqual({ method: 'sign_flip_exact', tasks: 0, p_two_sided: 1, smallest_p: 1 })
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

/** The note every usage row shares when all tasks moved alike (the comment's footnote, the text's line after the table). */
const SIX_ALIKE =
  'all 6 paired tasks moved the same way per attempt (no spread between tasks for an interval); exact sign-flip test over the tasks, two-sided p 1/32 (0.0313): beyond noise at 5 %'

describe('every task moving alike (issue 58 item 8): decided by the exact sign-flip test', () => {
  it('the paired example: +300 input tokens per attempt on each of 6 tasks is beyond noise, p = 1/32, in JSON, comment, job summary and text', async () => {
    const manifest = 'examples/paired-comparison/manifest.json'
    const report = ReportSchema.parse(JSON.parse((await cli([manifest, '--json', '--fail-on', 'never'])).stdout))
    const n = report.comparisons[0]!.noise!
    // No interval (no spread), but a decision: 2 of the 2^6 sign assignments reach |Σ dᵢ| = 6 · 300.
    expect(n.input_tokens.per_attempt).toMatchObject({ estimate: 300, low: null, high: null })
    expect(n.input_tokens.per_attempt!.reason).toContain('no spread between tasks')
    expect(n.input_tokens).toMatchObject({
      side: 'higher',
      test: { method: 'sign_flip_exact', tasks: 6, p_two_sided: 1 / 32, smallest_p: 1 / 32 }
    })
    expect([n.output_tokens.side, n.total_tokens.side, n.cost_usd.side]).toEqual(['higher', 'higher', 'higher'])
    const comment = (await cli([manifest, '--markdown', '--fail-on', 'never'])).stdout
    expect(comment).toContain('| input tokens | 29,070 | 34,470 | +5,400 (+18.6%) ▲ worse ¹ |')
    expect(comment).toContain(`¹ ${SIX_ALIKE}`)
    const summary = (await cli([manifest, '--summary-markdown', '--fail-on', 'never'])).stdout
    expect(summary).toContain('| input tokens | 29,070 | 34,470 | +5,400 (+18.6%) ▲ worse ¹ |')
    expect(summary).toContain(`¹ ${SIX_ALIKE}`)
    const text = (await cli([manifest, '--fail-on', 'never'])).stdout
    expect(text).toMatch(/\n {2}input tokens +29,070 +34,470 +\+5,400 \(\+18\.6%\) ▲ worse\n/)
    expect(text).toContain(`\n  input tokens, output tokens, total tokens, cost: ${SIX_ALIKE}\n`)
  })

  it('5 tasks with the same +300 per attempt are not marked, and say why: 1/16 is the smallest p 5 tasks can give', async () => {
    const five = TASKS.slice(0, 5)
    const root = folder(true, five, [300, 300, 300, 300, 300])
    const report = ReportSchema.parse(JSON.parse((await compare(root, ['--json'], five)).stdout))
    expect(report.comparisons[0]!.noise!.input_tokens).toMatchObject({
      side: 'within_noise',
      test: { method: 'sign_flip_exact', tasks: 5, p_two_sided: 1 / 16, smallest_p: 1 / 16 }
    })
    const markdown = (await compare(root, ['--markdown'], five)).stdout
    expect(markdown).toMatch(/\| input tokens \| 10,000 \| 13,000 \| \+3,000 \(\+30\.0%\) (.) \|/)
    expect(markdown).not.toMatch(/\| input tokens \|[^\n]*▲/)
    const why =
      'all 5 paired tasks moved the same way per attempt (no spread between tasks for an interval); exact sign-flip test over the tasks, two-sided p 1/16 (0.0625), the smallest p 5 tasks can give: not beyond noise at 5 %; 6 tasks moving alike would be'
    const marker = /\| input tokens \| [^\n]* (.) \|/.exec(markdown)![1]!
    expect(markdown).toContain(`${marker} ${why}`)
  })
})
