/**
 * The attempts' diagnostics as the accumulator keeps them: per code and
 * configuration one group with its count, its first diagnostic (of the
 * smallest attempt key, the first of that attempt's list), the count per
 * kind (each kind placed where it was first met) and a sample of the
 * attempts concerned (key-sample.ts). `diagnosticWarnings`
 * (../warnings/diagnostic-warnings.ts) makes one warning of each group.
 */
import type { Diagnostic } from '../../evidence/types.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'

/** Where a diagnostic was met: its attempt's order key and its position in the attempt's list. */
export interface MetAt {
  order: string
  index: number
}

/** One group (see the file comment). */
export interface DiagnosticGroup {
  code: string
  /** The configuration of the attempts (a declared one, or an undeclared one for orphans). */
  configuration: string
  first: Diagnostic
  first_at: MetAt
  count: number
  /** Per kind: occurrences and where first met. */
  kinds: Map<string, { count: number; at: MetAt }>
  attempts: KeySample
}

/** Groups by `code NUL configuration`. */
export type DiagnosticGroups = Map<string, DiagnosticGroup>

const before = (x: MetAt, y: MetAt): boolean => x.order < y.order || (x.order === y.order && x.index < y.index)

/** Adds the diagnostics of one attempt (configuration, key, order key) to `groups`, in its list's order. */
export function tallyDiagnostics(
  groups: DiagnosticGroups,
  a: { configuration: string; key: string; order: string; diagnostics: readonly Diagnostic[] }
): void {
  a.diagnostics.forEach((d, index) => {
    const id = `${d.code}\u0000${a.configuration}`
    let g = groups.get(id)
    if (g === undefined) {
      g = {
        code: d.code,
        configuration: a.configuration,
        first: d,
        first_at: { order: a.order, index },
        count: 0,
        kinds: new Map(),
        attempts: newKeySample()
      }
      groups.set(id, g)
    }
    g.count += 1
    if (d.kind !== undefined) {
      const k = g.kinds.get(d.kind)
      if (k === undefined) g.kinds.set(d.kind, { count: 1, at: { order: a.order, index } })
      else k.count += 1
    }
    addToSample(g.attempts, a.key, a.order)
  })
}

/** The groups of two folds together. Neither is modified. */
export function mergeDiagnosticGroups(a: DiagnosticGroups, b: DiagnosticGroups): DiagnosticGroups {
  const out: DiagnosticGroups = new Map(a)
  for (const [id, y] of b) {
    const x = out.get(id)
    if (x === undefined) {
      out.set(id, y)
      continue
    }
    const kinds = new Map(x.kinds)
    for (const [kind, k] of y.kinds) {
      const had = kinds.get(kind)
      kinds.set(kind, had === undefined ? k : { count: had.count + k.count, at: before(k.at, had.at) ? k.at : had.at })
    }
    const yFirst = before(y.first_at, x.first_at)
    out.set(id, {
      code: x.code,
      configuration: x.configuration,
      first: yFirst ? y.first : x.first,
      first_at: yFirst ? y.first_at : x.first_at,
      count: x.count + y.count,
      kinds,
      attempts: mergeKeySamples(x.attempts, y.attempts)
    })
  }
  return out
}

/** The kinds of a group with their counts, in the order first met. */
export function kindsInOrder(g: DiagnosticGroup): Array<[string, number]> {
  return [...g.kinds].sort(([, x], [, y]) => (before(x.at, y.at) ? -1 : before(y.at, x.at) ? 1 : 0)).map(([kind, k]) => [kind, k.count])
}
