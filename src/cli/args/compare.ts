/**
 * The arguments of compare (`fabric-compare <manifest.json>`, `--harbor-job`, `--tb1-run`, `--configuration`),
 * `summarize` and `merge`, read from the shared option table (options.ts) into CliArgs; and the comparison's
 * fields at their defaults, for the commands that take none of them.
 */
import { parseArgs } from 'node:util'
import { parsePricingLines, type PricingLine } from '../../inputs/configuration-lines.js'
import { baselineName } from '../../comparison/input/baseline.js'
import { DEFAULT_GATE_POLICY, GATE_POLICIES, GatePolicySchema } from '../../model/index.js'
import { ConfigurationError, errorMessage } from '../../errors.js'
import { parseBudgets } from '../../inputs/budgets.js'
import { notOneOf } from '../../evidence/nearest-name.js'
import { DEFAULT_ALPHA_FAMILY, parseAlphaFamily } from '../../inputs/alpha-family.js'
import { checkRewardKey, parseRewardFile } from '../../inputs/reward-key.js'
import { parseTolerancePp } from '../../inputs/tolerance.js'
import { parseConfigurationBy } from '../../evidence/harbor/configuration.js'
import type { CliArgs } from './cli-args.js'
import { attemptIndexArgs } from './configuration-folders.js'
import { COMMAND_WORDS, COMPARE_OPTIONS } from './options.js'

/**
 * Parses `argv` (without node and script) of compare, `summarize` or `merge` (`command`, the command its first
 * positional names), whose options args.ts has already checked against `COMPARE_OPTIONS`. Throws
 * ConfigurationError naming the bad flag or value, or the options that do not go together.
 */
export function parseCompareCommand(argv: string[], command: 'compare' | 'summarize' | 'merge'): CliArgs {
  let parsed
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: COMPARE_OPTIONS, tokens: true })
  } catch (error) {
    throw new ConfigurationError(errorMessage(error))
  }
  const { values } = parsed
  const split = foldersAfterOptions(parsed.tokens)
  const positionals = command === 'compare' ? split.positionals : split.positionals.slice(1)
  const failOn = GatePolicySchema.safeParse(values['fail-on'])
  if (!failOn.success) {
    throw new ConfigurationError(notOneOf('--fail-on', values['fail-on'] as string, GATE_POLICIES))
  }
  let passThreshold: number | null = null
  if (values['pass-threshold'] !== undefined) {
    passThreshold = Number(values['pass-threshold'])
    if (values['pass-threshold'].trim() === '' || !Number.isFinite(passThreshold)) {
      throw new ConfigurationError(`--pass-threshold: ${JSON.stringify(values['pass-threshold'])} is not a number`)
    }
  }
  const rewardKey = values['reward-key'] ?? null
  if (rewardKey !== null) checkRewardKey(rewardKey, '--reward-key')
  const rewardFile = values['reward-file'] === undefined ? null : parseRewardFile(values['reward-file'], '--reward-file')
  let configurationBy: string[] | null = null
  if (values['configuration-by'] !== undefined) {
    try {
      configurationBy = parseConfigurationBy(values['configuration-by'])
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error
      throw new ConfigurationError(`--configuration-by: ${error.message}`)
    }
  }
  const { harborJobs, tb1Runs } = split
  const folders = harborJobs.length + tb1Runs.length
  if (configurationBy !== null && harborJobs.length === 0)
    throw new ConfigurationError(
      '--configuration-by applies to --harbor-job folders (Terminal-Bench 1.x runs and manifests have no kwargs)'
    )
  // The rewards are read when the folders are: a manifest, TB1 runs, or a merge of summaries (whose keys were fixed when
  // each shard was summarised) have none to read.
  for (const [flag, given] of [
    ['--pass-threshold', passThreshold !== null],
    ['--reward-key', rewardKey !== null],
    ['--reward-file', rewardFile !== null]
  ] as const) {
    // With --configuration lines, attemptIndexArgs (configuration-folders.ts) says what they take instead.
    if (given && harborJobs.length === 0 && values.configuration.length === 0)
      throw new ConfigurationError(
        `${flag} applies to --harbor-job folders, whose rewards it reads (Terminal-Bench 1.x runs and manifests have no rewards; a merge takes each shard's verdicts as summarised)`
      )
  }
  const wantsRun = !values.help && !values.version
  if (command === 'summarize' && wantsRun && values.out === undefined)
    throw new ConfigurationError('summarize: give --out FILE for the shard summary')
  if (command !== 'summarize' && values['run-label'] !== undefined)
    throw new ConfigurationError('--run-label is only for summarize (it is recorded in the shard summary)')
  if (values['run-label'] !== undefined && values['run-label'].trim() === '') throw new ConfigurationError('--run-label: give a label')
  for (const flag of ['commit', 'date'] as const) {
    if (command !== 'summarize' && values[flag] !== undefined)
      throw new ConfigurationError(`--${flag} is only for summarize (it is recorded in the shard summary's run)`)
  }
  if (command !== 'summarize' && command !== 'merge' && values.out !== undefined)
    throw new ConfigurationError('--out is only for summarize and merge (--output FILE writes the JSON report)')
  const writesSummary = command === 'summarize' || (command === 'merge' && values.out !== undefined)
  if (command === 'summarize' && values.budget.length > 0)
    throw new ConfigurationError('--budget is for compare and merge: summarize writes a shard, the gate is decided at merge')
  if (command === 'merge' && values.pricing.length > 0)
    throw new ConfigurationError(
      "--pricing is read with the Harbor or TB1 folders: give it to summarize (each shard declares its configurations' pricing)"
    )
  if (command === 'summarize' && values.baseline !== undefined)
    throw new ConfigurationError('--baseline is for compare and merge: summarize writes a shard, the comparison is made at merge')
  if (values.markdown && values['summary-markdown'])
    throw new ConfigurationError('give one of --markdown (the pull-request comment) and --summary-markdown (the job summary)')
  const markdown = values.markdown ? 'comment' : values['summary-markdown'] ? 'summary' : null
  const markdownFlag = values.markdown ? '--markdown' : '--summary-markdown'
  if (markdown !== null && values.json)
    throw new ConfigurationError(
      `${markdownFlag} and --json each choose what standard output holds: give one (--output FILE writes the JSON beside the Markdown)`
    )
  if (markdown !== null && values.details)
    throw new ConfigurationError(`--details is for the text report; ${markdownFlag} holds its own collapsed details`)
  if (values.output !== undefined && values.json)
    throw new ConfigurationError('--json prints the JSON report and --output FILE writes it: give one')
  if (values.output !== undefined && values.output.trim() === '') throw new ConfigurationError('--output: give a file name')
  if (writesSummary && (markdown !== null || values.output !== undefined || values.json || values.details)) {
    const flag = values.output !== undefined ? '--output' : markdown !== null ? markdownFlag : values.json ? '--json' : '--details'
    throw new ConfigurationError(
      `${flag} is for a report: ${command} --out writes a shard summary (merge it, or run merge without --out, for the report)`
    )
  }
  if (command === 'merge' && values.out !== undefined && values.budget.length > 0)
    throw new ConfigurationError(
      '--budget is for a report: merge --out writes a merged shard summary, the gate is decided at the last merge'
    )
  if (command === 'merge') {
    if (wantsRun && positionals.length === 0) throw new ConfigurationError('merge: give one or more shard summary files')
    if (folders > 0) throw new ConfigurationError('merge reads shard summaries, not --harbor-job / --tb1-run folders')
  }
  if (command !== 'merge' && positionals.length > 1)
    throw new ConfigurationError(`expected one manifest, got ${positionals.length}: ${positionals.join(' ')}`)
  const manifest = command === 'merge' ? null : (positionals[0] ?? null)
  if (manifest !== null && folders > 0) {
    throw new ConfigurationError('give either a manifest or --harbor-job / --tb1-run folders, not both')
  }
  const indexFolders = attemptIndexArgs(values, {
    manifest: manifest !== null,
    folders: folders > 0,
    harborOptions:
      values['configuration-map'] !== undefined ||
      values['configuration-by'] !== undefined ||
      passThreshold !== null ||
      rewardKey !== null ||
      rewardFile !== null,
    command
  })
  if (command !== 'merge' && wantsRun && manifest === null && folders === 0 && values.configuration.length === 0) {
    throw new ConfigurationError("no input: give a manifest path, --harbor-job DIR, --tb1-run DIR or --configuration 'ID: PATTERN'")
  }
  return {
    command,
    out: values.out ?? null,
    shards: command === 'merge' ? positionals : [],
    runLabel: values['run-label'] ?? null,
    ...(values.commit === undefined ? {} : { runCommit: parseCommit(values.commit) }),
    ...(values.date === undefined ? {} : { runDate: parseDate(values.date) }),
    manifest,
    harborJobs,
    tb1Runs,
    ...indexFolders,
    configurationMap: values['configuration-map'] ?? null,
    configurationBy,
    passThreshold,
    rewardKey,
    rewardFile,
    details: values.details,
    json: values.json,
    markdown,
    output: values.output ?? null,
    gate: {
      policy: failOn.data,
      regression_tolerance_pp:
        values['regression-tolerance-pp'] === undefined
          ? 0
          : parseTolerancePp(values['regression-tolerance-pp'], '--regression-tolerance-pp'),
      alpha_family:
        values['alpha-family'] === undefined ? DEFAULT_ALPHA_FAMILY : parseAlphaFamily(values['alpha-family'], '--alpha-family'),
      budgets: parseBudgets(values.budget, '--budget'),
      baseline: values.baseline === undefined ? null : baselineName(values.baseline, '--baseline')
    },
    pricing: cliPricing(values.pricing, manifest),
    jobs: values.jobs === undefined ? null : parseJobs(values.jobs),
    index: null,
    help: values.help,
    version: values.version
  }
}

/**
 * `--pricing` lines (`ID: BASIS [verified]`, as the action's `pricing`
 * input). Throws ConfigurationError for a malformed line, and when a
 * manifest is given (it declares each configuration's pricing itself).
 */
function cliPricing(given: readonly string[], manifest: string | null): PricingLine[] {
  if (given.length === 0) return []
  if (manifest !== null)
    throw new ConfigurationError("--pricing is for Harbor jobs and TB1 runs: a manifest declares each configuration's `pricing` itself")
  try {
    return parsePricingLines([...given])
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    throw new ConfigurationError(error.message.replace('input `pricing`', '--pricing'))
  }
}

/**
 * The positionals of `tokens` that follow a `--harbor-job` or `--tb1-run` value directly (a
 * shell-expanded `--harbor-job jobs/*`) go to that option's folders; the rest stay positionals.
 * A JSON file name stays a positional (a manifest given beside folders is refused, not read as a job).
 */
function foldersAfterOptions(tokens: ReturnType<typeof parseArgs>['tokens'] & object): {
  positionals: string[]
  harborJobs: string[]
  tb1Runs: string[]
} {
  const out = { positionals: [] as string[], harborJobs: [] as string[], tb1Runs: [] as string[] }
  let list: string[] | null = null
  for (const token of tokens) {
    if (token.kind === 'option') {
      list = token.name === 'harbor-job' ? out.harborJobs : token.name === 'tb1-run' ? out.tb1Runs : null
      if (list !== null && token.value !== undefined) list.push(token.value)
    } else if (token.kind === 'positional') {
      // The command word (`summarize`, `merge`) after a folder is the command, never a folder.
      const command = out.positionals.length === 0 && (COMMAND_WORDS as readonly string[]).includes(token.value)
      if (list !== null && !command && !/\.json$/i.test(token.value)) list.push(token.value)
      else {
        list = null
        out.positionals.push(token.value)
      }
    } else list = null
  }
  return out
}

/** `--commit SHA|none`: 7 to 40 hex digits (lower-cased), or null for `none`; ConfigurationError otherwise. */
function parseCommit(text: string): string | null {
  if (text === 'none') return null
  if (!/^[0-9a-fA-F]{7,40}$/.test(text))
    throw new ConfigurationError(`--commit: ${JSON.stringify(text)} is not a commit; give 7 to 40 hex digits, or none`)
  return text.toLowerCase()
}

/**
 * `--date TIME|none`: ISO 8601 with its offset, or a day (UTC), as ISO 8601 UTC; null for `none`; ConfigurationError
 * otherwise (a time without an offset too).
 */
function parseDate(text: string): string | null {
  if (text === 'none') return null
  const ms = Date.parse(text)
  // A time needs its offset: without one JavaScript reads local time, so the same words would be another instant elsewhere.
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/
  if (!iso.test(text) || !Number.isFinite(ms)) {
    throw new ConfigurationError(
      `--date: ${JSON.stringify(text)} is not a date; give ISO 8601 with its offset (2026-12-03T17:00:00Z, 2026-12-03T18:00:00+01:00) or a day (2026-12-03, UTC), or none`
    )
  }
  return new Date(ms).toISOString()
}

/** `--jobs N`: a whole number from 1 to 256; ConfigurationError otherwise. */
function parseJobs(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1 || n > 256) {
    throw new ConfigurationError(
      `--jobs: ${JSON.stringify(text)} is not a number of threads; give a whole number from 1 to 256 (1: no worker thread)`
    )
  }
  return n
}

/** The comparison's fields of CliArgs at their defaults, for the commands that take none of them (`index`, `history`). */
export function compareDefaults(): Omit<CliArgs, 'command' | 'index' | 'help' | 'version'> {
  return {
    out: null,
    shards: [],
    runLabel: null,
    jobs: null,
    manifest: null,
    harborJobs: [],
    tb1Runs: [],
    configurations: [],
    evidence: null,
    tasks: null,
    attemptsPerTask: null,
    evaluators: [],
    configurationMap: null,
    configurationBy: null,
    passThreshold: null,
    rewardKey: null,
    rewardFile: null,
    details: false,
    json: false,
    markdown: null,
    output: null,
    gate: { policy: DEFAULT_GATE_POLICY, regression_tolerance_pp: 0, alpha_family: DEFAULT_ALPHA_FAMILY, budgets: [], baseline: null },
    pricing: []
  }
}
