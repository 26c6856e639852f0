/**
 * The option table shared by compare, summarize and merge (`COMPARE_OPTIONS`), the words that name the other
 * commands, and the helpers every command's parser uses: the unknown-option problem (with the nearest name), a
 * command's own option parse, and an action input's error renamed to the CLI option.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { DEFAULT_GATE_POLICY } from '../../model/index.js'
import { ConfigurationError, errorMessage } from '../../errors.js'
import { nearestName } from '../../evidence/nearest-name.js'

/** The options of compare, summarize and merge (`node:util` parseArgs configuration). */
export const COMPARE_OPTIONS = {
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

/** The words that name a command when they are the first positional. */
export const COMMAND_WORDS = ['summarize', 'merge', 'index', 'history', 'summary'] as const

/**
 * Rethrows `error`; a ConfigurationError with the action's input name (`input \`tasks\``) in its
 * message replaced by the CLI option (`--tasks`), so one parser serves both.
 */
export function rethrowAsOption(error: unknown, input: string, option: string): never {
  if (!(error instanceof ConfigurationError)) throw error
  throw new ConfigurationError(error.message.replaceAll(input, option))
}

/** `fn()`, its ConfigurationError naming the CLI option instead of the action's input ({@link rethrowAsOption}). */
export function asCliOption<T>(fn: () => T, input: string, option: string): T {
  try {
    return fn()
  } catch (error) {
    return rethrowAsOption(error, input, option)
  }
}

/**
 * The first option in `argv` that `options` does not know, as one short
 * problem: `unknown option --detail; did you mean --details?` (nearest name,
 * src/evidence/nearest-name.ts), or `… is an option of fabric-compare index`
 * when it belongs to the other option set `other`. Null when every option is known.
 */
export function unknownOptionProblem(
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

/**
 * `argv` of the command `name` (`index`, `history`, `summary`) parsed with its `options`. Throws ConfigurationError
 * prefixed `name: ` for an unknown option (one of the comparison's is named as an option of `compareCommand`) or a
 * value the parser refuses.
 */
export function parseCommandArgs<T extends ParseArgsOptionsConfig>(
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
