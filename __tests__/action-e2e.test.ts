/**
 * End-to-end: the bundled action (`node dist/index.js`) as a process against
 * a fake GitHub on 127.0.0.1 serving real zip archives — REST run artifacts
 * (another run, via `run-id`), the Twirp results service (this run) and
 * issue comments with pagination.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { artifactFiles, type AttemptSpec } from './support/attempt-evidence.js'
import { checkStructure, textOutsideCode } from './support/gfm-structure.js'
import { otherUsersComments, startFakeGitHub, type FakeArtifactSpec, type FakeGitHub } from './support/fake-github.js'
import { buildHarborTree, PAIRWISE_JOBS } from './support/harbor-tree.js'
import { runAction, type ActionRun } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const BASELINE_RUN = 9001
const TASKS = [
  { task: 'calc/add', revision: 'r1' },
  { task: 'calc/mul', revision: 'r1' }
]

function attempts(configuration: string, skip: string[] = []): AttemptSpec[] {
  return TASKS.flatMap((t) =>
    ['1', '2']
      .filter((a) => !skip.includes(`${t.task}#${a}`))
      .map((attempt) => ({ configuration, ...t, attempt, inputTokens: 1000, outputTokens: 250, costUsd: 0.02 }))
  )
}

/** Baseline from another run (REST + token), candidate from this run (Twirp). */
function artifacts(options: { skipCandidate?: string[]; badDigest?: boolean } = {}): FakeArtifactSpec[] {
  return [
    { name: 'eval-baseline', runId: BASELINE_RUN, files: artifactFiles(attempts('baseline')) },
    { name: 'eval-candidate', files: artifactFiles(attempts('candidate', options.skipCandidate)), badDigest: options.badDigest }
  ]
}

const INPUTS = {
  configurations: `baseline: eval-baseline run-id=${BASELINE_RUN}\ncandidate: eval-candidate`,
  tasks: TASKS.map((t) => `${t.task}@${t.revision}`).join('\n'),
  'attempts-per-task': '2',
  pricing: 'baseline: list-2026-07 verified\ncandidate: list-2026-07 verified',
  'github-token': 'ghs_e2e_token'
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

function reportOf(run: ActionRun): Report {
  return ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path'], 'utf8')))
}

function ourComments(f: FakeGitHub): string[] {
  return f
    .commentsOn()
    .filter((c) => c.body.startsWith(MARKER))
    .map((c) => c.body)
}

describe('the action end to end', () => {
  it('complete evidence: downloads from two runs, creates one comment, passes the gate', async () => {
    fake = await startFakeGitHub({ runId: 4242, artifacts: artifacts() })
    const run = await runAction({ inputs: INPUTS, env: fake.env() })
    // unzip-stream (inside @actions/artifact) prints a DEP0005 deprecation; nothing else may reach stderr.
    expect(run.stderr.split('\n').filter((l) => l !== '' && !/DEP0005|--trace-deprecation/.test(l))).toEqual([])
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true', 'warnings-count': '0' })
    const report = reportOf(run)
    expect(report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.with_evidence, c.usage.input_tokens.observed])).toEqual([
      ['baseline', 4, 4, 4000],
      ['candidate', 4, 4, 4000]
    ])
    // Every evidence file knows its artifact.
    expect(new Set(report.attempts.flatMap((a) => a.requests.flatMap((r) => r.files.map((f) => f.artifact))))).toEqual(
      new Set(['eval-baseline', 'eval-candidate'])
    )
    expect(fake.requests.some((r) => r.route === 'twirp')).toBe(true)
    expect(fake.requests.some((r) => r.route === 'artifact-list' && r.path.includes(`/runs/${BASELINE_RUN}/`))).toBe(true)
    expect(ourComments(fake)).toHaveLength(1)
    expect(run.outputs['comment-url']).toMatch(/^http/)
    expect(run.summary).toContain('baseline')
    expect(JSON.parse(run.outputs['summary-json'])).toEqual([
      expect.objectContaining({ id: 'baseline', complete: true, total_tokens: 5000, total_tokens_complete: true }),
      expect.objectContaining({ id: 'candidate', complete: true, total_tokens: 5000, total_tokens_complete: true })
    ])
    // The token is only ever sent to the runner to be masked.
    expect(run.stdout.split('\n').filter((l) => l.includes('ghs_e2e_token'))).toEqual(['::add-mask::ghs_e2e_token'])
  })

  it('a second run updates the same comment, found on page 3 of the comments', async () => {
    fake = await startFakeGitHub({ artifacts: artifacts(), comments: otherUsersComments(250) })
    const first = await runAction({ inputs: INPUTS, env: fake.env() })
    expect(first.exitCode).toBe(0)
    const [created] = fake.commentsOn().filter((c) => c.body.startsWith(MARKER))
    expect(fake.commentsOn().indexOf(created)).toBe(250) // index 250 = page 3 at 100 per page
    fake.resetStats()
    // A later workflow run: same evidence, another run link in the body.
    const second = await runAction({ inputs: INPUTS, env: { ...fake.env(), GITHUB_RUN_ID: '4243' } })
    expect(second.exitCode).toBe(0)
    expect(ourComments(fake)).toHaveLength(1)
    expect(fake.commentsOn().find((c) => c.body.startsWith(MARKER))?.id).toBe(created.id)
    expect(fake.requests.filter((r) => r.route === 'comments-list').map((r) => /[?&]page=(\d+)/.exec(r.path)?.[1])).toEqual(
      expect.arrayContaining(['3'])
    )
    expect(fake.requests.some((r) => r.route === 'comment-update')).toBe(true)
    expect(fake.requests.some((r) => r.route === 'comment-create')).toBe(false)
  })

  it('a missing attempt fails the job and the comment names it', async () => {
    fake = await startFakeGitHub({ artifacts: artifacts({ skipCandidate: ['calc/mul#2'] }) })
    const run = await runAction({ inputs: INPUTS, env: fake.env() })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = reportOf(run)
    expect(report.attempts.filter((a) => a.missing).map((a) => a.key)).toEqual(['candidate/calc/mul@r1#2'])
    const [body] = ourComments(fake)
    expect(body).toContain('attempt_missing')
    expect(body).toMatch(/calc\/mul.{0,12}r1#2/)
  })

  it('a 403 on commenting keeps the verdict, the summary and the outputs', async () => {
    fake = await startFakeGitHub({ artifacts: artifacts(), faults: { commentWriteStatus: 403 } })
    const run = await runAction({ inputs: INPUTS, env: fake.env() })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ complete: 'true', 'gate-passed': 'true', 'comment-url': '' })
    expect(run.summary.length).toBeGreaterThan(100)
    expect(run.stdout).toMatch(/::warning::.*workflow_run/)
    expect(ourComments(fake)).toHaveLength(0)

    const incomplete = await runAction({ inputs: { ...INPUTS, 'attempts-per-task': '3' }, env: fake.env() })
    expect(incomplete.exitCode).toBe(1)
    expect(incomplete.outputs['gate-passed']).toBe('false')
  })

  it('a digest mismatch means the artifact is not trusted and the gate fails', async () => {
    fake = await startFakeGitHub({ artifacts: artifacts({ badDigest: true }) })
    const run = await runAction({ inputs: INPUTS, env: fake.env() })
    expect(run.exitCode).toBe(1)
    const report = reportOf(run)
    expect(report.artifacts.map((a) => [a.name, a.status])).toEqual([
      ['eval-baseline', 'downloaded'],
      ['eval-candidate', 'digest_mismatch']
    ])
    expect(report.gate.reasons.join('\n')).toContain('eval-candidate')
    expect(report.configurations.find((c) => c.id === 'candidate')?.attempts.missing).toBe(4)
  })

  it('hostile task ids and configuration names are escaped in the comment', async () => {
    const hostileTask = 'evil|task`x`<details><summary>boo</summary>@someone\n' + MARKER
    const files = {
      ...artifactFiles([{ configuration: 'candidate', task: hostileTask, revision: 'r|1', attempt: '1', folder: 'a' }]),
      ...artifactFiles([{ configuration: '@admin <b>x</b>|', task: 'calc/add', revision: 'r1', attempt: '1', folder: 'b' }])
    }
    fake = await startFakeGitHub({ artifacts: [{ name: 'eval-candidate', files }] })
    const run = await runAction({
      inputs: { configurations: 'candidate: eval-candidate', 'github-token': 't', 'fail-on': 'never' },
      env: fake.env()
    })
    expect(run.exitCode).toBe(0)
    const [body] = ourComments(fake)
    expect(body.split(MARKER)).toHaveLength(2) // the marker appears once: ours, first
    // Ids are code spans (issue 58 item 7), where `@someone` and `<b>` are text: what GitHub reads is outside them.
    const outside = textOutsideCode(body)
    expect(outside).not.toMatch(/@someone|@admin/)
    // …and no evidence forms HTML (`<details>`, `<b>`): the parse finds none but ours.
    expect(checkStructure(body, { links: [], marker: body.split('\n')[0] }).problems.filter((p) => !p.includes('link to'))).toEqual([])
    // Every row of every table has as many unescaped pipes as its header: evidence never adds a column.
    const tables: string[][] = []
    let current: string[] = []
    for (const line of body.split('\n')) {
      if (line.startsWith('|')) current.push(line)
      else if (current.length > 0) {
        tables.push(current)
        current = []
      }
    }
    if (current.length > 0) tables.push(current)
    expect(tables.length).toBeGreaterThan(0)
    const pipes = (row: string): number => row.replace(/\\\|/g, '').split('|').length
    for (const table of tables) for (const row of table) expect(pipes(row)).toBe(pipes(table[0]))
    // An index file naming another configuration than its artifact's is refused at the trust boundary, and named.
    const report = reportOf(run)
    expect(report.unexpected_attempts).toEqual([])
    expect(report.artifacts.map((x) => [x.name, x.refused?.map((r) => r.file)])).toEqual([['eval-candidate', ['b/fabric-attempt.json']]])
    expect(report.diagnostics.filter((d) => d.code === 'attempt_index_foreign_configuration').map((d) => d.file)).toEqual([
      'eval-candidate/b/fabric-attempt.json'
    ])
  })

  it('an inventory too large for one comment stays under 65,536 characters and says what was omitted', async () => {
    // 3,000 tasks: too long for an environment variable, so the `tasks` input names a file in the workspace.
    const workspace = tempFolder('fabric-compare-workspace-')
    const tasks = Array.from({ length: 3000 }, (_, i) => `suite/task-with-a-rather-long-name-${i}@rev-${i}`).join('\n')
    await writeFile(path.join(workspace, 'tasks.txt'), `# expected inventory\n${tasks}\n`)
    fake = await startFakeGitHub({ artifacts: [{ name: 'eval-candidate', files: artifactFiles(attempts('candidate')) }] })
    const run = await runAction({
      inputs: { configurations: 'candidate: eval-candidate', tasks: 'tasks.txt', 'attempts-per-task': '2', 'github-token': 't' },
      env: fake.env(),
      workspace
    })
    expect(run.exitCode).toBe(1)
    expect(reportOf(run).attempts).toHaveLength(6000)
    const [body] = ourComments(fake)
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).toMatch(/omitted/i)
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024)
  })
})

describe('the action on local evidence', () => {
  it('reads Harbor jobs with `harbor-jobs` globs inside `evidence-path`, each file labelled with its artifact folder', async () => {
    const evidence = tempFolder('fabric-compare-evidence-')
    await buildHarborTree(PAIRWISE_JOBS, path.join(evidence, 'harbor-results', 'jobs'))
    const mapless = await runAction({
      inputs: { 'evidence-path': evidence, 'harbor-jobs': 'jobs/*', comment: 'false', 'fail-on': 'never' },
      pullRequest: null
    })
    expect(mapless.exitCode).toBe(0)
    const report = reportOf(mapless)
    expect(report.attempts).toHaveLength(4)
    expect(new Set(report.attempts.map((a) => a.declared_in?.artifact))).toEqual(new Set(['harbor-results']))
    expect(report.gate).toMatchObject({ policy: 'never', passed: true })
    expect(mapless.outputs['comment-url']).toBe('')
  })

  it('runs the bundled example from a manifest in `evidence-path`, as the CI job does', async () => {
    const run = await runAction({
      inputs: { 'evidence-path': path.resolve('examples/attempt-comparison'), manifest: 'manifest.json', comment: 'false' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(1)
    // 6 warnings and 1 notice: warnings-count counts what is annotated as a warning, notices apart.
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false', 'warnings-count': '6', 'notices-count': '1' })
    const report = reportOf(run)
    expect(run.stdout.match(/^::warning::/gm)?.length).toBe(report.warnings.filter((w) => w.severity === 'warning').length)
    // No annotation names its file twice (the missing full result's message already names it).
    const missing = run.stdout.split('\n').filter((l) => l.startsWith('::warning::') && l.includes('result-2.json'))
    expect(missing).toHaveLength(1)
    expect(missing[0]!.split('result-2.json')).toHaveLength(2)
    // The report's notices are counted, not annotated (only top-level diagnostics of severity notice are).
    expect(run.stdout).not.toMatch(/^::notice/m)
    expect(run.stdout).toMatch(/::error::fabric-compare gate failed \(fail-on: incomplete\)/)
    expect(reportOf(run).configurations.map((c) => [c.id, c.complete])).toEqual([
      ['baseline', true],
      ['candidate', false]
    ])
  })
})
