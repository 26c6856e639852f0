/**
 * Typed field reading with JSON paths, shared by the evidence readers.
 *
 * Rule (`docs/formats.md`): an absent key and `null` both read as `null` ("not
 * reported"); unknown fields are ignored; a value of the WRONG TYPE (or a
 * wrong value, such as a negative token count) in a field the comparison
 * relies on makes that file unreadable. The strict readers here throw
 * {@link EvidenceTypeError}; each file reader catches it once and turns it
 * into an `unreadable` outcome with `json_path` and `reason`.
 */
import { childPath } from './json-path.js'
import type { Diagnostic } from '../types.js'

/** Evidence text shown in a message: at most `max` characters, then `…` (the text itself when shorter). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/**
 * Whether a 64-bit float holds the sum `value` exactly enough to report it:
 * a token count (`tokens`) up to 2^53 − 1 (past it, sums are rounded and
 * no longer counts), a US-dollar amount (`usd`) while finite. A sum that
 * fails is unknown, never shown rounded or infinite.
 */
export function sumHeld(value: number, kind: 'tokens' | 'usd' = 'tokens'): boolean {
  return kind === 'usd' ? Number.isFinite(value) : value <= Number.MAX_SAFE_INTEGER && value >= -Number.MAX_SAFE_INTEGER
}

/** A plain JSON object as read from evidence. */
export type JsonObject = Record<string, unknown>

/**
 * A wrong type or wrong value at `json_path`. Thrown by the strict field
 * readers; never escapes a file reader (it becomes `state: 'unreadable'`).
 */
export class EvidenceTypeError extends Error {
  readonly json_path: string
  constructor(jsonPath: string, reason: string) {
    super(reason)
    this.name = 'EvidenceTypeError'
    this.json_path = jsonPath
  }
}

/** Describes a JSON value's type for error messages: `string`, `number`, `boolean`, `null`, `array`, `object`. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function wrongType(path: string, expected: string, value: unknown): never {
  throw new EvidenceTypeError(path, `expected ${expected}, found ${jsonTypeName(value)}`)
}

/** True for a non-null, non-array object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `value` as an object; `null`/`undefined` → null; anything else throws {@link EvidenceTypeError} at `path`. */
export function asObject(value: unknown, path: string): JsonObject | null {
  if (value === undefined || value === null) return null
  if (!isJsonObject(value)) wrongType(path, 'an object', value)
  return value
}

/** `obj[key]` as a string or null (absent/null); other types throw at `path.key`. */
export function readString(obj: JsonObject, key: string, path: string): string | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  if (typeof v !== 'string') wrongType(childPath(path, key), 'a string', v)
  return v
}

/** `obj[key]` as a boolean or null (absent/null); other types throw at `path.key`. */
export function readBoolean(obj: JsonObject, key: string, path: string): boolean | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  if (typeof v !== 'boolean') wrongType(childPath(path, key), 'a boolean', v)
  return v
}

/** `obj[key]` as a finite number or null (absent/null); other types throw at `path.key`. */
export function readNumber(obj: JsonObject, key: string, path: string): number | null {
  const v = obj[key]
  if (v === undefined || v === null) return null
  if (typeof v !== 'number' || !Number.isFinite(v)) wrongType(childPath(path, key), 'a number', v)
  return v
}

/** `obj[key]` as an integer (any sign) or null; a non-integer number is a wrong value. */
export function readInteger(obj: JsonObject, key: string, path: string): number | null {
  const v = readNumber(obj, key, path)
  if (v !== null && !Number.isInteger(v)) {
    throw new EvidenceTypeError(childPath(path, key), `expected an integer, found ${v}`)
  }
  return v
}

/**
 * `obj[key]` as a non-negative integer (token counts, bytes, milliseconds,
 * counts) or null. Negative or fractional values, and integers past
 * 2^53 − 1 (a float no longer holds them exactly: `1e20` is no count), are
 * wrong values and throw.
 */
export function readCount(obj: JsonObject, key: string, path: string): number | null {
  const v = readNumber(obj, key, path)
  if (v !== null && (v < 0 || !Number.isSafeInteger(v))) {
    throw new EvidenceTypeError(childPath(path, key), `expected a non-negative integer up to 2^53 − 1, found ${v}`)
  }
  return v
}

/** `obj[key]` as a non-negative number (USD amounts) or null; negative values throw. */
export function readNonNegative(obj: JsonObject, key: string, path: string): number | null {
  const v = readNumber(obj, key, path)
  if (v !== null && v < 0) {
    throw new EvidenceTypeError(childPath(path, key), `expected a non-negative number, found ${v}`)
  }
  return v
}

/**
 * `obj[key]` as one of `allowed` or null (absent/null). A non-string is a
 * wrong type; a string outside `allowed` is a wrong value; both throw.
 */
export function readEnum<T extends string>(obj: JsonObject, key: string, path: string, allowed: readonly T[]): T | null {
  const v = readString(obj, key, path)
  if (v === null) return null
  if (!(allowed as readonly string[]).includes(v)) {
    throw new EvidenceTypeError(childPath(path, key), `expected one of ${allowed.join('|')}, found ${JSON.stringify(v)}`)
  }
  return v as T
}

/**
 * A lenient count for readers whose wrong values must not hide the rest of
 * the file (Harbor `agent_result`, ATIF metrics): a non-negative safe
 * integer (tokens) — or, with `kind: 'usd'`, a non-negative finite number —
 * or null. Absent/null is null; anything else (`-5`, `12.5`, `"12"`) is
 * null with an `invalid_count` diagnostic at `jsonPath` (file added by the
 * caller): no contribution, never a guess.
 */
export function countOrNote(value: unknown, jsonPath: string, diagnostics: Diagnostic[], kind: 'tokens' | 'usd' = 'tokens'): number | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' && value >= 0 && (kind === 'usd' ? Number.isFinite(value) : Number.isSafeInteger(value))) return value
  const shown = typeof value === 'number' ? String(value) : `a ${jsonTypeName(value)}`
  diagnostics.push({
    code: 'invalid_count',
    message: `${shown} is not ${kind === 'usd' ? 'a non-negative USD amount' : 'a token count (a non-negative integer)'}; not counted (not reported)`,
    json_path: jsonPath
  })
  return null
}
