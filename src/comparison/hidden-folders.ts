/**
 * Declared files under hidden folders (`.fabric/…`) that are all missing:
 * the sign of an upload that left hidden folders out (actions/upload-artifact
 * ≥ 4.4 drops them unless `include-hidden-files: true`). One
 * `hidden_folder_missing` warning per (artifact, hidden folder name) whose
 * every declared file is missing.
 */
import { plural } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import type { RetainedAttempt } from './resolve.js'
import { makeWarning } from './warnings.js'

/** The first hidden folder name of a relative path (`a/.fabric/x/r.jsonl` → `.fabric`), or null. */
export function hiddenFolderOf(path: string): string | null {
  const parts = path.split(/[\\/]/)
  for (const p of parts.slice(0, -1)) if (p.startsWith('.') && p !== '.' && p !== '..') return p
  return null
}

interface Group {
  artifact: string | null
  folder: string
  files: string[]
  missing: number
  configurations: string[]
  attempts: string[]
}

/** The warnings, in first-seen order of (artifact, folder). */
export function hiddenFolderWarnings(attempts: readonly RetainedAttempt[]): ReportWarning[] {
  const groups = new Map<string, Group>()
  for (const a of attempts) {
    for (const r of a.requests) {
      for (const f of r.files) {
        const folder = hiddenFolderOf(f.path)
        if (folder === null) continue
        const id = `${f.artifact ?? ''}\u0000${folder}`
        const g = groups.get(id) ?? { artifact: f.artifact, folder, files: [], missing: 0, configurations: [], attempts: [] }
        groups.set(id, g)
        g.files.push(f.path)
        if (f.state === 'missing') g.missing += 1
        g.configurations.push(a.input.configuration)
        g.attempts.push(a.key)
      }
    }
  }
  const out: ReportWarning[] = []
  for (const g of groups.values()) {
    if (g.missing === 0 || g.missing !== g.files.length) continue
    const where = g.artifact === null ? 'in the evidence folder' : `in artifact ${g.artifact}`
    out.push(makeWarning('hidden_folder_missing',
      `every declared file under a ${g.folder}/ folder ${where} is missing (${plural(g.files.length, 'file')}, e.g. ${g.files[0]!}): hidden folders were probably left out of the upload — actions/upload-artifact ≥ 4.4 drops them unless \`include-hidden-files: true\` is set on the upload step`,
      g.configurations, g.attempts, { file: g.files[0]! }))
  }
  return out
}
