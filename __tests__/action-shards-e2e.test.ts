/**
 * End-to-end, the matrix recipe: three `mode: summarize` jobs each
 * summarise part of the evidence (a local folder, as after the job's own
 * evaluation), their summaries become artifacts on the loopback fake
 * GitHub, and one `mode: merge` job downloads only those artifacts and
 * merges them — one comment with the same figures as the raw-evidence path
 * (the action downloading every attempt's files), the same outputs and gate.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { openSummary } from '../src/shard/read.js'
import { summarizeToFile } from '../src/shard/summarize.js'
import { memorySpool } from '../src/render/output/spool.js'
import { gunzipSync } from 'node:zlib'
import { VERSION } from '../src/version.js'
import { attemptFiles, artifactFiles, type AttemptSpec } from './support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction, type ActionRun } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

const TASKS = ['calc/add', 'calc/mul', 'calc/div']
const SKIPPED = 'candidate calc/div#2'

/** Every attempt of both configurations but one (a missing candidate attempt: evidence incomplete). */
const ATTEMPTS: AttemptSpec[] = ['baseline', 'candidate']
  .flatMap((configuration) =>
    TASKS.flatMap((task) =>
      ['1', '2'].map((attempt) => ({
        configuration,
        task,
        revision: 'r1',
        attempt,
        passed: !(configuration === 'candidate' && task === 'calc/mul'),
        inputTokens: 1000 + attempt.length,
        costUsd: 0.02
      }))
    )
  )
  .filter((a) => `${a.configuration} ${a.task}#${a.attempt}` !== SKIPPED)

const COMMON = {
  configurations: 'baseline: eval-baseline\ncandidate: eval-candidate',
  pricing: 'baseline: list-2026-07 verified\ncandidate: list-2026-07 verified'
}
const INVENTORY = { tasks: TASKS.map((t) => `${t}@r1`).join('\n'), 'attempts-per-task': '2', 'github-token': 'ghs_e2e_token' }

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path'], 'utf8')))
const comments = (f: FakeGitHub): string[] => f.commentsOn().map((c) => c.body)

/** One shard job: its attempts in a local folder laid out like downloaded artifacts, summarised. */
async function summarizeJob(attempts: AttemptSpec[]): Promise<ActionRun & { workspace: string }> {
  const workspace = tempFolder('fc-shard-job-')
  for (const a of attempts) {
    for (const [file, text] of Object.entries(attemptFiles(a))) {
      const full = path.join(workspace, 'evidence', `eval-${a.configuration}`, file)
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, text)
    }
  }
  const run = await runAction({
    inputs: { ...COMMON, mode: 'summarize', 'evidence-path': 'evidence', 'summary-path': 'out/shard.json' },
    workspace,
    env: { GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '77', GITHUB_JOB: 'eval' }
  })
  return { ...run, workspace }
}

/** The report without what necessarily differs between the paths: generation metadata and the artifacts downloaded. */
function figures(report: Report): unknown {
  return { ...report, generated_by: null, artifacts: null, gate: { ...report.gate } }
}

describe('the action, matrix recipe: summarize per job, merge once', () => {
  it('three shard summaries merge into the comment, outputs and gate of the raw-evidence path', async () => {
    fake = await startFakeGitHub({
      runId: 4242,
      artifacts: ['baseline', 'candidate'].map((c) => ({
        name: `eval-${c}`,
        files: artifactFiles(ATTEMPTS.filter((a) => a.configuration === c))
      }))
    })
    const raw = await runAction({ inputs: { ...COMMON, ...INVENTORY }, env: fake.env() })
    const rawComments = comments(fake)
    await fake.close()

    const jobs = await Promise.all([0, 1, 2].map((s) => summarizeJob(ATTEMPTS.filter((_, i) => i % 3 === s))))
    expect(
      jobs.map((j) => [
        j.exitCode,
        j.outputs['summary-path'] === path.join(j.workspace, 'out', 'shard.json'),
        Object.keys(j.outputs).sort()
      ])
    ).toEqual([0, 1, 2].map(() => [0, true, ['shard-id', 'summary-path']]))
    // The heads as the reader decodes them (src/shard/read.ts).
    const summaries = await Promise.all(
      jobs.map(async (j) => {
        const opened = await openSummary(j.outputs['summary-path'])
        opened.close()
        return opened.head
      })
    )
    expect(summaries.map((s, i) => [s.shard_id === jobs[i].outputs['shard-id'], s.entries])).toEqual([
      [true, 4],
      [true, 4],
      [true, 3]
    ])
    expect(summaries[0].provenance).toEqual({
      sources: [
        { kind: 'attempt_indexes', path: 'baseline: eval-baseline' },
        { kind: 'attempt_indexes', path: 'candidate: eval-candidate' }
      ],
      workflow_job: 'o/r run 77 attempt 1 job eval'
    })
    // A summarize job comments on nothing and decides no gate.
    expect(jobs.map((j) => j.summary)).toEqual(['', '', ''])
    fake = await startFakeGitHub({
      runId: 4242,
      artifacts: [
        ...jobs.map((j, s) => ({ name: `shard-${s + 1}`, files: { 'shard.json': readFileSync(j.outputs['summary-path']) } })),
        { name: 'eval-baseline', files: { 'ignored.txt': 'raw evidence the merge job must not download' } }
      ]
    })
    const merged = await runAction({ inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', ...INVENTORY }, env: fake.env() })
    expect(merged.stderr.split('\n').filter((l) => l !== '' && !/DEP0005|--trace-deprecation/.test(l))).toEqual([])

    // Same gate, outputs and figures; the missing attempt is found by the merge job's inventory.
    expect([raw.exitCode, merged.exitCode]).toEqual([1, 1])
    for (const name of ['complete', 'gate-passed', 'warnings-count', 'notices-count', 'summary-json'])
      expect([name, merged.outputs[name]]).toEqual([name, raw.outputs[name]])
    const rawReport = reportOf(raw)
    const mergedReport = reportOf(merged)
    expect(figures(mergedReport)).toEqual(figures(rawReport))
    expect(
      mergedReport.configurations.map((c) => [
        c.id,
        c.attempts.listed,
        c.attempts.missing,
        c.usage.input_tokens.observed,
        c.evaluation.passed
      ])
    ).toEqual([
      ['baseline', 6, 0, 6006, 6],
      ['candidate', 6, 1, 5005, 3]
    ])
    expect(mergedReport.artifacts.map((a) => [a.name, a.status])).toEqual([
      ['shard-1', 'downloaded'],
      ['shard-2', 'downloaded'],
      ['shard-3', 'downloaded']
    ])
    // One comment each, the same text (every artifact downloaded whole: the comment names none).
    const mergedComments = comments(fake)
    expect(rawComments.length).toBe(1)
    expect(mergedComments).toEqual(rawComments)
    expect(mergedComments[0]).toContain('calc/div')
    // The job summary also lists the artifacts downloaded: the raw evidence there, the three summaries here.
    const [rawHead, rawArtifacts] = raw.summary.split('### Artifacts')
    const [mergedHead, mergedArtifacts] = merged.summary.split('### Artifacts')
    expect(mergedHead).toBe(rawHead)
    expect([rawArtifacts.match(/^\| eval-\w+ \|/gm), mergedArtifacts.match(/^\| shard-\d \|/gm)]).toEqual([
      ['| eval-baseline |', '| eval-candidate |'],
      ['| shard-1 |', '| shard-2 |', '| shard-3 |']
    ])
  })

  it('refuses an unreadable summary and an artifact without one on their artifacts: evidence incomplete, gate failed', async () => {
    const file = path.join(tempFolder('fc-shard-good-'), 'shard.json.gz')
    const stream = {
      configurations: [{ id: 'baseline', attempts_complete: null, pricing: null, evaluator: null }],
      attempts: [],
      tail: () => ({ diagnostics: [] })
    }
    await summarizeToFile(stream, { sources: [], workflow_job: null }, VERSION, file, '--out', memorySpool())
    // Uncompressed, as a summary may also be stored.
    const good = gunzipSync(readFileSync(file)).toString('utf8')
    fake = await startFakeGitHub({
      runId: 4242,
      artifacts: [
        { name: 'shard-1', files: { 'shard.json': good } },
        { name: 'shard-2', files: { 'shard.json': '{"summary_version": 1, "attempts": [' } },
        { name: 'shard-3', files: { 'notes.txt': 'no summary here' } }
      ]
    })
    const run = await runAction({ inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', comment: 'false' }, env: fake.env() })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    const report = reportOf(run)
    expect(report.configurations.map((c) => c.id)).toEqual(['baseline'])
    expect(report.artifacts.map((a) => [a.name, a.status, (a.refused ?? []).map((r) => `${r.file}: ${r.reason.split('\n')[0]}`)])).toEqual([
      ['shard-1', 'downloaded', []],
      [
        'shard-2',
        'downloaded',
        [
          expect.stringMatching(
            /^shard\.json: not a usable shard summary: shard-2\/shard\.json: line 1: the shard summary's head is not JSON/
          )
        ]
      ],
      ['shard-3', 'downloaded', ['.: holds no shard summary (*.json or *.json.gz at its top)']]
    ])
  })
})
