/**
 * The action's inputs (action.yml), parsed once into a typed settings
 * object. Every invalid value is rejected with a ConfigurationError naming
 * the input, the value and the valid values. `''` means "not given".
 */
import { baselineName } from '../comparison/input/baseline.js'
import { DEFAULT_GATE_POLICY, GATE_POLICIES } from '../model/index.js'
import { ConfigurationError } from '../errors.js'
import { notOneOf } from '../evidence/nearest-name.js'
import { parseConfigurationBy, parseConfigurationMap } from '../evidence/harbor/configuration.js'
import { DEFAULT_DOWNLOAD_CONCURRENCY } from '../github/artifacts.js'
import { DEFAULT_ARTIFACT_MAX_BYTES } from '../github/artifact-extract.js'
import {
  parseConfigurationLines,
  parseEvaluatorLines,
  parsePricingLines,
  type ConfigurationSource,
  type EvaluatorLine,
  type PricingLine
} from './configuration-lines.js'
import { boundedInteger, MAX_ATTEMPTS_PER_TASK, MAX_DOWNLOAD_CONCURRENCY, MAX_ID } from './limits.js'
import type { GateSettings } from '../comparison/input/settings.js'
import { parseBudgets } from './budgets.js'
import { DEFAULT_ALPHA_FAMILY, parseAlphaFamily } from './alpha-family.js'
import { DEFAULT_BASELINE_MAX_AGE_MS, parseBaselineMaxAge } from './baseline-max-age.js'
import { checkRewardKey, parseRewardFile, type RewardFile } from './reward-key.js'
import { parseTolerancePp } from './tolerance.js'

/** Reads one raw input by its action.yml name (e.g. `core.getInput`). */
export type InputReader = (name: string) => string

/** Where the workflow run's artifacts come from by default (another run needs a token). */
export interface RunRef {
  runId: number
  owner: string
  repo: string
  /** How the report names the run; absent: `run N of o/r` (the default branch's run: `run N of o/r, main at abc1234`). */
  label?: string
}

/** What the action does: compare evidence (default), write one shard's summary, or merge shard summaries. */
export type ActionMode = 'compare' | 'summarize' | 'merge'

/** The valid modes, in documentation order. */
export const ACTION_MODES: readonly ActionMode[] = ['compare', 'summarize', 'merge']

/** The resolved settings of one action run. */
export interface Settings {
  /** `mode` input (default `compare`). */
  mode: ActionMode
  /** `merge`: artifact name patterns of the shard summaries to download (input `shard-artifacts`). */
  shardArtifacts: string[]
  /** `summarize`: where to write the shard summary (input `summary-path`, relative to the workspace); null = under RUNNER_TEMP. */
  summaryPath: string | null
  /** Manifest path (workspace, else inside the evidence); null in inventory mode. */
  manifest: string | null
  /** Configurations with their artifact name patterns and optional other run (inventory mode). */
  configurations: ConfigurationSource[]
  /** `tasks` input: a file path, or the inline `task@revision` lines; null when not given. */
  tasks: { file: string } | { lines: string[] } | null
  /** Expected attempts per task; null when `tasks` is not given. */
  attemptsPerTask: number | null
  /** Pricing basis per configuration id. */
  pricing: PricingLine[]
  /** Default evaluator per configuration id (verdicts of index files without an evaluator). */
  evaluators: EvaluatorLine[]
  /** Harbor job folders or globs inside the evidence. */
  harborJobs: string[]
  /** `tb1-runs`: Terminal-Bench 1.x run folders or globs inside the evidence (with or without `harbor-jobs`). */
  tb1Runs: string[]
  /**
   * `configuration-map`: the Harbor / TB1 configuration map (a JSON object of configuration ids,
   * `src/evidence/harbor/configuration.ts`); null = not given.
   */
  configurationMap: Record<string, string> | null
  /** `configuration-by`: Harbor configuration keys (`kwargs.<name>`, `agent`, `model`, `job`); null = not given. */
  configurationBy: string[] | null
  /** `pass-threshold`: Harbor reward at or above which an attempt passes; null = the default (1). */
  passThreshold: number | null
  /** `reward-key`: the Harbor reward key that decides; null = `reward`, else the only key. */
  rewardKey: string | null
  /** `reward-file`: the reward file that decides when a trial's two disagree; null = no verdict then. */
  rewardFile: RewardFile | null
  /** Extra artifact name patterns to download (manifest and Harbor modes). */
  artifacts: string[]
  /** Default other workflow run to download from; null = this run. */
  run: RunRef | null
  /** Token for another run's artifacts and for comments; never logged. */
  token: string
  /** Local folder used instead of downloading artifacts. */
  evidencePath: string | null
  /**
   * The gate settings, read once: `fail-on` (policy), `regression-tolerance-pp` (tolerance or margin, percentage points,
   * default 0), `budgets` (one `METRIC=LIMIT` per line, in order) and `baseline` (the configuration every other is
   * compared against; null: the first).
   */
  gate: Required<GateSettings>
  comment: boolean
  commentKey: string
  /** `comment-notify`: post a short new comment when the edited comment's verdict turns from passed to failed. */
  commentNotify: boolean
  /** `comment-author`: the login our comments carry (e.g. `my-app[bot]`); null = learn it (see `src/github/comment-author.ts`). */
  commentAuthor: string | null
  pullRequestNumber: number | null
  /** Maximum artifacts downloaded at once. */
  downloadConcurrency: number
  /** `artifact-max-bytes`: most bytes one artifact may inflate to (src/github/artifact-extract.ts). */
  artifactMaxBytes: number
  /**
   * `upload-summary`: upload this run's summary as the artifact `fabric-compare-summary`
   * (src/action/history.ts); null = not given: on for a push to the default branch, else off.
   */
  uploadSummary: boolean | null
  /** `history`: how many of the default branch's last completed runs to draw (1–100); 0 = off (the default). */
  history: number
  /**
   * `baseline-max-age` in ms (default 7 days): a `run=default-branch` baseline whose commit is older than this before
   * the base commit is a `baseline_stale` warning.
   */
  baselineMaxAgeMs: number
}

/** The most runs `history` may ask for (issue 23's limit; one REST page of runs). */
export const MAX_HISTORY = 100

function optional(read: InputReader, name: string): string | null {
  const value = read(name).trim()
  return value === '' ? null : value
}

function lines(read: InputReader, name: string): string[] {
  return read(name)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
}

/** Parses a strict boolean the way `core.getBooleanInput` does (YAML 1.2 core schema), with a default. */
export function booleanInput(read: InputReader, name: string, fallback: boolean): boolean {
  const value = optional(read, name)
  if (value === null) return fallback
  if (['true', 'True', 'TRUE'].includes(value)) return true
  if (['false', 'False', 'FALSE'].includes(value)) return false
  throw new ConfigurationError(`input \`${name}\`: ${JSON.stringify(value)} is not a boolean; valid: true, false`)
}

/** Parses a whole-number input from 1 to `max` (see limits.ts); null when not given. */
export function positiveInteger(read: InputReader, name: string, max: number = MAX_ID): number | null {
  const value = optional(read, name)
  if (value === null) return null
  return boundedInteger(name, value, 1, max)
}

function choice<T extends string>(read: InputReader, name: string, valid: readonly T[], fallback: T): T {
  const value = optional(read, name) ?? fallback
  if (!(valid as readonly string[]).includes(value)) {
    throw new ConfigurationError(notOneOf(`input \`${name}\``, value, valid))
  }
  return value as T
}

/** Parses `owner/name`. */
export function repositoryInput(value: string, name: string): { owner: string; repo: string } {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(value)
  if (!match) throw new ConfigurationError(`input \`${name}\`: ${JSON.stringify(value)} is not owner/name`)
  return { owner: match[1], repo: match[2] }
}

/**
 * The Harbor-mode inputs `configuration-map` (a JSON object, strict),
 * `configuration-by`, `pass-threshold`, `reward-key` and `reward-file`: refused outside Harbor / TB1
 * mode (`harborMode` false), and all but `configuration-map` with
 * TB1 runs alone (`tb1Only`: TB1 results carry no kwargs or rewards).
 * Throws ConfigurationError naming the input.
 */
function harborInputs(
  read: InputReader,
  harborMode: boolean,
  tb1Only: boolean
): Pick<Settings, 'configurationMap' | 'configurationBy' | 'passThreshold' | 'rewardKey' | 'rewardFile'> {
  const mapText = optional(read, 'configuration-map')
  const byText = optional(read, 'configuration-by')
  const thresholdText = optional(read, 'pass-threshold')
  const rewardKey = optional(read, 'reward-key')
  const rewardFileText = optional(read, 'reward-file')
  for (const [name, value] of [
    ['configuration-map', mapText],
    ['configuration-by', byText],
    ['pass-threshold', thresholdText],
    ['reward-key', rewardKey],
    ['reward-file', rewardFileText]
  ] as const) {
    if (value !== null && !harborMode) throw new ConfigurationError(`input \`${name}\` only applies with \`harbor-jobs\` or \`tb1-runs\``)
    if (value !== null && tb1Only && name !== 'configuration-map')
      throw new ConfigurationError(
        `input \`${name}\` only applies with \`harbor-jobs\` (Terminal-Bench 1.x runs have no kwargs or rewards)`
      )
  }
  let configurationMap: Record<string, string> | null = null
  let configurationBy: string[] | null = null
  try {
    if (mapText !== null) configurationMap = parseConfigurationMap(mapText, 'input `configuration-map`')
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    throw new ConfigurationError(error.message)
  }
  try {
    if (byText !== null) configurationBy = parseConfigurationBy(byText)
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    throw new ConfigurationError(`input \`configuration-by\`: ${error.message}`)
  }
  const passThreshold = thresholdText === null ? null : Number(thresholdText)
  if (passThreshold !== null && !Number.isFinite(passThreshold))
    throw new ConfigurationError(`input \`pass-threshold\`: ${JSON.stringify(thresholdText)} is not a number`)
  if (rewardKey !== null) checkRewardKey(rewardKey, 'input `reward-key`')
  const rewardFile = rewardFileText === null ? null : parseRewardFile(rewardFileText, 'input `reward-file`')
  return { configurationMap, configurationBy, passThreshold, rewardKey, rewardFile }
}

/** The inputs each mode needs and refuses (ConfigurationError naming them). */
function checkModeInputs(
  mode: ActionMode,
  given: { shardArtifacts: string[]; summaryPath: string | null; modes: number; tasks: boolean; budgets: boolean; baseline: boolean }
): void {
  if (mode === 'merge') {
    if (given.shardArtifacts.length === 0)
      throw new ConfigurationError('mode `merge` needs `shard-artifacts` (the artifact name patterns of the shard summaries)')
    if (given.modes > 0)
      throw new ConfigurationError(
        'mode `merge` reads shard summaries: give no `manifest`, `configurations` or `harbor-jobs` (the summaries carry them)'
      )
  } else if (given.shardArtifacts.length > 0) {
    throw new ConfigurationError('input `shard-artifacts` only applies with mode `merge`')
  }
  if (mode === 'summarize' && given.tasks) {
    throw new ConfigurationError(
      'mode `summarize`: give `tasks` and `attempts-per-task` to the merge job (a shard holds part of the inventory)'
    )
  }
  if (mode !== 'summarize' && given.summaryPath !== null)
    throw new ConfigurationError('input `summary-path` only applies with mode `summarize`')
  if (mode === 'summarize' && given.budgets) {
    throw new ConfigurationError('mode `summarize`: give `budgets` to the merge job (the gate is decided there, over every shard)')
  }
  if (mode === 'summarize' && given.baseline) {
    throw new ConfigurationError(
      'mode `summarize`: give `baseline` to the merge job (a shard compares nothing; the comparison is made there)'
    )
  }
}

/**
 * Reads every input once. `currentRepository` is `GITHUB_REPOSITORY`
 * (`owner/name`), used when `run-id` is given without `repository`.
 * Throws ConfigurationError for invalid or conflicting inputs.
 */
export function readSettings(read: InputReader, currentRepository: string | null): Settings {
  const mode = choice(read, 'mode', ACTION_MODES, 'compare')
  const shardArtifacts = lines(read, 'shard-artifacts')
  const summaryPath = optional(read, 'summary-path')
  const manifest = optional(read, 'manifest')
  const configurations = parseConfigurationLines(lines(read, 'configurations'), currentRepository)
  const harborJobs = lines(read, 'harbor-jobs')
  const tb1Runs = lines(read, 'tb1-runs')
  const harborMode = harborJobs.length > 0 || tb1Runs.length > 0
  const modes = [manifest !== null, configurations.length > 0, harborMode].filter(Boolean).length
  checkModeInputs(mode, {
    shardArtifacts,
    summaryPath,
    modes,
    tasks: lines(read, 'tasks').length > 0,
    budgets: lines(read, 'budgets').length > 0,
    baseline: optional(read, 'baseline') !== null
  })
  if (mode !== 'merge' && modes === 0) {
    throw new ConfigurationError(
      'no comparison declared: give `manifest`, or `configurations` (with `tasks` and `attempts-per-task` for a verified inventory), or `harbor-jobs` / `tb1-runs`'
    )
  }
  if (modes > 1)
    throw new ConfigurationError(
      `give only one of \`manifest\`, \`configurations\` and \`harbor-jobs\`${tb1Runs.length > 0 ? ' / `tb1-runs`' : ''}`
    )
  const harbor = harborInputs(read, harborMode, tb1Runs.length > 0 && harborJobs.length === 0)

  const tasksValue = lines(read, 'tasks')
  const tasks =
    tasksValue.length === 0
      ? null
      : tasksValue.length === 1 && !tasksValue[0].includes('@')
        ? { file: tasksValue[0] }
        : { lines: tasksValue }
  const attemptsPerTask = positiveInteger(read, 'attempts-per-task', MAX_ATTEMPTS_PER_TASK)
  if (tasks !== null && attemptsPerTask === null) {
    throw new ConfigurationError('input `attempts-per-task` is required with `tasks` (how many attempts of each task were meant to run)')
  }
  if (tasks !== null && configurations.length === 0 && mode !== 'merge') {
    throw new ConfigurationError('input `tasks` needs `configurations` (the expected inventory is per configuration)')
  }

  const runIdValue = optional(read, 'run-id')
  let run: RunRef | null = null
  if (runIdValue !== null) {
    boundedInteger('run-id', runIdValue, 1, MAX_ID, 'a workflow run id')
    const repoValue = optional(read, 'repository') ?? currentRepository
    if (repoValue === null) throw new ConfigurationError('input `repository` is required with `run-id` outside GitHub Actions')
    run = { runId: Number(runIdValue), ...repositoryInput(repoValue, 'repository') }
  } else if (optional(read, 'repository') !== null) {
    throw new ConfigurationError('input `repository` only applies with `run-id` (artifacts of this run come from this repository)')
  }
  const prValue = optional(read, 'pull-request-number')
  if (prValue !== null) boundedInteger('pull-request-number', prValue, 1, MAX_ID, 'a pull request number')
  const commentKey = optional(read, 'comment-key') ?? 'default'
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(commentKey)) {
    throw new ConfigurationError(`input \`comment-key\`: ${JSON.stringify(commentKey)} is not valid; use 1–64 of A–Z a–z 0–9 . _ -`)
  }
  const commentAuthor = optional(read, 'comment-author')
  if (commentAuthor !== null && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(commentAuthor)) {
    throw new ConfigurationError(
      `input \`comment-author\`: ${JSON.stringify(commentAuthor)} is not a GitHub login (e.g. octocat, my-app[bot])`
    )
  }
  const evidencePath = optional(read, 'evidence-path')
  const historyValue = optional(read, 'history')
  const history =
    historyValue === null || historyValue === '0' ? 0 : boundedInteger('history', historyValue, 1, MAX_HISTORY, 'a number of runs')
  const uploadSummary = optional(read, 'upload-summary') === null ? null : booleanInput(read, 'upload-summary', false)
  if (mode === 'summarize' && (uploadSummary === true || history > 0)) {
    throw new ConfigurationError(
      `mode \`summarize\`: \`${uploadSummary === true ? 'upload-summary' : 'history'}\` belongs to the job that reports (compare or merge): a shard is not a run's result`
    )
  }
  const fromDefaultBranch = configurations.find((c) => c.defaultBranch === true)
  const maxAge = optional(read, 'baseline-max-age')
  if (maxAge !== null && fromDefaultBranch === undefined)
    throw new ConfigurationError(
      "input `baseline-max-age` only applies with a `run=default-branch` line in `configurations` (the age of the default branch's baseline)"
    )
  const baselineMaxAgeMs = maxAge === null ? DEFAULT_BASELINE_MAX_AGE_MS : parseBaselineMaxAge(maxAge, 'input `baseline-max-age`')
  if (evidencePath !== null && fromDefaultBranch !== undefined) {
    throw new ConfigurationError(
      `input \`configurations\`: ${fromDefaultBranch.id} has run=default-branch, which downloads that run's artifacts: not with \`evidence-path\` (a local folder)`
    )
  }
  return {
    mode,
    shardArtifacts,
    summaryPath,
    manifest,
    configurations,
    tasks,
    attemptsPerTask,
    pricing: parsePricingLines(lines(read, 'pricing')),
    evaluators: parseEvaluatorLines(lines(read, 'evaluators')),
    harborJobs,
    tb1Runs,
    ...harbor,
    artifacts: lines(read, 'artifacts'),
    run,
    token: read('github-token').trim(),
    evidencePath,
    gate: {
      policy: choice(read, 'fail-on', GATE_POLICIES, DEFAULT_GATE_POLICY),
      regression_tolerance_pp: parseTolerancePp(optional(read, 'regression-tolerance-pp') ?? '0', 'input `regression-tolerance-pp`'),
      alpha_family:
        optional(read, 'alpha-family') === null
          ? DEFAULT_ALPHA_FAMILY
          : parseAlphaFamily(optional(read, 'alpha-family')!, 'input `alpha-family`'),
      budgets: parseBudgets(lines(read, 'budgets'), 'input `budgets`'),
      baseline: optional(read, 'baseline') === null ? null : baselineName(optional(read, 'baseline')!, 'input `baseline`')
    },
    comment: booleanInput(read, 'comment', true),
    commentNotify: booleanInput(read, 'comment-notify', true),
    commentKey,
    commentAuthor,
    pullRequestNumber: prValue === null ? null : Number(prValue),
    downloadConcurrency: positiveInteger(read, 'download-concurrency', MAX_DOWNLOAD_CONCURRENCY) ?? DEFAULT_DOWNLOAD_CONCURRENCY,
    artifactMaxBytes: positiveInteger(read, 'artifact-max-bytes') ?? DEFAULT_ARTIFACT_MAX_BYTES,
    uploadSummary,
    history,
    baselineMaxAgeMs
  }
}
