/**
 * The CLI's default output: the verdict and gate first, then one aligned
 * table per configuration, the comparisons, the warnings, the unexpected
 * attempts and the artifacts not downloaded intact (all with `details`);
 * with `details`, also every attempt and request and the resource
 * observations one by one (see text-details.ts). Plain text, no colours,
 * deterministic (golden tests pin it), ending with one newline.
 */
import type { Comparison, Report } from '../../comparison/report/report-schema.js'
import { budgetSection } from '../rows/budget-rows.js'
import { comparisonRows, comparisonTitle, inventoryLines } from '../rows/comparison-rows.js'
import { configurationRows } from '../rows/configuration-rows.js'
import { noiseMark, signFlipNote, usageNoise } from '../rows/figure-rows.js'
import { infrastructureDifferenceText, sharesDiffer } from '../rows/infrastructure-rows.js'
import { gateLine, nothingComparedSentence, verdictLine } from '../messages.js'
import { detailLines } from './text-details.js'
import { nextStepTexts } from '../markdown/next-steps.js'
import { statisticsSection } from './text-paired.js'
import { alignRows, artifactSection, oneLine, unexpectedSection, warningSection } from './text-sections.js'
import { displayReport } from '../text-safety/display-text.js'

/** Names per inventory line in the default output (all with `details`). */
const INVENTORY_NAMES_SHOWN = 10

function headerLines(report: Report): string[] {
  const reasons = report.gate.reasons.map((r) => `  - ${oneLine(r)}`)
  const notes = (report.gate.notes ?? []).map((n) => `  note: ${oneLine(n)}`)
  const none = nothingComparedSentence(report)
  const texts = nextStepTexts(report)
  const steps = texts.length === 0 ? [] : ['What to do, most important first:', ...texts.map((t) => `  ${oneLine(t)}`)]
  return [
    ...(none === null ? [] : [oneLine(none)]),
    oneLine(verdictLine(report)),
    oneLine(gateLine(report)),
    ...reasons,
    ...notes,
    ...steps
  ]
}

function configurationLines(report: Report, details: boolean): string[] {
  return report.configurations.flatMap((c) => {
    const where = details ? 'listed below' : 'listed with --details'
    const rows = configurationRows(c, where).map((r) => [oneLine(r.label), oneLine(r.value)])
    return ['', `Configuration ${oneLine(c.id)}`, ...alignRows(rows)]
  })
}

function comparisonLines(report: Report, c: Comparison, details: boolean): string[] {
  const limit = details ? Number.MAX_SAFE_INTEGER : INVENTORY_NAMES_SHOWN
  const inventory = inventoryLines(c, limit).map((l) => `  inventory: ${oneLine(l)}`)
  const header = ['metric', oneLine(c.baseline), oneLine(c.candidate), 'delta']
  const marked = comparisonRows(c, report.configurations).map((r) => ({ ...r, ...markOf(c, r.key) }))
  const rows = marked.map((r) => [
    r.metric,
    oneLine(r.baseline),
    oneLine(r.candidate),
    oneLine(r.mark === '' ? r.delta : `${r.delta} ${r.mark}`)
  ])
  // What decided a mark the interval could not, once per distinct note: `input tokens, cost: all 6 paired tasks …`.
  const notes = new Map<string, string[]>()
  for (const r of marked) if (r.note !== null && r.delta !== 'withheld') notes.set(r.note, [...(notes.get(r.note) ?? []), r.metric])
  const noteLines = [...notes].map(([note, metrics]) => `  ${metrics.join(', ')}: ${oneLine(note)}`)
  const infra =
    c.infrastructure !== undefined && sharesDiffer(report)
      ? [`  ran to a verdict: ${oneLine(infrastructureDifferenceText(c.infrastructure))}`]
      : []
  return ['', `Comparison ${oneLine(comparisonTitle(c))}`, ...inventory, ...alignRows([header, ...rows]), ...noteLines, ...infra]
}

/** A metric's mark beyond noise (as the comment's, ../rows/figure-rows.ts `noiseMark`) and the sign-flip note behind it, if any. */
function markOf(c: Comparison, key: keyof Comparison['metrics']): { mark: string; note: string | null } {
  if (key === 'pass_fraction') return { mark: noiseMark(c.noise?.pass_fraction.side, 'lower'), note: null }
  const noise = usageNoise(c, key)
  return { mark: noiseMark(noise?.side, 'higher'), note: signFlipNote(noise) }
}

/** The text output's lines before the detail section (all of it without `details`). */
export function summaryTextLines(report: Report, options: { details: boolean }): string[] {
  return [
    ...headerLines(report),
    ...configurationLines(report, options.details),
    ...report.comparisons.flatMap((c) => comparisonLines(report, c, options.details)),
    ...budgetSection(report),
    ...statisticsSection(report, options.details),
    ...warningSection(report),
    ...unexpectedSection(report),
    ...artifactSection(report, options.details)
  ]
}

/**
 * Renders the report as plain text for a terminal or a log. With
 * `details: true`, adds one line per attempt and per request (evidence
 * source, status, usage, files and their state, gaps, diagnostics) and
 * lists the resource observations one by one.
 */
export function renderText(report: Report, options: { details: boolean }): string {
  // Evidence text is shortened before anything is rendered (../text-safety/display-text.ts).
  report = displayReport(report)
  const lines = [...summaryTextLines(report, options), ...(options.details ? detailLines(report) : [])]
  return `${lines.join('\n')}\n`
}
