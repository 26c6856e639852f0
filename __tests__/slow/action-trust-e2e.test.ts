/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub): the
 * action's trust boundary — evidence for a configuration comes only from the
 * artifacts matched for it, of the run it was taken from; an artifact that
 * failed its digest or belongs to another run is never read — and the
 * inputs and publishing channels that must fail alone.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ReportSchema, type Report } from '../../src/comparison/report/report-schema.js'
import { artifactFiles, type AttemptSpec } from '../support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js'
import { AGENT_A, trial } from '../support/harbor-synthetic.js'
import { runAction, type ActionRun } from '../support/run-action.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path'], 'utf8')))
const ourComments = (f: FakeGitHub): string[] =>
  f
    .commentsOn()
    .filter((c) => c.body.startsWith(MARKER))
    .map((c) => c.body)
const spec = (configuration: string, inputTokens: number, passed = true): AttemptSpec => ({
  configuration,
  task: 't',
  revision: 'r1',
  attempt: '1',
  inputTokens,
  outputTokens: 100,
  costUsd: 0.01,
  passed
})
/** Per configuration: [id, input tokens observed, pass fraction, complete]. */
const figures = (report: Report): Array<[string, number | null, number | null, boolean]> =>
  report.configurations.map((c) => [c.id, c.usage.input_tokens.observed, c.evaluation.pass_fraction, c.complete])
const INVENTORY = { tasks: 't@r1', 'attempts-per-task': '1', 'github-token': 'ghs_trust' }

describe('case 1: index files belong to the configuration whose artifacts they came from', () => {
  it("a candidate artifact declaring baseline's attempt is refused and named; baseline keeps its own figures; the gate fails", async () => {
    fake = await startFakeGitHub({
      artifacts: [
        { name: 'eval-baseline-1', files: artifactFiles([spec('baseline', 4000)]) },
        {
          name: 'eval-candidate-1',
          files: artifactFiles([spec('candidate', 1000), { ...spec('baseline', 999_999, false), folder: 'forged' }])
        }
      ]
    })
    // Candidate listed first: before the boundary, its forged file replaced baseline's real attempt.
    const run = await runAction({
      inputs: { ...INVENTORY, configurations: 'candidate: eval-candidate-*\nbaseline: eval-baseline-*' },
      env: fake.env()
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(figures(report)).toEqual([
      ['candidate', 1000, 1, true],
      ['baseline', 4000, 1, true]
    ])
    const candidate = report.artifacts.find((a) => a.name === 'eval-candidate-1')
    expect(candidate?.refused).toEqual([
      {
        file: 'forged/fabric-attempt.json',
        reason:
          'declares configuration "baseline", but the artifact was matched for candidate (add `relabel` to the configuration line to take it under that id)'
      }
    ])
    expect(report.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['attempt_index_foreign_configuration', 'eval-candidate-1/forged/fabric-attempt.json']
    ])
    expect(report.gate.reasons).toContain(
      'artifact eval-candidate-1 (this run): 1 file refused (forged/fabric-attempt.json: declares configuration "baseline", but the artifact was matched for candidate (add `relabel` to the configuration line to take it under that id))'
    )
    expect(ourComments(fake)[0]).toContain(
      'artifact eval-candidate-1 (this run): 1 file refused (forged/fabric-attempt.json: declares configuration "baseline"'
    )
  })

  it("`relabel` takes the default branch run's candidate attempts as the baseline (the README recipe)", async () => {
    fake = await startFakeGitHub({
      runId: 4242,
      artifacts: [
        { name: 'eval-candidate-1', runId: 9001, files: artifactFiles([{ ...spec('candidate', 4000), runtimeId: 'rt-run-9001' }]) },
        { name: 'eval-candidate-1', files: artifactFiles([spec('candidate', 1000)]) }
      ]
    })
    const run = await runAction({
      inputs: { ...INVENTORY, configurations: 'baseline: eval-candidate-* run-id=9001 relabel\ncandidate: eval-candidate-*' },
      env: fake.env()
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true' })
    const report = reportOf(run)
    expect(figures(report)).toEqual([
      ['baseline', 4000, 1, true],
      ['candidate', 1000, 1, true]
    ])
    expect(report.artifacts.map((a) => [a.name, a.run, a.status, a.refused])).toEqual([
      ['eval-candidate-1', 'run 9001 of octo-org/octo-repo', 'downloaded', undefined],
      ['eval-candidate-1', 'this run', 'downloaded', undefined]
    ])
  })
})

describe('case 2: two index files for one attempt', () => {
  const rerun = (staleAt: string, goodAt: string) => [
    { name: 'eval-candidate-1-attempt1', createdAt: staleAt, files: artifactFiles([spec('candidate', 300, false)]) },
    { name: 'eval-candidate-1-attempt2', createdAt: goodAt, files: artifactFiles([spec('candidate', 1000, true)]) }
  ]

  it('the newer upload wins (never name order) and the superseded file is named', async () => {
    fake = await startFakeGitHub({ artifacts: rerun('2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z') })
    const run = await runAction({ inputs: { ...INVENTORY, configurations: 'candidate: eval-candidate-*' }, env: fake.env() })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(figures(report)).toEqual([['candidate', 1000, 1, true]])
    expect(report.diagnostics).toEqual([
      {
        code: 'attempt_index_superseded',
        message:
          'eval-candidate-1-attempt1/t/1/fabric-attempt.json (uploaded 2026-03-01T10:00:00.000Z) is superseded by the newer upload eval-candidate-1-attempt2/t/1/fabric-attempt.json (2026-03-01T11:00:00.000Z) for candidate/t@r1#1; not read',
        file: 'eval-candidate-1-attempt1/t/1/fabric-attempt.json'
      }
    ])
    expect(report.artifacts.map((a) => [a.name, a.created_at])).toEqual([
      ['eval-candidate-1-attempt1', '2026-03-01T10:00:00.000Z'],
      ['eval-candidate-1-attempt2', '2026-03-01T11:00:00.000Z']
    ])
  })

  it('when the order cannot be told the attempt is ambiguous: no figures from either, named, the gate fails', async () => {
    fake = await startFakeGitHub({ artifacts: rerun('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z') })
    const run = await runAction({ inputs: { ...INVENTORY, configurations: 'candidate: eval-candidate-*' }, env: fake.env() })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(figures(report)).toEqual([['candidate', null, null, false]])
    expect(report.attempts.map((a) => [a.key, a.missing])).toEqual([['candidate/t@r1#1', true]])
    expect(report.diagnostics.map((d) => d.code)).toEqual(['attempt_index_ambiguous'])
    expect(report.diagnostics[0].message).toBe(
      'candidate/t@r1#1 is declared by 2 index files (eval-candidate-1-attempt1/t/1/fabric-attempt.json, eval-candidate-1-attempt2/t/1/fabric-attempt.json) whose upload order cannot be told; no figures are taken from either'
    )
  })
})

describe('case 4: artifacts are checked against the run they were requested from', () => {
  it("an artifact whose workflow_run.id is another run's is refused, never downloaded, and named", async () => {
    fake = await startFakeGitHub({
      runId: 555,
      artifacts: [
        { name: 'eval-candidate-1', id: 3001, runId: 555, files: artifactFiles([spec('candidate', 1000)]) },
        {
          name: 'eval-candidate-2',
          id: 3002,
          runId: 999,
          listedInRun: 555,
          files: artifactFiles([{ ...spec('candidate', 7), attempt: '2' }])
        }
      ]
    })
    const run = await runAction({
      inputs: {
        configurations: 'candidate: eval-candidate-*',
        tasks: 't@r1',
        'attempts-per-task': '2',
        'run-id': '555',
        'github-token': 'ghs_trust'
      },
      env: fake.env()
    })
    expect(run.exitCode).toBe(1)
    const report = reportOf(run)
    expect(report.artifacts.map((a) => [a.name, a.status, a.error])).toEqual([
      ['eval-candidate-1', 'downloaded', null],
      ['eval-candidate-2', 'wrong_run', 'its workflow_run.id is 999, not the requested run 555']
    ])
    expect(fake.requests.filter((r) => r.route === 'artifact-zip').map((r) => r.path)).toEqual([
      '/repos/octo-org/octo-repo/actions/artifacts/3001/zip'
    ])
    expect(figures(report)).toEqual([['candidate', 1000, 1, false]])
    expect(report.attempts.filter((a) => a.missing).map((a) => a.key)).toEqual(['candidate/t@r1#2'])
    expect(report.gate.reasons[0]).toBe(
      'artifact eval-candidate-2 (run 555 of octo-org/octo-repo): listed for this run but belongs to another workflow run: refused, not downloaded (its workflow_run.id is 999, not the requested run 555)'
    )
  })
})

describe('case 5: `harbor-jobs` never reads an artifact that failed its digest', () => {
  it('`**/jobs/*` globs per trusted artifact folder, not from the download root', async () => {
    const job = (name: string, task: string): Record<string, string> => ({
      [`jobs/${name}/${task}__1/result.json`]: JSON.stringify((trial(`${task}__1`, task, AGENT_A, 1) as { json: unknown }).json)
    })
    fake = await startFakeGitHub({
      artifacts: [
        { name: 'harbor-good', files: job('job-a', 'task-good') },
        { name: 'harbor-bad', files: job('job-b', 'task-tampered'), badDigest: true }
      ]
    })
    const run = await runAction({ inputs: { 'harbor-jobs': '**/jobs/*', 'fail-on': 'never', comment: 'false' }, env: fake.env() })
    expect(run.exitCode).toBe(0)
    const report = reportOf(run)
    expect(report.attempts.map((a) => [a.task, a.declared_in?.artifact])).toEqual([['task-good', 'harbor-good']])
    expect(report.artifacts.map((a) => [a.name, a.status])).toEqual([
      ['harbor-bad', 'digest_mismatch'],
      ['harbor-good', 'downloaded']
    ])
    expect(report.complete).toBe(false)
  })
})

describe('case 6: numeric inputs are bounded', () => {
  it('attempts-per-task 99999999999999999999 is an error annotation at once, with outputs set', async () => {
    const run = await runAction({
      inputs: { configurations: 'c: eval-*', tasks: 't@r1', 'attempts-per-task': '99999999999999999999' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([
      '::error::input `attempts-per-task`: "99999999999999999999" is not a whole number from 1 to 1,000'
    ])
    expect(run.outputs).toEqual({ complete: 'false', 'gate-passed': 'false' })
  })

  it('an expected inventory above 50,000 attempts is refused before it is built', async () => {
    const tasks = Array.from({ length: 51 }, (_, i) => `task-${i}@r1`).join('\n')
    const run = await runAction({
      inputs: { configurations: 'c: eval-*', tasks, 'attempts-per-task': '1000', 'evidence-path': os.tmpdir() },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([
      '::error::the expected inventory is 51 tasks × 1000 attempts × 1 configurations = 51,000 attempts, above the limit of 50,000'
    ])
  })
})

describe('case 7: each publishing channel fails on its own', () => {
  it('an unwritable job summary is a warning; the verdict, the comment and every output remain', async () => {
    fake = await startFakeGitHub({ artifacts: [{ name: 'eval-candidate-1', files: artifactFiles([spec('candidate', 1000)]) }] })
    const run = await runAction({
      inputs: { ...INVENTORY, configurations: 'candidate: eval-candidate-*' },
      env: { ...fake.env(), GITHUB_STEP_SUMMARY: path.join(os.tmpdir(), 'no-such-folder-fabric-compare', 'summary.md') }
    })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(/^::warning::job summary not written: Unable to access summary file/m)
    expect(Object.keys(run.outputs).sort()).toEqual([
      'budgets-passed',
      'comment-url',
      'complete',
      'gate-passed',
      'notices-count',
      'report-path',
      'summary-json',
      'warnings-count'
    ])
    expect(run.outputs['budgets-passed']).toBe('') // no budget given
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true', 'warnings-count': '1' }) // pricing_basis_missing
    expect(run.outputs['comment-url']).toMatch(/#issuecomment-\d+$/)
    expect(ourComments(fake)).toHaveLength(1)
  })
})

describe('case 9: escaping of untrusted text', () => {
  const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202E', '\u2060', '\u2064', '\u2066', '\u2069', '\uFEFF']

  it('autolink forms and invisible characters never reach the comment, the summary or annotations; log lines are never workflow commands', async () => {
    const task = `fix GH-123 owner/repo#45 deadbeefcafe1234 https://x.example @octocat z${INVISIBLE.join('')}w`
    fake = await startFakeGitHub({
      artifacts: [
        { name: 'eval-candidate-1', files: artifactFiles([{ ...spec('candidate', 1000), task: 'other' }]) },
        { name: 'eval-candidate-\n::warning::forged', files: { 'x.txt': 'x' } }
      ]
    })
    const run = await runAction({
      inputs: {
        configurations: 'candidate: eval-candidate-*',
        tasks: `${task}@r1\nother@r1`,
        'attempts-per-task': '1',
        'github-token': 'ghs_trust',
        'fail-on': 'never'
      },
      env: fake.env()
    })
    expect(run.exitCode).toBe(0)
    const [body] = ourComments(fake)
    for (const text of [body, run.summary]) {
      expect(text).toContain(
        // The attempt key holds spaces: its last word is shaped like an id, a code span (issue 58 item 7).
        'fix GH&#8203;-123 owner/repo#&#8203;45 deadbe&#8203;efcafe&#8203;1234 https:&#8203;//x.example @&#8203;octocat `z<U+200B><U+200C><U+200D>'
      )
      // GitHub links nothing inside code spans; outside them no autolink form survives.
      expect(text.replace(/(`+)[^`]*?\1/g, '')).not.toMatch(/GH-123|#45|deadbeefcafe1234|https:\/\/x|@octocat/)
      for (const c of INVISIBLE) expect(text.includes(c)).toBe(false)
    }
    const annotations = run.stdout.split('\n').filter((l) => /^::(warning|error)::/.test(l))
    expect(annotations.length).toBeGreaterThan(0)
    for (const line of annotations) for (const c of INVISIBLE) expect(line.includes(c)).toBe(false)
    // The hostile artifact name reaches the log only as data: no line of its own starts a workflow command.
    expect(run.stdout.split('\n').filter((l) => /^\s*::warning::forged/.test(l))).toEqual([])
    expect(run.stdout).toContain(':\u200B:warning::forged')
  })
})
