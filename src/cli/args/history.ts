/**
 * The arguments of `fabric-compare history S1 S2 … [--markdown]`.
 */
import type { ParseArgsOptionsConfig } from 'node:util'
import { ConfigurationError } from '../../errors.js'
import type { CliArgs } from './cli-args.js'
import { compareDefaults } from './compare.js'
import { parseCommandArgs } from './options.js'

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
export function parseHistoryCommand(argv: string[]): CliArgs {
  const parsed = parseCommandArgs(argv, 'history', HISTORY_OPTIONS)
  const { help, version, markdown } = parsed.values
  const files = parsed.positionals.slice(1)
  if (!help && !version && files.length === 0) throw new ConfigurationError('history: give one or more shard summary files, oldest first')
  return { ...compareDefaults(), command: 'history', shards: files, markdown: markdown ? 'summary' : null, index: null, help, version }
}
