/**
 * The arguments of `fabric-compare summary decode FILE [--output FILE]`.
 */
import type { ParseArgsOptionsConfig } from 'node:util'
import { ConfigurationError } from '../../errors.js'
import { nearestName } from '../../evidence/nearest-name.js'
import type { CliArgs } from './cli-args.js'
import { compareDefaults } from './compare.js'
import { parseCommandArgs } from './options.js'

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
export function parseSummaryCommand(argv: string[]): CliArgs {
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
