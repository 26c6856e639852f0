/**
 * bench/alloc-profile.ts's reading of a sampling heap profile: self bytes summed per function and per
 * file over the whole tree (recursion and repeated frames added, not replaced), most first, and the total.
 */
import { describe, expect, it } from '@jest/globals'
import { allocations } from '../bench/alloc-profile.js'

interface Frame {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: Frame[]
}

const frame = (functionName: string, url: string, lineNumber: number, selfSize: number, children: Frame[] = []): Frame => ({
  callFrame: { functionName, url, lineNumber },
  selfSize,
  children
})

describe('allocations of a sampling heap profile', () => {
  it('sums self bytes per function and per file, most first, with the total', () => {
    const head = frame('(root)', '', -1, 0, [
      frame('readAll', 'file:///repo/lib/src/evidence/read.js', 9, 100, [
        frame('parse', 'file:///repo/lib/src/evidence/parse.js', 3, 300),
        frame('readAll', 'file:///repo/lib/src/evidence/read.js', 9, 50)
      ]),
      frame('run', 'file:///repo/node_modules/p-limit/index.js', 31, 40),
      frame('getStatsFromBinding', 'node:internal/fs/utils', 514, 70)
    ])
    const a = allocations(head)
    expect(a.total).toBe(560)
    expect(a.byFunction.slice(0, 4)).toEqual([
      { key: 'parse src/evidence/parse.js:4', bytes: 300 },
      { key: 'readAll src/evidence/read.js:10', bytes: 150 },
      { key: 'getStatsFromBinding node:internal:515', bytes: 70 },
      { key: 'run node_modules/p-limit:32', bytes: 40 }
    ])
    expect(a.byFile.map((x) => [x.key, x.bytes])).toEqual([
      ['src/evidence/parse.js', 300],
      ['src/evidence/read.js', 150],
      ['node:internal', 70],
      ['node_modules/p-limit', 40],
      ['(V8 builtins)', 0]
    ])
  })
})
