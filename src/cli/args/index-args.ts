/**
 * Arguments of `fabric-compare index DIR --configuration ID --task TASK
 * --revision REV --attempt N [--passed true|false] [--score X]
 * [--evaluator NAME@VERSION] [--task-duration-ms MS]`, parsed into what the
 * attempt index file (`fabric-attempt.json`, src/sources/manifest/schema.ts) holds
 * beside the requests, and given as CliArgs (`parseIndexCommand`). Usage mistakes throw ConfigurationError (exit 2).
 */
import type { ParseArgsOptionsConfig } from 'node:util'
import { ConfigurationError } from '../../errors.js'
import type { CliArgs, IndexArgs } from './cli-args.js'
import { compareDefaults } from './compare.js'
import { parseCommandArgs } from './options.js'

/** The options of `index` (`node:util` parseArgs configuration). */
export const INDEX_OPTIONS = {
  configuration: { type: 'string' },
  task: { type: 'string' },
  revision: { type: 'string' },
  attempt: { type: 'string' },
  passed: { type: 'string' },
  score: { type: 'string' },
  evaluator: { type: 'string' },
  'task-duration-ms': { type: 'string' },
  'requests-complete': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  version: { type: 'boolean', default: false }
} satisfies ParseArgsOptionsConfig

/**
 * `argv` with a negative-number value given as its own argument after a
 * string option of `index` (`--score -5`, `--task-duration-ms -5`) joined
 * to it as `--option=-5`, so the option parser reads it as the value (and
 * the value's own check names it) instead of refusing it as an ambiguous
 * option. Other arguments are kept as they are.
 */
export function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const next = argv[i + 1]
    const name = arg.startsWith('--') ? arg.slice(2) : null
    if (
      name !== null &&
      Object.hasOwn(INDEX_OPTIONS, name) &&
      INDEX_OPTIONS[name as keyof typeof INDEX_OPTIONS].type === 'string' &&
      next !== undefined &&
      /^-(\d|\.\d)/.test(next)
    ) {
      out.push(`${arg}=${next}`)
      i++
    } else out.push(arg)
  }
  return out
}

type IndexValues = { [K in keyof typeof INDEX_OPTIONS]?: string | boolean }

function number(value: string, option: string, what: string, ok: (n: number) => boolean): number {
  const n = Number(value)
  if (value.trim() === '' || !Number.isFinite(n) || !ok(n))
    throw new ConfigurationError(`index: ${option}: ${JSON.stringify(value)} is not ${what}`)
  return n
}

/**
 * The index arguments from parsed option values and the positionals after
 * `index`. Throws ConfigurationError for a missing folder or required
 * option, more than one folder, `--passed` other than `true`/`false`, a
 * score that is not a finite number, a duration that is not a non-negative
 * number of milliseconds, or an evaluator that is not NAME@VERSION with
 * both parts non-empty (`foo`, `@`, `calc@` are refused).
 */
export function parseIndexArgs(values: IndexValues, positionals: string[]): IndexArgs {
  if (positionals.length === 0)
    throw new ConfigurationError('index: give the folder to index (index DIR --configuration ID --task TASK --revision REV --attempt N)')
  if (positionals.length > 1)
    throw new ConfigurationError(`index: expected one folder, got ${positionals.length}: ${positionals.join(' ')}`)
  const text = (key: keyof typeof INDEX_OPTIONS): string | null => {
    const v = values[key]
    return typeof v === 'string' ? v : null
  }
  const missing = (['configuration', 'task', 'revision', 'attempt'] as const).filter((k) => (text(k) ?? '') === '')
  if (missing.length > 0) throw new ConfigurationError(`index: give ${missing.map((k) => `--${k}`).join(', ')} (a non-empty value each)`)
  const passedText = text('passed')
  if (passedText !== null && passedText !== 'true' && passedText !== 'false') {
    throw new ConfigurationError(`index: --passed: ${JSON.stringify(passedText)} is neither true nor false`)
  }
  const scoreText = text('score')
  const durationText = text('task-duration-ms')
  const evaluatorText = text('evaluator')
  let evaluator: IndexArgs['evaluator'] = null
  if (evaluatorText !== null) {
    // NAME@VERSION, split at the last `@` (a name may hold one, e.g. `@scope/verifier@1.0`); both parts non-empty.
    const at = evaluatorText.lastIndexOf('@')
    const name = at > 0 ? evaluatorText.slice(0, at) : ''
    const version = at > 0 ? evaluatorText.slice(at + 1) : ''
    if (name.trim() === '' || version.trim() === '')
      throw new ConfigurationError(
        `index: --evaluator: ${JSON.stringify(evaluatorText)} is not NAME@VERSION: give the evaluator's name and version, both non-empty (e.g. calc-verifier@1.0)`
      )
    evaluator = { name, version }
  }
  return {
    dir: positionals[0] as string,
    configuration: text('configuration') as string,
    task: text('task') as string,
    revision: text('revision') as string,
    attempt: text('attempt') as string,
    passed: passedText === null ? null : passedText === 'true',
    score: scoreText === null ? null : number(scoreText, '--score', 'a finite number', () => true),
    evaluator,
    task_duration_ms:
      durationText === null ? null : number(durationText, '--task-duration-ms', 'a non-negative number of milliseconds', (n) => n >= 0),
    requests_complete_claimed: values['requests-complete'] === true
  }
}

/** `fabric-compare index DIR …` (index-args.ts), as CliArgs with the compare fields at their defaults. */
export function parseIndexCommand(given: string[]): CliArgs {
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
