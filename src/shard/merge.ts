/**
 * Shard summaries → one comparison input. The attempts of all shards are
 * concatenated (the comparison orders them by attempt key and claims
 * evidence files shared across shards by artifact and path), so the report
 * of the merged input is the report a single run over all the evidence
 * gives. Pure: no file system.
 */
import type { ConfigurationInput } from '../comparison/input.js'
import type { SourceInput } from '../sources/source.js'
import { ConfigurationError } from '../errors.js'
import type { ShardSummary } from './schema.js'

/** A shard summary and the file it was read from (named in every refusal). */
export interface ShardFile {
  file: string
  summary: ShardSummary
}

/** Problems that make the shards impossible to merge: one shard twice, mixed tool versions, one configuration declared two ways. */
function mergeProblems(shards: readonly ShardFile[]): string[] {
  const problems: string[] = []
  const ids = new Map<string, string>()
  for (const { file, summary } of shards) {
    const first = ids.get(summary.shard_id)
    if (first !== undefined) problems.push(`${file}: the same shard as ${first} (${summary.shard_id}); give each shard once`)
    else ids.set(summary.shard_id, file)
  }
  const versions = new Map<string, string>()
  for (const { file, summary } of shards) {
    if (!versions.has(summary.generated_by.version)) versions.set(summary.generated_by.version, file)
  }
  if (versions.size > 1) {
    const listed = [...versions].map(([v, f]) => `${v} (${f})`).join(', ')
    problems.push(`the summaries were written by different fabric-compare versions: ${listed}; summarise every shard with one version`)
  }
  const declared = new Map<string, { file: string; text: string }>()
  for (const { file, summary } of shards) {
    for (const c of summary.configurations) {
      const text = JSON.stringify([c.attempts_complete, c.pricing, c.evaluator])
      const first = declared.get(c.id)
      if (first === undefined) declared.set(c.id, { file, text })
      else if (first.text !== text) {
        problems.push(`${file}: configuration ${JSON.stringify(c.id)} is declared differently than in ${first.file} (attempts_complete, pricing or evaluator)`)
      }
    }
  }
  return problems
}

/**
 * Merges `shards` (at least one) into one input (no gate settings: the caller joins them).
 * Configurations are taken in order of first appearance, shards in the
 * order given (the first is the baseline); attempts, findings, artifacts
 * and unexpected attempts are concatenated. Throws ConfigurationError
 * listing every problem (see `mergeProblems`), naming the files.
 */
export function mergeShards(shards: readonly ShardFile[]): SourceInput {
  if (shards.length === 0) throw new ConfigurationError('merge: no shard summary given')
  const problems = mergeProblems(shards)
  if (problems.length > 0) throw new ConfigurationError('cannot merge the shard summaries', problems)
  const configurations = new Map<string, ConfigurationInput>()
  for (const { summary } of shards) {
    for (const c of summary.configurations) if (!configurations.has(c.id)) configurations.set(c.id, c)
  }
  return {
    source: 'shard_summary',
    configurations: [...configurations.values()],
    attempts: shards.flatMap((s) => s.summary.attempts),
    diagnostics: shards.flatMap((s) => s.summary.diagnostics),
    artifacts: shards.flatMap((s) => s.summary.artifacts),
    unexpected_attempts: shards.flatMap((s) => s.summary.unexpected_attempts)
  }
}
