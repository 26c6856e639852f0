/**
 * The comparison as a stream: attempts are added one at a time, in
 * attempt-key order, into a `Tally` (tally/tally.ts: the accumulator, with
 * its merge), and the report is built at `finish` (finish/finish.ts). `compare()` is this
 * stream over a sorted array. Pure: no file system, no logging; the caller
 * decides where attempt entries go (`onAttempt`).
 */
import type { AttemptInput, ConfigurationInput, SourceKind } from './input/input.js'
import type { AttemptReport, Report } from './report/report-schema.js'
import type { AttemptResources } from './tally/resources.js'
import { finishTally } from './finish/finish.js'
import type { GateSettings } from './input/settings.js'
import { addAttempt, addTail, emptyTally, type ComparisonTail, type Tally } from './tally/tally.js'

export type { ComparisonTail } from './tally/tally.js'

/** Where an attempt's report entry and resource rows go (see `ComparisonOptions.onAttempt`). */
export type AttemptSink = (entry: AttemptReport, resources: AttemptResources | null) => void

/** What a comparison stream is opened with: the declarations known before any attempt is read, and the gate settings. */
export interface ComparisonOptions extends GateSettings {
  /** Fills `generated_by.version` (default `0.0.0`). */
  version?: string
  /** Configurations in order; the first is the baseline. */
  configurations: ConfigurationInput[]
  /**
   * The kind of source the attempts come from, and per configuration when one source joins several (`ComparisonInput`
   * fields of the same names).
   */
  source?: SourceKind
  configuration_sources?: ReadonlyMap<string, SourceKind>
  /**
   * Receives each attempt's report entry and resource rows as soon as the
   * attempt is added, in attempt-key order (the order of `Report.attempts`
   * and of each configuration's resource lists; `resources` is null for an
   * attempt of an undeclared configuration). Absent: no entry is built at
   * all (text output without details).
   */
  onAttempt?: AttemptSink
}

/** An open comparison: `add` every attempt in attempt-key order, then `finish` once. */
export interface ComparisonStream {
  /**
   * Adds one attempt. Throws Error when it sorts before the previous one
   * (`byAttemptKey`): file and request ownership is decided in that order,
   * so an out-of-order attempt would change figures. Never throws on odd evidence.
   */
  add: (attempt: AttemptInput) => void
  /** Attempts added so far. */
  readonly count: number
  /**
   * The report, with `attempts: []` and empty resource lists — the entries
   * and rows went to `onAttempt`.
   * Throws Error when called twice, and ConfigurationError when a budget
   * limits a metric no configuration's evidence reports.
   */
  finish: (tail: ComparisonTail) => Report
  /** The accumulator so far (for a shard summary, or to merge with another). */
  readonly tally: Tally
}

/**
 * Opens a comparison (see `compare()` in compare.ts for the report's
 * rules). Memory: the tally, bounded by tasks (tally/attempts.ts) plus
 * 16 bytes an attempt for its key digest and 8 for each timing value, plus
 * one small ownership entry per evidence file and per request identity.
 */
export function openComparison(options: ComparisonOptions): ComparisonStream {
  const tally = emptyTally({
    configurations: options.configurations,
    source: options.source,
    configuration_sources: options.configuration_sources
  })
  let finished = false
  const onAttempt = options.onAttempt
  return {
    add: (attempt) => {
      if (finished) throw new Error('comparison already finished')
      const out = addAttempt(tally, attempt, onAttempt !== undefined)
      if (out !== null) onAttempt?.(out.entry, out.resources)
    },
    get count() {
      return tally.count
    },
    finish: (tail) => {
      if (finished) throw new Error('comparison already finished')
      finished = true
      addTail(tally, tail)
      return finishTally(tally, options, options.version)
    },
    tally
  }
}
