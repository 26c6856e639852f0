/**
 * Lists kept in attempt-key order and merged by it: every entry carries the
 * order key of its attempt (`orderKey`), so two lists folded from disjoint
 * attempts merge into the list one fold of all of them gives.
 */
import type { AttemptIdentity } from './keys.js'

/**
 * A string whose code-unit order is attempt-key order (`byAttemptKey`):
 * the four identity fields joined by NUL, which sorts before every other
 * character (identity fields never hold NUL: the manifest and readers refuse
 * control characters in them).
 */
export function orderKey(a: AttemptIdentity): string {
  return [a.configuration, a.task, a.revision, a.attempt].join('\u0000')
}

/** Entries with their attempts' order keys (`order[i]` belongs to `items[i]`), sorted by them (stable). */
export interface OrderedList<T> {
  items: T[]
  order: string[]
}

/** A new, empty list. */
export function emptyOrdered<T>(): OrderedList<T> {
  return { items: [], order: [] }
}

/** Appends `item` of the attempt with order key `order` (callers append in attempt-key order). */
export function pushOrdered<T>(list: OrderedList<T>, item: T, order: string): void {
  list.items.push(item)
  list.order.push(order)
}

/** `a` and `b` merged by order key; on equal keys `a`'s entries first. Neither is modified. */
export function mergeOrdered<T>(a: OrderedList<T>, b: OrderedList<T>, limit: number = Number.POSITIVE_INFINITY): OrderedList<T> {
  const out = emptyOrdered<T>()
  let i = 0
  let j = 0
  while ((i < a.items.length || j < b.items.length) && out.items.length < limit) {
    if (j >= b.items.length || (i < a.items.length && a.order[i] <= b.order[j])) {
      out.items.push(a.items[i])
      out.order.push(a.order[i++])
    } else {
      out.items.push(b.items[j])
      out.order.push(b.order[j++])
    }
  }
  return out
}

/** Two sorted arrays merged by `orderOf`; on equal keys `a`'s first. */
export function mergeSortedBy<T>(a: readonly T[], b: readonly T[], orderOf: (t: T) => string): T[] {
  if (a.length === 0) return [...b]
  if (b.length === 0) return [...a]
  const out: T[] = new Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) out[k++] = orderOf(a[i]) <= orderOf(b[j]) ? a[i++] : b[j++]
  while (i < a.length) out[k++] = a[i++]
  while (j < b.length) out[k++] = b[j++]
  return out
}
