/**
 * Evidence-file and declaration diagnostics aggregated into warnings: one
 * warning per (code, configuration), with the count, the first example
 * (file, line, message) and the attempts concerned. Severity per
 * `severityOf` in codes.ts (unknown codes are notices).
 */
import type { Diagnostic } from '../evidence/types.js'
import { plural } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import type { RetainedAttempt } from './resolve.js'
import { makeWarning } from './warnings.js'

interface Group {
  code: string
  configuration: string | null
  first: Diagnostic
  count: number
  attempts: string[]
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
    const g = groups.get(id) ?? { code: d.code, configuration, first: d, count: 0, attempts: [] }
    groups.set(id, g)
    g.count += 1
    if (key !== null) g.attempts.push(key)
  }
  for (const a of attempts) for (const d of a.diagnostics) add(d, a.input.configuration, a.key)
  for (const d of topLevel) add(d, null, null)
  return [...groups.values()].map((g) => {
    const scope = g.configuration === null ? '' : `${g.configuration}: `
    const more = g.count > 1 ? `${plural(g.count, 'occurrence')}, first: ` : ''
    return makeWarning(
      g.code,
      `${scope}${more}${g.first.message}${where(g.first)}`,
      g.configuration === null ? [] : [g.configuration],
      g.attempts,
      { file: g.first.file ?? null, line: g.first.line ?? null }
    )
  })
}
