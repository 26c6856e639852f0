/**
 * Runs the bundled action (`node dist/index.js`) as a separate process, the
 * way the runner does: inputs as `INPUT_<NAME>` variables (hyphens kept,
 * upper-cased), outputs read back from `GITHUB_OUTPUT`, the job summary from
 * `GITHUB_STEP_SUMMARY`. Test support only.
 */
import { afterAll } from '@jest/globals'
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_HEAD_SHA } from './fake-github.js'
import { checkReportText } from './report-validity.js'

/** What one run of the action left behind. */
export interface ActionRun {
  exitCode: number | null
  stdout: string
  stderr: string
  /** Outputs by name, parsed from the `name<<delimiter` blocks of GITHUB_OUTPUT. */
  outputs: Record<string, string>
  /** Job summary Markdown ('' when none was written). */
  summary: string
  /** The folder used as RUNNER_TEMP and GITHUB_WORKSPACE parent. */
  dir: string
}

/** Parses GITHUB_OUTPUT's `name<<delim\nvalue\ndelim` blocks (and plain `name=value` lines). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (heredoc) {
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i])
      outputs[heredoc[1]] = value.join('\n')
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=')
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1)
    }
  }
  return outputs
}

// Every run's folder (runner temp, outputs, default workspace) is removed when the test file ends.
const runFolders: string[] = []
afterAll(() => {
  for (const dir of runFolders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * Spawns the bundle with `inputs` (action.yml names → values), `env` (e.g.
 * the fake GitHub's) and a pull_request event for `pullRequest` (null: a
 * push event) whose `pull_request.head.sha` is `headSha` (default
 * `DEFAULT_HEAD_SHA`, the fake GitHub's default head); `event` replaces that event entirely (e.g. a
 * `workflow_run` payload). Resolves when the process exits; never rejects
 * on a non-zero exit, but rejects when its report file fails the report
 * schema (report-validity.ts).
 */
export async function runAction(options: {
  inputs: Record<string, string>
  env?: Record<string, string>
  pullRequest?: number | null
  headSha?: string
  event?: { name: string; payload: unknown }
  workspace?: string
}): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fabric-compare-action-'))
  runFolders.push(dir)
  const outputFile = path.join(dir, 'output.txt')
  const summaryFile = path.join(dir, 'summary.md')
  const eventFile = path.join(dir, 'event.json')
  await Promise.all([writeFile(outputFile, ''), writeFile(summaryFile, '')])
  const pr = options.pullRequest === undefined ? 7 : options.pullRequest
  const pullRequestEvent = { pull_request: { number: pr, head: { sha: options.headSha ?? DEFAULT_HEAD_SHA, ref: 'feature' } } }
  const event =
    options.event ??
    (pr === null ? { name: 'push', payload: { ref: 'refs/heads/main' } } : { name: 'pull_request', payload: pullRequestEvent })
  await writeFile(eventFile, JSON.stringify(event.payload))
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: options.workspace ?? dir,
    // The retry and throttling plugins keep their behaviour but wait milliseconds, not seconds.
    FABRIC_COMPARE_RETRY_AFTER_BASE_MS: '5',
    FABRIC_COMPARE_THROTTLE: 'off',
    ...options.env
  }
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  // FABRIC_COMPARE_ACTION_BUNDLE: a bundle built elsewhere (e.g. `npx ncc build src/index.ts -o /tmp/x`) to check
  // unmerged work; default the committed dist.
  const child = spawn(process.execPath, [path.resolve(process.env.FABRIC_COMPARE_ACTION_BUNDLE ?? 'dist/index.js')], {
    env,
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  const outputs = parseOutputs(await readFile(outputFile, 'utf8'))
  const reportPath = outputs['report-path']
  if (reportPath !== undefined && reportPath !== '') {
    const text = await readFile(reportPath, 'utf8').catch(() => null)
    if (text !== null) checkReportText(text, `the action's report ${reportPath}`)
  }
  return {
    exitCode,
    stdout,
    stderr,
    outputs,
    summary: await readFile(summaryFile, 'utf8'),
    dir
  }
}
