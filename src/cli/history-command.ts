/**
 * `fabric-compare history S1 S2 … [--markdown]` (issue 23 item 4): each
 * shard summary (src/shard/read.ts) finished to its report, the reports
 * turned into trend rows (src/history/trend.ts) in the order given, printed
 * as the text table or the job summary's history section with its charts
 * (src/render/history-*.ts). A file that cannot be read is a named row of
 * the output, never the end of the run.
 */
import { ConfigurationError, errorMessage } from '../errors.js'
import { buildTrend, historyReport, MAX_HISTORY_RUNS, type HistoryInput } from '../history/trend.js'
import { renderHistoryMarkdown } from '../render/history-markdown.js'
import { renderHistoryText } from '../render/history-text.js'
import { openSummary } from '../shard/read.js'
import type { ShardRun } from '../shard/schema.js'

/** The `run` provenance `summarize --run-label LABEL` records: the label, nothing else (no clock, so the same evidence gives the same bytes). */
export function labelledRun(label: string): ShardRun {
  return { label, run_id: null, run_attempt: null, commit: null, branch: null, time: null, workflow: null }
}

/**
 * Reads one summary file as a history input: its finished report (gate
 * `never`: a history shows figures, it decides nothing) and provenance run,
 * or `unreadable` with the reader's message (what is wrong; the file is the input's name).
 * Rethrows anything but a ConfigurationError (a bug).
 */
export async function readHistoryInput(file: string, version: string): Promise<HistoryInput> {
  try {
    const summary = await openSummary(file)
    try {
      return { name: file, run: summary.head.provenance.run ?? null, report: historyReport(summary.tally, version) }
    } finally {
      summary.close()
    }
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    // The reader's message names the file first; the history names it once.
    const message = errorMessage(error)
    return { name: file, run: null, missing: 'unreadable', problem: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message }
  }
}

/**
 * Runs `history` over `files` (oldest first) and writes the text table or
 * (`markdown`) the history section. Returns the exit status: 0 when every
 * file was read, 2 when any could not be (it is named in the output and on
 * standard error). Throws ConfigurationError for more than 100 files.
 */
export async function runHistory(files: readonly string[], markdown: boolean, version: string, out: { stdout: (text: string) => void; stderr: (text: string) => void }): Promise<number> {
  if (files.length > MAX_HISTORY_RUNS) throw new ConfigurationError(`history: ${files.length} summaries given; at most ${MAX_HISTORY_RUNS}`)
  const inputs: HistoryInput[] = []
  for (const file of files) inputs.push(await readHistoryInput(file, version))
  const trend = buildTrend(inputs)
  out.stdout(markdown ? renderHistoryMarkdown(trend, { title: `History over ${files.length} summar${files.length === 1 ? 'y' : 'ies'}` }) : renderHistoryText(trend))
  for (const m of trend.missing) out.stderr(`fabric-compare: history: ${m.name}: ${m.problem}\n`)
  return trend.missing.length > 0 ? 2 : 0
}
