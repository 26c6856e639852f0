/**
 * What every renderer shows of a string from evidence or a caller — the comment, the job
 * summary, the history sections, the text report and the annotations — so that two strings
 * that differ only in whitespace or invisible characters never look alike (`"model\na"`,
 * `"model\u00A0a"`, `"model  a"`, `"model a "` and `"model a"` are five configurations, and
 * read as five). One function, {@link visibleText}; the Markdown escapes
 * (src/render/text-safety/markdown-escape.ts) call it first, the text renderer's `oneLine` is it.
 */

/* eslint-disable no-misleading-character-class -- each code point here is matched on its own, none is meant to combine */
/**
 * Code points shown as `<U+XXXX>`, each matched on its own:
 * - control characters: C0 (line breaks, tabs, ESC …), DEL, C1, and the line and paragraph
 *   separators U+2028/U+2029;
 * - invisible and direction-changing characters: soft hyphen, combining grapheme joiner, Arabic
 *   letter mark, Hangul fillers, Khmer vowel inherent, Mongolian vowel separator, zero-width
 *   space/joiners and LRM/RLM (U+200B–U+200F), bidi embeddings and overrides (U+202A–U+202E),
 *   word joiner and invisible operators (U+2060–U+2064), bidi isolates (U+2066–U+2069),
 *   deprecated format characters (U+206A–U+206F), variation selectors, the BOM (U+FEFF),
 *   interlinear annotation marks (U+FFF9–U+FFFB) and tag characters (U+E0000–U+E007F, below);
 * - spaces other than the ASCII space, which look like it: no-break space (U+00A0), Ogham
 *   space mark (U+1680), the typographic spaces U+2000–U+200A, narrow no-break space (U+202F),
 *   medium mathematical space (U+205F), the braille blank (U+2800) and the ideographic space
 *   (U+3000).
 */
const SHOWN =
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u00A0\u1680\u2000-\u200A\u202F\u205F\u2800\u3000]/

/**
 * One pass over the text finds, besides {@link SHOWN}: every surrogate pair (kept, unless a tag
 * character) and lone surrogate (which a file written as UTF-8 would turn into U+FFFD, all
 * alike); a `<` that starts what reads as a code point (`<U+0041>` in the text itself, shown as
 * `<U+003C>U+0041>`, so a code point in the output always stands for one character); and the
 * ASCII spaces rendering would hide or merge — a leading or trailing run, or two or more in a
 * row (a single space is matched only at either end, so no run is scanned twice).
 */
const FOUND = new RegExp(
  [SHOWN.source, /[\uD800-\uDBFF][\uDC00-\uDFFF]?|[\uDC00-\uDFFF]/.source, /<(?=U\+[0-9A-F]{4,6}>)/.source, /^ +| {2,}| +$/.source].join(
    '|'
  ),
  'g'
)
/* eslint-enable no-misleading-character-class */

/** `<U+000A>`: the code point of `c` (one character, or a surrogate pair), at least four hex digits. */
function codePoint(c: string): string {
  return `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`
}

/** A character outside the BMP that draws nothing: a format character (Cf) or one ignorable by default. */
const INVISIBLE_PAIR = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u

/** What {@link visibleText} shows for one match of {@link FOUND}. */
function shown(found: string): string {
  if (found[0] === ' ') return codePoint(' ').repeat(found.length)
  const pair = found.length === 2
  // A surrogate pair is a visible character (an emoji, a CJK extension letter) unless it is a format character or
  // ignorable by default: tag characters, variation selectors 17–256 (U+E0100–U+E01EF), the musical format characters
  // (U+1D173–U+1D17A), Egyptian hieroglyph format controls, shorthand format controls.
  if (pair && !INVISIBLE_PAIR.test(found)) return found
  return codePoint(found)
}

/**
 * `text` as it is displayed: every character above as its code point (`<U+000A>`, `<U+200B>`,
 * `<U+00A0>`), and the ASCII spaces that rendering would hide or merge — leading, trailing or
 * in a run of two or more — as `<U+0020>` each (`"model  a"` → `model<U+0020><U+0020>a`,
 * `"model a "` → `model a<U+0020>`). A single space between two other characters stays a space,
 * so prose reads as prose. The result is one line, has no leading, trailing or doubled space
 * (Markdown collapses and trims spaces, and the text report separates its columns with two),
 * and is plain text: the Markdown escapes run after it.
 *
 * Injective: distinct strings give distinct results (each `<U+…>` in the result stands for
 * exactly one character, a literal `<` is never followed by `U+…>`). What still looks alike is
 * what differs in visible characters that look alike: homoglyphs (Latin `a`, Cyrillic `а`),
 * precomposed and combining forms of one letter (`é`, `e` + U+0301), and characters a font
 * cannot draw (private-use or unassigned code points, each shown as the same box).
 */
export function visibleText(text: string): string {
  return text.replace(FOUND, shown)
}
