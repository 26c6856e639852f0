/**
 * States the request record rules exclude (formats.md §2 "Rules"), named as
 * `record_state_excluded` diagnostics of the record file. The figures are
 * still read as written (and counted where they count), but never silently:
 * the diagnostic says which rule the record breaks.
 *
 * Rules checked on a record's start and end lines:
 * - `stop` is null on success;
 * - only a failed result reads `agent_failed`;
 * - a timeout reads `agent_exhausted_budget`;
 * - a timeout is not a host exit with an exit code (a force stop ends by signal);
 * - `fabric_failed` is Fabric's own failure: never together with a host exit;
 * - an out-of-memory rise in an exclusive container reads `sandbox_failed`;
 * - a rise in a shared container sets no cause (`sandbox_failed` is not attributable).
 */
import type { Diagnostic, RecordEnd, RecordStart } from '../evidence/types.js'

function exitText(exitCode: number | null, exitSignal: string | null): string {
  return exitCode !== null ? `exit code ${exitCode}` : `exit signal ${exitSignal}`
}

/** Every excluded state of one record, as diagnostics with `file` = `path`. */
export function recordRuleFindings(start: RecordStart | null, end: RecordEnd | null, path: string): Diagnostic[] {
  if (end === null) return []
  const out: string[] = []
  const stop = end.stop
  if (stop !== null) {
    const hostExit = stop.exit_code !== null || stop.exit_signal !== null
    if (end.status === 'succeeded') out.push(`a succeeded request with a stop (cause ${stop.cause ?? 'null'}); the rules give a stop only to a request that did not succeed`)
    if (stop.cause === 'agent_failed' && end.status !== 'failed') out.push(`stop cause agent_failed with status ${end.status ?? 'null'}; only a failed result reads agent_failed`)
    if (stop.reason === 'timeout' && stop.cause !== null && stop.cause !== 'agent_exhausted_budget') out.push(`a timeout with stop cause ${stop.cause}; a timeout reads agent_exhausted_budget`)
    if (stop.reason === 'timeout' && stop.exit_code !== null) out.push(`a timeout together with a host exit (exit code ${stop.exit_code}); a timed-out host is stopped, it does not exit on its own`)
    if (stop.cause === 'fabric_failed' && hostExit) out.push(`fabric_failed together with a host exit (${exitText(stop.exit_code, stop.exit_signal)}); a Fabric failure never comes with the host's exit`)
  }
  const before = start?.oom_kill_count ?? null
  const after = end.oom_kill_count
  if (before !== null && after !== null && after > before) {
    const cause = stop?.cause ?? null
    if (start?.exclusive_container === true && cause !== 'sandbox_failed') out.push(`an out-of-memory rise (${before} → ${after}) in an exclusive container with stop cause ${cause ?? 'null'}; the rules read it as sandbox_failed`)
    if (start?.exclusive_container !== true && cause === 'sandbox_failed') out.push(`stop cause sandbox_failed from an out-of-memory rise (${before} → ${after}) in a shared container; a rise there sets no cause`)
  }
  return out.map((message) => ({ code: 'record_state_excluded', message: `request record excluded state: ${message}`, file: path }))
}
