/**
 * Declared files under hidden folders (`.fabric/…`) that are all missing:
 * the sign of an upload that left hidden folders out (actions/upload-artifact
 * ≥ 4.4 drops them unless `include-hidden-files: true`). One
 * `hidden_folder_missing` warning per (artifact, hidden folder name) whose
 * every declared file is missing.
 */
import { plural } from './keys.js'
import type { ReportWarning } from './report-schema.js'
import { makeWarning } from './warnings.js'

/** The first hidden folder name of a relative path (`a/.fabric/x/r.jsonl` → `.fabric`), or null. */
export function hiddenFolderOf(path: string): string | null {
  const parts = path.split(/[\\/]/)
  for (const p of parts.slice(0, -1)) if (p.startsWith('.') && p !== '.' && p !== '..') return p
  return null
}

/** One (artifact, hidden folder) group: how many declared files, how many missing, and — while every one is missing — who declared them. */
interface Group {
  artifact: string | null
  folder: string
  /** The first file seen (named in the warning). */
  first: string
  files: number
  missing: number
  /** Kept only while every file of the group is missing (a group with a present file never warns). */
  configurations: string[] | null
  attempts: string[] | null
}

/**
 * Declared files under hidden folders, tallied attempt by attempt (a few
 * numbers per group, not one entry per file). Keys are `artifact NUL folder`.
 */
export type HiddenFolderTally = Map<string, Group>

/** A new, empty tally. */
export function newHiddenFolderTally(): HiddenFolderTally {
  return new Map()
}

/**
 * Adds the declared files of `a`'s requests (`files` as resolved: role, path, artifact, state) to
 * `tally`. A missing request record that the request's own full result explains (its
 * `record_write_failed` event: NeMo Fabric could not write it) was never there to upload: it is
 * not counted, so it never reads as a folder left out of the upload.
 */
export function tallyHiddenFolders(
  tally: HiddenFolderTally,
  a: {
    key: string
    input: { configuration: string }
    requests: ReadonlyArray<{
      files: ReadonlyArray<{ role: string; path: string; artifact: string | null; state: string }>
      diagnostics: ReadonlyArray<{ code: string }>
    }>
  }
): void {
  for (const r of a.requests) {
    const writeFailed = r.diagnostics.some((d) => d.code === 'record_write_failed')
    for (const f of r.files) {
      const folder = hiddenFolderOf(f.path)
      if (folder === null) continue
      if (writeFailed && f.role === 'record' && f.state === 'missing') continue
      const id = `${f.artifact ?? ''}\u0000${folder}`
      let g = tally.get(id)
      if (g === undefined) {
        g = { artifact: f.artifact, folder, first: f.path, files: 0, missing: 0, configurations: [], attempts: [] }
        tally.set(id, g)
      }
      g.files += 1
      if (f.state === 'missing') g.missing += 1
      if (g.missing !== g.files) {
        g.configurations = null
        g.attempts = null
      } else {
        g.configurations?.push(a.input.configuration)
        g.attempts?.push(a.key)
      }
    }
  }
}

/**
 * The warnings of `tallies` taken in order (a group seen in several is one
 * group, first-seen order of (artifact, folder)): one per group whose every
 * declared file is missing.
 */
export function hiddenFolderWarnings(tallies: readonly HiddenFolderTally[]): ReportWarning[] {
  const groups = new Map<string, Group>()
  for (const tally of tallies) {
    for (const [id, t] of tally) {
      const g = groups.get(id)
      if (g === undefined) {
        groups.set(id, { ...t, configurations: t.configurations === null ? null : [...t.configurations], attempts: t.attempts === null ? null : [...t.attempts] })
        continue
      }
      g.files += t.files
      g.missing += t.missing
      if (g.configurations === null || t.configurations === null || g.attempts === null || t.attempts === null) {
        g.configurations = null
        g.attempts = null
      } else {
        g.configurations.push(...t.configurations)
        g.attempts.push(...t.attempts)
      }
    }
  }
  const out: ReportWarning[] = []
  for (const g of groups.values()) {
    if (g.missing === 0 || g.missing !== g.files || g.configurations === null || g.attempts === null) continue
    const where = g.artifact === null ? 'in the evidence folder' : `in artifact ${g.artifact}`
    out.push(makeWarning('hidden_folder_missing',
      `every declared file under a ${g.folder}/ folder ${where} is missing (${plural(g.files, 'file')}, e.g. ${g.first}): hidden folders were probably left out of the upload — actions/upload-artifact ≥ 4.4 drops them unless \`include-hidden-files: true\` is set on the upload step`,
      g.configurations, g.attempts, { file: g.first }))
  }
  return out
}
