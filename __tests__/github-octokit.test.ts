/**
 * createOctokit against the fake GitHub: base URL from GITHUB_API_URL (read by
 * @actions/github at import time, hence the dynamic import), retry tuning.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startFakeGitHub } from './support/fake-github.js'
import type { FakeGitHub } from './support/fake-github.js'
import { recordingLogger } from './support/recording-logger.js'

let fake: FakeGitHub
let octokitModule: typeof import('../src/github/octokit.js')

beforeAll(async () => {
  fake = await startFakeGitHub({ authenticatedUser: 'octocat', token: 'secret' })
  Object.assign(process.env, fake.env())
  octokitModule = await import('../src/github/octokit.js')
})

afterAll(async () => {
  await fake.close()
})

describe('createOctokit', () => {
  it('uses GITHUB_API_URL as the base URL and sends the token', async () => {
    const octokit = octokitModule.createOctokit('secret')
    const { data } = await octokit.rest.users.getAuthenticated()
    expect(data.login).toBe('octocat')
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/user', status: 200, route: 'user' })
  })

  it('retries 5xx the configured number of times, then throws with the status', async () => {
    fake.resetStats()
    fake.faults = { commentListStatus: 502 }
    const octokit = octokitModule.createOctokit('secret', { baseUrl: fake.url, retries: 1, retryAfterBaseValue: 1, log: recordingLogger() })
    const error = await octokit.rest.issues.listComments({ owner: fake.owner, repo: fake.repo, issue_number: 7 }).catch((e: unknown) => e)
    expect((error as { status: number }).status).toBe(502)
    expect(fake.requests.map((r) => r.status)).toEqual([502, 502])
    fake.faults = {}
  })

  it('does not retry a 401', async () => {
    fake.resetStats()
    const octokit = octokitModule.createOctokit('wrong', { baseUrl: fake.url, retryAfterBaseValue: 1 })
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({ status: 401 })
    expect(fake.requests.map((r) => r.status)).toEqual([401])
  })
})

describe('octokitTuningFromEnv', () => {
  it('reads the test-only retry base and throttle switch', () => {
    expect(octokitModule.octokitTuningFromEnv({})).toEqual({})
    expect(octokitModule.octokitTuningFromEnv({ FABRIC_COMPARE_RETRY_AFTER_BASE_MS: '5', FABRIC_COMPARE_THROTTLE: 'OFF' })).toEqual({
      retryAfterBaseValue: 5,
      throttle: false
    })
    expect(octokitModule.octokitTuningFromEnv({ FABRIC_COMPARE_RETRY_AFTER_BASE_MS: '-1', FABRIC_COMPARE_THROTTLE: 'on' })).toEqual({})
  })
})
