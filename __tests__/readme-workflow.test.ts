/**
 * The README's workflow, run as written (issue 38 item 1): its YAML is
 * parsed from README.md; the evaluate job's script runs in bash as GitHub
 * runs it (`bash -eo pipefail`) once per matrix configuration, with a stand-in
 * `./evaluate.sh` that writes a NeMo Fabric 0.6 full result (the shape of
 * __tests__/support/attempt-evidence.ts: usage, events, no run record) and
 * exits with the verdict, and an `npx` on PATH that runs the committed CLI
 * bundle in place of the vendored `npm pack` tarball (the tarball itself is tested in
 * package-install.test.ts); each configuration's `evidence/` becomes the
 * artifact the upload step names, served as a real zip by a fake GitHub on
 * 127.0.0.1; the compare job's `with:` inputs run the bundled action, which the
 * workflow's vendored folder holds (action.yml and dist/, copied by the README's
 * block above the workflow).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'
import { filesUnder } from './support/files-under.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }
type Workflow = {
  env: Record<string, string>
  jobs: {
    evaluate: { strategy: { matrix: { configuration: string[] } }; steps: Step[] }
    compare: { steps: Step[]; concurrency?: { group?: string; 'cancel-in-progress'?: boolean } }
  }
}

/** The README's workflow: the first YAML block named `Evaluate`. */
function readmeWorkflow(): Workflow {
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!)
  const text = blocks.find((b) => b.startsWith('name: Evaluate'))
  if (text === undefined) throw new Error('README.md has no ```yaml block starting `name: Evaluate`')
  return parse(text) as Workflow
}

const REPO = process.cwd()
/** Where the README vendors the action and the `npm pack` tarball in your repository. */
const VENDORED = './.github/actions/fabric-compare'
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
const TASKS_FILE = 'calc/add@r1\n# a comment\n\ncalc/mul@r1\n'

/**
 * The stand-in evaluate.sh: writes one full result into --out and exits 0 (passed); `skip` (configuration/task#attempt)
 * writes nothing and exits 2 (no verdict); `unfinished` (the same form) also leaves a run record of a second request
 * with a start line and no end line, and no full result (a request that never finished).
 */
function layOut(workspace: string, skip: string[], unfinished: string[] = []): void {
  mkdirSync(path.join(workspace, 'evaluation'), { recursive: true })
  writeFileSync(path.join(workspace, 'evaluation', 'tasks.txt'), TASKS_FILE)
  const helper = path.join(workspace, 'evaluate.mjs')
  writeFileSync(
    helper,
    `
import { mkdirSync, writeFileSync } from 'node:fs'
const a = process.argv.slice(2)
const opt = (n) => a[a.indexOf(n) + 1]
const [configuration, task, out] = [opt('--configuration'), opt('--task'), opt('--out')]
const attempt = out.split('/').pop()
if (${JSON.stringify(skip)}.includes(configuration + '/' + task + '#' + attempt)) process.exit(2)
const t0 = Date.UTC(2026, 6, 14, 16, 0, 0) + Number(attempt) * 60000
if (${JSON.stringify(unfinished)}.includes(configuration + '/' + task + '#' + attempt)) {
  const rt = 'rt-' + configuration + '-' + task.replace('/', '-') + '-' + attempt
  mkdirSync(out + '/.fabric/' + rt + '/inv-2', { recursive: true })
  writeFileSync(out + '/.fabric/' + rt + '/inv-2/run-record.jsonl', JSON.stringify({
    schema: 'nemo-fabric.run-record-line/v1alpha1', line: 'start', at: new Date(t0).toISOString(),
    runtime_id: rt, invocation_id: 'inv-2', request_id: 'req-2', oom_kill_count: 0
  }) + String.fromCharCode(10))
}
const input = configuration === 'baseline' ? 1000 : 1200
writeFileSync(out + '/result.json', JSON.stringify({
  agent_name: 'agent', harness: 'claude', adapter_kind: 'process', adapter_id: 'nvidia.fabric.claude',
  runtime_id: 'rt-' + configuration + '-' + task.replace('/', '-') + '-' + attempt, invocation_id: 'inv-1', request_id: 'req-1',
  status: 'succeeded', error: null, output: {}, artifacts: { root: null, artifacts: [] }, telemetry: null,
  events: [{ event_id: 'e1', timestamp_millis: t0, kind: 'invocation_start', message: '', metadata: {} }, { event_id: 'e2', timestamp_millis: t0 + 9000, kind: 'invocation_end', message: '', metadata: {} }],
  metadata: {}, usage: { input_tokens: input, output_tokens: 200, total_tokens: input + 200, cost_usd: input / 100000 }
}))
process.exit(0)
`
  )
  writeFileSync(path.join(workspace, 'evaluate.sh'), `#!/usr/bin/env bash\nexec node "${helper}" "$@"\n`)
  chmodSync(path.join(workspace, 'evaluate.sh'), 0o755)
}

/**
 * An `npx` that runs the committed CLI bundle for exactly `npx --yes --package "$FABRIC_COMPARE" fabric-compare …`
 * (`expectedPackage`: the workflow's vendored tarball path).
 */
function npxShim(dir: string, expectedPackage: string): string {
  const bin = path.join(dir, 'bin')
  mkdirSync(bin, { recursive: true })
  writeFileSync(
    path.join(bin, 'npx'),
    `#!/usr/bin/env bash
if [ "$1" != --yes ] || [ "$2" != --package ] || [ "$3" != ${JSON.stringify(expectedPackage)} ] || [ "$4" != fabric-compare ]; then
  echo "npx: cannot install $3" >&2; exit 1
fi
shift 4
exec node ${JSON.stringify(path.join(REPO, 'dist', 'cli', 'index.js'))} "$@"
`
  )
  chmodSync(path.join(bin, 'npx'), 0o755)
  return bin
}

/** Runs the evaluate job's script for every matrix configuration; returns each configuration's artifact files and the step output. */
function evaluate(
  wf: Workflow,
  root: string,
  skip: string[],
  packageUrl = wf.env.FABRIC_COMPARE!,
  unfinished: string[] = []
): Array<{ configuration: string; status: number | null; output: string; files: Record<string, Buffer> }> {
  const step = wf.jobs.evaluate.steps.find((s) => s.run !== undefined)!
  const bin = npxShim(root, wf.env.FABRIC_COMPARE!)
  return wf.jobs.evaluate.strategy.matrix.configuration.map((configuration) => {
    const workspace = path.join(root, configuration)
    layOut(workspace, skip, unfinished)
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: workspace,
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: workspace, CONFIGURATION: configuration, FABRIC_COMPARE: packageUrl },
      encoding: 'utf8'
    })
    return { configuration, status: run.status, output: `${run.stdout}${run.stderr}`, files: filesUnder(path.join(workspace, 'evidence')) }
  })
}

/**
 * The comment `body` as the CLI prints it outside GitHub Actions: the head marker without a commit
 * or run, no subject line naming the commit and runs, no workflow-run link, and in place of the
 * job-summary link the CLI's own outputs that hold everything else.
 */
function withoutGitHubContext(body: string): string {
  const lines = body.split('\n')
  lines[0] = lines[0]!.replace(/head sha=[0-9a-f]{40} run=\d+/, 'head sha=unknown run=unknown')
  const subject = lines.findIndex((l) => l.startsWith('Describes commit '))
  expect([subject, lines[subject + 1]]).toEqual([3, ''])
  lines.splice(subject, 2)
  return lines
    .join('\n')
    .replace(
      /Everything else: \[job summary\]\(http:\/\/github\.localhost\/[^)]*\)\./,
      'Everything else: `--summary-markdown` or `--json`.'
    )
    .replace(/\n\n\[Workflow run\]\(http:\/\/github\.localhost\/[^)]*\)\n$/, '\n')
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function compareJob(wf: Workflow, root: string, jobs: ReturnType<typeof evaluate>) {
  const upload = wf.jobs.evaluate.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!
  expect(upload.with).toMatchObject({ name: 'eval-${{ matrix.configuration }}', path: 'evidence/', 'include-hidden-files': true })
  fake = await startFakeGitHub({ runId: 5151, artifacts: jobs.map((j) => ({ name: `eval-${j.configuration}`, files: j.files })) })
  const action = wf.jobs.compare.steps.find((s) => s.uses === VENDORED)!
  const inputs = Object.fromEntries(Object.entries(action.with ?? {}).map(([k, v]) => [k, String(v)]))
  const workspace = path.join(root, 'baseline')
  const run = await runAction({ inputs: { ...inputs, 'github-token': 'ghs_readme_token' }, env: fake.env(), workspace })
  return { run, report: ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))) }
}

describe("the README's workflow, as written", () => {
  const wf = readmeWorkflow()

  it('complete evidence from released NeMo Fabric shapes: every attempt indexed with a whole request list, the gate green, deltas shown', async () => {
    const root = tempFolder('readme-workflow-')
    const jobs = evaluate(wf, root, [])
    for (const j of jobs)
      expect([j.configuration, j.status, Object.keys(j.files).filter((f) => f.endsWith('fabric-attempt.json')).length]).toEqual([
        j.configuration,
        0,
        6
      ])
    const { run, report } = await compareJob(wf, root, jobs)
    expect([run.exitCode, run.outputs['gate-passed'], report.complete]).toEqual([0, 'true', true])
    expect(report.configurations.map((c) => [c.id, c.attempts.listed, c.requests.lists_verified, c.usage.input_tokens.observed])).toEqual([
      ['baseline', 6, 6, 6000],
      ['candidate', 6, 6, 7200]
    ])
    const m = report.comparisons[0]!.metrics
    expect([m.input_tokens.delta, m.pass_fraction.delta]).toEqual([1200, 0])
  })

  it('one attempt that left no evidence: the step goes on with a warning, the comparison names it missing and the gate is red', async () => {
    const root = tempFolder('readme-workflow-')
    const jobs = evaluate(wf, root, ['candidate/calc/mul#2'])
    const cand = jobs.find((j) => j.configuration === 'candidate')!
    expect(cand.status).toBe(0)
    expect(cand.output).toContain('::warning::no evidence for calc/mul@r1 attempt 2')
    const { run, report } = await compareJob(wf, root, jobs)
    expect([run.exitCode, run.outputs['gate-passed']]).toEqual([1, 'false'])
    expect(report.configurations.map((c) => [c.id, c.attempts.missing])).toEqual([
      ['baseline', 0],
      ['candidate', 1]
    ])
    expect(report.gate.reasons.join('\n')).toContain('candidate/calc/mul@r1#2')
  })

  it("the same comparison on your machine: the README's `gh run download` and CLI lines print the comment the action posted, but for the lines naming the commit and run", async () => {
    const root = tempFolder('readme-workflow-')
    const jobs = evaluate(wf, root, ['candidate/calc/mul#2'])
    const { run } = await compareJob(wf, root, jobs)
    expect(run.exitCode).toBe(1)
    const posted = fake!.commentsOn().at(-1)!.body
    // A `gh` that "downloads" the run's artifacts as `gh run download` lays them out: one folder per artifact.
    const served = path.join(root, 'served')
    for (const j of jobs)
      for (const [file, data] of Object.entries(j.files)) {
        mkdirSync(path.dirname(path.join(served, `eval-${j.configuration}`, file)), { recursive: true })
        writeFileSync(path.join(served, `eval-${j.configuration}`, file), data)
      }
    const bin = npxShim(root, wf.env.FABRIC_COMPARE!)
    writeFileSync(
      path.join(bin, 'gh'),
      `#!/usr/bin/env bash\n[ "$1 $2" = "run download" ] && [ "$4" = --dir ] || { echo "gh: unexpected $*" >&2; exit 1; }\ncp -R ${JSON.stringify(served)}/. "$5"\n`
    )
    chmodSync(path.join(bin, 'gh'), 0o755)
    const block = [...readFileSync('README.md', 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .find((b) => b.startsWith('gh run download'))
    expect(block).toBeDefined()
    const local = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', block!], {
      cwd: path.join(root, 'baseline'),
      env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: root, FABRIC_COMPARE: wf.env.FABRIC_COMPARE! },
      encoding: 'utf8'
    })
    expect([local.status, besidesGateLine(local.stderr)]).toEqual([1, ''])
    expect(local.stdout).toBe(withoutGitHubContext(posted))
    expect(local.stdout).toContain('candidate/calc/mul@r1#2')
  })

  it("the compare job queues a pull request's comparisons and never cancels one in progress, and the README says why", () => {
    const wf = readmeWorkflow()
    expect(wf.jobs.compare.concurrency).toEqual({
      group: 'fabric-compare-${{ github.event.pull_request.number }}',
      'cancel-in-progress': false
    })
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ')
    expect(readme).toContain('GitHub shows that cancelled check as failing beside the newer run')
    expect(readme).toContain("a run whose commit is no longer the pull request's head leaves the comment alone")
  })

  it('any other failure of the index command (here the package cannot be installed) fails the step, after every attempt ran', () => {
    const root = tempFolder('readme-workflow-')
    const [first] = evaluate(wf, root, [], 'https://example.invalid/fabric-compare.tgz')
    expect(first!.status).toBe(1)
    expect(first!.output).toContain('npx: cannot install https://example.invalid/fabric-compare.tgz')
    // not one exit in the middle: each of the 6 attempts ran and its failure is named, then the step fails
    expect(first!.output.match(/^::error::index of calc\/(add|mul)@r1 attempt [123]: status 1$/gm)).toHaveLength(6)
    expect(Object.keys(first!.files).filter((f) => f.endsWith('result.json'))).toHaveLength(6)
  })

  it('a request that never finished: index refuses --requests-complete, the loop indexes that attempt without it and goes on', async () => {
    const root = tempFolder('readme-workflow-')
    const jobs = evaluate(wf, root, [], wf.env.FABRIC_COMPARE!, ['candidate/calc/add#1'])
    const cand = jobs.find((j) => j.configuration === 'candidate')!
    expect(cand.status).toBe(0)
    expect(cand.output).toContain('--requests-complete, but 1 request record(s) have neither a full result nor an end line')
    // every attempt of the job after it was still run and indexed
    expect(
      Object.keys(cand.files)
        .filter((f) => f.endsWith('fabric-attempt.json'))
        .sort()
    ).toEqual([
      'calc-add/1/fabric-attempt.json',
      'calc-add/2/fabric-attempt.json',
      'calc-add/3/fabric-attempt.json',
      'calc-mul/1/fabric-attempt.json',
      'calc-mul/2/fabric-attempt.json',
      'calc-mul/3/fabric-attempt.json'
    ])
    const index = JSON.parse(cand.files['calc-add/1/fabric-attempt.json']!.toString('utf8')) as { requests_complete?: boolean }
    expect(index.requests_complete).toBe(false)
    const { run, report } = await compareJob(wf, root, jobs)
    expect([run.exitCode, run.outputs['gate-passed'], report.complete]).toEqual([1, 'false', false])
    expect(report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.missing, c.requests.lists_verified])).toEqual([
      ['baseline', 6, 0, 6],
      ['candidate', 6, 0, 5]
    ])
    // that attempt's list is the one not verified: its record without an end line is the gap named
    expect(JSON.stringify(report.configurations[1])).toContain('record_without_end')
    expect(JSON.stringify(report)).toContain('candidate/calc/add@r1#1')
  })

  it('leads with the route a clone has today, the published one beside it: the vendored action and `npm pack` tarball', () => {
    const readme = readFileSync('README.md', 'utf8')
    const tarball = `fabric-compare-${VERSION}.tgz`
    const vendor = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.startsWith('npm pack'))
    expect(vendor).toBeDefined()
    // The block, run in a clone (the files `npm pack` and the copy read) with YOUR_REPO a fresh repository.
    const clone = tempFolder('readme-clone-')
    for (const f of ['package.json', 'action.yml', 'README.md', 'LICENSE', 'CHANGELOG.md', 'SECURITY.md', 'bin', 'dist', 'schema'])
      cpSync(f, path.join(clone, f), { recursive: true })
    const yours = tempFolder('readme-your-repo-')
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      HOME: clone,
      YOUR_REPO: yours,
      npm_config_cache: path.join(clone, '.npm')
    }
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', vendor!], { cwd: clone, env, encoding: 'utf8' })
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' })
    // what the workflow names is there: the action (action.yml runs dist/index.js, the committed bundle) and the tarball
    const folder = path.join(yours, VENDORED)
    expect(wf.env.FABRIC_COMPARE).toBe(`${VENDORED}/${tarball}`)
    expect(existsSync(path.join(yours, wf.env.FABRIC_COMPARE!))).toBe(true)
    expect(wf.jobs.compare.steps.filter((s) => s.uses === VENDORED)).toHaveLength(1)
    expect((parse(readFileSync(path.join(folder, 'action.yml'), 'utf8')) as { runs: { main: string } }).runs.main).toBe('dist/index.js')
    expect(readFileSync(path.join(folder, 'dist', 'index.js')).equals(readFileSync('dist/index.js'))).toBe(true)
    // the published routes stand beside them, marked
    expect(readme).toContain(`- uses: ${VENDORED}  # once released: uses: <owner>/fabric-compare@v0\n`)
    expect(readme).toContain(`once released:\n  # https://github.com/<owner>/fabric-compare/releases/download/v${VERSION}/${tarball}\n`)
    expect(readme.indexOf('**From a clone, today**')).toBeLessThan(readme.indexOf('name: Evaluate'))
  }, 60_000)
})
