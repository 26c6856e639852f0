/**
 * Stable identifiers used throughout the report: attempt keys and evaluator
 * identity keys, plus message helpers. Pure string functions.
 */
import type { EvaluatorIdentity } from './input.js'

/** The identifying fields of an attempt. */
export interface AttemptIdentity {
  configuration: string
  task: string
  revision: string
  attempt: string
}

/** Attempt key `configuration/task@revision#attempt` (report field `key`, warning `attempts`). */
export function attemptKey(a: AttemptIdentity): string {
  // One flat string (a template literal builds a tree of concatenations, ~100 bytes more per key kept).
  return [a.configuration, '/', a.task, '@', a.revision, '#', a.attempt].join('')
}

/** Evaluator identity key `name@version` (`name` alone when the version is unknown). */
export function evaluatorKey(e: EvaluatorIdentity): string {
  return e.version === null ? e.name : `${e.name}@${e.version}`
}

/** The evaluator identity used when a verdict names no evaluator (warning `evaluator_unknown`). */
export const UNKNOWN_EVALUATOR: EvaluatorIdentity = { name: 'unknown', version: null }

/**
 * Plural helper for report messages, digits ungrouped: `1 request`, `1200 requests` (the renderings use `formatPlural`,
 * src/render/format.ts: `1,200 requests`).
 */
export function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`
}

/** `a`, `a and b`, `a, b and c`. */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** First `max` items joined by `, `, followed by `…` when more exist. */
export function listSome(items: readonly string[], max = 3): string {
  const head = items.slice(0, max).join(', ')
  return items.length > max ? `${head}, …` : head
}

/** An empty record keyed by evidence strings (moved beside the readers that need it). */
export { keyedRecord } from '../../evidence/keyed-record.js'

/** Orders two strings by UTF-16 code units (the order of `<`), not by locale: the order every list of the report uses. */
export function byCodeUnits(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Orders attempts by configuration, task, revision, then attempt (UTF-16
 * code units), the order the report lists them in; ties (duplicate
 * attempts) keep their input order under a stable sort.
 */
export function byAttemptKey(a: AttemptIdentity, b: AttemptIdentity): number {
  for (const field of ['configuration', 'task', 'revision', 'attempt'] as const) {
    if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1
  }
  return 0
}
