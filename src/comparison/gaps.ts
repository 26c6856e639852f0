/**
 * Gap aggregation of a configuration: each reason with a count and up to
 * five examples (attempt key, request id, file, artifact, line, detail).
 * A request contributes each of its gap codes once; an attempt declared
 * missing contributes `attempt_missing` once.
 */
import { GAP_CODES, type Gap, type GapCode } from './report-schema.js'
import type { RequestGap } from './request-evidence.js'

/** Maximum examples kept per gap code. */
export const MAX_GAP_EXAMPLES = 5

/** The request fields the gaps read (a resolved request is one). */
export type GapRequest = { request_id: string | null; gaps: readonly RequestGap[] }

/** Gap counts and examples of one configuration so far, by code (`tallyGaps`). */
export type GapTally = Map<GapCode, Gap>

/** An empty tally. */
export function newGapTally(): GapTally {
  return new Map()
}

/** Adds attempt `a`'s gaps to `t`: each request's codes once, `attempt_missing` once for an attempt declared missing. */
export function tallyGaps(
  t: GapTally,
  a: { key: string; input: { missing: boolean; declared_in: { path: string; artifact: string | null } | null }; requests: readonly GapRequest[] }
): void {
  const add = (code: GapCode, example: Gap['examples'][number]): void => {
    const g = t.get(code) ?? { reason: code, count: 0, examples: [] }
    t.set(code, g)
    g.count += 1
    if (g.examples.length < MAX_GAP_EXAMPLES) g.examples.push(example)
  }
  if (a.input.missing) {
    add('attempt_missing', {
      attempt: a.key,
      request_id: null,
      file: a.input.declared_in?.path ?? null,
      artifact: a.input.declared_in?.artifact ?? null,
      line: null,
      detail: 'no evidence of this attempt was found'
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
  return GAP_CODES.filter((c) => t.has(c)).map((c) => t.get(c)!)
}
