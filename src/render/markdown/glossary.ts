/**
 * Links from the first screen of the comment to the glossary
 * (`docs/glossary.md`, one `## Term` heading per term, so GitHub's anchor of
 * a term is its lower-case words joined by `-`). A relative link would not
 * resolve from a pull-request comment, so the caller gives the page's
 * absolute URL (the action builds it from the repository and ref of the
 * action itself); without one, no link is written (the CLI's text, a
 * comment rendered locally).
 */
import { linkText, safeUrl } from '../text-safety/markdown-escape.js'

/** The glossary page, relative to the repository root. */
export const GLOSSARY_PAGE = 'docs/glossary.md'

/** A glossary term, its anchor, and what on the first screen shows it is used there. */
interface Term {
  term: string
  anchor: string
  seen: RegExp
}

/** In the order a reviewer meets them. */
const TERMS: readonly Term[] = [
  { term: 'authoritative evidence', anchor: 'authoritative-evidence', seen: /authoritative evidence|^\| evidence \|/m },
  { term: 'coverage', anchor: 'coverage', seen: /\(\d[\d,]* of |none seen in \d/ },
  { term: 'lower bound', anchor: 'lower-bound', seen: /≥|none seen/ },
  { term: 'attempt inventory', anchor: 'attempt-inventory', seen: /inventory/ },
  { term: 'verdict', anchor: 'verdict', seen: /\bevaluated\b/ },
  { term: 'evaluator', anchor: 'evaluator', seen: /\bevaluators?\b/ },
  { term: 'pricing basis', anchor: 'pricing-basis', seen: /pricing bas[ie]s/ },
  { term: 'withheld delta', anchor: 'withheld-delta', seen: /\bwithheld\b/ },
  { term: 'record end line', anchor: 'record-end-line', seen: /record end line/ },
  { term: 'harness counters', anchor: 'harness-counters', seen: /harness counters/ }
]

/**
 * The glossary page's URL for a repository on a GitHub server at a ref or
 * commit: `https://github.com/o/r/blob/v0/docs/glossary.md`; null when any
 * part is missing or the result is not a safe http(s) URL.
 */
export function glossaryPageUrl(server: string | undefined, repository: string | undefined, ref: string | undefined): string | null {
  if (!server || !repository || !ref || !/^[\w.-]+\/[\w.-]+$/.test(repository)) return null
  return safeUrl(`${server.replace(/\/+$/, '')}/${repository}/blob/${ref.split('/').map(encodeURIComponent).join('/')}/${GLOSSARY_PAGE}`)
}

/**
 * ` Terms: [coverage](…#coverage) · [lower bound](…#lower-bound).` — the
 * glossary terms that `firstScreen` (the Markdown already rendered) uses,
 * linked to `glossaryUrl`; '' without a URL or without any such term.
 */
export function glossaryTerms(firstScreen: string, glossaryUrl: string | null | undefined): string {
  const url = safeUrl(glossaryUrl)
  if (!url) return ''
  const used = TERMS.filter((t) => t.seen.test(firstScreen))
  if (used.length === 0) return ''
  return ` Terms: ${used.map((t) => `[${linkText(t.term)}](${url}#${t.anchor})`).join(' · ')}.`
}
