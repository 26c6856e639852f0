/**
 * Evidence text shortened for display, before any rendering: a report's
 * strings come from evidence a fork controls (configuration ids, task names,
 * agent names, messages quoting them), and one id of 70,000 characters named
 * on the first screen used to cut the comment to a stub, with rendering time
 * growing with the string. Every run of non-space characters longer than
 * {@link MAX_DISPLAY_TOKEN} is shortened to its first
 * {@link KEPT_TOKEN} characters, `…` and the first 8 hex digits of its SHA-256
 * (`cccc…c…#1a2b3c4d`), so two shortened ids stay distinct and the same id
 * reads the same everywhere; a name in a name field, and a long
 * configuration id inside any text, is shortened the same way whole, spaces
 * or not; a string still longer than
 * {@link MAX_DISPLAY_STRING} is cut there, saying how long it was. The JSON
 * report keeps every string whole.
 */
import { createHash } from 'node:crypto'
import type { AttemptReport, Report } from '../../comparison/report/report-schema.js'

/** Longest run of non-space characters shown whole: 256 (long file paths and attempt keys stay whole). */
export const MAX_DISPLAY_TOKEN = 256
/** Characters kept of a shortened run. */
export const KEPT_TOKEN = 96
/** Longest string shown whole, once its runs and names are shortened: 2,000 characters. */
export const MAX_DISPLAY_STRING = 2000
/** The prefix of a long string its runs are shortened in (what is shown is at most {@link MAX_DISPLAY_STRING}). */
const WORK_PREFIX = 4 * MAX_DISPLAY_STRING
/** Long configuration ids replaced by their display name inside other strings (the longest first): 50. */
const MAX_REPLACED_IDS = 50

const LONG_RUN = new RegExp(`\\S{${MAX_DISPLAY_TOKEN + 1},}`, 'g')

/** The first 8 hex digits of the SHA-256 of `s` (UTF-8). */
function digest(s: string): string {
  return createHash('sha256').update(s).digest('hex').slice(0, 8)
}

/** `s` cut after `n` UTF-16 code units, never between the two halves of a surrogate pair. */
function head(s: string, n: number): string {
  const code = s.charCodeAt(n - 1)
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n)
}

/**
 * `s` as it is displayed (module comment): unchanged when short, which is nearly always; else each of the long
 * configuration ids `names` it holds replaced by its display name ({@link displayName}), its long runs shortened with
 * their digests, then the whole cut at {@link MAX_DISPLAY_STRING}. Linear in `s`'s length (times the ids given).
 */
export function displayText(s: string, names: readonly string[] = []): string {
  if (s.length <= MAX_DISPLAY_TOKEN) return s
  let named = s
  for (const name of names) if (named.includes(name)) named = named.replaceAll(name, displayName(name))
  // Only a prefix can be shown: the runs are looked for there (the search costs up to 256 steps a character), and
  // the note of a cut names the whole string's length and digest.
  const work = named.length > WORK_PREFIX ? head(named, WORK_PREFIX) : named
  LONG_RUN.lastIndex = 0
  const runs = LONG_RUN.test(work) ? work.replace(LONG_RUN, displayName) : work
  if (runs.length <= MAX_DISPLAY_STRING && work === named) return runs
  return `${head(runs, MAX_DISPLAY_STRING)}… (cut: ${s.length.toLocaleString('en-US')} characters, #${digest(s)})`
}

/**
 * Fields of a report that hold a name from evidence (a configuration, task, revision, attempt or key, and lists of
 * them): such a name is shortened whole when it is long, spaces or not, so it never fills a table column or the
 * verdict paragraph; a name without spaces reads exactly as the same name inside a message.
 */
const NAME_FIELDS = new Set([
  'id',
  'configuration',
  'configurations',
  'task',
  'revision',
  'attempt',
  'attempts',
  'key',
  'name',
  'baseline',
  'candidate',
  'evaluator',
  'evaluators'
])

/** A long name (see {@link NAME_FIELDS}) shortened whole: its first {@link KEPT_TOKEN} characters, `…`, its digest. */
export function displayName(s: string): string {
  return s.length <= MAX_DISPLAY_TOKEN ? s : `${head(s, KEPT_TOKEN)}…#${digest(s)}`
}

/**
 * `v` with every string it holds, keys included, displayed ({@link displayText}; a string of a name field, or a
 * list under one, by {@link displayName}); the same object when none changes.
 */
function displayValue(v: unknown, names: readonly string[], field = ''): unknown {
  if (typeof v === 'string') return NAME_FIELDS.has(field) ? displayName(v) : displayText(v, names)
  if (Array.isArray(v)) {
    let out: unknown[] | null = null
    for (let i = 0; i < v.length; i++) {
      const d = displayValue(v[i], names, field)
      if (d !== v[i]) (out ??= v.slice())[i] = d
    }
    return out ?? v
  }
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v)
    let changed = false
    const shown = entries.map(([k, x]): [string, unknown] => {
      const dk = displayText(k, names)
      const dx = displayValue(x, names, k)
      if (dk !== k || dx !== x) changed = true
      return [dk, dx]
    })
    if (!changed) return v
    // Keys are evidence strings too (`__proto__` among them): defined as own data, never set through the prototype.
    const out: Record<string, unknown> = {}
    for (const [k, x] of shown) Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true })
    return out
  }
  return v
}

/**
 * The report as the renderers show it: every string displayed ({@link displayText}); objects and arrays with no
 * long string are the report's own (nothing is copied for a report of short strings).
 */
export function displayReport(report: Report): Report {
  return displayValue(report, longIds((report.configurations ?? []).map((c) => c.id))) as Report
}

/** The configuration ids too long to show whole, longest first (at most {@link MAX_REPLACED_IDS}). */
function longIds(ids: readonly string[]): string[] {
  return ids
    .filter((id) => id.length > MAX_DISPLAY_TOKEN)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_REPLACED_IDS)
}

/** One attempt entry as the renderers show it (see {@link displayReport}). */
export function displayAttempt(entry: AttemptReport): AttemptReport {
  return displayValue(entry, longIds([entry.configuration])) as AttemptReport
}
