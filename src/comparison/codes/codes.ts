/**
 * Every stable code the tool emits — gap reasons, warnings and file
 * diagnostics — with its severity and meaning, in one table, assembled here
 * from its families in codes/ (gaps.ts, warnings.ts, files.ts, harness.ts;
 * the entry's shape in info.ts). The README's code table is generated from
 * it (`npm run readme`), and a test checks that every code literal in `src/`
 * is listed here.
 *
 * Severity: `warning` counts for the `warnings` gate policy; `notice` is
 * information. Gap codes have no severity of their own: a gap makes
 * evidence incomplete.
 */
import { FILE_CODE_TABLE } from './files.js'
import { GAP_CODE_TABLE } from './gaps.js'
import { HARNESS_CODE_TABLE } from './harness.js'
import type { CodeInfo } from './info.js'
import { WARNING_CODE_TABLE } from './warnings.js'

export type { CodeInfo, CodeKind } from './info.js'

/** The code table, in README order: gaps, report warnings, then file diagnostics (evidence files, then harnesses). */
export const CODES: readonly CodeInfo[] = [...GAP_CODE_TABLE, ...WARNING_CODE_TABLE, ...FILE_CODE_TABLE, ...HARNESS_CODE_TABLE]

/** Severity of a warning or diagnostic code; `notice` for a code not in the table. */
export function severityOf(code: string): 'warning' | 'notice' {
  const severities = CODES.filter((c) => c.code === code && c.severity !== null)
  return severities.some((c) => c.severity === 'warning') ? 'warning' : 'notice'
}

/** The README's code table (Markdown). */
export function codeTableMarkdown(): string {
  const rows = CODES.map(
    (c) =>
      `| \`${c.code}\` | ${c.kind === 'diagnostic' ? 'file diagnostic' : c.kind} | ${c.severity ?? '—'} | ${c.meaning.replace(/\|/g, '\\|')} |`
  )
  return ['| code | kind | severity | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n')
}
