/**
 * A shard summary decoded into plain JSON lines (issue 40 item 4), for
 * tools that do not read its compact encoding (schema.ts, codec.ts): line 1
 * the decoded head, then one attempt entry per line in the file's order
 * (attempt-key order), with the attempt's resource rows as `resources` when
 * it has any. Each line validates against
 * `schema/shard-summary.schema.json` (`ShardSummarySchema`).
 */
import { ENTRY_BLOCK } from './schema.js'
import type { OpenedSummary } from './read.js'

/**
 * Writes `summary` (opened by `openSummary`, read.ts) as plain JSON lines:
 * `JSON.stringify(head)` and a newline, then each entry the same way, a
 * block of up to `ENTRY_BLOCK` lines per `write` call; entries are streamed,
 * never all held. Closes the summary. Returns how many entry lines were
 * written. Throws the reader's ConfigurationError (naming the file and the
 * line) when an entry line does not decode or the count or digest of the
 * end line does not hold — after the lines before it were written, so a
 * caller that must not leave them (a file) removes them.
 */
export async function writeDecodedSummary(summary: OpenedSummary, write: (text: string) => void): Promise<number> {
  try {
    write(`${JSON.stringify(summary.head)}\n`)
    let count = 0
    let block: string[] = []
    for await (const { entry, resources } of summary.entries()) {
      const rows = resources === null ? null : { observations: resources.observations, not_observed: resources.not_observed }
      block.push(JSON.stringify(rows === null ? entry : { ...entry, resources: rows }))
      count += 1
      if (block.length === ENTRY_BLOCK) {
        write(`${block.join('\n')}\n`)
        block = []
      }
    }
    if (block.length > 0) write(`${block.join('\n')}\n`)
    return count
  } finally {
    summary.close()
  }
}
