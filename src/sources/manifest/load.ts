/**
 * Loads a manifest file and everything it declares into a ComparisonInput.
 */
import pLimit from 'p-limit'
import path from 'node:path'
import type { AttemptInput, ComparisonInput } from '../../comparison/input/input.js'
import type { SourceInput } from '../source.js'
import { byAttemptKey } from '../../comparison/input/keys.js'
import type { AttemptDecl, Manifest } from './schema.js'
import { createPathResolver, displayPath } from '../../evidence/files/paths.js'
import { readManifest } from './read-manifest.js'
import { READ_CONCURRENCY, attemptFromDecl, configurationFromDecl } from './to-input.js'

/**
 * Reads the manifest at `manifestFile` and the evidence it declares (paths
 * relative to the manifest's folder) into memory at once; `artifact` names
 * the workflow artifact the manifest came from, carried into every file
 * reference. The CLI and the action stream instead ({@link openManifestInput},
 * src/sources/manifest/manifest-source.ts); this is for callers that hold one small input.
 * Throws ConfigurationError for a bad manifest; evidence problems become
 * file outcomes, never exceptions. No gate settings: the caller joins them
 * (a `ComparisonInput` extends `GateSettings`, src/comparison/input/settings.ts).
 */
export async function loadManifestInput(
  manifestFile: string,
  options: { concurrency?: number; artifact?: string | null } = {}
): Promise<SourceInput> {
  const { manifest, read } = await openManifest(manifestFile, options)
  const attempts = await Promise.all(manifest.attempts.map(read))
  return {
    source: 'manifest',
    configurations: manifest.configurations.map(configurationFromDecl),
    attempts,
    diagnostics: []
  }
}

/** The manifest at `manifestFile` and a reader of its attempts (paths resolved inside its folder, reads bounded by one limit). */
async function openManifest(
  manifestFile: string,
  options: { concurrency?: number; artifact?: string | null }
): Promise<{ manifest: Manifest; read: (decl: AttemptDecl) => Promise<AttemptInput> }> {
  const manifest = await readManifest(manifestFile)
  return { manifest, read: await manifestAttemptReader(manifestFile, options) }
}

/**
 * A reader of the attempts `manifestFile` declares, for a manifest already
 * read (src/parallel/ reads it once in the main thread and gives each worker
 * its declarations): paths resolved inside the manifest's folder, reads
 * bounded by one limit (`options.concurrency`, default `READ_CONCURRENCY`).
 * Throws ConfigurationError when the folder cannot be opened.
 */
export async function manifestAttemptReader(
  manifestFile: string,
  options: { concurrency?: number; artifact?: string | null }
): Promise<(decl: AttemptDecl) => Promise<AttemptInput>> {
  const resolve = await createPathResolver(path.dirname(path.resolve(manifestFile)))
  const limit = pLimit(options.concurrency ?? READ_CONCURRENCY)
  const artifact = options.artifact ?? null
  const location = { resolve, display: displayPath, artifact }
  const declaredIn = { path: path.basename(manifestFile), artifact }
  return (decl) => attemptFromDecl(decl, location, declaredIn, limit)
}

/**
 * The attempts of `pending` (declarations in the order wanted: a
 * manifest's, or attempts declared by index files) read by
 * `read`, in that order, with up to `ATTEMPTS_READ_AHEAD` read ahead. Each
 * declaration is dropped from `pending` once its attempt is read, so it
 * becomes garbage as the iteration goes. `onNext(i)` is told the index of
 * the attempt about to be awaited (what a worker reports if it dies).
 */
export async function* readAhead<D>(
  pending: Array<D | undefined>,
  read: (decl: D) => Promise<AttemptInput>,
  onNext?: (index: number) => void
): AsyncGenerator<AttemptInput> {
  const window: Array<Promise<AttemptInput>> = []
  let next = 0
  let yielded = 0
  const fill = (): void => {
    while (window.length < ATTEMPTS_READ_AHEAD && next < pending.length) {
      const decl = pending[next] as D
      pending[next] = undefined
      next += 1
      const reading = read(decl)
      // Awaited in order below; a rejection is never left unobserved meanwhile.
      reading.catch(() => undefined)
      window.push(reading)
    }
  }
  fill()
  while (window.length > 0) {
    onNext?.(yielded)
    const attempt = await (window.shift() as Promise<AttemptInput>)
    fill()
    yielded += 1
    yield attempt
  }
}

/** A manifest opened for streaming: its configurations, and its attempts read one by one. */
export interface ManifestStream {
  configurations: ComparisonInput['configurations']
  /** Number of attempts the manifest declares. */
  declared: number
  /**
   * The declared attempts in attempt-key order (`byAttemptKey`; duplicates
   * in manifest order), each read when the iteration reaches it, with up to
   * `ATTEMPTS_READ_AHEAD` attempts read ahead. Each declaration is dropped
   * once its attempt is yielded, so the parsed manifest and the evidence
   * become garbage as the iteration goes. Iterate once.
   */
  attempts: AsyncIterable<AttemptInput>
}

/** Attempts read ahead of the one being compared (their files are read concurrently, bounded by the read limit). */
export const ATTEMPTS_READ_AHEAD = 16

/**
 * Opens the manifest at `manifestFile` like {@link loadManifestInput} (same
 * errors, thrown here: ConfigurationError for a bad manifest), without
 * reading any evidence yet: the attempts are read as they are iterated.
 */
export async function openManifestInput(
  manifestFile: string,
  options: { concurrency?: number; artifact?: string | null }
): Promise<ManifestStream> {
  const { manifest, read } = await openManifest(manifestFile, options)
  const pending: Array<AttemptDecl | undefined> = [...manifest.attempts].sort(byAttemptKey)
  return {
    configurations: manifest.configurations.map(configurationFromDecl),
    declared: pending.length,
    attempts: readAhead(pending, read)
  }
}
