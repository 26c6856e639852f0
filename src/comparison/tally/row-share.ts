/**
 * Equal small values of the kept rows held once: most attempts have one of
 * a few request-count tuples and one of a few evaluations, so a row points
 * at a shared frozen copy instead of holding its own (about 60 and 50
 * bytes per attempt). Scoped to one tally (no module-level state); at most
 * `MAX_SHARED` distinct values are held, later ones stay the row's own.
 * Shared values are frozen: nothing may modify a row's parts in place.
 */

/** Most distinct values one share holds (beyond it, values are kept unshared). */
export const MAX_SHARED = 4096

/** A table of shared values by a caller-made key (equal keys must mean equal values). */
export class RowShare {
  private readonly held = new Map<string, unknown>()

  /** The shared value for `key`: the one held, else `value` frozen and held (while below `MAX_SHARED`). */
  share<T extends object>(key: string, value: T): T {
    const found = this.held.get(key)
    if (found !== undefined) return found as T
    if (this.held.size >= MAX_SHARED) return value
    const frozen = Object.freeze(value)
    this.held.set(key, frozen)
    return frozen
  }
}
