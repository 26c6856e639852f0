/**
 * Declared files under hidden folders (`.fabric/…`) that are all missing:
 * the sign of an upload that left hidden folders out (actions/upload-artifact
 * ≥ 4.4 drops them unless `include-hidden-files: true`). One
 * `hidden_folder_missing` warning per (artifact, hidden folder name) whose
 * every declared file is missing.
 */
import { emptyOrdered, mergeOrdered, pushOrdered, type OrderedList } from '../input/ordered.js'
import { plural } from '../input/keys.js'
import type { ReportWarning } from '../report/report-schema.js'
import { makeWarning } from '../codes/make-warning.js'

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
  /** The first file seen (attempt-key order; named in the warning) and its attempt's order key. */
  first: string
  first_order: string
  files: number
  missing: number
  /**
   * Configuration and attempt key of each file, in attempt-key order; kept only while every file of the group is
   * missing (a group with a present file never warns).
   */
  members: OrderedList<readonly [string, string]> | null
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
    order: string
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
        g = { artifact: f.artifact, folder, first: f.path, first_order: a.order, files: 0, missing: 0, members: emptyOrdered() }
        tally.set(id, g)
      }
      g.files += 1
      if (f.state === 'missing') g.missing += 1
      if (g.missing !== g.files) g.members = null
      else if (g.members !== null) pushOrdered(g.members, [a.input.configuration, a.key] as const, a.order)
    }
  }
}

/** One group of both tallies (the same artifact and folder): counts add, the first file is the smallest attempt key's. */
function mergeGroup(g: Group, t: Group): Group {
  const tFirst = t.first_order < g.first_order
  const both = g.members !== null && t.members !== null && g.missing + t.missing === g.files + t.files
  return {
    artifact: g.artifact,
    folder: g.folder,
    first: tFirst ? t.first : g.first,
    first_order: tFirst ? t.first_order : g.first_order,
    files: g.files + t.files,
    missing: g.missing + t.missing,
    members: both ? mergeOrdered(g.members!, t.members!) : null
  }
}

/**
 * The tally of the attempts of `a` and `b` together (disjoint attempts);
 * groups in the order of their first file's attempt key. Neither is modified.
 */
export function mergeHiddenFolderTallies(a: HiddenFolderTally, b: HiddenFolderTally): HiddenFolderTally {
  const merged = new Map(a)
  for (const [id, t] of b) {
    const g = merged.get(id)
    merged.set(id, g === undefined ? t : mergeGroup(g, t))
  }
  // First-seen order, as one fold of all the attempts would have seen them (stable for ties).
  return new Map([...merged].sort((x, y) => (x[1].first_order < y[1].first_order ? -1 : x[1].first_order > y[1].first_order ? 1 : 0)))
}

/**
 * The warnings of `tallies` taken in order — one per configuration in
 * declared order, then attempts of undeclared ones (a group seen in several
 * is one group, first-seen order of (artifact, folder), members in the
 * tallies' order): one per group whose every declared file is missing.
 */
export function hiddenFolderWarnings(tallies: readonly HiddenFolderTally[]): ReportWarning[] {
  const groups = new Map<string, Group>()
  for (const tally of tallies) {
    for (const [id, t] of tally) {
      const g = groups.get(id)
      if (g === undefined) {
        groups.set(id, t)
        continue
      }
      const both = g.members !== null && t.members !== null && g.missing + t.missing === g.files + t.files
      groups.set(id, {
        ...g,
        files: g.files + t.files,
        missing: g.missing + t.missing,
        members: both ? { items: [...g.members!.items, ...t.members!.items], order: [...g.members!.order, ...t.members!.order] } : null
      })
    }
  }
  const out: ReportWarning[] = []
  for (const g of groups.values()) {
    if (g.missing === 0 || g.missing !== g.files || g.members === null) continue
    const where = g.artifact === null ? 'in the evidence folder' : `in artifact ${g.artifact}`
    out.push(
      makeWarning(
        'hidden_folder_missing',
        `every declared file under a ${g.folder}/ folder ${where} is missing (${plural(g.files, 'file')}, e.g. ${g.first}): hidden folders were probably left out of the upload — actions/upload-artifact ≥ 4.4 drops them unless \`include-hidden-files: true\` is set on the upload step`,
        g.members.items.map((m) => m[0]),
        g.members.items.map((m) => m[1]),
        { file: g.first }
      )
    )
  }
  return out
}
