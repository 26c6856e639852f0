/**
 * Evidence-file and declaration diagnostics aggregated into warnings: one
 * warning per (code, configuration), with the count (per kind, when the
 * diagnostics name kinds: `record_state_excluded`), the first example
 * (file, line, message) and the attempts concerned. Severity per
 * `severityOf` in ../codes/codes.ts (unknown codes are notices).
 */
import type { Diagnostic } from '../../evidence/types.js'
import { plural } from '../input/keys.js'
import type { ReportWarning } from '../report/report-schema.js'
import { RECORD_STATE_KINDS } from '../claims/record-rules.js'
import { kindsInOrder, type DiagnosticGroups } from '../tally/diagnostic-groups.js'
import { sampleKeys } from '../tally/key-sample.js'
import { makeWarning } from '../codes/make-warning.js'

/** A kind as a warning names it: its text (../claims/record-rules.ts) or, for another code's kind, the kind itself. */
function kindText(kind: string): string {
  return Object.hasOwn(RECORD_STATE_KINDS, kind) ? RECORD_STATE_KINDS[kind as keyof typeof RECORD_STATE_KINDS] : kind
}

/**
 * What several occurrences were: `3 occurrences (a timeout … ×2, a stop on a succeeded request ×1), first: `
 * when the diagnostics name kinds, else `3 occurrences, first: `.
 */
function occurrencesText(count: number, kindCounts: ReadonlyArray<[string, number]>): string {
  if (count <= 1) return ''
  const kinds = kindCounts.map(([k, n]) => `${kindText(k)} ×${n}`)
  const untyped = count - kindCounts.reduce((a, [, n]) => a + n, 0)
  if (kinds.length > 0 && untyped > 0) kinds.push(`other ×${untyped}`)
  return kinds.length > 0 ? `${plural(count, 'occurrence')} (${kinds.join(', ')}), first: ` : `${plural(count, 'occurrence')}, first: `
}

function where(d: Diagnostic): string {
  if (d.file === undefined) return ''
  return d.line === undefined ? ` (${d.file})` : ` (${d.file}:${d.line})`
}

/**
 * Warnings of the attempts' diagnostics as tallied (grouped per code under
 * the attempt's configuration, tally/diagnostic-groups.ts) and of the
 * top-level diagnostics (no configuration), one per group.
 */
export function diagnosticWarnings(groups: readonly DiagnosticGroups[], topLevel: readonly Diagnostic[]): ReportWarning[] {
  const out: ReportWarning[] = []
  for (const g of groups.flatMap((m) => [...m.values()])) {
    out.push(
      makeWarning(
        g.code,
        `${g.configuration}: ${occurrencesText(g.count, kindsInOrder(g))}${g.first.message}${where(g.first)}`,
        [g.configuration],
        sampleKeys(g.attempts),
        { file: g.first.file ?? null, line: g.first.line ?? null, attempt_count: g.attempts.distinct, occurrences: g.count }
      )
    )
  }
  const top = new Map<string, { first: Diagnostic; count: number; kinds: Map<string, number> }>()
  for (const d of topLevel) {
    const g = top.get(d.code) ?? { first: d, count: 0, kinds: new Map<string, number>() }
    top.set(d.code, g)
    g.count += 1
    if (d.kind !== undefined) g.kinds.set(d.kind, (g.kinds.get(d.kind) ?? 0) + 1)
  }
  for (const [code, g] of top) {
    out.push(
      makeWarning(code, `${occurrencesText(g.count, [...g.kinds])}${g.first.message}${where(g.first)}`, [], [], {
        file: g.first.file ?? null,
        line: g.first.line ?? null,
        occurrences: g.count
      })
    )
  }
  return out
}
