/**
 * The first lines of the comment and the job summary: a heading, then the
 * verdict and the gate in one paragraph that names what is incomplete and
 * why (the configuration, how many attempts or requests, the main gap) and,
 * in the comment, links to the job summary for everything else.
 */
import type { ConfigurationReport, Report } from '../../comparison/report/report-schema.js'
import { budgetReasonCount } from '../rows/budget-rows.js'
import { formatCount, formatPlural } from '../format.js'
import { markdownItem } from './markdown-blocks.js'
import { codeSpan, escapeInline, linkText, safeUrl } from '../text-safety/markdown-escape.js'
import { gatePassedScope, mainGap, nothingComparedSentence, shortfallParts, stillRunningPart } from '../messages.js'
import { unfinishedAttempts } from '../../comparison/figures/completeness-causes.js'

/**
 * The missing attempts of configuration `id` the report names (the `attempt_missing` warning's
 * bounded examples, in attempt-key order), without the configuration prefix: `calc/mul@r3#2`.
 */
function missingAttemptNames(report: Report, id: string): string[] {
  const prefix = `${id}/`
  const warning = report.warnings.find((w) => w.code === 'attempt_missing' && w.configurations.length === 1 && w.configurations[0] === id)
  return (warning?.attempts ?? []).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))
}

/** `` `candidate`: 2 of 6 listed attempts missing (calc/mul@r3#2, …), …; main gap `result_missing` ×2 `` (Markdown). */
function shortfallMarkdown(c: ConfigurationReport, report: Report): string {
  const gap = mainGap(c)
  const main = gap ? `; main gap ${codeSpan(gap.reason, 'prose')} ×${formatCount(gap.count)}` : ''
  // A job still running is named in a code span: its part is built as Markdown, the others escaped.
  const running = unfinishedAttempts(c)
  const parts = shortfallParts(c, missingAttemptNames(report, c.id)).map((p, i) =>
    i === 0 && running !== null ? stillRunningPart(running, c.attempts.listed, (j) => codeSpan(j, 'prose'), escapeInline) : escapeInline(p)
  )
  return `${codeSpan(c.id, 'prose')}: ${parts.join(', ')}${main}`
}

/**
 * The evidence sentence (Markdown): complete, or each incomplete
 * configuration with what it lacks and its main gap, then the complete ones
 * by name: `` `candidate`: 2 of 6 listed attempts missing, …; `baseline` complete ``.
 */
export function evidenceSentence(report: Report): string {
  const configurations = report.configurations
  if (report.complete) {
    const attempts = configurations.reduce((n, c) => n + c.attempts.listed, 0)
    const requests = configurations.reduce((n, c) => n + c.requests.expected, 0)
    return `**Evidence complete** — ${escapeInline(`${formatPlural(configurations.length, 'configuration')}, ${formatPlural(attempts, 'listed attempt')} and ${formatPlural(requests, 'expected request')}, all with authoritative evidence.`)}`
  }
  const incomplete = configurations.filter((c) => !c.complete)
  // Budget reasons come first in the gate's reasons; the evidence sentence names the first evidence reason.
  if (incomplete.length === 0)
    return `**Evidence INCOMPLETE** — ${escapeInline(report.gate.reasons[budgetReasonCount(report)] ?? 'see the warnings')}.`
  // Configurations differ: the complete ones are named too, so no reader takes a gap for everyone's.
  const complete = configurations.filter((c) => c.complete).map((c) => codeSpan(c.id, 'prose'))
  const rest = complete.length > 0 ? `; ${complete.join(', ')} complete` : ''
  return `**Evidence INCOMPLETE** — ${incomplete.map((c) => shortfallMarkdown(c, report)).join('; ')}${rest}.`
}

/** Gate notes shown in the sentence; the rest are counted. */
const NOTES_SHOWN = 3

/** The gate's notes (what a pass does not show) as sentences after the gate sentence; '' without notes. */
function gateNotes(report: Report): string {
  const notes = report.gate.notes ?? []
  if (notes.length === 0) return ''
  const more = notes.length > NOTES_SHOWN ? ` (and ${notes.length - NOTES_SHOWN} more in the --json report)` : ''
  return ` Note: ${escapeInline(notes.slice(0, NOTES_SHOWN).join('; '))}${more}.`
}

/**
 * The gate sentence (Markdown); a failure by budgets alone says the policy
 * itself passed (`Gate FAILED by a budget (policy incomplete itself passed)`);
 * a failure names a failed budget first, then
 * (for a complete report) the other reasons (the warnings counted); the
 * regression and non-inferiority policies add their notes (the smallest
 * drop that would have been detected).
 */
export function gateSentence(report: Report): string {
  const { policy, passed, reasons } = report.gate
  if (policy === 'never') return `Gate: report only (policy ${codeSpan(policy, 'prose')}), never fails.`
  if (passed) {
    const scope = gatePassedScope(report)
    return `**Gate PASSED** (policy ${codeSpan(policy, 'prose')}${scope === '' ? '' : `: ${escapeInline(scope)}`}).${gateNotes(report)}`
  }
  const budgets = budgetReasonCount(report)
  const shown = report.complete ? reasons : reasons.slice(0, budgets)
  const why = shown.length > 0 ? `: ${escapeInline(shown.join(', '))}` : ''
  // A budget failed the gate while the policy itself held: the sentence says so, never blames the policy.
  if (budgets > 0 && report.complete && reasons.length === budgets) {
    return `**Gate FAILED** by ${budgets === 1 ? 'a budget' : `${formatCount(budgets)} budgets`} (policy ${codeSpan(policy, 'prose')} itself passed)${why}.${gateNotes(report)}`
  }
  const by = budgets > 0 ? ` and ${budgets === 1 ? 'a budget' : `${formatCount(budgets)} budgets`}` : ''
  return `**Gate FAILED** (policy ${codeSpan(policy, 'prose')}${by})${why}.${gateNotes(report)}`
}

/**
 * Heading and verdict paragraph (evidence, gate, the baseline every delta is
 * against), then {@link unobtainableLines}. `summaryUrl` (the comment's link to the job
 * summary) adds `Everything else: [job summary](…)`; with `summaryUrl`
 * undefined (the job summary itself) no link is written; with `summaryUrl` null (or not a
 * usable link) the sentence names `elsewhere` instead (Markdown: `Everything else: <elsewhere>.`;
 * default `in the job summary`; the CLI names its own options). `terms` (from
 * `glossaryTerms`, Markdown) ends the paragraph.
 */
export function headlineLines(report: Report, summaryUrl?: string | null, terms = '', elsewhere = 'in the job summary'): string[] {
  const title = report.complete ? 'evidence complete' : 'evidence INCOMPLETE'
  const url = safeUrl(summaryUrl)
  const link =
    summaryUrl === undefined ? '' : url ? ` Everything else: [${linkText('job summary')}](${url}).` : ` Everything else: ${elsewhere}.`
  // When no difference could be judged, that comes first: a green gate must not read as "no regression".
  const none = nothingComparedSentence(report)
  const first = none === null ? '' : `${boldLead(escapeInline(none))} `
  return [
    `## fabric-compare · ${title}`,
    '',
    `${first}${evidenceSentence(report)} ${gateSentence(report)}${baselineSentence(report)}${link}${terms}`,
    ...unobtainableLines(report)
  ]
}

/** `**No difference compared** — …`: the sentence's lead (up to its dash) in bold. */
function boldLead(sentence: string): string {
  const at = sentence.indexOf(' — ')
  return at < 0 ? sentence : `**${sentence.slice(0, at)}**${sentence.slice(at)}`
}

/** Warnings that say the evidence could not be obtained at all, with their cause and remedy (src/action/evidence.ts). */
const UNOBTAINABLE_CODES: ReadonlySet<string> = new Set(['artifacts_not_served'])

/**
 * The verdict paragraph's sequel when evidence could not be obtained at all: a blank line, then `**Evidence not
 * obtainable** — <the warning's message: cause and remedy>.` per such warning (none otherwise). The missing attempts
 * the verdict names follow from it, so the cause and what to do stand on the first screen.
 */
export function unobtainableLines(report: Pick<Report, 'warnings'>): string[] {
  return report.warnings
    .filter((w) => UNOBTAINABLE_CODES.has(w.code))
    .flatMap((w) => ['', `**Evidence not obtainable** — ${escapeInline(w.message.replace(/\.$/, ''))}.`])
}

/** ` Baseline: `baseline` (every Δ is against it).` when there is a comparison; '' otherwise. */
function baselineSentence(report: Report): string {
  const first = report.comparisons[0]
  return first === undefined ? '' : ` Baseline: ${codeSpan(first.baseline, 'prose')} (every Δ is against it).`
}

/** The gate's reasons as list items (the first `kept`). */
export function gateReasonItems(report: Report, kept: number): string[] {
  return report.gate.reasons.slice(0, kept).map(markdownItem)
}
