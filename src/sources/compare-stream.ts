/**
 * One comparison run over an opened source, shared by the CLI
 * (src/render/output/report-output.ts) and the action (src/main.ts): the attempts go
 * through the comparison stream one by one as the source yields them (so
 * no more than the source's read-ahead of parsed evidence is held), the
 * gate settings joined beside the evidence, never inside it.
 */
import type { AttemptInput } from '../evidence/attempt-input.js'
import type { Report } from '../comparison/report/report-schema.js'
import { openComparison, type AttemptSink } from '../comparison/stream.js'
import type { Tally } from '../comparison/tally/tally.js'
import type { GateSettings } from '../comparison/input/settings.js'
import type { AttemptStream } from './source.js'

/** How a run reports its progress (src/cli/progress.ts). */
export interface ProgressSink {
  tick: (read: number) => void
  done: () => void
}

/** Options of {@link compareStream}. */
export interface CompareStreamOptions {
  /** Fills `generated_by.version`. */
  version: string
  /** Receives each attempt's report entry and resource rows in attempt-key order; absent: no entry is built. */
  onAttempt?: AttemptSink
  /** Told of each attempt as it is read (before it is compared), e.g. to count requests. */
  onRead?: (attempt: AttemptInput) => void
  /** Ticked after each attempt read, done before the report is returned or on an error. */
  progress?: ProgressSink | null
}

/**
 * Compares the attempts of `stream` under `gate`. Returns the report with
 * `attempts: []` (the entries went to `onAttempt`), the number of
 * attempts compared and the finished fold's accumulator (tail added; what a
 * run's summary serialises, src/action/history.ts). Throws what the stream throws (e.g. ConfigurationError
 * from a reader), ConfigurationError for a budget on a metric no evidence
 * reports, and Error when the attempts are not in attempt-key order.
 */
export async function compareStream(
  stream: AttemptStream,
  gate: GateSettings,
  options: CompareStreamOptions
): Promise<{ report: Report; count: number; tally: Tally }> {
  try {
    const comparison = openComparison({
      configurations: stream.configurations,
      ...gate,
      version: options.version,
      source: stream.kind,
      configuration_sources: stream.configurationKinds,
      onAttempt: options.onAttempt
    })
    let read = 0
    for await (const attempt of stream.attempts) {
      options.onRead?.(attempt)
      comparison.add(attempt)
      read += 1
      options.progress?.tick(read)
    }
    const report = comparison.finish(stream.tail())
    return { report, count: comparison.count, tally: comparison.tally }
  } finally {
    options.progress?.done()
  }
}
