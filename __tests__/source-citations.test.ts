/**
 * Comments in `src/` cite only files that are in the repository: every
 * `*.md` a comment names (a path from the repository root, or a bare name
 * of a file at the root) must exist, and no comment cites a design or
 * research note by section ("research §…"), which the repository does not
 * hold. Comments are found with TypeScript's own scanner, so a `//` inside
 * a string or a template literal is not taken for one.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Every `.ts` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : []
  })
}

/** The comments of a TypeScript source, with the line each starts on. */
function commentsOf(text: string): Array<{ line: number; text: string }> {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text)
  const comments: Array<{ line: number; text: string }> = []
  let line = 1
  let at = 0
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    // Template literals are scanned whole, so a `//` in one is no comment.
    if (kind === ts.SyntaxKind.CloseBraceToken) kind = scanner.reScanTemplateToken(false)
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const start = scanner.getTokenStart()
      line += text.slice(at, start).split('\n').length - 1
      at = start
      comments.push({ line, text: scanner.getTokenText() })
    }
  }
  return comments
}

/** `*.md` names in `comment`, without URLs: `docs/numbers.md`, `BENCHMARKS.md`. */
function citedFiles(comment: string): string[] {
  const withoutUrls = comment.replace(/\bhttps?:\/\/\S+/g, '')
  return [...withoutUrls.matchAll(/(?<![\w./-])([\w.-]+(?:\/[\w.-]+)*\.md)\b/g)].map((m) => m[1]!)
}

/** Citations in `src/` that name no file in the repository: `file:line: name`. */
function missingCitations(): string[] {
  const problems: string[] = []
  for (const file of sourceFiles('src')) {
    for (const c of commentsOf(readFileSync(file, 'utf8'))) {
      for (const cited of citedFiles(c.text)) {
        if (!existsSync(cited)) problems.push(`${file}:${c.line}: ${cited}`)
      }
      if (/research §|design note|comparison\.md|architecture-review/.test(c.text))
        problems.push(`${file}:${c.line}: cites a note outside the repository`)
    }
  }
  return problems
}

describe('comments in src/', () => {
  it('cite only files that are in the repository', () => {
    expect(missingCitations()).toEqual([])
  })

  it('the check finds comments, their .md names and nothing in strings', () => {
    const source = [
      '/** See `comparison.md` "Accounting" and docs/numbers.md. */',
      "const a = 'not a comment // formats.md'",
      'const b = `template // research.md ${a} // still.md`',
      '// BENCHMARKS.md, https://example.com/x.md',
      'const c = 1 /* trailing docs/glossary.md#coverage */'
    ].join('\n')
    const comments = commentsOf(source)
    expect(comments.map((c) => c.line)).toEqual([1, 4, 5])
    expect(comments.flatMap((c) => citedFiles(c.text))).toEqual(['comparison.md', 'docs/numbers.md', 'BENCHMARKS.md', 'docs/glossary.md'])
    expect(existsSync('comparison.md')).toBe(false)
    expect(existsSync('BENCHMARKS.md')).toBe(true)
  })
})
