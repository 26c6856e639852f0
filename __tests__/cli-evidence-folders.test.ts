/**
 * What CI compares, run locally (issue 38 item 4): the CLI reads attempt
 * index folders as the action reads its artifacts (`--configuration` lines
 * over the sub-folders of `--evidence`, `--tasks` and `--attempts-per-task`
 * for the expected inventory, `--pricing`, `--evaluator`), and Harbor job
 * folders given as a quoted glob or a shell-expanded list. The byte-for-byte
 * comparison with the action's comment is in readme-workflow.test.ts.
 * Attempt evidence shaped as support/attempt-evidence.ts (NeMo Fabric full
 * results and request records); Harbor trials as baseline-choice.test.ts.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { artifactFiles, writeEvidenceFolder, type AttemptSpec } from './support/attempt-evidence.js'
import { cli } from './support/cli-golden.js'
import { cleanTrees, jobConfig, mapFile, trial, tree } from './support/harbor-synthetic.js'
import { tempFolder } from './support/temp-folder.js'

afterAll(cleanTrees)

const spec = (configuration: string, task: string, attempt: string, extra: Partial<AttemptSpec> = {}): AttemptSpec => ({
  configuration,
  task,
  revision: 'r1',
  attempt,
  passed: true,
  inputTokens: configuration === 'base' ? 1000 : 1300,
  outputTokens: 100,
  costUsd: 0.01,
  ...extra
})

/** Two configurations, two tasks, two attempts each; `drop` leaves an attempt out of its artifact. */
function twoConfigurations(drop: string | null = null): string {
  const specs = (c: string) =>
    ['calc/add', 'calc/mul']
      .flatMap((task) => ['1', '2'].map((a) => spec(c, task, a)))
      .filter((s) => `${s.configuration}/${s.task}#${s.attempt}` !== drop)
  return writeEvidenceFolder({
    'eval-base': artifactFiles(specs('base')),
    'eval-cand': artifactFiles(specs('cand')),
    'unrelated-logs': { 'x.txt': 'not evidence' }
  })
}

/** The file map with every index file's `evaluation.evaluator` taken out. */
function withoutEvaluators(files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [file, text] of Object.entries(files)) {
    if (!file.endsWith('fabric-attempt.json')) {
      out[file] = text
      continue
    }
    const index = JSON.parse(text) as { evaluation?: { evaluator?: unknown } }
    expect(index.evaluation?.evaluator).toBeDefined()
    delete index.evaluation!.evaluator
    out[file] = JSON.stringify(index)
  }
  return out
}

function tasksFile(): string {
  const f = path.join(tempFolder('cli-tasks-'), 'tasks.txt')
  writeFileSync(f, 'calc/add@r1\ncalc/mul@r1\n')
  return f
}

const LINES = ['--configuration', 'base: eval-base', '--configuration', 'cand: eval-cand']

async function json(args: string[]): Promise<{ code: number; stderr: string; report: Report }> {
  const run = await cli([...args, '--json'])
  return { code: run.code, stderr: run.stderr, report: ReportSchema.parse(JSON.parse(run.stdout)) }
}

describe('--configuration: attempt index folders, as the action reads them', () => {
  it('with the expected inventory: every attempt accounted for, the artifacts no line matches left alone, deltas shown', async () => {
    const root = twoConfigurations()
    const { code, report } = await json([
      '--evidence',
      root,
      ...LINES,
      '--tasks',
      tasksFile(),
      '--attempts-per-task',
      '2',
      '--pricing',
      'base: list-2026 verified',
      '--pricing',
      'cand: list-2026 verified'
    ])
    expect([code, report.complete, report.comparisons[0]!.metrics.input_tokens.delta]).toEqual([0, true, 1200])
    expect(
      report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.missing, c.usage.input_tokens.observed, c.cost_basis])
    ).toEqual([
      ['base', 4, 0, 4000, 'list-2026'],
      ['cand', 4, 0, 5200, 'list-2026']
    ])
    expect(report.attempts.map((a) => a.declared_in?.artifact)).toEqual([
      'eval-base',
      'eval-base',
      'eval-base',
      'eval-base',
      'eval-cand',
      'eval-cand',
      'eval-cand',
      'eval-cand'
    ])
  })

  it('an attempt without an index file is missing against the inventory; without --tasks the list is unverified and nothing is called missing', async () => {
    const root = twoConfigurations('cand/calc/mul#2')
    const expected = await json(['--evidence', root, ...LINES, '--tasks', tasksFile(), '--attempts-per-task', '2'])
    expect(expected.report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.missing])).toEqual([
      ['base', 4, 0],
      ['cand', 4, 1]
    ])
    expect(expected.report.gate.reasons.join('\n')).toContain('cand/calc/mul@r1#2')
    const unverified = await json(['--evidence', root, ...LINES])
    expect(unverified.report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.missing])).toEqual([
      ['base', 4, 0],
      ['cand', 3, 0]
    ])
    expect(unverified.report.complete).toBe(false)
  })

  it('an index file naming another configuration is refused on its artifact unless the line says relabel', async () => {
    const root = writeEvidenceFolder({
      'eval-base': artifactFiles([spec('base', 'calc/add', '1')]),
      'eval-cand': artifactFiles([spec('base', 'calc/add', '1', { runtimeId: 'other' })])
    })
    const refused = await json(['--evidence', root, ...LINES])
    expect(refused.report.artifacts.flatMap((a) => (a.refused ?? []).map((r) => [a.name, r.reason]))).toEqual([
      [
        'eval-cand',
        'declares configuration "base", but the artifact was matched for cand (add `relabel` to the configuration line to take it under that id)'
      ]
    ])
    const relabelled = await json(['--evidence', root, '--configuration', 'base: eval-base', '--configuration', 'cand: eval-cand relabel'])
    expect(relabelled.report.configurations.map((c) => [c.id, c.attempts.listed])).toEqual([
      ['base', 1],
      ['cand', 1]
    ])
  })

  it('--evaluator names the evaluator of verdicts whose index file names none', async () => {
    const root = writeEvidenceFolder({
      'eval-base': withoutEvaluators(artifactFiles([spec('base', 'calc/add', '1')])),
      'eval-cand': withoutEvaluators(artifactFiles([spec('cand', 'calc/add', '1')]))
    })
    const { report } = await json([
      '--evidence',
      root,
      ...LINES,
      '--evaluator',
      'base: calc-verifier 2.0',
      '--evaluator',
      'cand: calc-verifier 2.0'
    ])
    expect(new Set(report.attempts.map((a) => JSON.stringify(a.evaluation?.evaluator ?? null)))).toEqual(
      new Set([JSON.stringify({ name: 'calc-verifier', version: '2.0' })])
    )
  })

  it('summarize takes the same lines, and its merge is the comparison', async () => {
    const root = twoConfigurations()
    const out = path.join(tempFolder('cli-shard-'), 's.json')
    const summarized = await cli(['summarize', '--evidence', root, ...LINES, '--out', out])
    expect([summarized.code, summarized.stderr, summarized.stdout]).toEqual([0, '', expect.stringMatching(/: 8 attempts → /)])
    const merged = await cli(['merge', out, '--markdown'])
    const direct = await cli(['--evidence', root, ...LINES, '--markdown'])
    expect(merged.stdout).toBe(direct.stdout)
  })

  it.each([
    [
      ['--tasks', 'tasks.txt', '--attempts-per-task', '2', 'm.json'],
      "--tasks goes with --configuration 'ID: PATTERN' (attempt index folders, as the action's `configurations` input)"
    ],
    [
      ['--evidence', 'e', '--harbor-job', 'j'],
      "--evidence goes with --configuration 'ID: PATTERN' (attempt index folders, as the action's `configurations` input)"
    ],
    [[...LINES, 'm.json'], 'give one source: a manifest, --harbor-job / --tb1-run folders, or --configuration attempt index folders'],
    [
      [...LINES, '--tasks', 't.txt'],
      '--tasks and --attempts-per-task go together: the expected inventory is every task × N attempts for each configuration'
    ],
    [[...LINES, '--tasks', 't.txt', '--attempts-per-task', '0'], '--attempts-per-task: "0" is not a whole number from 1 to 1,000'],
    [['--configuration', 'base eval-base'], '--configuration: "base eval-base" is not `id: value`'],
    [['--configuration', 'base: eval-base', '--configuration', 'base: other'], '--configuration: configuration "base" is declared twice'],
    [
      ['--configuration', 'base: eval-base run-id=5 repository=o/r'],
      '--configuration "base": run-id= and run=default-branch download a run\'s artifacts, which only the action does; download them (gh run download RUN --dir DIR) and give --evidence DIR'
    ],
    [
      ['--configuration', 'base: eval-base run=default-branch'],
      '--configuration "base": run-id= and run=default-branch download a run\'s artifacts, which only the action does; download them (gh run download RUN --dir DIR) and give --evidence DIR'
    ],
    [
      [...LINES, '--pass-threshold', '0.5'],
      '--configuration-map, --configuration-by, --pass-threshold, --reward-key and --reward-file are for Harbor jobs; attempt index files name their configuration'
    ],
    [
      [...LINES, '--reward-key', 'reward_strict'],
      '--configuration-map, --configuration-by, --pass-threshold, --reward-key and --reward-file are for Harbor jobs; attempt index files name their configuration'
    ],
    [
      ['summarize', ...LINES, '--tasks', 't.txt', '--attempts-per-task', '1', '--out', 's.json'],
      "summarize: --tasks and --attempts-per-task declare the whole run's inventory, which a shard holds part of, and the CLI's merge does not take them yet: compare the folders in one run (fabric-compare --evidence DIR --configuration … --tasks …), or give them to the action's merge mode"
    ],
    [
      ['--evaluator', 'base: x'],
      "--evaluator goes with --configuration 'ID: PATTERN' (attempt index folders, as the action's `configurations` input)"
    ]
  ])('usage error: %j', async (args, message) => {
    const run = await cli(args)
    expect([run.code, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', `fabric-compare: ${message}`])
  })

  it('a pattern no sub-folder matches, and a --pricing or --evaluator id no --configuration has, are usage errors naming them', async () => {
    const root = twoConfigurations()
    const typo = await cli(['--evidence', root, '--configuration', 'base: eval-base', '--configuration', 'cand: eval-cnd'])
    expect([typo.code, typo.stderr]).toEqual([
      2,
      `fabric-compare: --configuration "cand: eval-cnd": no sub-folder of ${root} matches "eval-cnd" (its sub-folders: "eval-base", "eval-cand", "unrelated-logs")\n`
    ])
    const pricing = await cli(['--evidence', root, ...LINES, '--pricing', 'cnd: list verified'])
    expect([pricing.code, pricing.stderr]).toEqual([
      2,
      'fabric-compare: --pricing "cnd": no --configuration has this id (configurations: "base", "cand")\n'
    ])
    const evaluator = await cli(['--evidence', root, ...LINES, '--evaluator', 'bse: judge 1'])
    expect([evaluator.code, evaluator.stderr]).toEqual([
      2,
      'fabric-compare: --evaluator "bse": no --configuration has this id (configurations: "base", "cand")\n'
    ])
  })

  it('an evidence folder or tasks file that cannot be read is named with its option', async () => {
    const missing = path.join(tempFolder('cli-evidence-'), 'nowhere')
    const noFolder = await cli(['--evidence', missing, ...LINES])
    expect([noFolder.code, noFolder.stderr]).toEqual([
      2,
      expect.stringMatching(new RegExp(`^fabric-compare: --evidence: cannot read ${missing}: `))
    ])
    const noTasks = await cli(['--evidence', twoConfigurations(), ...LINES, '--tasks', 'no-such-tasks.txt', '--attempts-per-task', '1'])
    expect([noTasks.code, noTasks.stderr]).toEqual([2, 'fabric-compare: --tasks: cannot read no-such-tasks.txt: no such file\n'])
  })
})

describe('Harbor job folders as a glob or a shell-expanded list', () => {
  const A = { name: 'terminus-2', model_name: 'openai/gpt-5', kwargs: {} }
  const B = { name: 'terminus-2', model_name: 'openai/gpt-5-mini', kwargs: {} }
  const TASKS = ['org/a', 'org/b']
  async function jobs(): Promise<string[]> {
    const trials = (agent: object, s: string) =>
      TASKS.map((task) => ({ name: `${task.slice(4)}__${s}`, files: { 'result.json': trial(`${task.slice(4)}__${s}`, task, agent, 1) } }))
    return tree([
      { name: 'job-1', files: { 'config.json': jobConfig([A], TASKS, 1) }, trials: trials(A, 'b') },
      { name: 'job-2', files: { 'config.json': jobConfig([B], TASKS, 1) }, trials: trials(B, 's') },
      { name: 'job-3', files: { 'config.json': jobConfig([A], TASKS, 1) }, trials: trials(A, 'c') }
    ])
  }
  const MAP = { 'terminus-2@openai/gpt-5': 'big', 'terminus-2@openai/gpt-5-mini': 'small' }

  it("--harbor-job 'jobs/*' (quoted), --harbor-job a b c (as the shell expands it) and one flag per folder give the same report", async () => {
    const dirs = await jobs()
    const map = mapFile(MAP)
    const repeated = await cli([...dirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', map, '--json'])
    expect(repeated.stderr).toBe('')
    expect(ReportSchema.parse(JSON.parse(repeated.stdout)).configurations.map((c) => [c.id, c.attempts.listed])).toEqual([
      ['big', 4],
      ['small', 2]
    ])
    const glob = await cli(['--harbor-job', `${path.dirname(dirs[0]!)}/job-*`, '--configuration-map', map, '--json'])
    const expanded = await cli(['--harbor-job', ...dirs, '--configuration-map', map, '--json'])
    expect(glob).toEqual(repeated)
    expect(expanded).toEqual(repeated)
  })

  it('the command word after a folder stays the command: --harbor-job DIR summarize --out FILE', async () => {
    const dirs = await jobs()
    const out = path.join(tempFolder('cli-shard-'), 's.json')
    const run = await cli(['--harbor-job', dirs[0]!, 'summarize', '--out', out])
    expect([run.code, run.stderr]).toEqual([0, ''])
    expect(run.stdout).toMatch(/^shard summary sha256:[0-9a-f]{64}: 2 attempts → /)
  })

  it('a glob matching no folder is a usage error naming it; a manifest after the folders is refused, not read as a job', async () => {
    const dirs = await jobs()
    const none = await cli(['--harbor-job', `${path.dirname(dirs[0]!)}/nothing-*`])
    expect([none.code, none.stderr.split('\n')[0]]).toEqual([
      2,
      `fabric-compare: --harbor-job ${JSON.stringify(`${path.dirname(dirs[0]!)}/nothing-*`)}: no folder matches this glob (relative to ${process.cwd()})`
    ])
    const both = await cli(['--harbor-job', dirs[0]!, 'manifest.json'])
    expect([both.code, both.stderr.split('\n')[0]]).toEqual([
      2,
      'fabric-compare: give either a manifest or --harbor-job / --tb1-run folders, not both'
    ])
  })
})
