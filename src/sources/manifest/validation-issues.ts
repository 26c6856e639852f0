/**
 * Turns zod validation issues into one line each, with the JSON path of
 * the offending value (`$.attempts[2].requests[0].result`), written the
 * same way as the evidence readers' paths (`src/evidence/json-path.ts`).
 * An unknown key of a strict object (src/sources/manifest/schema.ts) gets a line
 * of its own with the key's path and the nearest known key.
 */
import type { z } from 'zod'
import { formatJsonPath } from '../../evidence/json-path.js'
import { nearestName } from '../../evidence/nearest-name.js'

/**
 * The message of each unknown key in `keys`, one line each in the same
 * order: `unknown key; did you mean "passed"?` (nearest of `known`,
 * src/evidence/nearest-name.ts), else `unknown key (known keys: a, b)`.
 */
export function unknownKeyMessages(keys: readonly string[], known: readonly string[]): string {
  return keys
    .map((key) => {
      const near = nearestName(key, known)
      return near === null ? `unknown key (known keys: ${known.join(', ')})` : `unknown key; did you mean ${JSON.stringify(near)}?`
    })
    .join('\n')
}

/** One `<JSON path>: <message>` line per issue; an `unrecognized_keys` issue gives one line per key. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const segments = issue.path.map((key) => (typeof key === 'number' ? key : String(key)))
    if (issue.code === 'unrecognized_keys') {
      const messages = issue.message.split('\n')
      if (messages.length === issue.keys.length) return issue.keys.map((key, i) => `${formatJsonPath([...segments, key])}: ${messages[i]}`)
    }
    return [`${formatJsonPath(segments)}: ${issue.message}`]
  })
}
