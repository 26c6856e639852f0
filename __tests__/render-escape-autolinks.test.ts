import { describe, expect, it } from '@jest/globals'
import { codeSpan, escapeCell, escapeInline } from '../src/render/text-safety/markdown-escape.js'
import { visibleText } from '../src/render/text-safety/visible-text.js'
import { logSafe } from '../src/github/logger.js'

describe('escapeInline breaks every GitHub autolink form', () => {
  it.each([
    ['#123', '#&#8203;123'],
    ['GH-123 and gh-7', 'GH&#8203;-123 and gh&#8203;-7'],
    ['owner/repo#45', 'owner/repo#&#8203;45'],
    ['deadbeef', 'deadbe&#8203;ef'],
    ['0123456789abcdef0123456789abcdef01234567', '012345&#8203;6789ab&#8203;cdef01&#8203;234567&#8203;89abcd&#8203;ef0123&#8203;4567'],
    ['abcdef', 'abcdef'],
    ['succeeded (a word that holds 7 hex letters)', 'succeeded (a word that holds 7 hex letters)'],
    ['at deadbeef1.', 'at deadbe&#8203;ef1.'],
    ['https://x.example/a', 'https:&#8203;//x.example/a'],
    ['www.example.com', 'www&#8203;.example.com'],
    ['@octocat', '@&#8203;octocat'],
    // Shaped like one of our ids (text@text): a code span, where GitHub makes no link or mention (issue 58 item 7).
    ['a@b.example', '`a@b.example`'],
    ['mail a@b.example, @octocat', 'mail `a@b.example`, @&#8203;octocat']
  ])('%j → %j', (input, expected) => {
    expect(escapeInline(input)).toBe(expected)
  })
})

describe('visibleText shows invisible and direction-changing characters as code points', () => {
  it.each([
    ['a\u200Bb\u200Cc\u200Dd\u200Ee\u200Ff', 'a<U+200B>b<U+200C>c<U+200D>d<U+200E>e<U+200F>f'],
    ['\u202A\u202B\u202C\u202D\u202E', '<U+202A><U+202B><U+202C><U+202D><U+202E>'],
    ['\u2060\u2061\u2062\u2063\u2064', '<U+2060><U+2061><U+2062><U+2063><U+2064>'],
    ['\u2066\u2067\u2068\u2069', '<U+2066><U+2067><U+2068><U+2069>'],
    ['\uFEFFx\u00AD\u061C\uFE0F', '<U+FEFF>x<U+00AD><U+061C><U+FE0F>'],
    ['tag\u{E0041}', 'tag<U+E0041>'],
    ['line\nbreak\ttab', 'line<U+000A>break<U+0009>tab']
  ])('%j → %j', (input, expected) => {
    expect(visibleText(input)).toBe(expected)
  })

  it('applies in cells and code spans too', () => {
    expect(escapeCell('x\u200Dy')).toBe('x&lt;U+200D&gt;y')
    expect(codeSpan('x\u2066y')).toBe('`x<U+2066>y`')
  })
})

describe('logSafe', () => {
  it('no line of untrusted text starts a workflow command', () => {
    expect(logSafe('name\n::set-output name=x::1\n  ::add-mask::s\n##[error]x\nok :: fine')).toBe(
      'name\n:\u200B:set-output name=x::1\n  :\u200B:add-mask::s\n#\u200B#[error]x\nok :: fine'
    )
  })
})
