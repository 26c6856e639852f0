/**
 * Turns zod validation issues into one line each, with the JSON path of
 * the offending value (`$.attempts[2].requests[0].result`), written the
 * same way as the evidence readers' paths (`src/evidence/json/json-path.ts`).
 * An unknown key of a strict object (src/sources/manifest/schema.ts) gets a line
 * of its own with the key's path and the nearest known key. A list stops after
 * the first few lines and counts the rest (`and 99,990 more`).
 */
import type { z } from 'zod'
import { formatJsonPath } from '../../evidence/json/json-path.js'
import { nearestName } from '../../evidence/nearest-name.js'
import { LISTED_PROBLEMS, moreProblems } from '../../errors.js'

/**
 * The message of each of the first {@link LISTED_PROBLEMS} unknown keys in `keys` (the rest are
 * only counted, by {@link formatIssues}), one line each in the same order: `unknown key; did you
 * mean "passed"?` (nearest of `known`, src/evidence/nearest-name.ts), else `unknown key (known
 * keys: a, b)`. A million unknown keys cost ten look-ups, not a million.
 */
export function unknownKeyMessages(keys: readonly string[], known: readonly string[]): string {
  return keys
    .slice(0, LISTED_PROBLEMS)
    .map((key) => {
      const near = nearestName(key, known)
      return near === null ? `unknown key (known keys: ${known.join(', ')})` : `unknown key; did you mean ${JSON.stringify(near)}?`
    })
    .join('\n')
}

/**
 * One `<JSON path>: <message>` line per issue, an `unrecognized_keys` issue giving one line per
 * key: the first {@link LISTED_PROBLEMS} lines, then `and N more` counting the rest (every
 * unknown key counts one). Linear in the issues; a line not shown is never built.
 */
export function formatIssues(error: z.ZodError): string[] {
  const shown: string[] = []
  let more = 0
  for (const issue of error.issues) {
    const segments = issue.path.map((key) => (typeof key === 'number' ? key : String(key)))
    const room = LISTED_PROBLEMS - shown.length
    if (issue.code !== 'unrecognized_keys') {
      if (room > 0) shown.push(`${formatJsonPath(segments)}: ${issue.message}`)
      else more++
      continue
    }
    // Our strict objects give one message line per listed key; another schema's message (zod's own, naming every key) is not repeated.
    const messages = issue.message.split('\n', LISTED_PROBLEMS + 1)
    const own = messages.length === Math.min(issue.keys.length, LISTED_PROBLEMS)
    const listed = Math.min(room, issue.keys.length)
    for (let i = 0; i < listed; i++) {
      shown.push(`${formatJsonPath([...segments, issue.keys[i] as string])}: ${own ? messages[i] : 'unknown key'}`)
    }
    more += issue.keys.length - listed
  }
  return more > 0 ? [...shown, moreProblems(more)] : shown
}
