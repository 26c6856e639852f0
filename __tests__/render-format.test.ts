import { describe, expect, it } from '@jest/globals'
import {
  formatBytes,
  formatCount,
  formatCounts,
  formatDelta,
  formatDistribution,
  formatDuration,
  formatMetric,
  formatPassFraction,
  formatUsd,
  formatPlural
} from '../src/render/format.js'
import { delta, metric, notComparable } from './support/report-builders.js'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1204311, '1,204,311'],
    [-1200, '-1,200'],
    [1204.5, '1,204.5'],
    [0.125, '0.13'],
    [2.1, '2.1'],
    [969290089526338, '969,290,089,526,338'],
    [-9007199254740990, '-9,007,199,254,740,990'],
    [Number.NaN, 'unknown']
  ])('%p → %p', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })

  it('prints every safe integer exactly (digits without separators equal the number)', () => {
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor((((i * 7919) % 2000) / 2000) * Number.MAX_SAFE_INTEGER) - (i % 3)
      expect(Number(formatCount(n).replace(/,/g, ''))).toBe(n)
    }
  })
})

describe('formatUsd', () => {
  it.each([
    [0.029805, '$0.029805'],
    [0.0298054, '$0.029805'],
    [1.5, '$1.50'],
    [0, '$0.00'],
    [1234, '$1,234.00'],
    [0.0012, '$0.0012'],
    [0.0000001, '< $0.000001'],
    [-0.0012, '-$0.0012']
  ])('%p → %p', (n, text) => {
    expect(formatUsd(n)).toBe(text)
  })
})

describe('formatMetric', () => {
  it('shows a complete sum as the number alone', () => {
    expect(formatMetric(metric(1204311, 9, 9, true))).toBe('1,204,311')
  })
  it('shows a partial sum as a lower bound with its coverage', () => {
    expect(formatMetric(metric(1204311, 8, 9))).toBe('≥ 1,204,311 (8 of 9 requests)')
  })
  it('shows a sum over an unverified inventory as a lower bound even when every request reported', () => {
    expect(formatMetric(metric(10, 1, 1))).toBe('≥ 10 (1 of 1 request; list unverified)')
  })
  it('never shows null as 0', () => {
    expect(formatMetric(metric(null, 0, 9))).toBe('unknown (0 of 9 requests)')
  })
  it('keeps a reported 0 as a real 0', () => {
    expect(formatMetric(metric(0, 9, 9, true))).toBe('0')
  })
  it('formats cost with the USD formatter', () => {
    expect(formatMetric(metric(0.029805, 8, 9), formatUsd)).toBe('≥ $0.029805 (8 of 9 requests)')
  })
})

describe('formatPassFraction', () => {
  it('gives the fraction with both denominators', () => {
    expect(formatPassFraction(0.6, { passed: 3, evaluated: 5, listed: 6 }, null)).toBe('60.0% (3 passed of 5 evaluated; 6 listed)')
  })
  it('gives the reason when there is no fraction', () => {
    expect(formatPassFraction(null, { passed: 0, evaluated: 0, listed: 6 }, 'mixed evaluators')).toBe('n/a — mixed evaluators')
    expect(formatPassFraction(null, { passed: 0, evaluated: 0, listed: 6 }, null)).toBe('n/a')
  })
})

describe('formatDuration', () => {
  it.each([
    [850, '850 ms'],
    [48200, '48.2 s'],
    [59960, '1 min 0 s'],
    [63000, '1 min 3 s'],
    [3599400, '59 min 59 s'],
    [7500000, '2 h 5 min'],
    [-1, 'unknown']
  ])('%p ms → %p', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

describe('formatDistribution', () => {
  it('gives median, p90 and max with coverage', () => {
    expect(formatDistribution({ count: 5, of: 6, median: 12000, p90: 20100, max: 31000 })).toBe(
      'median 12.0 s · p90 20.1 s · max 31.0 s (5 of 6 attempts)'
    )
  })
  it('says unknown when no attempt has a value', () => {
    expect(formatDistribution({ count: 0, of: 6, median: null, p90: null, max: null })).toBe('unknown (0 of 6 attempts)')
  })
  it('formats counts with a count formatter', () => {
    expect(formatDistribution({ count: 1, of: 1, median: 2, p90: 2, max: 2 }, formatCount)).toBe(
      'median 2 · p90 2 · max 2 (1 of 1 attempt)'
    )
  })
})

describe('formatDelta', () => {
  it('gives the signed difference and the relative change', () => {
    expect(formatDelta(delta(29000, 30200), 'count')).toBe('+1,200 (+4.1%)')
    expect(formatDelta(delta(0.04, 0.0388), 'usd')).toBe('-$0.0012 (-3.0%)')
  })
  it('marks no change and leaves the relative change out when the baseline is 0', () => {
    expect(formatDelta(delta(0, 0), 'count')).toBe('±0')
    expect(formatDelta(delta(0, 5), 'count')).toBe('+5')
  })
  it('gives pass fraction differences in percentage points', () => {
    expect(formatDelta(delta(0.5, 0.75), 'fraction')).toBe('+25.0 pp')
  })
  it('gives the reason when not comparable', () => {
    expect(formatDelta(notComparable('pricing bases differ', 1, 2), 'usd')).toBe('not comparable: pricing bases differ')
  })
})

describe('small formatters', () => {
  it('pluralizes, formats bytes and count records', () => {
    expect(formatPlural(1, 'request')).toBe('1 request')
    expect(formatPlural(1200, 'request')).toBe('1,200 requests')
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1572864)).toBe('1.5 MiB')
    expect(formatCounts({ b: 1, a: 2 })).toBe('a ×2 · b ×1')
    expect(formatCounts({}, 'none recorded')).toBe('none recorded')
  })
})

describe('formatScore', () => {
  it('rounds for display only, to at most 4 decimals', async () => {
    const { formatScore } = await import('../src/render/format.js')
    expect([2 / 3, 1, 0, 0.5, 0.12345].map(formatScore)).toEqual(['0.6667', '1', '0', '0.5', '0.1235'])
  })
})
