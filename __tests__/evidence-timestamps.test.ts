import { describe, expect, it } from '@jest/globals'
import { parseTimestamp, timestampMs } from '../src/evidence/timestamps.js'
import type { Diagnostic } from '../src/evidence/types.js'

describe('parseTimestamp', () => {
  it('reads Z, offsets and lowercase/space separators as Unix milliseconds', () => {
    expect(parseTimestamp('2026-07-23T19:46:40.100Z')).toEqual({ ms: 1784836000100, diagnostic: null })
    expect(parseTimestamp('2026-07-23T21:46:40.100+02:00').ms).toBe(1784836000100)
    expect(parseTimestamp('2026-07-23T14:16:40.1-05:30').ms).toBe(1784836000100)
    expect(parseTimestamp('2026-07-23 19:46:40z').ms).toBe(1784836000000)
    expect(parseTimestamp('1970-01-01T00:00:00Z').ms).toBe(0)
  })

  it('truncates nanosecond fractions to milliseconds (never rounds up)', () => {
    expect(parseTimestamp('2025-11-03T18:32:39.930037312+00:00').ms).toBe(Date.UTC(2025, 10, 3, 18, 32, 39, 930))
    expect(parseTimestamp('2025-11-03T18:32:39.999999999Z').ms).toBe(Date.UTC(2025, 10, 3, 18, 32, 39, 999))
  })

  it('does not guess a zone for a timestamp without offset', () => {
    expect(parseTimestamp('2026-08-24T14:13:52.589008', '$.started_at')).toEqual({
      ms: null,
      diagnostic: {
        code: 'timestamp_without_offset',
        message: 'timestamp "2026-08-24T14:13:52.589008" has no UTC offset; not interpreted in any local time zone',
        json_path: '$.started_at'
      }
    })
  })

  it('flags invalid timestamps with the reason', () => {
    const reasons = [
      '2026-02-29T00:00:00Z',
      '2024-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:00:00+0100',
      'yesterday',
      '2026-01-01T00:00:00+24:00'
    ].map((t) => parseTimestamp(t).diagnostic?.message ?? 'ok')
    expect(reasons).toEqual([
      'timestamp "2026-02-29T00:00:00Z" is not RFC 3339 (day out of range)',
      'ok',
      'timestamp "2026-13-01T00:00:00Z" is not RFC 3339 (month out of range)',
      'timestamp "2026-01-01T24:00:00Z" is not RFC 3339 (time out of range)',
      'timestamp "2026-01-01T00:00:00+0100" is not RFC 3339 (unrecognised form)',
      'timestamp "yesterday" is not RFC 3339 (unrecognised form)',
      'timestamp "2026-01-01T00:00:00+24:00" is not RFC 3339 (offset out of range)'
    ])
    expect(parseTimestamp('yesterday').diagnostic?.code).toBe('invalid_timestamp')
  })

  it('reads years below 100 literally and a leap second as the next minute', () => {
    expect(new Date(parseTimestamp('0050-01-01T00:00:00Z').ms as number).getUTCFullYear()).toBe(50)
    expect(parseTimestamp('2016-12-31T23:59:60Z').ms).toBe(Date.UTC(2017, 0, 1, 0, 0, 0))
  })
})

describe('timestampMs', () => {
  it('passes null through and adds file/line to the diagnostic', () => {
    const d: Diagnostic[] = []
    expect(timestampMs(null, '$.at', d)).toBeNull()
    expect(timestampMs('2026-01-01T00:00:00', '$.at', d, { file: 'r.jsonl', line: 2 })).toBeNull()
    expect(d).toEqual([
      {
        code: 'timestamp_without_offset',
        message: 'timestamp "2026-01-01T00:00:00" has no UTC offset; not interpreted in any local time zone',
        json_path: '$.at',
        file: 'r.jsonl',
        line: 2
      }
    ])
  })
})
