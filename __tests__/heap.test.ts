import { describe, expect, it } from '@jest/globals'
import { HEAP_GROWING_PERCENT, heapGrowthGiven, limitHeapGrowth } from '../src/heap.js'

describe('heap growth (src/heap.ts)', () => {
  it('finds a heap growth the process was started with, in either spelling', () => {
    expect(heapGrowthGiven(['--heap-growing-percent=80'])).toBe(true)
    expect(heapGrowthGiven(['--max-old-space-size=4096', '--heap_growing_percent=20'])).toBe(true)
    expect(heapGrowthGiven(['--heap-growing-percent'])).toBe(true)
    expect(heapGrowthGiven([])).toBe(false)
    expect(heapGrowthGiven(['--max-old-space-size=4096', '--heap-growing-percentage=3', '--experimental-vm-modules'])).toBe(false)
  })

  it('keeps the growth the process was given and sets its own otherwise', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80'])).toBeNull()
    expect(limitHeapGrowth([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
    expect(HEAP_GROWING_PERCENT).toBeGreaterThan(0)
    expect(HEAP_GROWING_PERCENT).toBeLessThan(100)
  })
})
