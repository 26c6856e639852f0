/**
 * `fabric-compare history S1 S2 … [--markdown]` (issue 23 item 4): each
 * shard summary (src/shard/read.ts) finished to its report, the reports
 * turned into trend rows (src/history/trend.ts) in the order given, printed
 * as the text table or the job summary's history section with its charts
 * (src/render/history/history-*.ts). A file that cannot be read is a named row of
 * the output, never the end of the run.
 */
import { execFileSync } from 'node:child_process'
import { ConfigurationError, errorMessage } from '../errors.js'
import { buildTrend, historyReport, MAX_HISTORY_RUNS, type HistoryInput } from '../history/trend.js'
import { renderHistoryMarkdown } from '../render/history/history-markdown.js'
import { renderHistoryText } from '../render/history/history-text.js'
import { readEvidenceText } from '../evidence/files/open-file.js'
import { openSummary } from '../shard/read.js'
import type { ShardRun } from '../shard/schema.js'

/** The commit checked out in the current folder (`git rev-parse HEAD`), or null without git or a work tree. */
function gitHead(): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
      timeout: 10_000
    }).trim()
    return /^[0-9a-f]{40}$/.test(out) ? out : null
  } catch {
    return null
  }
}

/**
 * The `run` provenance `summarize` records when asked (`--run-label`, `--commit` or `--date`):
 * the label (null when not given), the commit (`--commit`, else `git rev-parse HEAD` where
 * available) and the time (`--date`, else `now`); `none` records none. Null when none of the
 * three is given: the summary then holds no run, and the same evidence gives the same bytes.
 */
export function recordedRun(
  given: { label: string | null; commit?: string | null; date?: string | null },
  now: () => Date = () => new Date()
): ShardRun | null {
  if (given.label === null && given.commit === undefined && given.date === undefined) return null
  const commit = given.commit === undefined ? gitHead() : given.commit
  const time = given.date === undefined ? now().toISOString() : given.date
  return { label: given.label, run_id: null, run_attempt: null, commit, branch: null, time, workflow: null }
}

/**
 * What a file that is not a summary is, when it is something the user may take for one: a JSON
 * report (`--json`, `--output`, the action's `report-path`) gets the command that writes a
 * summary; null otherwise (the reader's own message stands).
 */
function notASummary(file: string): string | null {
  const text = readEvidenceText(file)
  if (typeof text !== 'string') return null
  try {
    const value = JSON.parse(text) as unknown
    if (value === null || typeof value !== 'object' || !('report_version' in value)) return null
    return `a JSON report (report_version ${String(value.report_version)}), not a shard summary: history reads summaries — write one per run with \`fabric-compare summarize <the same input> --out FILE --run-label LABEL\` (the action uploads one with \`upload-summary\`)`
  } catch {
    return null
  }
}

/**
 * Reads one summary file as a history input: its finished report (gate
 * `never`: a history shows figures, it decides nothing), provenance run and
 * `shard_id`, or `unreadable` with the reader's message (what is wrong; the
 * file is the input's name; a JSON report is named as one, with the command
 * that writes a summary). Rethrows anything but a ConfigurationError (a bug).
 */
export async function readHistoryInput(file: string, version: string): Promise<HistoryInput & { id?: string }> {
  try {
    const summary = await openSummary(file)
    try {
      return {
        name: file,
        run: summary.head.provenance.run ?? null,
        report: historyReport(summary.tally, version),
        id: summary.head.shard_id
      }
    } finally {
      summary.close()
    }
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    // The reader's message names the file first; the history names it once.
    const message = errorMessage(error)
    const problem = notASummary(file) ?? (message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message)
    return { name: file, run: null, missing: 'unreadable', problem }
  }
}

/**
 * Runs `history` over `files` (oldest first) and writes the text table or
 * (`markdown`) the history section. Returns the exit status: 0 when every
 * file was read, 2 when any could not be (it is named in the output and on
 * standard error; a summary given twice is named and counted once, and does
 * not change the status). Throws ConfigurationError for more than 100 files.
 */
export async function runHistory(
  files: readonly string[],
  markdown: boolean,
  version: string,
  out: { stdout: (text: string) => void; stderr: (text: string) => void }
): Promise<number> {
  if (files.length > MAX_HISTORY_RUNS) throw new ConfigurationError(`history: ${files.length} summaries given; at most ${MAX_HISTORY_RUNS}`)
  const inputs: HistoryInput[] = []
  // The same summary given twice (one shard_id) is one run: the repeat is named, not counted again.
  const firstFile = new Map<string, string>()
  for (const file of files) {
    const { id, ...input } = await readHistoryInput(file, version)
    const first = id === undefined ? undefined : firstFile.get(id)
    if (id !== undefined && first !== undefined) {
      inputs.push({
        name: file,
        run: null,
        missing: 'duplicate',
        problem: `the same summary as ${first} (shard id ${id.slice(0, 19)}…): counted once`
      })
      continue
    }
    if (id !== undefined) firstFile.set(id, file)
    inputs.push(input)
  }
  const trend = buildTrend(inputs)
  out.stdout(
    markdown
      ? renderHistoryMarkdown(trend, { title: `History over ${files.length} summar${files.length === 1 ? 'y' : 'ies'}` })
      : renderHistoryText(trend)
  )
  for (const m of trend.missing) out.stderr(`fabric-compare: history: ${m.name}: ${m.problem}\n`)
  return trend.missing.some((m) => m.kind !== 'duplicate') ? 2 : 0
}
