/**
 * End-to-end (`node dist/index.js` against the loopback fake GitHub), issue 40 item 1: artifacts
 * uploaded with `actions/upload-artifact` v7 `archive: false` are named after their file and
 * download as that one raw file (served here as `application/octet-stream` under its name, as
 * GitHub's blob storage does; `@actions/artifact` then saves the file, not a folder). A pattern
 * that matches nothing says a file-named artifact exists; a matched raw file, or an archive inside a
 * zip artifact, is named with the remedy — never read as an empty folder or "0 attempts" — and
 * the gate fails as missing evidence.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { ReportSchema, type Report } from '../src/comparison/report/report-schema.js'
import { artifactFiles } from './support/attempt-evidence.js'
import { startFakeGitHub, type FakeArtifactSpec, type FakeGitHub } from './support/fake-github.js'
import { runAction, type ActionRun } from './support/run-action.js'

const INPUTS = { tasks: 't@r1', 'attempts-per-task': '1', 'github-token': 'ghs_raw', comment: 'false' }
const ATTEMPT = { configuration: 'candidate', task: 't', revision: 'r1', attempt: '1' }
/** Gzip magic and a little more: a tarball's first bytes (never opened). */
const TARBALL = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03])

let fake: FakeGitHub | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function run(artifacts: FakeArtifactSpec[], configurations: string): Promise<{ run: ActionRun; report: Report }> {
  fake = await startFakeGitHub({ artifacts })
  const r = await runAction({ inputs: { ...INPUTS, configurations }, env: fake.env() })
  return { run: r, report: ReportSchema.parse(JSON.parse(readFileSync(r.outputs['report-path']!, 'utf8'))) }
}

const HINT =
  '`actions/upload-artifact` with `archive: false` uploads one file as is and names the artifact after that file, not `name:` — ' +
  'upload the evidence folder (the default `archive: true`), or match the file-named artifact'

describe('artifacts uploaded with archive: false', () => {
  it('a pattern that matches nothing while a file-named artifact exists says so; the gate fails as missing evidence', async () => {
    const { run: r, report } = await run([{ name: 'evidence.tar.gz', raw: TARBALL }], 'candidate: eval-candidate-*')
    expect(r.exitCode).toBe(1)
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons).toContain(
      `artifact eval-candidate-* (this run): no artifact matches this name pattern; an artifact named like a file exists (\`evidence.tar.gz\`): ${HINT}`
    )
    expect(r.stdout).toContain(
      `::warning::No artifact matches "eval-candidate-*" in this workflow run; an artifact named like a file exists`
    )
    expect(report.configurations.map((c) => [c.id, c.complete, c.attempts.missing])).toEqual([['candidate', false, 1]])
  })

  it('a matched raw file is named as one unarchived file, never read as an empty folder; good artifacts of the same pattern still count', async () => {
    const { run: r, report } = await run(
      [
        { name: 'eval-candidate-1', files: artifactFiles([ATTEMPT]) },
        { name: 'eval-candidate-2.tar.gz', raw: TARBALL }
      ],
      'candidate: eval-candidate-*'
    )
    expect(r.exitCode).toBe(1)
    const reason =
      'the artifact is this one file, an archive fabric-compare does not open, not a folder: `actions/upload-artifact` with `archive: false` ' +
      'uploads a single file as is and names the artifact after it; no fabric-attempt.json was read — upload the evidence folder with its ' +
      'fabric-attempt.json files (the default `archive: true`)'
    expect(report.gate.reasons).toContain(
      `artifact eval-candidate-2.tar.gz (this run): 1 file refused (eval-candidate-2.tar.gz: ${reason})`
    )
    expect(report.diagnostics.filter((d) => d.code === 'artifact_without_index').map((d) => d.message)).toEqual([
      `artifact eval-candidate-2.tar.gz, matched for candidate: ${reason}`
    ])
    // The attempt of the good artifact is read: nothing is lost, and nothing is called 0 attempts.
    const [candidate] = report.configurations
    expect([candidate!.attempts.listed, candidate!.attempts.with_evidence, candidate!.attempts.missing]).toEqual([1, 1, 0])
    // The configuration's own attempts are whole; the run's evidence is not (an artifact of it was refused), and the gate says so.
    expect(candidate!.complete).toBe(true)
    expect(r.outputs).toMatchObject({ complete: 'false', 'gate-passed': 'false' })
  })

  it('a raw JSON file (a full result uploaded alone) is named the same way, without calling it an archive', async () => {
    const { report } = await run([{ name: 'result.json', raw: Buffer.from('{"status":"succeeded"}') }], 'candidate: result.json')
    expect(report.gate.reasons).toContain(
      'artifact result.json (this run): 1 file refused (result.json: the artifact is this one file not a folder: `actions/upload-artifact` with ' +
        '`archive: false` uploads a single file as is and names the artifact after it; no fabric-attempt.json was read — upload the evidence folder ' +
        'with its fabric-attempt.json files (the default `archive: true`))'
    )
  })

  it('an archive inside a zip artifact is named, not opened; an artifact of other files says how many it holds', async () => {
    const { report } = await run(
      [
        { name: 'eval-candidate-1', files: { 'evidence.tar.gz': TARBALL, 'notes.txt': 'x' } },
        { name: 'eval-candidate-2', files: { 'logs/a.log': 'x', 'b.log': 'y' } }
      ],
      'candidate: eval-candidate-*'
    )
    expect(report.gate.passed).toBe(false)
    expect(report.gate.reasons).toEqual(
      expect.arrayContaining([
        'artifact eval-candidate-1 (this run): 1 file refused (evidence.tar.gz: an archive fabric-compare does not open, and the artifact holds no ' +
          'fabric-attempt.json — upload the evidence folder with its fabric-attempt.json files (the default `archive: true`), not an archive of it)',
        'artifact eval-candidate-2 (this run): 1 file refused (.: the artifact holds no fabric-attempt.json (2 entries at its top, none an attempt ' +
          "folder with one) — write one per attempt folder with `fabric-compare index`, or narrow the configuration's artifact pattern)"
      ])
    )
    expect(report.diagnostics.filter((d) => d.code === 'artifact_without_index').map((d) => d.file)).toEqual([
      'eval-candidate-1/evidence.tar.gz',
      'eval-candidate-2'
    ])
  })
})
