/**
 * A Harbor trial's caller task duration: `finished_at − started_at` of the
 * trial `result.json`, in milliseconds.
 *
 * Harbor 0.21 writes trial timestamps with `Z`; Harbor 0.1.x trial
 * timestamps and all job-level timestamps are naive producer-local time.
 * A naive timestamp is never read in this machine's zone
 * (`../../timestamps.ts`). Two naive times of one file were written by the
 * same process on one clock: their difference is a duration whatever the
 * zone, so it is kept, with the notice `harbor_trial_timestamp_without_offset`
 * (the zone, and so the instants, stay unknown; a daylight-saving change
 * between the two would shift it by an hour). One naive time beside one
 * with an offset gives no duration (`timestamp_without_offset`).
 */
import { timestampMs, wallClockMs } from '../../timestamps.js'
import { cutText } from '../../json/fields.js'
import type { Diagnostic } from '../../types.js'

/**
 * Milliseconds from `start` to `end` (timestamps of one file, JSON paths in
 * `paths`), or null when either is absent, unparseable or without offset
 * (diagnostics pushed with `file`), or when the difference is negative
 * (`harbor_negative_duration`).
 */
export function durationMs(
  start: string | null,
  end: string | null,
  file: string,
  paths: [string, string],
  diagnostics: Diagnostic[]
): number | null {
  const wa = start === null ? null : wallClockMs(start)
  const wb = end === null ? null : wallClockMs(end)
  const naive = wa !== null && wb !== null
  if (naive)
    diagnostics.push({
      code: 'harbor_trial_timestamp_without_offset',
      message: `${paths[0]} (${JSON.stringify(cutText(start!, 40))}) and ${paths[1]} (${JSON.stringify(cutText(end!, 40))}) have no UTC offset (Harbor 0.1.x writes local time): written by one process on one clock, their difference is kept as the duration; the zone, and so the instants, are unknown`,
      file,
      json_path: paths[0]
    })
  const a = naive ? wa : timestampMs(start, paths[0], diagnostics, { file })
  const b = naive ? wb : timestampMs(end, paths[1], diagnostics, { file })
  if (a === null || b === null) return null
  if (b < a) {
    diagnostics.push({
      code: 'harbor_negative_duration',
      message: `${paths[1]} (${end}) is before ${paths[0]} (${start}); no duration`,
      file
    })
    return null
  }
  return b - a
}
