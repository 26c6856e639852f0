/**
 * RFC 3339 timestamps → Unix milliseconds, independent of the machine's time
 * zone.
 *
 * Accepted: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±hh:mm)`; `t`/space instead of
 * `T` and lowercase `z` as RFC 3339 allows. The fraction may have any number
 * of digits (Relay ATIF writes nanoseconds): it is TRUNCATED to milliseconds
 * (`…39.930037312+00:00` → `.930`), never rounded, so an instant never moves
 * into the next millisecond. A leap second (`:60`) reads as the next
 * minute's first second.
 *
 * A timestamp without an offset (Harbor job results write naive local
 * time) is NOT interpreted in this machine's zone: `ms` is null with
 * diagnostic `timestamp_without_offset`. Anything else unparseable: null
 * with `invalid_timestamp`.
 */
import type { Diagnostic } from './types.js'

/** Result of {@link parseTimestamp}: `ms` (Unix ms) or null with the reason as a diagnostic. */
export interface TimestampResult {
  ms: number | null
  /** Set when `ms` is null; carries `json_path` when one was given, no `file`. */
  diagnostic: Diagnostic | null
}

// Anchored, no nested quantifiers: linear time.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}

function invalid(text: string, why: string, jsonPath?: string): TimestampResult {
  const shown = text.length > 64 ? `${text.slice(0, 64)}…` : text
  const diagnostic: Diagnostic = {
    code: why === 'no offset' ? 'timestamp_without_offset' : 'invalid_timestamp',
    message:
      why === 'no offset'
        ? `timestamp ${JSON.stringify(shown)} has no UTC offset; not interpreted in any local time zone`
        : `timestamp ${JSON.stringify(shown)} is not RFC 3339 (${why})`
  }
  if (jsonPath !== undefined) diagnostic.json_path = jsonPath
  return { ms: null, diagnostic }
}

/**
 * Parses an RFC 3339 timestamp string to Unix milliseconds (see the module
 * comment for accepted forms, truncation and the no-offset rule). Never throws.
 * @param jsonPath where the value was read, copied into the diagnostic.
 */
export function parseTimestamp(text: string, jsonPath?: string): TimestampResult {
  const m = RFC3339.exec(text)
  if (m === null) return invalid(text, 'unrecognised form', jsonPath)
  const [, ys, mos, ds, hs, mis, ss, frac, zulu, sign, oh, om] = m
  const year = Number(ys)
  const month = Number(mos)
  const day = Number(ds)
  const hour = Number(hs)
  const minute = Number(mis)
  const second = Number(ss)
  if (month < 1 || month > 12) return invalid(text, 'month out of range', jsonPath)
  const maxDay = month === 2 && !isLeapYear(year) ? 28 : DAYS_IN_MONTH[month - 1]
  if (day < 1 || day > maxDay) return invalid(text, 'day out of range', jsonPath)
  if (hour > 23 || minute > 59 || second > 60) return invalid(text, 'time out of range', jsonPath)
  if (zulu === undefined && sign === undefined) return invalid(text, 'no offset', jsonPath)
  let offsetMinutes = 0
  if (sign !== undefined) {
    const h = Number(oh)
    const mi = Number(om)
    if (h > 23 || mi > 59) return invalid(text, 'offset out of range', jsonPath)
    offsetMinutes = (sign === '-' ? -1 : 1) * (h * 60 + mi)
  }
  const millis = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'))
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, millis)
  return { ms: date.getTime() - offsetMinutes * 60_000, diagnostic: null }
}

/**
 * A timestamp WITHOUT an offset read as a wall-clock reading (Unix ms as if it were UTC), for the difference of two
 * readings of one clock only (src/evidence/harbor/trial/timing.ts): the instant itself stays unknown. Null for a timestamp
 * with an offset, or one that is not otherwise RFC 3339.
 */
export function wallClockMs(text: string): number | null {
  const m = RFC3339.exec(text)
  if (m === null || m[8] !== undefined || m[9] !== undefined) return null
  const r = parseTimestamp(`${text}Z`)
  return r.ms
}

/**
 * Convenience for readers: parses `text` (null passes through as null) and
 * pushes any diagnostic onto `diagnostics` with `extra` fields (file, line).
 */
export function timestampMs(
  text: string | null,
  jsonPath: string,
  diagnostics: Diagnostic[],
  extra: Pick<Diagnostic, 'file' | 'line'> = {}
): number | null {
  if (text === null) return null
  const r = parseTimestamp(text, jsonPath)
  if (r.diagnostic !== null) diagnostics.push({ ...r.diagnostic, ...extra })
  return r.ms
}
