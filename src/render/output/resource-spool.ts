/**
 * Resource rows spooled as they come (issue 41: the accumulator only counts
 * them): each attempt's rows are appended to a text spool (spool.ts) as
 * lines `[configuration, kind, row]` in compact JSON (kind 0: an
 * observation, the report's `resources`; 1: a request without one,
 * `resource_coverage.not_observed`), in attempt-key order, and read back
 * per configuration and kind when the output is written. Memory stays one
 * chunk and one line, whatever the number of rows; the spool is read twice
 * per configuration.
 */
import type { ResourceRowSource } from '../../comparison/figures/resource-list.js'
import type { AttemptResources } from '../../comparison/tally/resources.js'
import type { TextSpool } from './spool.js'

/** The spool lines of one attempt's rows (each ending in a newline; '' when it has none). */
export function resourceSpoolLines(rows: AttemptResources | null): string {
  if (rows === null) return ''
  let out = ''
  for (const o of rows.observations) out += `${JSON.stringify([rows.configuration, 0, o])}\n`
  for (const n of rows.not_observed) out += `${JSON.stringify([rows.configuration, 1, n])}\n`
  return out
}

/** Calls `each` with the row of every line of `spool` tagged `configuration` and `kind`, in order. */
function scan(spool: Pick<TextSpool, 'copyTo'>, configuration: string, kind: 0 | 1, each: (row: never) => void): void {
  // A line is `[<configuration as JSON>,<kind>,<row>]`: its tag is matched as text before anything is parsed.
  const tag = `${JSON.stringify([configuration, kind]).slice(0, -1)},`
  let rest = ''
  const line = (text: string): void => {
    if (text.startsWith(tag)) each((JSON.parse(text) as [string, number, never])[2])
  }
  spool.copyTo((text) => {
    const lines = (rest + text).split('\n')
    rest = lines.pop()!
    for (const l of lines) line(l)
  })
  if (rest !== '') line(rest)
}

/** The rows of `spool` (written with `resourceSpoolLines`) as a {@link ResourceRowSource}. */
export function spooledRows(spool: Pick<TextSpool, 'copyTo'>): ResourceRowSource {
  return {
    observations: (configuration, each) => scan(spool, configuration, 0, each),
    notObserved: (configuration, each) => scan(spool, configuration, 1, each)
  }
}
