/**
 * Deterministic pseudo-random numbers for the synthetic evidence generator.
 *
 * Each attempt gets its own stream, derived from `(seed, attempt index)`, so
 * that the first N attempts of a large data set are byte-identical to a data
 * set generated with `attempts: N` (prefix stability: the benchmark writes one
 * large tree and compares smaller prefixes of it).
 */

/** A stream of numbers in [0, 1). */
export type Random = () => number

/** 32-bit FNV-1a hash of a string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * Mulberry32: small, fast, good enough for test data (not for cryptography).
 * @param seed 32-bit unsigned seed.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The stream of one generated item.
 * @param seed the data set's seed (any integer).
 * @param key what the stream is for, e.g. `attempt:17`.
 */
export function streamFor(seed: number, key: string): Random {
  return mulberry32(fnv1a(`${seed}:${key}`))
}

/** An integer in [min, max], both inclusive. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/**
 * Picks a key of `weights` with probability proportional to its weight.
 * @param weights non-negative weights, at least one positive.
 */
export function pickWeighted<K extends string>(random: Random, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as Array<[K, number]>
  const total = entries.reduce((sum, [, w]) => sum + w, 0)
  let roll = random() * total
  for (const [key, weight] of entries) {
    roll -= weight
    if (roll < 0) return key
  }
  return entries[entries.length - 1][0]
}

/** A lowercase hex string of `length` characters. */
export function hexId(random: Random, length: number): string {
  let out = ''
  while (out.length < length)
    out += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  return out.slice(0, length)
}
