/**
 * The file diagnostic codes of the code table (codes.ts) about NeMo Fabric's own evidence and
 * its sources, in README order: full results, request records, attempt index files and artifact
 * folders, numbers and timestamps, resource snapshots, usage and adapter counters.
 */
import { fileNotice, fileWarning, type CodeInfo } from './info.js'

/** The file diagnostic codes of the evidence files and their sources, in README order. */
export const FILE_CODE_TABLE: readonly CodeInfo[] = [
  fileWarning(
    'evidence_file_unreadable',
    'a declared file is unreadable although the request is accounted from other evidence (e.g. a corrupt full result behind a record end line)'
  ),
  fileWarning(
    'record_state_excluded',
    "a request record in a state the record format's rules exclude (a stop on a succeeded request, `agent_failed` without a failed status, a timeout with another cause than `agent_exhausted_budget`, an exclusive-container OOM rise not read as `sandbox_failed`): read as written, named with each kind and its count"
  ),
  fileNotice(
    'record_state_unusual',
    'a request record in a state this tool does not expect but the record format does not exclude (a timeout with an exit code and no force stop, `fabric_failed` with a host exit, `sandbox_failed` from a shared-container OOM rise): read as written, named; a notice, never a gate failure'
  ),
  fileWarning(
    'oom_kill_count_decreased',
    "a request record's `oom_kill_count` is lower on the end line than on the start line (a reset, or another cgroup): the pair is unusable, the request's OOM kills are unknown"
  ),
  fileWarning(
    'record_without_end_beside_result',
    "a request record has a start line and no end line although the request's full result exists: the full result stays authoritative; the record's stop cause, exit and OOM counts are lost (unknown)"
  ),
  fileWarning(
    'result_record_status_differs',
    "a full result and its record end line report different statuses (e.g. succeeded vs failed): the full result is authoritative for the status, the record's stop cause is counted as written"
  ),
  fileWarning(
    'task_duration_below_invocations',
    "the caller's `task_duration_ms` is shorter than the time the attempt's own invocations cover: the duration cannot hold them (measured from another start, or wrong)"
  ),
  fileWarning(
    'evidence_file_missing',
    'a declared file is missing although the request is accounted from other evidence (e.g. a request record behind its full result: stop causes and OOM counts become unknown)'
  ),
  fileWarning('request_id_mismatch', 'a full result or record names another request id than the one declared for it'),
  fileNotice('attempt_without_requests', 'an attempt declares no request at all, with its request list declared complete'),
  fileWarning(
    'invalid_number',
    '`NaN`, `Infinity`, or a number beyond 2^53 that a 64-bit float cannot hold exactly, in any syntax (`9007199254740993`, `9007199254740993.0`, `9.007199254740993e15`), in a file: read as unknown, never rounded'
  ),
  fileWarning(
    'invalid_count',
    'a token count that is negative, fractional or not a number (or a negative USD amount) in Harbor `agent_result`, ATIF metrics or a Terminal-Bench 1.x trial `results.json`: not counted, the figure is not reported'
  ),
  fileWarning('timestamp_without_offset', "a timestamp without a UTC offset: not read in the machine's zone; the time is unknown"),
  fileWarning('invalid_timestamp', 'a timestamp that is not valid RFC 3339: the time is unknown'),
  fileWarning('torn_last_line', 'the last line of a JSONL file is cut off (the writer was killed); earlier lines are used'),
  fileWarning(
    'nul_padding',
    'a request record line holds a run of NUL bytes (a crash left zero-filled space, then the writer appended): the JSON around it is read'
  ),
  fileWarning('missing_required_field', 'a full result lacks a field its schema requires (read anyway)'),
  fileWarning('record_id_mismatch', "a request record's lines name different runtime, invocation or request ids"),
  fileWarning('empty_record', 'a request record has no line at all'),
  fileWarning('invocation_end_before_start', 'an invocation ends before it starts: not timed'),
  fileWarning(
    'attempt_index_foreign_configuration',
    'an attempt index file names another configuration than the one whose artifacts it came from: refused, not read, and the evidence is incomplete (`relabel` on the configuration line takes it under that id)'
  ),
  fileWarning(
    'artifact_without_index',
    "an artifact matched for a configuration holds no attempt index file: one unarchived file (`upload-artifact`'s `archive: false`), an archive (named, never opened) or other files; refused, and the evidence is incomplete"
  ),
  fileNotice(
    'attempt_index_superseded',
    'two attempt index files declare the same attempt: the newer upload (artifact creation time) is used, the superseded one is named'
  ),
  fileWarning(
    'attempt_index_ambiguous',
    'several attempt index files declare the same attempt and their upload order cannot be told: no figures from either, the attempt is missing'
  ),
  fileWarning(
    'attempt_index_duplicate',
    'two attempt index files declare the same attempt: the first (in artifact and path order) is used'
  ),
  fileWarning(
    'evidence_folder_unreadable',
    'a folder of an artifact cannot be listed (permissions, a name over the limit) or holds more entries than the limit: index files inside it are not found'
  ),
  fileWarning(
    'evidence_link_outside',
    'a symbolic link in an evidence folder (Harbor job, TB1 run, artifact) leads outside it: not followed, nothing behind it is read; a file behind such a link is unreadable, named'
  ),
  fileWarning(
    'attempt_index_invalid',
    'an attempt index file (`fabric-attempt.json`) is malformed; the attempt it names is unreadable (gap `attempt_unreadable`), or, when the file names none, missing'
  ),
  fileNotice('unknown_line', 'request record lines other than start/end (kept as unknown)'),
  fileNotice(
    'record_retried',
    "a request record holds several start/end pairs (a retried request): every try was billed, so the usage is the sum of every try's; status and stop are the last end line's"
  ),
  fileWarning(
    'result_covers_one_try',
    "a full result beside a request record of several tries (a retried request) whose usage is not the sum of every try's: the result's usage is a lower bound of the request's"
  ),
  fileWarning(
    'record_tries_unpaired',
    "a request record holds start and end lines that do not pair up (a retried request whose tries cannot be told apart): the last end line's usage is a lower bound, never the whole usage"
  ),
  fileNotice('record_write_failed', 'the full result reports that writing its request record failed'),
  fileNotice('result_without_ids', "a full result without runtime/invocation/request ids (the CLI's pre-result stub)"),
  fileWarning(
    'resource_field_unreadable',
    'a resource snapshot field (e.g. `resident_memory_bytes`, `cpu_time_seconds`) of a wrong type or value: that figure is unknown, named with its JSON path; the rest of the file is read'
  ),
  fileNotice(
    'resource_snapshot_unknown_field',
    'resource snapshot keys outside the released NeMo Fabric 0.6–0.7 fields and the draft names: named, not read'
  ),
  fileWarning(
    'system_stats_field_unreadable',
    'a NeMo Fabric 0.7 `system_stats` field in none of the known shapes (a value, `Available`, `NotCollected`, `Unavailable`, `Unsupported`, `Unlimited`): that figure is unknown, named with its JSON path'
  ),
  fileNotice(
    'usage_input_normalised',
    '`usage.input_tokens_include_cache: false` with `cached_input_tokens` reported: input (and a total made from it) counted with the cache, as this product defines input'
  ),
  fileWarning(
    'usage_input_excludes_cache',
    '`usage.input_tokens_include_cache: false` without `cached_input_tokens`: input (and a total made from it) including the cache is unknown, never read as the figure written'
  ),
  fileNotice('legacy_counter_invalid', 'an adapter counter inside `output` has a wrong type and is ignored'),
  fileNotice('legacy_counter_unrecognized', 'an `output.usage` object of an unknown adapter shape is ignored')
]
