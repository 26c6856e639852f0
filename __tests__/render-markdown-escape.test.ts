import { describe, expect, it } from '@jest/globals'
import { codeSpan, escapeCell, escapeInline, linkText, neutralizeMarker, safeUrl } from '../src/render/text-safety/markdown-escape.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'

/** Strings an evidence file could carry to break out of its cell. */
const HOSTILE = [
  'a|b||c',
  'one\ntwo\r\nthree\rfour\u2028five',
  '`tick` ``double``',
  '<details><summary>x</summary>',
  '</details>',
  '@someone and @org/team',
  MARKER,
  'fabric-compare:v1 key=default',
  '](http://x)',
  '[click](https://evil.example/x) ![img](http://x/i.png)',
  '<https://evil.example>',
  'www.evil.example',
  '*bold* _em_ ~~strike~~ $x$',
  '# heading',
  '#1 and GH#2',
  '&lt;script&gt; &amp;',
  '\\|',
  '\u202Eevil\u0000'
]

/** What must never appear in escaped text. */
function assertInert(out: string): void {
  expect(out).not.toMatch(/[<>\n\r\u2028]/)
  expect(out).not.toMatch(/(^|[^\\])(\\\\)*\|/)
  expect(out).not.toMatch(/(^|[^\\])(\\\\)*[[\]`*_~$]/)
  const withoutEntities = out.replace(/&#?\w+;/g, '\u0001')
  expect(withoutEntities).not.toMatch(/@\w/)
  expect(withoutEntities).not.toMatch(/#\w/)
  expect(out).not.toContain('://')
  expect(out.toLowerCase()).not.toContain('www.')
  expect(out).not.toContain('fabric-compare:')
  expect(out).not.toContain('<!--')
}

describe('escapeCell', () => {
  it.each([
    ['a|b|c', 'a\\|b\\|c'],
    ['line1\nline2\r\nline3', 'line1&lt;U+000A&gt;line2&lt;U+000D&gt;&lt;U+000A&gt;line3'],
    ['@someone', '@&#8203;someone'],
    ['<details>', '&lt;details&gt;'],
    [MARKER, '&lt;!-- fabric-compare&#8203;:v1 key=default --&gt;'],
    ['](http://x)', '\\](http:&#8203;//x)'],
    ['`code`', '\\`code\\`'],
    ['*a* _b_ ~c~ $1', '\\*a\\* \\_b\\_ \\~c\\~ \\$1'],
    ['#1', '#&#8203;1'],
    ['a & b &lt;', 'a &amp; b &amp;lt;'],
    ['www.x.org', 'www&#8203;.x.org'],
    ['back\\slash', 'back\\\\slash'],
    ['\u202Eevil', '&lt;U+202E&gt;evil'],
    ['', '']
  ])('%j → %j', (input, output) => {
    expect(escapeCell(input)).toBe(output)
  })

  it.each(HOSTILE)('leaves nothing active in %j', (input) => {
    assertInert(escapeCell(input))
  })
})

describe('escapeInline', () => {
  it.each([
    ['# heading', '#&#8203; heading'],
    ['- item', '\\- item'],
    ['+ item', '\\+ item'],
    ['1. item', '1\\. item'],
    ['> quote', '&gt; quote'],
    ['    code', '&lt;U+0020&gt;&lt;U+0020&gt;&lt;U+0020&gt;&lt;U+0020&gt;code'],
    ['a\n# b', 'a&lt;U+000A&gt;#&#8203; b']
  ])('%j → %j', (input, output) => {
    expect(escapeInline(input)).toBe(output)
  })

  it.each(HOSTILE)('leaves nothing active in %j', (input) => {
    assertInert(escapeInline(input))
  })
})

describe('codeSpan', () => {
  it.each([
    ['result_missing', '`result_missing`'],
    ['a`b', '``a`b``'],
    ['``x``', '``` ``x`` ```'],
    ['`x', '`` `x ``'],
    ['x\ny', '`x<U+000A>y`'],
    ['x  y ', '`x<U+0020><U+0020>y<U+0020>`'],
    ['   ', '`<U+0020><U+0020><U+0020>`'],
    ['@someone #1 http://x', '`@someone #1 http://x`'],
    ['<details>', '`<details>`']
  ])('%j → %j', (input, output) => {
    expect(codeSpan(input)).toBe(output)
  })

  it('stays a code span without invisible characters: `|` escaped in a cell, the marker shown by code points', () => {
    expect(codeSpan('a|b')).toBe('`a\\|b`')
    expect(codeSpan('a|b', 'prose')).toBe('`a|b`')
    // A backslash before a pipe would escape the escape: shown as its code point.
    expect(codeSpan('a\\|b')).toBe('`a<U+005C>\\|b`')
    expect(codeSpan(MARKER)).toBe('`<U+003C>!-- fabric-compare<U+003A>v1 key=default -->`')
    expect(codeSpan('<!-- x\n')).toBe('`<U+003C>!-- x<U+000A>`')
    expect(codeSpan('')).toBe('')
  })
})

describe('linkText and safeUrl', () => {
  it('escapes link text and never leaves it empty', () => {
    expect(linkText('run [1](http://x)')).toBe('run \\[1\\](http:&#8203;//x)')
    expect(linkText('')).toBe('link')
  })
  it('accepts plain http(s) URLs only', () => {
    expect(safeUrl('https://github.com/o/r/actions/runs/1')).toBe('https://github.com/o/r/actions/runs/1')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('https://x/a)b')).toBeNull()
    expect(safeUrl('https://x/a b')).toBeNull()
    expect(safeUrl(null)).toBeNull()
  })
})

describe('neutralizeMarker', () => {
  it('breaks mentions, references, autolinks and the marker name with a zero-width space', () => {
    expect(neutralizeMarker('@a #1 http://x www.y fabric-compare:v1')).toBe(
      '@\u200Ba #\u200B1 http:\u200B//x www\u200B.y fabric-compare\u200B:v1'
    )
  })
})
