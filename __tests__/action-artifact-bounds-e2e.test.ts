/**
 * An artifact that inflates without bound (issue 57 item 2), end to end: the bundled action downloads real zip
 * archives from the local fake GitHub; a file over `artifact-max-bytes` (set low here) is not extracted and is named on
 * its artifact, the artifact was not read whole, so the evidence is incomplete and the gate fails — beside real,
 * complete evidence that alone would pass.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { artifactFiles, type AttemptSpec, TWO_BY_TWO } from './support/attempt-evidence.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction, type ActionRun } from './support/run-action.js'

const ATTEMPTS: AttemptSpec[] = TWO_BY_TWO
const INPUTS = {
  configurations: 'baseline: eval-baseline\ncandidate: eval-candidate',
  tasks: 'calc/add@r1',
  'attempts-per-task': '2',
  'github-token': 'ghs_e2e_token',
  comment: 'false'
}

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

const reportOf = (run: ActionRun): Report => ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))

/** The two configurations' artifacts; the candidate's also holds `extra` (e.g. two 1 MiB files of zeros). */
async function serve(extra: Record<string, Buffer>): Promise<FakeGitHub> {
  return startFakeGitHub({
    runId: 5151,
    artifacts: ['baseline', 'candidate'].map((c) => ({
      name: `eval-${c}`,
      files: { ...artifactFiles(ATTEMPTS.filter((a) => a.configuration === c)), ...(c === 'candidate' ? extra : {}) }
    }))
  })
}

describe('an artifact that inflates past artifact-max-bytes', () => {
  it('within the limit: complete, the gate passes', async () => {
    fake = await serve({})
    const run = await runAction({ inputs: { ...INPUTS, 'artifact-max-bytes': '1500000' }, env: fake.env() })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([0, 'true', 'true'])
  })

  it('two 1 MiB files of zeros beside the evidence: the second is not extracted and named; incomplete, the gate fails', async () => {
    const MiB = 1024 * 1024
    fake = await serve({ 'pad/a.bin': Buffer.alloc(MiB), 'pad/b.bin': Buffer.alloc(MiB) })
    const run = await runAction({ inputs: { ...INPUTS, 'artifact-max-bytes': '1500000' }, env: fake.env() })
    expect([run.exitCode, run.outputs.complete, run.outputs['gate-passed']]).toEqual([1, 'false', 'false'])
    const report = reportOf(run)
    expect(report.artifacts.map((a) => [a.name, a.status, (a.refused ?? []).map((r) => `${r.file}: ${r.reason}`)])).toEqual([
      ['eval-baseline', 'downloaded', []],
      [
        'eval-candidate',
        'downloaded',
        ['pad/b.bin: the artifact inflates past the limit of 1,500,000 bytes (artifact-max-bytes); not extracted']
      ]
    ])
    // The attempts themselves were read: the figures are there, and the gate names the artifact.
    expect(report.configurations.map((c) => c.usage.input_tokens.observed)).toEqual([2000, 2000])
    expect(report.gate.reasons.join('\n')).toContain('artifact eval-candidate (this run): 1 file refused (pad/b.bin')
    // Nothing over the limit was left on disk.
    const written = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? written(path.join(dir, e.name)) : [e.name]))
    expect(written(run.dir)).toContain('a.bin')
    expect(written(run.dir)).not.toContain('b.bin')
  })

  it('a bad artifact-max-bytes is an input error naming the input', async () => {
    fake = await serve({})
    const run = await runAction({ inputs: { ...INPUTS, 'artifact-max-bytes': '1e9' }, env: fake.env() })
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toMatch(/::error::.*artifact-max-bytes/)
  })
})
