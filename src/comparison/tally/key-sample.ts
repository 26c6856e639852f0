/**
 * A bounded sample of attempt keys: how many listings were added, how many
 * distinct attempts they are, and the keys of the smallest attempts in
 * attempt-key order (at most `SAMPLE_SIZE`, the most a warning names,
 * `MAX_WARNING_ATTEMPTS` in ../codes/make-warning.ts). What the accumulator keeps of
 * the attempts a warning concerns (missing, unverified, without a verdict…)
 * instead of the attempts themselves: memory does not grow with them.
 *
 * Within one fold attempts come in attempt-key order, so the listings of one
 * attempt (and the several diagnostics of one attempt) are added one after
 * another and counted once. Two merged folds are of different attempts
 * (tally.ts); a key both folds listed is counted once only when the merge
 * meets it in both samples among the `SAMPLE_SIZE` smallest keys, else in
 * each fold (it is then also a `duplicate_attempt`, found by the folds'
 * attempt digests, key-digests.ts).
 */
import { MAX_WARNING_ATTEMPTS } from '../codes/make-warning.js'
import { emptyOrdered, type OrderedList } from '../input/ordered.js'

/** Most keys a sample holds: as many as a warning lists. */
export const SAMPLE_SIZE = MAX_WARNING_ATTEMPTS

/** A sample of attempt keys (see the file comment). */
export interface KeySample {
  /** Listings added (an attempt listed twice counts twice). */
  listings: number
  /** Distinct attempts among them. */
  distinct: number
  /** The smallest distinct keys, in attempt-key order (`order[i]` is the order key of `items[i]`). */
  keys: OrderedList<string>
  /** Order key of the last attempt added in this fold (null after a merge or when empty). */
  last: string | null
}

/** A sample of nothing. */
export function newKeySample(): KeySample {
  return { listings: 0, distinct: 0, keys: emptyOrdered(), last: null }
}

/**
 * Adds one listing of the attempt with key `key` and order key `order` (in
 * attempt-key order within a fold). `listing` false: the attempt is counted
 * among the distinct ones but not as another listing (a second diagnostic
 * of one attempt).
 */
export function addToSample(s: KeySample, key: string, order: string, listing = true): void {
  if (listing) s.listings += 1
  if (s.last === order) return
  s.last = order
  s.distinct += 1
  if (s.keys.items.length < SAMPLE_SIZE) {
    s.keys.items.push(key)
    s.keys.order.push(order)
  }
}

/** The sample of two folds together (see the file comment). Neither is modified. */
export function mergeKeySamples(a: KeySample, b: KeySample): KeySample {
  const keys = emptyOrdered<string>()
  let both = 0
  let i = 0
  let j = 0
  const x = a.keys
  const y = b.keys
  while ((i < x.items.length || j < y.items.length) && keys.items.length < SAMPLE_SIZE) {
    if (i < x.items.length && j < y.items.length && x.order[i] === y.order[j]) {
      both += 1
      j += 1
    }
    if (j >= y.items.length || (i < x.items.length && x.order[i] <= y.order[j])) {
      keys.items.push(x.items[i])
      keys.order.push(x.order[i++])
    } else {
      keys.items.push(y.items[j])
      keys.order.push(y.order[j++])
    }
  }
  return { listings: a.listings + b.listings, distinct: a.distinct + b.distinct - both, keys, last: null }
}

/** The keys of a sample (at most `SAMPLE_SIZE`, in attempt-key order). */
export function sampleKeys(s: KeySample): string[] {
  return [...s.keys.items]
}
