/**
 * The README and the pages it leads to hold together: every relative link
 * and image of README.md, CONTRIBUTING.md, BENCHMARKS.md, SECURITY.md and docs/*.md points
 * at a file that exists, and a `#fragment` at a heading of that file (GitHub's
 * heading anchors); the agreed docs/ pages and glossary anchors exist; the
 * README stays within 400 lines; its `uses:` lines pin the moving major tag
 * of package.json's version; docs/comment.png shows the golden comment and
 * docs/history.png the current history section's charts.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { COMMENT_SHA_KEY, pngTextChunks, sha256 } from '../scripts/comment-picture-png.js'
import { HISTORY_SHA_KEY, historyPictureMarkdown } from '../scripts/history-picture-data.js'

const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  'BENCHMARKS.md',
  'SECURITY.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
]

const parse = (file: string): Nodes =>
  fromMarkdown(readFileSync(file, 'utf8'), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  return 'children' in node ? node.children.map((c) => plainText(c)).join('') : ''
}

/** Each file's anchors, parsed once (a page links to the same few pages many times). */
const anchorsOf = new Map<string, Set<string>>()

/** GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`, repeats numbered. */
function anchors(file: string): Set<string> {
  const known = anchorsOf.get(file)
  if (known !== undefined) return known
  const seen = new Map<string, number>()
  const out = new Set<string>()
  walk(parse(file), (n) => {
    if (n.type !== 'heading') return
    const slug = plainText(n)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    out.add(count === 0 ? slug : `${slug}-${count}`)
  })
  anchorsOf.set(file, out)
  return out
}

/** Relative link and image targets of a Markdown file, with the line they are on. */
function relativeLinks(file: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = []
  walk(parse(file), (n) => {
    if ((n.type === 'link' || n.type === 'image' || n.type === 'definition') && !/^[a-z][a-z+.-]*:/i.test(n.url))
      links.push({ url: n.url, line: n.position?.start.line ?? 0 })
  })
  return links
}

describe('README and docs links', () => {
  it.each(PAGES)('%s: every relative link resolves to a file, and every #fragment to a heading', (page) => {
    const broken: string[] = []
    for (const { url, line } of relativeLinks(page)) {
      const [target, fragment] = url.split('#', 2)
      const file = target === '' ? page : path.normalize(path.join(path.dirname(page), decodeURIComponent(target)))
      if (!existsSync(file)) broken.push(`${page}:${line} ${url}: no file ${file}`)
      else if (fragment !== undefined && fragment !== '' && (!file.endsWith('.md') || !anchors(file).has(fragment)))
        broken.push(`${page}:${line} ${url}: no heading #${fragment} in ${file}`)
    }
    expect(broken).toEqual([])
    expect(relativeLinks('README.md').length).toBeGreaterThan(10)
  })

  it('the agreed docs/ pages exist with content, and the glossary has the agreed anchors', () => {
    for (const name of ['numbers', 'formats', 'producing-evidence', 'statistics', 'codes', 'trust', 'sharding', 'glossary']) {
      const file = `docs/${name}.md`
      expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true })
      expect({ file, lines: readFileSync(file, 'utf8').split('\n').length > 40 }).toEqual({ file, lines: true })
      expect({ file, linked: readFileSync('README.md', 'utf8').includes(`(${file})`) }).toEqual({ file, linked: true })
    }
    const glossary = anchors('docs/glossary.md')
    const agreed = [
      'authoritative-evidence',
      'record-end-line',
      'harness-counters',
      'coverage',
      'lower-bound',
      'attempt-inventory',
      'pricing-basis',
      'withheld-delta',
      'evaluator',
      'verdict'
    ]
    expect(agreed.filter((a) => !glossary.has(a))).toEqual([])
  })

  it('the README is at most 400 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(400)
  })

  it('every uses: line of this action pins the moving major tag of package.json', () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
    const major = `v${version.split('.')[0]}`
    const files = [...PAGES, ...readdirSync('.github/workflows').map((f) => `.github/workflows/${f}`)]
    const pins = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/uses: <owner>\/fabric-compare@([^\s`]+)/g)].map((m) => `${f}: @${m[1]}`)
    )
    expect(pins.length).toBeGreaterThanOrEqual(4)
    expect(pins.filter((p) => !p.endsWith(`@${major}`) && !p.endsWith('@<40-character') && !p.endsWith('@vX'))).toEqual([])
    expect(readFileSync('README.md', 'utf8')).toContain(`uses: <owner>/fabric-compare@${major}\n`)
    // the release workflow moves the major tag that scripts/check-version.mjs names for this version
    expect(readFileSync('.github/workflows/release.yml', 'utf8')).toContain('node scripts/check-version.mjs "$GITHUB_REF_NAME"')
    const check = spawnSync(process.execPath, ['scripts/check-version.mjs', `v${version}`], { encoding: 'utf8' })
    expect({ status: check.status, major: /; major tag (v\d+)\n$/.exec(check.stdout)?.[1] }).toEqual({ status: 0, major })
  })

  it('docs/comment.png was made from the golden comment (else: bash scripts/comment-picture.sh)', () => {
    const png = readFileSync('docs/comment.png')
    expect(statSync('docs/comment.png').size).toBeGreaterThan(10_000)
    const recorded = pngTextChunks(png).get(COMMENT_SHA_KEY)
    expect({ recorded, remake: 'bash scripts/comment-picture.sh' }).toEqual({
      recorded: sha256(readFileSync('__tests__/golden/example-comment.md', 'utf8')),
      remake: 'bash scripts/comment-picture.sh'
    })
  })

  it('docs/history.png was made from the current history section of scripts/history-picture-data.ts (else: bash scripts/history-picture.sh)', () => {
    const png = readFileSync('docs/history.png')
    expect(statSync('docs/history.png').size).toBeGreaterThan(10_000)
    const recorded = pngTextChunks(png).get(HISTORY_SHA_KEY)
    expect({ recorded, remake: 'bash scripts/history-picture.sh' }).toEqual({
      recorded: sha256(historyPictureMarkdown()),
      remake: 'bash scripts/history-picture.sh'
    })
  })
})
