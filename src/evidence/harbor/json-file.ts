/**
 * Reading one JSON file of a Harbor job or ATIF trajectory: UTF-8, parsed
 * once with the shared lenient parser (`../json/json-text.ts`: BOM stripped,
 * Python `NaN` read as null with a diagnostic). Small shared helper of
 * `src/evidence/harbor/` and `src/evidence/atif/`.
 */
import { parseJsonText } from '../json/json-text.js'
import { readEvidenceText, type FileToRead } from '../files/open-file.js'
import type { Diagnostic } from '../types.js'

/** A parsed JSON file, or why it could not be read. */
export type JsonFileOutcome =
  { state: 'read'; value: unknown; diagnostics: Diagnostic[] } | { state: 'missing' } | { state: 'unreadable'; reason: string }

/**
 * Read and parse `file` (an absolute path, or a source already opened or
 * refused by a `RootedOpener` of src/evidence/files/paths.ts); `diagnostics` (number findings) carry `json_path`
 * but no `file` (the caller adds it). Never throws for a missing file or malformed JSON
 * (those are outcomes); other I/O errors (permissions, ELOOP, a name over
 * the limit), a FIFO/socket/device (refused before reading, never waited
 * on) and a file over `MAX_JSON_FILE_BYTES` become `unreadable`.
 */
export async function readJsonFile(file: FileToRead): Promise<JsonFileOutcome> {
  const text = readEvidenceText(file)
  if (typeof text !== 'string') return text
  const parsed = parseJsonText(text)
  if (!parsed.ok) return { state: 'unreadable', reason: parsed.reason }
  return { state: 'read', value: parsed.value, diagnostics: parsed.diagnostics }
}

/** The value as a plain object, or null (arrays and primitives are not objects here). */
export function asObject(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null
}

/** A finite number, or null for anything else (absent, null, string, NaN). Never 0 by default. */
export function numberOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null
}

/** A string, or null for anything else. */
export function stringOrNull(v: unknown): string | null {
  return typeof v === 'string' ? v : null
}
