/**
 * The history's inputs and run record (src/inputs/settings.ts,
 * src/action/history.ts): `history` from 0 to 100, `upload-summary` a
 * boolean whose default follows the event (a push to the default branch),
 * both refused in mode `summarize`; the run record from the runner's variables.
 */
import { describe, expect, it } from '@jest/globals'
import { runRecord, uploadWanted } from '../src/action/history.js'
import { readSettings } from '../src/inputs/settings.js'

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? ''
const settings = (inputs: Record<string, string>) => readSettings(reader({ manifest: 'm.json', ...inputs }), 'me/here')

describe('history and upload-summary inputs', () => {
  it('history: 0 or empty is off, 1–100 a count, anything else refused naming the input', () => {
    expect(settings({}).history).toBe(0)
    expect(settings({ history: '0' }).history).toBe(0)
    expect(settings({ history: ' 20 ' }).history).toBe(20)
    expect(settings({ history: '100' }).history).toBe(100)
    expect(() => settings({ history: '101' })).toThrow('input `history`: "101" is not a whole number from 1 to 100 (a number of runs)')
    expect(() => settings({ history: 'all' })).toThrow('input `history`')
  })

  it('upload-summary: true/false override, empty follows the event', () => {
    const push = { ref: 'refs/heads/main', repository: { default_branch: 'main' } }
    expect(uploadWanted(settings({}), 'push', push)).toBe(true)
    expect(uploadWanted(settings({}), 'push', { ...push, ref: 'refs/heads/feature' })).toBe(false)
    expect(uploadWanted(settings({}), 'pull_request', push)).toBe(false)
    expect(uploadWanted(settings({}), 'schedule', push)).toBe(false)
    expect(uploadWanted(settings({ 'upload-summary': 'true' }), 'pull_request', {})).toBe(true)
    expect(uploadWanted(settings({ 'upload-summary': 'false' }), 'push', push)).toBe(false)
    expect(() => settings({ 'upload-summary': 'yes' })).toThrow('input `upload-summary`: "yes" is not a boolean; valid: true, false')
  })

  it('both belong to the reporting job, not to a shard', () => {
    expect(() => settings({ mode: 'summarize', 'upload-summary': 'true' })).toThrow(
      'mode `summarize`: `upload-summary` belongs to the job that reports'
    )
    expect(() => settings({ mode: 'summarize', history: '5' })).toThrow('mode `summarize`: `history` belongs to the job that reports')
  })
})

describe('runRecord', () => {
  it('names the run from the runner’s variables, the time in ISO 8601 UTC', () => {
    const env = {
      GITHUB_RUN_ID: '905',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_SHA: 'ABCDEF'.padEnd(40, '0'),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_REF_NAME: 'main',
      GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/eval.yml@refs/heads/main',
      GITHUB_WORKFLOW: 'Evaluate'
    }
    expect(runRecord(env, new Date(Date.UTC(2026, 11, 2, 5, 30)))).toEqual({
      label: 'run 905',
      run_id: 905,
      run_attempt: 2,
      commit: 'abcdef'.padEnd(40, '0'),
      branch: 'main',
      time: '2026-12-02T05:30:00.000Z',
      workflow: 'o/r/.github/workflows/eval.yml@refs/heads/main'
    })
  })
  it('outside GitHub Actions: nothing but the time; a tag is no branch', () => {
    expect(runRecord({ GITHUB_REF: 'refs/tags/v1', GITHUB_WORKFLOW: 'Evaluate' }, new Date(0))).toEqual({
      label: null,
      run_id: null,
      run_attempt: null,
      commit: null,
      branch: null,
      time: '1970-01-01T00:00:00.000Z',
      workflow: 'Evaluate'
    })
  })
})
