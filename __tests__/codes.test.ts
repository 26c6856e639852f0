/**
 * One table of codes (src/comparison/codes/codes.ts): every code literal the
 * source emits is documented there, every documented code is emitted
 * somewhere, and the gap codes of the report schema match the table.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CODES, severityOf } from '../src/comparison/codes/codes.js'
import { GAP_CODES } from '../src/comparison/report/report-schema.js'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []
  )
}

const files = sources('src').filter(
  (f) => !f.endsWith(path.join('comparison', 'codes.ts')) && !f.includes(path.join('comparison', 'codes') + path.sep)
)
const text = files.map((f) => readFileSync(f, 'utf8')).join('\n')
const documented = new Set(CODES.map((c) => c.code))

describe('the code table', () => {
  it('documents every emitted code', () => {
    const emitted = new Set<string>()
    for (const m of text.matchAll(/(?:code: |makeWarning\(\s*)'([a-z0-9]+(?:_[a-z0-9]+)+)'/g)) emitted.add(m[1])
    expect(emitted.size).toBeGreaterThan(40)
    expect([...emitted].filter((c) => !documented.has(c)).sort()).toEqual([])
  })

  it('lists only codes that the source can emit', () => {
    const quoted = new Set([...text.matchAll(/'([a-z0-9]+(?:_[a-z0-9]+)+)'/g)].map((m) => m[1]))
    expect([...documented].filter((c) => !quoted.has(c)).sort()).toEqual([])
  })

  it('has the report schema’s gap codes as its gaps', () => {
    expect(CODES.filter((c) => c.kind === 'gap').map((c) => c.code)).toEqual([...GAP_CODES])
  })

  it('gives warning severity to gaps of trust and notice to information', () => {
    expect(severityOf('attempt_missing')).toBe('warning')
    expect(severityOf('legacy_counter_differs')).toBe('notice')
    expect(severityOf('a_code_nobody_knows')).toBe('notice')
  })
})
