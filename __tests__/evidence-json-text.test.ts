import { describe, expect, it } from '@jest/globals'
import { holdsUnsafeNumber, parseJsonText } from '../src/evidence/json/json-text.js'
import { MAX_JSON_DEPTH, scanJson } from '../src/evidence/json/json-scan.js'
import { formatJsonPath } from '../src/evidence/json/json-path.js'

function ok(text: string): { value: unknown; diagnostics: unknown[] } {
  const r = parseJsonText(text)
  if (!r.ok) throw new Error(`expected ok, got ${r.reason}`)
  return { value: r.value, diagnostics: r.diagnostics }
}

describe('parseJsonText', () => {
  it('strips a leading UTF-8 BOM', () => {
    expect(ok('\uFEFF{"a":1}')).toEqual({ value: { a: 1 }, diagnostics: [] })
  })

  it('reads Python NaN / Infinity / -Infinity as null with their JSON paths', () => {
    const r = ok('{"usage": {"cost_usd": NaN, "list": [1, Infinity, -Infinity]}, "s": "NaN"}')
    expect(r.value).toEqual({ usage: { cost_usd: null, list: [1, null, null] }, s: 'NaN' })
    expect(r.diagnostics).toEqual([
      {
        code: 'invalid_number',
        message: 'NaN is not a JSON number (Python writes it); read as null (not reported)',
        json_path: '$.usage.cost_usd'
      },
      {
        code: 'invalid_number',
        message: 'Infinity is not a JSON number (Python writes it); read as null (not reported)',
        json_path: '$.usage.list[1]'
      },
      {
        code: 'invalid_number',
        message: '-Infinity is not a JSON number (Python writes it); read as null (not reported)',
        json_path: '$.usage.list[2]'
      }
    ])
  })

  it('flags integers beyond ±(2^53−1) instead of rounding them', () => {
    const r = ok('{"a": 9007199254740993, "b": -9007199254740993, "c": 9007199254740991, "d": 9007199254740992}')
    expect(r.value).toEqual({ a: null, b: null, c: 9007199254740991, d: null })
    expect(r.diagnostics).toEqual([
      {
        code: 'invalid_number',
        message: '9007199254740993 is outside ±(2^53−1) and cannot be held exactly; read as null (not reported)',
        json_path: '$.a'
      },
      {
        code: 'invalid_number',
        message: '-9007199254740993 is outside ±(2^53−1) and cannot be held exactly; read as null (not reported)',
        json_path: '$.b'
      },
      {
        code: 'invalid_number',
        message: '9007199254740992 is outside ±(2^53−1) and cannot be held exactly; read as null (not reported)',
        json_path: '$.d'
      }
    ])
  })

  it('finds unsafe numbers in every token position (no space, array, top level)', () => {
    const cases = ['{"a":9007199254740993}', '[1,-1E+999]', '9007199254740993', '{"a":\n\t12345678901234567890}', '[2e308]']
    expect(cases.map((t) => ok(t).diagnostics.map((d) => (d as { json_path: string }).json_path))).toEqual([
      ['$.a'],
      ['$[1]'],
      ['$'],
      ['$.a'],
      ['$[0]']
    ])
    expect(ok('{"id":"a3e451","n":1.7976931348623157e308}')).toEqual({
      value: { id: 'a3e451', n: 1.7976931348623157e308 },
      diagnostics: []
    })
  })

  it('keeps long fractions and flags overflow to infinity', () => {
    const r = ok('{"cost": 0.029804999999999998, "big": 1e400, "tiny": 1.5e-300, "e": 2E+3, "id": "12345678901234567890"}')
    expect(r.value).toEqual({ cost: 0.029804999999999998, big: null, tiny: 1.5e-300, e: 2000, id: '12345678901234567890' })
    expect(r.diagnostics).toEqual([
      { code: 'invalid_number', message: '1e400 overflows a 64-bit float; read as null (not reported)', json_path: '$.big' }
    ])
  })

  it('careful scan keeps escapes, odd keys, __proto__ keys and nesting like JSON.parse', () => {
    const text = '{"a\\"b": ["x\\u00e9\\n", {"__proto__": {"k": 1}}], "my key": NaN, "t": true, "f": false, "n": null, "neg": -0.5}'
    const r = ok(text)
    const expected = JSON.parse(text.replace('NaN', 'null'))
    expect(r.value).toEqual(expected)
    expect(Object.getPrototypeOf((r.value as { 'a"b': unknown[] })['a"b'][1])).toBe(Object.prototype)
    expect(Object.keys((r.value as { 'a"b': Array<Record<string, unknown>> })['a"b'][1])).toEqual(['__proto__'])
    expect(r.diagnostics).toEqual([
      {
        code: 'invalid_number',
        message: 'NaN is not a JSON number (Python writes it); read as null (not reported)',
        json_path: '$["my key"]'
      }
    ])
  })

  it('reports malformed JSON with line and column', () => {
    expect(parseJsonText('{\n  "a": 1,\n  "b" 2\n}')).toEqual({
      ok: false,
      reason: "malformed JSON at line 3, column 7: expected ':'",
      line: 3,
      column: 7,
      position: 18
    })
    const cut = parseJsonText('{"a": "unterminated')
    expect(cut.ok).toBe(false)
    if (!cut.ok) expect(cut.reason).toBe('malformed JSON at line 1, column 7: unterminated string')
    const trailing = parseJsonText('{"a": 1} x')
    if (!trailing.ok) expect(trailing.reason).toBe('malformed JSON at line 1, column 10: unexpected content after the JSON value')
    expect(trailing.ok).toBe(false)
  })

  it('rejects what JSON rejects in the careful scan (leading zeros, bad escapes, control characters, empty input)', () => {
    const reasons = ['{"a": 01}', '{"a": "\\x"}', '{"a": "\t"}', '', '[1,]', '{"a": -}', 'NaNx'].map((t) => {
      const r = parseJsonText(t)
      return r.ok ? 'ok' : r.reason
    })
    expect(reasons).toEqual([
      "malformed JSON at line 1, column 8: expected ',' or '}'",
      'malformed JSON at line 1, column 7: invalid escape sequence in string',
      'malformed JSON at line 1, column 8: control character inside a string',
      'malformed JSON at line 1, column 1: unexpected end of input',
      'malformed JSON at line 1, column 4: unexpected character "]"',
      'malformed JSON at line 1, column 8: invalid number',
      'malformed JSON at line 1, column 4: unexpected content after the JSON value'
    ])
  })

  it('reports nesting deeper than the limit as malformed instead of overflowing the stack', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + 'NaN' + ']'.repeat(MAX_JSON_DEPTH + 1)
    const r = parseJsonText(deep)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.reason).toBe(`malformed JSON at line 1, column ${MAX_JSON_DEPTH + 1}: nesting deeper than ${MAX_JSON_DEPTH} levels`)
  })
})

describe('formatJsonPath', () => {
  it('uses dots for identifiers, brackets for other keys and indexes', () => {
    expect(formatJsonPath(['events', 2, 'timestamp_millis'])).toBe('$.events[2].timestamp_millis')
    expect(formatJsonPath(['a-b', 'x y', '1a', '_ok'])).toBe('$["a-b"]["x y"]["1a"]._ok')
    expect(formatJsonPath([])).toBe('$')
  })
})

describe('the fast path agrees with the careful scan', () => {
  it.each([
    ['{"a":9007199254740991,"b":-9007199254740991}', false],
    ['{"a":1234567890123456,"id":"12345678901234567890"}', false],
    ['{"a":[1,[2,[3,{"b":9007199254740992}]]]}', true],
    ['[-9007199254740992]', true],
    ['{"x":{"y":{"z":1e20}}}', true],
    ['{"tiny":1.5e-300,"max":1.7976931348623157e308}', true],
    ['{"big":1e400}', true],
    ['{"__proto__":{"n":12345678901234567890}}', true],
    ['12345678901234567890', true],
    ['"9007199254740993"', false],
    ['{"cost":0.029804999999999998,"t":true,"n":null}', false]
  ])('%s (walk finds an unsafe magnitude: %s)', (text, unsafe) => {
    expect(holdsUnsafeNumber(JSON.parse(text))).toBe(unsafe)
    expect(parseJsonText(text)).toEqual(scanJson(text))
  })

  it('walks deep nesting without recursion', () => {
    const depth = 100_000
    const deep = JSON.parse(`${'['.repeat(depth)}9007199254740993${']'.repeat(depth)}`)
    expect(holdsUnsafeNumber(deep)).toBe(true)
    expect(holdsUnsafeNumber(JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`))).toBe(false)
  })
})
