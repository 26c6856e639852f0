/**
 * The shape of one entry of the code table (codes.ts) and the helpers that write one per kind
 * and severity: `gap` (no severity: a gap makes evidence incomplete), `warning` / `notice` (report
 * warnings), `fileWarning` / `fileNotice` (file diagnostics).
 */

/** What kind of code it is. */
export type CodeKind = 'gap' | 'warning' | 'diagnostic'

/** One documented code. */
export interface CodeInfo {
  code: string
  kind: CodeKind
  /** null for gaps. */
  severity: 'warning' | 'notice' | null
  meaning: string
}

/** A gap code: no severity of its own. */
export const gap = (code: string, meaning: string): CodeInfo => ({ code, kind: 'gap', severity: null, meaning })
/** A report warning that counts for the `warnings` gate policy. */
export const warning = (code: string, meaning: string): CodeInfo => ({ code, kind: 'warning', severity: 'warning', meaning })
/** A report warning that is information only. */
export const notice = (code: string, meaning: string): CodeInfo => ({ code, kind: 'warning', severity: 'notice', meaning })
/** A file diagnostic that counts for the `warnings` gate policy. */
export const fileWarning = (code: string, meaning: string): CodeInfo => ({ code, kind: 'diagnostic', severity: 'warning', meaning })
/** A file diagnostic that is information only. */
export const fileNotice = (code: string, meaning: string): CodeInfo => ({ code, kind: 'diagnostic', severity: 'notice', meaning })
