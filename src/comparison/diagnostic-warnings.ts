/**
 * Evidence-file and declaration diagnostics aggregated into warnings: one
 * warning per (code, configuration), with the count (per kind, when the
 * diagnostics name kinds: `record_state_excluded`), the first example
 * (file, line, message) and the attempts concerned. Severity per
 * `severityOf` in codes.ts (unknown codes are notices).
 */
import type { Diagnostic } from '../evidence/types.js'
import { plural } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import { RECORD_STATE_KINDS } from './record-rules.js'
import type { RetainedAttempt } from './tally/row.js'
import { makeWarning } from './warnings.js'

interface Group {
  code: string
  configuration: string | null
  first: Diagnostic
  count: number
  attempts: string[]
  /** Occurrences per `kind`, in first-seen order (diagnostics without a kind are not counted here). */
  kinds: Map<string, number>
}

/** A kind as a warning names it: its text (record-rules.ts) or, for another code's kind, the kind itself. */
function kindText(kind: string): string {
  return Object.hasOwn(RECORD_STATE_KINDS, kind) ? RECORD_STATE_KINDS[kind as keyof typeof RECORD_STATE_KINDS] : kind
}

/**
 * What several occurrences were: `3 occurrences (a timeout … ×2, a stop on a succeeded request ×1), first: `
 * when the diagnostics name kinds, else `3 occurrences, first: `.
 */
function occurrencesText(g: Group): string {
  if (g.count <= 1) return ''
  const kinds = [...g.kinds.entries()].map(([k, n]) => `${kindText(k)} ×${n}`)
  const untyped = g.count - [...g.kinds.values()].reduce((a, b) => a + b, 0)
  if (kinds.length > 0 && untyped > 0) kinds.push(`other ×${untyped}`)
  return kinds.length > 0 ? `${plural(g.count, 'occurrence')} (${kinds.join(', ')}), first: ` : `${plural(g.count, 'occurrence')}, first: `
}

function where(d: Diagnostic): string {
  if (d.file === undefined) return ''
  return d.line === undefined ? ` (${d.file})` : ` (${d.file}:${d.line})`
}

/**
 * Aggregate attempt diagnostics (grouped under the attempt's configuration)
 * and top-level diagnostics (no configuration) by code.
 */
export function diagnosticWarnings(attempts: readonly RetainedAttempt[], topLevel: readonly Diagnostic[]): ReportWarning[] {
  const groups = new Map<string, Group>()
  const add = (d: Diagnostic, configuration: string | null, key: string | null): void => {
    const id = `${d.code}\u0000${configuration ?? ''}`
    const g = groups.get(id) ?? { code: d.code, configuration, first: d, count: 0, attempts: [], kinds: new Map<string, number>() }
    groups.set(id, g)
    g.count += 1
    if (d.kind !== undefined) g.kinds.set(d.kind, (g.kinds.get(d.kind) ?? 0) + 1)
    if (key !== null) g.attempts.push(key)
  }
  for (const a of attempts) for (const d of a.diagnostics) add(d, a.input.configuration, a.key)
  for (const d of topLevel) add(d, null, null)
  return [...groups.values()].map((g) => {
    const scope = g.configuration === null ? '' : `${g.configuration}: `
    const more = occurrencesText(g)
    return makeWarning(
      g.code,
      `${scope}${more}${g.first.message}${where(g.first)}`,
      g.configuration === null ? [] : [g.configuration],
      g.attempts,
      { file: g.first.file ?? null, line: g.first.line ?? null }
    )
  })
}
