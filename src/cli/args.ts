/**
 * Command-line arguments of `fabric-compare`, parsed once into a typed
 * object. Usage mistakes throw ConfigurationError (exit 2).
 */
import {
  parseConfigurationLines,
  parseEvaluatorLines,
  parsePricingLines,
  type ConfigurationSource,
  type EvaluatorLine,
  type PricingLine
} from '../inputs/configuration-lines.js'
import { boundedInteger, MAX_ATTEMPTS_PER_TASK } from '../inputs/limits.js'
import { baselineName } from '../comparison/input/baseline.js'
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { DEFAULT_GATE_POLICY, GATE_POLICIES, GatePolicySchema } from '../model/index.js'
import type { GateSettings } from '../comparison/input/settings.js'
import { ConfigurationError, errorMessage } from '../errors.js'
import { parseBudgets } from '../inputs/budgets.js'
import { nearestName, notOneOf } from '../evidence/nearest-name.js'
import { DEFAULT_ALPHA_FAMILY, parseAlphaFamily } from '../inputs/alpha-family.js'
import { checkRewardKey, parseRewardFile, type RewardFile } from '../inputs/reward-key.js'
import { parseTolerancePp } from '../inputs/tolerance.js'
import { INDEX_OPTIONS, joinNegativeValues, parseIndexArgs, type IndexArgs } from './index-args.js'
import { parseConfigurationBy } from '../evidence/harbor/configuration.js'

/**
 * What the CLI does: compare evidence (default), write a shard summary,
 * merge shard summaries, write an attempt index file (`index`), draw the
 * history of several summaries (`history`), or decode a summary into plain
 * JSON lines (`summary decode`).
 */
export type CliCommand = 'compare' | 'summarize' | 'merge' | 'index' | 'history' | 'summary'

/** Parsed CLI arguments. */
export interface CliArgs {
  command: CliCommand
  /** `summarize --out FILE` / `merge --out FILE`: where the (merged) shard summary is written; null otherwise. */
  out: string | null
  /**
   * `merge`: the shard summary files, in the order given (the first declares the baseline); `history`: the summaries,
   * oldest first; `summary decode`: the one summary to decode.
   */
  shards: string[]
  /** `summarize --run-label LABEL`: the label recorded in the summary's provenance (`provenance.run.label`); null when not given. */
  runLabel: string | null
  /**
   * `summarize --commit SHA|none`: the commit recorded in the run (lower-case hex); null: `none`;
   * undefined: not given (with a run recorded, `git rev-parse HEAD` where available).
   */
  runCommit?: string | null
  /** `summarize --date TIME|none`: when the run was, ISO 8601 UTC; null: `none`; undefined: not given (with a run recorded, now). */
  runDate?: string | null
  /** Manifest path (manifest v1); null when Harbor job folders are given instead. */
  manifest: string | null
  /** Harbor job folders (`--harbor-job`, repeatable). */
  harborJobs: string[]
  /** Terminal-Bench 1.x run folders (`--tb1-run`, repeatable). */
  tb1Runs: string[]
  /**
   * `--configuration 'ID: PATTERN [relabel]'` (repeatable): attempt index folders, as the action's
   * `configurations` lines — each configuration's artifacts are the sub-folders of {@link evidence}
   * whose names match PATTERN. Empty: not this source.
   */
  configurations: ConfigurationSource[]
  /**
   * `--evidence DIR`: the folder whose sub-folders are the artifacts (as `gh run download RUN --dir DIR` lays them
   * out); `.` when not given; null without `--configuration`.
   */
  evidence: string | null
  /** `--tasks FILE`: the expected tasks (`task@revision` per line, as the action's `tasks` file); null: not given. */
  tasks: string | null
  /** `--attempts-per-task N`: with `--tasks`, the expected inventory (1 to 1,000); null: not given. */
  attemptsPerTask: number | null
  /** `--evaluator 'ID: NAME [VERSION]'` (repeatable): the evaluator of verdicts whose attempt index file names none. */
  evaluators: EvaluatorLine[]
  /** JSON file mapping derived Harbor configuration ids to user ids. */
  configurationMap: string | null
  /** `--configuration-by KEY[,KEY]`: Harbor configuration keys (`kwargs.<name>`, `agent`, `model`, `job`); null = not given. */
  configurationBy: string[] | null
  /** Harbor reward at or above which an attempt passes; null = the default. */
  passThreshold: number | null
  /** `--reward-key KEY`: the Harbor reward key that decides; null = `reward`, else the only key. */
  rewardKey: string | null
  /** `--reward-file reward.json|reward.txt`: the reward file that decides when a trial's two disagree; null = no verdict then. */
  rewardFile: RewardFile | null
  details: boolean
  json: boolean
  /** `--markdown`: the pull-request comment; `--summary-markdown`: the job summary; null: text or JSON. */
  markdown: 'comment' | 'summary' | null
  /** `--output FILE`: also write the JSON report (report_version 2) to FILE (`summary decode`: write the lines there); null = not given. */
  output: string | null
  /**
   * The gate settings, read once: `--fail-on` (policy), `--regression-tolerance-pp` (tolerance or margin, percentage
   * points, default 0), `--alpha-family` (family-wise level, default 0.025), `--budget METRIC=LIMIT` (repeatable, in
   * the order given) and `--baseline NAME` (the configuration every other is compared against; null: the first,
   * src/comparison/input/baseline.ts).
   */
  gate: Required<GateSettings>
  /** `--pricing 'ID: BASIS [verified]'` (repeatable): pricing bases of Harbor and TB1 configurations (a manifest declares its own). */
  pricing: PricingLine[]
  /**
   * `--jobs N`: threads that read and fold a manifest's attempts (src/parallel/); 1 = in the main
   * thread, no worker; null = not given (the default, `defaultJobs` in src/parallel/jobs.ts).
   */
  jobs: number | null
  /** `index DIR …`: what to write into `DIR/fabric-attempt.json`; null for the other commands. */
  index: IndexArgs | null
  help: boolean
  version: boolean
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
 * `--configuration` lines (`ID: PATTERN [relabel]`, as the action's `configurations` input). Throws
 * ConfigurationError for a malformed line, and for `run-id=` / `run=default-branch`: the CLI
 * downloads nothing (download with `gh run download` and give `--evidence DIR`).
 */
function cliConfigurations(given: readonly string[]): ConfigurationSource[] {
  const lines = asCliOption(() => parseConfigurationLines([...given], null), 'input `configurations`', '--configuration')
  for (const c of lines) {
    if (c.run !== null || c.defaultBranch === true) {
      throw new ConfigurationError(
        `--configuration ${JSON.stringify(c.id)}: run-id= and run=default-branch download a run's artifacts, which only the action does; download them (gh run download RUN --dir DIR) and give --evidence DIR`
      )
    }
  }
  return lines
}

/**
 * Rethrows `error`; a ConfigurationError with the action's input name (`input \`tasks\``) in its
 * message replaced by the CLI option (`--tasks`), so one parser serves both.
 */
export function rethrowAsOption(error: unknown, input: string, option: string): never {
  if (!(error instanceof ConfigurationError)) throw error
  throw new ConfigurationError(error.message.replaceAll(input, option))
}

/** `fn()`, its ConfigurationError naming the CLI option instead of the action's input ({@link rethrowAsOption}). */
function asCliOption<T>(fn: () => T, input: string, option: string): T {
  try {
    return fn()
  } catch (error) {
    return rethrowAsOption(error, input, option)
  }
}

/**
 * The options that choose attempt index folders (`--configuration` and the ones that go with it),
 * checked against each other and the other sources. Throws ConfigurationError.
 */
function attemptIndexArgs(
  values: { configuration: string[]; evidence?: string; tasks?: string; 'attempts-per-task'?: string; evaluator: string[] },
  others: { manifest: boolean; folders: boolean; harborOptions: boolean; command: CliCommand }
): Pick<CliArgs, 'configurations' | 'evidence' | 'tasks' | 'attemptsPerTask' | 'evaluators'> {
  const given = values.configuration.length > 0
  const needs = (flag: string): never => {
    throw new ConfigurationError(
      `${flag} goes with --configuration 'ID: PATTERN' (attempt index folders, as the action's \`configurations\` input)`
    )
  }
  if (!given) {
    if (values.evidence !== undefined) needs('--evidence')
    if (values.tasks !== undefined) needs('--tasks')
    if (values['attempts-per-task'] !== undefined) needs('--attempts-per-task')
    if (values.evaluator.length > 0) needs('--evaluator')
    return { configurations: [], evidence: null, tasks: null, attemptsPerTask: null, evaluators: [] }
  }
  if (others.command === 'merge') throw new ConfigurationError('merge reads shard summaries, not --configuration folders')
  if (others.manifest || others.folders)
    throw new ConfigurationError('give one source: a manifest, --harbor-job / --tb1-run folders, or --configuration attempt index folders')
  if (others.harborOptions)
    throw new ConfigurationError(
      '--configuration-map, --configuration-by, --pass-threshold, --reward-key and --reward-file are for Harbor jobs; attempt index files name their configuration'
    )
  if (values.tasks !== undefined && others.command === 'summarize') {
    throw new ConfigurationError(
      "summarize: --tasks and --attempts-per-task declare the whole run's inventory, which a shard holds part of, and the CLI's merge does not take them yet: compare the folders in one run (fabric-compare --evidence DIR --configuration … --tasks …), or give them to the action's merge mode"
    )
  }
  if ((values.tasks === undefined) !== (values['attempts-per-task'] === undefined)) {
    throw new ConfigurationError(
      '--tasks and --attempts-per-task go together: the expected inventory is every task × N attempts for each configuration'
    )
  }
  if (values.evidence !== undefined && values.evidence.trim() === '') throw new ConfigurationError('--evidence: give a folder')
  if (values.tasks !== undefined && values.tasks.trim() === '') throw new ConfigurationError('--tasks: give a file')
  const perTask = values['attempts-per-task']
  return {
    configurations: cliConfigurations(values.configuration),
    evidence: values.evidence ?? '.',
    tasks: values.tasks ?? null,
    attemptsPerTask:
      perTask === undefined
        ? null
        : asCliOption(
            () => boundedInteger('attempts-per-task', perTask.trim(), 1, MAX_ATTEMPTS_PER_TASK),
            'input `attempts-per-task`',
            '--attempts-per-task'
          ),
    evaluators: asCliOption(() => parseEvaluatorLines([...values.evaluator]), 'input `evaluators`', '--evaluator')
  }
}

/** The words that name a command when they are the first positional. */
const COMMAND_WORDS = ['summarize', 'merge', 'index', 'history', 'summary'] as const

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

/** The usage text printed by `--help` and after a usage error. */
export const USAGE = `Usage:
  fabric-compare <manifest.json> [--details | --json | --markdown | --summary-markdown] [--output FILE] [--fail-on ${GATE_POLICIES.join('|')}] [--regression-tolerance-pp N] [--alpha-family A] [--budget METRIC=LIMIT ...] [--baseline NAME]
  fabric-compare --harbor-job DIR|GLOB ... [--tb1-run DIR|GLOB ...] [--configuration-map FILE] [--configuration-by KEY[,KEY]] [--pass-threshold N] [--reward-key KEY] [--reward-file FILE] [...]
  fabric-compare --configuration 'ID: PATTERN' ... [--evidence DIR] [--tasks FILE --attempts-per-task N] [--pricing ...] [--evaluator ...] [...]
  fabric-compare summarize <manifest.json | --harbor-job DIR ... | --tb1-run DIR ... | --configuration 'ID: PATTERN' ...> --out shard.json
  fabric-compare merge shard.json [shard.json ...] [--details | --json | --markdown | --summary-markdown] [--output FILE] [--fail-on POLICY] [--regression-tolerance-pp N] [--alpha-family A] [--budget METRIC=LIMIT ...] [--baseline NAME]
  fabric-compare merge shard.json [shard.json ...] --out merged.json
  fabric-compare history shard.json [shard.json ...] [--markdown]
  fabric-compare summary decode shard.json [--output FILE]
  fabric-compare index DIR --configuration ID --task TASK --revision REV --attempt N [--passed true|false]
                 [--score X] [--evaluator NAME@VERSION] [--task-duration-ms MS] [--requests-complete]

Options:
  --details            also list every attempt and request with its evidence source and gaps
  --json               print the whole report object (report_version 2) as JSON
  --markdown           print the pull-request comment the action would post (same renderer, same
                       65,536-character budget); without GitHub Actions there is no commit or run,
                       so the line naming them is absent, and where the action's comment links
                       the job summary it names --summary-markdown and --json instead
  --summary-markdown   print the job summary Markdown the action would write
  --output FILE        also write the JSON report (report_version 2) to FILE, while the text
                       (or Markdown) goes to standard output
  --fail-on POLICY     incomplete (default): exit 1 when evidence is incomplete;
                       warnings: also on warnings; regression: also when a candidate's
                       pass fraction is lower than the baseline's beyond noise (or that
                       cannot be checked); non-inferiority: also unless a drop of more than
                       N pp is ruled out (both one-sided, --alpha-family); never: report only
  --regression-tolerance-pp N  regression: fail only when candidate − baseline is below −N
                       percentage points beyond noise (default 0); non-inferiority: the
                       margin, pass only when a drop of more than N is ruled out
  --alpha-family A     the one-sided level of regression and non-inferiority (default 0.025,
                       also as 2.5%); regression decides several candidates together (Holm)
  --budget METRIC=LIMIT  fail when a candidate's figure passes LIMIT (repeatable), paired by task:
                       METRIC cost, input_tokens, output_tokens, total_tokens (per attempt),
                       cost_per_passed_attempt or task_duration (median); LIMIT relative to the
                       baseline (+10%), an amount over it (cost=+0.01) or a ceiling in the metric's
                       unit (cost=0.05 USD, total_tokens=200000, task_duration=30000 ms); a figure
                       that cannot be compared fails it
  --pricing 'ID: BASIS [verified]'  the pricing basis of a configuration of Harbor, TB1 or attempt
                       index folders (repeatable; a manifest declares its own); an ID no Harbor
                       or TB1 configuration has is a warning (pricing_configuration_unknown)
  --baseline NAME      the configuration every other is compared against (default: the first,
                       as the manifest lists them or the folders are read); an unknown name is
                       an error naming the nearest
  --harbor-job DIR     read a Harbor job folder instead of a manifest (repeatable; a quoted glob such
                       as 'jobs/*' matches folders, and a shell-expanded list after it is read whole)
  --tb1-run DIR        read a Terminal-Bench 1.x run folder (repeatable, globs as --harbor-job;
                       combines with --harbor-job)
  --configuration 'ID: PATTERN [relabel]'  read attempt index folders (fabric-attempt.json) as the
                       action does (repeatable, its 'configurations' lines): ID's artifacts are the
                       sub-folders of --evidence whose names match PATTERN (* matches any characters)
  --evidence DIR       with --configuration: the folder whose sub-folders are the artifacts, as
                       'gh run download RUN --dir DIR' writes them (default: the current folder)
  --tasks FILE --attempts-per-task N  with --configuration: the expected inventory (task@revision
                       per line × N attempts per configuration), as the action's inputs; without
                       them the attempt list is unverified
  --evaluator 'ID: NAME [VERSION]'  with --configuration: the evaluator of verdicts whose index file
                       names none (repeatable; the action's 'evaluators' lines)
  --configuration-map FILE  JSON object mapping derived Harbor configuration ids to your ids
  --configuration-by KEY[,KEY]  name Harbor configurations by these keys' values (kwargs.<name>,
                       agent, model, job; e.g. kwargs.harness); map entries win
  --pass-threshold N   Harbor reward at or above which an attempt passes (default 1)
  --reward-key KEY     the Harbor reward key that decides (RewardKit writes several, e.g.
                       reward_strict); a trial without it has no verdict (default: reward,
                       else the only key)
  --reward-file reward.json|reward.txt  the reward file that decides when a trial's verifier
                       folder holds both and they disagree (default: no verdict for that trial)
  --jobs N             threads that read and fold a manifest's attempts (default: the available
                       cores, at most 4; 1 = no worker thread); the output is the same for any N
  --out FILE           summarize: write the shard summary (gzip JSON lines in a compact encoding;
                       summary decode gives plain lines) to FILE; merge: write the merged summary
  --run-label LABEL    summarize: record the run for history: LABEL, the commit (--commit SHA, default
                       git rev-parse HEAD where available) and the time (--date TIME, default now);
                       --commit none / --date none record none
  --help, --version

index options:
  --configuration ID --task TASK --revision REV --attempt N   the attempt the index file declares (required)
  --passed true|false  the verdict (absent: not judged); --score X: the evaluator's score
  --evaluator NAME@VERSION  who judged it; --task-duration-ms MS: the whole attempt's duration
  --requests-complete  state that every request left a file in DIR (NeMo Fabric 0.6–0.7 writes no
                       run record, so nothing in DIR can show it); refused when a record has no end

summarize folds one shard of the evidence into a summary (the comparison's accumulator);
merge merges summaries (every shard declares the same configurations in the same order)
and gives the report a single run over all the shards' evidence would give.
history prints, for summaries given oldest first, each run's pass fraction with its 95 %
interval and cost per attempt with coverage (--markdown: the job summary's section with its
charts); a file that cannot be read is named and the exit status is 2.
summary decode writes a summary as plain JSON lines (standard output, or --output FILE): the
head, then one attempt entry per line in attempt-key order, each valid against
schema/shard-summary.schema.json; a summary cut short or edited is named and the exit status is 2.
index scans DIR for NeMo Fabric full results and .fabric/**/run-record.jsonl, pairs
them by request identity and writes DIR/fabric-attempt.json (schema/attempt-index.schema.json).

On a terminal, the text report colours the verdict, the gate, warnings and withheld deltas
(not with NO_COLOR set, TERM=dumb or a pipe; never in JSON or Markdown), and a long run shows
its progress on standard error (not when CI is set or standard error is not a terminal).

Exit status: 0 gate passed, 1 gate failed, 2 usage or manifest error, 3 internal error (a bug: please report it).`

/** The options of compare, summarize and merge (`node:util` parseArgs configuration). */
const COMPARE_OPTIONS = {
  details: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  markdown: { type: 'boolean', default: false },
  'summary-markdown': { type: 'boolean', default: false },
  output: { type: 'string' },
  'fail-on': { type: 'string', default: DEFAULT_GATE_POLICY },
  'harbor-job': { type: 'string', multiple: true, default: [] },
  'tb1-run': { type: 'string', multiple: true, default: [] },
  configuration: { type: 'string', multiple: true, default: [] },
  evidence: { type: 'string' },
  tasks: { type: 'string' },
  'attempts-per-task': { type: 'string' },
  evaluator: { type: 'string', multiple: true, default: [] },
  'configuration-map': { type: 'string' },
  'configuration-by': { type: 'string' },
  'pass-threshold': { type: 'string' },
  'reward-key': { type: 'string' },
  'reward-file': { type: 'string' },
  'regression-tolerance-pp': { type: 'string' },
  'alpha-family': { type: 'string' },
  budget: { type: 'string', multiple: true, default: [] },
  baseline: { type: 'string' },
  pricing: { type: 'string', multiple: true, default: [] },
  jobs: { type: 'string' },
  out: { type: 'string' },
  'run-label': { type: 'string' },
  commit: { type: 'string' },
  date: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false }
} satisfies ParseArgsOptionsConfig

/** Where every usage error points. */
export const HELP_POINTER = 'Run fabric-compare --help for the usage.'

/**
 * The first option in `argv` that `options` does not know, as one short
 * problem: `unknown option --detail; did you mean --details?` (nearest name,
 * src/evidence/nearest-name.ts), or `… is an option of fabric-compare index`
 * when it belongs to the other option set `other`. Null when every option is known.
 */
function unknownOptionProblem(
  argv: string[],
  options: ParseArgsOptionsConfig,
  other: { command: string; names: readonly string[] }
): string | null {
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true })
  const names = Object.keys(options)
  for (const token of tokens) {
    if (token.kind !== 'option') continue
    const known = token.rawName.startsWith('--') ? names.includes(token.name) : Object.values(options).some((o) => o.short === token.name)
    if (known) continue
    if (token.rawName.startsWith('--') && other.names.includes(token.name))
      return `${token.rawName} is an option of ${other.command}, not of this command`
    const near = nearestName(token.name, names)
    return `unknown option ${token.rawName}${near === null ? '' : `; did you mean --${near}?`}`
  }
  return null
}

/** The command `argv` names: its first positional (`summarize`, `merge`, `index`, `history`, `summary`), else compare. */
function commandOf(argv: string[]): CliCommand {
  const { positionals } = parseArgs({
    args: argv,
    options: { ...COMPARE_OPTIONS, ...INDEX_OPTIONS },
    strict: false,
    allowPositionals: true
  })
  const first = positionals[0]
  return (COMMAND_WORDS as readonly string[]).includes(first ?? '') ? (first as CliCommand) : 'compare'
}

/**
 * Parses `argv` (without node and script). Throws ConfigurationError naming
 * the bad flag or value; an unknown option is named with the nearest known
 * one (`unknown option --detail; did you mean --details?`).
 */
export function parseCliArgs(argv: string[]): CliArgs {
  const command = commandOf(argv)
  if (command === 'index') return parseIndexCommand(argv)
  if (command === 'history') return parseHistoryCommand(argv)
  if (command === 'summary') return parseSummaryCommand(argv)
  const unknown = unknownOptionProblem(argv, COMPARE_OPTIONS, { command: 'fabric-compare index', names: Object.keys(INDEX_OPTIONS) })
  if (unknown !== null) throw new ConfigurationError(unknown)
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
    // With --configuration lines, attemptIndexArgs (above) says what they take instead.
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

/**
 * `argv` of the command `name` (`index`, `history`, `summary`) parsed with its `options`. Throws ConfigurationError
 * prefixed `name: ` for an unknown option (one of the comparison's is named as an option of `compareCommand`) or a
 * value the parser refuses.
 */
function parseCommandArgs<T extends ParseArgsOptionsConfig>(
  argv: string[],
  name: string,
  options: T,
  compareCommand = 'the comparison (fabric-compare <manifest.json>)'
): ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: T }>> {
  const unknown = unknownOptionProblem(argv, options, { command: compareCommand, names: Object.keys(COMPARE_OPTIONS) })
  if (unknown !== null) throw new ConfigurationError(`${name}: ${unknown}`)
  try {
    return parseArgs({ args: argv, allowPositionals: true, options })
  } catch (error) {
    throw new ConfigurationError(`${name}: ${errorMessage(error)}`)
  }
}

/** `fabric-compare index DIR …` (index-args.ts), as CliArgs with the compare fields at their defaults. */
function parseIndexCommand(given: string[]): CliArgs {
  const parsed = parseCommandArgs(joinNegativeValues(given), 'index', INDEX_OPTIONS)
  const { help, version } = parsed.values
  return {
    ...compareDefaults(),
    command: 'index',
    index: help || version ? null : parseIndexArgs(parsed.values, parsed.positionals.slice(1)),
    help,
    version
  }
}

/** The comparison's fields of CliArgs at their defaults, for the commands that take none of them (`index`, `history`). */
function compareDefaults(): Omit<CliArgs, 'command' | 'index' | 'help' | 'version'> {
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

/** The options of `history`. */
const HISTORY_OPTIONS = {
  markdown: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false }
} satisfies ParseArgsOptionsConfig

/**
 * `fabric-compare history S1 S2 … [--markdown]`, as CliArgs with the compare fields at their defaults. Throws
 * ConfigurationError for a usage mistake.
 */
function parseHistoryCommand(argv: string[]): CliArgs {
  const parsed = parseCommandArgs(argv, 'history', HISTORY_OPTIONS)
  const { help, version, markdown } = parsed.values
  const files = parsed.positionals.slice(1)
  if (!help && !version && files.length === 0) throw new ConfigurationError('history: give one or more shard summary files, oldest first')
  return { ...compareDefaults(), command: 'history', shards: files, markdown: markdown ? 'summary' : null, index: null, help, version }
}

/** The options of `summary decode`. */
const SUMMARY_OPTIONS = {
  output: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false }
} satisfies ParseArgsOptionsConfig

/** What `summary` does: its subcommands. */
const SUMMARY_SUBCOMMANDS = ['decode'] as const

/**
 * `fabric-compare summary decode FILE [--output FILE]`, as CliArgs (`shards`: the one file; `output`: where the lines
 * go, null: standard output) with the compare fields at their defaults. Throws ConfigurationError for a usage
 * mistake: no subcommand, an unknown one (with the nearest), no file or more than one, an unknown option.
 */
function parseSummaryCommand(argv: string[]): CliArgs {
  const parsed = parseCommandArgs(argv, 'summary', SUMMARY_OPTIONS, 'the comparison, summarize or merge')
  const { help, version, output } = parsed.values
  const [, subcommand, ...files] = parsed.positionals
  const base = { ...compareDefaults(), command: 'summary' as const, index: null, help, version }
  if (help || version) return base
  if (subcommand === undefined)
    throw new ConfigurationError(`summary: give a subcommand: ${SUMMARY_SUBCOMMANDS.join(', ')} (summary decode shard.json)`)
  if (!(SUMMARY_SUBCOMMANDS as readonly string[]).includes(subcommand)) {
    const near = nearestName(subcommand, SUMMARY_SUBCOMMANDS)
    throw new ConfigurationError(
      `summary: unknown subcommand ${JSON.stringify(subcommand)}${near === null ? `; valid: ${SUMMARY_SUBCOMMANDS.join(', ')}` : `; did you mean ${near}?`}`
    )
  }
  if (files.length !== 1)
    throw new ConfigurationError(
      files.length === 0
        ? 'summary decode: give the shard summary file to decode'
        : `summary decode: give one shard summary file, got ${files.length}: ${files.join(' ')}`
    )
  if (output !== undefined && output.trim() === '') throw new ConfigurationError('--output: give a file name')
  return { ...base, shards: files, output: output ?? null }
}
