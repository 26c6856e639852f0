/**
 * Ids a person can copy and read (issue 58 item 7): attempt keys, `task@revision`, evaluator
 * `name@version` and configuration ids are written in code spans, where GitHub makes no link,
 * mention or reference, with no invisible character inserted — so what is copied from the comment
 * equals the id in the JSON report; a long checksum revision is shortened to its first 12 hex digits
 * and `…` (as git shortens commits) and listed whole in the comment's detail and the job summary.
 * Free text around ids keeps its escaping. Checked on the GFM parse (micromark, support/gfm-structure.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { renderComment } from '../src/render/markdown/comment.js'
import { codeSpan, escapeCell, escapeInline, shortChecksums } from '../src/render/text-safety/markdown-escape.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { loadManifestInput } from '../src/sources/manifest/load.js'
import { checkStructure, codeSpansOf, textOutsideCode } from './support/gfm-structure.js'
import { fromCounts, pairedInput } from './support/paired-builders.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/OWNER/REPO/actions/runs/1'
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]|&#8203;/

/** The comment's first screen: its lines before the first collapsed section. */
function firstScreen(comment: string): string {
  const lines = comment.split('\n')
  return lines
    .slice(
      0,
      lines.findIndex((l) => l.startsWith('<details>'))
    )
    .join('\n')
}

/** A one-row table whose only cell is `cell` (already Markdown). */
const inTable = (cell: string): string => `| id |\n| --- |\n| ${cell} |\n`

describe('an id from the comment is the id in the JSON', () => {
  it('the attempt example: every attempt key, task@revision and evaluator the JSON names is a code span, copied whole', async () => {
    const report: Report = compare(
      { ...(await loadManifestInput('examples/attempt-comparison/manifest.json')), policy: 'incomplete' },
      '0.1.0'
    )
    const comment = renderComment(report, { marker: MARKER, runUrl: RUN, summaryUrl: RUN })
    const spans = new Set(codeSpansOf(comment))
    const keys = [...new Set(report.warnings.flatMap((w) => w.attempts))]
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(spans).toContain(key)
    // The first screen names the missing attempts without their configuration, as the JSON's keys end.
    expect(firstScreen(comment)).toContain('missing (`calc/mul@r3#2`, `text/reverse@r1#2`)')
    expect(spans).toContain('calc-verifier@1.0')
    expect(spans).toContain('calc-verifier@2.0')
    // No invisible character anywhere an id is written; the one left is in the figure label `pass@k` (a mention of `k` otherwise).
    for (const span of spans) expect(span).not.toMatch(INVISIBLE)
    expect(comment.split('&#8203;')).toHaveLength(2)
    expect(comment).toContain('| pass@&#8203;k |')
  })
})

describe('a hostile id stays inert in its code span', () => {
  const id = 'cfg/t`x`@org/team#12 https://x.example|y'

  it('in a table cell: one code span holding the id, `|` escaped, no link, mention or HTML', () => {
    const cell = codeSpan(id)
    expect(cell).toBe('``cfg/t`x`@org/team#12 https://x.example\\|y``')
    const md = inTable(cell)
    expect(checkStructure(md, { links: [] }).problems).toEqual([])
    expect(codeSpansOf(md)).toEqual([id])
    expect(textOutsideCode(md)).toBe('id')
  })

  it('in prose: the same code span with `|` as it is', () => {
    const md = `See ${codeSpan(id, 'prose')} now.\n`
    expect(codeSpansOf(md)).toEqual([id])
    expect(checkStructure(md, { links: [] }).problems).toEqual([])
    expect(textOutsideCode(md)).toBe('See \n now.')
  })

  it('inside free text: the id-shaped word is a code span, the words around it keep their escaping', () => {
    const text = 'missing (t`1`@r1#2|x, @org/team #12 https://x.example)'
    for (const [md, table] of [
      [escapeInline(text), false],
      [escapeCell(text), true]
    ] as const) {
      const doc = table ? inTable(md) : `${md}\n`
      expect(checkStructure(doc, { links: [] }).problems).toEqual([])
      expect(codeSpansOf(doc)).toEqual(['t`1`@r1#2|x'])
      const outside = textOutsideCode(doc)
      // The free text keeps its zero-width spaces: GitHub reads mentions, references and links there.
      expect(outside).not.toMatch(/@org|#12|https:\/\//)
      expect(md).toContain('@&#8203;org/team #&#8203;12 https:&#8203;//x.example)')
    }
    // Our hidden marker never appears, in a code span or out of it.
    const marker = codeSpan('a<!-- fabric-compare:v1 key=x -->')
    expect(marker).not.toMatch(/<!--|fabric-compare:/)
    expect(codeSpansOf(inTable(marker))).toEqual(['a<U+003C>!-- fabric-compare<U+003A>v1 key=x -->'])
  })

  it('a backslash before a pipe in a cell is shown by its code point, so the row keeps its column', () => {
    const md = inTable(codeSpan('a\\|b'))
    expect(checkStructure(md, { links: [] }).problems).toEqual([])
    expect(codeSpansOf(md)).toEqual(['a<U+005C>|b'])
  })
})

describe('a checksum revision is shortened on the first screen and whole in the detail and the JSON', () => {
  const REV = '0123456789abcdef'.repeat(4)
  const SHORT = '0123456789ab…'

  it('shortChecksums keeps 12 hex digits of a run of 16 or more, and nothing shorter or inside a longer word', () => {
    expect(shortChecksums(`calc/mul@${REV}#2`)).toBe(`calc/mul@${SHORT}#2`)
    expect(shortChecksums('deadbeefcafe1234')).toBe('deadbeefcafe…')
    expect(shortChecksums('deadbeefcafe123')).toBe('deadbeefcafe123')
    expect(shortChecksums(`x${REV}`)).toBe(`x${REV}`)
  })

  it('a changed task at a 64-hex revision: `t2@0123456789ab…` on the first screen, the revision whole in the legend, the JSON unchanged', () => {
    const inp = pairedInput(fromCounts([2, 2, 1, 2, 0], 2), fromCounts([2, 0, 1, 1, 0], 2))
    for (const a of inp.attempts) a.revision = REV
    const report = compare(inp)
    expect(report.comparisons[0]!.paired!.changed_tasks.map((t) => t.revision)).toContain(REV)
    const comment = renderComment(report, { marker: MARKER, runUrl: RUN, summaryUrl: RUN })
    const screen = firstScreen(comment)
    expect(screen).toContain(`\`t2@${SHORT}\``)
    expect(screen).not.toContain(REV)
    const detail = comment.slice(comment.indexOf('<details><summary>Per-configuration detail'))
    const legend = detail.slice(0, detail.indexOf('</details>'))
    expect(legend).toContain(`_Checksums shortened in ids, in full:_\n\n- \`${SHORT}\` \`${REV}\``)
    expect(checkStructure(comment, { links: [RUN], marker: MARKER }).problems).toEqual([])
    const summary = renderSummary(report)
    expect(summary).toContain(`\`t2@${SHORT}\``)
    expect(summary).toContain(`- \`${SHORT}\` \`${REV}\``)
  })

  it('no legend when nothing was shortened', () => {
    const report = compare(pairedInput(fromCounts([2, 2, 1, 2, 0], 2), fromCounts([2, 0, 1, 1, 0], 2)))
    expect(renderComment(report, { marker: MARKER, runUrl: RUN })).not.toContain('Checksums shortened')
  })
})
