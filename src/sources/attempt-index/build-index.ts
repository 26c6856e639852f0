/**
 * Builds an attempt index (`fabric-attempt.json`, src/sources/manifest/schema.ts)
 * from the evidence one attempt left in a folder: the NeMo Fabric full
 * results (`RunResult` JSON, read by src/evidence/fabric/full-result.ts) and the
 * request records under `.fabric/` (`.fabric/<runtime_id>/<invocation_id>/run-record.jsonl`,
 * read by src/evidence/fabric/request-record.ts), paired by request identity.
 *
 * Pairing rules. A request's identity is its `runtime_id`,
 * `invocation_id` and `request_id` (a record's from its lines, an id its
 * lines do not give from its `.fabric/<runtime_id>/<invocation_id>/` path).
 * A full result and a record are one request when no id both give differs
 * and they share the `request_id`, or (without one) both the `runtime_id`
 * and the `invocation_id`. Refused (ConfigurationError, nothing written):
 * a file that holds a full result's ids but cannot be read as one; two
 * full results or two records of one request; a record matching several
 * full results or the reverse; a full result and a record with one
 * `request_id` and another `runtime_id` or `invocation_id`; a full result
 * without ids (the CLI's stub) while a record is left unpaired; a folder
 * that cannot be listed (it may hold records); another
 * attempt's `fabric-attempt.json` below the folder; a folder with no
 * evidence at all.
 *
 * `requests_complete` is true only when every record found has a full
 * result or an end line: a record with a start line only is a request that
 * started and never finished (the run was killed), so more may be missing.
 * With no record at all (NeMo Fabric up to 0.7 writes none) it is left out
 * (unverified): a request that ended before its full result was written
 * leaves nothing to find — unless the caller states it with
 * `--requests-complete` (`AttemptFields.requests_complete_claimed`).
 */
import path from 'node:path'
import type { Diagnostic } from '../../evidence/types.js'
import { ConfigurationError, NoEvidenceError, someNames } from '../../errors.js'
import { EvidenceTypeError, isJsonObject } from '../../evidence/json/fields.js'
import { mapFullResult } from '../../evidence/fabric/full-result.js'
import { looksLikeTrialResult } from '../../evidence/harbor/trial/trial-result.js'
import { HARBOR_SAMPLE_SCHEMA } from '../../evidence/harbor/samples/samples.js'
import { parseJsonText } from '../../evidence/json/json-text.js'
import { readEvidenceText } from '../../evidence/files/open-file.js'
import { readRequestRecord } from '../../evidence/fabric/request-record.js'
import { ATTEMPT_INDEX_FILE, findFiles } from './attempt-indexes.js'
import { asOpenedPath, createPathResolver, type OpenedPath, type PathResolver } from '../../evidence/files/paths.js'
import { AttemptIndexSchema, type AttemptIndex } from '../manifest/schema.js'

/** The name of a request record file. */
export const RUN_RECORD_FILE = 'run-record.jsonl'

/** A request's ids; null where the evidence does not give one. */
export interface RequestIdentity {
  runtime_id: string | null
  invocation_id: string | null
  request_id: string | null
}

/** One request of the index, with what was found of it (paths relative to the folder, `/`-separated). */
export interface IndexedRequest {
  identity: RequestIdentity
  result: string | null
  record: string | null
  /** The record's end: `true` has an end line, `false` a start line only, null when there is no record or it could not be read. */
  record_ended: boolean | null
  /** Why the record could not be read (the comparison reports it too); null when it was read or there is none. */
  record_problem: string | null
}

/** The attempt's own fields of the index (everything but the requests). */
export interface AttemptFields {
  configuration: string
  task: string
  revision: string
  attempt: string
  passed: boolean | null
  score: number | null
  evaluator: { name: string; version: string | null } | null
  task_duration_ms: number | null
  /**
   * `--requests-complete`: the caller states that every request of the attempt
   * left a file in the folder (e.g. NeMo Fabric 0.6–0.7, which writes no run
   * record, so nothing in the folder can show it). Absent or false: only the
   * records decide.
   */
  requests_complete_claimed?: boolean
}

/** What {@link buildAttemptIndex} found and the index it makes. */
export interface BuiltIndex {
  index: AttemptIndex
  requests: IndexedRequest[]
  /** JSON files that are not full results (their paths), left out of the index. */
  ignored: string[]
  /** Symbolic links under the folder, never followed (their paths). */
  links: string[]
}

const ID_KEYS = ['runtime_id', 'invocation_id', 'request_id'] as const

/** True for a JSON object that carries a `RunResult`'s ids, or the CLI's stub (`status` and `error`, no ids). */
function looksLikeFullResult(value: unknown): boolean {
  if (!isJsonObject(value)) return false
  return (
    ID_KEYS.some((k) => Object.hasOwn(value, k)) ||
    (Object.hasOwn(value, 'status') && Object.hasOwn(value, 'error') && Object.keys(value).every((k) => k === 'status' || k === 'error'))
  )
}

const show = (ids: RequestIdentity): string =>
  ID_KEYS.filter((k) => ids[k] !== null)
    .map((k) => `${k} ${JSON.stringify(ids[k])}`)
    .join(', ') || 'no ids'

/** The ids a record's path gives: `.fabric/<runtime_id>/<invocation_id>/run-record.jsonl`. */
function idsFromPath(rel: string): Pick<RequestIdentity, 'runtime_id' | 'invocation_id'> {
  const parts = rel.split('/')
  const at = parts.lastIndexOf('.fabric')
  return at >= 0 && at === parts.length - 4
    ? { runtime_id: parts[at + 1] as string, invocation_id: parts[at + 2] as string }
    : { runtime_id: null, invocation_id: null }
}

/** Whether a full result and a record are one request (module comment). */
function sameRequest(a: RequestIdentity, b: RequestIdentity): boolean {
  if (ID_KEYS.some((k) => a[k] !== null && b[k] !== null && a[k] !== b[k])) return false
  if (a.request_id !== null && b.request_id !== null) return true
  return a.runtime_id !== null && b.runtime_id !== null && a.invocation_id !== null && b.invocation_id !== null
}

const isRecordPath = (name: string, folder: string): boolean => name === RUN_RECORD_FILE && `/${folder}/`.includes('/.fabric/')

async function openInside(resolve: PathResolver, rel: string): Promise<OpenedPath> {
  return resolve.open?.(rel) ?? asOpenedPath(await resolve(rel))
}

/**
 * Scans `dir` (module comment) and builds the attempt index of `fields`
 * with the requests found, valid against the attempt index schema. Reads
 * only inside `dir` (no symbolic link is followed, each file is opened
 * through the path check of src/evidence/files/paths.ts, reads are bounded by
 * the readers' limits). Throws ConfigurationError naming the file and the
 * problem for every refusal of the module comment, and when `dir` is not a
 * folder that can be listed.
 */
export async function buildAttemptIndex(dir: string, fields: AttemptFields): Promise<BuiltIndex> {
  let resolve: PathResolver
  try {
    resolve = await createPathResolver(dir)
  } catch {
    throw new ConfigurationError(`${dir}: no such folder`)
  }
  const diagnostics: Diagnostic[] = []
  const links: string[] = []
  const rootName = dir.replace(/[\\/]+$/, '') || dir
  const files = findFiles(dir, rootName, diagnostics, (name, folder) => isRecordPath(name, folder) || name.endsWith('.json'), {
    noun: 'evidence files',
    onLink: (rel) => links.push(rel)
  })
  // A folder left unlisted may hold records: nothing is claimed about the requests then.
  if (diagnostics.length > 0) throw new ConfigurationError(diagnostics.map((d) => d.message).join('\n'))
  const rels = files.map((f) => path.relative(dir, f).split(path.sep).join('/'))
  const otherIndex = rels.find((r) => r.endsWith(`/${ATTEMPT_INDEX_FILE}`))
  if (otherIndex !== undefined) {
    throw new ConfigurationError(
      `${path.join(dir, otherIndex)}: another attempt's index file is inside ${dir}; index each attempt's own folder`
    )
  }
  const results: Array<{ rel: string; identity: RequestIdentity }> = []
  const records: IndexedRequest[] = []
  const ignored: string[] = []
  // Harbor's own files (a trial result.json, a NeMo Fabric Harbor sample's summaries): a folder of them is compared, not indexed.
  const harbor: string[] = []
  for (const rel of rels) {
    if (rel === ATTEMPT_INDEX_FILE) continue
    const where = path.join(dir, rel)
    const opened = await openInside(resolve, rel)
    if (!opened.ok) throw new ConfigurationError(`${where}: ${opened.problem}`)
    if (isRecordPath(path.posix.basename(rel), path.posix.dirname(rel))) {
      const outcome = await readRequestRecord(opened.source, { path: rel, artifact: null })
      const fromPath = idsFromPath(rel)
      const value = outcome.state === 'read' ? outcome.value : null
      records.push({
        identity: {
          runtime_id: value?.runtime_id ?? fromPath.runtime_id,
          invocation_id: value?.invocation_id ?? fromPath.invocation_id,
          request_id: value?.request_id ?? null
        },
        result: null,
        record: rel,
        record_ended: value === null ? null : value.end !== null,
        record_problem: outcome.state === 'unreadable' ? `${outcome.line === null ? '' : `line ${outcome.line}: `}${outcome.reason}` : null
      })
      continue
    }
    const text = readEvidenceText(opened.source)
    if (typeof text !== 'string')
      throw new ConfigurationError(`${where}: ${text.state === 'missing' ? 'the file vanished while it was read' : text.reason}`)
    const parsed = parseJsonText(text)
    // A result cut short (the run killed while writing it) is not JSON, but still names its ids.
    if (!parsed.ok && /"(?:runtime_id|invocation_id|request_id)"\s*:/.test(text)) {
      throw new ConfigurationError(
        `${where}: names a NeMo Fabric full result's ids but is not valid JSON (${parsed.reason}), so it cannot be paired; fix or remove it`
      )
    }
    if (!parsed.ok || !looksLikeFullResult(parsed.value)) {
      if (parsed.ok && isHarborFile(rel, parsed.value)) harbor.push(rel)
      ignored.push(rel)
      continue
    }
    try {
      const value = mapFullResult(parsed.value, [])
      results.push({ rel, identity: { runtime_id: value.runtime_id, invocation_id: value.invocation_id, request_id: value.request_id } })
    } catch (error) {
      if (!(error instanceof EvidenceTypeError)) throw error
      throw new ConfigurationError(
        `${where}: holds a NeMo Fabric full result's ids but cannot be read as one (${error.json_path}: ${error.message}), so it cannot be paired; fix or remove it`
      )
    }
  }
  const requests = pair(dir, results, records)
  if (requests.length === 0 && harbor.length > 0) {
    throw new ConfigurationError(
      `${dir}: a Harbor folder (${someNames(harbor.sort())}), not a NeMo Fabric attempt folder: nothing to index; compare it with --harbor-job ${dir} (the action's harbor-jobs input) instead`
    )
  }
  if (requests.length === 0) {
    throw new NoEvidenceError(
      `${dir}: no NeMo Fabric full result (RunResult JSON) and no .fabric/**/${RUN_RECORD_FILE} found; nothing to index (the attempt left no evidence: the comparison reports it missing)`
    )
  }
  const index = AttemptIndexSchema.parse({
    attempt_index_version: 1,
    configuration: fields.configuration,
    task: fields.task,
    revision: fields.revision,
    attempt: fields.attempt,
    // Without any record nothing shows a request that ended before its full result was written: unverified (absent).
    ...requestsComplete(dir, requests, fields.requests_complete_claimed === true),
    requests: requests.map((r) => ({
      ...(r.identity.request_id === null ? {} : { request_id: r.identity.request_id }),
      ...(r.result === null ? {} : { result: r.result }),
      ...(r.record === null ? {} : { record: r.record })
    })),
    ...evaluationOf(fields),
    ...(fields.task_duration_ms === null ? {} : { task_duration_ms: fields.task_duration_ms })
  })
  return { index, requests, ignored, links }
}

/**
 * `requests_complete` of the index: from the records when there are any
 * (true only when each has a full result or an end line), else the caller's
 * `--requests-complete`, else absent (unverified). Throws ConfigurationError
 * when the caller claims a whole list that a record without an end contradicts.
 */
function requestsComplete(dir: string, requests: readonly IndexedRequest[], claimed: boolean): { requests_complete?: boolean } {
  if (!requests.some((r) => r.record !== null)) return claimed ? { requests_complete: true } : {}
  const unfinished = requests.filter((r) => r.result === null && r.record_ended !== true).length
  if (claimed && unfinished > 0) {
    throw new ConfigurationError(
      `${dir}: --requests-complete, but ${unfinished} request record(s) have neither a full result nor an end line: the request list is not whole; leave the option out`
    )
  }
  return { requests_complete: unfinished === 0 }
}

function evaluationOf(fields: AttemptFields): { evaluation?: AttemptIndex['evaluation'] } {
  if (fields.passed === null && fields.score === null && fields.evaluator === null) return {}
  return {
    evaluation: {
      ...(fields.evaluator === null
        ? {}
        : {
            evaluator: { name: fields.evaluator.name, ...(fields.evaluator.version === null ? {} : { version: fields.evaluator.version }) }
          }),
      ...(fields.passed === null ? {} : { passed: fields.passed }),
      ...(fields.score === null ? {} : { score: fields.score })
    }
  }
}

/** Pairs full results with records (module comment); the requests in path order of their result, then of their record. */
function pair(dir: string, results: Array<{ rel: string; identity: RequestIdentity }>, records: IndexedRequest[]): IndexedRequest[] {
  const file = (rel: string): string => path.join(dir, rel)
  const twice = (kind: string, list: Array<{ rel: string; identity: RequestIdentity }>): void => {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i] as (typeof list)[number]
        const b = list[j] as (typeof list)[number]
        if (ID_KEYS.every((k) => a.identity[k] !== null && a.identity[k] === b.identity[k])) {
          throw new ConfigurationError(`${file(b.rel)}: ${kind} of the same request as ${file(a.rel)} (${show(a.identity)}); keep one`)
        }
      }
    }
  }
  twice('a second full result', results)
  twice(
    'a second request record',
    records.map((r) => ({ rel: r.record as string, identity: r.identity }))
  )
  const requests: IndexedRequest[] = []
  const taken = new Set<number>()
  for (const result of results) {
    for (const record of records) {
      const a = result.identity
      const b = record.identity
      if (a.request_id !== null && a.request_id === b.request_id && !sameRequest(a, b)) {
        throw new ConfigurationError(
          `${file(result.rel)} and ${file(record.record as string)}: one request_id ${JSON.stringify(a.request_id)} with other ids (${show(a)} / ${show(b)}); they cannot be paired`
        )
      }
    }
    const matches = records.flatMap((r, i) => (sameRequest(result.identity, r.identity) ? [i] : []))
    if (matches.length > 1) {
      throw new ConfigurationError(
        `${file(result.rel)}: matches ${matches.length} request records (${someNames(matches.map((i) => String(records[i]?.record)))}); cannot tell which is its own`
      )
    }
    const i = matches[0]
    if (i !== undefined && taken.has(i)) {
      const other = requests.find((r) => r.record === records[i]?.record)
      throw new ConfigurationError(
        `${file(records[i]?.record as string)}: matches two full results (${other?.result}, ${result.rel}); cannot tell which is its own`
      )
    }
    if (i !== undefined) taken.add(i)
    const record = i === undefined ? null : (records[i] as IndexedRequest)
    requests.push({
      identity: record === null ? result.identity : mergeIds(result.identity, record.identity),
      result: result.rel,
      record: record?.record ?? null,
      record_ended: record?.record_ended ?? null,
      record_problem: record?.record_problem ?? null
    })
  }
  const alone = records.filter((_, i) => !taken.has(i))
  const stub = results.find((r) => ID_KEYS.every((k) => r.identity[k] === null))
  if (stub !== undefined && alone.length > 0) {
    throw new ConfigurationError(
      `${file(stub.rel)}: a full result without ids (written when a run fails before a result exists) beside ${alone.length} unpaired request record(s) (${someNames(alone.map((r) => String(r.record)))}); cannot tell which is its own: write the index by hand or remove the stub`
    )
  }
  requests.push(...alone)
  return requests
}

function mergeIds(a: RequestIdentity, b: RequestIdentity): RequestIdentity {
  return {
    runtime_id: a.runtime_id ?? b.runtime_id,
    invocation_id: a.invocation_id ?? b.invocation_id,
    request_id: a.request_id ?? b.request_id
  }
}

/**
 * Whether the JSON file `rel` (parsed: `value`) is one of Harbor's own: a trial `result.json` (`task_name` and
 * `trial_name`) or a NeMo Fabric Harbor sample's `result-summary.json` ({@link HARBOR_SAMPLE_SCHEMA}).
 */
function isHarborFile(rel: string, value: unknown): boolean {
  const name = path.posix.basename(rel)
  if (name === 'result.json') return looksLikeTrialResult(value)
  return name === 'result-summary.json' && isJsonObject(value) && value.schema_version === HARBOR_SAMPLE_SCHEMA
}
