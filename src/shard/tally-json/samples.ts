/**
 * The shapes every part of a serialised tally is built of: ordered lists (src/comparison/input/ordered.ts) and key
 * samples (tally/key-sample.ts), whose attempts are named by their order keys; and the error of a serialised tally
 * whose references do not hold.
 */
import { attemptKey } from '../../comparison/input/keys.js'
import type { KeySample } from '../../comparison/tally/key-sample.js'
import type { OrderedList } from '../../comparison/input/ordered.js'

/** A serialised tally whose references do not hold (an order key that names no attempt, a list out of order). */
export class TallyShapeError extends Error {}

/** An attempt's identity from its order key (its four fields joined by NUL); throws TallyShapeError when it has not four. */
export function identityOf(order: string, where: string): { configuration: string; task: string; revision: string; attempt: string } {
  const f = order.split('\u0000')
  if (f.length !== 4)
    throw new TallyShapeError(`${where}: ${JSON.stringify(order)} is not an attempt's order key (four fields joined by NUL)`)
  return { configuration: f[0], task: f[1], revision: f[2], attempt: f[3] }
}

/** The order keys of a list, checked to be in attempt-key order. */
function inOrder(order: readonly string[], where: string): string[] {
  for (let i = 1; i < order.length; i++) {
    if (order[i - 1] > order[i]) throw new TallyShapeError(`${where}.order[${i}]: out of attempt-key order`)
  }
  return [...order]
}

/** An ordered list (input/ordered.ts) as its items and their order keys. */
export function orderedOut<T>(list: OrderedList<T>): { items: T[]; order: string[] } {
  return { items: list.items, order: list.order }
}

/** An ordered list read back; throws TallyShapeError when its items and order keys differ in number or the keys are out of order. */
export function orderedIn<T>(list: { items: T[]; order: string[] }, where: string): OrderedList<T> {
  if (list.items.length !== list.order.length)
    throw new TallyShapeError(`${where}: ${list.items.length} items but ${list.order.length} order keys`)
  return { items: list.items, order: inOrder(list.order, where) }
}

/** A key sample (tally/key-sample.ts) as its counts and the order keys of the attempts it names. */
export function sampleOut(s: KeySample): { listings: number; distinct: number; order: string[] } {
  return { listings: s.listings, distinct: s.distinct, order: s.keys.order }
}

/** A key sample read back, its attempt keys rebuilt from their order keys; throws TallyShapeError when its counts do not hold. */
export function sampleIn(s: { listings: number; distinct: number; order: string[] }, where: string): KeySample {
  const order = inOrder(s.order, where)
  if (order.length > s.distinct) throw new TallyShapeError(`${where}: ${order.length} attempts named of ${s.distinct}`)
  if (s.distinct > s.listings) throw new TallyShapeError(`${where}: ${s.distinct} distinct attempts of ${s.listings} listings`)
  return {
    listings: s.listings,
    distinct: s.distinct,
    keys: { items: order.map((o, i) => attemptKey(identityOf(o, `${where}.order[${i}]`))), order },
    last: null
  }
}
