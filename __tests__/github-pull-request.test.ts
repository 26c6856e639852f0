import { describe, expect, it } from '@jest/globals'
import { resolvePullRequest, resolvePullRequestNumber } from '../src/github/pull-request.js'

describe('resolvePullRequest', () => {
  it('reads pull_request and pull_request_target payloads', () => {
    expect(resolvePullRequest({ action: 'opened', number: 12, pull_request: { number: 12 } })).toEqual({
      number: 12,
      source: 'pull_request'
    })
  })

  it('reads the first pull request of a workflow_run', () => {
    const payload = { workflow_run: { id: 9, pull_requests: [{ number: 34 }, { number: 35 }] } }
    expect(resolvePullRequest(payload)).toEqual({ number: 34, source: 'workflow_run' })
  })

  it('returns null for a workflow_run of a fork (empty pull_requests)', () => {
    expect(resolvePullRequest({ workflow_run: { id: 9, pull_requests: [] } })).toBeNull()
  })

  it('reads an issue_comment on a pull request, not on a plain issue', () => {
    expect(resolvePullRequest({ issue: { number: 56, pull_request: { url: 'https://api.github.com/x' } } })).toEqual({
      number: 56,
      source: 'issue_comment'
    })
    expect(resolvePullRequest({ issue: { number: 57 } })).toBeNull()
  })

  it('prefers an explicit number and validates it', () => {
    expect(resolvePullRequest({ pull_request: { number: 12 } }, 78)).toEqual({ number: 78, source: 'explicit' })
    expect(() => resolvePullRequest({}, 0)).toThrow('pull-request number must be an integer ≥ 1, got 0')
    expect(() => resolvePullRequest({}, 1.5)).toThrow(RangeError)
  })

  it('returns null for push payloads, garbage and non-integer numbers', () => {
    expect(resolvePullRequest({ ref: 'refs/heads/main' })).toBeNull()
    expect(resolvePullRequest(null)).toBeNull()
    expect(resolvePullRequest('text')).toBeNull()
    expect(resolvePullRequest({ pull_request: { number: '12' } })).toBeNull()
  })

  it('has a number-only shorthand', () => {
    expect(resolvePullRequestNumber({ pull_request: { number: 3 } })).toBe(3)
    expect(resolvePullRequestNumber({})).toBeNull()
  })
})
