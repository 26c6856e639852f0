/**
 * Merging shard summaries (v8, schema.ts): their accumulators are merged
 * (`mergeTallies`, lawful: any order of the shards gives the same figures),
 * and their attempt entries are streamed out in attempt-key order (a k-way
 * merge over the open files: no entry is held beyond one per shard).
 */
import { emptyTally, mergeTallies, type AttemptOutput, type Tally, type TallyHeader } from '../comparison/tally/tally.js'
import { orderKey } from '../comparison/input/ordered.js'
import { ConfigurationError, someNames } from '../errors.js'
import type { OpenedSummary } from './read.js'
import type { ShardProvenance, SummaryHead } from './schema.js'

/** A summary as a merge needs it after its accumulator was merged: its head without the tally, and its entries. */
export type MergedShard = Pick<OpenedSummary, 'file' | 'entries' | 'close'> & { head: Omit<SummaryHead, 'tally'> }

/** The shard ids a summary holds: its own, or those it was merged from. */
function constituents(s: { head: Pick<SummaryHead, 'provenance' | 'shard_id'> }): string[] {
  return s.head.provenance.merged_from ?? [s.head.shard_id]
}

/**
 * Summaries merged as they are opened, one at a time (`add`), so that only
 * the merged accumulators and the summary being added are held, never every
 * summary's: `result` gives the accumulator of all, or throws
 * ConfigurationError listing every problem found (`mergeProblems`). The
 * merged summaries stay open for their entries (`shards`); closing them is
 * the caller's.
 *
 * Merged as a balanced tree, not one after the other: the accumulators of
 * 1, 2, 4, … summaries in a row are kept (at most one of each size, like a
 * binary counter) and two of one size merged as soon as both are there.
 * A merge copies both of its sides, so adding S summaries one after the
 * other copied each attempt's part about S/2 times (quadratic: 40
 * summaries took 2.5× the time of 20); the tree copies it about log₂ S
 * times. The result is the same as merging them one after the other, in
 * the order given: `mergeTallies` is associative, each summary's
 * declarations are checked against all those before it and its
 * accumulator given the declarations so far (so no merge in the tree can
 * meet configurations in another order than the fold did), and requests
 * counted in several shards are paired with the first of them whatever
 * the grouping (request-claims.ts `canonicalAcross`).
 */
export class ShardMerge {
  /** The summaries added, in order, without their accumulators. */
  readonly shards: MergedShard[] = []
  /** Accumulators of summaries in a row, earliest first; `size` summaries each, sizes strictly decreasing. */
  private readonly partial: Array<{ tally: Tally; size: number }> = []
  /** The first summary merged; its file names a summary whose declarations do not agree. */
  private firstFile = ''
  /** The declarations of the summaries merged so far, as merging them one after the other gives them; null before the first. */
  private header: TallyHeader | null = null
  /** Summaries whose declarations were merged. */
  private merged = 0
  private readonly seen = new Map<string, string>()
  private readonly versions = new Map<string, string>()
  private readonly problems: string[] = []

  /** Adds an opened summary: checks it against those added before, merges its accumulator and lets go of it. */
  add(s: OpenedSummary): void {
    const { tally: _tally, ...head } = s.head
    this.shards.push({ file: s.file, head, entries: s.entries, close: s.close })
    for (const id of constituents(s)) {
      const first = this.seen.get(id)
      if (first !== undefined) this.problems.push(`${s.file}: the same shard as ${first} (${id}); give each shard once`)
      else this.seen.set(id, s.file)
    }
    if (!this.versions.has(s.head.generated_by.version)) this.versions.set(s.head.generated_by.version, s.file)
    let header = s.tally.header
    if (this.header === null) this.firstFile = s.file
    else {
      // Against every summary merged before it (their configurations, as one run declares them), not only the first.
      try {
        header = mergeTallies(emptyTally(this.header), emptyTally(header)).header
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error
        const more = this.merged - 1
        this.problems.push(
          `${s.file}: ${error.message.replace(/^cannot merge: /, '')} than in ${this.firstFile}${more === 0 ? '' : ` and the ${more} summar${more === 1 ? 'y' : 'ies'} merged after it`}`
        )
        return
      }
    }
    this.header = header
    this.merged += 1
    if (this.problems.length > 0) return
    // Each accumulator carries the declarations of all summaries so far: any two in the tree then merge as the fold did.
    this.partial.push({ tally: { ...s.tally, header }, size: 1 })
    while (this.partial.length >= 2 && this.partial.at(-2)!.size === this.partial.at(-1)!.size) this.mergeLastTwo()
  }

  /** Merges the two latest accumulators into one (the earlier on the left). */
  private mergeLastTwo(): void {
    const right = this.partial.pop()!
    const left = this.partial.pop()!
    this.partial.push({ tally: mergeTallies(left.tally, right.tally), size: left.size + right.size })
  }

  /** Why the summaries added cannot be merged (each naming its files); empty when they can. */
  get issues(): string[] {
    const out = [...this.problems]
    if (this.versions.size > 1) {
      out.push(
        `the summaries were written by different fabric-compare versions: ${someNames([...this.versions].map(([v, f]) => `${v} (${f})`))}; summarise every shard with one version`
      )
    }
    return out
  }

  /**
   * The accumulator of every summary added, given once: the merge lets go of it (the accumulator of many summaries
   * is tens of megabytes, which a caller lets go of once the report is finished, before the entries are streamed).
   * Throws ConfigurationError when none was added or they cannot be merged; an Error when it was given already.
   */
  result(): Tally {
    if (this.shards.length === 0) throw new ConfigurationError('merge: no shard summary given')
    const problems = this.issues
    if (problems.length > 0) throw new ConfigurationError('cannot merge the shard summaries', problems)
    if (this.partial.length === 0) throw new Error('ShardMerge: the accumulator was given already (result is called once)')
    // The smaller, later accumulators first, so the last merge is of the two largest.
    while (this.partial.length > 1) this.mergeLastTwo()
    return this.partial.pop()!.tally
  }
}

/** Why `summaries` cannot be merged (each naming its files); empty when they can. */
export function mergeProblems(summaries: readonly OpenedSummary[]): string[] {
  const m = new ShardMerge()
  for (const s of summaries) m.add(s)
  return m.issues
}

/**
 * The accumulator of all `summaries` (at least one). Throws
 * ConfigurationError listing every problem (`mergeProblems`).
 */
export function mergeSummaries(summaries: readonly OpenedSummary[]): Tally {
  const m = new ShardMerge()
  for (const s of summaries) m.add(s)
  return m.result()
}

/** The provenance of a merged summary: every source, and the shards it holds (sorted). */
export function mergedProvenance(summaries: ReadonlyArray<{ head: Pick<SummaryHead, 'provenance' | 'shard_id'> }>): ShardProvenance {
  return {
    sources: summaries.flatMap((s) => s.head.provenance.sources),
    workflow_job: null,
    merged_from: summaries.flatMap(constituents).sort()
  }
}

interface Head {
  item: AttemptOutput
  order: string
  from: number
  rest: AsyncGenerator<AttemptOutput>
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
export async function* mergeEntries(sources: ReadonlyArray<AsyncGenerator<AttemptOutput>>): AsyncGenerator<AttemptOutput> {
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
  const advance = async (rest: AsyncGenerator<AttemptOutput>, from: number): Promise<void> => {
    const n = await rest.next()
    if (n.done !== true) push({ item: n.value, order: orderKey(n.value.entry), from, rest })
  }
  try {
    for (let i = 0; i < sources.length; i++) await advance(sources[i], i)
    while (heap.length > 0) {
      const h = pop()
      yield h.item
      await advance(h.rest, h.from)
    }
  } finally {
    for (const s of sources) await s.return(undefined)
  }
}
