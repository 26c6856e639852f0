/**
 * The options that read attempt index folders as the action's `configurations` input does: `--configuration`
 * lines and the `--evidence`, `--tasks`, `--attempts-per-task` and `--evaluator` options that go with them,
 * checked against each other and the other sources (compare and summarize).
 */
import { parseConfigurationLines, parseEvaluatorLines, type ConfigurationSource } from '../../inputs/configuration-lines.js'
import { boundedInteger, MAX_ATTEMPTS_PER_TASK } from '../../inputs/limits.js'
import { ConfigurationError } from '../../errors.js'
import type { CliArgs, CliCommand } from './cli-args.js'
import { asCliOption } from './options.js'

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
 * The options that choose attempt index folders (`--configuration` and the ones that go with it),
 * checked against each other and the other sources. Throws ConfigurationError.
 */
export function attemptIndexArgs(
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
