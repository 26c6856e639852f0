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
 * backslash-escaped and `&`, `<`, `>` become entities.
 */

const ZWSP = '\u200B'

/** Line breaks, tabs, other control characters and line/paragraph separators: all shown as one space. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g

/**
 * Invisible and direction-changing characters: soft hyphen, combining grapheme joiner, Arabic
 * letter mark, Hangul fillers, Khmer vowel inherent, Mongolian vowel separator, zero-width
 * space/joiners and LRM/RLM (U+200B–U+200F), bidi embeddings and overrides (U+202A–U+202E),
 * word joiner and invisible operators (U+2060–U+2064), bidi isolates (U+2066–U+2069),
 * deprecated format characters (U+206A–U+206F), variation selectors, the BOM (U+FEFF),
 * interlinear annotation marks (U+FFF9–U+FFFB) and tag characters (U+E0000–U+E007F).
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each code point here is matched on its own, none is meant to combine
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/g

/**
 * `text` with every control character shown as a space and every invisible or direction-changing
 * character shown as its code point (`<U+200C>`), so what is displayed is what is there.
 * Plain text, for contexts without Markdown (annotations); the Markdown escapes call it first.
 */
export function visibleText(text: string): string {
  return text.replace(CONTROL, ' ').replace(INVISIBLE, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`)
}

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
 * one line, every Markdown and HTML meaning removed. A leading list,
 * heading or indentation marker is escaped too.
 */
export function escapeInline(text: string): string {
  return escapeText(text)
    .replace(/^ +/, (spaces) => '&#32;'.repeat(spaces.length))
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
 * A code span showing `text` literally: the fence is one backtick longer
 * than the longest backtick run inside, padded with spaces when the text
 * starts or ends with a backtick or a space. Falls back to
 * {@link escapeInline} when a code span cannot be safe: text containing
 * `|` (would split a table cell), `<!--` or our marker name, or nothing
 * but spaces. Line breaks become spaces.
 */
export function codeSpan(text: string): string {
  const oneLine = visibleText(text)
  if (oneLine.trim() === '' || /[|]|<!--|fabric-compare:/i.test(oneLine)) return escapeInline(oneLine)
  const longestRun = Math.max(0, ...Array.from(oneLine.matchAll(/`+/g), (m) => m[0].length))
  const fence = '`'.repeat(longestRun + 1)
  const pad = /^[` ]|[` ]$/.test(oneLine) ? ' ' : ''
  return `${fence}${pad}${oneLine}${pad}${fence}`
}

/**
 * A URL we link to (the workflow run, the job summary), or null when it is
 * not a plain `https://` / `http://` URL without spaces, brackets or quotes.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url)) return null
  return url
}
