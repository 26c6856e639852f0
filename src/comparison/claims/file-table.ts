/**
 * The evidence files claimed in one fold, held compactly (file-claims.ts):
 * a file's identity is a number (device and inode as one number) or a
 * string (artifact and display path); numbers are kept in an
 * open-addressing table of typed arrays, strings in a `Map`, and each
 * file's owner (attempt key, request id or position) as an index into
 * parallel columns, one entry per request whatever number of its files is
 * claimed. A `Map<number, Owner>` held per file a boxed number, the map's
 * entry and an owner object: about 80 bytes; here about 30. Exact: a
 * number is found only by an equal number.
 */

/** Who owns a file: an attempt key and the request's id or position. */
export interface Owner {
  attempt: string
  request: string
}

/** File identity → owner (a `Map`'s get, set and size, and merge). */
export class FileOwners {
  /** Per slot: the number key; meaningful where `slots` ≥ 0. */
  private keys = new Float64Array(64)
  /** Per slot: the owner index, −1 when empty (load ≤ 1/2). */
  private slots = new Int32Array(64).fill(-1)
  private used = 0
  private readonly named = new Map<string, number>()
  private readonly attempt: string[] = []
  private readonly request: string[] = []

  /** Files held. */
  get size(): number {
    return this.used + this.named.size
  }

  private slotOf(k: number): number {
    const mask = this.slots.length - 1
    let s = ((k >>> 0) ^ Math.imul(Math.floor(k / 4294967296) | 0, 0x9e3779b1)) & mask
    while (this.slots[s] !== -1 && this.keys[s] !== k) s = (s + 1) & mask
    return s
  }

  private grow(): void {
    const keys = this.keys
    const slots = this.slots
    this.keys = new Float64Array(keys.length * 2)
    this.slots = new Int32Array(slots.length * 2).fill(-1)
    for (let s = 0; s < slots.length; s++) {
      if (slots[s] === -1) continue
      const t = this.slotOf(keys[s])
      this.keys[t] = keys[s]
      this.slots[t] = slots[s]
    }
  }

  private ownerIndex(o: Owner): number {
    const last = this.attempt.length - 1
    // A request's files are claimed one after the other: they share one owner entry.
    if (last >= 0 && this.attempt[last] === o.attempt && this.request[last] === o.request) return last
    this.attempt.push(o.attempt)
    this.request.push(o.request)
    return last + 1
  }

  /** The owner of file `key`, or undefined (a new object each call). */
  get(key: string | number): Owner | undefined {
    const i = typeof key === 'number' ? this.slots[this.slotOf(key)] : (this.named.get(key) ?? -1)
    return i === -1 ? undefined : { attempt: this.attempt[i], request: this.request[i] }
  }

  /** Sets the owner of file `key`. */
  set(key: string | number, owner: Owner): this {
    const i = this.ownerIndex(owner)
    if (typeof key !== 'number') {
      this.named.set(key, i)
      return this
    }
    let s = this.slotOf(key)
    if (this.slots[s] === -1) {
      if (2 * (this.used + 1) > this.slots.length) {
        this.grow()
        s = this.slotOf(key)
      }
      this.used += 1
    }
    this.keys[s] = key
    this.slots[s] = i
    return this
  }

  /** Entries `[file, owner]`: number keys first (in table order), then string keys in insertion order. */
  *entries(): IterableIterator<[string | number, Owner]> {
    for (let s = 0; s < this.slots.length; s++) {
      const i = this.slots[s]
      if (i !== -1) yield [this.keys[s], { attempt: this.attempt[i], request: this.request[i] }]
    }
    for (const [k, i] of this.named) yield [k, { attempt: this.attempt[i], request: this.request[i] }]
  }

  /** The files of `a` and `b` together; where both hold a file, `a`'s owner. Neither is modified. */
  static merged(a: FileOwners, b: FileOwners): FileOwners {
    const out = new FileOwners()
    for (const [k, o] of b.entries()) out.set(k, o)
    for (const [k, o] of a.entries()) out.set(k, o)
    return out
  }
}
