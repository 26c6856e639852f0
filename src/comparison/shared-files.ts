/**
 * One evidence file counts for one request only. When several expected
 * requests declare the same file (the same file on disk — device and inode,
 * whatever spelling or symbolic link named it — else the same artifact and
 * path), the first keeps
 * it and every later one sees it as unreadable — a gap naming the request
 * that already owns it — so no usage is ever counted twice.
 */
import type { FileOutcome } from '../evidence/types.js'
import type { AttemptInput, RequestInput } from './input.js'
import { attemptKey } from './keys.js'

type Role = 'result' | 'record' | 'harness_counters'

/** `role` outcome of `req`, replaced by an `unreadable` one when `owners` already holds its file. */
function claim<T>(
  outcome: FileOutcome<T> | null | undefined,
  owners: Map<string, string>,
  owner: string
): FileOutcome<T> | null | undefined {
  if (outcome === null || outcome === undefined || outcome.state === 'missing') return outcome
  // One file on disk is one key, however spelled or linked (its identity); else artifact and
  // display path (artifact names and paths never contain NUL, so this key is unambiguous).
  const key = outcome.identity ?? `${outcome.artifact ?? ''}\u0000${outcome.path}`
  const first = owners.get(key)
  if (first === undefined) {
    owners.set(key, owner)
    return outcome
  }
  return {
    path: outcome.path,
    artifact: outcome.artifact,
    state: 'unreadable',
    line: null,
    json_path: null,
    reason: `the same file is already the evidence of ${first}; counted once`
  }
}

/**
 * Returns the attempts with every repeated evidence file after its first
 * use turned into an `unreadable` outcome (input order decides the owner).
 * Pure: the input is not modified; attempts without repeats are returned as is.
 */
export function claimEvidenceFiles(attempts: readonly AttemptInput[]): AttemptInput[] {
  const owners = new Map<string, string>()
  return attempts.map((a) => {
    const key = attemptKey(a)
    let changed = false
    const requests = a.requests.map((r, i): RequestInput => {
      const owner = `${key} request ${r.request_id ?? `#${i + 1}`}`
      const claimed = {} as Record<Role, FileOutcome<unknown> | null | undefined>
      for (const role of ['result', 'record', 'harness_counters'] as const) {
        claimed[role] = claim(r[role] as FileOutcome<unknown> | null | undefined, owners, owner)
        if (claimed[role] !== r[role]) changed = true
      }
      return changed ? ({ ...r, ...claimed } as RequestInput) : r
    })
    return changed ? { ...a, requests } : a
  })
}
