/** The nearest-name helper shared by unknown keys and unknown options (src/evidence/nearest-name.ts). */
import { describe, expect, it } from '@jest/globals'
import { editDistance, nearestName } from '../src/evidence/nearest-name.js'

describe('nearestName', () => {
  it('edit distance counts insertions, deletions and substitutions', () => {
    expect([
      editDistance('pased', 'passed'),
      editDistance('recrd', 'record'),
      editDistance('kitten', 'sitting'),
      editDistance('', 'abc'),
      editDistance('same', 'same')
    ]).toEqual([1, 1, 3, 3, 0])
  })

  it('the nearest candidate within a third of the length (1 to 3 edits), first on ties, else null', () => {
    const keys = ['evaluator', 'passed', 'score']
    expect(['pased', 'scor', 'evalutor', 'pass', 'x', 'verdict', 'p'.repeat(10_000)].map((k) => nearestName(k, keys))).toEqual([
      'passed',
      'score',
      'evaluator',
      'passed',
      null,
      null,
      null
    ])
    expect(nearestName('ab', ['ac', 'ad'])).toBe('ac')
    expect(nearestName('detail', ['details', 'json', 'fail-on'])).toBe('details')
  })
})
