/**
 * Command-line arguments of `fabric-compare`, parsed once into a typed
 * object. Usage mistakes throw ConfigurationError (exit 2).
 *
 * This file names the command and hands `argv` to its parser in args/: compare, summarize and merge
 * (compare.ts, over the shared option table of options.ts, with the attempt index folders of
 * configuration-folders.ts), `index` (index-args.ts), `history` (history.ts) and `summary` (summary.ts);
 * the parsed shape is cli-args.ts, the usage text usage.ts.
 */
import { parseArgs } from 'node:util'
import { ConfigurationError } from '../errors.js'
import type { CliArgs, CliCommand } from './args/cli-args.js'
import { parseCompareCommand } from './args/compare.js'
import { parseHistoryCommand } from './args/history.js'
import { INDEX_OPTIONS, parseIndexCommand } from './args/index-args.js'
import { COMMAND_WORDS, COMPARE_OPTIONS, unknownOptionProblem } from './args/options.js'
import { parseSummaryCommand } from './args/summary.js'

export type { CliArgs, CliCommand, IndexArgs } from './args/cli-args.js'
export { rethrowAsOption } from './args/options.js'
export { HELP_POINTER, USAGE } from './args/usage.js'

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
  return parseCompareCommand(argv, command)
}
