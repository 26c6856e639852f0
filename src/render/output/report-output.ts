/**
 * The report writers (the CLI's output, and the workers' entries): attempts go through the
 * comparison stream one by one, and their entries are written as they are
 * produced — to a spool (spool.ts) when the output needs them (`--json`,
 * `--details`, `--output`), nowhere otherwise; held in memory only for
 * the Markdown renderers, which need the whole report. The output is byte
 * for byte what rendering the whole report at once gives
 * (`JSON.stringify(report, null, 2)`, `renderText`, or the Markdown
 * renderer given).
 */
import type { AttemptReport, Report } from '../../comparison/report/report-schema.js'
import type { ProgressSink } from '../../sources/compare-stream.js'
import type { GateSettings } from '../../comparison/input/settings.js'
import { attemptLines, attemptsHeadingLines, writeDetailTail, NO_ATTEMPT_LINE } from '../text/text-details.js'
import { collectResources, reportRows, type ResourceCollector, type ResourceRowSource } from '../../comparison/figures/resource-list.js'
import type { AttemptSink } from '../../comparison/stream.js'
import { resourceSpoolLines, spooledRows } from './resource-spool.js'
import { summaryTextLines } from '../text/text.js'
import { colourTextLines } from '../text/colour.js'
import { memorySpool, openSpool, type TextSpool } from './spool.js'
import { displayAttempt, displayReport } from '../text-safety/display-text.js'

/** How the report is written. */
export interface OutputOptions {
  json: boolean
  details: boolean
  /** The gate settings, joined beside the evidence. */
  gate: GateSettings
  version: string
  /**
   * Renders the whole report (attempt entries included) as the output
   * instead of text or JSON — the pull-request comment or the job summary.
   * The entries are then held in memory, as the action holds them.
   */
  markdown?: ((report: Report) => string) | null
  /** Also writes the JSON report here, piece by piece (`--output FILE`); `json` must then be false. */
  jsonTo?: ((text: string) => void) | null
  /** ANSI colour in the text output (../text/colour.ts); never applied to JSON or Markdown. */
  colour?: boolean
  /** Told after each attempt read (the CLI's src/cli/progress.ts), and done before the output is written or on an error. */
  progress?: ProgressSink | null
}

/** `text` (a value's JSON at 2-space indentation) moved `depth` levels in. */
function indented(text: string, depth: number): string {
  return depth === 0 ? text : text.replace(/\n/g, `\n${'  '.repeat(depth)}`)
}

/** One attempt entry as it appears inside the report's `attempts` array (at depth 2); entries are joined by `,\n`. */
export function jsonEntry(entry: AttemptReport): string {
  return `    ${indented(JSON.stringify(entry, null, 2), 2)}`
}

/** Levels of the report opened piece by piece: down to each configuration's lists (resource observations, gaps). */
const JSON_SPLIT_DEPTH = 4

/** Arrays written from elsewhere than their value (the resource lists, from a spool): each calls `each` with its items in order. */
type Splices = ReadonlyMap<unknown, (each: (item: unknown) => void) => void>

/** The items `list` gives, written as `JSON.stringify` writes an array at `depth`. */
function writeList(list: (each: (item: unknown) => void) => void, depth: number, write: (text: string) => void): void {
  const pad = '  '.repeat(depth + 1)
  let count = 0
  list((item) => {
    write(count === 0 ? `[\n${pad}` : `,\n${pad}`)
    write(indented(JSON.stringify(item, null, 2), depth + 1))
    count += 1
  })
  write(count === 0 ? '[]' : `\n${'  '.repeat(depth)}]`)
}

/**
 * Writes `value` exactly as `JSON.stringify(value, null, 2)` would at
 * `depth`, one piece at a time: objects and arrays down to `split` levels
 * are opened here and their members written one by one, so no string of
 * the whole report is ever built; an array in `splices` (by identity) is
 * written from its splice instead. Values `JSON.stringify` leaves out
 * (undefined, functions) are left out the same way.
 */
function writePretty(value: unknown, depth: number, split: number, write: (text: string) => void, splices: Splices): void {
  const splice = splices.get(value)
  if (splice !== undefined) {
    writeList(splice, depth, write)
    return
  }
  const pad = '  '.repeat(depth + 1)
  if (depth < split && Array.isArray(value) && value.length > 0) {
    write('[\n')
    value.forEach((item, i) => {
      write(i === 0 ? pad : `,\n${pad}`)
      if (item === undefined || typeof item === 'function') write('null')
      else writePretty(item, depth + 1, split, write, splices)
    })
    write(`\n${'  '.repeat(depth)}]`)
    return
  }
  if (depth < split && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function')
    if (entries.length > 0) {
      write('{\n')
      entries.forEach(([key, v], i) => {
        write(`${i === 0 ? '' : ',\n'}${pad}${JSON.stringify(key)}: `)
        writePretty(v, depth + 1, split, write, splices)
      })
      write(`\n${'  '.repeat(depth)}}`)
      return
    }
  }
  write(indented(JSON.stringify(value, null, 2), depth))
}

/** Each configuration's resource lists of `report` as splices reading `rows` (none when the report's own lists are written). */
function resourceSplices(report: Report, rows: ResourceRowSource | null): Splices {
  const splices = new Map<unknown, (each: (item: unknown) => void) => void>()
  if (rows === null) return splices
  for (const c of report.configurations) {
    splices.set(c.resources, (each) => rows.observations(c.id, each))
    splices.set(c.resource_coverage.not_observed, (each) => rows.notObserved(c.id, each))
  }
  return splices
}

/**
 * Writes the JSON report — byte for byte `JSON.stringify(report, null, 2)`
 * plus a newline, with the spooled entries as `attempts` and, when `rows`
 * is given, its rows as each configuration's resource lists — piece by
 * piece: the report's members and each configuration, comparison, warning
 * and resource row are stringified on their own.
 */
function writeJson(report: Report, spool: TextSpool, count: number, rows: ResourceRowSource | null, out: (text: string) => void): void {
  // Pieces are small (one resource observation, one warning): gathered into writes of about 1 MiB.
  let pieces: string[] = []
  let size = 0
  const flush = (): void => {
    if (size === 0) return
    out(pieces.join(''))
    pieces = []
    size = 0
  }
  const write = (text: string): void => {
    pieces.push(text)
    size += text.length
    if (size >= 1 << 20) flush()
  }
  const { attempts: _none, ...head } = report
  const splices = resourceSplices(report, rows)
  write('{\n')
  let first = true
  for (const [key, value] of Object.entries(head)) {
    if (value === undefined) continue
    write(`${first ? '' : ',\n'}  ${JSON.stringify(key)}: `)
    first = false
    writePretty(value, 1, JSON_SPLIT_DEPTH, write, splices)
  }
  write(`${first ? '' : ',\n'}  "attempts": `)
  if (count === 0) write('[]')
  else {
    write('[\n')
    flush()
    spool.copyTo(out)
    write('\n  ]')
  }
  write('\n}\n')
  flush()
}

/** One attempt entry's lines in the text report's details (`--details`), newline-terminated. */
export function textEntry(entry: AttemptReport): string {
  return `${attemptLines(displayAttempt(entry)).join('\n')}\n`
}

/** Writes the text report; with details, the spooled attempt lines between the heading and the rest (resource rows from `rows`). */
function writeText(
  report: Report,
  spool: TextSpool | null,
  count: number,
  rows: ResourceRowSource,
  options: OutputOptions,
  write: (text: string) => void
): void {
  // Evidence text is shortened before anything is rendered (../text-safety/display-text.ts).
  report = displayReport(report)
  const plain = summaryTextLines(report, { details: options.details })
  const summary = options.colour === true ? colourTextLines(plain, report) : plain
  if (spool === null) {
    write(`${summary.join('\n')}\n`)
    return
  }
  write(`${[...summary, ...attemptsHeadingLines(count)].join('\n')}\n`)
  if (count === 0) write(`${NO_ATTEMPT_LINE}\n`)
  else spool.copyTo(write)
  // The tail (one line per resource row) gathered into writes of about 1 MiB.
  let pieces: string[] = []
  let size = 0
  writeDetailTail(report, rows, (line) => {
    pieces.push(line, '\n')
    size += line.length + 1
    if (size < 1 << 20) return
    write(pieces.join(''))
    pieces = []
    size = 0
  })
  if (size > 0) write(pieces.join(''))
}

/** A temporary-file spool, or one in memory when no temporary file can be created (same output, more memory). */
function spoolForEntries(): TextSpool {
  try {
    return openSpool()
  } catch {
    return memorySpool()
  }
}

/**
 * Where a report and its attempt entries come from: `produce` gives each
 * entry and its resource rows to `onEntry` in attempt-key order (when
 * given: only the outputs that show entries ask for them) and resolves with
 * the report without entries (`attempts: []`) and with empty resource lists.
 */
export type ReportProducer = (onEntry: AttemptSink | undefined) => Promise<Report>

/**
 * Runs `produce` and writes the requested output through `write` (and the
 * JSON to `options.jsonTo`): entries are spooled, never all held, except
 * for Markdown, which renders the whole report. Returns the report (with
 * its entries only for Markdown).
 */
export async function produceAndWrite(produce: ReportProducer, options: OutputOptions, write: (text: string) => void): Promise<Report> {
  const forms = entryForms(options)
  const jsonSpool = forms.json ? spoolForEntries() : null
  const textSpool = forms.text ? spoolForEntries() : null
  const rowSpool = forms.json || forms.text ? spoolForEntries() : null
  const entries: AttemptReport[] | null = forms.entries ? [] : null
  const held = forms.entries ? collectResources() : null
  try {
    let count = 0
    const keep = jsonSpool !== null || textSpool !== null || entries !== null
    const report = await produce(
      !keep
        ? undefined
        : (entry, resources) => {
            jsonSpool?.append(count === 0 ? jsonEntry(entry) : `,\n${jsonEntry(entry)}`)
            textSpool?.append(textEntry(entry))
            if (rowSpool !== null && resources !== null) rowSpool.append(resourceSpoolLines(resources))
            entries?.push(entry)
            held?.add(resources)
            count += 1
          }
    )
    options.progress?.done()
    const rows = rowSpool === null ? null : spooledRows(rowSpool)
    return writeReport(report, { json: jsonSpool, text: textSpool, entries, count, rows, held }, options, write)
  } finally {
    options.progress?.done()
    jsonSpool?.dispose()
    textSpool?.dispose()
    rowSpool?.dispose()
  }
}

/** The attempt entries of a finished run, as `writeReport` takes them: spooled JSON and text, or (Markdown) held in memory. */
export interface WrittenEntries {
  /** The entries' JSON (`jsonEntry`, joined by `,\n`) when the output shows it (`--json`, `--output`). */
  json: TextSpool | null
  /** The entries' detail lines (`textEntry`) for `--details`. */
  text: TextSpool | null
  /** Every entry, in attempt-key order, for the Markdown renderers. */
  entries: AttemptReport[] | null
  /** Number of entries. */
  count: number
  /** The resource rows for the JSON and text outputs (spooled: resource-spool.ts); null: the report's own lists. */
  rows: ResourceRowSource | null
  /** The resource rows held for the Markdown renderers (filled into the report), or null. */
  held: ResourceCollector | null
}

/** Which entry forms the output of `options` needs (see `WrittenEntries`). */
export function entryForms(options: OutputOptions): { json: boolean; text: boolean; entries: boolean } {
  const markdown = options.markdown ?? null
  return {
    json: (options.json && markdown === null) || (options.jsonTo ?? null) !== null,
    text: options.details && !options.json && markdown === null,
    entries: markdown !== null
  }
}

/**
 * Writes the output `options` asks for of `report` (without entries) and
 * its `entries` through `write` (and the JSON to `options.jsonTo`), byte
 * for byte what rendering the whole report at once gives. Returns the
 * report (with its entries only for Markdown).
 */
export function writeReport(report: Report, entries: WrittenEntries, options: OutputOptions, write: (text: string) => void): Report {
  const markdown = options.markdown ?? null
  const jsonTo = options.jsonTo ?? null
  const { json: jsonSpool, text: textSpool, count, rows } = entries
  if (jsonTo !== null && jsonSpool !== null) writeJson(report, jsonSpool, count, rows, jsonTo)
  if (markdown !== null && entries.entries !== null) {
    const whole = { ...(entries.held?.fill(report) ?? report), attempts: entries.entries }
    write(markdown(whole))
    return whole
  }
  if (options.json && jsonSpool !== null) writeJson(report, jsonSpool, count, rows, write)
  else writeText(report, textSpool, count, rows ?? reportRows(report), options, write)
  return report
}
