/**
 * End to end: each attempt's folder indexed with
 * `fabric-compare index` as an evaluation job would, uploaded as artifacts,
 * and compared by the bundled action (`node dist/index.js`) against the fake
 * GitHub on 127.0.0.1 with real zip archives. The evidence is synthetic
 * (__tests__/support/attempt-evidence.ts).
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { attemptFiles, type AttemptSpec } from './support/attempt-evidence.js'
import { cli } from './support/cli-golden.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'

const TASKS = [
  { task: 'calc/add', revision: 'r1' },
  { task: 'calc/mul', revision: 'r1' }
]

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

/**
 * One configuration's artifact as its evaluation job leaves it: per attempt, the full results and
 * records the support helper writes (its own index file left out), then `fabric-compare index` on
 * the attempt's folder. Returns the artifact's files and, per attempt, the index the helper would
 * have written by hand and the one the command wrote.
 */
async function evaluationJob(
  configuration: string,
  root: string,
  skip: string[]
): Promise<{ files: Record<string, string>; indexes: Array<[unknown, unknown]> }> {
  const dir = path.join(root, `eval-${configuration}`)
  const indexes: Array<[unknown, unknown]> = []
  for (const t of TASKS) {
    for (const attempt of ['1', '2']) {
      if (skip.includes(`${t.task}#${attempt}`)) continue // the job died before it wrote anything
      const spec: AttemptSpec = { configuration, ...t, attempt, requests: 2, inputTokens: 1000, outputTokens: 250, costUsd: 0.02 }
      const files = attemptFiles(spec)
      const folder = `${t.task.replace('/', '-')}/${attempt}`
      const byHand = files[`${folder}/fabric-attempt.json`]
      for (const [rel, text] of Object.entries(files)) {
        if (rel.endsWith('fabric-attempt.json')) continue
        mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
        writeFileSync(path.join(dir, rel), text)
      }
      const run = await cli([
        'index',
        path.join(dir, folder),
        '--configuration',
        configuration,
        '--task',
        t.task,
        '--revision',
        t.revision,
        '--attempt',
        attempt,
        '--passed',
        'true',
        '--score',
        '1',
        '--evaluator',
        'verifier@1',
        '--task-duration-ms',
        '12000'
      ])
      expect([run.code, run.stderr]).toEqual([0, ''])
      indexes.push([JSON.parse(byHand as string), JSON.parse(readFileSync(path.join(dir, folder, 'fabric-attempt.json'), 'utf8'))])
    }
  }
  const files: Record<string, string> = {}
  for (const rel of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!rel.isFile()) continue
    const abs = path.join(rel.parentPath, rel.name)
    files[path.relative(dir, abs).split(path.sep).join('/')] = readFileSync(abs, 'utf8')
  }
  return { files, indexes }
}

describe('fabric-compare index in the evaluation jobs, the action in the compare job', () => {
  it('the written index files are the ones a careful hand writes, and the action compares them: the attempt never run is missing', async () => {
    const root = tempFolder('fc-index-action-')
    const baseline = await evaluationJob('baseline', root, [])
    const candidate = await evaluationJob('candidate', root, ['calc/mul#2'])
    for (const [byHand, written] of [...baseline.indexes, ...candidate.indexes]) expect(written).toEqual(byHand)
    fake = await startFakeGitHub({
      artifacts: [
        { name: 'eval-baseline', files: baseline.files },
        { name: 'eval-candidate', files: candidate.files }
      ]
    })
    const run = await runAction({
      inputs: {
        configurations: 'baseline: eval-baseline\ncandidate: eval-candidate',
        tasks: TASKS.map((t) => `${t.task}@${t.revision}`).join('\n'),
        'attempts-per-task': '2',
        pricing: 'baseline: list-2026-07 verified\ncandidate: list-2026-07 verified',
        'github-token': 'ghs_e2e_token'
      },
      env: fake.env()
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path'] as string, 'utf8')))
    expect(report.attempts.filter((a) => a.missing).map((a) => a.key)).toEqual(['candidate/calc/mul@r1#2'])
    expect(
      report.configurations.map((c) => [
        c.id,
        c.attempts.listed,
        c.attempts.with_evidence,
        c.usage.input_tokens.observed,
        c.usage.input_tokens.complete
      ])
    ).toEqual([
      ['baseline', 4, 4, 8000, true],
      ['candidate', 4, 3, 6000, false]
    ])
  })
})
