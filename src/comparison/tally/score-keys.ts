/**
 * Sums of named scores by key (issue 42: each reward key's mean and paired
 * difference). An attempt's evaluation may carry several named scores
 * (`EvaluationInput.scores`, src/model/declarations.ts: e.g. Harbor's
 * `verifier_result.rewards` keys `reward`, `reward_strict`); the tally keeps,
 * per configuration and per task, each key's exact sum and count.
 *
 * The keys come from evidence, so a list holds at most `MAX_SCORE_KEYS`:
 * the smallest keys in code-unit order. Which keys those are does not
 * depend on the order of adding or merging: a key is let go only when that
 * many smaller keys were met, so it can never be among the smallest again,
 * and a sum that is kept has every value of its key. A task's list is
 * capped on its own; a key kept for the configuration is among the
 * smallest of every task that has it, so its per-task sums are complete.
 */
import { byCodeUnits } from '../input/keys.js'
import { addToSum, mergeSums, type ExactSum } from './exact-sum.js'

/** Most score keys a list keeps (the smallest in code-unit order). */
export const MAX_SCORE_KEYS = 16

/** One key's values: `[key, exact sum, count, binary]`, `binary` true while every value is 0 or 1. */
export type KeySum = [key: string, sum: ExactSum, count: number, binary: boolean]

/**
 * The largest magnitude of a score the tally sums: a value beyond it is left
 * out (the attempt counts as not carrying the key), so that no sum of at
 * most 2^53 values can overflow, in any order.
 */
export const MAX_SCORE_MAGNITUDE = 1e290

/** Key sums sorted by key (code-unit order), no key twice, at most `MAX_SCORE_KEYS`. */
export type KeySums = KeySum[]

/** Where `key` is in `list`, or where it would go (`found` false). */
function place(list: readonly KeySum[], key: string): { at: number; found: boolean } {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const c = byCodeUnits(list[mid][0], key)
    if (c === 0) return { at: mid, found: true }
    if (c < 0) lo = mid + 1
    else hi = mid
  }
  return { at: lo, found: false }
}

/** Whether adding `key` to `list` lets a key go (the list is full and does not hold `key`). */
export function cutsKey(list: readonly KeySum[], key: string): boolean {
  return list.length >= MAX_SCORE_KEYS && !place(list, key).found
}

/**
 * Adds `value` under `key` to `list` in place. Returns the key string the
 * list holds (the one first met, to share with further lists), or null when
 * `key` is not kept: `MAX_SCORE_KEYS` smaller keys are held. Adding a key
 * to a full list lets its largest key go.
 */
export function addScore(list: KeySums, key: string, value: number): string | null {
  const { at, found } = place(list, key)
  const binary = value === 0 || value === 1
  if (found) {
    addToSum(list[at][1], value)
    list[at][2] += 1
    if (!binary) list[at][3] = false
    return list[at][0]
  }
  if (at >= MAX_SCORE_KEYS) return null
  list.splice(at, 0, [key, [value], 1, binary])
  if (list.length > MAX_SCORE_KEYS) list.pop()
  return key
}

/**
 * The key sums of two disjoint sets of attempts together (neither is
 * modified), and whether a key was let go here (more than
 * `MAX_SCORE_KEYS` keys in both).
 */
export function mergeKeySums(a: readonly KeySum[], b: readonly KeySum[]): { sums: KeySums; cut: boolean } {
  const out: KeySums = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const c = i >= a.length ? 1 : j >= b.length ? -1 : byCodeUnits(a[i][0], b[j][0])
    if (c < 0) {
      out.push([a[i][0], a[i][1].slice(), a[i][2], a[i][3]])
      i++
    } else if (c > 0) {
      out.push([b[j][0], b[j][1].slice(), b[j][2], b[j][3]])
      j++
    } else {
      const sum = a[i][1].slice()
      mergeSums(sum, b[j][1])
      out.push([a[i][0], sum, a[i][2] + b[j][2], a[i][3] && b[j][3]])
      i++
      j++
    }
  }
  const cut = out.length > MAX_SCORE_KEYS
  if (cut) out.length = MAX_SCORE_KEYS
  return { sums: out, cut }
}

/** The sum, count and whether every value was 0 or 1, that `list` holds under `key`; null when it holds none. */
export function keySum(list: readonly KeySum[] | null, key: string): { sum: ExactSum; count: number; binary: boolean } | null {
  if (list === null) return null
  const { at, found } = place(list, key)
  return found ? { sum: list[at][1], count: list[at][2], binary: list[at][3] } : null
}

/**
 * Why `list` is not a key-sum list, or null: keys in strictly increasing
 * code-unit order, at most `MAX_SCORE_KEYS`, counts positive (a summary
 * read back is checked with it).
 */
export function keySumsProblem(list: readonly KeySum[]): string | null {
  if (list.length > MAX_SCORE_KEYS) return `${list.length} score keys, at most ${MAX_SCORE_KEYS} are kept`
  for (let i = 0; i < list.length; i++) {
    if (list[i][2] < 1) return `score key ${JSON.stringify(list[i][0])} has count ${list[i][2]}`
    if (i > 0 && byCodeUnits(list[i - 1][0], list[i][0]) >= 0)
      return `score keys ${JSON.stringify(list[i - 1][0])} and ${JSON.stringify(list[i][0])} are not in increasing code-unit order`
  }
  return null
}
