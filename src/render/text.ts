/**
 * The CLI's default output: the verdict and gate first, then one aligned
 * table per configuration, the comparisons, the warnings, the unexpected
 * attempts and the artifacts not downloaded intact (all with `details`);
 * with `details`, also every attempt and request and the resource
 * observations one by one (see text-details.ts). Plain text, no colours,
 * deterministic (golden tests pin it), ending with one newline.
 */
import type { Comparison, Report } from '../comparison/report-schema.js'
import { budgetSection } from './budget-rows.js'
import { comparisonRows, comparisonTitle, inventoryLines } from './comparison-rows.js'
import { configurationRows } from './configuration-rows.js'
import { infrastructureDifferenceText, sharesDiffer } from './infrastructure-rows.js'
import { gateLine, nothingComparedSentence, verdictLine } from './messages.js'
import { detailLines } from './text-details.js'
import { nextStepTexts } from './next-steps.js'
import { statisticsSection } from './text-paired.js'
import { alignRows, artifactSection, oneLine, unexpectedSection, warningSection } from './text-sections.js'
import { displayReport } from './display-text.js'

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
  const rows = comparisonRows(c, report.configurations).map((r) => [r.metric, oneLine(r.baseline), oneLine(r.candidate), oneLine(r.delta)])
  const infra =
    c.infrastructure !== undefined && sharesDiffer(report)
      ? [`  ran to a verdict: ${oneLine(infrastructureDifferenceText(c.infrastructure))}`]
      : []
  return ['', `Comparison ${oneLine(comparisonTitle(c))}`, ...inventory, ...alignRows([header, ...rows]), ...infra]
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
  // Evidence text is shortened before anything is rendered (display-text.ts).
  report = displayReport(report)
  const lines = [...summaryTextLines(report, options), ...(options.details ? detailLines(report) : [])]
  return `${lines.join('\n')}\n`
}
