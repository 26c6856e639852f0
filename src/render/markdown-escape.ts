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
 * visible (src/render/visible-text.ts): control, invisible and space-like characters, and spaces
 * Markdown would trim or collapse, become code points (`<U+000A>`), so two strings that differ
 * only there never render alike.
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

/** One line, neutralized, every character escaped (no block-start handling). */
function escapeText(text: string): string {
  return neutralizeMarker(visibleText(text)).replace(SPECIAL, escapeChar)
}

/**
 * Text shown as-is in running prose (a sentence, a list item, a heading):
 * one line, every Markdown and HTML meaning removed. A leading list or
 * heading marker is escaped too (a leading space is a code point already).
 */
export function escapeInline(text: string): string {
  return escapeText(text)
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2')
}

/**
 * Text for one GitHub table cell: one line, every `|` escaped so the row
 * keeps its columns, and the same neutralization as {@link escapeInline}
 * (a cell is inline content, so no block markers need escaping).
 */
export function escapeCell(text: string): string {
  return escapeText(text)
}

/** Text for the label of a link we build (`[label](url)`): brackets escaped, one line. */
export function linkText(text: string): string {
  const escaped = escapeInline(text)
  return escaped === '' ? 'link' : escaped
}

/**
 * A code span showing `text` as {@link visibleText} shows it (line breaks,
 * invisible characters and leading, trailing or doubled spaces as code
 * points): the fence is one backtick longer than the longest backtick run
 * inside, padded with spaces when the text starts or ends with a backtick.
 * Falls back to {@link escapeInline} when a code span cannot be safe: text
 * containing `|` (would split a table cell), `<!--` or our marker name, or
 * empty text.
 */
export function codeSpan(text: string): string {
  const shown = visibleText(text)
  if (shown === '' || /[|]|<!--|fabric-compare:/i.test(shown)) return escapeInline(text)
  const longestRun = Math.max(0, ...Array.from(shown.matchAll(/`+/g), (m) => m[0].length))
  const fence = '`'.repeat(longestRun + 1)
  const pad = /^`|`$/.test(shown) ? ' ' : ''
  return `${fence}${pad}${shown}${pad}${fence}`
}

/**
 * A URL we link to (the workflow run, the job summary), or null when it is
 * not a plain `https://` / `http://` URL without spaces, brackets or quotes.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url)) return null
  return url
}
