/**
 * The CLI's comparison run with streamed output: attempts go through the
 * comparison stream one by one, and their entries are written as they are
 * produced — to a spool (spool.ts) when the output needs them (`--json`,
 * `--details`), nowhere otherwise. The output is byte for byte what
 * rendering the whole report at once gives (`JSON.stringify(report, null,
 * 2)` or `renderText`).
 */
import type { AttemptInput, ComparisonInput } from '../comparison/input.js'
import type { AttemptReport, Report } from '../comparison/report-schema.js'
import { openComparison, type ComparisonTail } from '../comparison/stream.js'
import { attemptLines, attemptsHeadingLines, detailTailLines, NO_ATTEMPT_LINE } from '../render/text-details.js'
import { summaryTextLines } from '../render/text.js'
import { openSpool, type TextSpool } from './spool.js'

/** Where the attempts come from: the configurations first, then each attempt in attempt-key order. */
export interface AttemptSource {
  configurations: ComparisonInput['configurations']
  attempts: Iterable<AttemptInput> | AsyncIterable<AttemptInput>
  /** Findings known once every attempt was read; called after the last attempt. */
  tail: () => ComparisonTail
}

/** How the report is written. */
export interface OutputOptions {
  json: boolean
  details: boolean
  policy: ComparisonInput['policy']
  regression_tolerance_pp?: number
  version: string
}

// `JSON.stringify(report, null, 2)` ends with this when `attempts` is empty.
const EMPTY_ATTEMPTS_END = '\n  "attempts": []\n}'

/** One attempt entry as it appears inside the report's `attempts` array (2-space indentation, at depth 2). */
function jsonEntry(entry: AttemptReport): string {
  return `    ${JSON.stringify(entry, null, 2).replace(/\n/g, '\n    ')}`
}

/** Writes the JSON report: the head, then the spooled entries, then the end of the array. */
function writeJson(report: Report, spool: TextSpool, count: number, write: (text: string) => void): void {
  const head = JSON.stringify(report, null, 2)
  if (count === 0) {
    write(`${head}\n`)
    return
  }
  if (!head.endsWith(EMPTY_ATTEMPTS_END)) throw new Error('report JSON does not end with its attempts array')
  write(`${head.slice(0, -EMPTY_ATTEMPTS_END.length)}\n  "attempts": [\n`)
  spool.copyTo(write)
  write('\n  ]\n}\n')
}

/** Writes the text report; with details, the spooled attempt lines between the heading and the rest. */
function writeText(report: Report, spool: TextSpool | null, count: number, options: OutputOptions, write: (text: string) => void): void {
  const summary = summaryTextLines(report, { details: options.details })
  if (spool === null) {
    write(`${summary.join('\n')}\n`)
    return
  }
  write(`${[...summary, ...attemptsHeadingLines(count)].join('\n')}\n`)
  if (count === 0) write(`${NO_ATTEMPT_LINE}\n`)
  else spool.copyTo(write)
  const tail = detailTailLines(report)
  if (tail.length > 0) write(`${tail.join('\n')}\n`)
}

/**
 * Compares the attempts of `source` and writes the report through `write`
 * (JSON with `json`, else text; attempt details with `details`). Returns
 * the report without its attempt entries (they were written, not held).
 * Throws what the source throws (e.g. ConfigurationError), and Error when
 * the attempts are not in attempt-key order; the spool is deleted either way.
 */
export async function compareAndWrite(source: AttemptSource, options: OutputOptions, write: (text: string) => void): Promise<Report> {
  const spool = options.json || options.details ? openSpool() : null
  try {
    let count = 0
    const stream = openComparison({
      configurations: source.configurations,
      policy: options.policy,
      regression_tolerance_pp: options.regression_tolerance_pp,
      version: options.version,
      onAttempt:
        spool === null
          ? undefined
          : (entry) => {
              if (options.json) spool.append(count === 0 ? jsonEntry(entry) : `,\n${jsonEntry(entry)}`)
              else spool.append(`${attemptLines(entry).join('\n')}\n`)
              count += 1
            }
    })
    for await (const attempt of source.attempts) stream.add(attempt)
    const report = stream.finish(source.tail())
    if (options.json && spool !== null) writeJson(report, spool, count, write)
    else writeText(report, spool, stream.count, options, write)
    return report
  } finally {
    spool?.dispose()
  }
}
