/** The verdict notice's text (issue 40 item 2): counts, commits, runs and the link, escaped. */
import { describe, expect, it } from '@jest/globals'
import { verdictNoticeMarker } from '../src/github/verdict-notice.js'
import { verdictNoticeBody } from '../src/render/markdown/verdict-notice.js'
import { report } from './support/report-builders.js'

const A = 'a1'.repeat(20)
const B = 'b2'.repeat(20)
const failed = (reasons: string[]) => {
  const r = report({})
  return { ...r, gate: { ...r.gate, policy: 'regression' as const, passed: false, reasons } }
}

describe('verdictNoticeBody', () => {
  it('names the policy, counts the reasons, the commit now and before, the run before, and links the comment', () => {
    expect(
      verdictNoticeBody(failed(['x', 'y']), {
        sha: B,
        previous: { sha: A, run: '4301' },
        commentUrl: 'https://github.com/o/r/pull/7#issuecomment-1'
      })
    ).toBe(
      '**fabric-compare: the gate now fails** (fail-on `regression`, 2 reasons) for commit `b2b2b2b`; the comment said it passed for ' +
        'commit `a1a1a1a` (run 4301). GitHub sends no notification when a comment is edited: [the updated comment](https://github.com/o/r/pull/7#issuecomment-1).'
    )
  })

  it('unknown commits and runs are said as unknown; nothing from the old comment or the URL is taken as Markdown', () => {
    const body = verdictNoticeBody(failed(['x']), {
      sha: null,
      previous: { sha: 'unknown', run: '[x](javascript:alert(1))' },
      commentUrl: 'javascript:alert(1)'
    })
    expect(body).toBe(
      '**fabric-compare: the gate now fails** (fail-on `regression`, 1 reason) for an unknown commit; the comment said it passed for ' +
        'an unknown commit. GitHub sends no notification when a comment is edited: the updated comment above.'
    )
  })
})

describe('verdictNoticeMarker', () => {
  it("names the key and the state it worsened from, in a safe alphabet, and never starts like the sticky comment's marker", () => {
    expect(verdictNoticeMarker('nightly v2', { sha: A, run: '4301', attempt: '2' })).toBe(
      `<!-- fabric-compare:notice key=nightly_v2 after=${A}/4301/2 -->`
    )
    expect(verdictNoticeMarker('k', { sha: 'unknown', run: '--> <b>', attempt: null })).toBe(
      '<!-- fabric-compare:notice key=k after=unknown/--___b_/unknown -->'
    )
    expect(verdictNoticeMarker('default', { sha: A, run: '1', attempt: '1' }).startsWith('<!-- fabric-compare:v1 key=default -->')).toBe(
      false
    )
  })
})
