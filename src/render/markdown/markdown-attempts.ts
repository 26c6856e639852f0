/**
 * Per-attempt, per-request, resource-observation and unexpected-attempt
 * tables for the Markdown renderings, as plain-text cells (the table
 * builder escapes them). Each row is one whole item, so budgets can drop
 * rows without breaking a table.
 */
import type { AttemptReport, Report } from '../../comparison/report/report-schema.js'
import {
  attemptGapsText,
  diagnosticText,
  fileText,
  invocationsText,
  legacyCounterText,
  phasesText,
  requestStatusText,
  resourceSourceText,
  resourceValuesText,
  usageText
} from '../rows/attempt-rows.js'
import { formatCount, formatDuration, formatMetric } from '../format.js'
import { codeCell, idCell, type Cell } from './markdown-blocks.js'
import { attemptStateLabel, attemptVerdictLabel, evidenceSourceLabel } from '../messages.js'

/** Header of {@link attemptRow}. */
export const ATTEMPT_HEADER = ['attempt', 'state', 'verdict', 'requests by evidence', 'total tokens', 'task duration', 'gaps']

/** Requests counted by evidence source: `2 full result, 1 no evidence`. */
function evidenceCounts(a: AttemptReport): string {
  if (a.requests.length === 0) return a.missing ? 'none (attempt missing)' : 'no requests'
  const counts = new Map<string, number>()
  for (const r of a.requests) {
    const label = evidenceSourceLabel(r)
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts.entries()].map(([label, n]) => `${n} ${label}`).join(', ')
}

/**
 * An attempt's total tokens over its requests, with coverage: exact when
 * every request reported them and the request list is verified, else `≥`.
 */
export function attemptTotalTokens(a: AttemptReport): string {
  const reported = a.requests.filter((r) => r.usage !== null && r.usage.total_tokens !== null)
  const sum = reported.reduce((s, r) => s + (r.usage?.total_tokens ?? 0), 0)
  // A sum beyond the largest float is unknown, never complete.
  const observed = reported.length === 0 || !Number.isFinite(sum) ? null : sum
  const complete = observed !== null && !a.missing && a.requests_complete && reported.length === a.requests.length
  return formatMetric(
    { observed, reported_by: reported.length, expected: a.requests.length, complete },
    formatCount,
    'request list unverified'
  )
}

/** One attempt: key, state, verdict, requests by evidence source, tokens, duration, gaps. */
export function attemptRow(a: AttemptReport): Cell[] {
  const duration = a.task_duration_ms === null ? 'unknown' : formatDuration(a.task_duration_ms)
  return [
    idCell(a.key),
    attemptStateLabel(a),
    attemptVerdictLabel(a),
    evidenceCounts(a),
    attemptTotalTokens(a),
    duration,
    attemptGapsText(a)
  ]
}

/** Header of {@link requestRows}. */
export const REQUEST_HEADER = ['attempt', 'request', 'evidence', 'status', 'usage', 'invocation', 'files', 'gaps and diagnostics']

/** One row per request of every attempt, in report order. */
export function requestRows(report: Report): Cell[][] {
  return report.attempts.flatMap((a) =>
    a.requests.map((r) => {
      const timing =
        r.invocation?.start_ms != null && r.invocation.end_ms != null
          ? formatDuration(r.invocation.end_ms - r.invocation.start_ms)
          : 'untimed'
      const notes = [...r.gaps, ...r.diagnostics.map(diagnosticText)]
      return [
        idCell(a.key),
        r.request_id === null ? 'no id' : codeCell(r.request_id),
        evidenceSourceLabel(r),
        requestStatusText(r),
        usageText(r.usage),
        timing,
        r.files.map(fileText).join('; ') || 'none',
        notes.join('; ') || 'none'
      ]
    })
  )
}

/** Header of {@link resourceRows}. */
export const RESOURCE_HEADER = ['configuration', 'observed in', 'observation']

/** Every resource observation, one row each, never summed. */
export function resourceRows(report: Report): Cell[][] {
  return report.configurations.flatMap((c) => c.resources.map((o) => [codeCell(c.id), resourceSourceText(o), resourceValuesText(o)]))
}

/** Header of {@link unexpectedRows}. */
export const UNEXPECTED_HEADER = ['attempt found in evidence', 'declared in']

/** Attempts found in evidence but not in the inventory. */
export function unexpectedRows(report: Report): Cell[][] {
  return report.unexpected_attempts.map((u) => [
    idCell(`${u.configuration}/${u.task}@${u.revision}#${u.attempt}`),
    u.declared_in ? `${u.declared_in.path}${u.declared_in.artifact ? ` (artifact ${u.declared_in.artifact})` : ''}` : 'unknown'
  ])
}

/** Header of {@link attemptNoteRows}. */
export const ATTEMPT_NOTE_HEADER = ['attempt', 'invocations', 'harness phases', 'legacy counters and diagnostics']

/** Attempts with harness phases, legacy counters or attempt-level diagnostics: one row each. */
export function attemptNoteRows(report: Report): Cell[][] {
  return report.attempts
    .filter((a) => a.phases.length > 0 || a.legacy_counters.length > 0 || a.diagnostics.length > 0)
    .map((a) => [
      idCell(a.key),
      invocationsText(a),
      phasesText(a) ?? 'none',
      [...a.legacy_counters.map(legacyCounterText), ...a.diagnostics.map(diagnosticText)].join('; ') || 'none'
    ])
}
