/**
 * The import-cycle rules of eslint.config.js can fail: the repository's own config, run through
 * ESLint's Node API on the synthetic pairs in fixtures/lint/ (see its PROVENANCE.md; the main
 * `npm run lint` ignores that folder), reports a value cycle under import-x/no-cycle and
 * local/no-cycle-with-types, a cycle closed by a type import under local/no-cycle-with-types
 * only, and nothing for files without a cycle.
 */
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { ESLint } from 'eslint'

const FIXTURES = path.join('__tests__', 'fixtures', 'lint')

/** `file:line ruleId message` for every finding of the repository's config on `folder`. */
async function findings(folder: string): Promise<string[]> {
  // ignore: false lints the fixtures that eslint.config.js ignores for the main run.
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js', ignore: false })
  const results = await eslint.lintFiles([path.join(FIXTURES, folder)])
  return results
    .flatMap((r) => r.messages.map((m) => `${path.relative(path.join(FIXTURES, folder), r.filePath)}:${m.line} ${m.ruleId} ${m.message}`))
    .sort()
}

describe('the import-cycle rules of eslint.config.js', () => {
  it('report a cycle of value imports under both rules, on both files', async () => {
    expect(await findings('value-cycle')).toEqual([
      'a.ts:2 import-x/no-cycle Dependency cycle detected',
      'a.ts:2 local/no-cycle-with-types Import cycle (type-only imports counted): this import => ' +
        `${FIXTURES}/value-cycle/b.ts:2 => back to this file.`,
      'b.ts:2 import-x/no-cycle Dependency cycle detected',
      'b.ts:2 local/no-cycle-with-types Import cycle (type-only imports counted): this import => ' +
        `${FIXTURES}/value-cycle/a.ts:2 => back to this file.`
    ])
  })

  it('report a cycle closed by a type import under local/no-cycle-with-types only (import-x skips type imports)', async () => {
    expect(await findings('type-cycle')).toEqual([
      'a.ts:2 local/no-cycle-with-types Import cycle (type-only imports counted): this import => ' +
        `${FIXTURES}/type-cycle/b.ts:2 (type) => back to this file.`,
      'b.ts:2 local/no-cycle-with-types Import cycle (type-only imports counted): this import (type) => ' +
        `${FIXTURES}/type-cycle/a.ts:2 => back to this file.`
    ])
  })

  it('report nothing where imports run one way', async () => {
    expect(await findings('no-cycle')).toEqual([])
  })
})
