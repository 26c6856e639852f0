/**
 * The action's run context (src/inputs/run-context.ts): the runner's variables read once, a malformed or absent
 * one becoming null (or the documented fallback), and run URLs only where the server, repository and run are known.
 */
import { describe, expect, it } from '@jest/globals'
import os from 'node:os'
import { readRunContext, runUrlOf } from '../src/inputs/run-context.js'

const event = { eventName: 'pull_request', payload: { pull_request: { number: 7 } } }

describe('readRunContext', () => {
  it('reads the run, repository, server, commit, step and folders of a GitHub Actions runner', () => {
    const env = {
      GITHUB_RUN_ID: '4123',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_SHA: 'abc',
      GITHUB_ACTION: 'compare',
      RUNNER_TEMP: '/runner/tmp',
      GITHUB_WORKSPACE: '/work'
    }
    const ctx = readRunContext(env, event)
    expect(ctx).toEqual({
      runId: 4123,
      runAttempt: 2,
      repository: 'o/r',
      serverUrl: 'https://github.example',
      sha: 'abc',
      step: 'compare',
      runnerTemp: '/runner/tmp',
      workspace: '/work',
      eventName: 'pull_request',
      payload: event.payload,
      env
    })
    expect(runUrlOf(ctx, ctx.repository, ctx.runId)).toBe('https://github.example/o/r/actions/runs/4123')
    expect(runUrlOf(ctx, 'x/y', 9)).toBe('https://github.example/x/y/actions/runs/9')
  })

  it('outside a runner: no run, repository or server, the system temporary folder and the working directory', () => {
    const ctx = readRunContext({}, event)
    expect(ctx).toMatchObject({ runId: null, runAttempt: null, repository: null, serverUrl: null, sha: undefined, step: undefined })
    expect(ctx.runnerTemp).toBe(os.tmpdir())
    expect(ctx.workspace).toBe(process.cwd())
    expect(runUrlOf(ctx, 'o/r', 1)).toBeNull()
  })

  it.each(['0', '-3', '1.5', '12abc', '', '99999999999999999999'])('a run id of %j is no run', (id) => {
    expect(readRunContext({ GITHUB_RUN_ID: id, GITHUB_SERVER_URL: 'https://g', GITHUB_REPOSITORY: 'o/r' }, event).runId).toBeNull()
  })
})
