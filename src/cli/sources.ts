/**
 * The command line's evidence, as a source description (src/sources/choose.ts):
 * a manifest; Harbor job / NeMo Fabric Harbor sample folders (`--harbor-job`)
 * and Terminal-Bench 1.x run folders (`--tb1-run`), paths or globs, with the
 * optional `--configuration-map` file, `--configuration-by` keys and
 * `--pass-threshold`; or attempt index folders (`--configuration` lines over
 * the sub-folders of `--evidence`, with `--tasks`/`--attempts-per-task`),
 * read exactly as the action reads its artifacts.
 */
import path from 'node:path'
import { glob, isDynamicPattern } from 'tinyglobby'
import { ConfigurationError } from '../errors.js'
import { parseConfigurationMap } from '../evidence/harbor/configuration.js'
import { readEvidenceText } from '../evidence/files/open-file.js'
import { expectedInventoryOf } from '../inputs/limits.js'
import { readTasks } from '../inputs/tasks.js'
import type { SourceDescription } from '../sources/choose.js'
import { localEvidence } from '../sources/evidence-folders.js'
import { rethrowAsOption, type CliArgs } from './args.js'

/**
 * The configuration map file named by `--configuration-map`; throws ConfigurationError naming it when it cannot be read
 * or is not a map.
 */
function readConfigurationMap(file: string): Record<string, string> {
  const text = readEvidenceText(file)
  if (typeof text !== 'string')
    throw new ConfigurationError(`--configuration-map: ${file}: ${text.state === 'missing' ? 'no such file' : text.reason}`)
  try {
    return parseConfigurationMap(text, file)
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    throw new ConfigurationError(`--configuration-map: ${error.message}`)
  }
}

/**
 * The folders `given` names for `flag`: a path as given, a glob (`jobs/*`, quoted so the shell
 * leaves it) expanded to the folders it matches relative to the current folder, sorted, links not
 * followed. Throws ConfigurationError naming a glob that matches no folder.
 */
export async function expandFolders(given: readonly string[], flag: string): Promise<string[]> {
  const out: string[] = []
  for (const entry of given) {
    if (!isDynamicPattern(entry)) {
      out.push(entry)
      continue
    }
    const found = await glob(entry, { onlyDirectories: true, followSymbolicLinks: false, expandDirectories: false })
    if (found.length === 0)
      throw new ConfigurationError(`${flag} ${JSON.stringify(entry)}: no folder matches this glob (relative to ${process.cwd()})`)
    for (const f of found.map((x) => x.replace(/\/+$/, '')).sort()) out.push(f)
  }
  return [...new Set(out)]
}

/**
 * The attempt index lines checked against each other and the folders: a `--configuration` whose
 * pattern matches no sub-folder of `root`, and a `--pricing` or `--evaluator` line naming no
 * `--configuration`, are usage errors (a typo would otherwise read as missing evidence or be
 * ignored). Throws ConfigurationError naming the line, the folders or the configurations.
 */
function checkAttemptIndexLines(args: CliArgs, folders: ReadonlyArray<{ name: string; configurations: string[] }>, root: string): void {
  for (const c of args.configurations) {
    if (folders.some((f) => f.configurations.includes(c.id))) continue
    const names = folders.map((f) => JSON.stringify(f.name))
    const shown =
      names.length === 0
        ? 'it has none'
        : `its sub-folders: ${names.slice(0, 10).join(', ')}${names.length > 10 ? `, and ${names.length - 10} more` : ''}`
    throw new ConfigurationError(
      `--configuration ${JSON.stringify(`${c.id}: ${c.pattern}`)}: no sub-folder of ${root} matches ${JSON.stringify(c.pattern)} (${shown})`
    )
  }
  const ids = args.configurations.map((c) => c.id)
  for (const [flag, lines] of [
    ['--pricing', args.pricing],
    ['--evaluator', args.evaluators]
  ] as const) {
    for (const line of lines) {
      if (!ids.includes(line.id))
        throw new ConfigurationError(
          `${flag} ${JSON.stringify(line.id)}: no --configuration has this id (configurations: ${ids.map((i) => JSON.stringify(i)).join(', ')})`
        )
    }
  }
}

/**
 * Where the attempts of this command line come from. Throws ConfigurationError for an unreadable
 * configuration map, evidence folder or tasks file, a glob or `--configuration` pattern matching no
 * folder, a `--pricing`/`--evaluator` line naming no `--configuration`, or an expected inventory
 * past its limit.
 */
export async function cliSourceDescription(args: CliArgs): Promise<SourceDescription> {
  if (args.manifest !== null) return { kind: 'manifest', file: args.manifest }
  if (args.configurations.length > 0) {
    const root = path.resolve(args.evidence ?? '.')
    const evidence = await localEvidence(root, args.configurations, '--evidence')
    checkAttemptIndexLines(
      args,
      evidence.artifacts.map((a) => ({ name: a.name, configurations: a.configurations ?? [] })),
      root
    )
    const tasksFile = args.tasks
    const tasks =
      tasksFile === null
        ? null
        : await readTasks({ file: tasksFile }, process.cwd()).catch((error: unknown) => rethrowAsOption(error, 'input `tasks`', '--tasks'))
    const expected =
      tasks === null || args.attemptsPerTask === null ? null : expectedInventoryOf(tasks, args.attemptsPerTask, args.configurations.length)
    return {
      kind: 'attempt_index',
      lines: { configurations: args.configurations, pricing: args.pricing, evaluators: args.evaluators },
      evidence,
      expected
    }
  }
  const file = args.configurationMap
  return {
    kind: 'harbor',
    jobs: await expandFolders(args.harborJobs, '--harbor-job'),
    runs: await expandFolders(args.tb1Runs, '--tb1-run'),
    configurationMap: file === null ? null : { map: readConfigurationMap(file), label: `--configuration-map ${file}` },
    configurationBy: args.configurationBy,
    passThreshold: args.passThreshold,
    rewardKey: args.rewardKey,
    rewardFile: args.rewardFile,
    pricing: args.pricing,
    shard: args.command === 'summarize',
    names: 'cli'
  }
}
