/**
 * An empty record keyed by evidence strings (error codes, stop causes, exit
 * signals, configuration-map keys): it has no prototype, so `constructor`,
 * `toString` or `__proto__` are ordinary keys — read, counted and written
 * by `JSON.stringify` exactly like any other.
 */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/**
 * A configuration map as a public function was given it (a `Map`, a
 * null-prototype record or a plain object), checked at the boundary and
 * copied into a {@link keyedRecord} of its own entries: a key such as
 * `toString` that the given object only inherits selects nothing, and
 * evidence strings looked up in it never reach `Object.prototype`.
 * `undefined` stays `undefined`. Throws TypeError (naming `what` and the
 * key) when it is not an object, or a value is not a string.
 */
export function ownStringRecord(
  given: ReadonlyMap<string, string> | Record<string, string> | undefined,
  what: string
): Record<string, string> | undefined {
  if (given === undefined) return undefined
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    throw new TypeError(`${what} must be a Map or an object of strings`)
  const out = keyedRecord<string>()
  const entries: Iterable<[unknown, unknown]> = given instanceof Map ? given.entries() : Object.entries(given)
  for (const [k, v] of entries) {
    if (typeof k !== 'string' || typeof v !== 'string')
      throw new TypeError(`${what}: the entry ${JSON.stringify(String(k))} must map a string to a string`)
    out[k] = v
  }
  return out
}
