/**
 * A request that gets no HTTP answer is a network error, not GitHub's 500: Octokit reports a failed
 * fetch as a RequestError with status 500 and no response (@octokit/request 10). Checked with a real
 * Octokit against a port on 127.0.0.1 that nothing listens on, and against the fake GitHub's real 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type AddressInfo } from 'node:net'
import { createOctokit } from '../src/github/octokit.js'
import { httpStatusOf, isNetworkError, remedyFor, requestFailureText, toCommentError } from '../src/github/errors.js'
import { startFakeGitHub, type FakeGitHub } from './support/fake-github.js'

let fake: FakeGitHub
let closedPort: number

beforeAll(async () => {
  fake = await startFakeGitHub({ token: 'secret' })
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closedPort = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

afterAll(async () => {
  await fake.close()
})

describe('network errors', () => {
  it('a refused connection: Octokit says 500, we say network error and name the remedy', async () => {
    const octokit = createOctokit('secret', { baseUrl: `http://127.0.0.1:${closedPort}`, retries: 0 })
    const error = await octokit.rest.users.getAuthenticated().catch((e: unknown) => e)
    expect((error as { status: number }).status).toBe(500)
    expect(isNetworkError(error)).toBe(true)
    expect(httpStatusOf(error)).toBeNull()
    expect(requestFailureText(error)).toBe(`network error: connect ECONNREFUSED 127.0.0.1:${closedPort}`)
    expect(toCommentError('list', error).message).toBe(
      `GitHub comments API failed to list (no HTTP status: connect ECONNREFUSED 127.0.0.1:${closedPort}). ` +
        'No HTTP answer came (a network error): check that the runner reaches GITHUB_API_URL (proxy, firewall), then re-run the job.'
    )
  })

  it("GitHub's own 5xx stays a server error with its status", async () => {
    fake.faults = { commentListStatus: 502 }
    const octokit = createOctokit('secret', { baseUrl: fake.url, retries: 0 })
    const error = await octokit.rest.issues.listComments({ owner: fake.owner, repo: fake.repo, issue_number: 7 }).catch((e: unknown) => e)
    fake.faults = {}
    expect(isNetworkError(error)).toBe(false)
    expect(httpStatusOf(error)).toBe(502)
    expect(requestFailureText(error)).toMatch(/^502 /)
    expect(remedyFor(httpStatusOf(error), '', '')).toMatch(/^GitHub's API failed \(a server error\)/)
  })

  it('system codes on the error or its cause count; other errors do not', () => {
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND api.github.example'), { code: 'ENOTFOUND' })
    expect(isNetworkError(new TypeError('fetch failed', { cause: dns }))).toBe(true)
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'UND_ERR_CONNECT_TIMEOUT' }))).toBe(true)
    expect(isNetworkError(new Error('Failed to ListArtifacts: connect ECONNRESET 10.0.0.1:443'))).toBe(true)
    expect(isNetworkError(new Error('Bad credentials'))).toBe(false)
    // An HTTP answer came, whatever its body says; and undici codes that are answers, not lost connections.
    expect(
      isNetworkError(
        new Error('Failed to ListArtifacts: Received non-retryable error: Failed request: (500) Internal Server Error: read ECONNRESET')
      )
    ).toBe(false)
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'UND_ERR_RESPONSE_STATUS_CODE' }))).toBe(false)
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }))).toBe(true)
    expect(isNetworkError({ status: 500, response: { data: {} }, request: {} })).toBe(false)
    expect(isNetworkError(null)).toBe(false)
    expect(requestFailureText(new TypeError('fetch failed', { cause: dns }))).toBe(
      'network error: getaddrinfo ENOTFOUND api.github.example'
    )
    expect(requestFailureText(Object.assign(new Error(''), { code: 'EAI_AGAIN' }))).toBe('network error: EAI_AGAIN')
  })
})
