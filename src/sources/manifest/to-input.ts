/**
 * Converts manifest declarations (manifest v1 or attempt index files) into
 * the comparison's input, reading each declared evidence file with the
 * format's reader. Reads run with bounded concurrency; one broken file
 * never aborts the rest and never makes its attempt vanish.
 */
import pLimit from 'p-limit'
import type { AttemptInput, ConfigurationInput, EvaluationInput, RequestInput } from '../../comparison/input/input.js'
import { readFullResult } from '../../evidence/fabric/full-result.js'
import { readRequestRecord } from '../../evidence/fabric/request-record.js'
import type { FileOutcome, FileRef, FullResultEvidence, RequestRecordEvidence } from '../../evidence/types.js'
import type { FileToRead } from '../../evidence/files/open-file.js'
import { asOpenedPath, type PathResolver } from '../../evidence/files/paths.js'
import type { AttemptDecl, ConfigurationDecl, RequestDecl } from './schema.js'

/** How declared paths are resolved and labelled. */
export interface EvidenceLocation {
  /** Resolves a declared path relative to the declaring file's folder. */
  resolve: PathResolver
  /** Display path of a declared path (relative to the evidence root). */
  display: (declared: string) => string
  /** Workflow artifact a declared path belongs to; null for local folders. */
  artifact: string | null
}

/** Default number of evidence files read at once. */
export const READ_CONCURRENCY = 32

/** Manifest configuration → comparison configuration (absent declarations stay unverified). */
export function configurationFromDecl(decl: ConfigurationDecl): ConfigurationInput {
  return {
    id: decl.id,
    attempts_complete: decl.attempts_complete ?? null,
    pricing: decl.pricing === undefined ? null : { basis: decl.pricing.basis, verified: decl.pricing.verified === true },
    evaluator: decl.evaluator === undefined ? null : { name: decl.evaluator.name, version: decl.evaluator.version ?? null }
  }
}

function evaluationFromDecl(decl: AttemptDecl['evaluation']): EvaluationInput | null {
  if (decl === undefined) return null
  return {
    evaluator: decl.evaluator === undefined ? null : { name: decl.evaluator.name, version: decl.evaluator.version ?? null },
    passed: decl.passed ?? null,
    score: decl.score ?? null
  }
}

/**
 * Reads one declared file: checked and opened in one go when the resolver
 * can (`PathResolver.open`: the reader gets the open file, paths.ts), else
 * resolved to a path the reader opens. A refused path is `unreadable` with
 * the refusal as its reason.
 */
async function readDeclared<T>(
  declared: string | undefined,
  location: EvidenceLocation,
  read: (file: FileToRead, ref: FileRef) => Promise<FileOutcome<T>>
): Promise<FileOutcome<T> | null> {
  if (declared === undefined) return null
  const ref: FileRef = { path: location.display(declared), artifact: location.artifact }
  const open = location.resolve.open
  const resolved = open !== undefined ? open(declared) : asOpenedPath(await location.resolve(declared))
  if (!resolved.ok) return { ...ref, state: 'unreadable', line: null, json_path: null, reason: resolved.problem }
  // An opened file is read (and closed) by `read` before it first awaits: no descriptor waits across turns.
  const outcome = await read(resolved.source, ref)
  // Not enumerable: the identity is for counting a file once (file-claims.ts), never written anywhere.
  if (resolved.identity !== undefined && outcome.state !== 'missing')
    Object.defineProperty(outcome, 'identity', { value: resolved.identity, enumerable: false })
  return outcome
}

async function requestFromDecl(decl: RequestDecl, location: EvidenceLocation, limit: ReturnType<typeof pLimit>): Promise<RequestInput> {
  // One task per request, its two files read one after the other (each read finishes before it first awaits): a task,
  // a promise and a closure per file cost more than reading the second file in the same turn.
  return limit(async () => {
    const result = await readDeclared(decl.result, location, readFullResult)
    const record = await readDeclared(decl.record, location, readRequestRecord)
    const requestId = decl.request_id ?? null
    shareIds(requestId, result, record)
    return { request_id: requestId, result, record }
  })
}

function shareIds(
  declared: string | null,
  result: FileOutcome<FullResultEvidence> | null,
  record: FileOutcome<RequestRecordEvidence> | null
): void {
  const r = result?.state === 'read' ? result.value : null
  const c = record?.state === 'read' ? record.value : null
  if (r !== null && declared !== null && r.request_id === declared) r.request_id = declared
  if (c === null) return
  if (declared !== null && c.request_id === declared) c.request_id = declared
  if (r === null) return
  // Written out (not a loop over keys): fixed property names keep the accesses cheap.
  if (c.request_id !== null && c.request_id === r.request_id) c.request_id = r.request_id
  if (c.runtime_id !== null && c.runtime_id === r.runtime_id) c.runtime_id = r.runtime_id
  if (c.invocation_id !== null && c.invocation_id === r.invocation_id) c.invocation_id = r.invocation_id
}

/**
 * One attempt as its declaration states it, before any evidence file is
 * read: `requests` is empty (the attempt index source reads them as the
 * comparison reaches the attempt, {@link readDeclaredRequests}).
 * `declaredIn` names the manifest or attempt index file.
 */
export function declaredAttempt(decl: AttemptDecl, declaredIn: FileRef | null): AttemptInput {
  return {
    configuration: decl.configuration,
    task: decl.task,
    revision: decl.revision,
    attempt: decl.attempt,
    missing: false,
    requests_complete: decl.requests_complete ?? null,
    requests: [],
    evaluation: evaluationFromDecl(decl.evaluation),
    task_duration_ms: decl.task_duration_ms ?? null,
    legacy_counters: [],
    declared_in: declaredIn,
    diagnostics: []
  }
}

/** The requests `decl` declares, each with its evidence files read (reads bounded by `limit`). Never throws for evidence problems. */
export async function readDeclaredRequests(
  decl: AttemptDecl,
  location: EvidenceLocation,
  limit: ReturnType<typeof pLimit>
): Promise<RequestInput[]> {
  return Promise.all(decl.requests.map((r) => requestFromDecl(r, location, limit)))
}

/**
 * Builds one attempt from its declaration, reading its evidence files.
 * `declaredIn` names the manifest or attempt index file.
 */
export async function attemptFromDecl(
  decl: AttemptDecl,
  location: EvidenceLocation,
  declaredIn: FileRef | null,
  limit: ReturnType<typeof pLimit> = pLimit(READ_CONCURRENCY)
): Promise<AttemptInput> {
  const requests = await readDeclaredRequests(decl, location, limit)
  const attempt = declaredAttempt(decl, declaredIn)
  attempt.requests = requests
  return attempt
}
