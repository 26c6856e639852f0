/**
 * Evidence precedence for one expected request (`docs/numbers.md`, reading
 * evidence): a read full result is authoritative; otherwise a read request
 * record with an `end` line (`record_end`); otherwise read harness counters
 * (`harness_counters`, labelled with their source); otherwise a gap.
 */
import type {
  Diagnostic,
  ErrorInfo,
  FileOutcome,
  HarnessStop,
  TimeSpan,
  LegacyCounter,
  RecordEnd,
  RecordStart,
  RequestStatus,
  ResourceSnapshot,
  SystemStats,
  Usage
} from '../../evidence/types.js'
import type { RequestInput } from '../input/input.js'
import { FILE_ROLES, type EvidenceKind, type FileRole } from '../../model/index.js'
import type { GapCode, RequestReport } from '../report/report-schema.js'
import { recordRuleFindings } from './record-rules.js'
import { counterContradictions } from './legacy.js'
import { usageDisagreement, type UsageDisagreement } from './usage-compare.js'

/** One gap of one request, with where it was found. */
export interface RequestGap {
  code: GapCode
  file: string | null
  artifact: string | null
  line: number | null
  detail: string | null
}

/** A request after precedence was applied: everything later modules need. */
export interface ResolvedRequest {
  request_id: string | null
  /** Runtime id of the full result, else of the record; null when neither names one. */
  runtime_id: string | null
  /** Adapter kind (`process`, `http`, `python`, `native_plugin`) of the full result, else the record's start line. */
  adapter_kind: string | null
  /** Which evidence is authoritative for the request; null = a gap. */
  evidence: EvidenceKind | null
  evidence_label: string | null
  /** Authoritative usage; null when no evidence or the evidence did not report usage. */
  usage: Usage | null
  /** `usage` is a lower bound of the request's (a record of a retried request whose tries do not pair up). */
  usage_lower_bound: boolean
  /**
   * Findings that make a metric of this request's usage mean something else
   * than the definition besides the relations of the usage itself
   * (usage-compare.ts): adapter counters contradicting the accounting
   * (legacy.ts). Their metrics' deltas are withheld.
   */
  usage_findings: UsageDisagreement[]
  status: RequestStatus | null
  error: ErrorInfo | null
  /** The record's `start` / `end` lines when the record was read (even when the result is authoritative). */
  record_start: RecordStart | null
  record_end: RecordEnd | null
  /** Invocation interval (Unix ms): the full result's `invocation`, else the record's start/end `at_ms`. */
  invocation: TimeSpan | null
  /** The harness's classified stop when the harness counters are authoritative (no record end line); null otherwise. */
  harness_stop: HarnessStop | null
  /** Resource snapshot of the authoritative evidence, with its source. */
  resource: { source: Exclude<EvidenceKind, 'harness_counters'>; snapshot: ResourceSnapshot } | null
  /** `system_stats` of the full result when it is authoritative (NeMo Fabric 0.7); else null. */
  system_stats: SystemStats | null
  gaps: RequestGap[]
  files: RequestReport['files']
  /** Diagnostics of the read files (with `file` set) plus `result_record_disagree`. */
  diagnostics: Diagnostic[]
  /** Request-level legacy counters of the full result, `file` set to the result's path. */
  legacy_counters: LegacyCounter[]
}

function fileEntry<T>(role: FileRole, o: FileOutcome<T>): RequestReport['files'][number] {
  const unreadable = o.state === 'unreadable' ? o : null
  return {
    role,
    path: o.path,
    artifact: o.artifact,
    state: o.state,
    line: unreadable?.line ?? null,
    json_path: unreadable?.json_path ?? null,
    reason: unreadable?.reason ?? (o.state === 'missing' ? 'file not found' : null)
  }
}

function withFile(diags: readonly Diagnostic[], path: string): Diagnostic[] {
  return diags.map((d) => (d.file === undefined ? { ...d, file: path } : { ...d }))
}

function gapFrom(code: GapCode, o: FileOutcome<unknown> | null, detail: string | null): RequestGap {
  return {
    code,
    file: o?.path ?? null,
    artifact: o?.artifact ?? null,
    line: o?.state === 'unreadable' ? o.line : null,
    detail
  }
}

/**
 * Gap codes of a request without authoritative evidence. Every applicable
 * code is listed (e.g. `result_missing` and `record_without_end`); when no
 * specific code applies, `result_missing`.
 */
function absenceGaps(req: RequestInput): RequestGap[] {
  const gaps: RequestGap[] = []
  const { result, record } = req
  if (result?.state === 'unreadable') gaps.push(gapFrom('result_unreadable', result, result.reason))
  if (result?.state === 'missing') gaps.push(gapFrom('result_missing', result, 'full result file not found'))
  if (record?.state === 'unreadable') gaps.push(gapFrom('record_unreadable', record, record.reason))
  if (record?.state === 'read' && record.value.start !== null && record.value.end === null) {
    gaps.push(gapFrom('record_without_end', record, 'request record has a start line and no end line'))
  }
  if (gaps.length === 0) {
    gaps.push(gapFrom('result_missing', result ?? record, 'no full result, record end line or harness counters'))
  }
  return gaps
}

function usedText(evidence: EvidenceKind): string {
  return evidence === 'full_result' ? 'the full result' : evidence === 'record_end' ? 'the record end line' : 'the harness counters'
}

const ROLE_NAME = { result: 'full result', record: 'request record', harness_counters: 'harness counters' } as const

/**
 * Findings about the declared files that precedence alone would hide: a
 * file that is unreadable (`evidence_file_unreadable`) or missing
 * (`evidence_file_missing`) while other evidence of the request is used, and a file whose request id differs from
 * the declared one (`request_id_mismatch`).
 */
function fileFindings(req: RequestInput, evidence: EvidenceKind | null): Diagnostic[] {
  const out: Diagnostic[] = []
  // The full result's own account of a record it could not write (full-result.ts `record_write_failed`).
  const writeFailed = req.result?.state === 'read' && req.result.value.diagnostics.some((d) => d.code === 'record_write_failed')
  for (const role of FILE_ROLES) {
    const o = req[role]
    if (evidence !== null && o?.state === 'missing') {
      const lost = role === 'record' ? ': its stop cause, timeout and OOM counts are unknown' : ''
      const why = role === 'record' && writeFailed ? ' (the full result reports that writing it failed: record_write_failed)' : ''
      out.push({
        code: 'evidence_file_missing',
        message: `${ROLE_NAME[role]} declared but missing${why}; the request is accounted from ${usedText(evidence)}${lost}`,
        file: o.path
      })
    }
    if (evidence !== null && o?.state === 'unreadable') {
      const used = usedText(evidence)
      out.push({
        code: 'evidence_file_unreadable',
        message: `${ROLE_NAME[role]} unreadable (${o.reason}); the request is accounted from ${used}`,
        file: o.path,
        ...(o.line === null ? {} : { line: o.line }),
        ...(o.json_path === null ? {} : { json_path: o.json_path })
      })
    }
  }
  const declared = req.request_id
  for (const role of ['result', 'record'] as const) {
    const o = req[role]
    const found = o?.state === 'read' ? o.value.request_id : null
    if (declared !== null && found !== null && found !== declared && o) {
      out.push({
        code: 'request_id_mismatch',
        message: `${ROLE_NAME[role]} is of request ${JSON.stringify(found)}, declared as request ${JSON.stringify(declared)}`,
        file: o.path
      })
    }
  }
  return out
}

/** Apply the evidence precedence to one expected request. Never throws. */
export function resolveRequest(req: RequestInput): ResolvedRequest {
  const resolved = applyPrecedence(req)
  if (resolved.evidence === 'full_result') resolved.usage_findings.push(...counterContradictions(resolved.legacy_counters, resolved.usage))
  resolved.diagnostics.push(...fileFindings(req, resolved.evidence))
  if (req.record?.state === 'read') {
    const rec = req.record.value
    resolved.diagnostics.push(...recordRuleFindings(rec.start, rec.end, req.record.path))
    // The record says the request never finished; the full result says it did: named, the result stays authoritative.
    if (resolved.evidence === 'full_result' && rec.start !== null && rec.end === null) {
      resolved.diagnostics.push({
        code: 'record_without_end_beside_result',
        message: `request record has a start line and no end line, although the full result reports status ${resolved.status ?? 'null'}: the full result stays authoritative; the record's stop cause, exit and OOM counts of this request are unknown`,
        file: req.record.path
      })
    }
  }
  return resolved
}

function applyPrecedence(req: RequestInput): ResolvedRequest {
  const result = req.result?.state === 'read' ? req.result.value : null
  const record = req.record?.state === 'read' ? req.record.value : null
  const counters = req.harness_counters?.state === 'read' ? req.harness_counters.value : null
  const end = record?.end ?? null

  const files: RequestReport['files'] = []
  const diagnostics: Diagnostic[] = []
  if (req.result) files.push(fileEntry('result', req.result))
  if (req.record) files.push(fileEntry('record', req.record))
  if (req.harness_counters) files.push(fileEntry('harness_counters', req.harness_counters))
  if (result && req.result) diagnostics.push(...withFile(result.diagnostics, req.result.path))
  if (record && req.record) diagnostics.push(...withFile(record.diagnostics, req.record.path))
  if (counters && req.harness_counters) diagnostics.push(...withFile(counters.diagnostics, req.harness_counters.path))

  const recordInterval: TimeSpan | null = record ? { start_ms: record.start?.at_ms ?? null, end_ms: end?.at_ms ?? null } : null
  // What the authoritative evidence gives, set by the branch that finds it; the request is one object literal below
  // (spreading a shared part into each branch's literal allocated several KB per request).
  let evidence: EvidenceKind | null = null
  let evidenceLabel: string | null = null
  let usage: Usage | null = null
  let usageLowerBound = false
  let usageFindings: UsageDisagreement[] = []
  let status: RequestStatus | null = null
  let error: ErrorInfo | null = null
  let invocation: TimeSpan | null = recordInterval
  let resource: ResolvedRequest['resource'] = null
  let systemStats: SystemStats | null = null
  let gaps: RequestGap[]

  if (result && req.result) {
    const disagree = end ? usageDisagreement(result.usage, end.usage) : null
    if (disagree !== null) {
      diagnostics.push({
        code: 'result_record_disagree',
        message: `full result and record end line report different usage (${disagree}); the full result is authoritative`,
        file: req.result.path
      })
    }
    // A retried request: the result's usage covers every try only when it equals the record's sum of them.
    const retried = record !== null && record.tries > 1 && result.usage !== null
    const coversTries =
      retried && !record.usage_lower_bound && end !== null && end.usage !== null && usageDisagreement(result.usage, end.usage) === null
    if (retried && !coversTries) {
      diagnostics.push({
        code: 'result_covers_one_try',
        message: `the request record shows ${record.tries} tries (a retried request) and the full result's usage is not the sum of every try's: it may cover the last try only, so it is a lower bound of what the request used`,
        file: req.result.path
      })
    }
    if (end && req.record && result.status !== null && end.status !== null && result.status !== end.status) {
      diagnostics.push({
        code: 'result_record_status_differs',
        message: `full result reports status ${result.status}, its record end line ${end.status}: the full result is authoritative for the status; the record's stop cause (${end.stop?.cause ?? 'none'}) is counted as written`,
        file: req.record.path
      })
    }
    evidence = 'full_result'
    usage = result.usage
    usageLowerBound = retried && !coversTries
    status = result.status
    error = result.error
    invocation = result.invocation ?? recordInterval
    resource = result.resource_snapshot ? { source: 'full_result', snapshot: result.resource_snapshot } : null
    systemStats = result.system_stats
    gaps = result.usage === null ? [gapFrom('usage_not_reported', req.result, 'full result has no usage')] : []
  } else if (end && req.record) {
    evidence = 'record_end'
    usage = end.usage
    usageLowerBound = record!.usage_lower_bound && end.usage !== null
    status = end.status
    error = end.error
    resource = end.resource_snapshot ? { source: 'record_end', snapshot: end.resource_snapshot } : null
    gaps = end.usage === null ? [gapFrom('usage_not_reported', req.record, 'record end line has no usage')] : []
  } else if (counters && req.harness_counters) {
    evidence = 'harness_counters'
    evidenceLabel = counters.source
    usage = counters.usage
    usageLowerBound = counters.usage_lower_bound === true
    if (counters.input_excludes_cache_writes === true && counters.usage.input_tokens !== null) {
      usageFindings = [
        {
          relation: 'input_excludes_cache_writes',
          metrics: ['input_tokens', 'total_tokens'],
          detail: `${counters.source} input_tokens ${counters.usage.input_tokens.toLocaleString('en-US')} leave out cache writes (claude-code), and no trajectory says how many`
        }
      ]
    }
    status = counters.status
    gaps = []
  } else {
    gaps = absenceGaps(req)
  }

  // Keys in the order the request always had (the shared part first, then the evidence's), so nothing that walks
  // them sees a difference.
  return {
    request_id: req.request_id ?? result?.request_id ?? record?.request_id ?? null,
    runtime_id: result?.runtime_id ?? record?.runtime_id ?? null,
    adapter_kind: result?.adapter_kind ?? record?.start?.adapter_kind ?? null,
    record_start: record?.start ?? null,
    record_end: end,
    harness_stop: end === null && result === null ? (counters?.stop ?? null) : null,
    usage_lower_bound: usageLowerBound,
    usage_findings: usageFindings,
    files,
    diagnostics,
    legacy_counters: result && req.result ? result.legacy_counters.map((c) => ({ ...c, file: c.file ?? req.result!.path })) : [],
    evidence,
    evidence_label: evidenceLabel,
    usage,
    status,
    error,
    invocation,
    resource,
    system_stats: systemStats,
    gaps
  }
}
