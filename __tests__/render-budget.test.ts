import { describe, expect, it } from '@jest/globals'
import { fitKnobs, measureBytes, measureChars, truncateLines, type Knobs } from '../src/render/markdown/budget.js'

/** `a` rows of 10 characters, then `b` rows of 10 characters, one per line. */
const render = (k: Knobs): string => [...Array(k.a).fill('aaaaaaaaa'), ...Array(k.b).fill('bbbbbbbbb')].join('\n')

describe('fitKnobs', () => {
  it('keeps everything when it fits', () => {
    const fitted = fitKnobs(render, { a: 3, b: 3 }, ['a', 'b'], measureChars, 100)
    expect(fitted).toEqual({ text: render({ a: 3, b: 3 }), knobs: { a: 3, b: 3 }, fits: true })
  })

  it('lowers the first knob to the largest value that fits', () => {
    const fitted = fitKnobs(render, { a: 1000, b: 3 }, ['a', 'b'], measureChars, 100)
    expect(fitted.knobs).toEqual({ a: 7, b: 3 })
    expect(fitted.text.length).toBe(99)
  })

  it('moves to the next knob when the first cannot help', () => {
    const fitted = fitKnobs(render, { a: 5, b: 1000 }, ['a', 'b'], measureChars, 100)
    expect(fitted.knobs).toEqual({ a: 0, b: 10 })
    expect(fitted.fits).toBe(true)
  })

  it('refills earlier knobs with the room left', () => {
    const uneven = (k: Knobs): string => [...Array(k.a).fill('a'), ...Array(k.b).fill('b'.repeat(29))].join('\n')
    const fitted = fitKnobs(uneven, { a: 50, b: 5 }, ['a', 'b'], measureChars, 100)
    // b = 3 leaves 11 characters: 5 more `a` lines of 2 characters each.
    expect(fitted.knobs).toEqual({ a: 5, b: 3 })
    expect(fitted.text.length).toBe(99)
  })

  it('says when nothing fits', () => {
    const fitted = fitKnobs(() => 'x'.repeat(200), { a: 1 }, ['a'], measureChars, 100)
    expect(fitted.fits).toBe(false)
  })
})

describe('truncateLines', () => {
  it('keeps whole lines and the note within the limit', () => {
    expect(truncateLines('one\ntwo\nthree', 'NOTE\n', measureChars, 14)).toBe('one\ntwo\nNOTE\n')
  })
  it('measures UTF-8 bytes when asked', () => {
    expect(measureBytes('≥')).toBe(3)
    expect(truncateLines('≥≥\nb', 'N', measureBytes, 8)).toBe('≥≥\nN')
  })
})
