/**
 * The careful JSON parser behind `parseJsonText` (json-text.ts): one pass
 * over the text, recursive descent, JSON paths kept as a segment stack and
 * formatted only when a diagnostic is emitted. Accepts exactly RFC 8259 JSON
 * plus bare `NaN` / `Infinity` / `-Infinity` (read as null, flagged).
 * Unsafe integers and overflowing numbers are read as null, flagged
 * (`invalid_number`) — an integer written in float syntax too
 * (`9007199254740993.0`, `9.007199254740993e15`) when the float rounds it. Duplicate keys: the last one wins, as in `JSON.parse`.
 */
import type { Diagnostic } from '../types.js'
import { formatJsonPath } from './json-path.js'
import { MAX_JSON_DEPTH } from '../limits.js'

/**
 * Result of `parseJsonText` (json-text.ts) and {@link scanJson}. `diagnostics` carry `json_path` but no `file`/`line`
 * (the caller adds them).
 */
export type JsonTextResult =
  | { ok: true; value: unknown; diagnostics: Diagnostic[] }
  | {
      ok: false
      /** Human reason including line and column, e.g. `malformed JSON at line 2, column 5: expected ','`. */
      reason: string
      /** 1-based line of the error inside the text. */
      line: number
      /** 1-based column (UTF-16 code units) of the error inside its line. */
      column: number
      /** 0-based offset in the text (after BOM removal). */
      position: number
    }

/** Deepest nesting accepted (limits.ts); deeper text is reported as malformed instead of overflowing the stack. */
export { MAX_JSON_DEPTH }

interface State {
  text: string
  pos: number
  depth: number
  path: Array<string | number>
  diagnostics: Diagnostic[]
}

interface Failure {
  scanFailure: true
  at: number
  message: string
}

function fail(at: number, message: string): never {
  throw { scanFailure: true, at, message } satisfies Failure
}

/**
 * Parses `text` (BOM already removed). Returns `{ok: false}` with 1-based
 * line/column on malformed input; never throws for bad input.
 */
export function scanJson(text: string): JsonTextResult {
  const s: State = { text, pos: 0, depth: 0, path: [], diagnostics: [] }
  try {
    skipWs(s)
    const value = parseValue(s)
    skipWs(s)
    if (s.pos < text.length) fail(s.pos, 'unexpected content after the JSON value')
    return { ok: true, value, diagnostics: s.diagnostics }
  } catch (e) {
    if ((e as Failure | null)?.scanFailure !== true) throw e
    const f = e as Failure
    const { line, column } = lineColumn(text, f.at)
    return {
      ok: false,
      reason: `malformed JSON at line ${line}, column ${column}: ${f.message}`,
      line,
      column,
      position: f.at
    }
  }
}

function lineColumn(text: string, at: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: at - lineStart + 1 }
}

function skipWs(s: State): void {
  const t = s.text
  let p = s.pos
  for (;;) {
    const c = t.charCodeAt(p)
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++
    else break
  }
  s.pos = p
}

function flagNumber(s: State, literal: string, why: string): null {
  const shown = literal.length > 40 ? `${literal.slice(0, 40)}…` : literal
  s.diagnostics.push({
    code: 'invalid_number',
    message: `${shown} ${why}; read as null (not reported)`,
    json_path: formatJsonPath(s.path)
  })
  return null
}

function word(s: State, w: string): void {
  if (!s.text.startsWith(w, s.pos)) fail(s.pos, `unexpected token, expected ${w}`)
  s.pos += w.length
}

function parseValue(s: State): unknown {
  const c = s.text.charCodeAt(s.pos)
  switch (c) {
    case 0x7b:
      return parseObject(s)
    case 0x5b:
      return parseArray(s)
    case 0x22:
      return parseString(s)
    case 0x74:
      word(s, 'true')
      return true
    case 0x66:
      word(s, 'false')
      return false
    case 0x6e:
      word(s, 'null')
      return null
    case 0x4e:
      word(s, 'NaN')
      return flagNumber(s, 'NaN', 'is not a JSON number (Python writes it)')
    case 0x49:
      word(s, 'Infinity')
      return flagNumber(s, 'Infinity', 'is not a JSON number (Python writes it)')
    case 0x2d:
      if (s.text.startsWith('-Infinity', s.pos)) {
        s.pos += 9
        return flagNumber(s, '-Infinity', 'is not a JSON number (Python writes it)')
      }
      return parseNumber(s)
    default:
      if (c >= 0x30 && c <= 0x39) return parseNumber(s)
      if (Number.isNaN(c)) fail(s.pos, 'unexpected end of input')
      return fail(s.pos, `unexpected character ${JSON.stringify(s.text[s.pos])}`)
  }
}

function enter(s: State): void {
  if (++s.depth > MAX_JSON_DEPTH) fail(s.pos, `nesting deeper than ${MAX_JSON_DEPTH} levels`)
  s.pos++
  skipWs(s)
}

function parseObject(s: State): Record<string, unknown> {
  enter(s)
  const obj: Record<string, unknown> = {}
  if (s.text.charCodeAt(s.pos) === 0x7d) {
    s.pos++
    s.depth--
    return obj
  }
  for (;;) {
    if (s.text.charCodeAt(s.pos) !== 0x22) fail(s.pos, 'expected a string key')
    const key = parseString(s)
    skipWs(s)
    if (s.text.charCodeAt(s.pos) !== 0x3a) fail(s.pos, "expected ':'")
    s.pos++
    skipWs(s)
    s.path.push(key)
    const value = parseValue(s)
    s.path.pop()
    if (key === '__proto__') {
      Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
    } else {
      obj[key] = value
    }
    skipWs(s)
    const c = s.text.charCodeAt(s.pos)
    s.pos++
    if (c === 0x2c) skipWs(s)
    else if (c === 0x7d) break
    else fail(s.pos - 1, "expected ',' or '}'")
  }
  s.depth--
  return obj
}

function parseArray(s: State): unknown[] {
  enter(s)
  const arr: unknown[] = []
  if (s.text.charCodeAt(s.pos) === 0x5d) {
    s.pos++
    s.depth--
    return arr
  }
  for (;;) {
    s.path.push(arr.length)
    arr.push(parseValue(s))
    s.path.pop()
    skipWs(s)
    const c = s.text.charCodeAt(s.pos)
    s.pos++
    if (c === 0x2c) skipWs(s)
    else if (c === 0x5d) break
    else fail(s.pos - 1, "expected ',' or ']'")
  }
  s.depth--
  return arr
}

function parseString(s: State): string {
  const t = s.text
  const start = s.pos
  let p = start + 1
  let escaped = false
  for (;;) {
    const c = t.charCodeAt(p)
    if (c === 0x22) break
    if (Number.isNaN(c)) fail(start, 'unterminated string')
    if (c === 0x5c) {
      escaped = true
      p += 2
      continue
    }
    if (c < 0x20) fail(p, 'control character inside a string')
    p++
  }
  s.pos = p + 1
  if (!escaped) return t.slice(start + 1, p)
  try {
    return JSON.parse(t.slice(start, p + 1)) as string
  } catch {
    return fail(start, 'invalid escape sequence in string')
  }
}

function digits(s: State): number {
  const from = s.pos
  while (s.pos < s.text.length) {
    const c = s.text.charCodeAt(s.pos)
    if (c < 0x30 || c > 0x39) break
    s.pos++
  }
  return s.pos - from
}

function parseNumber(s: State): number | null {
  const t = s.text
  const start = s.pos
  if (t.charCodeAt(s.pos) === 0x2d) s.pos++
  const first = t.charCodeAt(s.pos)
  if (first === 0x30) s.pos++
  else if (digits(s) === 0) fail(s.pos, 'invalid number')
  let integer = true
  if (t.charCodeAt(s.pos) === 0x2e) {
    integer = false
    s.pos++
    if (digits(s) === 0) fail(s.pos, 'invalid number: digit expected after "."')
  }
  const e = t.charCodeAt(s.pos)
  if (e === 0x65 || e === 0x45) {
    integer = false
    s.pos++
    const sign = t.charCodeAt(s.pos)
    if (sign === 0x2b || sign === 0x2d) s.pos++
    if (digits(s) === 0) fail(s.pos, 'invalid number: digit expected in exponent')
  }
  const literal = t.slice(start, s.pos)
  const n = Number(literal)
  if (!Number.isFinite(n)) return flagNumber(s, literal, 'overflows a 64-bit float')
  if (integer && !Number.isSafeInteger(n)) {
    return flagNumber(s, literal, 'is outside ±(2^53−1) and cannot be held exactly')
  }
  if (!integer && !Number.isSafeInteger(n) && !keepsAllDigits(literal, n)) {
    return flagNumber(s, literal, 'is beyond ±(2^53−1) with more digits than a 64-bit float holds, and cannot be held exactly')
  }
  return n
}

const NUMBER_PARTS = /^-?(\d+)(?:\.(\d+))?(?:[eE][+-]?\d+)?$/

/** The significant digits of a JSON number literal (no sign, no leading or trailing zeros). */
function significantDigits(literal: string): string {
  const m = NUMBER_PARTS.exec(literal)
  return m === null ? literal : (m[1] + (m[2] ?? '')).replace(/^0+/, '').replace(/0+$/, '')
}

/**
 * True when the float `n` parsed from `literal` keeps every significant
 * digit of it: the literal is the float's own shortest form, up to zeros
 * (`1e21`, `1.7976931348623157e308`, `9007199254740992.0`). False when
 * parsing rounded it (`9007199254740993.0`, `9.007199254740993e15`).
 * Called only for magnitudes above 2^53 − 1.
 */
export function keepsAllDigits(literal: string, n: number): boolean {
  return significantDigits(literal) === significantDigits(String(Math.abs(n)).replace('e+', 'e'))
}
