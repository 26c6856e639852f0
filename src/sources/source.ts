/**
 * The seam every way attempts arrive goes through: a manifest, attempt
 * index files, Harbor jobs, TB1 runs, NeMo Fabric Harbor samples and shard
 * summaries each are an {@link EvidenceSource} of their {@link SourceKind},
 * chosen in one place (choose.ts) for the CLI and the action. An opened
 * source is an {@link AttemptStream}: the declarations first, then the
 * attempts in attempt-key order, then the findings known only at the end.
 * The gate settings are not part of a source: the caller gives them, as one
 * `GateSettings` value (src/comparison/input/settings.ts), to the comparison
 * (compare-stream.ts).
 */
import type { ArtifactOutcome, AttemptInput, ConfigurationInput, SourceKind, UnexpectedAttempt } from '../evidence/attempt-input.js'
import type { Diagnostic } from '../evidence/types.js'
import type { ComparisonTail } from '../comparison/stream.js'
import { byAttemptKey } from '../comparison/input/keys.js'

export type { SourceKind } from '../evidence/attempt-input.js'

/** What an opened source yields: declarations, then attempts in attempt-key order, then the findings known only at the end. */
export interface AttemptStream {
  kind: SourceKind
  /** Per configuration id, its kind when the source joins several (Harbor jobs, samples and TB1 runs in one comparison). */
  configurationKinds?: ReadonlyMap<string, SourceKind>
  /** The configurations in order; the first is the baseline. */
  configurations: ConfigurationInput[]
  /** The attempts in attempt-key order (`byAttemptKey`); iterate once. */
  attempts: AsyncIterable<AttemptInput> | Iterable<AttemptInput>
  /** Attempts expected, for the progress line; null when unknown. */
  total: number | null
  /** Diagnostics, artifacts, unexpected_attempts (stream.ts); called once, after the last attempt. */
  tail(): ComparisonTail
}

/** One way attempts arrive; `open` reads what must be read before the first attempt (ConfigurationError for the user's mistakes). */
export interface EvidenceSource {
  kind: SourceKind
  open(): Promise<AttemptStream>
}

/** A source's whole input read into memory (the readers that read everything first): a comparison input without the gate settings. */
export interface SourceInput {
  source: SourceKind
  configuration_sources?: ReadonlyMap<string, SourceKind>
  configurations: ConfigurationInput[]
  attempts: AttemptInput[]
  /** Findings not tied to one attempt. */
  diagnostics: Diagnostic[]
  /** Outcomes of the artifact downloads (action only). */
  artifacts?: ArtifactOutcome[]
  unexpected_attempts?: UnexpectedAttempt[]
}

/**
 * An input already in memory as an attempt stream: its attempts sorted by
 * attempt key (duplicates in input order), each released once yielded (so
 * its evidence becomes garbage as the comparison goes, and only the
 * findings are kept for the tail).
 */
export function memoryStream(input: SourceInput): AttemptStream {
  const sorted: Array<AttemptInput | undefined> = [...input.attempts].sort(byAttemptKey)
  const tail: ComparisonTail = {
    diagnostics: input.diagnostics,
    artifacts: input.artifacts,
    unexpected_attempts: input.unexpected_attempts
  }
  function* attempts(): Generator<AttemptInput> {
    for (let i = 0; i < sorted.length; i++) {
      const attempt = sorted[i] as AttemptInput
      sorted[i] = undefined
      yield attempt
    }
  }
  return {
    kind: input.source,
    ...(input.configuration_sources === undefined ? {} : { configurationKinds: input.configuration_sources }),
    configurations: input.configurations,
    attempts: attempts(),
    total: sorted.length,
    tail: () => tail
  }
}

/** An in-memory input as a source (it is already read: `open` only sorts). */
export function memorySource(input: SourceInput): EvidenceSource {
  return { kind: input.source, open: async () => memoryStream(input) }
}

/**
 * Every attempt of `stream` read into memory (attempt-key order), with its
 * tail: for the shard summary, which holds the whole input. Throws what the
 * stream throws.
 */
export async function collectStream(stream: AttemptStream): Promise<SourceInput> {
  const attempts: AttemptInput[] = []
  for await (const a of stream.attempts) attempts.push(a)
  const tail = stream.tail()
  return {
    source: stream.kind,
    ...(stream.configurationKinds === undefined ? {} : { configuration_sources: stream.configurationKinds }),
    configurations: stream.configurations,
    attempts,
    diagnostics: tail.diagnostics,
    ...(tail.artifacts === undefined ? {} : { artifacts: tail.artifacts }),
    ...(tail.unexpected_attempts === undefined ? {} : { unexpected_attempts: tail.unexpected_attempts })
  }
}
