/**
 * Reading a shard summary file: bounded like every evidence file
 * (`MAX_JSON_FILE_BYTES`, FIFOs and devices refused), parsed leniently
 * (`parseJsonText`: exact big numbers and depth limits), validated against
 * `ShardSummarySchema`. Every problem names the file and the JSON path.
 */
import { ConfigurationError } from '../errors.js'
import { parseJsonText } from '../evidence/json-text.js'
import { readEvidenceText, type EvidenceSource } from '../evidence/open-file.js'
import { formatIssues } from '../manifest/validation-issues.js'
import { SUMMARY_VERSION, ShardSummarySchema, type ShardSummary } from './schema.js'
import { shardId } from './summarize.js'

/**
 * Reads and validates the shard summary at `path` (or a source already
 * opened or refused, see src/manifest/paths.ts), named `file` in messages
 * (default: the path; the action names artifact and file). Throws ConfigurationError
 * naming the file when it is missing, unreadable, too large, not JSON, of
 * another `summary_version`, or not a shard summary (one
 * `<JSON path>: <message>` line per problem). The returned object is the
 * document as written (key order kept), so the merged report is the
 * report of the summarised input.
 */
export function readShardSummary(path: EvidenceSource, file: string = typeof path === 'string' ? path : 'the shard summary'): ShardSummary {
  const text = readEvidenceText(path)
  if (typeof text !== 'string') {
    const why = text.state === 'missing' ? 'no such file' : text.reason.replace(/^cannot read the file: /, '')
    throw new ConfigurationError(`${file}: cannot read the shard summary: ${why}`)
  }
  const parsed = parseJsonText(text)
  if (!parsed.ok) throw new ConfigurationError(`${file}: the shard summary is not JSON: ${parsed.reason}`)
  if (parsed.diagnostics.length > 0) {
    const d = parsed.diagnostics[0]
    throw new ConfigurationError(`${file}: ${d.json_path ?? '$'}: ${d.message}`)
  }
  const version = (parsed.value as { summary_version?: unknown } | null)?.summary_version
  if (version === undefined && (parsed.value as { manifest_version?: unknown } | null)?.manifest_version !== undefined) {
    throw new ConfigurationError(`${file}: a manifest, not a shard summary: write one with \`fabric-compare summarize ${file} --out FILE\` first`)
  }
  if (version !== SUMMARY_VERSION) {
    throw new ConfigurationError(
      `${file}: $.summary_version: ${JSON.stringify(version ?? null)} is not a shard summary version this fabric-compare reads (${SUMMARY_VERSION})`
    )
  }
  const checked = ShardSummarySchema.safeParse(parsed.value)
  if (!checked.success) throw new ConfigurationError(`${file}: not a shard summary v${SUMMARY_VERSION}`, formatIssues(checked.error))
  const summary = parsed.value as ShardSummary
  // The id is the hash of the content: a summary edited after it was written is refused, not merged.
  if (shardId(summary) !== summary.shard_id) {
    throw new ConfigurationError(`${file}: $.shard_id: the content does not match its shard_id (the summary was edited or corrupted after it was written)`)
  }
  return summary
}
