/**
 * The gap codes of the code table (codes.ts), in README order: why an expected request or
 * attempt has no usable evidence. They are the report schema's `GAP_CODES`, in the same order.
 */
import { gap, type CodeInfo } from './info.js'

/** The gap codes, in README order. */
export const GAP_CODE_TABLE: readonly CodeInfo[] = [
  gap('result_missing', 'an expected request has no full result and no record end line'),
  gap(
    'result_unreadable',
    'the full result exists but is not valid (file, JSON path and reason given), or is already the evidence of another request (the same file, or the same request by its ids)'
  ),
  gap(
    'record_unreadable',
    'the request record exists but is corrupt (file, line and reason given), or its request (by its ids) is already the evidence of another request'
  ),
  gap('record_without_end', 'the request record has a start line and no end line: the request started and never finished'),
  gap(
    'attempt_unreadable',
    "an expected attempt's evidence is there but unreadable or invalid (an index file that breaks its schema, a trial result that is not JSON): file, JSON path and problem given"
  ),
  gap(
    'attempt_unfinished',
    "an expected attempt of a job still running (a Harbor job whose `result.json` counts running or pending trials): its trial has not finished or not started yet; the job's counts given"
  ),
  gap('attempt_missing', 'an expected attempt has no evidence at all (no index file, no trial result)'),
  gap('usage_not_reported', 'the authoritative evidence of a request carries no usage')
]
