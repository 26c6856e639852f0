/**
 * Gap aggregation of a configuration: each reason with a count and up to
 * five examples (attempt key, request id, file, artifact, line, detail).
 * A request contributes each of its gap codes once; an attempt declared
 * missing contributes `attempt_missing` once, or `attempt_unreadable` when
 * its evidence was there but unreadable or invalid, or `attempt_unfinished`
 * when its job is still running.
 */
import { emptyOrdered, mergeOrdered, pushOrdered, type OrderedList } from '../input/ordered.js'
import { GAP_CODES, type Gap, type GapCode } from '../report/report-schema.js'
import type { RequestGap } from '../claims/request-evidence.js'
import { plural } from '../input/keys.js'

/**
 * Diagnostic codes that say a missing attempt's evidence was found but could not be read or is invalid (an index file
 * that breaks its schema, a Harbor trial result that is not JSON): its gap is `attempt_unreadable`, not
 * `attempt_missing`.
 */
export const UNREADABLE_ATTEMPT_CODES: ReadonlySet<string> = new Set(['attempt_index_invalid', 'harbor_trial_unreadable'])

/**
 * Diagnostic codes that say a missing attempt's job is still running (a Harbor trial without a result, or not started,
 * in a job whose result.json counts running or pending trials): its gap is `attempt_unfinished`, not `attempt_missing`.
 */
export const UNFINISHED_ATTEMPT_CODES: ReadonlySet<string> = new Set(['harbor_job_unfinished'])

/** Maximum examples kept per gap code. */
export const MAX_GAP_EXAMPLES = 5

/** The request fields the gaps read (a resolved request is one). */
export type GapRequest = { request_id: string | null; gaps: readonly RequestGap[] }

/** One gap code's count and its examples of the smallest attempt keys (at most {@link MAX_GAP_EXAMPLES}). */
export interface GapCount {
  count: number
  examples: OrderedList<Gap['examples'][number]>
}

/** Gap counts and examples of one configuration so far, by code (`tallyGaps`). */
export type GapTally = Map<GapCode, GapCount>

/** An empty tally. */
export function newGapTally(): GapTally {
  return new Map()
}

/** Adds attempt `a`'s gaps to `t`: each request's codes once, `attempt_missing` once for an attempt declared missing. */
export function tallyGaps(
  t: GapTally,
  a: {
    key: string
    order: string
    input: {
      missing: boolean
      declared_in: { path: string; artifact: string | null } | null
      diagnostics: ReadonlyArray<{ code: string; message: string }>
    }
    requests: readonly GapRequest[]
  }
): void {
  const add = (code: GapCode, example: Gap['examples'][number]): void => {
    const g = t.get(code) ?? { count: 0, examples: emptyOrdered() }
    t.set(code, g)
    g.count += 1
    // Attempts come in attempt-key order: the first examples are those of the smallest keys.
    if (g.examples.items.length < MAX_GAP_EXAMPLES) pushOrdered(g.examples, example, a.order)
  }
  if (a.input.missing) {
    // Evidence that is there but cannot be read is named as such, with its first problem, never as missing.
    const problems = a.input.diagnostics.filter((d) => UNREADABLE_ATTEMPT_CODES.has(d.code))
    const more = problems.length > 1 ? ` (and ${plural(problems.length - 1, 'more problem')})` : ''
    // An attempt of a job still running has not finished yet: unfinished, not missing (unless it is also unreadable).
    const running = problems.length > 0 ? undefined : a.input.diagnostics.find((d) => UNFINISHED_ATTEMPT_CODES.has(d.code))
    add(problems.length > 0 ? 'attempt_unreadable' : running !== undefined ? 'attempt_unfinished' : 'attempt_missing', {
      attempt: a.key,
      request_id: null,
      file: a.input.declared_in?.path ?? null,
      artifact: a.input.declared_in?.artifact ?? null,
      line: null,
      detail:
        problems.length > 0
          ? `${problems[0]!.message}${more}`
          : running !== undefined
            ? running.message
            : 'no evidence of this attempt was found'
    })
  }
  for (const r of a.requests) {
    const seen = new Set<GapCode>()
    for (const g of r.gaps) {
      if (seen.has(g.code)) continue
      seen.add(g.code)
      add(g.code, { attempt: a.key, request_id: r.request_id, file: g.file, artifact: g.artifact, line: g.line, detail: g.detail })
    }
  }
}

/** The gaps of a tally, in {@link GAP_CODES} order; codes with count 0 are left out. */
export function gapsFromTally(t: GapTally): Gap[] {
  return GAP_CODES.filter((c) => t.has(c)).map((c) => ({ reason: c, count: t.get(c)!.count, examples: [...t.get(c)!.examples.items] }))
}

/**
 * The tally of the attempts of `a` and `b` together (disjoint attempts): counts add, examples are the smallest keys of
 * both. Neither is modified.
 */
export function mergeGapTallies(a: GapTally, b: GapTally): GapTally {
  const out: GapTally = new Map()
  for (const code of GAP_CODES) {
    const x = a.get(code)
    const y = b.get(code)
    if (x === undefined && y === undefined) continue
    const empty: GapCount = { count: 0, examples: emptyOrdered() }
    const l = x ?? empty
    const r = y ?? empty
    out.set(code, { count: l.count + r.count, examples: mergeOrdered(l.examples, r.examples, MAX_GAP_EXAMPLES) })
  }
  return out
}
