/**
 * Render check for our Markdown: parses it as GitHub-flavoured Markdown
 * (micromark with the GFM extensions, into mdast) and lists every
 * structural problem a reader would see — a table row whose cell count
 * differs from its header, a table line that fell out of its table,
 * unbalanced `<details>`, raw HTML other than our `details`/`summary` tags
 * and the hidden marker, a link anywhere but to the allowed URLs, a link
 * reference or GFM footnote.
 */
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'

/** What the check allows: the link targets and the marker (first line of the comment only). */
export interface StructureRules {
  links: string[]
  marker?: string
}

/** What the parse found, for assertions beyond the problems. */
export interface Structure {
  problems: string[]
  tables: number
  /** Column count of each table's header, in order. */
  columns: number[]
  details: number
  links: string[]
}

/** Parses `markdown` as GFM. */
export function parseGfm(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}

const DETAILS_OPEN = /^<details><summary>[^<>]*<\/summary>$/

/** Plain text of a node (for messages). */
function textOf(node: Nodes): string {
  if ('value' in node) return node.value
  if ('children' in node) return node.children.map((c) => textOf(c as Nodes)).join('')
  return ''
}

/** Checks `markdown` against `rules`; `problems` is empty when the structure is sound. */
export function checkStructure(markdown: string, rules: StructureRules): Structure {
  // Positions index into `markdown`, so paragraphs can be checked against their source lines.
  const out: Structure = { problems: [], tables: 0, columns: [], details: 0, links: [] }
  let depth = 0
  const visit = (node: Nodes, parent: Nodes | null): void => {
    const line = node.position?.start.line ?? 0
    switch (node.type) {
      case 'table': {
        out.tables += 1
        const width = node.children[0]?.children.length ?? 0
        out.columns.push(width)
        node.children.forEach((row, i) => {
          if (row.children.length !== width)
            out.problems.push(`line ${row.position?.start.line}: table row ${i} has ${row.children.length} cells, header ${width}`)
        })
        break
      }
      case 'html': {
        const value = node.value.trim()
        if (rules.marker !== undefined && value === rules.marker && line === 1 && parent?.type === 'root') break
        if (parent?.type !== 'root') out.problems.push(`line ${line}: inline HTML ${JSON.stringify(value)}`)
        else if (DETAILS_OPEN.test(value)) {
          depth += 1
          out.details += 1
        } else if (value === '</details>') {
          depth -= 1
          if (depth < 0) out.problems.push(`line ${line}: </details> without <details>`)
        } else out.problems.push(`line ${line}: raw HTML ${JSON.stringify(value)}`)
        break
      }
      case 'link':
        out.links.push(node.url)
        if (!rules.links.includes(node.url)) out.problems.push(`line ${line}: link to ${JSON.stringify(node.url)}`)
        break
      case 'image':
      case 'linkReference':
      case 'imageReference':
      case 'definition':
      case 'footnoteReference':
      case 'footnoteDefinition':
        out.problems.push(`line ${line}: ${node.type}`)
        break
      case 'paragraph': {
        const source = markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0)
        if (source.split('\n').some((l) => l.startsWith('| ')))
          out.problems.push(`line ${line}: table line outside a table: ${textOf(node).slice(0, 80)}`)
        break
      }
      default:
        break
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes, node)
  }
  visit(parseGfm(markdown), null)
  if (depth !== 0) out.problems.push(`${depth} <details> left open`)
  return out
}

/**
 * The text GitHub reads for mentions, references and autolinks: every text node of `markdown` parsed as GFM, joined by
 * newlines — code spans and code blocks left out (GitHub makes no mention, reference or link inside them).
 */
export function textOutsideCode(markdown: string): string {
  const out: string[] = []
  const visit = (node: Nodes): void => {
    if (node.type === 'text') out.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child as Nodes)
  }
  visit(parseGfm(markdown))
  return out.join('\n')
}

/** The code spans of `markdown` parsed as GFM (tables included), as their text: what a reader copies from them. */
export function codeSpansOf(markdown: string): string[] {
  const out: string[] = []
  const visit = (node: Nodes): void => {
    if (node.type === 'inlineCode') out.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child as Nodes)
  }
  visit(parseGfm(markdown))
  return out
}
