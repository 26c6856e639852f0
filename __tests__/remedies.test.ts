/**
 * The remedy table (src/comparison/codes/remedies.ts): one remedy for every
 * warning and file diagnostic code of CODES and for nothing else, each one
 * line of 1–140 characters without a trailing period, and every CLI option
 * (`--name`) and action input (input `name`) a remedy names is one the tool
 * has: an option of the CLI's option tables (src/cli/args/options.ts,
 * src/cli/args/index-args.ts), an input of action.yml.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { CODES } from '../src/comparison/codes/codes.js'
import { REMEDIES, remedyOf } from '../src/comparison/codes/remedies.js'
import { INDEX_OPTIONS } from '../src/cli/args/index-args.js'

/** The warning and diagnostic codes of CODES, each once, in table order. */
const remediable = [...new Set(CODES.filter((c) => c.kind === 'warning' || c.kind === 'diagnostic').map((c) => c.code))]

/** The option names of `COMPARE_OPTIONS` in src/cli/args/options.ts, read from its source. */
function compareOptionNames(): string[] {
  const text = readFileSync('src/cli/args/options.ts', 'utf8')
  const from = text.indexOf('const COMPARE_OPTIONS = {')
  const to = text.indexOf('} satisfies ParseArgsOptionsConfig', from)
  expect(from).toBeGreaterThan(-1)
  expect(to).toBeGreaterThan(from)
  return [...text.slice(from, to).matchAll(/^\s+(?:'([a-z][a-z0-9-]*)'|([a-z][a-z0-9]*)):\s*\{/gm)].map((m) => (m[1] ?? m[2]) as string)
}

/** `--name` words of `text` (not `x--y`, not `---`). */
function optionsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])--([a-z][a-z0-9-]*)/g)].map((m) => m[1] as string)
}

/** Action inputs named as input `x`, or inputs `x` + `y` (also joined by `and`, `or`). */
function inputsIn(text: string): string[] {
  const groups = [...text.matchAll(/\binputs? (`[^`]+`(?:\s*(?:\+|and|or)\s*`[^`]+`)*)/g)].map((m) => m[1] as string)
  return groups.flatMap((g) => [...g.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string))
}

const cliOptions = new Set([...compareOptionNames(), ...Object.keys(INDEX_OPTIONS)])
const actionInputs = new Set(Object.keys((parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, unknown> }).inputs))

describe('the remedy table', () => {
  it('has a remedy for every warning and diagnostic code, in the order of CODES', () => {
    expect(remediable.length).toBeGreaterThan(100)
    expect(remediable.filter((c) => !REMEDIES.has(c))).toEqual([])
    expect([...REMEDIES.keys()]).toEqual(remediable)
  })

  it('has no code that is not in CODES or is a gap only', () => {
    const known = new Set(remediable)
    expect([...REMEDIES.keys()].filter((c) => !known.has(c))).toEqual([])
    const gapsOnly = CODES.filter((c) => c.kind === 'gap' && !known.has(c.code)).map((c) => c.code)
    expect(gapsOnly.length).toBeGreaterThan(0)
    for (const code of gapsOnly) expect(remedyOf(code)).toBeNull()
  })

  it('gives each remedy as one line of 1–140 characters without a trailing period', () => {
    const bad = [...REMEDIES].filter(([, r]) => r.length < 1 || r.length > 140 || /[\r\n]/.test(r) || r.endsWith('.') || r.trim() !== r)
    expect(bad).toEqual([])
  })

  it('names only CLI options the option tables have', () => {
    expect(cliOptions.has('pricing')).toBe(true)
    expect(cliOptions.has('requests-complete')).toBe(true)
    const named = [...REMEDIES].flatMap(([code, r]) => optionsIn(r).map((o) => `${code}: --${o}`))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((n) => !cliOptions.has(n.slice(n.indexOf(': --') + 4)))).toEqual([])
  })

  it('names only action inputs action.yml declares', () => {
    expect(actionInputs.has('attempts-per-task')).toBe(true)
    const named = [...REMEDIES].flatMap(([code, r]) => inputsIn(r).map((i) => [code, i] as const))
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter(([, i]) => !actionInputs.has(i))).toEqual([])
  })

  it('finds options and inputs the way the checks above read them', () => {
    expect(optionsIn('use `--pricing` / --configuration-map, not x--y or ---z')).toEqual(['pricing', 'configuration-map'])
    expect(inputsIn('inputs `tasks` + `attempts-per-task`, or input `pricing`, `--pricing`; `json` alone')).toEqual([
      'tasks',
      'attempts-per-task',
      'pricing'
    ])
  })

  it('looks a code up with remedyOf', () => {
    expect(remedyOf('request_list_unverified')).toBe(REMEDIES.get('request_list_unverified'))
    expect(remedyOf('attempt_missing')).not.toBeNull()
    expect(remedyOf('a_code_nobody_knows')).toBeNull()
  })
})
