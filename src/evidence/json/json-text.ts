/**
 * Lenient JSON text parsing shared by every evidence reader.
 *
 * - A leading UTF-8 BOM is stripped.
 * - Python's `json` writes bare `NaN`, `Infinity` and `-Infinity`; they are
 *   read as `null` with an `invalid_number` diagnostic carrying the JSON path.
 * - Integer literals outside ±(2^53 − 1) cannot be represented exactly by a
 *   JavaScript number; they are read as `null` (never silently rounded) with
 *   an `invalid_number` diagnostic. So are numbers that overflow to ±Infinity
 *   (e.g. `1e400`). Long fractions (`0.029804999999999998`) are ordinary floats.
 * - An integer written as a float (`9007199254740993.0`) that the float
 *   rounds is flagged the same way.
 * - Nesting deeper than `MAX_JSON_DEPTH` (limits.ts) is malformed: readers
 *   and renderers walk values recursively, so depth is refused here, once.
 * - Malformed JSON yields `{ok: false}` with the 1-based line and column.
 *
 * Performance: the fast path is `JSON.parse`. The careful single-pass parser
 * (`json-scan.ts`) runs only when `JSON.parse` throws, or when the parsed
 * value holds a number of magnitude above 2^53 − 1 (±Infinity included)
 * or nests deeper than the limit.
 * That is exactly when the scan could read something else: it flags only
 * numbers that overflow to ±Infinity and integer values outside
 * ±(2^53 − 1), and such a literal always parses to a magnitude ≥ 2^53; a
 * number within ±(2^53 − 1) is read identically by both. A large float
 * such as `1e20` also costs the scan, which then flags nothing. The check
 * walks the parsed value (no recursion) instead
 * of searching the text: the text is 5–20× longer than its numbers, and a
 * regular-expression search over every text was 30 % of the parse time.
 */
import { scanJson, type JsonTextResult } from './json-scan.js'
import { MAX_JSON_DEPTH } from '../limits.js'

const MAX_EXACT = Number.MAX_SAFE_INTEGER

/** True when `n` may have been changed by `JSON.parse` (magnitude above 2^53 − 1, or NaN). */
function unsafe(n: number): boolean {
  return !(n <= MAX_EXACT && n >= -MAX_EXACT)
}

/** True when a parsed JSON value holds a number {@link unsafe} at any depth (iterative walk). */
export function holdsUnsafeNumber(value: unknown): boolean {
  return needsScan(value, Infinity)
}

/**
 * True when the parsed value holds a number {@link unsafe} at any depth, or
 * nests deeper than `maxDepth` (iterative walk: no depth is too deep for it).
 * Either way the careful scan must read the text: it flags the numbers and
 * refuses the nesting.
 */
function needsScan(value: unknown, maxDepth: number): boolean {
  if (typeof value === 'number') return unsafe(value)
  if (typeof value !== 'object' || value === null) return false
  const stack: object[] = [value]
  const depths: number[] = [1]
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown> | unknown[]
    const depth = depths.pop() as number
    if (depth > maxDepth) return true
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i]
        if (typeof v === 'number') {
          if (unsafe(v)) return true
        } else if (typeof v === 'object' && v !== null) {
          stack.push(v)
          depths.push(depth + 1)
        }
      }
    } else {
      for (const key in node) {
        const v = node[key]
        if (typeof v === 'number') {
          if (unsafe(v)) return true
        } else if (typeof v === 'object' && v !== null) {
          stack.push(v)
          depths.push(depth + 1)
        }
      }
    }
  }
  return false
}

/** Removes one leading U+FEFF (UTF-8 BOM decoded) if present. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * Parses JSON text leniently (see the module comment). Never throws for bad
 * input; returns `{ok: false, ...}` with line and column instead.
 */
export function parseJsonText(text: string): JsonTextResult {
  const body = stripBom(text)
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return scanJson(body)
  }
  if (!needsScan(value, MAX_JSON_DEPTH)) return { ok: true, value, diagnostics: [] }
  return scanJson(body)
}
