/**
 * The CLI writes one line on standard error when its gate fails (src/cli/run.ts:
 * `fabric-compare: gate failed (policy …): …`). Tests that check that a run wrote
 * nothing else there compare {@link besidesGateLine} with ''. Test support only.
 */

/** The CLI's line on a failed gate, as it starts. */
export const GATE_LINE = /^fabric-compare: gate failed \(policy [a-z-]+\)[^\n]*\n/m

/** `stderr` without the CLI's one line on a failed gate: what else a run wrote there ('' when nothing). */
export function besidesGateLine(stderr: string): string {
  return stderr.replace(GATE_LINE, '')
}
