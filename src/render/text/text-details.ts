/**
 * The `--details` part of the text output: one line per attempt and per
 * request with its evidence source, status and usage, then its files with
 * their state, gaps and diagnostics; legacy counters beside the accounting;
 * the resource observations one by one; the report's own diagnostics.
 */
import type { AttemptReport, Report, RequestReport } from '../../comparison/report/report-schema.js'
import { reportRows, type ResourceRowSource } from '../../comparison/figures/resource-list.js'
import {
  attemptSummaryText,
  attemptTimingText,
  diagnosticText,
  fileText,
  legacyCounterText,
  phasesText,
  requestLine,
  resourceSourceText,
  resourceValuesText,
  usageText
} from '../rows/attempt-rows.js'
import { formatCount, formatPlural } from '../format.js'
import { CPU_NOTE, notObservedText } from '../rows/resource-rows.js'
import { oneLine } from './text-sections.js'

const yesNo = (b: boolean | null): string => (b === null ? 'unknown' : b ? 'yes' : 'no')
const ms = (n: number | null): string => (n === null ? 'unknown' : `${formatCount(n)} ms`)

/**
 * A request's stop, error and OOM counts, field by field:
 * `stop cause agent_exhausted_budget · reason timeout · timeout 60,000 ms · used 60,012 ms · force-stopped yes · exit signal SIGKILL`,
 * `error invoke_timeout · stage invoke · retryable no (full result)`,
 * `oom_kill_count 0 → 1 · container shared` (only when the counts differ or one is unknown). Nothing for a request without them.
 */
export function stopDetailLines(r: RequestReport): string[] {
  const out: string[] = []
  const s = r.stop
  if (s !== null) {
    const parts = [`stop cause ${s.cause ?? 'unknown'}`, `reason ${s.reason ?? 'none'}`]
    if (s.reason === 'timeout' || s.timeout_ms !== null || s.used_ms !== null || s.force_stopped !== null) {
      parts.push(`timeout ${ms(s.timeout_ms)}`, `used ${ms(s.used_ms)}`, `force-stopped ${yesNo(s.force_stopped)}`)
    }
    if (s.exit_code !== null) parts.push(`exit code ${s.exit_code}`)
    if (s.exit_signal !== null) parts.push(`exit signal ${s.exit_signal}`)
    out.push(parts.join(' · '))
  }
  const e = r.error
  if (e !== null) {
    const source = e.source === 'full_result' ? 'full result' : 'record end line'
    out.push(`error ${e.code ?? 'no code'} · stage ${e.stage ?? 'unknown'} · retryable ${yesNo(e.retryable)} (${source})`)
  }
  const o = r.oom
  if (o !== null && o.start !== o.end) {
    const container = o.exclusive_container === null ? 'exclusivity unknown' : o.exclusive_container ? 'exclusive' : 'shared'
    out.push(`oom_kill_count ${o.start ?? 'unknown'} → ${o.end ?? 'unknown'} · container ${container}`)
  }
  return out
}

/** The lines of one attempt: its summary, each request, its counters and diagnostics. */
export function attemptLines(a: AttemptReport): string[] {
  const lines = [`  ${oneLine(a.key)}  ${oneLine(attemptSummaryText(a))}`, `    ${attemptTimingText(a)}`]
  const phases = phasesText(a)
  if (phases !== null) lines.push(`    ${oneLine(phases)}`)
  for (const r of a.requests) {
    lines.push(`    ${requestLine(r).map(oneLine).join('  ')}`, `      usage ${oneLine(usageText(r.usage))}`)
    for (const d of r.usage_disagreements) lines.push(`      usage disagrees [${oneLine(d.relation)}] ${oneLine(d.detail)}`)
    for (const l of stopDetailLines(r)) lines.push(`      ${oneLine(l)}`)
    for (const f of r.files) lines.push(`      file ${oneLine(fileText(f))}`)
    for (const g of r.gaps) lines.push(`      gap ${g}`)
    for (const d of r.diagnostics) lines.push(`      diagnostic ${oneLine(diagnosticText(d))}`)
  }
  for (const c of a.legacy_counters) lines.push(`    ${oneLine(legacyCounterText(c))}`)
  for (const d of a.diagnostics) lines.push(`    diagnostic ${oneLine(diagnosticText(d))}`)
  return lines
}

/**
 * Writes the detail lines after the attempts, one `line` call each (no
 * newline): the resource observations one by one, read from `rows` (the
 * report's own lists, or a spool), then the findings not tied to one
 * attempt.
 */
export function writeDetailTail(report: Report, rows: ResourceRowSource, line: (text: string) => void): void {
  for (const c of report.configurations) {
    const cov = c.resource_coverage
    if (cov.expected === 0) continue
    line('')
    line(
      `Resource observations — ${oneLine(c.id)} (${formatCount(cov.observed)} of ${formatPlural(cov.expected, 'request')}; never summed; ${CPU_NOTE})`
    )
    rows.observations(c.id, (o) => {
      const runtime = o.runtime_id ? ` runtime ${o.runtime_id}` : ''
      line(`  ${oneLine(resourceSourceText(o) + runtime)}`)
      line(`    ${oneLine(resourceValuesText(o))}`)
    })
    rows.notObserved(c.id, (n) => line(`  ${oneLine(notObservedText(n))}`))
  }
  if (report.diagnostics.length === 0) return
  line('')
  line(`Diagnostics (${formatCount(report.diagnostics.length)})`)
  for (const d of report.diagnostics) line(`  ${oneLine(diagnosticText(d))}`)
}

/** Detail lines after the attempts (`writeDetailTail` over the report's own lists). */
export function detailTailLines(report: Report): string[] {
  const lines: string[] = []
  writeDetailTail(report, reportRows(report), (l) => lines.push(l))
  return lines
}

/** The heading of the attempt details: a blank line and `Attempts (N)`. */
export function attemptsHeadingLines(count: number): string[] {
  return ['', `Attempts (${formatCount(count)})`]
}

/** The line standing for the attempt details when there is no attempt. */
export const NO_ATTEMPT_LINE = '  none'

/** Every detail line, starting with a blank line; attempts in report order. */
export function detailLines(report: Report): string[] {
  const attempts = report.attempts.length === 0 ? [NO_ATTEMPT_LINE] : report.attempts.flatMap(attemptLines)
  return [...attemptsHeadingLines(report.attempts.length), ...attempts, ...detailTailLines(report)]
}
