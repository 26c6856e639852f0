/**
 * Request identities claimed by shard summaries, known by key only: each
 * claim is its identity's 96-bit key (request-claims.ts `identityKey`: the
 * first 12 bytes of the SHA-256 of its ids) as three 32-bit words in one
 * typed array sorted by key, with the claim's configuration and the shard
 * summary that counted it as indices into small lists — 20 bytes a claim,
 * no object and no string per claim. Two sets merge by one linear pass that
 * reports every key both hold (`mergeClaimDigests`).
 *
 * The attempt, request id and file that made a claim are not kept: a
 * request claimed in two shard summaries is named by its key, its
 * configurations and the two summaries. Two different requests share a key
 * only when 96 bits of SHA-256 collide: with two million claims the chance
 * is about 2⁻⁵⁵ (n²/2⁹⁷), far below any other error in the evidence.
 */

/** Claims known by key only, sorted by key (bytes in order, unsigned), each key once. */
export interface ClaimDigests {
  /** Three words per claim: the key's bytes 0–3, 4–7, 8–11 read big-endian, so word order is byte order. */
  readonly words: Uint32Array
  /** Per claim: its configuration id's index in `names`. */
  readonly configuration: Int32Array
  /** Per claim: the index in `names` of the shard summary that counted it ('' when not named). */
  readonly shard: Int32Array
  /** Configuration ids and shard labels, each once. */
  readonly names: readonly string[]
}

/** A claim known by key: the configuration and shard summary that hold it. */
export interface DigestClaim {
  /** The identity key (16 base64url characters). */
  key: string
  configuration: string
  /** The shard summary's id; '' when not named. */
  shard: string
}

/** No claim. */
export function emptyClaimDigests(): ClaimDigests {
  return { words: new Uint32Array(0), configuration: new Int32Array(0), shard: new Int32Array(0), names: [] }
}

/** Number of claims in `d`. */
export function claimDigestCount(d: ClaimDigests): number {
  return d.configuration.length
}

/** −1, 0 or 1: claim `i` of `x` against claim `j` of `y`, by key. */
function compareKeys(x: Uint32Array, i: number, y: Uint32Array, j: number): number {
  for (let w = 0; w < 3; w++) {
    const a = x[3 * i + w]
    const b = y[3 * j + w]
    if (a !== b) return a < b ? -1 : 1
  }
  return 0
}

/** A key's 16 base64url characters from its three words. */
function keyText(words: Uint32Array, i: number): string {
  const b = Buffer.alloc(12)
  for (let w = 0; w < 3; w++) b.writeUInt32BE(words[3 * i + w], 4 * w)
  return b.toString('base64url')
}

/** Names list builder: each name once, in first use order. */
function nameIndex(): { names: string[]; of: (name: string) => number } {
  const names: string[] = []
  const at = new Map<string, number>()
  return {
    names,
    of(name) {
      let i = at.get(name)
      if (i === undefined) {
        i = names.length
        names.push(name)
        at.set(name, i)
      }
      return i
    }
  }
}

/**
 * Claims from `claims` (any order; each key a 12-byte `Uint8Array` or its 16
 * base64url characters). Throws RangeError when a key is not 12 bytes or when
 * two claims have the same key (a set of claims holds each identity once).
 */
export function claimDigestsOf(claims: Iterable<{ key: Uint8Array | string; configuration: string; shard: string }>): ClaimDigests {
  const names = nameIndex()
  const keys: Uint8Array[] = []
  const configuration: number[] = []
  const shard: number[] = []
  for (const c of claims) {
    const bytes = typeof c.key === 'string' ? Buffer.from(c.key, 'base64url') : c.key
    if (bytes.length !== 12 || (typeof c.key === 'string' && Buffer.from(bytes).toString('base64url') !== c.key)) {
      throw new RangeError(
        `a request identity key that is not 96 bits: ${JSON.stringify(typeof c.key === 'string' ? c.key : c.key.length)}`
      )
    }
    keys.push(bytes)
    configuration.push(names.of(c.configuration))
    shard.push(names.of(c.shard))
  }
  const order = keys.map((_, i) => i).sort((i, j) => Buffer.compare(keys[i], keys[j]))
  const n = keys.length
  const out = { words: new Uint32Array(3 * n), configuration: new Int32Array(n), shard: new Int32Array(n), names: names.names }
  order.forEach((from, to) => {
    const v = new DataView(keys[from].buffer, keys[from].byteOffset, 12)
    for (let w = 0; w < 3; w++) out.words[3 * to + w] = v.getUint32(4 * w, false)
    out.configuration[to] = configuration[from]
    out.shard[to] = shard[from]
  })
  for (let i = 1; i < n; i++) {
    if (compareKeys(out.words, i - 1, out.words, i) === 0)
      throw new RangeError(`request identity key ${keyText(out.words, i)} claimed twice`)
  }
  return out
}

/** The claims of `d` in key order (objects built per claim: for output, not for holding). */
export function* claimDigestEntries(d: ClaimDigests): Generator<DigestClaim> {
  for (let i = 0; i < claimDigestCount(d); i++) {
    yield { key: keyText(d.words, i), configuration: d.names[d.configuration[i]], shard: d.names[d.shard[i]] }
  }
}

/** The keys of `d` as one base64 text of 12 bytes a claim, in key order (the shard summary's form). */
export function claimKeysText(d: ClaimDigests): string {
  const b = Buffer.alloc(4 * d.words.length)
  for (let i = 0; i < d.words.length; i++) b.writeUInt32BE(d.words[i], 4 * i)
  return b.toString('base64')
}

/**
 * Claims from their serial form: `keys` (base64, 12 bytes a claim, in
 * strictly increasing key order), and per claim an index into `names` for
 * its configuration and its shard. Throws RangeError naming what does not
 * hold (a length, an index, the order).
 */
export function claimDigestsFromText(
  keys: string,
  configuration: readonly number[],
  shard: readonly number[],
  names: readonly string[]
): ClaimDigests {
  const bytes = Buffer.from(keys, 'base64')
  if (bytes.length % 12 !== 0 || bytes.toString('base64') !== keys) throw new RangeError('keys: not base64 of 12 bytes a claim')
  const n = bytes.length / 12
  if (configuration.length !== n || shard.length !== n) {
    throw new RangeError(`${n} keys but ${configuration.length} configurations and ${shard.length} shards`)
  }
  const words = new Uint32Array(3 * n)
  for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32BE(4 * i)
  for (let i = 0; i < n; i++) {
    for (const [what, at] of [
      ['configuration', configuration[i]],
      ['shard', shard[i]]
    ] as const) {
      if (!Number.isInteger(at) || at < 0 || at >= names.length)
        throw new RangeError(`claim ${i}: ${what} ${at} names no entry of the ${names.length} names`)
    }
    if (i > 0 && compareKeys(words, i - 1, words, i) >= 0)
      throw new RangeError(`claim ${i}: key ${keyText(words, i)} is not after the one before it`)
  }
  return { words, configuration: Int32Array.from(configuration), shard: Int32Array.from(shard), names: [...names] }
}

/** A request identity both sets hold: `first` keeps it (the smaller shard label, then configuration), `repeat` was counted too. */
export interface DigestRepeat {
  first: DigestClaim
  repeat: DigestClaim
}

/** Whether `x` is kept before `y` when both claim one key (a total order, so the merge does not depend on argument order). */
function keptFirst(x: DigestClaim, y: DigestClaim): boolean {
  return x.shard < y.shard || (x.shard === y.shard && x.configuration <= y.configuration)
}

/**
 * The claims of `a` and `b` together, by one linear merge, and every key
 * both hold (in key order) as a repeat; the merged set keeps the claim of
 * the pair that `keptFirst` orders first. Neither input is modified.
 */
export function mergeClaimDigests(a: ClaimDigests, b: ClaimDigests): { digests: ClaimDigests; repeats: DigestRepeat[] } {
  const na = claimDigestCount(a)
  const nb = claimDigestCount(b)
  const names = nameIndex()
  const mapA = a.names.map((s) => names.of(s))
  const mapB = b.names.map((s) => names.of(s))
  const words = new Uint32Array(3 * (na + nb))
  const configuration = new Int32Array(na + nb)
  const shard = new Int32Array(na + nb)
  const repeats: DigestRepeat[] = []
  let i = 0
  let j = 0
  let n = 0
  const take = (from: ClaimDigests, at: number, map: readonly number[]): void => {
    words[3 * n] = from.words[3 * at]
    words[3 * n + 1] = from.words[3 * at + 1]
    words[3 * n + 2] = from.words[3 * at + 2]
    configuration[n] = map[from.configuration[at]]
    shard[n] = map[from.shard[at]]
    n += 1
  }
  const claimAt = (from: ClaimDigests, at: number): DigestClaim => ({
    key: keyText(from.words, at),
    configuration: from.names[from.configuration[at]],
    shard: from.names[from.shard[at]]
  })
  while (i < na || j < nb) {
    const c = i === na ? 1 : j === nb ? -1 : compareKeys(a.words, i, b.words, j)
    if (c < 0) take(a, i++, mapA)
    else if (c > 0) take(b, j++, mapB)
    else {
      const x = claimAt(a, i)
      const y = claimAt(b, j)
      if (keptFirst(x, y)) {
        repeats.push({ first: x, repeat: y })
        take(a, i, mapA)
      } else {
        repeats.push({ first: y, repeat: x })
        take(b, j, mapB)
      }
      i += 1
      j += 1
    }
  }
  // Without repeats the arrays are full: kept as they are, never copied again.
  const full = n === na + nb
  return {
    digests: {
      words: full ? words : words.slice(0, 3 * n),
      configuration: full ? configuration : configuration.slice(0, n),
      shard: full ? shard : shard.slice(0, n),
      names: names.names
    },
    repeats
  }
}
