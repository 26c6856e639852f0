/**
 * The history of a branch as trend rows (issue 23 item 3), pure: from the
 * finished reports of earlier runs' summaries (src/shard/schema.ts, their
 * provenance's `run`) to one row per run with, per configuration, the pass
 * fraction with its 95 % interval and the cost per attempt with its
 * coverage; runs whose summary could not be had are kept as named gaps,
 * never dropped. No I/O: the CLI (src/cli/history-command.ts) and the action
 * (src/action/history.ts) read the summaries; src/render/history/history-*.ts draw.
 */
import type { ConfigurationReport, Report } from '../comparison/report/report-schema.js'
import { finishTally } from '../comparison/finish/finish.js'
import type { Tally } from '../comparison/tally/tally.js'
import type { ShardRun } from '../shard/schema.js'

/** At most this many runs in a history (issue 23's limit; one REST page of runs). */
export const MAX_HISTORY_RUNS = 100

/**
 * Why a run has no trend row: its artifact expired, it left no summary, the summary could not be
 * read, or it is a summary already given (the same `shard_id`: counted once).
 */
export type MissingKind = 'expired' | 'no_summary' | 'unreadable' | 'duplicate'

/** One run's summary as the reader found it: a finished report, or why there is none. */
export type HistoryInput =
  { name: string; run: ShardRun | null; report: Report } | { name: string; run: ShardRun | null; missing: MissingKind; problem: string }

/**
 * A pass fraction with its 95 % interval (fractions 0..1) over `attempts`
 * evaluated attempts of `of` listed ones; `low`/`high` null when no
 * interval was given.
 */
export interface TrendPassFraction {
  estimate: number
  low: number | null
  high: number | null
  attempts: number
  of: number
}

/** Mean cost per attempt (USD) over the `attempts` of `of` listed attempts whose cost is known (its coverage). */
export interface TrendCost {
  estimate: number
  attempts: number
  of: number
}

/** One configuration's figures in one run; a null figure carries its reason. */
export interface TrendFigures {
  id: string
  /** This configuration's evidence was complete in that run. */
  complete: boolean
  pass: TrendPassFraction | null
  passReason: string | null
  cost: TrendCost | null
  costReason: string | null
  /**
   * What the pass fraction is over: `N tasks, M attempts, evaluator E` (see {@link scopeOf}); figures of two runs mean
   * the same only when their scopes are equal.
   */
  scope: string
  /**
   * The pricing basis its costs were computed with (`basis`, `(unverified)` when the caller did not verify it; `basis
   * (named by the evidence)` when only the evidence names it), or null when none is declared or named.
   */
  basis: string | null
}

/** One run with a readable summary. */
export interface TrendRow {
  /** The file (CLI) or `run <id>` (action) it was read from. */
  name: string
  /** The label to show: the run's label, else `run <id>`, else `name`. */
  label: string
  /** The commit (40 hex digits as recorded), or null. */
  commit: string | null
  /** ISO 8601 time the summary was written, or null. */
  time: string | null
  /** Every configuration's evidence was complete (`report.complete`): only such runs are drawn and placed among. */
  complete: boolean
  figures: TrendFigures[]
}

/** A run without a trend row, named. */
export interface MissingRun {
  name: string
  label: string
  kind: MissingKind
  problem: string
}

/** The trend of a series of runs, in the order given. */
export interface HistoryTrend {
  rows: TrendRow[]
  missing: MissingRun[]
  /** Configuration ids in the order first seen over the rows. */
  configurations: string[]
  /** Runs given beyond {@link MAX_HISTORY_RUNS} and left out (the first given, as the oldest). */
  beyondLimit: number
}

/**
 * The report of one run's summary tally as the history reads it: gate
 * `never` (a history shows figures, it decides nothing). One place for
 * the CLI (src/cli/history-command.ts) and the action (src/action/history.ts).
 */
export function historyReport(tally: Tally, version: string): Report {
  return finishTally(tally, { policy: 'never' }, version)
}

function labelOf(name: string, run: ShardRun | null): string {
  if (run?.label) return run.label
  if (run?.run_id !== null && run?.run_id !== undefined) return `run ${run.run_id}`
  return name
}

/**
 * What a configuration's pass fraction is over: its listed tasks and
 * attempts and the evaluators of its verdicts. Task names are not in a
 * report, so two runs over the same number of other tasks share a scope;
 * the count is the check a report allows.
 */
export function scopeOf(c: ConfigurationReport): string {
  const evaluators = c.evaluation.evaluators.map((e) => JSON.stringify(e.name) + (e.version === null ? '' : `@${e.version}`))
  return `${c.statistics?.tasks ?? 'unknown'} tasks, ${c.attempts.listed} attempts, evaluator ${evaluators.length === 0 ? 'none' : evaluators.join(' + ')}`
}

function basisOf(c: ConfigurationReport): string | null {
  if (c.pricing === null) return c.cost_basis === null ? null : `${c.cost_basis} (named by the evidence)`
  return `${c.pricing.basis}${c.pricing.verified ? '' : ' (unverified)'}`
}

function figuresOf(c: ConfigurationReport): TrendFigures {
  const stats = c.statistics
  const interval = stats?.pass_fraction.interval ?? null
  const fraction = c.evaluation.pass_fraction
  const pass: TrendPassFraction | null =
    interval !== null
      ? {
          estimate: interval.estimate,
          low: interval.low,
          high: interval.high,
          attempts: stats?.pass_fraction.attempts ?? 0,
          of: c.evaluation.listed
        }
      : fraction !== null
        ? { estimate: fraction, low: null, high: null, attempts: c.evaluation.evaluated, of: c.evaluation.listed }
        : null
  const passReason = pass !== null ? null : (stats?.pass_fraction.reason ?? c.evaluation.pass_fraction_reason ?? 'no pass fraction')
  const mean = stats?.per_attempt.cost_usd ?? null
  const cost: TrendCost | null = mean?.interval ? { estimate: mean.interval.estimate, attempts: mean.attempts, of: mean.of } : null
  const costReason =
    cost !== null
      ? null
      : mean === null
        ? 'no statistics in the report'
        : `no attempt has a known cost in the reference pricing basis (0 of ${mean.of})`
  return { id: c.id, complete: c.complete, pass, passReason, cost, costReason, scope: scopeOf(c), basis: basisOf(c) }
}

/**
 * The figure's pass fraction can be drawn and placed among others: the
 * run's and the configuration's evidence are complete and every listed
 * attempt has a verdict (a fraction over part of the attempts is shown in
 * the table, never drawn as a point like the others).
 */
export function passDrawable(row: TrendRow, f: TrendFigures | undefined): f is TrendFigures & { pass: TrendPassFraction } {
  return f !== undefined && row.complete && f.complete && f.pass !== null && f.pass.attempts === f.pass.of && f.pass.of > 0
}

/** The figure's cost per attempt can be drawn: complete evidence and every listed attempt's cost known. */
export function costDrawable(row: TrendRow, f: TrendFigures | undefined): f is TrendFigures & { cost: TrendCost } {
  return f !== undefined && row.complete && f.complete && f.cost !== null && f.cost.attempts === f.cost.of && f.cost.of > 0
}

/**
 * The trend of `inputs` in the order given (oldest first, by convention).
 * More than {@link MAX_HISTORY_RUNS}: the first ones are left out and
 * counted in `beyondLimit`.
 */
export function buildTrend(inputs: readonly HistoryInput[]): HistoryTrend {
  const beyondLimit = Math.max(0, inputs.length - MAX_HISTORY_RUNS)
  const rows: TrendRow[] = []
  const missing: MissingRun[] = []
  const configurations: string[] = []
  const seen = new Set<string>()
  for (const input of inputs.slice(beyondLimit)) {
    const label = labelOf(input.name, input.run)
    if ('missing' in input) {
      missing.push({ name: input.name, label, kind: input.missing, problem: input.problem })
      continue
    }
    const figures = input.report.configurations.map(figuresOf)
    for (const f of figures) {
      if (!seen.has(f.id)) {
        seen.add(f.id)
        configurations.push(f.id)
      }
    }
    rows.push({
      name: input.name,
      label,
      commit: input.run?.commit ?? null,
      time: input.run?.time ?? null,
      complete: input.report.complete,
      figures
    })
  }
  return { rows, missing, configurations, beyondLimit }
}

/** Where a value lies among the comparable complete runs' estimates. */
export interface Placement {
  configuration: string
  /** Runs drawn for this configuration with the same scope as the value (the range's denominator). */
  runs: number
  /** Runs in the trend (complete or not, with a row). */
  of: number
  low: number
  high: number
  value: number
  /** Evaluated attempts behind `value` (all of the listed ones). */
  attempts: number
  /** `below`: under every one; `above`: over every one; `within`: inside the range (ends included). */
  position: 'below' | 'above' | 'within'
}

/** A configuration of this run that could not be placed, and why (said in the comment, never silently left out). */
export interface Unplaced {
  configuration: string
  reason: string
}

/** What is placed: a pass fraction over every listed attempt of complete evidence, with its scope ({@link scopeOf}). */
export interface PlacedValue {
  configuration: string
  value: number
  attempts: number
  scope: string
}

/**
 * Places `v` (this pull request's pass fraction of one configuration)
 * among the estimates of the trend's runs whose figure is drawable
 * ({@link passDrawable}) and has the same scope: a range over other tasks,
 * attempts or evaluators would not mean the same. An `Unplaced` says why
 * when no such run exists.
 */
export function placeAmong(trend: HistoryTrend, v: PlacedValue): Placement | Unplaced {
  const drawable = trend.rows.flatMap((r) => {
    const f = r.figures.find((x) => x.id === v.configuration)
    return passDrawable(r, f) ? [f] : []
  })
  if (drawable.length === 0)
    return {
      configuration: v.configuration,
      reason: `no run of the history has a complete pass fraction of ${v.configuration} to compare with`
    }
  const estimates = drawable.filter((f) => f.scope === v.scope).map((f) => f.pass.estimate)
  if (estimates.length === 0) {
    return {
      configuration: v.configuration,
      reason: `none of the ${drawable.length} complete runs has the same scope (${v.scope} here; ${drawable[drawable.length - 1].scope} in the newest)`
    }
  }
  const low = Math.min(...estimates)
  const high = Math.max(...estimates)
  const position = v.value < low ? 'below' : v.value > high ? 'above' : 'within'
  return {
    configuration: v.configuration,
    runs: estimates.length,
    of: trend.rows.length,
    low,
    high,
    value: v.value,
    attempts: v.attempts,
    position
  }
}

/**
 * This run's configuration `c` as a value to place, or why it cannot be:
 * its evidence must be complete and every listed attempt evaluated, as the
 * runs it is placed among are.
 */
export function placedValueOf(c: ConfigurationReport): PlacedValue | Unplaced {
  const f = figuresOf(c)
  if (!c.complete) return { configuration: c.id, reason: `this run's evidence of ${c.id} is incomplete` }
  if (f.pass === null) return { configuration: c.id, reason: `${c.id} has no pass fraction here (${f.passReason ?? 'unknown'})` }
  if (f.pass.attempts !== f.pass.of)
    return { configuration: c.id, reason: `only ${f.pass.attempts} of ${f.pass.of} attempts of ${c.id} have a verdict here` }
  return { configuration: c.id, value: f.pass.estimate, attempts: f.pass.attempts, scope: f.scope }
}
