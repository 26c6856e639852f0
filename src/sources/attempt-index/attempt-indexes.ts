/**
 * Builds the comparison input from attempt index files (`fabric-attempt.json`,
 * `docs/producing-evidence.md`; schema in `schema.ts`) found in workflow artifacts (each extracted into its own
 * folder), checked against an expected inventory:
 * an expected attempt with no index file is missing; an index file for an
 * attempt nobody expected is reported as unexpected.
 */
import pLimit from 'p-limit'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { missingAttemptInput, type AttemptInput, type ConfigurationInput } from '../../comparison/input/input.js'
import { applyExpectedInventory, unexpectedOf, type ExpectedInventory } from '../inventory.js'
import type { SourceInput } from '../source.js'
import type { Diagnostic } from '../../evidence/types.js'
import { errorMessage } from '../../errors.js'
import { matchesArtifactPattern } from '../../github/artifact-names.js'
import type { ConfigurationSource, EvaluatorLine, PricingLine } from '../../inputs/configuration-lines.js'
import { asOpenedPath, createPathResolver, folderProblemOf, type PathResolver } from '../../evidence/files/paths.js'
import { AttemptIndexSchema } from '../manifest/schema.js'
import { READ_CONCURRENCY, declaredAttempt, readDeclaredRequests } from '../manifest/to-input.js'
import { formatIssues } from '../manifest/validation-issues.js'
import { stripBom } from '../../evidence/json/json-text.js'
import { isFileSystemError, readEvidenceText } from '../../evidence/files/open-file.js'
import { MAX_DIRECTORY_ENTRIES } from '../../evidence/limits.js'
import { readPending, type PendingReads } from '../../evidence/pending-reads.js'

/** Name of an artifact folder in refusals of paths and links leading out of it. */
const ARTIFACT_ROOT = 'the artifact folder'

/** The file name of an attempt index. */
export const ATTEMPT_INDEX_FILE = 'fabric-attempt.json'

export type { ExpectedInventory } from '../inventory.js'

/** One artifact's extracted files: its name and the folder holding them. */
export interface EvidenceArtifact {
  name: string
  dir: string
}

/** Options of {@link loadAttemptIndexes}. */
export interface AttemptIndexOptions {
  /** The artifacts to search; only those whose name matches a configuration's pattern are read. */
  artifacts: EvidenceArtifact[]
  configurations: ConfigurationSource[]
  pricing: PricingLine[]
  /** Default evaluators per configuration; absent = none. */
  evaluators?: EvaluatorLine[]
  expected: ExpectedInventory | null
}

/**
 * Every attempt index file under `dir`, sorted. Iterative (no recursion
 * depth), blocking listings (open-file.ts says why); symbolic links to
 * folders are not followed (a link loop cannot trap it). An index file that
 * is a symbolic link is listed: its reader judges it. A folder that cannot be listed
 * (EACCES, ENAMETOOLONG…) or entries beyond `MAX_DIRECTORY_ENTRIES`
 * become `evidence_folder_unreadable` diagnostics naming the folder; with
 * `folderProblem` (a resolver's judgement of a linked folder, see
 * src/evidence/files/paths.ts), a link leading out of the artifact is an
 * `evidence_link_outside` diagnostic naming it. Never throws for file-system errors.
 */
export function findIndexFiles(
  dir: string,
  artifact: string,
  diagnostics: Diagnostic[],
  folderProblem?: (absolute: string) => string | null
): string[] {
  return findFiles(dir, artifact, diagnostics, (name) => name === ATTEMPT_INDEX_FILE, {
    noun: 'index files',
    folderProblem,
    linkedFiles: true
  })
}

/**
 * Every regular file under `dir` whose name `wanted` accepts (given the
 * file name and its folder's path relative to `dir`, `/`-separated, `''` for
 * `dir` itself), as absolute paths, sorted; the walk of
 * {@link findIndexFiles} (same limits and diagnostics, `artifact` names the
 * root in them, `noun` what was searched for). A symbolic link is never
 * followed: with `linkedFiles`, a link whose name `wanted` accepts is listed
 * (its reader judges it); otherwise `onLink`, when given, receives its path
 * relative to `dir`, and `folderProblem` judges it (a link leading out is an
 * `evidence_link_outside` diagnostic naming it).
 */
export function findFiles(
  dir: string,
  artifact: string,
  diagnostics: Diagnostic[],
  wanted: (name: string, folder: string) => boolean,
  {
    noun,
    onLink,
    folderProblem,
    linkedFiles = false
  }: { noun: string; onLink?: (relative: string) => void; folderProblem?: (absolute: string) => string | null; linkedFiles?: boolean }
): string[] {
  const found: string[] = []
  const folders = [dir]
  let visited = 0
  while (folders.length > 0) {
    const folder = folders.pop() as string
    const relFolder = path.relative(dir, folder).split(path.sep).join('/')
    const shown = `${artifact}/${relFolder}`.replace(/\/$/, '')
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch (error) {
      if (!isFileSystemError(error)) throw error
      diagnostics.push({
        code: 'evidence_folder_unreadable',
        message: `${shown}: cannot list the folder: ${errorMessage(error)}; ${noun} inside it are not found`,
        file: shown
      })
      continue
    }
    visited += entries.length
    if (visited > MAX_DIRECTORY_ENTRIES) {
      diagnostics.push({
        code: 'evidence_folder_unreadable',
        message: `${artifact}: more than ${MAX_DIRECTORY_ENTRIES} folder entries; the search for ${noun} stopped at ${shown}`,
        file: shown
      })
      break
    }
    for (const entry of entries) {
      const at = path.join(folder, entry.name)
      if (entry.isDirectory()) folders.push(at)
      else if (entry.isFile() && wanted(entry.name, relFolder)) found.push(at)
      else if (entry.isSymbolicLink() && linkedFiles && wanted(entry.name, relFolder)) found.push(at)
      else if (entry.isSymbolicLink()) {
        onLink?.(relFolder === '' ? entry.name : `${relFolder}/${entry.name}`)
        const problem = folderProblem?.(at) ?? null
        const file = `${shown}/${entry.name}`
        if (problem !== null)
          diagnostics.push({
            code: 'evidence_link_outside',
            message: `${file}: ${problem}; not followed, ${noun} behind it are not found`,
            file
          })
      }
    }
  }
  return found.sort()
}

/**
 * The attempt an invalid index file still names: its `configuration`, `task`, `revision` and `attempt`, each a
 * non-empty string as the schema asks; null when any is not (the file then names no attempt).
 */
export function identityOf(json: unknown): { configuration: string; task: string; revision: string; attempt: string } | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const o = json as Record<string, unknown>
  const field = (k: string): string | null => (Object.hasOwn(o, k) && typeof o[k] === 'string' && o[k] !== '' ? o[k] : null)
  const [configuration, task, revision, attempt] = [field('configuration'), field('task'), field('revision'), field('attempt')]
  if (configuration === null || task === null || revision === null || attempt === null) return null
  return { configuration, task, revision, attempt }
}

const keyOf = (a: { configuration: string; task: string; revision: string; attempt: string }): string =>
  JSON.stringify([a.configuration, a.task, a.revision, a.attempt])

/**
 * Reads every attempt index file of one artifact folder (recursively, path
 * order) into `found`, each attempt as declared (src/sources/manifest/to-input.ts
 * `declaredAttempt`) with the read of its evidence left in `reads`; a
 * broken index file becomes `attempt_index_invalid` diagnostics: in
 * `found`, on a missing attempt, when the file still names its attempt
 * ({@link identityOf}: the attempt is there but unreadable), else in
 * `diagnostics`. Returns how many index files the folder holds (broken ones
 * included). Never throws for evidence problems.
 */
export async function readIndexesOfArtifact(
  { name: artifact, dir: artifactDir }: EvidenceArtifact,
  found: AttemptInput[],
  diagnostics: Diagnostic[],
  limit: ReturnType<typeof pLimit>,
  reads: PendingReads
): Promise<number> {
  const resolve = await createPathResolver(artifactDir, ARTIFACT_ROOT)
  const files = findIndexFiles(artifactDir, artifact, diagnostics, folderProblemOf(resolve, artifactDir, ARTIFACT_ROOT))
  for (const file of files) {
    const rel = path.relative(artifactDir, file).split(path.sep).join('/')
    const folder = path.posix.dirname(rel)
    // An absolute declared path stays as written so the resolver refuses it (joining would silently rebase it into the folder).
    const inFolder = (p: string): string =>
      /^(\/|[A-Za-z]:)/.test(p.replace(/\\/g, '/')) ? p : path.posix.normalize(path.posix.join(folder, p.replace(/\\/g, '/')))
    let decl
    try {
      // Opened through the resolver: an index file that is a link leading out of the artifact is refused, named.
      const opened = resolve.open?.(rel) ?? asOpenedPath(await resolve(rel))
      const text = opened.ok ? readEvidenceText(opened.source) : ({ state: 'unreadable', reason: opened.problem } as const)
      if (typeof text !== 'string') {
        const why = text.state === 'missing' ? 'the file vanished while it was read' : text.reason
        diagnostics.push({ code: 'attempt_index_invalid', message: `${artifact}/${rel}: ${why}`, file: `${artifact}/${rel}` })
        continue
      }
      const json: unknown = JSON.parse(stripBom(text))
      const parsed = AttemptIndexSchema.safeParse(json)
      if (!parsed.success) {
        const problems = formatIssues(parsed.error).map((problem): Diagnostic => ({
          code: 'attempt_index_invalid',
          message: `${artifact}/${rel}: ${problem}`,
          file: `${artifact}/${rel}`
        }))
        // An index file that still names its attempt: that attempt is there but unreadable, not missing (it carries why).
        const identity = identityOf(json)
        if (identity === null) diagnostics.push(...problems)
        else found.push(missingAttemptInput(identity, { path: rel, artifact }, problems))
        continue
      }
      decl = parsed.data
    } catch (error) {
      diagnostics.push({ code: 'attempt_index_invalid', message: `${artifact}/${rel}: ${errorMessage(error)}`, file: `${artifact}/${rel}` })
      continue
    }
    const opener = resolve.open
    const inIndexFolder: PathResolver = Object.assign(
      (p: string) => resolve(inFolder(p)),
      opener === undefined ? {} : { open: (p: string) => opener(inFolder(p)) }
    )
    const location = { resolve: inIndexFolder, display: inFolder, artifact }
    const attempt = declaredAttempt(decl, { path: rel, artifact })
    const declared = decl
    reads.set(attempt, async () => ({ requests: await readDeclaredRequests(declared, location, limit) }))
    found.push(attempt)
  }
  return files.length
}

/**
 * Reads every attempt index file in the artifact folders that match a
 * configuration's pattern and joins them with the expected inventory.
 * Broken index files become `attempt_index_invalid` diagnostics (the
 * attempt they would have declared then shows as missing). Every attempt's
 * evidence is read before it returns (the action streams instead:
 * src/sources/attempt-index/attempt-index-source.ts). Never throws for evidence problems.
 */
export async function loadAttemptIndexes(options: AttemptIndexOptions): Promise<SourceInput> {
  const artifacts = options.artifacts.filter((a) => options.configurations.some((c) => matchesArtifactPattern(c.pattern, a.name)))
  const found: AttemptInput[] = []
  const diagnostics: Diagnostic[] = []
  const limit = pLimit(READ_CONCURRENCY)
  const reads: PendingReads = new Map()
  for (const artifact of artifacts) await readIndexesOfArtifact(artifact, found, diagnostics, limit, reads)
  const joined = joinAttemptIndexes(found, diagnostics, options)
  return { ...joined, attempts: await Promise.all(joined.attempts.map((a) => readPending(a, reads))) }
}

/**
 * `found` without the invalid index files (missing attempts, see {@link readIndexesOfArtifact}) of an attempt that a
 * readable index file, or an earlier invalid one, also declares: their problems move to `diagnostics`, still named.
 * Order is kept.
 */
function readableFirst(found: AttemptInput[], diagnostics: Diagnostic[]): AttemptInput[] {
  const readable = new Set(found.filter((a) => !a.missing).map(keyOf))
  const invalid = new Set<string>()
  return found.filter((a) => {
    if (!a.missing) return true
    const key = keyOf(a)
    if (readable.has(key) || invalid.has(key)) {
      diagnostics.push(...a.diagnostics)
      return false
    }
    invalid.add(key)
    return true
  })
}

/**
 * Joins attempts read from index files with the expected inventory (the
 * rule of src/sources/inventory.ts); `options.artifacts` is not used. Of two
 * index files for one attempt, the first is used (`attempt_index_duplicate`
 * names the other); attempts of undeclared configurations are reported as
 * unexpected. No gate settings: the caller joins them.
 */
export function joinAttemptIndexes(
  declaredAttempts: AttemptInput[],
  diagnostics: Diagnostic[],
  options: Omit<AttemptIndexOptions, 'artifacts'>
): SourceInput {
  const { configurations, expected } = options
  let found = declaredAttempts
  const ids = new Set(configurations.map((c) => c.id))
  const declared = configurations.map((c): ConfigurationInput => {
    const pricing = options.pricing.find((p) => p.id === c.id)
    const evaluator = options.evaluators?.find((e) => e.id === c.id)
    return {
      id: c.id,
      attempts_complete: null,
      pricing: pricing === undefined ? null : { basis: pricing.basis, verified: pricing.verified },
      evaluator: evaluator === undefined ? null : { name: evaluator.name, version: evaluator.version }
    }
  })
  for (const a of found) if (a.missing && !ids.has(a.configuration)) diagnostics.push(...a.diagnostics)
  const undeclared = found.filter((a) => !ids.has(a.configuration)).map(unexpectedOf)
  found = readableFirst(
    found.filter((a) => ids.has(a.configuration)),
    diagnostics
  )
  if (expected === null) {
    return {
      source: 'attempt_index',
      configurations: declared,
      attempts: found.filter((a) => ids.has(a.configuration)),
      diagnostics,
      unexpected_attempts: undeclared
    }
  }
  const first = new Map<string, AttemptInput>()
  const unique: AttemptInput[] = []
  for (const a of found) {
    if (!ids.has(a.configuration)) continue
    const seen = first.get(keyOf(a))
    if (seen === undefined) {
      first.set(keyOf(a), a)
      unique.push(a)
      continue
    }
    const where = (x: AttemptInput): string => `${x.declared_in?.artifact ?? ''}/${x.declared_in?.path ?? ''}`
    diagnostics.push({
      code: 'attempt_index_duplicate',
      message: `${where(a)} declares the same attempt as ${where(seen)} (${a.configuration}/${a.task}@${a.revision}#${a.attempt}); the first is used, this one is ignored`,
      file: where(a)
    })
  }
  const checked = applyExpectedInventory(unique, declared, expected)
  // An invalid index file of an attempt nobody expected is listed as unexpected; its problems stay named.
  const kept = new Set(checked.attempts)
  for (const a of unique) if (a.missing && !kept.has(a)) diagnostics.push(...a.diagnostics)
  return {
    source: 'attempt_index',
    configurations: checked.configurations,
    attempts: checked.attempts,
    diagnostics,
    unexpected_attempts: [...checked.unexpected, ...undeclared]
  }
}
