/**
 * The CLI as a function: arguments in, exit status out, output through
 * injected writers (so tests run it in-process).
 */
import { jobSummaryMarkdown, pullRequestCommentBody } from '../render/markdown/comment-body.js'
import type { Report } from '../comparison/report/report-schema.js'
import { ConfigurationError, errorMessage, NoEvidenceError } from '../errors.js'
import { chooseSource } from '../sources/choose.js'
import { compareAndWrite, compareInWorkers, planManifest, planStream, type ManifestPlan } from '../parallel/compare-manifest.js'
import { defaultJobs } from '../parallel/jobs.js'
import { workerScript } from '../parallel/pool.js'
import { VERSION } from '../version.js'
import { HELP_POINTER, USAGE, parseCliArgs, type CliArgs } from './args.js'
import { recordedRun, runHistory } from './history-command.js'
import { writeAttemptIndex } from './index-command.js'
import { openOutputFile } from './output-file.js'
import { openProgress } from './progress.js'
import { cliProvenance, mergeAndWrite, mergeToFile, openShardFiles, summarizeSource } from './shard-commands.js'
import { cliSourceDescription } from './sources.js'
import { decodeSummaryCommand } from './summary-command.js'
import { NO_TERMINAL, colourWanted, progressWanted, type TerminalInfo } from './terminal.js'
import { displayText } from '../render/text-safety/display-text.js'
import { visibleText } from '../render/text-safety/visible-text.js'

/** Where the CLI writes: standard output and standard error. */
export interface CliOutput {
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Whether the streams are terminals, and the environment; default {@link NO_TERMINAL} (no colour, no progress). */
  terminal?: TerminalInfo
  /** Monotonic clock in milliseconds for the progress line; default `performance.now`. */
  now?: () => number
}

/** The comment key the CLI's `--markdown` uses: the action's default `comment-key`. */
const CLI_COMMENT_KEY = 'default'

/** Where the rest of the report is for `--markdown`, which has no job summary to link: the CLI's other outputs. */
const CLI_ELSEWHERE = '`--summary-markdown` or `--json`'

/**
 * The Markdown renderer `--markdown` / `--summary-markdown` asks for: the
 * action's own comment body (no commit, run or job-summary link: there is
 * no GitHub context, so everything else is in the CLI's `--summary-markdown`
 * or `--json`) or job summary; null for text and JSON.
 */
function markdownRenderer(args: CliArgs): ((report: Report) => string) | null {
  if (args.markdown === 'comment')
    return (report) =>
      pullRequestCommentBody(report, { key: CLI_COMMENT_KEY, sha: null, runId: null, runUrl: null, elsewhere: CLI_ELSEWHERE })
  if (args.markdown === 'summary') return jobSummaryMarkdown
  return null
}

/** Exit statuses: the gate passed, the gate failed, a usage or manifest error. */
export const EXIT = { passed: 0, failed: 1, usage: 2, noEvidence: 4 } as const

/**
 * Runs `fabric-compare` with `argv` (without node and script). Returns the
 * exit status: 0 gate passed, 1 gate failed, 2 usage or manifest error
 * (message on stderr naming the file and the problem; a usage mistake in
 * the arguments gets one line and a pointer to `--help`); `summarize` exits 0
 * once the summary is written (the gate is decided at `merge`), `index` once
 * the attempt index file is written and 4 when its folder holds no evidence
 * at all (NoEvidenceError: the attempt is then missing), `history` 0 when every summary was read
 * and 2 when one could not be (named in its output), `summary decode` 0
 * once every line is written and 2 for a summary that cannot be read or is
 * cut short or edited. Internal failures are rethrown.
 */
export async function runCli(argv: string[], out: CliOutput): Promise<number> {
  let args: CliArgs
  try {
    args = parseCliArgs(argv)
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    out.stderr(`fabric-compare: ${errorMessage(error)}\n${HELP_POINTER}\n`)
    return EXIT.usage
  }
  if (args.help) {
    out.stdout(`${USAGE}\n`)
    return EXIT.passed
  }
  if (args.version) {
    out.stdout(`${VERSION}\n`)
    return EXIT.passed
  }
  let report: Awaited<ReturnType<typeof compareAndWrite>>
  try {
    if (args.command === 'index' && args.index !== null) {
      out.stdout(await writeAttemptIndex(args.index))
      return EXIT.passed
    }
    if (args.command === 'history') return await runHistory(args.shards, args.markdown !== null, VERSION, out)
    if (args.command === 'summary') {
      const [file] = args.shards as [string]
      const entries = await decodeSummaryCommand(file, args.output, out.stdout)
      if (args.output !== null)
        out.stdout(`decoded ${file}: the head and ${entries} attempt entr${entries === 1 ? 'y' : 'ies'} → ${args.output}\n`)
      return EXIT.passed
    }
    // The one source of this command line (src/sources/choose.ts): a manifest is streamed, Harbor/TB1 folders are read when opened.
    if (args.command === 'summarize') {
      const run = recordedRun({ label: args.runLabel, commit: args.runCommit, date: args.runDate })
      const provenance = run === null ? cliProvenance(args) : { ...cliProvenance(args), run }
      const { id, attempts } = await summarizeSource(
        await chooseSource(await cliSourceDescription(args)).open(),
        provenance,
        VERSION,
        args.out ?? ''
      )
      out.stdout(`shard summary ${id}: ${attempts} attempts → ${args.out}\n`)
      return EXIT.passed
    }
    // Shard summaries are accumulators, merged as such (src/shard/); every other source is a stream of attempts.
    const summaries = args.command === 'merge' ? await openShardFiles(args.shards) : null
    if (summaries !== null && args.out !== null) {
      const { id, attempts } = await mergeToFile(summaries, VERSION, args.out)
      out.stdout(`merged shard summary ${id}: ${attempts} attempts from ${summaries.shards.length} summaries → ${args.out}\n`)
      return EXIT.passed
    }
    // A manifest is listed first: its attempts are folded by worker threads (src/parallel/) or in this one.
    const plan: ManifestPlan | null = summaries === null && args.manifest !== null ? await planManifest(args.manifest) : null
    const jobs = plan === null ? 1 : (args.jobs ?? defaultJobs(plan.decls.length))
    const script = jobs > 1 && plan !== null && plan.decls.length > 1 ? workerScript() : null
    const opened =
      summaries !== null || script !== null
        ? null
        : plan !== null
          ? await planStream(plan)
          : await chooseSource(await cliSourceDescription(args)).open()
    const terminal = out.terminal ?? NO_TERMINAL
    const markdown = markdownRenderer(args)
    const total = plan !== null ? plan.decls.length : (opened?.total ?? null)
    const progress =
      summaries === null && progressWanted(terminal)
        ? openProgress({ total, write: out.stderr, now: out.now ?? (() => performance.now()) })
        : null
    const file = args.output === null ? null : openOutputFile(args.output, 'the JSON report')
    let written = false
    try {
      const options = {
        json: args.json,
        details: args.details,
        gate: args.gate,
        version: VERSION,
        markdown,
        jsonTo: file?.write ?? null,
        colour: markdown === null && !args.json && colourWanted(terminal),
        progress
      }
      report =
        summaries !== null
          ? await mergeAndWrite(summaries, options, out.stdout)
          : script !== null && plan !== null
            ? await compareInWorkers(plan, { script, jobs }, options, out.stdout)
            : await compareAndWrite(opened!, options, out.stdout)
      written = true
    } finally {
      file?.close(written)
    }
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    out.stderr(`fabric-compare: ${error.message}\n`)
    return error instanceof NoEvidenceError ? EXIT.noEvidence : EXIT.usage
  }
  if (report.gate.passed) return EXIT.passed
  // Exit 1 says why on stderr too, whatever stdout holds (a --json report, a comment): the first reason, the rest counted.
  const [first, ...rest] = report.gate.reasons
  const more = rest.length > 0 ? ` (and ${rest.length} more reason${rest.length === 1 ? '' : 's'} in the report)` : ''
  out.stderr(
    `fabric-compare: gate failed (policy ${report.gate.policy})${first === undefined ? '' : `: ${visibleText(displayText(first))}`}${more}\n`
  )
  return EXIT.failed
}
