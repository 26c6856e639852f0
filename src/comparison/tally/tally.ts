/**
 * The comparison's accumulator: a `Tally` is everything the report needs
 * of the attempts folded so far — per configuration what is kept of its
 * attempts (attempts.ts: counts, per-task and per-evaluator figures, samples
 * of keys, typed columns; no attempt as an object) and the tallies of usage,
 * outcomes, resources, gaps and hidden folders —
 * plus the request identities claimed, the repeats found and the findings
 * of the sources. It is a plain value with four operations:
 *
 *   emptyTally(header)     the tally of no attempt
 *   addAttempt(t, a)       folds one attempt in (attempt-key order within one fold)
 *   mergeTallies(a, b)     the tally of two folds of disjoint attempts
 *   finishTally(t, gate)   the report (tally → figures → warnings → gate), in ../finish/finish.ts
 *
 * `merge` is associative with `empty` as its identity, and folding any
 * split of the attempts and merging gives the report one fold gives
 * (`__tests__/slow/tally-laws.test.ts`): counts and exact sums add, lists merge
 * by attempt key, examples are those of the smallest keys, the reference
 * pricing basis is that of the smallest key, and configuration order comes
 * from the header. Two exceptions by design: an evidence file is claimed
 * per fold only (its identity is local to a machine), and a request
 * identity claimed in two folds is a `request_claimed_in_two_shards`
 * warning that makes the configurations concerned incomplete, never a
 * silent reassignment. Pure: no file system, no logging.
 */
import { attemptReport } from './attempt-report.js'
import { mergeHiddenFolderTallies, newHiddenFolderTally, tallyHiddenFolders, type HiddenFolderTally } from './hidden-folders.js'
import { mergeOutcomeTallies, newOutcomeTally, tallyOutcomes, type OutcomeTally } from './outcomes.js'
import {
  attemptResources,
  mergeResourceTallies,
  newResourceTally,
  tallyResources,
  type AttemptResources,
  type ResourceTally
} from './resources.js'
import { mergeUsageTallies, newUsageTally, tallyUsage, type UsageTally } from './accounting.js'
import { mergeGapTallies, newGapTally, tallyGaps, type GapTally } from './gaps.js'
import type { AttemptInput, ComparisonInput, ConfigurationInput, SourceKind } from '../input/input.js'
import { attemptKey, byAttemptKey, byCodeUnits as cmp, type AttemptIdentity } from '../input/keys.js'
import type { AttemptReport } from '../report/report-schema.js'
import { resolveAttempt, retainAttempt } from './resolve.js'
import { mergeAttemptTallies, newAttemptTally, tallyAttempt, type AttemptTally } from './attempts.js'
import { mergeDiagnosticGroups, tallyDiagnostics, type DiagnosticGroups } from './diagnostic-groups.js'
import { addToSample, mergeKeySamples, newKeySample, type KeySample } from './key-sample.js'
import { createFileClaims, FileOwners } from '../claims/file-claims.js'
import { ConfigurationError } from '../../errors.js'
import {
  canonicalAcross,
  claimRequests,
  emptyRequestClaims,
  mergeRequestClaims,
  type DuplicateRequest,
  type RequestClaims
} from '../claims/request-claims.js'
import { orderKey } from '../input/ordered.js'

/** One configuration's part of a tally. */
export interface ConfigurationTally {
  /** What is kept of its attempts (attempts.ts): bounded by its tasks, plus typed columns. */
  attempts: AttemptTally
  outcomes: OutcomeTally
  resources: ResourceTally
  usage: UsageTally
  gaps: GapTally
  hidden: HiddenFolderTally
}

/** Findings known only when every attempt was read (`ComparisonInput` fields of the same names). */
export type ComparisonTail = Pick<ComparisonInput, 'diagnostics' | 'artifacts' | 'unexpected_attempts'>

/** What a tally is opened with: the declarations known before any attempt is read, in order (the first is the baseline). */
export interface TallyHeader {
  configurations: readonly ConfigurationInput[]
  /** The kind of source the attempts came from (advice follows it); absent: `manifest`. */
  source?: SourceKind
  /** Per configuration id, its source kind when one source joins several; wins over `source`. */
  configuration_sources?: ReadonlyMap<string, SourceKind>
}

/** The accumulator (see the file comment). */
export interface Tally {
  header: TallyHeader
  /** Per declared configuration, in declared order. */
  configurations: Map<string, ConfigurationTally>
  /** Attempts of configurations the header does not declare (reported with `configuration_unknown`). */
  orphans: OrphanTally
  /** Files claimed in this fold (not merged: see the file comment). */
  files: FileOwners
  requests: RequestClaims
  /** Request identities claimed in two merged folds, in attempt-key order of the repeat. */
  across: DuplicateRequest[]
  /** The sources' findings (merged by concatenation, ordered canonically by `finishTally`). */
  tail: Required<ComparisonTail>
  /** Attempts folded in (all merged folds included). */
  count: number
  /** The last attempt added by `addAttempt` (its order is checked); null after a merge or when empty. */
  last: AttemptIdentity | null
}

/** What is kept of the attempts of undeclared configurations: a sample, their configurations, diagnostics and hidden folders. */
export interface OrphanTally {
  attempts: KeySample
  /** The undeclared configuration ids. */
  configurations: Set<string>
  diagnostics: DiagnosticGroups
  hidden: HiddenFolderTally
}

function emptyOrphans(): OrphanTally {
  return { attempts: newKeySample(), configurations: new Set(), diagnostics: new Map(), hidden: newHiddenFolderTally() }
}

function emptyConfigurationTally(c: ConfigurationInput): ConfigurationTally {
  return {
    attempts: newAttemptTally(),
    outcomes: newOutcomeTally(),
    resources: newResourceTally(),
    usage: newUsageTally(c),
    gaps: newGapTally(),
    hidden: newHiddenFolderTally()
  }
}

/** The tally of no attempt under `header`. */
export function emptyTally(header: TallyHeader): Tally {
  return {
    header,
    configurations: new Map(header.configurations.map((c) => [c.id, emptyConfigurationTally(c)])),
    orphans: emptyOrphans(),
    files: new FileOwners(),
    requests: emptyRequestClaims(),
    across: [],
    tail: { diagnostics: [], artifacts: [], unexpected_attempts: [] },
    count: 0,
    last: null
  }
}

/**
 * What an attempt gives the output: its report entry (the report's
 * `attempts` item) and its resource rows (the report's `resources` and
 * `resource_coverage.not_observed` items of its configuration; null for an
 * attempt of an undeclared configuration, which has none).
 */
export interface AttemptOutput {
  entry: AttemptReport
  resources: AttemptResources | null
}

/**
 * Folds attempt `a` into `t` (in place): claims its files and request
 * identities, resolves it against its configuration, tallies it and keeps
 * its row. Returns its report entry and resource rows when `entry` is true
 * (else null, and no entry is built). Throws Error when `a` sorts before
 * the previous attempt added (`byAttemptKey`): ownership of a shared file
 * or request is decided in that order. Never throws on odd evidence.
 */
export function addAttempt(t: Tally, a: AttemptInput, entry: boolean): AttemptOutput | null {
  if (t.last !== null && byAttemptKey(t.last, a) > 0) {
    throw new Error(
      `attempts must be added in attempt-key order: ${JSON.stringify(attemptKey(a))} after ${JSON.stringify(attemptKey(t.last))}`
    )
  }
  t.last = { configuration: a.configuration, task: a.task, revision: a.revision, attempt: a.attempt }
  // One key string per attempt, shared by the owner maps and the kept attempt.
  const key = attemptKey(a)
  const order = orderKey(a)
  const claimed = claimRequests(t.requests, createFileClaims(t.files)(a, key), key, order)
  const c = t.configurations.get(a.configuration)
  const resolved = resolveAttempt(claimed, t.header.configurations.find((x) => x.id === a.configuration) ?? null, key, order)
  const report = entry ? attemptReport(resolved) : null
  let resources: AttemptResources | null = null
  if (c === undefined) {
    const o = t.orphans
    tallyHiddenFolders(o.hidden, resolved)
    addToSample(o.attempts, key, order)
    o.configurations.add(a.configuration)
    tallyDiagnostics(o.diagnostics, { configuration: a.configuration, key, order, diagnostics: resolved.diagnostics })
  } else {
    tallyHiddenFolders(c.hidden, resolved)
    tallyOutcomes(c.outcomes, resolved)
    resources = attemptResources(a.configuration, resolved)
    tallyResources(c.resources, resources)
    tallyUsage(c.usage, resolved)
    tallyGaps(c.gaps, resolved)
    tallyAttempt(c.attempts, retainAttempt(resolved))
  }
  t.count += 1
  return report === null ? null : { entry: report, resources }
}

/** Adds the sources' findings (`tail`) to `t` in place. */
export function addTail(t: Tally, tail: ComparisonTail): void {
  // Loops, not push(...): spreading more than about 150,000 items overflows the stack.
  for (const d of tail.diagnostics) t.tail.diagnostics.push(d)
  for (const a of tail.artifacts ?? []) t.tail.artifacts.push(a)
  for (const u of tail.unexpected_attempts ?? []) t.tail.unexpected_attempts.push(u)
}

/**
 * The header of two merged tallies: their configurations (equal, checked by
 * `headerProblem`), and their source kind when both name the same one or
 * one names none (an empty tally has no opinion), else `shard_summary`
 * (per configuration likewise).
 */
function mergedHeader(a: TallyHeader, b: TallyHeader): TallyHeader {
  const kind = (x: SourceKind | undefined, y: SourceKind | undefined): SourceKind | undefined =>
    x === undefined ? y : y === undefined || x === y ? x : 'shard_summary'
  const ids = mergedConfigurations(a, b).map((c) => c.id)
  const per = (h: TallyHeader, id: string): SourceKind | undefined => h.configuration_sources?.get(id) ?? h.source
  const perConfiguration =
    a.configuration_sources === undefined && b.configuration_sources === undefined
      ? undefined
      : new Map(
          ids.flatMap((id) => {
            const k = kind(per(a, id), per(b, id))
            return k === undefined ? [] : [[id, k] as const]
          })
        )
  const source = kind(a.source, b.source)
  return {
    configurations: mergedConfigurations(a, b),
    ...(source === undefined ? {} : { source }),
    ...(perConfiguration === undefined ? {} : { configuration_sources: perConfiguration })
  }
}

/**
 * Why two tallies' declarations cannot be merged, or null: a configuration
 * both declare must be declared alike, and the configurations both declare
 * must come in the same order (the order decides the baseline).
 */
function headerProblem(a: TallyHeader, b: TallyHeader): string | null {
  const inB = new Map(b.configurations.map((c) => [c.id, c]))
  const common = a.configurations.filter((c) => inB.has(c.id))
  const differs = common.filter((c) => JSON.stringify(c) !== JSON.stringify(inB.get(c.id)))
  if (differs.length > 0) {
    // Name the declarations that differ (attempts_complete, pricing, evaluator, retry_policy, input_definition).
    const fields = new Set<string>()
    for (const c of differs) {
      const other = inB.get(c.id)! as unknown as Record<string, unknown>
      const mine = c as unknown as Record<string, unknown>
      for (const k of new Set([...Object.keys(mine), ...Object.keys(other)]))
        if (JSON.stringify(mine[k] ?? null) !== JSON.stringify(other[k] ?? null)) fields.add(k)
    }
    return `configurations ${differs.map((c) => c.id).join(', ')} are declared differently (${[...fields].sort().join(', ')})`
  }
  const order = (h: TallyHeader): string =>
    h.configurations
      .map((c) => c.id)
      .filter((id) => common.some((c) => c.id === id))
      .join(', ')
  if (order(a) !== order(b))
    return `the configurations ${order(a)} come in another order (${order(b)}): the first declared is the baseline, so every summary must declare them in one order`
  return null
}

/** The configurations of two merged headers: `a`'s, then those only `b` declares, in `b`'s order. */
function mergedConfigurations(a: TallyHeader, b: TallyHeader): readonly ConfigurationInput[] {
  const ids = new Set(a.configurations.map((c) => c.id))
  const extra = b.configurations.filter((c) => !ids.has(c.id))
  return extra.length === 0 ? a.configurations : [...a.configurations, ...extra]
}

/**
 * The tally of the attempts of `a` and of `b` together (see the file
 * comment for the laws). Neither is modified. Configuration order is the
 * headers': tallies that declare the same configurations must declare them
 * in the same order and alike (else ConfigurationError); a configuration
 * only `b` declares (shards of disjoint configurations, e.g. one Harbor
 * job each) follows `a`'s, as the folders of one run follow each other.
 */
export function mergeTallies(a: Tally, b: Tally): Tally {
  const problem = headerProblem(a.header, b.header)
  if (problem !== null) throw new ConfigurationError(`cannot merge: ${problem}`)
  const header = mergedHeader(a.header, b.header)
  const configurations = new Map<string, ConfigurationTally>()
  for (const c of header.configurations) {
    const id = c.id
    const x = a.configurations.get(id) ?? emptyConfigurationTally(c)
    const y = b.configurations.get(id) ?? emptyConfigurationTally(c)
    configurations.set(id, {
      attempts: mergeAttemptTallies(x.attempts, y.attempts),
      outcomes: mergeOutcomeTallies(x.outcomes, y.outcomes),
      resources: mergeResourceTallies(x.resources, y.resources),
      usage: mergeUsageTallies(x.usage, y.usage),
      gaps: mergeGapTallies(x.gaps, y.gaps),
      hidden: mergeHiddenFolderTallies(x.hidden, y.hidden)
    })
  }
  const requests = mergeRequestClaims(a.requests, b.requests)
  return {
    header,
    configurations,
    orphans: {
      attempts: mergeKeySamples(a.orphans.attempts, b.orphans.attempts),
      configurations: new Set([...a.orphans.configurations, ...b.orphans.configurations]),
      diagnostics: mergeDiagnosticGroups(a.orphans.diagnostics, b.orphans.diagnostics),
      hidden: mergeHiddenFolderTallies(a.orphans.hidden, b.orphans.hidden)
    },
    files: FileOwners.merged(a.files, b.files),
    requests: requests.claims,
    across: sortAcross(canonicalAcross([...a.across, ...b.across, ...requests.across])),
    tail: {
      diagnostics: [...a.tail.diagnostics, ...b.tail.diagnostics],
      artifacts: [...a.tail.artifacts, ...b.tail.artifacts],
      unexpected_attempts: [...a.tail.unexpected_attempts, ...b.tail.unexpected_attempts]
    },
    count: a.count + b.count,
    last: null
  }
}

/** The repeat's slot, for ordering cross-fold repeats (attempt key, then position). */
function orderOfClaim(d: DuplicateRequest): string {
  return `${d.repeat.slot}\u0000${d.first.slot}`
}

function sortAcross(ds: DuplicateRequest[]): DuplicateRequest[] {
  return ds.sort((x, y) => cmp(orderOfClaim(x), orderOfClaim(y)) || cmp(x.identity, y.identity))
}
