/**
 * Identities that differ only in whitespace or invisible characters never look alike (issue 40
 * item 5): `visibleText` (src/render/text-safety/visible-text.ts), which every renderer uses, shows control,
 * invisible and space-like characters and leading, trailing or doubled spaces as code points, and
 * is injective. Each output — the comment, the job summary, the text report, the annotations, the
 * history's Markdown and text — is rendered twice, once with each id of a pair in the same place
 * (a configuration id first or second, a pricing basis, a task id, an evaluator's name), and what
 * a reader sees of the two (invisible characters dropped, every run of whitespace read as one
 * space) must differ; the Markdown keeps a sound structure.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Nodes } from 'mdast'
import { reportAnnotations } from '../../src/action/annotations.js'
import type { Report } from '../../src/comparison/report/report-schema.js'
import type { HistoryTrend, TrendRow } from '../../src/history/trend.js'
import { renderComment } from '../../src/render/markdown/comment.js'
import { renderHistoryMarkdown } from '../../src/render/history/history-markdown.js'
import { renderHistoryText } from '../../src/render/history/history-text.js'
import { codeSpan, escapeCell, escapeInline } from '../../src/render/text-safety/markdown-escape.js'
import { renderSummary } from '../../src/render/markdown/summary.js'
import { renderText } from '../../src/render/text/text.js'
import { visibleText } from '../../src/render/text-safety/visible-text.js'
import { checkStructure, parseGfm } from '../support/gfm-structure.js'
import { attempt, comparison, configuration, report, warning } from '../support/report-builders.js'

const MARKER = '<!-- fabric-compare:v1 key=default -->'
const RUN = 'https://github.com/o/r/actions/runs/1'

/** Pairs that must never look alike: each differs from the other only in whitespace or an invisible character. */
const PAIRS: Array<[string, string]> = [
  ['model\na', 'model a'],
  ['model\ta', 'model a'],
  ['model\u00A0a', 'model a'],
  ['model\u200Ba', 'modela'],
  ['model  a', 'model a'],
  ['model a ', 'model a'],
  [' model a', 'model a'],
  ['model\u2028a', 'model a'],
  ['model\r\na', 'model\na'],
  ['model\u3000a', 'model\u2003a'],
  ['model\u202Ea', 'modela'],
  ['model\u001B[0ma', 'model[0ma']
]

/** What a reader sees of plain text: invisible characters dropped, every run of whitespace one space. */
function seen(text: string): string {
  return (
    text
      // What draws nothing, by Unicode's own properties (not the implementation's list): format characters and those ignorable by default.
      .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
      .replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' ')
      .trim()
  )
}

/** What a reader sees of Markdown: the text GitHub would display (entities and escapes decoded), then {@link seen}. */
function seenMarkdown(markdown: string): string {
  const parts: string[] = []
  const visit = (node: Nodes): void => {
    if ('value' in node) parts.push(node.value)
    if ('children' in node) for (const child of node.children) visit(child as Nodes)
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') parts.push('\n')
  }
  visit(parseGfm(markdown))
  return seen(parts.join(''))
}

/** What a reader sees of the plain-text report, line by line (a doubled space reads as a column gap). */
function seenLines(text: string): string {
  return text
    .split('\n')
    .map((line) => seen(line))
    .join('\n')
}

/** Where an evidence string goes in a two-configuration report. */
const PLACES: Record<string, (x: string) => Report> = {
  'first configuration id': (x) => twoConfigurations(x, 'other'),
  'second configuration id': (x) => twoConfigurations('other', x),
  'pricing basis': (x) =>
    report({
      configurations: [configuration({ id: 'base' }), configuration({ id: 'cand', pricing: { basis: x, verified: true } })],
      comparisons: [comparison({ baseline: 'base', candidate: 'cand' })],
      attempts: [attempt({ configuration: 'base' }), attempt({ configuration: 'cand' })]
    }),
  'task id': (x) =>
    report({
      configurations: [configuration({ id: 'base' }), configuration({ id: 'cand' })],
      comparisons: [comparison({ baseline: 'base', candidate: 'cand' })],
      attempts: [attempt({ configuration: 'base', task: x }), attempt({ configuration: 'cand', task: x })]
    }),
  'evaluator name': (x) => {
    const evaluation = configuration().evaluation
    const judged = { ...evaluation, evaluators: evaluation.evaluators.map((e) => ({ ...e, name: x })) }
    return report({
      configurations: [configuration({ id: 'base', evaluation: judged }), configuration({ id: 'cand', evaluation: judged })],
      comparisons: [comparison({ baseline: 'base', candidate: 'cand' })],
      attempts: [attempt({ configuration: 'cand', evaluation: { evaluator: { name: x, version: '1' }, passed: true, score: null } })]
    })
  }
}

function twoConfigurations(first: string, second: string): Report {
  return report({
    configurations: [configuration({ id: first }), configuration({ id: second })],
    comparisons: [comparison({ baseline: first, candidate: second })],
    attempts: [attempt({ configuration: first }), attempt({ configuration: second })],
    warnings: [warning({ message: `pricing basis of ${second} is not verified`, configurations: [second] })]
  })
}

/** The outputs of one report, each as a reader sees it. */
const OUTPUTS: Record<string, (r: Report) => string> = {
  comment: (r) => seenMarkdown(renderComment(r, { marker: MARKER, runUrl: RUN })),
  'job summary': (r) => seenMarkdown(renderSummary(r)),
  'text report': (r) => seenLines(renderText(r, { details: true })),
  'text report, short': (r) => seenLines(renderText(r, { details: false }))
}

describe('visibleText', () => {
  it.each([
    ['model\na', 'model<U+000A>a'],
    ['model\ta', 'model<U+0009>a'],
    ['model\u00A0a', 'model<U+00A0>a'],
    ['model\u200Ba', 'model<U+200B>a'],
    ['model  a', 'model<U+0020><U+0020>a'],
    ['model a ', 'model a<U+0020>'],
    ['  model', '<U+0020><U+0020>model'],
    [' ', '<U+0020>'],
    ['model\u2028a', 'model<U+2028>a'],
    ['\u001B[31mred', '<U+001B>[31mred'],
    ['a\u3000b\u2009c\u202Fd\u2800e', 'a<U+3000>b<U+2009>c<U+202F>d<U+2800>e'],
    ['lone \uD800 surrogate \uDC00', 'lone <U+D800> surrogate <U+DC00>'],
    ['pair \u{1F600} kept', 'pair \u{1F600} kept'],
    ['model\u{E0100}', 'model<U+E0100>'],
    ['a\u{1D173}b\u{13430}c\u{1BCA0}d\u{E0041}', 'a<U+1D173>b<U+13430>c<U+1BCA0>d<U+E0041>'],
    ['literal <U+000A> text', 'literal <U+003C>U+000A> text'],
    ['<U+1F600> and <U+12> and <b>', '<U+003C>U+1F600> and <U+12> and <b>'],
    ['plain prose, one space each', 'plain prose, one space each'],
    ['', '']
  ])('%j → %j', (input, shown) => {
    expect(visibleText(input)).toBe(shown)
  })

  it.each(PAIRS)('%j and %j differ in every Markdown escape', (a, b) => {
    for (const escape of [visibleText, escapeCell, escapeInline, codeSpan]) expect(escape(a)).not.toBe(escape(b))
    // As displayed: what GitHub shows of a table cell and of a code span.
    expect(seenMarkdown(`| x |\n| - |\n| ${escapeCell(a)} |`)).not.toBe(seenMarkdown(`| x |\n| - |\n| ${escapeCell(b)} |`))
    expect(seenMarkdown(`id ${codeSpan(a)}.`)).not.toBe(seenMarkdown(`id ${codeSpan(b)}.`))
  })

  /** Characters that exercise every rule: spaces, controls, invisible and space-like ones, surrogates, and the escape's own letters. */
  const tricky = fc.constantFrom(
    ...[' ', ' ', 'a', '<', '>', 'U', '+', '0', 'A', 'F', '1', '\n', '\r', '\t', '\u0000', '\u001B', '\u007F', '\u0085'],
    ...[
      '\u00A0',
      '\u2003',
      '\u3000',
      '\u200B',
      '\u200D',
      '\u202E',
      '\u2066',
      '\uFEFF',
      '\u2028',
      '\uD800',
      '\uDC00',
      '\u{1F600}',
      '\u{E0041}'
    ]
  )
  const strings = fc.array(tricky, { maxLength: 24 }).map((cs) => cs.join(''))

  /** The inverse of visibleText: every `<U+…>` back to its character. */
  const decode = (shown: string): string =>
    shown.replace(/<U\+([0-9A-F]{4,6})>/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))

  it('is injective: decoding the code points gives the text back', () => {
    fc.assert(fc.property(strings, (s) => decode(visibleText(s)) === s))
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => decode(visibleText(s)) === s))
  })

  it('leaves nothing a reader could miss: no control, invisible or space-like character, no leading, trailing or doubled space', () => {
    fc.assert(
      fc.property(strings, (s) => {
        const shown = visibleText(s)
        expect(shown).not.toMatch(/^ | $| {2}/)
        expect(seen(shown)).toBe(shown)
        expect(shown).not.toMatch(
          /[\u00A0\u2000-\u200F\u2028\u2029\u202A-\u202F\u205F-\u206F\u3000\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/
        )
      })
    )
  })

  it('distinct strings look distinct, as displayed in Markdown too', () => {
    fc.assert(
      fc.property(strings, strings, (a, b) => {
        fc.pre(a !== b)
        expect(visibleText(a)).not.toBe(visibleText(b))
        expect(seenMarkdown(`x ${escapeInline(a)} y`)).not.toBe(seenMarkdown(`x ${escapeInline(b)} y`))
      }),
      { numRuns: 200 }
    )
  })
})

describe.each(Object.entries(PLACES))('a %s that differs only in whitespace or an invisible character', (_, place) => {
  // Only the outputs that show the string at all (the short text report lists no task).
  const showing = Object.entries(OUTPUTS).filter(([, render]) => render(place('plain id')).includes('plain id'))

  it.each(PAIRS)('%j and %j look different in every output', (a, b) => {
    const [ra, rb] = [place(a), place(b)]
    expect(showing.length).toBeGreaterThanOrEqual(2)
    for (const [output, render] of showing) expect({ output, differs: render(ra) !== render(rb) }).toEqual({ output, differs: true })
    for (const r of [ra, rb]) {
      expect(checkStructure(renderComment(r, { marker: MARKER, runUrl: RUN }), { links: [RUN], marker: MARKER }).problems).toEqual([])
      expect(checkStructure(renderSummary(r), { links: [] }).problems).toEqual([])
      expect(renderText(r, { details: true })).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u200B\u00A0]/)
    }
  })
})

describe('annotations', () => {
  it.each(PAIRS)('%j and %j look different', (a, b) => {
    const messages = (x: string): string =>
      reportAnnotations(twoConfigurations('other', x))
        .map((n) => seen(n.message))
        .join('\n')
    expect(messages(a)).toContain('not verified')
    expect(messages(a)).not.toBe(messages(b))
  })
})

describe('history', () => {
  const trend = (id: string, basis = 'list-2026-07'): HistoryTrend => {
    const rows: TrendRow[] = [1, 2, 3].map((n) => ({
      name: `s${n}.json`,
      label: `run ${n}`,
      commit: n.toString(16).padStart(40, '0'),
      time: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      complete: true,
      figures: [id, 'other'].map((f) => ({
        id: f,
        complete: true,
        pass: { estimate: 0.5, low: 0.4, high: 0.6, attempts: 50, of: 50 },
        passReason: null,
        cost: { estimate: 0.0123, attempts: 50, of: 50 },
        costReason: null,
        scope: '6 tasks, 50 attempts',
        basis
      }))
    }))
    return { rows, missing: [], configurations: [id, 'other'], beyondLimit: 0 }
  }

  it.each(PAIRS)('%j and %j look different as a configuration id and as a pricing basis, in Markdown and text', (a, b) => {
    for (const [ta, tb] of [
      [trend(a), trend(b)],
      [trend('cand', a), trend('cand', b)]
    ]) {
      const [ma, mb] = [renderHistoryMarkdown(ta, { title: 'History' }), renderHistoryMarkdown(tb, { title: 'History' })]
      expect(seenMarkdown(ma)).not.toBe(seenMarkdown(mb))
      expect(seenLines(renderHistoryText(ta))).not.toBe(seenLines(renderHistoryText(tb)))
      for (const md of [ma, mb]) expect(checkStructure(md, { links: [] }).problems).toEqual([])
    }
  })

  it('our own sentences show no code points', () => {
    const md = renderHistoryMarkdown(trend('cand'), { title: 'History' })
    expect(md).not.toContain('U+')
    expect(renderHistoryText(trend('cand'))).not.toContain('U+')
  })
})

describe('our own text', () => {
  it('shows no code points where the evidence has none', () => {
    for (const r of Object.values(PLACES).map((place) => place('plain id'))) {
      expect(renderComment(r, { marker: MARKER, runUrl: RUN })).not.toContain('U+')
      expect(renderSummary(r)).not.toContain('U+')
      expect(renderText(r, { details: true })).not.toContain('U+')
      expect(reportAnnotations(r).map((n) => n.message)).not.toContainEqual(expect.stringContaining('U+'))
    }
  })
})
