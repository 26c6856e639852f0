/**
 * Reader for a NeMo Fabric request record (`run-record.jsonl`,
 * `docs/formats.md`), streamed line by line (../json/jsonl-lines.ts) so a long record never sits in
 * memory as one string.
 *
 * Record-level rules:
 * - lines of another `schema` or with a `line` other than `start`/`end` are
 *   counted in `unknown_lines` (one `unknown_line` diagnostic per file);
 * - a torn last line → `torn_last_line` (if it was meant to be the end line,
 *   the record simply has no end);
 * - several start/end lines for one record (a retried request): the FIRST
 *   start and the LAST end's status, error and stop are kept. When the lines
 *   pair up (start, end, start, end, …: every end closes its own start) each
 *   try was billed, so the end line's `usage` becomes the sum of every try's
 *   (a metric one try did not report is unknown), notice `record_retried`.
 *   When they do not pair up (two starts or two ends in a row, an end first)
 *   the rules cannot tell which usage belongs to which try: the last end
 *   line's usage is kept as a lower bound (`usage_lower_bound`), warning
 *   `record_tries_unpaired`;
 * - ids come from the first known line that has them; a different id on a
 *   later line → `record_id_mismatch`;
 * - a run of NUL bytes inside a line (a crash left zero-filled space, then
 *   the writer appended) separates JSON values like a line break: the JSON
 *   after it is read and the line flagged `nul_padding`;
 * - an empty file (no non-blank line) → `empty_record`;
 * - a wrong type in a known field → `unreadable` with line and JSON path;
 *   a malformed line with lines after it → `unreadable` (corruption).
 */
import {
  USAGE_METRICS,
  type Diagnostic,
  type FileOutcome,
  type FileRef,
  type RecordEnd,
  type RecordStart,
  type RequestRecordEvidence,
  type Usage,
  type UsageMetric
} from '../types.js'
import { EvidenceTypeError, sumHeld, type JsonObject } from '../json/fields.js'
import { attachFile } from '../files/file-outcome.js'
import { intern, internError, internSnapshot, internStop, internUsage } from '../intern.js'
import { readJsonLines, type JsonLine } from '../json/jsonl-lines.js'
import type { FileToRead } from '../files/open-file.js'
import {
  RUN_RECORD_LINE_SCHEMA,
  readRecordEnd,
  readRecordLineIds,
  readRecordStart,
  recordLineKind,
  type RecordLineIds
} from './record-lines.js'

const ID_KEYS = ['runtime_id', 'invocation_id', 'request_id'] as const

/**
 * Reads the request record at `file` (absolute path, or the file already
 * opened by the path check: `FileToRead`, ../files/open-file.ts). `ref` is copied into
 * the outcome and every diagnostic's `file`. Outcomes: `missing` (no such
 * file), `unreadable` (corrupt middle line, wrong type/value, I/O error —
 * with `line` and `json_path` when known), else `read`. Never throws.
 */
export async function readRequestRecord(file: FileToRead, ref: FileRef): Promise<FileOutcome<RequestRecordEvidence>> {
  const record: RequestRecordEvidence = {
    request_id: null,
    runtime_id: null,
    invocation_id: null,
    start: null,
    end: null,
    unknown_lines: 0,
    line_count: 0,
    usage_lower_bound: false,
    tries: 0,
    diagnostics: []
  }
  const tries: Tries = { starts: 0, ends: 0, paired: true, open: false, usages: [] }
  let current = 0
  let outcome
  try {
    outcome = await readJsonLines(file, (l) => {
      current = l.line
      takeLine(record, l, tries)
    })
  } catch (e) {
    if (!(e instanceof EvidenceTypeError)) throw e
    return { ...ref, state: 'unreadable', line: current, json_path: e.json_path, reason: e.message }
  }
  if (outcome.state === 'missing') return { ...ref, state: 'missing' }
  if (outcome.state === 'unreadable') {
    return { ...ref, state: 'unreadable', line: outcome.line, json_path: null, reason: outcome.reason }
  }
  record.line_count = outcome.line_count
  const d = record.diagnostics
  if (outcome.torn !== null) {
    d.push({ code: 'torn_last_line', message: `torn last line (write cut short): ${outcome.torn.reason}`, line: outcome.torn.line })
  }
  for (const cut of outcome.cut_before_padding) {
    d.push({
      code: 'nul_padding',
      message: `a line cut short by a crash before NUL padding (${cut.reason}); skipped, the lines after it are read`,
      line: cut.line
    })
  }
  for (const line of outcome.nul_padding) {
    d.push({
      code: 'nul_padding',
      message: 'a run of NUL bytes (zero-filled space a crash leaves before the writer appends again); the JSON around it is read',
      line
    })
  }
  if (record.unknown_lines > 0) {
    d.push({
      code: 'unknown_line',
      message: `${record.unknown_lines} line(s) are neither a start nor an end line of ${RUN_RECORD_LINE_SCHEMA}; kept as unknown`
    })
  }
  settleTries(record, tries)
  if (outcome.line_count === 0) {
    d.push({ code: 'empty_record', message: 'the request record has no lines: no evidence that the request started' })
  }
  attachFile(d, ref.path)
  return { ...ref, state: 'read', value: record }
}

/** The start/end lines seen so far, for retried requests. */
interface Tries {
  starts: number
  ends: number
  /** Every end closed its own start so far (start, end, start, end, …). */
  paired: boolean
  /** A start line is waiting for its end. */
  open: boolean
  /** The `usage` of every end line, in order. */
  usages: Array<Usage | null>
}

/** Sum of every try's usage: a metric is known only when every try reports it; cost only in one pricing basis. */
function sumTries(usages: ReadonlyArray<Usage | null>): Usage | null {
  if (usages.every((u) => u === null)) return null
  const sum = (m: UsageMetric): number | null => {
    let total = 0
    for (const u of usages) {
      const v = u?.[m] ?? null
      if (v === null) return null
      total += v
    }
    return sumHeld(total, m === 'cost_usd' ? 'usd' : 'tokens') ? total : null
  }
  const bases = new Set(usages.map((u) => u?.pricing_basis ?? null))
  const basis = bases.size === 1 ? [...bases][0]! : null
  const out = Object.fromEntries(USAGE_METRICS.map((m) => [m, sum(m)])) as Record<UsageMetric, number | null>
  return { ...out, cost_usd: bases.size === 1 ? out.cost_usd : null, pricing_basis: basis }
}

/** After the last line: a retried record's usage (see the module comment) and its diagnostic. */
function settleTries(record: RequestRecordEvidence, t: Tries): void {
  record.tries = Math.max(t.starts, t.ends)
  if (t.starts <= 1 && t.ends <= 1) return
  const paired = t.paired && !t.open && t.starts === t.ends
  if (paired && record.end !== null) {
    record.end.usage = sumTries(t.usages)
    const shown = (m: UsageMetric): string =>
      t.usages.map((u) => (u?.[m] == null ? 'not reported' : u[m]!.toLocaleString('en-US'))).join(' + ')
    record.diagnostics.push({
      code: 'record_retried',
      message: `${t.ends} tries (start/end pairs) in one request record: every try was billed, so its usage is the sum of every try's (input_tokens ${shown('input_tokens')}, output_tokens ${shown('output_tokens')}); status and stop are the last end line's`
    })
    return
  }
  record.usage_lower_bound = record.end !== null
  record.diagnostics.push({
    code: 'record_tries_unpaired',
    message: `${t.starts} start and ${t.ends} end lines that do not pair up (a retried request whose tries cannot be told apart): the last end line's usage is kept as a lower bound of what the request used, never as its whole usage`
  })
}

/** Applies one well-formed line to the record (throws `EvidenceTypeError` on a wrong type). */
function takeLine(record: RequestRecordEvidence, l: JsonLine, tries: Tries): void {
  const kind = recordLineKind(l.value)
  const lineDiagnostics: Diagnostic[] = l.diagnostics
  if (kind === null) {
    record.unknown_lines++
  } else {
    const obj = l.value as JsonObject
    mergeIds(record, readRecordLineIds(obj), lineDiagnostics)
    if (kind === 'start') {
      const start = internStart(readRecordStart(obj, lineDiagnostics))
      if (record.start === null) record.start = start
      tries.starts++
      if (tries.open) tries.paired = false
      tries.open = true
    } else {
      const end = internEnd(readRecordEnd(obj, lineDiagnostics))
      tries.ends++
      if (!tries.open) tries.paired = false
      tries.open = false
      tries.usages.push(end.usage === null ? null : { ...end.usage })
      record.end = end
    }
  }
  for (const d of lineDiagnostics) {
    d.line = l.line
    record.diagnostics.push(d)
  }
}

/** Interns the names of a start line (intern.ts: one copy of each repeated string). */
function internStart(start: RecordStart): RecordStart {
  start.agent_name = intern(start.agent_name)
  start.harness = intern(start.harness)
  start.adapter_kind = intern(start.adapter_kind)
  start.adapter_id = intern(start.adapter_id)
  return start
}

/** Interns status, error code, stop kinds, pricing basis and snapshot scope of an end line. */
function internEnd(end: RecordEnd): RecordEnd {
  end.status = intern(end.status)
  internError(end.error)
  internStop(end.stop)
  internUsage(end.usage)
  internSnapshot(end.resource_snapshot)
  return end
}

function mergeIds(record: RequestRecordEvidence, ids: RecordLineIds, diagnostics: Diagnostic[]): void {
  for (const key of ID_KEYS) {
    const id = ids[key]
    if (id === null) continue
    if (record[key] === null) record[key] = id
    else if (record[key] !== id) {
      diagnostics.push({
        code: 'record_id_mismatch',
        message: `${key} ${JSON.stringify(id)} differs from ${JSON.stringify(record[key])} on an earlier line; the first is kept`,
        json_path: `$.${key}`
      })
    }
  }
}
