/**
 * One request counts for one expected request only, whatever file carries
 * it. A full result or request record names its request (`request_id`,
 * `runtime_id`, `invocation_id`, `docs/formats.md`: full result and request record); when two expected
 * requests hold evidence of the same request — a copied result at another
 * path, a record reused by a second attempt — the first (input order, as
 * for one shared file in `shared-files.ts`) keeps it and every later one
 * sees it as unreadable: a gap naming the request that owns it, and a
 * `request_duplicate` warning naming both claims. Usage is never counted
 * twice and coverage drops by the repeated request.
 *
 * The identity is the request id with the runtime and invocation ids where
 * present; a request id alone (no runtime id and no invocation id) is a
 * name the caller may reuse per attempt, not an identity, and is never
 * matched.
 */
import type { FileOutcome } from '../evidence/types.js'
import type { AttemptInput, RequestInput } from './input.js'
import { attemptKey } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import { makeWarning } from './warnings.js'

/** One expected request holding evidence of a request. */
export interface RequestClaim {
  /** `configuration/task@revision#attempt request <id>` (as in the file rule's reasons). */
  owner: string
  /**
   * The expected request's place: attempt key and position in its request list. A result and a
   * record of one place are one request's evidence; two places (even with one manifest
   * request id, as a copied file declared twice in one attempt) are two claims.
   */
  slot: string
  /** Attempt key of the expected request. */
  attempt: string
  configuration: string
  /** Display path of the file that carries the evidence. */
  path: string
}

/** The same request claimed by a second expected request: `first` keeps it, `repeat` is a gap. */
export interface DuplicateRequest {
  /** The request's identity as shown: `request id "…", runtime "…", invocation "…"`. */
  identity: string
  first: RequestClaim
  repeat: RequestClaim
}

interface Ids {
  request_id: string | null
  runtime_id: string | null
  invocation_id: string | null
}

/** The identity of a read result or record, null when it names no request with a runtime or invocation id. */
function identityOf(outcome: FileOutcome<unknown> | null | undefined): (Ids & { request_id: string; shown: string }) | null {
  if (outcome?.state !== 'read') return null
  const ids = outcome.value as Partial<Ids> | null
  const request = ids?.request_id ?? null
  const runtime = ids?.runtime_id ?? null
  const invocation = ids?.invocation_id ?? null
  if (typeof request !== 'string' || (runtime === null && invocation === null)) return null
  const parts = [`request id ${JSON.stringify(request)}`]
  if (runtime !== null) parts.push(`runtime ${JSON.stringify(runtime)}`)
  if (invocation !== null) parts.push(`invocation ${JSON.stringify(invocation)}`)
  return { request_id: request, runtime_id: runtime, invocation_id: invocation, get shown() { return parts.join(', ') } }
}

/** A claim as held between attempts: the strings of `RequestClaim` built only when a repeat names it. */
interface HeldClaim {
  /** The claimed request's runtime and invocation ids (its request id is the map key). */
  runtime_id: string | null
  invocation_id: string | null
  attempt: string
  configuration: string
  index: number
  request_id: string | null
  path: string
}

function claimOf(h: HeldClaim): RequestClaim {
  return {
    owner: `${h.attempt} request ${h.request_id ?? `#${h.index + 1}`}`,
    slot: `${h.attempt}\u0000${h.index}`,
    attempt: h.attempt,
    configuration: h.configuration,
    path: h.path
  }
}

/**
 * A request-identity claimer for attempts given one at a time, in the order
 * that decides ownership (the comparison's attempt-key order). `claim`
 * returns the attempt with every result or record whose request an earlier
 * expected request already holds turned into an `unreadable` outcome, and
 * appends the repeat to `duplicates`. Holds one small entry per request
 * identity, never the evidence; the attempt given is not modified.
 */
export function createRequestClaims(): { claim: (attempt: AttemptInput, key?: string) => AttemptInput; duplicates: DuplicateRequest[] } {
  // Keyed by request id (a string the evidence already holds): one entry per request in the usual
  // case. Claims sharing a request id (ids reused per attempt) move to a map keyed by runtime and
  // invocation, so a look-up stays one step however many share it. A null id and '' are one id.
  const owners = new Map<string, HeldClaim | Map<string, HeldClaim>>()
  const rest = (runtime: string | null, invocation: string | null): string => JSON.stringify([runtime ?? '', invocation ?? ''])
  const find = (id: Ids & { request_id: string }): HeldClaim | undefined => {
    const held = owners.get(id.request_id)
    if (held === undefined) return undefined
    if (held instanceof Map) return held.get(rest(id.runtime_id, id.invocation_id))
    return (held.runtime_id ?? '') === (id.runtime_id ?? '') && (held.invocation_id ?? '') === (id.invocation_id ?? '') ? held : undefined
  }
  const hold = (requestId: string, claim: HeldClaim): void => {
    const held = owners.get(requestId)
    if (held === undefined) owners.set(requestId, claim)
    else if (held instanceof Map) held.set(rest(claim.runtime_id, claim.invocation_id), claim)
    else {
      owners.set(requestId, new Map([
        [rest(held.runtime_id, held.invocation_id), held],
        [rest(claim.runtime_id, claim.invocation_id), claim]
      ]))
    }
  }
  const duplicates: DuplicateRequest[] = []
  const claimAttempt = (a: AttemptInput, key: string = attemptKey(a)): AttemptInput => {
    let changed = false
    const requests = a.requests.map((r, i): RequestInput => {
      const claim = (outcome: FileOutcome<unknown> | null | undefined): FileOutcome<unknown> | null | undefined => {
        const id = identityOf(outcome)
        if (id === null || outcome === null || outcome === undefined) return outcome
        const first = find(id)
        if (first === undefined) {
          hold(id.request_id, { runtime_id: id.runtime_id, invocation_id: id.invocation_id, attempt: key, configuration: a.configuration, index: i, request_id: r.request_id, path: outcome.path })
          return outcome
        }
        // A result and a record of one place are one request's evidence, not a repeat.
        if (first.attempt === key && first.index === i) return outcome
        const held = claimOf(first)
        duplicates.push({ identity: id.shown, first: held, repeat: claimOf({ runtime_id: id.runtime_id, invocation_id: id.invocation_id, attempt: key, configuration: a.configuration, index: i, request_id: r.request_id, path: outcome.path }) })
        return {
          path: outcome.path,
          artifact: outcome.artifact,
          state: 'unreadable',
          line: null,
          json_path: null,
          reason: `the same request (${id.shown}) is already the evidence of ${held.owner} (${held.path}); counted once`
        }
      }
      const result = claim(r.result)
      const record = claim(r.record)
      if (result === r.result && record === r.record) return r
      changed = true
      return { ...r, result, record } as RequestInput
    })
    return changed ? { ...a, requests } : a
  }
  return { claim: claimAttempt, duplicates }
}

/** One `request_duplicate` warning per repeated claim, naming both claims and their files. */
export function duplicateRequestWarnings(duplicates: readonly DuplicateRequest[]): ReportWarning[] {
  return duplicates.map((d) =>
    makeWarning(
      'request_duplicate',
      `${[...new Set([d.first.configuration, d.repeat.configuration])].join(', ')}: the same request (${d.identity}) is the evidence of two expected requests, counted once: ` +
        `${d.first.owner} (${d.first.path}) keeps it; ${d.repeat.owner} (${d.repeat.path}) is a gap`,
      [d.first.configuration, d.repeat.configuration],
      [d.first.attempt, d.repeat.attempt]
    )
  )
}
