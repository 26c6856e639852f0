/**
 * The request identities claimed in a fold, held compactly: a request
 * identity's 96-bit key (request-claims.ts `identityKey`: the first 12
 * bytes of the SHA-256 of its three ids, shown as 16 base64url characters)
 * is kept as three 32-bit words in an open-addressing table of typed
 * arrays, and its owner (`HeldClaim`) as one entry of parallel columns
 * whose strings (attempt key, order key, configuration) are the row's own.
 * A `Map<string, HeldClaim>` held per claim a 16-character key string
 * sliced from a 43-character digest (both kept alive), a six-field object
 * and the map's entry: about 250 bytes; here it is about 80 bytes plus the
 * path and request id strings.
 *
 * Exact: two keys are the same entry only when all 96 bits are equal — the
 * string comparison the map made. A key that is not 16 base64url
 * characters (only a hand-edited shard summary holds one) is kept in a
 * plain `Map` beside the table, never truncated or merged with another.
 * Iteration is in first-insertion order, as a `Map`'s.
 */
/** A claim as held between attempts: the strings of `RequestClaim` built only when a repeat names it. */
export interface HeldClaim {
  attempt: string
  /** Order key of the attempt (../input/ordered.ts). */
  order: string
  configuration: string
  index: number
  request_id: string | null
  path: string
}

const KEY = /^[A-Za-z0-9_-]{16}$/

/** The three words of a 96-bit key given as 12 bytes. */
function wordsOf(bytes: Uint8Array): [number, number, number] {
  const v = new DataView(bytes.buffer, bytes.byteOffset, 12)
  return [v.getInt32(0, true), v.getInt32(4, true), v.getInt32(8, true)]
}

/** A key string's 12 bytes, or null when it is not 16 base64url characters. */
function bytesOf(key: string): Uint8Array | null {
  if (!KEY.test(key)) return null
  const b = Buffer.from(key, 'base64url')
  return b.length === 12 && b.toString('base64url') === key ? b : null
}

/**
 * Identity key → the expected request that owns it (a `Map`'s subset of
 * operations over `HeldClaim`s: `get`, `set`, `size`, iteration). `get`
 * builds a new `HeldClaim` each call; `findBytes`/`claimAt` read without
 * building one.
 */
export class ClaimTable implements Iterable<[string, HeldClaim]> {
  /** Per slot: the index of the claim it holds, −1 when empty (load ≤ 1/2). */
  private slots = new Int32Array(64).fill(-1)
  /** Per claim: its key's three words (unused for odd keys). */
  private words = new Int32Array(3 * 32)
  /** Claims in the table (odd keys apart). */
  private used = 0
  private readonly odd = new Map<string, number>()
  /** Per claim, in insertion order: its odd key, or null when its key is in `words`. */
  private readonly oddKeys: Array<string | null> = []
  private readonly attempt: string[] = []
  private readonly order: string[] = []
  private readonly configuration: string[] = []
  private readonly index: number[] = []
  private readonly requestId: Array<string | null> = []
  private readonly path: string[] = []

  /** Claims from entries (a shard summary's), in order; a repeated key keeps its first place and its last value, as `new Map(entries)`. */
  constructor(entries: Iterable<readonly [string, HeldClaim]> = []) {
    for (const [k, h] of entries) this.set(k, h)
  }

  /** Number of identities held. */
  get size(): number {
    return this.attempt.length
  }

  /** The slot holding key (w0, w1, w2), or the empty slot where it goes. */
  private slotOf(w0: number, w1: number, w2: number): number {
    const mask = this.slots.length - 1
    let s = (w0 ^ Math.imul(w1, 0x9e3779b1)) & mask
    for (;;) {
      const c = this.slots[s]
      if (c === -1 || (this.words[3 * c] === w0 && this.words[3 * c + 1] === w1 && this.words[3 * c + 2] === w2)) return s
      s = (s + 1) & mask
    }
  }

  private grow(): void {
    const old = this.slots
    this.slots = new Int32Array(old.length * 2).fill(-1)
    for (const c of old) {
      if (c !== -1) this.slots[this.slotOf(this.words[3 * c], this.words[3 * c + 1], this.words[3 * c + 2])] = c
    }
  }

  /** The claim index of the key given as 12 bytes, or −1. */
  findBytes(bytes: Uint8Array): number {
    const [w0, w1, w2] = wordsOf(bytes)
    return this.slots[this.slotOf(w0, w1, w2)]
  }

  private find(key: string): number {
    const bytes = bytesOf(key)
    return bytes === null ? (this.odd.get(key) ?? -1) : this.findBytes(bytes)
  }

  /** Adds a claim for the key given as 12 bytes (not held yet: check with `findBytes`). */
  addBytes(bytes: Uint8Array, h: HeldClaim): void {
    if (2 * (this.used + 1) > this.slots.length) this.grow()
    const [w0, w1, w2] = wordsOf(bytes)
    const s = this.slotOf(w0, w1, w2)
    const i = this.push(h, null)
    if (this.words.length < 3 * (i + 1)) {
      const more = new Int32Array(this.words.length * 2)
      more.set(this.words)
      this.words = more
    }
    this.words[3 * i] = w0
    this.words[3 * i + 1] = w1
    this.words[3 * i + 2] = w2
    this.slots[s] = i
    this.used += 1
  }

  private push(h: HeldClaim, oddKey: string | null): number {
    this.attempt.push(h.attempt)
    this.order.push(h.order)
    this.configuration.push(h.configuration)
    this.index.push(h.index)
    this.requestId.push(h.request_id)
    this.path.push(h.path)
    this.oddKeys.push(oddKey)
    return this.attempt.length - 1
  }

  private write(i: number, h: HeldClaim): void {
    this.attempt[i] = h.attempt
    this.order[i] = h.order
    this.configuration[i] = h.configuration
    this.index[i] = h.index
    this.requestId[i] = h.request_id
    this.path[i] = h.path
  }

  /** The owner of claim `i` (a new object). */
  claimAt(i: number): HeldClaim {
    return {
      attempt: this.attempt[i],
      order: this.order[i],
      configuration: this.configuration[i],
      index: this.index[i],
      request_id: this.requestId[i],
      path: this.path[i]
    }
  }

  /** Whether claim `i` is the request at position `index` of attempt `attempt`. */
  isPlace(i: number, attempt: string, index: number): boolean {
    return this.attempt[i] === attempt && this.index[i] === index
  }

  /** The owner of `key`, or undefined. */
  get(key: string): HeldClaim | undefined {
    const i = this.find(key)
    return i === -1 ? undefined : this.claimAt(i)
  }

  /** Sets the owner of `key` (replacing it in place when held, as a `Map` does). */
  set(key: string, h: HeldClaim): this {
    const i = this.find(key)
    if (i !== -1) {
      this.write(i, h)
      return this
    }
    const bytes = bytesOf(key)
    if (bytes !== null) this.addBytes(bytes, h)
    else this.odd.set(key, this.push(h, key))
    return this
  }

  /** The key of claim `i`. */
  private keyAt(i: number): string {
    const odd = this.oddKeys[i]
    if (odd !== null) return odd
    const b = Buffer.alloc(12)
    b.writeInt32LE(this.words[3 * i], 0)
    b.writeInt32LE(this.words[3 * i + 1], 4)
    b.writeInt32LE(this.words[3 * i + 2], 8)
    return b.toString('base64url')
  }

  /** Entries `[key, owner]` in first-insertion order (owners built per entry). */
  *[Symbol.iterator](): Iterator<[string, HeldClaim]> {
    for (let i = 0; i < this.attempt.length; i++) yield [this.keyAt(i), this.claimAt(i)]
  }
}
