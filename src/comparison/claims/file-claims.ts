/**
 * One evidence file counts for one request only. When several expected
 * requests declare the same file (the same file on disk — device and inode,
 * whatever spelling or symbolic link named it — else the same artifact and
 * path), the first keeps
 * it and every later one sees it as unreadable — a gap naming the request
 * that already owns it — so no usage is ever counted twice.
 */
import type { FileOutcome } from '../../evidence/types.js'
import { claimedElsewhere } from '../../evidence/files/file-outcome.js'
import type { AttemptInput, RequestInput } from '../input/input.js'
import { attemptKey } from '../input/keys.js'
import { FileOwners, type Owner } from './file-table.js'

export { FileOwners } from './file-table.js'

type Role = 'result' | 'record' | 'harness_counters'

function ownerText(o: Owner): string {
  return `${o.attempt} request ${o.request}`
}

const DEVICE_AND_INODE = /^(\d{1,6}):(\d{1,9})$/

/**
 * A `dev:ino` identity as one number (device × 10⁹ + inode, exact below
 * 2⁵³) — a number key is a fraction of a string's memory, and there is one
 * per evidence file. Any other identity (a resolved path) stays a string;
 * numbers and strings never compare equal as map keys.
 */
function compactIdentity(identity: string): string | number {
  const m = DEVICE_AND_INODE.exec(identity)
  return m === null ? identity : Number(m[1]) * 1e9 + Number(m[2])
}

/** `role` outcome of `req`, replaced by an `unreadable` one when `owners` already holds its file. */
function claim<T>(outcome: FileOutcome<T> | null | undefined, owners: FileOwners, owner: Owner): FileOutcome<T> | null | undefined {
  if (outcome === null || outcome === undefined || outcome.state === 'missing') return outcome
  // One file on disk is one key, however spelled or linked (its identity); else artifact and
  // display path (artifact names and paths never contain NUL, so this key is unambiguous).
  const key = outcome.identity === undefined ? `${outcome.artifact ?? ''}\u0000${outcome.path}` : compactIdentity(outcome.identity)
  const first = owners.get(key)
  if (first === undefined) {
    owners.set(key, owner)
    return outcome
  }
  return claimedElsewhere(outcome, `the same file is already the evidence of ${ownerText(first)}; counted once`)
}

/**
 * A file claimer for attempts given one at a time, in the order that decides
 * ownership (the comparison's attempt-key order): each call returns the
 * attempt with every evidence file an earlier request already owns turned
 * into an `unreadable` outcome. Holds one small entry per claimed file
 * (its identity and owner), never the evidence. Pure apart from that state:
 * the attempt given is not modified; one without repeats is returned as is.
 * `owners` holds who owns each evidence file claimed so far (a file's
 * identity → its first request; claims/file-table.ts). Local to one
 * machine's fold: device and inode numbers and display paths mean nothing
 * on another machine, so shard summaries do not carry it (a file is never
 * in two shards' evidence folders).
 */
export function createFileClaims(owners: FileOwners = new FileOwners()): (attempt: AttemptInput, key?: string) => AttemptInput {
  return (a, key = attemptKey(a)) => {
    let changed = false
    const requests = a.requests.map((r, i): RequestInput => {
      const owner: Owner = { attempt: key, request: r.request_id ?? `#${i + 1}` }
      const claimed = {} as Record<Role, FileOutcome<unknown> | null | undefined>
      let mine = false
      for (const role of ['result', 'record', 'harness_counters'] as const) {
        claimed[role] = claim(r[role] as FileOutcome<unknown> | null | undefined, owners, owner)
        if (claimed[role] !== r[role]) mine = true
      }
      if (!mine) return r
      changed = true
      return { ...r, ...claimed } as RequestInput
    })
    return changed ? { ...a, requests } : a
  }
}

/**
 * Returns the attempts with every repeated evidence file after its first
 * use turned into an `unreadable` outcome (input order decides the owner).
 * Pure: the input is not modified; attempts without repeats are returned as is.
 */
export function claimEvidenceFiles(attempts: readonly AttemptInput[]): AttemptInput[] {
  const claim = createFileClaims()
  return attempts.map((a) => claim(a))
}
