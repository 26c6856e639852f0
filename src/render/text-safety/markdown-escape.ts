/**
 * Escaping of untrusted text (anything that came from evidence or a caller)
 * for each GitHub-flavoured Markdown context we write into. Whatever goes in,
 * what comes out renders as that literal text: no raw HTML, no link or
 * autolink, no working @mention or #reference, no table-cell break, no block
 * structure, and never a copy of our hidden marker (`<!-- fabric-compare…`).
 *
 * How: a zero-width space (U+200B, written as the `&#8203;` entity) is put
 * after `@` and `#`, inside `://` and `www.`, and inside `fabric-compare:` —
 * GitHub's mention, reference and autolink filters run on the rendered text,
 * so an entity alone would not stop them; then Markdown punctuation is
 * backslash-escaped and `&`, `<`, `>` become entities. Before all that, the text is made
 * visible (src/render/text-safety/visible-text.ts): control, invisible and space-like characters, and spaces
 * Markdown would trim or collapse, become code points (`<U+000A>`), so two strings that differ
 * only there never render alike.
 *
 * Ids are not free text: an id a person copies must equal the id in the JSON report, so it gets no
 * invisible character. Wherever an id is written it goes in a code span ({@link codeSpan}), where
 * GitHub makes no link, mention, reference or HTML; inside free text (a message naming attempts),
 * every word shaped like one of our ids — `name@version`, `task@revision`,
 * `configuration/task@revision#attempt`: text, one `@`, text, a digit or `/ # . - _` — is written as a code span too
 * ({@link idSpan}, long checksums shortened), and the words around it are escaped as above.
 */
import { visibleText } from './visible-text.js'

const ZWSP = '\u200B'

/** Markdown punctuation escaped with a backslash wherever it occurs. */
const BACKSLASHED = new Set(['\\', '`', '*', '_', '~', '[', ']', '|', '$'])

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', [ZWSP]: '&#8203;' }

/**
 * Breaks the patterns GitHub acts on in plain text by inserting a zero-width
 * space: `@name` (mentions, e-mail autolinks), `#123` and `owner/repo#123`,
 * `GH-123`, commit SHAs (every whole word of 7 or more hex digits — GitHub links only whole
 * words — is split every 6),
 * `http://` and other schemes, `www.`, and `fabric-compare:` (so no evidence
 * can carry a copy of our marker). Returns raw text; the escapes below call it first.
 */
export function neutralizeMarker(text: string): string {
  return text
    .replace(/[@#]/g, (c) => c + ZWSP)
    .replace(/\b(GH)(-\d)/gi, `$1${ZWSP}$2`)
    .replace(/\b[0-9a-f]{7,}\b/gi, (run) => run.replace(/[0-9a-f]{6}(?=[0-9a-f])/gi, (six) => six + ZWSP))
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/(www)(\.)/gi, `$1${ZWSP}$2`)
    .replace(/(fabric-compare)(:)/gi, `$1${ZWSP}$2`)
}

/** Escapes one character of already-neutralized text. */
function escapeChar(c: string): string {
  if (ENTITIES[c] !== undefined) return ENTITIES[c]
  if (BACKSLASHED.has(c)) return `\\${c}`
  return c
}

/** Every character {@link escapeChar} changes. */
const SPECIAL = /[&<>\u200B\\`*_~[\]|$]/g

/** Already visible text, neutralized, every character escaped. */
function escapePlain(shown: string): string {
  return neutralizeMarker(shown).replace(SPECIAL, escapeChar)
}

/**
 * A word of free text that is one of our ids with punctuation around it: `(`, the id, `),` — text, one `@`, text, with a
 * digit or one of `/ # . - _` somewhere (so that the figure `pass@k` stays a word).
 */
const ID_WORD = /^([([]*)([^@\s]+@[^@\s]*?[^@\s)\],;:.!?])([)\],;:.!?]*)$/

/** What an id word holds besides letters (see {@link ID_WORD}). */
const ID_MARK = /[0-9/#.\-_]/

/**
 * One line, every character escaped (no block-start handling); with `where`, the words shaped like ids
 * (module comment) become code spans for that context, the rest neutralized and escaped.
 */
function escapeText(text: string, where: SpanContext | null): string {
  const shown = visibleText(text)
  if (where === null || !shown.includes('@')) return escapePlain(shown)
  const out: string[] = []
  let plain: string[] = []
  for (const word of shown.split(' ')) {
    const m = ID_WORD.exec(word)
    if (m === null || !ID_MARK.test(m[2]!)) {
      plain.push(word)
      continue
    }
    plain.push(m[1]!)
    out.push(escapePlain(plain.join(' ')), spanOf(shortChecksums(m[2]!), where))
    plain = [m[3]!]
  }
  out.push(escapePlain(plain.join(' ')))
  return out.join('')
}

/**
 * Text shown as-is in running prose (a sentence, a list item, a heading):
 * one line, every Markdown and HTML meaning removed, ids in code spans
 * (`ids` false: none, for text inside our HTML tags, where Markdown is not read).
 * A leading list or heading marker is escaped too (a leading space is a code point already).
 */
export function escapeInline(text: string, ids = true): string {
  return escapeText(text, ids ? 'prose' : null)
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
}

/**
 * Text for one GitHub table cell: one line, every `|` escaped so the row
 * keeps its columns, and the same neutralization as {@link escapeInline}
 * (a cell is inline content, so no block markers need escaping), ids in code spans.
 */
export function escapeCell(text: string): string {
  return escapeText(text, 'cell')
}

/** Text for the label of a link we build (`[label](url)`): brackets escaped, one line. */
export function linkText(text: string): string {
  const escaped = escapeInline(text, false)
  return escaped === '' ? 'link' : escaped
}

/**
 * Where a code span is written: in a GitHub table cell, where a `|` is written `\\|` (GFM splits a row
 * at every unescaped `|`, also inside a code span, and honours the escape there: GFM spec §4.10, example
 * 200 — the span then holds `|`), or in running prose, where it is written as it is.
 */
export type SpanContext = 'cell' | 'prose'

/**
 * A code span showing `text` as {@link visibleText} shows it (line breaks,
 * invisible characters and leading, trailing or doubled spaces as code
 * points), nothing else added, so that what is copied from it is the text:
 * the fence is one backtick longer than the longest backtick run inside,
 * padded with spaces when the text starts or ends with a backtick. In a
 * `cell` (the default) every `|` is written `\\|`; a backslash right before a
 * `|` is shown as `<U+005C>` (GFM would read the two backslashes as one
 * escaped backslash and split the cell). `<!--` and our marker name
 * (`fabric-compare:`) show their `<` and `:` as `<U+003C>` and `<U+003A>`,
 * so no text carries a copy of our hidden marker. Empty text: ''.
 */
export function codeSpan(text: string, where: SpanContext = 'cell'): string {
  return spanOf(visibleText(text), where)
}

/** {@link codeSpan} of text already made visible (visibleText is not applied twice: it would show its own `<U+…>`). */
function spanOf(visible: string, where: SpanContext): string {
  let shown = visible.replace(/<!--/g, '<U+003C>!--').replace(/(fabric-compare):/gi, '$1<U+003A>')
  if (shown === '') return ''
  if (where === 'cell') shown = shown.replace(/\\(?=\|)/g, '<U+005C>').replace(/\|/g, '\\|')
  const longestRun = Math.max(0, ...Array.from(shown.matchAll(/`+/g), (m) => m[0].length))
  const fence = '`'.repeat(longestRun + 1)
  const pad = /^`|`$/.test(shown) ? ' ' : ''
  return `${fence}${pad}${shown}${pad}${fence}`
}

/** Fewest hex digits of a word shortened as a checksum: 16 (a git commit is 40, a SHA-256 64). */
export const CHECKSUM_MIN_DIGITS = 16

/** Hex digits kept of a shortened checksum, as git shows an abbreviated commit: 12. */
export const CHECKSUM_KEPT_DIGITS = 12

/** A run of {@link CHECKSUM_MIN_DIGITS} hex digits or more, not inside a longer word of letters and digits. */
const CHECKSUM = new RegExp(`(?<![0-9A-Za-z])[0-9A-Fa-f]{${CHECKSUM_MIN_DIGITS},}(?![0-9A-Za-z])`, 'g')

/** `text` with each checksum ({@link CHECKSUM_MIN_DIGITS}+ hex digits) cut to its first 12 and `…`: `calc/mul@0123456789ab…#2`. */
export function shortChecksums(text: string): string {
  return text.replace(CHECKSUM, (run) => `${run.slice(0, CHECKSUM_KEPT_DIGITS)}…`)
}

/** The checksums {@link shortChecksums} shortens in `text`, whole, in order of first appearance, each once. */
export function checksumsIn(text: string): string[] {
  return [...new Set(text.match(CHECKSUM) ?? [])]
}

/**
 * An id (attempt key, `task@revision`, evaluator `name@version`, configuration id) as a code span for
 * `where` ({@link codeSpan}), its long checksums shortened ({@link shortChecksums}; the JSON report and
 * the legend of the comment's detail keep them whole).
 */
export function idSpan(text: string, where: SpanContext = 'cell'): string {
  return codeSpan(shortChecksums(text), where)
}

/**
 * A URL we link to (the workflow run, the job summary), or null when it is
 * not a plain `https://` / `http://` URL without spaces, brackets or quotes.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url)) return null
  return url
}
