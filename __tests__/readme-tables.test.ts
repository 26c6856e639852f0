/**
 * The README's inputs and outputs tables are generated from action.yml, the
 * code table of docs/codes.md from src/comparison/codes/codes.ts. This test fails
 * when they are stale; `npm run readme` (UPDATE_README=1) rewrites them
 * between their markers.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import { codeTableMarkdown } from '../src/comparison/codes/codes.js'

interface ActionYaml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

const cell = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')

/** The Markdown tables of action.yml's inputs and outputs. */
function tables(action: ActionYaml): { inputs: string; outputs: string } {
  const inputs = [
    '| input | default | description |',
    '| --- | --- | --- |',
    ...Object.entries(action.inputs).map(
      ([name, i]) => `| \`${name}\` | ${i.default === undefined ? '' : `\`${cell(i.default)}\``} | ${cell(i.description)} |`
    )
  ].join('\n')
  const outputs = [
    '| output | description |',
    '| --- | --- |',
    ...Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`)
  ].join('\n')
  return { inputs, outputs }
}

function replaceBetween(text: string, name: string, content: string, file = 'README.md'): string {
  const source = name === 'codes' ? 'src/comparison/codes/codes.ts' : 'action.yml'
  const start = `<!-- ${name}:start (generated from ${source} by npm run readme) -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} section`)
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`
}

describe('README tables', () => {
  it('document every input and output of action.yml', () => {
    const generated = tables(parse(readFileSync('action.yml', 'utf8')) as ActionYaml)
    const readme = readFileSync('README.md', 'utf8')
    const expected = replaceBetween(replaceBetween(readme, 'inputs', generated.inputs), 'outputs', generated.outputs)
    if (process.env.UPDATE_README === '1') writeFileSync('README.md', expected)
    expect(readFileSync('README.md', 'utf8')).toBe(expected)
  })

  it('document every code of src/comparison/codes/codes.ts in docs/codes.md', () => {
    const page = readFileSync('docs/codes.md', 'utf8')
    const expected = replaceBetween(page, 'codes', codeTableMarkdown(), 'docs/codes.md')
    if (process.env.UPDATE_README === '1') writeFileSync('docs/codes.md', expected)
    expect(readFileSync('docs/codes.md', 'utf8')).toBe(expected)
  })
})
