/**
 * The Markdown sections shared by the pull-request comment and the job
 * summary: one table per configuration, warnings (grouped by severity and
 * code, then their messages), links. Each takes "kept" counts so the budget can drop whole
 * rows; each says what it left out. Every string from the report is
 * escaped here or in markdown-blocks.ts.
 */
import { remedyOf } from '../../comparison/codes/remedies.js'
import type { Report, ReportWarning } from '../../comparison/report/report-schema.js'
import { configurationRows } from '../rows/configuration-rows.js'
import { formatCount, formatPlural } from '../format.js'
import { markdownDetails, markdownNote, markdownTable } from './markdown-blocks.js'
import { codeSpan, escapeInline, idSpan, linkText, safeUrl } from '../text-safety/markdown-escape.js'
import { omittedRowsNote } from '../messages.js'

/** `N of M <what>s omitted … — <where>.` as an emphasised line, or nothing when none were. */
function omitted(kept: number, total: number, what: string, where: string): string[] {
  return kept < total ? ['', markdownNote(omittedRowsNote(total - kept, total, what, where))] : []
}

/** One table per configuration (the first `kept`); `brief` keeps only the comment's rows. */
export function configurationSection(report: Report, kept: number, brief: boolean, where: string): string[] {
  const resourcesWhere = brief ? 'listed in the job summary' : 'listed below'
  const tables = report.configurations.slice(0, kept).flatMap((c) => {
    const rows = configurationRows(c, resourcesWhere).filter((r) => !brief || r.brief)
    return [
      '',
      `### Configuration ${codeSpan(c.id, 'prose')}`,
      '',
      ...markdownTable(
        ['measure', 'value'],
        rows.map((r) => [r.label, r.value])
      )
    ]
  })
  return [...tables, ...omitted(Math.min(kept, report.configurations.length), report.configurations.length, 'configuration table', where)]
}

/** One warning as a list item: severity, code, message, and (when `withAttempts`) who it concerns. */
export function warningItem(w: ReportWarning, withAttempts: boolean): string {
  const parts = [`${w.severity}`, codeSpan(w.code, 'prose'), escapeInline(w.message)]
  // Already Markdown: the configurations and attempts are ids, each its own code span (spaces or not).
  const concerns: string[] = []
  if (w.configurations.length > 0) concerns.push(`configurations: ${w.configurations.map((c) => codeSpan(c, 'prose')).join(', ')}`)
  if (w.attempt_count > 0) {
    const listed = withAttempts ? w.attempts : []
    const more = w.attempt_count - listed.length
    const names =
      listed.length > 0 ? `: ${listed.map((a) => idSpan(a, 'prose')).join(', ')}${more > 0 ? `, and ${formatCount(more)} more` : ''}` : ''
    concerns.push(`attempts (${formatCount(w.attempt_count)})${names}`)
  }
  if (w.file) concerns.push(`file: ${escapeInline(`${w.file}${w.line != null ? `:${w.line}` : ''}`)}`)
  return `- ${parts.join(' ')}${concerns.length > 0 ? ` — ${concerns.join('; ')}` : ''}`
}

/** Every warning as a list item, with and without its attempt list (rendered once, sliced by the budget). */
export interface WarningItems {
  withAttempts: string[]
  withoutAttempts: string[]
}

/** Renders {@link WarningItems} for `report`. */
export function warningItems(report: Report): WarningItems {
  return {
    withAttempts: report.warnings.map((w) => warningItem(w, true)),
    withoutAttempts: report.warnings.map((w) => warningItem(w, false))
  }
}

/** Warnings of one severity and code: the configurations concerned, how many warnings, how many attempts. */
export interface WarningGroup {
  severity: ReportWarning['severity']
  code: string
  configurations: string[]
  warnings: number
  attempts: number
  /** Findings the group's warnings stand for (each warning one, or its `occurrences`). */
  occurrences: number
}

/** The warnings grouped by severity (`warning` before `notice`) and code, in order of first appearance. */
export function groupWarnings(report: Report): WarningGroup[] {
  const groups = new Map<string, WarningGroup>()
  for (const w of report.warnings) {
    const key = `${w.severity}\u0000${w.code}`
    const group = groups.get(key) ?? { severity: w.severity, code: w.code, configurations: [], warnings: 0, attempts: 0, occurrences: 0 }
    for (const c of w.configurations) if (!group.configurations.includes(c)) group.configurations.push(c)
    group.warnings += 1
    group.attempts += w.attempt_count
    group.occurrences += w.occurrences ?? 1
    groups.set(key, group)
  }
  const all = [...groups.values()]
  return [...all.filter((g) => g.severity === 'warning'), ...all.filter((g) => g.severity !== 'warning')]
}

/** Configuration names shown per warning line at most. */
const GROUP_CONFIGURATIONS = 5

/**
 * One group as a list item with its code's remedy (src/comparison/codes/remedies.ts, our own Markdown,
 * never evidence text): `` - `attempt_missing` — `candidate` — 2 attempts: find why … `` (what it counts: {@link groupCount}).
 */
export function warningGroupItem(g: WarningGroup): string {
  const shown = g.configurations.slice(0, GROUP_CONFIGURATIONS).map((c) => codeSpan(c, 'prose'))
  const more = g.configurations.length - shown.length
  const who = shown.length === 0 ? 'no configuration named' : `${shown.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}`
  const remedy = remedyOf(g.code)
  const counted = groupCount(g)
  return `- ${codeSpan(g.code, 'prose')} — ${who}${counted === '' ? '' : ` — ${escapeInline(counted)}`}${remedy === null ? '' : `: ${remedy}`}`
}

/**
 * What a group counts, each count naming its noun: `2 attempts`, `8 occurrences in 2 attempts`, `8 occurrences`;
 * '' when it concerns no attempt and stands for one finding per warning.
 */
export function groupCount(g: Pick<WarningGroup, 'attempts' | 'occurrences' | 'warnings'>): string {
  const attempts = g.attempts > 0 ? formatPlural(g.attempts, 'attempt') : ''
  if (g.occurrences <= g.warnings) return attempts
  return `${formatPlural(g.occurrences, 'occurrence')}${attempts === '' ? '' : ` in ${attempts}`}`
}

/**
 * The warnings: grouped one line per severity and code (the first `kept`
 * groups), then every warning's message and examples — collapsed when
 * `collapse` (the comment) — of which the first `withAttempts` name their
 * attempts and the first `messages` are shown.
 */
export function warningSection(
  report: Report,
  items: WarningItems,
  k: { groups: number; messages: number; withAttempts: number },
  collapse: boolean,
  where: string
): string[] {
  if (report.warnings.length === 0) return ['', '### Warnings', '', 'None.']
  const groups = groupWarnings(report)
  const lines: string[] = []
  let shownGroups = 0
  for (const severity of ['warning', 'notice'] as const) {
    const of = groups.filter((g) => g.severity === severity)
    const kept = of.slice(0, Math.max(0, k.groups - shownGroups))
    shownGroups += kept.length
    const count = of.reduce((n, g) => n + g.warnings, 0)
    if (kept.length > 0) lines.push('', `**${severity} (${formatCount(count)})**`, '', ...kept.map(warningGroupItem))
  }
  const shown = Math.min(k.messages, report.warnings.length)
  const listed = Math.min(k.withAttempts, shown)
  const messages = [...items.withAttempts.slice(0, listed), ...items.withoutAttempts.slice(listed, shown)]
  const listsCut = report.warnings.slice(listed, shown).some((w) => w.attempts.length > 0)
  const detail = [
    ...messages,
    ...(listsCut ? ['', markdownNote(`Attempt lists of some warnings omitted to fit the size limit — ${where}.`)] : []),
    ...omitted(shown, report.warnings.length, 'warning message', where)
  ]
  const title = `Warning messages and examples (${formatCount(report.warnings.length)})`
  const details =
    shown === 0 && detail.length === 0 ? [] : collapse ? ['', ...markdownDetails(title, detail)] : ['', `#### ${title}`, '', ...detail]
  return ['', '### Warnings', ...lines, ...omitted(shownGroups, groups.length, 'warning line', where), ...details]
}

/** Links to the workflow run and the job summary (unsafe URLs are left out). */
export function linksSection(runUrl: string | null, summaryUrl: string | null | undefined): string[] {
  const links: string[] = []
  const run = safeUrl(runUrl)
  const summary = safeUrl(summaryUrl)
  if (run) links.push(`[${linkText('Workflow run')}](${run})`)
  if (summary && summary !== run) links.push(`[${linkText('Job summary')}](${summary})`)
  return links.length > 0 ? ['', links.join(' · ')] : []
}
