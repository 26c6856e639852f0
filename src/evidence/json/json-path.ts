/**
 * JSON path strings used in diagnostics and `unreadable` outcomes:
 * `$` is the document, `.key` an identifier-like key, `["odd key"]` any
 * other key, `[3]` an array index. Example: `$.events[2].timestamp_millis`.
 */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Appends one key or index to a JSON path string. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`
}

/** Formats a JSON path from segments (keys and array indexes), starting at `$`. */
export function formatJsonPath(segments: ReadonlyArray<string | number>): string {
  let out = '$'
  for (const s of segments) out = childPath(out, s)
  return out
}
