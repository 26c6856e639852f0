/**
 * One request counts for one expected request only, whatever file carries
 * it. A full result or request record names its request (`request_id`,
 * `runtime_id`, `invocation_id`, `docs/formats.md`: full result and request record); when two expected
 * requests hold evidence of the same request — a copied result at another
 * path, a record reused by a second attempt — the first (input order, as
 * for one shared file in `file-claims.ts`) keeps it and every later one
 * sees it as unreadable: a gap naming the request that owns it, and a
 * `request_duplicate` warning naming both claims. Usage is never counted
 * twice and coverage drops by the repeated request.
 *
 * The identity is the request id with the runtime and invocation ids where
 * present; a request id alone (no runtime id and no invocation id) is a
 * name the caller may reuse per attempt, not an identity, and is never
 * matched.
 */
import type { FileOutcome } from '../../evidence/types.js'
import { claimedElsewhere } from '../../evidence/files/file-outcome.js'
import type { AttemptInput, RequestInput } from '../input/input.js'
import { createHash } from 'node:crypto'
import { emptyOrdered, mergeOrdered, pushOrdered, type OrderedList } from '../input/ordered.js'
import { ClaimTable, type HeldClaim } from './claim-table.js'
import {
  claimDigestCount,
  claimDigestsOf,
  emptyClaimDigests,
  mergeClaimDigests,
  type ClaimDigests,
  type DigestClaim
} from './claim-digests.js'

export type { HeldClaim } from './claim-table.js'
import type { ReportWarning } from '../report/report-schema.js'
import { makeWarning } from '../codes/make-warning.js'

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
  /** Attempt key of the expected request; null when known by identity key only (a shard summary's claim). */
  attempt: string | null
  configuration: string
  /** Display path of the file that carries the evidence; null when known by identity key only. */
  path: string | null
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
  return {
    request_id: request,
    runtime_id: runtime,
    invocation_id: invocation,
    // Written only for a repeated identity: built when asked for, not for every request.
    get shown() {
      const parts = [`request id ${JSON.stringify(request)}`]
      if (runtime !== null) parts.push(`runtime ${JSON.stringify(runtime)}`)
      if (invocation !== null) parts.push(`invocation ${JSON.stringify(invocation)}`)
      return parts.join(', ')
    }
  }
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

/** A claim known by identity key only, as one side of a repeat: its configuration and shard summary. */
function digestSide(c: DigestClaim): RequestClaim {
  return {
    owner: c.shard === '' ? `${c.configuration} (a shard summary)` : `${c.configuration} (shard ${JSON.stringify(c.shard)})`,
    slot: `${c.shard}\u0000${c.key}`,
    attempt: null,
    configuration: c.configuration,
    path: null
  }
}

/**
 * The request identities claimed so far, as a value that merges
 * (`mergeRequestClaims`): identity key (`identityKey`) → the expected
 * request that owns it, and the repeats found, in attempt-key order of the
 * repeat. A fold holds its claims with their owners (`owners`, needed to
 * name the owner of a repeat it meets); claims read from shard summaries
 * are known by key only (`digests`, claim-digests.ts), and a merge
 * that involves any such claim holds every claim that way.
 */
export interface RequestClaims {
  /** A fold's claims, held compactly (claim-table.ts), with a `Map`'s get, set, size and iteration. */
  owners: ClaimTable
  /** Claims known by identity key only, sorted by key (never sharing a key with `owners`). */
  digests: ClaimDigests
  duplicates: OrderedList<DuplicateRequest>
}

/** No claim yet. */
export function emptyRequestClaims(): RequestClaims {
  return { owners: new ClaimTable(), digests: emptyClaimDigests(), duplicates: emptyOrdered() }
}

/**
 * Every claim of `c` known by identity key only: `digests` with `owners`
 * added under shard label `shard` ('' when not named). Throws Error when
 * both hold one key (a merge never leaves a tally so).
 */
export function claimsByKey(c: RequestClaims, shard = ''): ClaimDigests {
  if (c.owners.size === 0) return c.digests
  const named = claimDigestsOf([...c.owners].map(([key, h]) => ({ key, configuration: h.configuration, shard })))
  const { digests, repeats } = mergeClaimDigests(c.digests, named)
  if (repeats.length > 0) throw new Error(`request identity ${repeats[0].first.key} held both by key and with its owner`)
  return digests
}

/**
 * A request identity as a fixed-size key: 96 bits of the SHA-256 of its
 * three ids (base64url, 16 characters). The same key in two summaries is
 * the same request; shard summaries carry only these keys, never the ids.
 */
export function identityKey(request: string, runtime: string | null, invocation: string | null): string {
  // 12 bytes are exactly 16 base64url characters: the first 16 of the whole digest's, as a string of their own (no slice holding the rest).
  return identityDigest(request, runtime, invocation).toString('base64url', 0, 12)
}

/** The SHA-256 digest whose first 12 bytes are `identityKey`'s 96 bits. */
function identityDigest(request: string, runtime: string | null, invocation: string | null): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([request, runtime ?? '', invocation ?? '']))
    .digest()
}

/**
 * Claims the request identities of attempt `a` (key `key`, order key
 * `order`; attempts come in attempt-key order) in `claims`: returns the
 * attempt with every result or record whose request an earlier expected
 * request already holds turned into an `unreadable` outcome, and appends
 * the repeat to `claims.duplicates`. Holds one small entry per request
 * identity, never the evidence; the attempt given is not modified.
 */
export function claimRequests(claims: RequestClaims, a: AttemptInput, key: string, order: string): AttemptInput {
  let changed = false
  const requests = a.requests.map((r, i): RequestInput => {
    const claim = (outcome: FileOutcome<unknown> | null | undefined): FileOutcome<unknown> | null | undefined => {
      const id = identityOf(outcome)
      if (id === null || outcome === null || outcome === undefined) return outcome
      const digest = identityDigest(id.request_id, id.runtime_id, id.invocation_id)
      const at = claims.owners.findBytes(digest)
      if (at === -1) {
        claims.owners.addBytes(digest, {
          attempt: key,
          order,
          configuration: a.configuration,
          index: i,
          request_id: r.request_id,
          path: outcome.path
        })
        return outcome
      }
      // A result and a record of one place are one request's evidence, not a repeat.
      if (claims.owners.isPlace(at, key, i)) return outcome
      const held = claimOf(claims.owners.claimAt(at))
      pushOrdered(
        claims.duplicates,
        {
          identity: id.shown,
          first: held,
          repeat: claimOf({ attempt: key, order, configuration: a.configuration, index: i, request_id: r.request_id, path: outcome.path })
        },
        order
      )
      return claimedElsewhere(
        outcome,
        `the same request (${id.shown}) is already the evidence of ${held.owner} (${held.path}); counted once`
      )
    }
    const result = claim(r.result)
    const record = claim(r.record)
    if (result === r.result && record === r.record) return r
    changed = true
    return { ...r, result, record } as RequestInput
  })
  return changed ? { ...a, requests } : a
}

/** Whether held claim `x` comes before `y` in the order a single fold would meet them. */
function before(x: HeldClaim, y: HeldClaim): boolean {
  return x.order < y.order || (x.order === y.order && x.index < y.index)
}

/**
 * The claims of two folds of disjoint attempts (two shards) together.
 * Within each, repeats were turned into gaps as they came; a request
 * identity claimed in both cannot be taken back from the evidence already
 * counted: it is returned in `across` (first = the smaller attempt key),
 * for a warning that makes the evidence incomplete. Neither is modified.
 */
export function mergeRequestClaims(a: RequestClaims, b: RequestClaims): { claims: RequestClaims; across: DuplicateRequest[] } {
  const duplicates = mergeOrdered(a.duplicates, b.duplicates)
  if (claimDigestCount(a.digests) > 0 || claimDigestCount(b.digests) > 0) {
    // Claims from shard summaries: merged by key only, one linear pass (claim-digests.ts).
    const { digests, repeats } = mergeClaimDigests(claimsByKey(a), claimsByKey(b))
    return {
      claims: { owners: new ClaimTable(), digests, duplicates },
      across: repeats.map((r) => ({
        identity: `request identity ${r.first.key}`,
        first: digestSide(r.first),
        repeat: digestSide(r.repeat)
      }))
    }
  }
  const owners = new ClaimTable(a.owners)
  const across: DuplicateRequest[] = []
  for (const [k, held] of b.owners) {
    const mine = owners.get(k)
    if (mine === undefined) {
      owners.set(k, held)
      continue
    }
    const [first, repeat] = before(mine, held) ? [mine, held] : [held, mine]
    owners.set(k, first)
    across.push({ identity: `request identity ${k}`, first: claimOf(first), repeat: claimOf(repeat) })
  }
  return { claims: { owners, digests: emptyClaimDigests(), duplicates }, across }
}
/** One `request_duplicate` warning per repeated claim, naming both claims and their files. */
export function duplicateRequestWarnings(duplicates: readonly DuplicateRequest[]): ReportWarning[] {
  return duplicates.map((d) =>
    makeWarning(
      'request_duplicate',
      `${[...new Set([d.first.configuration, d.repeat.configuration])].join(', ')}: the same request (${d.identity}) is the evidence of two expected requests, counted once: ` +
        `${claimText(d.first)} keeps it; ${claimText(d.repeat)} is a gap`,
      [d.first.configuration, d.repeat.configuration],
      [d.first.attempt, d.repeat.attempt].filter((k): k is string => k !== null)
    )
  )
}

/**
 * Repeats across merged folds in one canonical form: a request identity
 * known by key only (shard summaries) that several shards counted is
 * paired as (the claim kept first — smallest shard, then configuration —,
 * each other claim), whatever order or grouping the merges took. Every
 * claim of such an identity is a side of some pair (a merge pairs the claim
 * it keeps with the one it drops), so regrouping loses none. Repeats whose
 * claims are named (folds merged in memory) are returned as they are.
 */
export function canonicalAcross(ds: readonly DuplicateRequest[]): DuplicateRequest[] {
  const out: DuplicateRequest[] = []
  const byKey = new Map<string, Map<string, RequestClaim>>()
  for (const d of ds) {
    if (d.first.attempt !== null && d.repeat.attempt !== null) {
      out.push(d)
      continue
    }
    let sides = byKey.get(d.identity)
    if (sides === undefined) byKey.set(d.identity, (sides = new Map()))
    for (const c of [d.first, d.repeat]) sides.set(`${c.slot}\u0000${c.configuration}`, c)
  }
  const cmp = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0)
  for (const [identity, sides] of byKey) {
    const [first, ...rest] = [...sides.values()].sort((x, y) => cmp(x.slot, y.slot) || cmp(x.configuration, y.configuration))
    for (const repeat of rest) out.push({ identity, first, repeat })
  }
  return out
}

/** A claim as a warning names it: its owner, and its file when known. */
function claimText(c: RequestClaim): string {
  return c.path === null ? c.owner : `${c.owner} (${c.path})`
}

/**
 * One `request_claimed_in_two_shards` warning per request identity that two
 * shards both counted: the usage of the repeat may be counted twice, so the
 * configurations concerned are incomplete (tally.ts). A claim read from a
 * shard summary is named by its configuration and shard only (summaries
 * keep request identities by key), and the message says how to name the
 * attempts.
 */
export function crossShardWarnings(across: readonly DuplicateRequest[]): ReportWarning[] {
  return across.map((d) => {
    const byKey = d.first.attempt === null || d.repeat.attempt === null
    return makeWarning(
      'request_claimed_in_two_shards',
      `${[...new Set([d.first.configuration, d.repeat.configuration])].join(', ')}: the same request (${d.identity}) is the evidence of an expected request in two shard summaries, ` +
        `${claimText(d.first)} and ${claimText(d.repeat)}; each shard counted it, so its usage may be counted twice and the evidence is incomplete — ` +
        "give each attempt's evidence to one shard only" +
        (byKey
          ? " (shard summaries keep requests by identity key only: compare the two shards' evidence in one run to name the two attempts)"
          : ''),
      [d.first.configuration, d.repeat.configuration],
      [d.first.attempt, d.repeat.attempt].filter((k): k is string => k !== null)
    )
  })
}
