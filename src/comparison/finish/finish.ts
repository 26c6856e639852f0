/**
 * The accumulator's fourth operation (tally/tally.ts has the other three):
 * `finishTally` turns a tally into the report — its blocks (blocks.ts), its
 * warnings (warnings.ts), then its gate (gate.ts), under one `GateSettings`
 * (../input/settings.ts). Pure: the tally is not modified, so it can be finished
 * again or merged further.
 */
import { byAttemptKey, byCodeUnits as cmp } from '../input/keys.js'
import { REPORT_VERSION, type Report } from '../report/report-schema.js'
import { configurationStatistics } from '../figures/statistics-block.js'
import type { ComparisonTail, Tally } from '../tally/tally.js'
import { finishBlocks } from './blocks.js'
import { finishGate } from './gate.js'
import type { GateSettings } from '../input/settings.js'
import { finishWarnings } from './warnings.js'

const text = (v: unknown): string => JSON.stringify(v) ?? ''

/**
 * The sources' findings in one canonical order (by file, line, code and
 * text; artifacts by name and run; unexpected attempts by attempt key), so
 * that shards given in any order report the same.
 */
function canonicalTail(t: Required<ComparisonTail>): Required<ComparisonTail> {
  return {
    diagnostics: [...t.diagnostics].sort(
      (x, y) =>
        cmp(x.file ?? '', y.file ?? '') ||
        (x.line ?? 0) - (y.line ?? 0) ||
        cmp(x.code, y.code) ||
        cmp(x.message, y.message) ||
        cmp(text(x), text(y))
    ),
    artifacts: [...t.artifacts].sort((x, y) => cmp(x.name, y.name) || cmp(String(x.run), String(y.run)) || cmp(text(x), text(y))),
    unexpected_attempts: [...t.unexpected_attempts].sort((x, y) => byAttemptKey(x, y) || cmp(text(x), text(y)))
  }
}

/**
 * The report of tally `t` under `gate` (`docs/numbers.md`), with
 * `attempts: []` — entries are built by `addAttempt` and written by the
 * caller; `version` fills `generated_by.version`. Throws
 * ConfigurationError when the baseline names no configuration, or when a
 * budget limits a metric no configuration's evidence reports.
 */
export function finishTally(t: Tally, gate: GateSettings, version = '0.0.0'): Report {
  const tail = canonicalTail(t.tail)
  const blocks = finishBlocks(t, gate.baseline ?? null)
  const warnings = finishWarnings(t, blocks, tail, gate.policy)
  const decided = finishGate(gate, blocks, warnings, tail.artifacts, t.across)
  return {
    report_version: REPORT_VERSION,
    generated_by: { name: 'fabric-compare', version },
    complete: decided.complete,
    gate: decided.gate,
    configurations: blocks.analyses.map((a) => ({ ...a.report, statistics: configurationStatistics(a) })),
    comparisons: blocks.comparisons,
    ...(decided.budgets === undefined ? {} : { budgets: decided.budgets }),
    warnings,
    artifacts: tail.artifacts.map((a) => ({ ...a })),
    unexpected_attempts: tail.unexpected_attempts.map((u) => ({
      configuration: u.configuration,
      task: u.task,
      revision: u.revision,
      attempt: u.attempt,
      declared_in: u.declared_in === null ? null : { path: u.declared_in.path, artifact: u.declared_in.artifact }
    })),
    diagnostics: tail.diagnostics.map((d) => ({ ...d })),
    attempts: []
  }
}
