/**
 * One named function per message variant, shared by the text and Markdown
 * renderings. Every function returns plain text (unescaped): Markdown
 * callers escape it. Nothing here decides anything — the report already did.
 */
import type { AttemptReport, Comparison, ConfigurationReport, Gap, Report, RequestReport } from '../comparison/report/report-schema.js'
import { formatCount, formatScore, formatPlural } from './format.js'
import { andList } from '../comparison/input/keys.js'
import { unfinishedAttempts, unreadableAttempts } from '../comparison/figures/completeness-causes.js'

/** Ids of configurations whose evidence is not complete. */
function incompleteIds(report: Report): string[] {
  return report.configurations.filter((c) => !c.complete).map((c) => c.id)
}

const HEADLINE_TOKENS = [
  ['input_tokens', 'input'],
  ['cached_input_tokens', 'cached input'],
  ['output_tokens', 'output'],
  ['reasoning_tokens', 'reasoning'],
  ['total_tokens', 'total']
] as const

/**
 * What the usage figures cover: `tokens fully covered; cost 1 of 2
 * requests`, `input, output and total tokens fully covered; cached input and
 * reasoning tokens unknown; cost fully covered`. When the configurations
 * read the same, once for all (a metric is fully covered when it is complete
 * in every configuration; otherwise its reported requests out of the
 * expected ones, summed over configurations, or `unknown` when none
 * reported it); when they differ, per configuration (those that read alike
 * together), so no configuration's gap is spread over the others: `baseline: tokens fully covered · reasoning
 * tokens unknown · cost fully covered; candidate: input … tokens 7 of 9
 * requests · …`.
 */
export function coverageClause(report: Report): string {
  // Configurations that read the same share one clause, in the order the first of them is listed.
  const groups = new Map<string, string[]>()
  for (const c of report.configurations) {
    const clause = usageCoverage([c]).join(' · ')
    groups.set(clause, [...(groups.get(clause) ?? []), c.id])
  }
  if (groups.size <= 1) return usageCoverage(report.configurations).join('; ')
  return [...groups].map(([clause, ids]) => `${ids.join(', ')}: ${clause}`).join('; ')
}

/** The parts of {@link coverageClause} over `configurations` taken together. */
function usageCoverage(configurations: readonly ConfigurationReport[]): string[] {
  const state = (m: keyof ConfigurationReport['usage']): { full: boolean; by: number; of: number; overflowed: boolean; shown: boolean } => {
    const cs = configurations.map((c) => c.usage[m])
    return {
      // Nothing at all is never fully covered (`every` over no configuration is true).
      full: cs.length > 0 && cs.every((c) => c.complete),
      by: cs.reduce((n, c) => n + c.reported_by, 0),
      of: cs.reduce((n, c) => n + c.expected, 0),
      // Reported, yet unknown somewhere: a sum overflowed (`sum_overflow`).
      overflowed: cs.some((c) => c.observed === null && c.reported_by > 0),
      // Some figure is shown (a lower bound from requests whose usage is one counts too): never called unknown.
      shown: cs.some((c) => c.observed !== null)
    }
  }
  const overflowed: string[] = []
  const full: string[] = []
  // Token figures over part of the requests, grouped by their coverage text (`15 of 17 requests`).
  const partialGroups = new Map<string, string[]>()
  const none: string[] = []
  for (const [m, name] of HEADLINE_TOKENS) {
    const s = state(m)
    if (s.full) full.push(name)
    else if (s.overflowed) overflowed.push(name)
    else if (s.by === 0 && !s.shown) none.push(name)
    else {
      const coverage = `${formatCount(s.by)} of ${formatPlural(s.of, 'request')}`
      partialGroups.set(coverage, [...(partialGroups.get(coverage) ?? []), name])
    }
  }
  const partial = [...partialGroups].map(([coverage, names]) => `${andList(names)} tokens ${coverage}`)
  const parts: string[] = []
  if (full.length === HEADLINE_TOKENS.length) parts.push('tokens fully covered')
  else if (full.length > 0) parts.push(`${andList(full)} tokens fully covered`)
  parts.push(...partial)
  // `unknown`, the cells' word for a figure no request reported (never "not reported": that is said of a file).
  if (none.length > 0) parts.push(`${andList(none)} tokens unknown`)
  if (overflowed.length > 0) parts.push(`${andList(overflowed)} tokens unknown (a sum exceeds what a 64-bit float holds exactly)`)
  const cost = state('cost_usd')
  // Costs reported only in another pricing basis are known there: say so, never that no request reported one.
  const others = [...new Set(configurations.flatMap((c) => (c.cost_other_bases ?? []).map((o) => o.basis ?? 'no basis named')))].sort()
  parts.push(
    cost.full
      ? 'cost fully covered'
      : cost.overflowed
        ? 'cost unknown (a sum exceeds what a 64-bit float holds exactly)'
        : cost.by === 0 && !cost.shown && others.length > 0
          ? `cost only in another pricing basis (${others.join(', ')})`
          : cost.by === 0 && !cost.shown
            ? 'cost unknown'
            : `cost ${formatCount(cost.by)} of ${formatPlural(cost.of, 'request')}`
  )
  return parts
}

/**
 * `; verdicts: candidate 3 of 5 attempts to be judged` for the
 * configurations whose attempts to be judged (an evaluator declared, or a
 * verifier in their source) are not all judged; empty when none.
 */
export function verdictClause(report: Report): string {
  const short = report.configurations.filter((c) => c.evaluation.verdicts_missing > 0)
  if (short.length === 0) return ''
  const parts = short.map(
    (c) =>
      `${c.id} ${formatCount(c.evaluation.verdicts_expected - c.evaluation.verdicts_missing)} of ${formatPlural(c.evaluation.verdicts_expected, 'attempt')} to be judged`
  )
  return `; verdicts: ${parts.join(', ')}`
}

/** Verdict when every configuration's evidence is complete, saying exactly which usage figures are fully covered. */
export function completeVerdict(report: Report): string {
  return `Evidence COMPLETE — ${formatPlural(report.configurations.length, 'configuration')}; ${coverageClause(report)}.`
}

/** Verdict when some evidence is missing or unverified, naming the configurations concerned. */
export function incompleteVerdict(report: Report): string {
  const ids = incompleteIds(report)
  const which =
    ids.length > 0
      ? `${ids.length} of ${formatPlural(report.configurations.length, 'configuration')} incomplete: ${ids.join(', ')}`
      : 'see warnings'
  return `Evidence INCOMPLETE — ${which}. Figures marked ≥ or "none seen" are lower bounds; ${coverageClause(report)}${verdictClause(report)}.`
}

/** The verdict line: {@link completeVerdict} or {@link incompleteVerdict}. */
export function verdictLine(report: Report): string {
  return report.complete ? completeVerdict(report) : incompleteVerdict(report)
}

/** Gate under a failing policy that passed; `scope` ({@link gatePassedScope}) says what it checked, when that needs saying. */
export function gatePassedLine(policy: string, scope = ''): string {
  return `Gate PASSED (policy: ${policy}${scope === '' ? '' : `; ${scope}`}).`
}

/** Gate under a failing policy that failed; the reasons follow as a list. */
export function gateFailedLine(policy: string): string {
  return `Gate FAILED (policy: ${policy}).`
}

/** Gate under the report-only policy, which never fails. */
export function gateNeverLine(): string {
  return 'Gate: report only (policy: never) — never fails.'
}

/** The gate line: one of {@link gatePassedLine}, {@link gateFailedLine}, {@link gateNeverLine}. */
export function gateLine(report: Report): string {
  const { policy, passed } = report.gate
  if (policy === 'never') return gateNeverLine()
  return passed ? gatePassedLine(policy, gatePassedScope(report)) : gateFailedLine(policy)
}

/**
 * Where a request's figures came from: `full result`, `record end line`,
 * `harness counters: <label>`, or `no authoritative evidence` for a gap.
 */
export function evidenceSourceLabel(request: RequestReport): string {
  switch (request.evidence) {
    case 'full_result':
      return 'full result'
    case 'record_end':
      return 'record end line'
    case 'harness_counters':
      return `harness counters: ${request.evidence_label ?? 'unnamed'}`
    default:
      return 'no authoritative evidence'
  }
}

/** An attempt's verdict: `passed`, `failed`, `not evaluated`, with evaluator and score. */
export function attemptVerdictLabel(attempt: AttemptReport): string {
  const e = attempt.evaluation
  if (e === null) return 'not evaluated'
  // A multi-step trial without a verdict still shows what each step run got.
  if (e.passed === null && e.score === null) return `not evaluated${stepsLabel(e.steps)}`
  const verdict = e.passed === null ? 'scored' : e.passed ? 'passed' : 'failed'
  const by = e.evaluator ? ` by ${e.evaluator.name}${e.evaluator.version ? ` ${e.evaluator.version}` : ''}` : ''
  const score = e.score === null ? '' : ` (score ${formatScore(e.score)})`
  return `${verdict}${by}${score}${stepsLabel(e.steps)}`
}

/** `; steps: build 1 · test 0.5` (each step's rewards, the primary one bare), or empty for a single-step attempt. */
function stepsLabel(steps: NonNullable<AttemptReport['evaluation']>['steps']): string {
  if (steps === undefined || steps.length === 0) return ''
  const one = (s: (typeof steps)[number]): string => {
    if (s.rewards === null) return `${s.step} no reward`
    const keys = Object.keys(s.rewards)
    if (keys.length === 1) return `${s.step} ${formatScore(s.rewards[keys[0] as string] as number)}`
    return `${s.step} ${keys.map((k) => `${k} ${formatScore(s.rewards![k] as number)}`).join(', ')}`
  }
  return `; steps: ${steps.map(one).join(' · ')}`
}

/**
 * An attempt's evidence state: `MISSING (no authoritative evidence)` when nothing was found,
 * `UNREADABLE (2 files unreadable, no authoritative evidence)` when its files exist but none could
 * be read (not "missing": they are there), `request list verified` or `request list unverified`.
 */
export function attemptStateLabel(attempt: AttemptReport): string {
  if (attempt.missing) {
    const unreadable = attempt.requests.reduce((n, r) => n + r.files.filter((f) => f.state === 'unreadable').length, 0)
    if (unreadable > 0) return `UNREADABLE (${formatPlural(unreadable, 'file')} unreadable, no authoritative evidence)`
    return 'MISSING (no authoritative evidence)'
  }
  return attempt.requests_complete ? 'request list verified' : 'request list unverified'
}

/** Note shown when whole rows were left out to fit a size limit. */
export function omittedRowsNote(omitted: number, total: number, what: string, where: string): string {
  return `${formatCount(omitted)} of ${formatPlural(total, what)} omitted to fit the size limit — ${where}.`
}

/** Missing attempts named by the first screen's evidence sentence; the rest are counted. */
export const MISSING_NAMED = 5

/**
 * What is short in one configuration's evidence, most telling first:
 * `2 of 6 listed attempts missing (calc/mul@r3#2, text/reverse@r1#2)` (the
 * first {@link MISSING_NAMED} of `missingNames`, then `and N more`), `2 of 9
 * expected requests without evidence`, `1 request list unverified`,
 * `inventory not verified`; when none of these, the usage coverage (`input
 * tokens reported by 7 of 9 requests`). Empty for a complete configuration.
 */
export function shortfallParts(c: ConfigurationReport, missingNames: readonly string[] = []): string[] {
  if (c.complete) return []
  const parts: string[] = []
  // A job still running first, counted and never named: a trial not started has only a placeholder id.
  const unfinished = unfinishedAttempts(c)
  if (unfinished !== null) parts.push(stillRunningPart(unfinished, c.attempts.listed))
  if (!c.attempts.inventory_verified) parts.push('inventory not verified')
  if (c.attempts.listed === 0) parts.push('no attempts listed')
  const unreadable = unreadableAttempts(c)
  if (unreadable !== null) {
    const more = unreadable.count > 1 ? `; ${formatCount(unreadable.count - 1)} more in the gaps` : ''
    parts.push(
      `${formatCount(unreadable.count)} of ${formatPlural(c.attempts.listed, 'listed attempt')} unreadable (${(unreadable.keys[0] ?? '').replace(`${c.id}/`, '')}: ${unreadable.first}${more})`
    )
  }
  const missing = c.attempts.missing - (unreadable?.count ?? 0) - (unfinished?.count ?? 0)
  if (missing > 0) {
    const shown = missingNames
      .filter((k) => !(unreadable?.keys.includes(`${c.id}/${k}`) ?? false) && !(unfinished?.keys.includes(`${c.id}/${k}`) ?? false))
      .slice(0, MISSING_NAMED)
    const more = missing - shown.length
    const names = shown.length === 0 ? '' : ` (${shown.join(', ')}${more > 0 ? ` and ${formatCount(more)} more` : ''})`
    parts.push(`${formatCount(missing)} of ${formatPlural(c.attempts.listed, 'listed attempt')} missing${names}`)
  }
  if (c.requests.missing > 0) {
    parts.push(`${formatCount(c.requests.missing)} of ${formatPlural(c.requests.expected, 'expected request')} without evidence`)
  }
  if (c.requests.lists_unverified > 0) parts.push(`${formatPlural(c.requests.lists_unverified, 'request list')} unverified`)
  if (parts.length === 0) {
    const partial = (['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd'] as const).find((k) => !c.usage[k].complete)
    if (partial)
      parts.push(
        `${partial.replace('_usd', '').replace('_', ' ')} reported by ${formatCount(c.usage[partial].reported_by)} of ${formatPlural(c.usage[partial].expected, 'request')}`
      )
  }
  return parts.length > 0 ? parts : ['see the gate reasons']
}

/**
 * `still running: 3 of 6 trials unfinished (job cand-job has not finished)`: a configuration's unfinished attempts
 * ({@link unfinishedAttempts}) of its `listed` attempts, with the jobs still running. Plain text by default; Markdown
 * callers pass `job` (how a job name is shown, e.g. a code span) and `text` (how our words are escaped).
 */
export function stillRunningPart(
  u: { count: number; jobs: readonly string[] },
  listed: number,
  job: (name: string) => string = (name) => name,
  text: (words: string) => string = (words) => words
): string {
  // Spaces and brackets stay outside `text`: an escaped word never starts or ends with a space.
  const one = u.jobs.length === 1
  const jobs =
    u.jobs.length === 0
      ? text('its job has not finished')
      : `${text(one ? 'job' : 'jobs')} ${u.jobs.map(job).join(', ')} ${text(one ? 'has not finished' : 'have not finished')}`
  return `${text(`still running: ${formatCount(u.count)} of ${formatPlural(listed, 'trial')} unfinished`)} (${jobs})`
}

/** The gap reported most often in a configuration (first on ties), or null when there is none. */
export function mainGap(c: ConfigurationReport): Gap | null {
  return c.gaps.reduce<Gap | null>((best, g) => (best === null || g.count > best.count ? g : best), null)
}

/** The deltas of the first screen's verdict: a comparison that gives none of them compared nothing a reviewer reads. */
const VERDICT_DELTAS = ['input_tokens', 'output_tokens', 'total_tokens', 'cost_usd', 'pass_fraction'] as const

/**
 * The comparisons of a complete `report` that compared nothing: every delta of {@link VERDICT_DELTAS} withheld, each
 * with its reasons, distinct and in metric order. Empty when any comparison gave one of those deltas, when there is no
 * comparison (nothing was to be compared), or when the evidence is incomplete (which the verdict names first).
 */
export function nothingCompared(report: Report): Array<{ comparison: Comparison; reasons: string[] }> {
  if (!report.complete) return []
  const withheld = report.comparisons.map((comparison) => {
    const deltas = VERDICT_DELTAS.map((m) => comparison.metrics[m])
    const none = deltas.every((d) => d.delta === null)
    return { comparison, none, reasons: [...new Set(deltas.map((d) => d.reason).filter((r): r is string => r !== null))] }
  })
  if (withheld.length === 0 || !withheld.every((w) => w.none)) return []
  return withheld.map(({ comparison, reasons }) => ({ comparison, reasons }))
}

/** Reasons named per comparison in {@link nothingComparedSentence}; the rest are counted. */
const REASONS_NAMED = 2

/**
 * `No difference compared — every Δ of candidate against baseline is withheld: inventories differ: 6 tasks at
 * different revisions.` (plain text) when {@link nothingCompared} finds that nothing was; null otherwise.
 */
export function nothingComparedSentence(report: Report): string | null {
  const none = nothingCompared(report)
  if (none.length === 0) return null
  const parts = none.map(({ comparison: c, reasons }) => {
    const more = reasons.length > REASONS_NAMED ? ` (and ${formatPlural(reasons.length - REASONS_NAMED, 'more reason')})` : ''
    const why = reasons.length === 0 ? '' : `: ${reasons.slice(0, REASONS_NAMED).join('; ')}${more}`
    return `every Δ of ${c.candidate} against ${c.baseline} is withheld${why}`
  })
  return `No difference compared — ${parts.join('; ')}.`
}

/** What a gate that passed checked, when that needs saying: `evidence complete; no difference compared`; '' otherwise. */
export function gatePassedScope(report: Report): string {
  if (!report.gate.passed || report.gate.policy === 'never' || nothingCompared(report).length === 0) return ''
  return 'evidence complete; no difference compared'
}
