/**
 * The attempts of a fold as 128-bit digests of their order keys
 * (../input/ordered.ts `orderKey`: the identity fields joined by NUL, which no
 * identity field holds, so no spelling of one identity forges another;
 * the first 16 bytes of its SHA-256), for finding an attempt listed in two merged folds
 * without keeping its key: 16 bytes an attempt in a typed array, plus an
 * open-addressing index of 4-byte slots at load ≤ 1/2. Two keys are taken
 * for one only when all 128 bits agree: among a million attempts the chance
 * that two different keys do is about 10⁻²⁷, far below any other error of
 * the comparison (`docs/numbers.md`, shards).
 *
 * Within a fold the listings of one attempt come one after another (attempt-
 * key order), so a fold adds each attempt once (`add` reports a repeat
 * anyway); `merged` counts the attempts of the second fold already in the
 * first. Serialised as base64 of the digests in insertion order.
 */
import { createHash } from 'node:crypto'

/** Words per digest. */
const WORDS = 4

/** The first 16 bytes of the SHA-256 of `key` (of a Buffer of 32). */
function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}

/** A set of key digests (see the file comment). */
export class KeyDigests {
  /** Per slot: the index of the digest it holds, −1 when empty. */
  private slots = new Int32Array(16).fill(-1)
  /** The digests, `WORDS` words each, in insertion order. */
  private words = new Int32Array(WORDS * 8)
  private used = 0

  /** Digests held. */
  get size(): number {
    return this.used
  }

  /** Adds the digest of `key`; true when it was already held. */
  add(key: string): boolean {
    const d = digest(key)
    return this.addWords(d.readInt32LE(0), d.readInt32LE(4), d.readInt32LE(8), d.readInt32LE(12))
  }

  /** Whether the digest of `key` is held. */
  has(key: string): boolean {
    const d = digest(key)
    return this.find(d.readInt32LE(0), d.readInt32LE(4), d.readInt32LE(8), d.readInt32LE(12)) !== -1
  }

  /** The slot holding the digest of these words, or −1. */
  private find(w0: number, w1: number, w2: number, w3: number): number {
    const mask = this.slots.length - 1
    for (let s = (w0 ^ (w1 >>> 7)) & mask; ; s = (s + 1) & mask) {
      const i = this.slots[s]
      if (i === -1) return -1
      const o = i * WORDS
      if (this.words[o] === w0 && this.words[o + 1] === w1 && this.words[o + 2] === w2 && this.words[o + 3] === w3) return s
    }
  }

  private addWords(w0: number, w1: number, w2: number, w3: number): boolean {
    const mask = this.slots.length - 1
    let s = (w0 ^ (w1 >>> 7)) & mask
    for (;;) {
      const i = this.slots[s]
      if (i === -1) break
      const o = i * WORDS
      if (this.words[o] === w0 && this.words[o + 1] === w1 && this.words[o + 2] === w2 && this.words[o + 3] === w3) return true
      s = (s + 1) & mask
    }
    if (this.used * WORDS === this.words.length) {
      const grown = new Int32Array(this.words.length * 2)
      grown.set(this.words)
      this.words = grown
    }
    const o = this.used * WORDS
    this.words[o] = w0
    this.words[o + 1] = w1
    this.words[o + 2] = w2
    this.words[o + 3] = w3
    this.slots[s] = this.used++
    if (this.used * 2 > this.slots.length) this.rehash(this.slots.length * 2)
    return false
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size).fill(-1)
    const mask = size - 1
    for (let i = 0; i < this.used; i++) {
      const o = i * WORDS
      let s = (this.words[o] ^ (this.words[o + 1] >>> 7)) & mask
      while (this.slots[s] !== -1) s = (s + 1) & mask
      this.slots[s] = i
    }
  }

  /**
   * The digests of `a` and of `b` together (`a`'s first, then those of `b`
   * it lacks: associative), and how many of `b`'s `a` already held. Neither
   * is modified.
   */
  static merged(a: KeyDigests, b: KeyDigests): { digests: KeyDigests; repeats: number } {
    const out = a.copy()
    let repeats = 0
    for (let i = 0; i < b.used; i++) {
      const o = i * WORDS
      const w = b.words
      if (out.addWords(w[o], w[o + 1], w[o + 2], w[o + 3])) repeats += 1
    }
    return { digests: out, repeats }
  }

  private copy(): KeyDigests {
    const c = new KeyDigests()
    c.slots = this.slots.slice()
    c.words = this.words.slice(0, Math.max(WORDS * 8, this.used * WORDS * 2))
    c.used = this.used
    return c
  }

  /** The digests in insertion order, base64 (16 bytes each). */
  toBase64(): string {
    return Buffer.from(this.words.buffer, this.words.byteOffset, this.used * WORDS * 4).toString('base64')
  }

  /**
   * The set `text` (from `toBase64`) describes, and how many digests it
   * repeats. Throws RangeError when it is not base64 of whole 16-byte digests.
   */
  static fromBase64(text: string): { digests: KeyDigests; repeats: number } {
    const bytes = Buffer.from(text, 'base64')
    if (bytes.length % (WORDS * 4) !== 0 || bytes.toString('base64') !== text)
      throw new RangeError(`not base64 of 16-byte digests (${bytes.length} bytes)`)
    const out = new KeyDigests()
    let repeats = 0
    for (let o = 0; o < bytes.length; o += WORDS * 4) {
      if (out.addWords(bytes.readInt32LE(o), bytes.readInt32LE(o + 4), bytes.readInt32LE(o + 8), bytes.readInt32LE(o + 12))) repeats += 1
    }
    return { digests: out, repeats }
  }
}
