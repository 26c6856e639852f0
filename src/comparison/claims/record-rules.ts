/**
 * States of a request record (`docs/formats.md`, request record rules) named as diagnostics of
 * the record file. The figures are still read as written (and counted where
 * they count), but never silently: the diagnostic says which rule the
 * record breaks, and its `kind` says which state it is.
 *
 * Rules the record format states — a record that breaks one is in an
 * excluded state (`record_state_excluded`, a warning):
 * - `stop` is null on success (`stop_on_success`);
 * - only a failed result reads `agent_failed` (`agent_failed_without_failure`);
 * - a timeout reads `agent_exhausted_budget` (`timeout_cause`);
 * - an out-of-memory rise in an exclusive container reads `sandbox_failed` (`oom_rise_cause`).
 *
 * Expectations of this tool that the format does not state — a record that
 * meets one is unusual, not excluded (`record_state_unusual`, a notice: it
 * never fails `--fail-on warnings`):
 * - a timed-out host is stopped rather than exiting with an exit code on its
 *   own (`timeout_exit_code`); a force stop (`force_stopped: true`) with an
 *   exit code is normal — Windows' TerminateProcess ends a process with the
 *   code the stopper gives (NeMo Fabric uses 1), not with a signal;
 * - `fabric_failed` (Fabric's own failure) comes without a host exit (`fabric_failed_host_exit`);
 * - a rise in a shared container sets no cause: `sandbox_failed` is not attributable there (`shared_rise_cause`).
 *
 * And a contradiction in the record itself (`oom_kill_count_decreased`, a
 * warning): an `oom_kill_count` lower on the end line than on the start line
 * (the counter was reset, or read from another cgroup) — the pair shows no
 * out-of-memory figure, and the request's OOM kills are unknown (outcomes.ts).
 */
import type { Diagnostic, RecordEnd, RecordStart } from '../../evidence/types.js'

/** The kinds of record states named, and what each says in a warning that counts them. */
export const RECORD_STATE_KINDS = {
  stop_on_success: 'a stop on a succeeded request',
  agent_failed_without_failure: 'agent_failed without a failed status',
  timeout_cause: 'a timeout with another cause than agent_exhausted_budget',
  oom_rise_cause: 'an exclusive-container out-of-memory rise not read as sandbox_failed',
  timeout_exit_code: 'a timeout with a host exit code and no force stop',
  fabric_failed_host_exit: 'fabric_failed with a host exit',
  shared_rise_cause: 'sandbox_failed from a shared-container out-of-memory rise'
} as const

/** A record state kind (a key of {@link RECORD_STATE_KINDS}). */
export type RecordStateKind = keyof typeof RECORD_STATE_KINDS

function exitText(exitCode: number | null, exitSignal: string | null): string {
  return exitCode !== null ? `exit code ${exitCode}` : `exit signal ${exitSignal}`
}

/**
 * Every named state of one record, as diagnostics with `file` = `path`:
 * `record_state_excluded` and `record_state_unusual` (with their `kind`),
 * and `oom_kill_count_decreased`. Empty without an end line.
 */
export function recordRuleFindings(start: RecordStart | null, end: RecordEnd | null, path: string): Diagnostic[] {
  if (end === null) return []
  const excluded: Array<[RecordStateKind, string]> = []
  const unusual: Array<[RecordStateKind, string]> = []
  const stop = end.stop
  if (stop !== null) {
    const hostExit = stop.exit_code !== null || stop.exit_signal !== null
    if (end.status === 'succeeded')
      excluded.push([
        'stop_on_success',
        `a succeeded request with a stop (cause ${stop.cause ?? 'null'}); the rules give a stop only to a request that did not succeed`
      ])
    if (stop.cause === 'agent_failed' && end.status !== 'failed')
      excluded.push([
        'agent_failed_without_failure',
        `stop cause agent_failed with status ${end.status ?? 'null'}; only a failed result reads agent_failed`
      ])
    if (stop.reason === 'timeout' && stop.cause !== null && stop.cause !== 'agent_exhausted_budget')
      excluded.push(['timeout_cause', `a timeout with stop cause ${stop.cause}; a timeout reads agent_exhausted_budget`])
    if (stop.reason === 'timeout' && stop.exit_code !== null && stop.force_stopped !== true) {
      unusual.push([
        'timeout_exit_code',
        `a timeout together with a host exit (exit code ${stop.exit_code}) and no force stop; a timed-out host is expected to be stopped (a force stop on Windows ends with an exit code, and says force_stopped: true)`
      ])
    }
    if (stop.cause === 'fabric_failed' && hostExit)
      unusual.push([
        'fabric_failed_host_exit',
        `fabric_failed together with a host exit (${exitText(stop.exit_code, stop.exit_signal)}); a Fabric failure is expected to come without the host's exit`
      ])
  }
  const before = start?.oom_kill_count ?? null
  const after = end.oom_kill_count
  if (before !== null && after !== null && after > before) {
    const cause = stop?.cause ?? null
    if (start?.exclusive_container === true && cause !== 'sandbox_failed')
      excluded.push([
        'oom_rise_cause',
        `an out-of-memory rise (${before} → ${after}) in an exclusive container with stop cause ${cause ?? 'null'}; the rules read it as sandbox_failed`
      ])
    if (start?.exclusive_container !== true && cause === 'sandbox_failed')
      unusual.push([
        'shared_rise_cause',
        `stop cause sandbox_failed from an out-of-memory rise (${before} → ${after}) in a shared container; a rise there is expected to set no cause`
      ])
  }
  const out: Diagnostic[] = [
    ...excluded.map(([kind, message]): Diagnostic => ({
      code: 'record_state_excluded',
      kind,
      message: `request record excluded state: ${message}`,
      file: path
    })),
    ...unusual.map(([kind, message]): Diagnostic => ({
      code: 'record_state_unusual',
      kind,
      message: `request record unusual state (the record format does not exclude it): ${message}`,
      file: path
    }))
  ]
  if (before !== null && after !== null && after < before) {
    out.push({
      code: 'oom_kill_count_decreased',
      message: `oom_kill_count goes down from the start line to the end line (${before} → ${after}): the counter was reset or read from another cgroup; the pair shows no out-of-memory figure, OOM kills of this request are unknown`,
      file: path
    })
  }
  return out
}
