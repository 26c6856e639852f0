/**
 * An empty record keyed by evidence strings (error codes, stop causes, exit
 * signals, configuration-map keys): it has no prototype, so `constructor`,
 * `toString` or `__proto__` are ordinary keys — read, counted and written
 * by `JSON.stringify` exactly like any other.
 */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}
