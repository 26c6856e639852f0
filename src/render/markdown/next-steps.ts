/**
 * What to do next, on the first screen: the one to three things that would
 * change the verdict, most important first, each with its code's remedy
 * (src/comparison/codes/remedies.ts). The comment and the job summary end their
 * first screen with them; the text report puts them under the gate.
 *
 * Most important first: artifacts that could not be read intact, then a
 * job still running (waiting for it cures the rest), then evidence that is
 * there but unreadable, then evidence that is not there at all, then the
 * other warnings (as the warnings list orders
 * them); when no difference could be compared, what makes the
 * configurations comparable comes after those.
 */
import type { Report } from '../../comparison/report/report-schema.js'
import { remedyOf } from '../../comparison/codes/remedies.js'
import { formatCount, formatPlural } from '../format.js'
import { codeSpan, escapeInline } from '../text-safety/markdown-escape.js'
import { groupCount, groupWarnings, type WarningGroup } from './markdown-sections.js'
import { nothingCompared } from '../messages.js'

/** Steps shown at most. */
export const MAX_NEXT_STEPS = 3

/**
 * Warning codes whose cure comes before the others', in this order: a job still running (until it ends, the rest may
 * only be its trials not finished yet), evidence that cannot be downloaded here at all, evidence that is there but
 * cannot be read, evidence taken from the wrong place, evidence not there at all.
 */
const ROOT_CAUSES = [
  'harbor_job_unfinished',
  'artifacts_not_served',
  'attempt_index_invalid',
  'harbor_trial_unreadable',
  'harbor_trial_unplaced',
  'harbor_job_config_unreadable',
  'harbor_job_result_unreadable',
  'artifact_without_index',
  'attempt_index_foreign_configuration',
  'attempt_index_ambiguous',
  'harbor_trial_without_result',
  'attempt_missing',
  'harbor_trial_absent'
] as const

/** Notices that say why two configurations could not be compared (a delta withheld for them). */
const COMPARABILITY = [
  'revision_differs',
  'task_not_in_all_configurations',
  'attempt_count_differs',
  'evaluator_differs',
  'pricing_basis_differs',
  'input_definition_differs'
] as const

/**
 * One thing to do: the warning code it answers (null for artifacts not read intact), the configurations it
 * concerns, what its warnings count and the remedy (our own Markdown, never evidence text).
 */
export interface NextStep {
  code: string | null
  configurations: string[]
  /** What the step's warnings count, each count with its noun (`8 occurrences in 2 attempts`); '' for none. */
  counted: string
  remedy: string
}

/** The rank of a warning group: root causes in their order, then the rest in the warnings list's order. */
function rank(g: WarningGroup): number {
  const i = (ROOT_CAUSES as readonly string[]).indexOf(g.code)
  return i < 0 ? ROOT_CAUSES.length : i
}

/** The artifacts not read intact, as one step; null when every artifact was. */
function artifactStep(report: Report): NextStep | null {
  const bad = report.artifacts.filter((a) => a.status !== 'downloaded' || (a.refused?.length ?? 0) > 0)
  if (bad.length === 0) return null
  const names = bad.slice(0, 3).map((a) => `${a.name} (${a.status === 'downloaded' ? 'files refused' : a.status.replaceAll('_', ' ')})`)
  const more = bad.length > 3 ? ` and ${formatCount(bad.length - 3)} more` : ''
  return {
    code: null,
    configurations: [],
    counted: '',
    remedy: `${formatPlural(bad.length, 'artifact')} not read intact: ${names.join(', ')}${more}: see the artifacts listed with the report, fix their upload and re-run the job`
  }
}

/**
 * The first {@link MAX_NEXT_STEPS} things to do about `report`, most important first (module comment); empty when
 * nothing would change the verdict (no warning, every artifact intact, and a difference compared).
 */
export function nextSteps(report: Report): NextStep[] {
  const groups = groupWarnings(report)
  const warnings = groups
    .filter((g) => g.severity === 'warning')
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
    .map(({ g }) => g)
  const comparable =
    nothingCompared(report).length === 0
      ? []
      : groups.filter((g) => g.severity !== 'warning' && (COMPARABILITY as readonly string[]).includes(g.code))
  const steps: NextStep[] = []
  const artifacts = artifactStep(report)
  if (artifacts !== null) steps.push(artifacts)
  for (const g of [...warnings, ...comparable]) {
    const remedy = remedyOf(g.code)
    if (remedy !== null) steps.push({ code: g.code, configurations: g.configurations, counted: groupCount(g), remedy })
  }
  return steps.slice(0, MAX_NEXT_STEPS)
}

/** Configurations named per step at most. */
const NAMED = 3

/**
 * Step `s` (number `i + 1`) as `1. <code> — <configurations>, <count>: <remedy>`: configuration ids and the code
 * written by `id`, our own counts (and an artifact step's remedy, which names artifacts) by `text` — code spans and
 * escaped text in Markdown, themselves in plain text.
 */
function stepLine(s: NextStep, i: number, id: (x: string) => string, text: (x: string) => string): string {
  const shown = s.configurations.slice(0, NAMED).map(id)
  const more = s.configurations.length - shown.length
  const who = [
    ...(shown.length === 0 ? [] : [`${shown.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''}`]),
    ...(s.counted === '' ? [] : [text(s.counted)])
  ].join(', ')
  const head = s.code === null ? '' : `${id(s.code)}${who === '' ? '' : ` — ${who}`}: `
  return `${i + 1}. ${head}${s.code === null ? text(s.remedy) : s.remedy}`
}

/**
 * The steps as Markdown lines: `**What to do**, most important first:` and a numbered list
 * (`` 1. `attempt_index_invalid` — `candidate`, 1 attempt: fix the named … ``); none without steps.
 */
export function nextStepLines(report: Report): string[] {
  const steps = nextSteps(report)
  if (steps.length === 0) return []
  const items = steps.map((s, i) => stepLine(s, i, (x) => codeSpan(x, 'prose'), escapeInline))
  return ['', '**What to do**, most important first:', ...items]
}

/**
 * The steps as plain text, unindented and not yet made one line: `1. attempt_index_invalid — candidate, 1 attempt: …`
 * (the text report indents them under `What to do, most important first:`); none without steps.
 */
export function nextStepTexts(report: Report): string[] {
  return nextSteps(report).map((s, i) =>
    stepLine(
      s,
      i,
      (x) => x,
      (x) => x
    )
  )
}
