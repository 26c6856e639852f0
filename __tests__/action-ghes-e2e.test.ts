/**
 * A server whose artifacts @actions/artifact refuses (issue 58 item 10), end to end: the bundled action runs against
 * the local fake GitHub with `GITHUB_SERVER_URL` on another host, as on GitHub Enterprise Server or a Gitea runner.
 * Nothing is asked of the artifact API; the first screen of the comment and of the job summary says the artifacts
 * cannot be read there and names `evidence-path` after an `actions/download-artifact` step; the gate fails (the
 * evidence is not obtainable). The same server with `evidence-path` compares; a `*.ghe.com` host still downloads.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { artifactServiceRefusal } from '../src/github/artifact-service.js'
import { artifactFiles, writeEvidenceFolder, type AttemptSpec, TWO_BY_TWO } from './support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction, type ActionRun } from './support/run-action.js'

const ATTEMPTS: AttemptSpec[] = TWO_BY_TWO
const FILES = (c: string): Record<string, string> => artifactFiles(ATTEMPTS.filter((a) => a.configuration === c))
const INPUTS = {
  configurations: 'baseline: eval-baseline\ncandidate: eval-candidate',
  tasks: 'calc/add@r1',
  'attempts-per-task': '2',
  'github-token': 'ghs_e2e_token'
}
const GHES = 'https://ghes.example.com'

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function serve(): Promise<FakeGitHub> {
  return startFakeGitHub({ runId: 5151, artifacts: ['baseline', 'candidate'].map((c) => ({ name: `eval-${c}`, files: FILES(c) })) })
}

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))

/** The lines before the first `<details>` (the whole text when there is none). */
function firstScreen(markdown: string): string {
  const lines = markdown.split('\n')
  const end = lines.findIndex((l) => l.startsWith('<details>'))
  return lines.slice(0, end === -1 ? undefined : end).join('\n')
}

const EXPECTED_LINE =
  '**Evidence not obtainable** — workflow artifacts cannot be read here: ghes.example.com is not github.com or a \\*.ghe.com host (GitHub Enterprise Server, a Gitea runner): @&#8203;actions/artifact, which reads and uploads workflow artifacts, refuses every call there (GHESNotSupportedError; trying again never helps); none of the 2 artifact patterns was downloaded, the evidence is not obtainable — download them in an earlier step with an actions/download-artifact that works there (v3 on GitHub Enterprise Server: v4 and later are refused the same way) and give its folder as input evidence-path.'

describe('a server whose artifacts @actions/artifact refuses (GitHub Enterprise Server)', () => {
  it('asks nothing of the artifact API, says why and what to use on the first screen, and fails the gate', async () => {
    fake = await serve()
    const run = await runAction({
      inputs: { ...INPUTS, history: '3', 'upload-summary': 'true' },
      env: { ...fake.env(), GITHUB_SERVER_URL: GHES }
    })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    // Not one artifact request (Twirp listing, REST listing, zip) reached the server; no upload either.
    expect(fake.requests.filter((r) => /^(twirp|artifact-|blob)/.test(r.route))).toEqual([])
    expect(fake.uploads).toEqual([])
    // The library's "try again" is gone; our cause and remedy are logged, one warning annotation; history and upload not tried.
    expect(run.stdout).not.toMatch(/try again|githubstatus/)
    expect(run.stdout).toContain('\nworkflow artifacts cannot be read here: ghes.example.com is not github.com')
    expect(run.stdout.match(/::warning::.*workflow artifacts cannot be read here/g)).toEqual([
      '::warning::artifacts_not_served: workflow artifacts cannot be read here'
    ])
    expect(run.stdout).toContain("::warning::history: the default branch's run summaries are artifacts, and ghes.example.com is not")
    expect(run.stdout).toContain('::warning::summary artifact: not uploaded: ghes.example.com is not github.com')

    const report = reportOf(run)
    expect(report.warnings.filter((w) => w.code === 'artifacts_not_served').map((w) => w.severity)).toEqual(['warning'])
    expect(report.artifacts.map((a) => [a.name, a.status])).toEqual([
      ['eval-baseline', 'failed'],
      ['eval-candidate', 'failed']
    ])
    expect(report.gate.reasons[0]).toBe(
      'artifact eval-baseline (this run): download failed (not attempted: ghes.example.com does not serve the artifact API (GitHub Enterprise Server, a Gitea runner); use input evidence-path)'
    )

    // The first screen of the comment and of the job summary: the verdict, then the cause and the remedy.
    const comments = fake.commentsOn()
    expect(comments).toHaveLength(1)
    for (const markdown of [comments[0]!.body, run.summary]) {
      const screen = firstScreen(markdown)
      expect(screen).toContain('**Gate FAILED** (policy `incomplete`)')
      expect(screen.split('\n')).toContain(EXPECTED_LINE)
      // Right after the verdict paragraph, before the table.
      const lines = screen.split('\n')
      expect(lines.indexOf(EXPECTED_LINE)).toBeLessThan(lines.findIndex((l) => l.startsWith('| figure')))
    }
    // The warnings list carries the code's remedy.
    expect(run.summary).toContain(
      '`artifacts_not_served` — no configuration named: download the artifacts in a step before (`actions/download-artifact@v3` on GitHub Enterprise Server), then set input `evidence-path`'
    )
  })

  it('the same server with `evidence-path` (the folder a download-artifact step left) compares, complete', async () => {
    fake = await serve()
    const folder = writeEvidenceFolder({ 'eval-baseline': FILES('baseline'), 'eval-candidate': FILES('candidate') })
    const run = await runAction({
      inputs: { ...INPUTS, 'evidence-path': folder, comment: 'false' },
      env: { ...fake.env(), GITHUB_SERVER_URL: GHES }
    })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([0, 'true', 'true'])
    expect(reportOf(run).warnings.map((w) => w.code)).not.toContain('artifacts_not_served')
    expect(run.summary).not.toContain('Evidence not obtainable')
  })

  it('mode merge: the shard summaries are not downloaded either; the same warning, the gate fails', async () => {
    fake = await serve()
    const run = await runAction({
      inputs: { mode: 'merge', 'shard-artifacts': 'shard-*', comment: 'false' },
      env: { ...fake.env(), GITHUB_SERVER_URL: GHES }
    })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    expect(fake.requests.filter((r) => /^(twirp|artifact-|blob)/.test(r.route))).toEqual([])
    const report = reportOf(run)
    expect(report.warnings.map((w) => w.code)).toContain('artifacts_not_served')
    expect(report.artifacts.map((a) => [a.name, a.status])).toEqual([['shard-*', 'failed']])
    expect(firstScreen(run.summary)).toContain('**Evidence not obtainable** — workflow artifacts cannot be read here: ghes.example.com')
  })

  it('a *.ghe.com host (GitHub Enterprise Cloud) is served: the artifacts are downloaded', async () => {
    fake = await serve()
    const run = await runAction({
      inputs: { ...INPUTS, comment: 'false' },
      env: { ...fake.env(), GITHUB_SERVER_URL: 'https://octo.ghe.com' }
    })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([0, 'true', 'true'])
    expect(reportOf(run).artifacts.map((a) => a.status)).toEqual(['downloaded', 'downloaded'])
  })
})

describe('artifactServiceRefusal: the rule of @actions/artifact (isGhes of its shared config)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://github.com', null],
    ['https://GitHub.com/', null],
    ['https://octo.ghe.com', null],
    ['http://github.localhost', null],
    ['not a url', null],
    ['https://ghes.example.com', 'ghes.example.com'],
    ['http://127.0.0.1:3000', '127.0.0.1'],
    ['https://gitea.internal:3000', 'gitea.internal'],
    ['https://ghe.com', 'ghe.com'],
    ['https://github.com.example.org', 'github.com.example.org']
  ])('%p → %p', (url, host) => {
    expect(artifactServiceRefusal(url)?.host ?? null).toBe(host)
  })
})
