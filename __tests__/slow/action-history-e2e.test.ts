/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub with
 * workflow-run listing and artifact uploads): issue 23 items 1 and 3.
 * `upload-summary` (on by default for a push to the default branch) uploads
 * the run’s summary (modes compare and merge) as `fabric-compare-summary` with the run in its
 * provenance, and the CLI's `history` reads it; `history: N` reads the
 * summaries of the default branch's last completed runs — one incomplete,
 * one with an expired artifact, one without a summary, one unreadable — and
 * the job summary draws them (chart blocks intact, tables well formed,
 * incomplete runs not drawn, the others named), the comment places the pull
 * request among the complete runs.
 *
 * Runs the committed bundle; to check unmerged work, build one
 * (`npx ncc build src/index.ts -o /tmp/hist-dist`) and set
 * FABRIC_COMPARE_ACTION_BUNDLE=/tmp/hist-dist/index.js.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import JSZip from 'jszip'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { runCli } from '../../src/cli/run.js'
import { openSummary } from '../../src/shard/read.js'
import type { SummaryHead } from '../../src/shard/schema.js'
import { artifactFiles, type AttemptSpec } from '../support/attempt-evidence.js'
import { DEFAULT_HEAD_SHA, startFakeGitHub, type FakeArtifactSpec, type FakeGitHub, type FakeWorkflowRun } from '../support/fake-github.js'
import { checkStructure } from '../support/gfm-structure.js'
import { runAction } from '../support/run-action.js'
import { tempFolder } from '../support/temp-folder.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const SUMMARY = 'fabric-compare-summary'
let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

let dir: string
const summaries: Record<'complete' | 'incomplete', Buffer> = { complete: Buffer.alloc(0), incomplete: Buffer.alloc(0) }

async function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = ''
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: () => undefined })
  return { code, stdout }
}

beforeAll(async () => {
  dir = tempFolder('fc-history-e2e-')
  // Earlier runs' summaries: a complete comparison (the paired example) and an incomplete one (the attempt example).
  for (const [kind, example] of [
    ['complete', 'paired-comparison'],
    ['incomplete', 'attempt-comparison']
  ] as const) {
    cpSync(path.resolve('examples', example), path.join(dir, kind), { recursive: true })
    const file = path.join(dir, `${kind}.json.gz`)
    expect((await cli(['summarize', path.join(dir, kind, 'manifest.json'), '--out', file])).code).toBe(0)
    summaries[kind] = readFileSync(file)
  }
})

const sha = (n: number): string => String(n).padEnd(40, '0')
/** This run: the pull request's, on its feature branch. */
const CURRENT: FakeWorkflowRun = { id: 4242, headSha: DEFAULT_HEAD_SHA, branch: 'feature', event: 'pull_request', status: 'in_progress' }
const summaryArtifact = (runId: number, file: Buffer, extra: Partial<FakeArtifactSpec> = {}): FakeArtifactSpec => ({
  name: SUMMARY,
  runId,
  files: { 'fabric-compare-summary.json.gz': file },
  ...extra
})

/** This run's evidence: two tasks, the baseline passes both, the candidate neither. */
const spec = (configuration: string, task: string, passed: boolean): AttemptSpec => ({
  configuration,
  task,
  revision: 'r1',
  attempt: '1',
  inputTokens: 1000,
  outputTokens: 100,
  costUsd: 0.01,
  passed
})
const EVIDENCE: FakeArtifactSpec[] = [
  { name: 'eval-baseline-1', files: artifactFiles([spec('baseline', 't1', true), spec('baseline', 't2', true)]) },
  { name: 'eval-candidate-1', files: artifactFiles([spec('candidate', 't1', false), spec('candidate', 't2', false)]) }
]
const INPUTS = {
  configurations: 'baseline: eval-baseline-*\ncandidate: eval-candidate-*',
  tasks: 't1@r1\nt2@r1',
  'attempts-per-task': '1',
  'fail-on': 'never',
  pricing: 'baseline: list-2026-07 verified\ncandidate: list-2026-07 verified',
  'github-token': 'ghs_history'
}
const REPOSITORY = { full_name: 'octo-org/octo-repo', default_branch: 'main' }
const PUSH = { name: 'push', payload: { ref: 'refs/heads/main', repository: REPOSITORY } }
const PULL_REQUEST = {
  name: 'pull_request',
  payload: {
    pull_request: { number: 7, head: { sha: DEFAULT_HEAD_SHA, ref: 'feature' }, base: { sha: sha(106), ref: 'main' } },
    repository: REPOSITORY
  }
}
const RUN_ENV = {
  GITHUB_SHA: sha(4242),
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REF_NAME: 'main',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_WORKFLOW_REF: 'octo-org/octo-repo/.github/workflows/eval.yml@refs/heads/main'
}

/** The summary file inside an uploaded artifact's zip, and its head. */
async function uploadedSummary(zip: Buffer): Promise<{ bytes: Buffer; head: SummaryHead }> {
  const archive = await JSZip.loadAsync(zip)
  expect(Object.keys(archive.files)).toEqual(['fabric-compare-summary.json.gz'])
  const bytes = await archive.file('fabric-compare-summary.json.gz')!.async('nodebuffer')
  // The head as the reader decodes it (src/shard/read.ts).
  const file = path.join(dir, `upload-${Date.now()}-${Math.random().toString(36).slice(2)}.json.gz`)
  writeFileSync(file, bytes)
  const opened = await openSummary(file)
  opened.close()
  return { bytes, head: opened.head }
}

describe('upload-summary', () => {
  it('a push to the default branch uploads the run’s summary with the run in its provenance; the CLI’s history reads it', async () => {
    fake = await startFakeGitHub({ artifacts: EVIDENCE })
    const started = Date.now()
    const run = await runAction({ inputs: INPUTS, env: { ...fake.env(), ...RUN_ENV }, event: PUSH })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).not.toMatch(/::(warning|error)::/)
    expect(fake.uploads.map((u) => u.name)).toEqual([SUMMARY])
    const { bytes, head } = await uploadedSummary(fake.uploads[0].zip)
    expect(head.provenance.run).toEqual({
      label: 'run 4242',
      run_id: 4242,
      run_attempt: 2,
      commit: sha(4242),
      branch: 'main',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      workflow: RUN_ENV.GITHUB_WORKFLOW_REF
    })
    expect(Date.parse(head.provenance.run!.time!)).toBeGreaterThanOrEqual(started - 1000)
    expect(head.entries).toBe(4)
    const file = path.join(dir, 'uploaded.json.gz')
    writeFileSync(file, bytes)
    const history = await cli(['history', file])
    expect(history.code).toBe(0)
    expect(history.stdout).toMatch(
      /^1 {2}run 4242 {2}424200000000 {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}complete {2}candidate +0\.0% \(no interval; 2 of 2 attempts evaluated\) +\$0\.01 \(2 of 2 attempts; basis .*\)$/m
    )
  })

  it('mode merge uploads the merged summary: the same figures as the shard it merged', async () => {
    fake = await startFakeGitHub({ artifacts: [{ name: 'shard-1', files: { 'shard.json.gz': summaries.complete } }] })
    const run = await runAction({
      inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', 'upload-summary': 'true', 'fail-on': 'never', comment: 'false' },
      env: { ...fake.env(), ...RUN_ENV },
      event: PUSH
    })
    expect(run.exitCode).toBe(0)
    expect(fake.uploads.map((u) => u.name)).toEqual([SUMMARY])
    const { bytes, head } = await uploadedSummary(fake.uploads[0].zip)
    expect(head.provenance.run?.run_id).toBe(4242)
    expect(head.entries).toBe(36)
    writeFileSync(path.join(dir, 'merged.json.gz'), bytes)
    // Run, commit and date columns aside, history reads the same figures from the upload as from the shard.
    const figures = async (file: string): Promise<string[]> =>
      (await cli(['history', file])).stdout
        .split('\n')
        .filter((l) => /^1 {2}/.test(l))
        .map((l) => l.split(/ {2,}/).slice(4).join(' | '))
    expect(await figures(path.join(dir, 'merged.json.gz'))).toEqual(await figures(path.join(dir, 'complete.json.gz')))
    expect(await figures(path.join(dir, 'merged.json.gz'))).toHaveLength(2)
  })

  it('each comment-key leaves its own record: a second comparison of the run uploads fabric-compare-summary-KEY; the same name twice is refused and said', async () => {
    fake = await startFakeGitHub({ artifacts: EVIDENCE })
    const env = { ...fake.env(), ...RUN_ENV }
    expect((await runAction({ inputs: INPUTS, env, event: PUSH })).exitCode).toBe(0)
    expect((await runAction({ inputs: { ...INPUTS, 'comment-key': 'nightly' }, env, event: PUSH })).exitCode).toBe(0)
    expect(fake.uploads.map((u) => u.name)).toEqual([SUMMARY, `${SUMMARY}-nightly`])
    const again = await runAction({ inputs: INPUTS, env, event: PUSH })
    expect(again.exitCode).toBe(0)
    expect(again.stdout).toMatch(/::warning::summary artifact.*already exists/)
    expect(fake.uploads).toHaveLength(2)
  })

  it('off on a pull request by default, and off on a push with upload-summary: false', async () => {
    fake = await startFakeGitHub({ artifacts: EVIDENCE })
    expect((await runAction({ inputs: { ...INPUTS, comment: 'false' }, env: fake.env(), event: PULL_REQUEST })).exitCode).toBe(0)
    expect(
      (await runAction({ inputs: { ...INPUTS, 'upload-summary': 'false' }, env: { ...fake.env(), ...RUN_ENV }, event: PUSH })).exitCode
    ).toBe(0)
    expect(fake.uploads).toEqual([])
  })
})

describe('history: N', () => {
  it('draws the complete runs, marks the incomplete one, names the expired, missing and unreadable ones, and places the pull request', async () => {
    fake = await startFakeGitHub({
      workflowRuns: [
        CURRENT,
        { id: 101, headSha: sha(101) },
        { id: 102, headSha: sha(102) },
        { id: 103, headSha: sha(103) },
        { id: 104, headSha: sha(104), conclusion: 'failure' },
        { id: 105, headSha: sha(105) },
        { id: 106, headSha: sha(106) },
        { id: 107, headSha: sha(107), status: 'in_progress' }, // not completed: not part of the history
        { id: 108, headSha: sha(108), branch: 'feature' } // another branch
      ],
      artifacts: [
        ...EVIDENCE,
        summaryArtifact(101, summaries.complete),
        summaryArtifact(102, summaries.incomplete),
        summaryArtifact(103, summaries.complete, { expired: true }),
        // 104 left no summary
        summaryArtifact(105, Buffer.from('  not a summary at all')),
        summaryArtifact(106, summaries.complete),
        summaryArtifact(107, summaries.complete)
      ]
    })
    const run = await runAction({ inputs: { ...INPUTS, history: '20' }, env: fake.env(), event: PULL_REQUEST })
    expect(run.exitCode).toBe(0)
    const at = run.summary.indexOf('## History of main')
    expect(at).toBeGreaterThan(0)
    const section = run.summary.slice(at)
    expect(checkStructure(section, { links: [] }).problems).toEqual([])
    expect(section).toMatch(/^## History of main: the last 6 completed runs of \.github\/workflows\/eval\.yml \(history: 20\)$/m)
    expect(section).toContain('3 runs with a summary, 2 with complete evidence')
    // Per configuration a pass fraction chart (estimate, two bounds) and a cost chart, over the complete runs only: 101 and
    // 106; 102, incomplete, keeps its place between them under a band.
    const blocks = [...section.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1])
    expect(blocks).toHaveLength(4)
    for (const block of blocks) expect(block).toMatch(/x-axis \["#1", "#2", "#3"\]/)
    // The table: the runs with a summary oldest first, a row per configuration; the incomplete one marked.
    const rows = section.split('\n').filter((l) => /^\| #&#8203;\d+ \| run \d+ \|/.test(l))
    expect(rows.map((r) => r.split(' | ').slice(0, 6).join(' | '))).toEqual([
      '| #&#8203;1 | run 101 | `1010000` | 2026-01-01 01:41 UTC | complete | `baseline`',
      '| #&#8203;1 | run 101 | `1010000` | 2026-01-01 01:41 UTC | complete | `candidate`',
      '| #&#8203;2 | run 102 | `1020000` | 2026-01-01 01:42 UTC | ⚠ incomplete — not drawn | `baseline`',
      '| #&#8203;2 | run 102 | `1020000` | 2026-01-01 01:42 UTC | ⚠ incomplete — not drawn | `candidate`',
      '| #&#8203;3 | run 106 | `1060000` | 2026-01-01 01:46 UTC | complete | `baseline`',
      '| #&#8203;3 | run 106 | `1060000` | 2026-01-01 01:46 UTC | complete | `candidate`'
    ])
    expect(section).toContain('3 runs without a usable summary (artifact expired: 1; no summary: 1; unreadable: 1):')
    expect(section).toMatch(/^- run 103: artifact fabric-compare-summary of .* has expired/m)
    expect(section).toMatch(/^- run 104: no artifact fabric-compare-summary/m)
    expect(section).toMatch(
      /^- run 105: fabric-compare-summary\/fabric-compare-summary\.json\.gz of run 105: line 1: the shard summary's head is not JSON/m
    )
    // The comment: one line on the pull request among the complete runs — here not placed: it ran 2 tasks once each,
    // main's runs 6 tasks 3 times.
    const comment = fake.commentsOn().find((c) => c.body.startsWith(MARKER))?.body ?? ''
    expect(comment).toMatch(
      /^main over its last 6 runs: candidate not placed: none of the 2 complete runs has the same scope \(2 tasks, 2 attempts, evaluator .*; 6 tasks, 18 attempts, evaluator .* in the newest\)\.$/m
    )
    // One listing of the workflow's runs on main; nothing downloaded for runs not taken.
    const paths = fake.requests.map((r) => r.path)
    expect(paths.filter((p) => p.includes('/actions/workflows/'))).toEqual([
      '/repos/octo-org/octo-repo/actions/workflows/77/runs?branch=main&exclude_pull_requests=true&per_page=100'
    ])
    expect(paths.some((p) => /\/actions\/runs\/(107|108)\/artifacts/.test(p))).toBe(false)
  })

  it('a lookup refused (no actions: read) is a line in the job summary and a warning, never the end of the run', async () => {
    fake = await startFakeGitHub({ artifacts: EVIDENCE })
    const run = await runAction({ inputs: { ...INPUTS, history: '5', comment: 'false' }, env: fake.env(), event: PULL_REQUEST })
    expect(run.exitCode).toBe(0)
    expect(run.summary.slice(run.summary.indexOf('## History'))).toMatch(
      /^## History of the default branch\n\nhistory: could not read the default branch's runs \(404 Not Found\); give the job \\`permissions: actions: read\\`$/m
    )
    expect(run.stdout).toMatch(/::warning::history: could not read/)
  })

  it('no HTTP answer (the API host refuses the connection) is named a network error with its remedy, not a 500 to fix with permissions', async () => {
    fake = await startFakeGitHub({ artifacts: EVIDENCE })
    // A port nothing listens on: the evidence comes from the artifact service, the history lookup from GITHUB_API_URL.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const env = { ...fake.env(), GITHUB_API_URL: `http://127.0.0.1:${port}` }
    const run = await runAction({ inputs: { ...INPUTS, history: '5', comment: 'false' }, env, event: PULL_REQUEST })
    expect(run.exitCode).toBe(0)
    const line = run.stdout.split('\n').find((l) => l.startsWith('::warning::history: could not read'))
    expect(line).toBe(
      `::warning::history: could not read the default branch's runs (network error: connect ECONNREFUSED 127.0.0.1:${port}); ` +
        'check that the runner reaches GITHUB_API_URL (proxy, firewall), then re-run the job'
    )
    expect(run.summary).not.toMatch(/actions: read|\b500\b/)
  })
})
