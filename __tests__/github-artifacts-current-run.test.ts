/**
 * downloadArtifacts from THIS run (no findBy → Twirp results service with
 * ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL) with the real @actions/artifact client.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { makeRuntimeToken, startFakeGitHub } from './support/fake-github.js'
import type { FakeGitHub } from './support/fake-github.js'
import { recordingLogger } from './support/recording-logger.js'

let fake: FakeGitHub
let tmp: string
let downloadArtifacts: typeof import('../src/github/artifacts.js').downloadArtifacts
let ArtifactListError: typeof import('../src/github/artifacts.js').ArtifactListError

beforeAll(async () => {
  fake = await startFakeGitHub({
    runId: 100,
    artifacts: [
      { name: 'run-records-baseline', files: { 'index.json': '{"c":"baseline"}' } },
      { name: 'run-records-candidate', files: { 'index.json': '{"c":"candidate"}' }, badDigest: true },
      { name: 'old-run-records', runId: 99, files: { 'index.json': 'another run' } }
    ]
  })
  delete process.env['GITHUB_SERVER_URL']
  Object.assign(process.env, fake.env())
  ;({ downloadArtifacts, ArtifactListError } = await import('../src/github/artifacts.js'))
  tmp = await mkdtemp(path.join(os.tmpdir(), 'fc-current-run-'))
})

afterAll(async () => {
  await fake.close()
  await rm(tmp, { recursive: true, force: true })
})

describe('downloadArtifacts from the current run (Twirp)', () => {
  it("lists and downloads this run's artifacts only, checking digests", async () => {
    const destination = path.join(tmp, 'ok')
    const results = await downloadArtifacts({ patterns: ['*run-records*'], destination, log: recordingLogger() })
    expect(results.map((r) => [r.name, r.id, r.status, r.error])).toEqual([
      ['run-records-baseline', 1001, 'downloaded', null],
      ['run-records-candidate', 1002, 'digest_mismatch', `downloaded bytes do not match the listed digest ${fake.artifacts[1]?.digest}`]
    ])
    expect(results[0]?.digest).toBe(fake.artifacts[0]?.digest)
    expect(results[0]?.size).toBe(fake.artifacts[0]?.zip.length)
    expect(await readFile(path.join(destination, 'run-records-baseline-1001', 'index.json'), 'utf8')).toBe('{"c":"baseline"}')
    expect(fake.requests.filter((r) => r.route === 'artifact-list' || r.route === 'artifact-zip')).toEqual([])
    // One list for the inventory, then per artifact: list by id + signed URL (parallel, so sorted here).
    const twirpCalls = fake.requests.filter((r) => r.route === 'twirp').map((r) => r.path.split('/').pop())
    expect(twirpCalls.sort()).toEqual(['GetSignedArtifactURL', 'GetSignedArtifactURL', 'ListArtifacts', 'ListArtifacts', 'ListArtifacts'])
  })

  it('throws ArtifactListError when the runtime token belongs to another run', async () => {
    const saved = process.env['ACTIONS_RUNTIME_TOKEN']
    process.env['ACTIONS_RUNTIME_TOKEN'] = makeRuntimeToken({ runBackendId: 'other', jobBackendId: 'job' })
    try {
      const error = await downloadArtifacts({ patterns: ['*'], destination: path.join(tmp, 'denied'), log: recordingLogger() }).catch(
        (e: unknown) => e
      )
      expect(error).toBeInstanceOf(ArtifactListError)
      expect((error as Error).message).toBe(
        "Could not list the workflow run's artifacts: Failed to ListArtifacts: Received non-retryable error: Failed request: (401) Unauthorized: invalid runtime token"
      )
    } finally {
      process.env['ACTIONS_RUNTIME_TOKEN'] = saved
    }
  })
})
