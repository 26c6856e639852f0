/**
 * The head line of a shard summary, checked: its version (an earlier one named with what it lacked), its
 * `shard_id` against the text as written, and its decoded head (codec.ts) against the published schema; and the
 * helpers the entry lines are checked with too.
 */
import { ConfigurationError } from '../errors.js'
import { formatIssues } from '../sources/manifest/validation-issues.js'
import { SUMMARY_VERSION, SummaryHeadSchema, type SummaryHead } from './schema.js'
import { CodecError, Decoder } from './codec.js'
import { quickCheck } from './fast-check.js'
import { headPrefix, sha256 } from './summarize.js'

/** A problem of the summary `file`, as a ConfigurationError: `FILE: what`. */
export function problem(file: string, what: string): ConfigurationError {
  return new ConfigurationError(`${file}: ${what}`)
}

/** `SummaryHeadSchema`, compiled for well-formed heads (fast-check.ts). */
let quick: ((v: unknown) => boolean) | null = null
const quickHead = (v: unknown): boolean => (quick ??= quickCheck(SummaryHeadSchema))(v)

/** Whether `v` is a JSON object (not null, not an array). */
export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
/** Whether `v` is an array of strings. */
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** `what` of a decoded value, as a ConfigurationError naming the file, line and JSON path. */
export function decoded<T>(file: string, line: number, where: string, decode: () => T): T {
  try {
    return decode()
  } catch (error) {
    if (error instanceof CodecError)
      throw problem(
        file,
        `line ${line}: ${where}${error.message.replace(/^\$/, '')}: does not decode (the summary was edited or corrupted after it was written)`
      )
    if (error instanceof RangeError) throw problem(file, `line ${line}: ${where}: nested too deeply to decode`)
    throw error
  }
}

/** What each earlier summary version lacked or held that this one does not (the hint of its refusal). */
const EARLIER_VERSIONS: ReadonlyMap<number, string> = new Map([
  [1, 'version 1 held the evidence itself'],
  [2, 'version 2 wrote the tally and every attempt entry uncompacted'],
  [3, "version 3's head held every attempt"],
  [4, "version 4's tally held every resource row"],
  [5, "version 5's tally held every usage finding"],
  [6, "version 6's tally held no sums by score key"],
  [7, "version 7's tally held no count of the attempts that ran to a verdict"]
])

/**
 * The head of a summary's first line `text` (parsed as `value`), checked;
 * its string table is left in `strings`. Throws ConfigurationError with a
 * JSON path.
 */
export function checkHead(file: string, text: string, value: unknown, strings: string[]): SummaryHead {
  const version = (value as { summary_version?: unknown } | null)?.summary_version
  if (version === undefined && (value as { manifest_version?: unknown } | null)?.manifest_version !== undefined) {
    throw problem(file, `a manifest, not a shard summary: write one with \`fabric-compare summarize ${file} --out FILE\` first`)
  }
  if (version !== SUMMARY_VERSION) {
    const earlier = typeof version === 'number' ? (EARLIER_VERSIONS.get(version) ?? null) : null
    const hint =
      earlier === null ? '' : ` — a summary of an earlier fabric-compare (${earlier}); summarise the shard again with this version`
    throw problem(
      file,
      `$.summary_version: ${JSON.stringify(version ?? null)} is not a shard summary version this fabric-compare reads (${SUMMARY_VERSION})${hint}`
    )
  }
  const v = value as Record<string, unknown>
  const body = v.body
  const keys = Object.keys(v).join(',')
  if (
    keys !== 'summary_version,shard_id,generated_by,body' ||
    typeof v.shard_id !== 'string' ||
    !isObject(body) ||
    Object.keys(body).join(',') !== 'strings,head' ||
    !isStrings(body.strings)
  ) {
    throw problem(
      file,
      `line 1: not the head of a shard summary v${SUMMARY_VERSION} (summary_version, shard_id, generated_by, then body with strings and head)`
    )
  }
  if (!isHeadLine(text, v.shard_id, v.generated_by as SummaryHead['generated_by'])) throw notItsShardId(file)
  // A loop, not push(...): spreading more than about 150,000 strings overflows the stack.
  for (const s of body.strings) strings.push(s)
  const content = decoded(file, 1, '$.body.head', () => new Decoder(strings).value(body.head))
  const head = isObject(content)
    ? { summary_version: v.summary_version, generated_by: v.generated_by, shard_id: v.shard_id, ...content }
    : content
  // The quick check passes a well-formed head; zod itself says what is wrong with any other.
  if (!quickHead(head)) {
    const checked = SummaryHeadSchema.safeParse(head)
    if (!checked.success) throw new ConfigurationError(`${file}: not a shard summary v${SUMMARY_VERSION}`, formatIssues(checked.error))
  }
  // The value as decoded (zod's copy orders keys by the schema): byte-equal merges need the writer's order.
  return head as SummaryHead
}

/** Whether `text` is a head line of the shard `shardId` written by `generatedBy`: its prefix, and its body as hashed. */
function isHeadLine(text: string, shardId: string, generatedBy: SummaryHead['generated_by']): boolean {
  const prefix = headPrefix(shardId, generatedBy)
  return text.startsWith(prefix) && text.endsWith('}') && sha256(text.slice(prefix.length, -1)) === shardId
}

const notItsShardId = (file: string): ConfigurationError =>
  problem(file, '$.shard_id: the content does not match its shard_id (the summary was edited or corrupted after it was written)')

/** Where the string table is written in a head line (`span`, as `text.slice(from, to)`), to be read again without its head. */
export interface HeadStrings {
  shardId: string
  generatedBy: SummaryHead['generated_by']
  /** Null when it is not written as this fabric-compare writes it: the whole line is parsed again. */
  span: { from: number; to: number } | null
}

/**
 * Where the head line `text` (checked: `checkHead`) writes its string table `strings`, so that the table can be let go
 * of and read again from the line (`headStringsAgain`): the span whose JSON is exactly `strings`, or null.
 */
export function headStringsIn(text: string, head: Pick<SummaryHead, 'shard_id' | 'generated_by'>, strings: readonly string[]): HeadStrings {
  const out: HeadStrings = { shardId: head.shard_id, generatedBy: head.generated_by, span: null }
  const start = `${headPrefix(head.shard_id, head.generated_by)}{"strings":`
  // No `],"head":` can be inside the table: a string's `"` is escaped, and the table holds strings only.
  const to = text.startsWith(start) ? text.indexOf('],"head":', start.length) + 1 : 0
  if (to === 0) return out
  let table: unknown
  try {
    table = JSON.parse(text.slice(start.length, to))
  } catch {
    return out
  }
  if (isStrings(table) && table.length === strings.length && table.every((s, i) => s === strings[i])) out.span = { from: start.length, to }
  return out
}

/**
 * The string table of the head line read again (`text`; null when there is no line), after it was let go of: the
 * line must be the one read first, which `where` tells (`headStringsIn`). Throws ConfigurationError naming `file`
 * (the `$.shard_id` problem) when it is not.
 */
export function headStringsAgain(file: string, text: string | null, where: HeadStrings): string[] {
  if (text === null || !isHeadLine(text, where.shardId, where.generatedBy)) throw notItsShardId(file)
  // The line is the one checked (its body has the shard's digest): its table is the one read then.
  const { span } = where
  return span === null
    ? (JSON.parse(text) as { body: { strings: string[] } }).body.strings
    : (JSON.parse(text.slice(span.from, span.to)) as string[])
}

/** Bytes of a plain-text file read to tell a pretty-printed document (a manifest) from a broken summary. */
const MAX_WHOLE_DOCUMENT = 64 * 1024 * 1024

/** The JSON value of the lines from `first` on, when they parse as one document (and are not too large); else undefined. */
export async function wholeDocument(first: string, next: () => Promise<string | null>): Promise<unknown> {
  const lines = [first]
  let size = first.length
  for (let line = await next(); line !== null && size <= MAX_WHOLE_DOCUMENT; line = await next()) {
    lines.push(line)
    size += line.length + 1
  }
  try {
    return size > MAX_WHOLE_DOCUMENT ? undefined : (JSON.parse(lines.join('\n')) as unknown)
  } catch {
    return undefined
  }
}
