/**
 * One task of a configuration's attempt tally as an object (`TaskTally`): a row of its task columns
 * (columns.ts `rowAt`; ../attempts.ts `AttemptTally.tasks`) — verdict counts, distinct attempts, exact
 * sums of the attempts' token and cost totals by set of pricing bases, named scores by key — with its
 * keys (`taskKey` for display, `taskId` as a map key, `compareTasks` for order) and the keys of the
 * sets of pricing bases (`basesKey`, interned). Tokens are token counts, costs US dollars.
 */
import { byCodeUnits } from '../../input/keys.js'
import type { ExactSum } from '../exact-sum.js'
import type { KeySums } from '../score-keys.js'

/** Token metrics of an attempt's totals (cost is kept per pricing-basis set). */
export const TOKEN_TOTALS = ['input_tokens', 'output_tokens', 'total_tokens'] as const

/** One task (task@revision) of one configuration, as an object (a row of columns.ts `TaskColumns`). */
export interface TaskTally {
  task: string
  revision: string
  /** Listings of its attempts. */
  listed: number
  /** Listings with a pass/fail verdict (and an evaluator). */
  evaluated: number
  /** Listings that passed. */
  passed: number
  /**
   * Listings to be judged (an evaluator declared or a verdict given), and of them those that ran to a verdict and
   * those with a failure of unknown class (infrastructure.ts).
   */
  judged: number
  ran: number
  unclassified: number
  /** Distinct attempts. */
  distinct: number
  /** The smallest attempt ids (at most `SAMPLE_SIZE`, code-unit order). */
  ids: string[]
  /** The id of the last attempt added in this fold (null after a merge). */
  last: string | null
  /**
   * Per token metric (`TOKEN_TOTALS` order), the sum of the attempts' known
   * totals and their count: `[sum, count, sum, count, sum, count]`. Totals
   * are safe integers and never negative, so a sum is exact, whatever the
   * order of adding, until it passes 2^53 − 1, and past it in any order
   * (unknown then: evidence/json/fields.ts `sumHeld`).
   */
  tokens: number[]
  /**
   * Known cost totals by the pricing bases of their requests, per set of
   * bases (`''` among them for costs that name none; usually one set).
   * Which sets are summed is decided when finishing (accounting.ts
   * `costBasesSummed`). The first set met is held inline — its `basesKey`
   * (null: no cost known yet), exact sum and count — and any further ones
   * in `more_costs` (null when there are none): a list of `[basesKey, exact
   * sum, count]` per task cost about 200 bytes a task. Read them with
   * {@link taskCosts}.
   */
  cost_bases: string | null
  cost: ExactSum | null
  cost_count: number
  more_costs: Array<[string, ExactSum, number]> | null
  /**
   * Per score key, the exact sum and count of its attempts' named scores
   * (score-keys.ts; attempts with a verdict only, as `AttemptTally.score_keys`);
   * null when none of its attempts carried one.
   */
  scores: KeySums | null
}

/** Task key `task@revision` (for display: `@` in a task or revision can make two read alike). */
export function taskKey(t: { task: string; revision: string }): string {
  return `${t.task}@${t.revision}`
}

/** A task's identity as a map key: task and revision joined by NUL (a task or revision that holds a NUL can share an id with another). */
export function taskId(t: { task: string; revision: string }): string {
  return `${t.task}\u0000${t.revision}`
}

/** `basesKey` strings met, so that every task tally with costs in one set of bases holds one string, not a copy each (bounded). */
const internedBases = new Map<string, string>()
const MAX_INTERNED_BASES = 1024

/** `key` itself, or the equal string met before (one copy for every task tally with costs in one set of bases). */
export function internBasesKey(key: string): string {
  const held = internedBases.get(key)
  if (held !== undefined) return held
  if (internedBases.size < MAX_INTERNED_BASES) internedBases.set(key, key)
  return key
}

/** The key of a set of pricing bases (its sorted ids as JSON: `[]` and `[""]` differ). */
export function basesKey(bases: readonly string[]): string {
  if (bases.length === 0) return '[]'
  return internBasesKey(bases.length === 1 && bases[0] === '' ? '[""]' : JSON.stringify(bases))
}

/** The pricing bases of a `basesKey`. */
export function basesOf(key: string): string[] {
  return JSON.parse(key) as string[]
}

/** A task tally's cost totals per set of pricing bases, `[basesKey, exact sum, count]`, in the order first met. */
export function taskCosts(t: TaskTally): Array<[string, ExactSum, number]> {
  if (t.cost_bases === null) return []
  const first: [string, ExactSum, number] = [t.cost_bases, t.cost!, t.cost_count]
  return t.more_costs === null ? [first] : [first, ...t.more_costs]
}

/** The figures of a task tally (its cost totals as {@link taskCosts} lists them, `last` left out). */
export type TaskFigures = Omit<TaskTally, 'last' | 'cost_bases' | 'cost' | 'cost_count' | 'more_costs'> & {
  costs: Array<[string, ExactSum, number]>
}

/** `a` before `b` (< 0), the same task (0) or after (> 0): task, then revision, in code-unit order (`taskId` order). */
export function compareTasks(a: { task: string; revision: string }, b: { task: string; revision: string }): number {
  return byCodeUnits(a.task, b.task) || byCodeUnits(a.revision, b.revision)
}
