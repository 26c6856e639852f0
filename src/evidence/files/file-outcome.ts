/**
 * Small helpers the file readers share to build a `FileOutcome`: telling a
 * missing file from an unreadable one, and stamping diagnostics with the
 * file's display path.
 */
import type { Diagnostic, FileOutcome } from '../types.js'

/**
 * True for a file-system error meaning "the file does not exist": `ENOENT`,
 * or `ENOTDIR` (a parent path component is a file).
 */
export function isMissingFileError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

/** Sets `file` on every diagnostic that has none (mutates and returns the array). */
export function attachFile(diagnostics: Diagnostic[], file: string): Diagnostic[] {
  for (const d of diagnostics) d.file ??= file
  return diagnostics
}

/**
 * `outcome`'s file as a repeated claim sees it: `unreadable`, no line or
 * JSON path, `reason` naming who already owns the evidence
 * (src/comparison/claims/file-claims.ts, request-claims.ts: counted once).
 */
export function claimedElsewhere(outcome: { path: string; artifact: string | null }, reason: string): FileOutcome<never> {
  return { path: outcome.path, artifact: outcome.artifact, state: 'unreadable', line: null, json_path: null, reason }
}
