/**
 * Unit tests of the issue-9 helpers: usage relations, timeout codes, hidden
 * folders and excluded record states (advice per source kind: sources-advice.test.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { hiddenFolderOf } from '../src/comparison/tally/hidden-folders.js'
import { isTimeoutCode } from '../src/comparison/tally/outcomes.js'
import { recordRuleFindings } from '../src/comparison/claims/record-rules.js'
import { usageDisagreements } from '../src/comparison/claims/usage-compare.js'
import { end, start, usage } from './support/comparison-builders.js'

describe('usageDisagreements', () => {
  it('checks only relations whose fields are all reported', () => {
    expect(usageDisagreements(null)).toEqual([])
    expect(usageDisagreements(usage({ cached_input_tokens: 900 }))).toEqual([])
    expect(
      usageDisagreements(usage({ input_tokens: 300, cached_input_tokens: 300, output_tokens: 10, reasoning_tokens: 10, total_tokens: 310 }))
    ).toEqual([])
  })

  it('names every broken relation with the figures, in a fixed order', () => {
    expect(
      usageDisagreements(
        usage({ input_tokens: 300, cached_input_tokens: 900, output_tokens: 200, reasoning_tokens: 1500, total_tokens: 2000 })
      )
    ).toEqual([
      {
        relation: 'cached_exceeds_input',
        metrics: ['input_tokens', 'cached_input_tokens'],
        detail: 'cached_input_tokens 900 > input_tokens 300'
      },
      {
        relation: 'reasoning_exceeds_output',
        metrics: ['output_tokens', 'reasoning_tokens'],
        detail: 'reasoning_tokens 1,500 > output_tokens 200'
      },
      { relation: 'total_tokens_mismatch', metrics: ['total_tokens'], detail: 'total_tokens 2,000 ≠ input_tokens + output_tokens 500' }
    ])
  })
})

describe('isTimeoutCode', () => {
  it('reads timeout and …_timeout codes only', () => {
    expect(['timeout', 'invoke_timeout', 'timeout_x', 'runtime_error', null, undefined, ''].map(isTimeoutCode)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false
    ])
  })
})

describe('hiddenFolderOf', () => {
  it('gives the first hidden folder of a path, never the file name', () => {
    expect([
      hiddenFolderOf('a/.fabric/rt/inv/run-record.jsonl'),
      hiddenFolderOf('.fabric/x.jsonl'),
      hiddenFolderOf('a/b/.hidden-file.json'),
      hiddenFolderOf('./a/../b/result.json'),
      hiddenFolderOf('a\\.cache\\r.jsonl')
    ]).toEqual(['.fabric', '.fabric', null, null, '.cache'])
  })
})

describe('recordRuleFindings: out-of-memory rules', () => {
  const rise = (exclusive: boolean | null, cause: string | null) =>
    recordRuleFindings(
      start({ exclusive_container: exclusive, oom_kill_count: 0 }),
      end({
        status: 'failed',
        oom_kill_count: 1,
        stop: { cause, reason: null, timeout_ms: null, used_ms: null, force_stopped: null, exit_code: null, exit_signal: null }
      }),
      'r.jsonl'
    ).map((d) => d.message)

  it('an exclusive rise reads sandbox_failed; a shared rise sets no cause', () => {
    expect(rise(true, 'sandbox_failed')).toEqual([])
    expect(rise(false, 'unclassified')).toEqual([])
    expect(rise(true, 'unclassified')).toEqual([
      'request record excluded state: an out-of-memory rise (0 → 1) in an exclusive container with stop cause unclassified; the rules read it as sandbox_failed'
    ])
    // The format does not state this rule: a notice (record_state_unusual), never a gate failure.
    expect(rise(false, 'sandbox_failed')).toEqual([
      'request record unusual state (the record format does not exclude it): stop cause sandbox_failed from an out-of-memory rise (0 → 1) in a shared container; a rise there is expected to set no cause'
    ])
  })

  it('says nothing without an end line', () => {
    expect(recordRuleFindings(start(), null, 'r.jsonl')).toEqual([])
  })
})
