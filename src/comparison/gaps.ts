/**
 * Gap aggregation of a configuration: each reason with a count and up to
 * five examples (attempt key, request id, file, artifact, line, detail).
 * A request contributes each of its gap codes once; an attempt declared
 * missing contributes `attempt_missing` once.
 */
import { GAP_CODES, type Gap, type GapCode } from './report-schema.js'
import type { RetainedAttempt } from './resolve.js'

/** Maximum examples kept per gap code. */
export const MAX_GAP_EXAMPLES = 5

/** Gaps of a configuration's listed attempts, in {@link GAP_CODES} order; codes with count 0 are left out. */
export function configurationGaps(attempts: readonly RetainedAttempt[]): Gap[] {
  const byCode = new Map<GapCode, Gap>()
  const add = (code: GapCode, example: Gap['examples'][number]): void => {
    const g = byCode.get(code) ?? { reason: code, count: 0, examples: [] }
    byCode.set(code, g)
    g.count += 1
    if (g.examples.length < MAX_GAP_EXAMPLES) g.examples.push(example)
  }
  for (const a of attempts) {
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
  return GAP_CODES.filter((c) => byCode.has(c)).map((c) => byCode.get(c)!)
}
