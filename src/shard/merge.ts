/**
 * Merging shard summaries (v3, schema.ts): their accumulators are merged
 * (`mergeTallies`, lawful: any order of the shards gives the same figures),
 * and their attempt entries are streamed out in attempt-key order (a k-way
 * merge over the open files: no entry is held beyond one per shard).
 */
import type { AttemptReport } from '../comparison/report-schema.js'
import { emptyTally, mergeTallies, type Tally } from '../comparison/tally/tally.js'
import { orderKey } from '../comparison/tally/ordered.js'
import { ConfigurationError } from '../errors.js'
import type { OpenedSummary } from './read.js'
import type { ShardProvenance } from './schema.js'

/** The shard ids a summary holds: its own, or those it was merged from. */
function constituents(s: OpenedSummary): string[] {
  return s.head.provenance.merged_from ?? [s.head.shard_id]
}

/** Why `summaries` cannot be merged (each naming its files); empty when they can. */
export function mergeProblems(summaries: readonly OpenedSummary[]): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const s of summaries) {
    for (const id of constituents(s)) {
      const first = seen.get(id)
      if (first !== undefined) problems.push(`${s.file}: the same shard as ${first} (${id}); give each shard once`)
      else seen.set(id, s.file)
    }
  }
  const versions = new Map<string, string>()
  for (const s of summaries) if (!versions.has(s.head.generated_by.version)) versions.set(s.head.generated_by.version, s.file)
  if (versions.size > 1) {
    problems.push(
      `the summaries were written by different fabric-compare versions: ${[...versions].map(([v, f]) => `${v} (${f})`).join(', ')}; summarise every shard with one version`
    )
  }
  const first = summaries[0]
  for (const s of summaries.slice(1)) {
    try {
      mergeTallies(emptyTally(first.tally.header), emptyTally(s.tally.header))
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error
      problems.push(`${s.file}: ${error.message.replace(/^cannot merge: /, '')} than in ${first.file}`)
    }
  }
  return problems
}

/**
 * The accumulator of all `summaries` (at least one). Throws
 * ConfigurationError listing every problem (`mergeProblems`).
 */
export function mergeSummaries(summaries: readonly OpenedSummary[]): Tally {
  if (summaries.length === 0) throw new ConfigurationError('merge: no shard summary given')
  const problems = mergeProblems(summaries)
  if (problems.length > 0) throw new ConfigurationError('cannot merge the shard summaries', problems)
  return summaries.map((s) => s.tally).reduce(mergeTallies)
}

/** The provenance of a merged summary: every source, and the shards it holds (sorted). */
export function mergedProvenance(summaries: readonly OpenedSummary[]): ShardProvenance {
  return {
    sources: summaries.flatMap((s) => s.head.provenance.sources),
    workflow_job: null,
    merged_from: summaries.flatMap(constituents).sort()
  }
}

interface Head {
  entry: AttemptReport
  order: string
  from: number
  rest: AsyncGenerator<AttemptReport>
}

/** a before b: attempt-key order, then the order the sources were given. */
function before(a: Head, b: Head): boolean {
  return a.order < b.order || (a.order === b.order && a.from < b.from)
}

/**
 * The entries of every source, merged in attempt-key order (each source in
 * that order already; equal keys in the order of the sources). Holds one
 * entry per source at a time (a binary heap).
 */
export async function* mergeEntries(sources: ReadonlyArray<AsyncGenerator<AttemptReport>>): AsyncGenerator<AttemptReport> {
  const heap: Head[] = []
  const push = (h: Head): void => {
    heap.push(h)
    let i = heap.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!before(heap[i], heap[p])) break
      ;[heap[i], heap[p]] = [heap[p], heap[i]]
      i = p
    }
  }
  const pop = (): Head => {
    const top = heap[0]
    const last = heap.pop()!
    if (heap.length > 0) {
      heap[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < heap.length && before(heap[l], heap[m])) m = l
        if (r < heap.length && before(heap[r], heap[m])) m = r
        if (m === i) break
        ;[heap[i], heap[m]] = [heap[m], heap[i]]
        i = m
      }
    }
    return top
  }
  const advance = async (rest: AsyncGenerator<AttemptReport>, from: number): Promise<void> => {
    const n = await rest.next()
    if (n.done !== true) push({ entry: n.value, order: orderKey(n.value), from, rest })
  }
  try {
    for (let i = 0; i < sources.length; i++) await advance(sources[i], i)
    while (heap.length > 0) {
      const h = pop()
      yield h.entry
      await advance(h.rest, h.from)
    }
  } finally {
    for (const s of sources) await s.return(undefined)
  }
}
