/**
 * The Harbor workflow (.github/workflows/example-harbor.yml, linked from the
 * README; issue 38 item 8), run as written: its YAML is parsed, the
 * evaluate job's `run:` step runs in bash once per matrix entry (its
 * `${{ matrix.* }}` expressions replaced as GitHub does) with a stand-in
 * `harbor` on PATH that checks the flags and writes the job folder a Harbor
 * registry job writes (config.json with literal `task_names`, one trial
 * folder per attempt; shapes as __tests__/fixtures/real/harbor021-subscription-jobs,
 * values invented), each `jobs/` folder becomes the artifact the upload step
 * names, served as a real zip by a fake GitHub on 127.0.0.1, and the compare
 * job's `with:` inputs run the bundled action.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'
import { filesUnder } from './support/files-under.js'
import { tempFolder } from './support/temp-folder.js'

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> }
type Workflow = {
  jobs: { evaluate: { strategy: { matrix: { include: Array<Record<string, string>> } }; steps: Step[] }; compare: { steps: Step[] } }
}

const workflow = parse(readFileSync('.github/workflows/example-harbor.yml', 'utf8')) as Workflow

/**
 * A stand-in `harbor run`: checks the flags the workflow gives and writes `<jobs-dir>/<job-name>/`
 * with every task × attempt as a trial (reward 1, input tokens by model; `skip`: trials not written).
 */
function harborStandIn(bin: string, skip: string[]): void {
  const script = path.join(bin, 'harbor.mjs')
  writeFileSync(
    script,
    `
import { mkdirSync, writeFileSync } from 'node:fs'
const a = process.argv.slice(2)
const opt = (...names) => { const i = a.findIndex((x) => names.includes(x)); return i < 0 ? undefined : a[i + 1] }
if (a[0] !== 'run') { console.error('harbor: expected run'); process.exit(2) }
const dataset = opt('-d', '--dataset'), agent = opt('-a', '--agent'), model = opt('-m', '--model')
const n = Number(opt('-k', '--n-attempts') ?? 1), jobsDir = opt('-o', '--jobs-dir'), name = opt('--job-name')
const known = new Set(['run', '-d', '--dataset', '-a', '--agent', '-m', '--model', '-k', '--n-attempts', '-o', '--jobs-dir', '--job-name', '-i', '--include-task-name'])
// Every flag is one Harbor has, each followed by one value (Harbor takes one task per -i).
for (let i = 1; i < a.length; i += 2) if (!known.has(a[i]) || a[i + 1] === undefined || a[i + 1].startsWith('-')) { console.error('harbor: no such option or no value: ' + a[i]); process.exit(2) }
const tasks = a.flatMap((x, i) => (x === '-i' || x === '--include-task-name' ? [a[i + 1]] : []))
if (!dataset || !agent || !model || !jobsDir || !name || tasks.length === 0) { console.error('harbor: missing a flag: ' + a.join(' ')); process.exit(2) }
const job = jobsDir + '/' + name
mkdirSync(job, { recursive: true })
const agentConfig = { name: agent, model_name: model, kwargs: {} }
writeFileSync(job + '/config.json', JSON.stringify({ job_name: name, n_attempts: n, agents: [agentConfig], datasets: [{ name: dataset, ref: 'sha256:0f0f', task_names: tasks }] }))
const input = model.includes('opus') ? 1300 : 1000
for (const task of tasks) for (let k = 1; k <= n; k++) {
  const trial = task + '__' + name.slice(0, 3) + k
  if (${JSON.stringify(skip)}.includes(name + '/' + task + '#' + k)) continue
  mkdirSync(job + '/' + trial, { recursive: true })
  writeFileSync(job + '/' + trial + '/result.json', JSON.stringify({
    id: 'id-' + trial, task_name: task, trial_name: trial, source: dataset, task_checksum: 'sum-' + task,
    config: { agent: agentConfig },
    agent_info: { name: agent, version: '1.0', model_info: { name: model.split('/')[1], provider: model.split('/')[0] } },
    agent_result: { n_input_tokens: input + k * 10 + task.length, n_cache_tokens: 0, n_output_tokens: 100, cost_usd: null, metadata: null },
    verifier_result: { rewards: { reward: 1 } }, exception_info: null,
    started_at: '2026-01-01T00:00:00Z', finished_at: '2026-01-01T00:01:00Z'
  }))
}
`
  )
  writeFileSync(path.join(bin, 'harbor'), `#!/usr/bin/env bash\nexec node ${JSON.stringify(script)} "$@"\n`)
  chmodSync(path.join(bin, 'harbor'), 0o755)
}

/** The evaluate job for each matrix entry: its `run:` step in bash; returns the artifact each upload names. */
function evaluate(root: string, skip: string[]): Array<{ name: string; files: Record<string, Buffer> }> {
  const job = workflow.jobs.evaluate
  const step = job.steps.find((s) => s.name === 'Run the attempts')!
  const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!
  expect(upload.with).toMatchObject({ path: 'jobs/' })
  const bin = path.join(root, 'bin')
  mkdirSync(bin, { recursive: true })
  harborStandIn(bin, skip)
  return job.strategy.matrix.include.map((matrix) => {
    const expand = (text: string) => text.replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_, k: string) => matrix[k]!)
    const workspace = path.join(root, matrix.configuration!)
    mkdirSync(workspace, { recursive: true })
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', expand(step.run!)], {
      cwd: workspace,
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
      encoding: 'utf8'
    })
    expect([matrix.configuration, run.status, run.stderr]).toEqual([matrix.configuration, 0, ''])
    return { name: expand(String(upload.with!.name)), files: filesUnder(path.join(workspace, 'jobs')) }
  })
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function compare(root: string, artifacts: ReturnType<typeof evaluate>) {
  fake = await startFakeGitHub({
    runId: 6161,
    artifacts: [...artifacts, { name: 'unrelated-logs', files: { 'log.txt': Buffer.from('not evidence') } }]
  })
  expect(workflow.jobs.compare.steps.map((s) => s.uses)).toEqual(['actions/checkout@v4', './'])
  const action = workflow.jobs.compare.steps.find((s) => s.uses === './')!
  const inputs = Object.fromEntries(Object.entries(action.with ?? {}).map(([k, v]) => [k, String(v)]))
  const run = await runAction({ inputs: { ...inputs, 'github-token': 'ghs_harbor_token' }, env: fake.env(), workspace: root })
  return { run, report: ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))) }
}

describe('the Harbor workflow, as written', () => {
  it('two configurations, every trial there: complete, inventory verified from config.json, the gate green, the input delta shown', async () => {
    const root = tempFolder('harbor-workflow-')
    const artifacts = evaluate(root, [])
    expect(artifacts.map((a) => [a.name, Object.keys(a.files).filter((f) => f.endsWith('/result.json')).length])).toEqual([
      ['harbor-baseline', 6],
      ['harbor-candidate', 6]
    ])
    const { run, report } = await compare(root, artifacts)
    expect([run.exitCode, run.outputs['gate-passed'], report.complete]).toEqual([0, 'true', true])
    expect(report.configurations.map((c) => [c.id, c.attempts.listed, c.attempts.inventory_verified, c.evaluation.passed])).toEqual([
      ['baseline', 6, true, 6],
      ['candidate', 6, true, 6]
    ])
    expect(report.comparisons[0]!.metrics.input_tokens.delta).toBe(1800)
    expect(new Set(report.attempts.map((a) => a.declared_in?.artifact))).toEqual(new Set(['harbor-baseline', 'harbor-candidate']))
  })

  it('a trial that never wrote its result is missing by the job config.json, and the gate is red', async () => {
    const root = tempFolder('harbor-workflow-')
    const { report, run } = await compare(root, evaluate(root, ['candidate/fix-git#2']))
    expect([run.exitCode, run.outputs['gate-passed']]).toEqual([1, 'false'])
    expect(report.configurations.map((c) => [c.id, c.attempts.missing])).toEqual([
      ['baseline', 0],
      ['candidate', 1]
    ])
  })
})
