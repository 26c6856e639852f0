/**
 * CONTRIBUTING's "Where a change lands" recipes hold against the code: every src/ path they name exists,
 * the gate rule's recipe stays within 8 files of src/, and the gate settings travel as one value — the only
 * code that spells a gate field out (`regression_tolerance_pp`, the field every policy check reads) is where
 * the value is defined, read from the user (action input, CLI option), decided or reported.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const contributing = readFileSync('CONTRIBUTING.md', 'utf8')
const section = contributing.slice(contributing.indexOf('## Where a change lands'), contributing.indexOf('## Benchmarks'))

/** Every `src/…` path in `text`, placeholders (`<rule>`) left out. */
function namedPaths(text: string): string[] {
  return [...new Set([...text.matchAll(/`(src\/[^`\s]+)`/g)].map((m) => m[1]))].filter((p) => !p.includes('<'))
}

/** Every .ts file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`
    return e.isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : []
  })
}

describe("CONTRIBUTING's recipes", () => {
  it('name only files and folders that exist', () => {
    const named = namedPaths(section)
    expect(named.length).toBeGreaterThan(20)
    expect(named.filter((p) => !existsSync(p))).toEqual([])
  })

  it('keep a new gate rule within 8 files of src/', () => {
    const recipe = section.slice(section.indexOf('**A new gate rule**'), section.indexOf('Outside `src/`'))
    const steps = [...recipe.matchAll(/^\d+\. /gm)]
    expect(steps.length).toBeGreaterThan(0)
    expect(steps.length).toBeLessThanOrEqual(8)
  })

  it('hold: only the gate settings’ own places spell a gate field out (no caller builds the value by hand)', () => {
    const spelled = sourceFiles('src')
      .filter((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .some((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line) && line.includes('regression_tolerance_pp'))
      )
      .sort()
    expect(spelled).toEqual([
      'src/cli/args/compare.ts', // the CLI option, read into `gate`
      'src/comparison/finish/gate.ts', // decided
      'src/comparison/input/settings.ts', // defined
      'src/comparison/report/report-schema.ts', // reported
      'src/inputs/settings.ts' // the action input, read into `gate`
    ])
  })
})
