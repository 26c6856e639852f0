/**
 * The pure comparison: `ComparisonInput` in, `Report` out (`docs/numbers.md`).
 * No file system, no logging, no GitHub: plain data in, plain data out.
 * Deterministic: the same input gives the same report.
 */
import type { ComparisonInput } from './input/input.js'
import { byAttemptKey } from './input/keys.js'
import type { AttemptReport, Report } from './report/report-schema.js'
import { openComparison } from './stream.js'
import { collectResources } from './figures/resource-list.js'

/**
 * Compare configurations over their attempts. The first configuration is
 * the baseline; every other one is compared with it. Attempts are reported
 * and evidence files claimed in attempt-key order (`byAttemptKey`; duplicate
 * attempts in input order), so any split of the attempts into shards
 * merges into the same report (`src/shard/`); attempts of undeclared configurations are reported per
 * attempt with a `configuration_unknown` warning. `complete` = at least one
 * configuration and every configuration complete (unexpected attempts only
 * warn) and every artifact intact. Each configuration carries `statistics`
 * (figures/statistics-block.ts) and each comparison a `paired` block (figures/paired.ts); under
 * the `regression` policy the gate also checks gate/regression-gate.ts with
 * `input.regression_tolerance_pp`; `input.budgets` are checked for every
 * candidate (figures/budgets.ts) and fail the gate under every policy but `never`
 * (throws ConfigurationError for a budget on a metric no evidence reports). `version` fills `generated_by.version`
 * (default `0.0.0`). Never throws
 * on odd evidence.
 *
 * This is the comparison stream (stream.ts) over the sorted attempts, with
 * every attempt entry collected into `attempts` and every resource row
 * into its configuration's lists; callers with many attempts
 * use `openComparison` and write the entries as they come.
 */
export function compare(input: ComparisonInput, version?: string): Report {
  const attempts: AttemptReport[] = []
  // Everything but the evidence is the stream's options: the declarations, the source kinds and the gate settings.
  const { attempts: evidence, diagnostics: _diagnostics, artifacts: _artifacts, unexpected_attempts: _unexpected, ...options } = input
  const resources = collectResources()
  const stream = openComparison({
    ...options,
    version,
    onAttempt: (entry, rows) => {
      attempts.push(entry)
      resources.add(rows)
    }
  })
  for (const a of [...evidence].sort(byAttemptKey)) stream.add(a)
  return { ...resources.fill(stream.finish(input)), attempts }
}
