import { describe, expect, it } from '@jest/globals'
import type { Measurement } from '../bench/measure.js'
import { figuresOf, growthOf, mb, renderReport, type SizeRuns } from '../bench/report.js'
import { checkTargets, growthPerRound } from '../bench/targets.js'
import { codeSpan, renderMarkdown } from '../bench/markdown.js'

const MB = 1_048_576

/** A measured run: wall time and CPU in ms, peak RSS in MB. */
function run(wallMs: number, rssMb: number, cpuMs = wallMs): Measurement {
  return { wallMs, userMs: cpuMs, sysMs: 0, maxRssBytes: rssMb * MB, exitCode: 0, stdout: '', stderrTail: '' }
}

function size(
  attempts: number,
  floor: number[],
  ours: number[],
  json: number[],
  rss: { floor: number[]; ours: number[]; json: number[] }
): SizeRuns {
  return {
    attempts,
    requests: attempts * 2,
    lines: attempts * 5,
    floor: floor.map((w, i) => run(w, rss.floor[i])),
    ours: ours.map((w, i) => run(w, rss.ours[i])),
    json: json.map((w, i) => run(w, rss.json[i])),
    jsonOutputBytes: json.length === 0 ? null : attempts * 1_000
  }
}

const small = size(1000, [1000, 1200, 1100], [1300, 1500, 1400], [2000, 2200, 2100], {
  floor: [50, 60, 55],
  ours: [100, 110, 105],
  json: [200, 210, 220]
})
const large = size(2000, [2000, 2400, 2300], [2600, 3300, 2800], [4000, 4000, 4500], {
  floor: [90, 100, 95],
  ours: [240, 260, 250],
  json: [380, 420, 401]
})

describe('figuresOf', () => {
  it('takes medians of each program, the ratio as the median of the per-round ratios, and the --json figures', () => {
    expect(figuresOf(small)).toEqual({
      attempts: 1000,
      requests: 2000,
      lines: 5000,
      runs: 3,
      floorWallMs: 1100,
      oursWallMs: 1400,
      ratio: 1400 / 1100,
      oursCpuMs: 1400,
      floorCpuMs: 1100,
      linesPerSecond: 5000 / 1.4,
      oursPeakRssBytes: 105 * MB,
      floorPeakRssBytes: 55 * MB,
      jsonRuns: 3,
      oursJsonWallMs: 2100,
      oursJsonPeakRssBytes: 210 * MB,
      jsonOutputBytes: 1_000_000
    })
  })

  it('reports the --json figures as not measured (null), never 0, when they were skipped', () => {
    const f = figuresOf({ ...small, json: [], jsonOutputBytes: null })
    expect([f.jsonRuns, f.oursJsonWallMs, f.oursJsonPeakRssBytes, f.jsonOutputBytes]).toEqual([0, null, null, null])
  })
})

describe('growthPerRound', () => {
  it('divides each round’s time at one size by the same round’s time at the previous size', () => {
    expect(growthPerRound([small, large])).toEqual([
      {
        round: 1,
        from: 1000,
        to: 2000,
        inputFactor: 2,
        oursTimeFactor: 2,
        floorTimeFactor: 2,
        jsonTimeFactor: 2,
        limit: 1.05 * 2,
        met: true
      },
      {
        round: 2,
        from: 1000,
        to: 2000,
        inputFactor: 2,
        oursTimeFactor: 3300 / 1500,
        floorTimeFactor: 2,
        jsonTimeFactor: 4000 / 2200,
        limit: 1.05 * 2,
        met: false
      },
      {
        round: 3,
        from: 1000,
        to: 2000,
        inputFactor: 2,
        oursTimeFactor: 2,
        floorTimeFactor: 2300 / 1100,
        jsonTimeFactor: 4500 / 2100,
        limit: 1.05 * 2,
        met: true
      }
    ])
  })

  it('counts only the rounds every size has, orders by round then size, and leaves the --json factor null where a size has no --json run', () => {
    const third = size(3000, [3000], [4000], [], { floor: [1], ours: [1], json: [] })
    expect(growthPerRound([small, large, third])).toEqual([
      {
        round: 1,
        from: 1000,
        to: 2000,
        inputFactor: 2,
        oursTimeFactor: 2,
        floorTimeFactor: 2,
        jsonTimeFactor: 2,
        limit: 1.05 * 2,
        met: true
      },
      {
        round: 1,
        from: 2000,
        to: 3000,
        inputFactor: 1.5,
        oursTimeFactor: 4000 / 2600,
        floorTimeFactor: 1.5,
        jsonTimeFactor: null,
        limit: 1.05 * 1.5,
        met: true
      }
    ])
  })

  it('has nothing to compare with one size', () => {
    expect(growthPerRound([small])).toEqual([])
  })
})

describe('checkTargets', () => {
  it('checks ratio and both peak RSS targets at the largest size, each round, and all rounds together', () => {
    const figures = [figuresOf(small), figuresOf(large)]
    expect(checkTargets(figures, growthPerRound([small, large]))).toEqual([
      { name: 'ours/floor ≤ 1.3 at 2,000 attempts, text output', value: '1.30', met: true },
      { name: 'peak RSS ≤ 250 MB at 2,000 attempts, text output', value: '250.0 MB', met: true },
      { name: 'peak RSS ≤ 300 MB at 2,000 attempts, --json to a file', value: '401.0 MB', met: false },
      { name: 'round 1: time growth 1000→2000 ≤ 2.10× (input ×2.00)', value: '2.00×', met: true },
      { name: 'round 2: time growth 1000→2000 ≤ 2.10× (input ×2.00)', value: '2.20×', met: false },
      { name: 'round 3: time growth 1000→2000 ≤ 2.10× (input ×2.00)', value: '2.00×', met: true },
      { name: 'time growth within its limit in each of ≥ 3 rounds', value: '3 rounds, 1 step over the limit', met: false }
    ])
  })

  it('does not call the growth target met from fewer than 3 rounds, and omits the --json check when --json was not measured', () => {
    const one = (s: SizeRuns): SizeRuns => ({ ...s, floor: s.floor.slice(0, 1), ours: s.ours.slice(0, 1), json: [], jsonOutputBytes: null })
    const sizes = [one(small), one(large)]
    expect(checkTargets(sizes.map(figuresOf), growthPerRound(sizes))).toEqual([
      { name: 'ours/floor ≤ 1.3 at 2,000 attempts, text output', value: '1.30', met: true },
      { name: 'peak RSS ≤ 250 MB at 2,000 attempts, text output', value: '240.0 MB', met: true },
      { name: 'round 1: time growth 1000→2000 ≤ 2.10× (input ×2.00)', value: '2.00×', met: true },
      { name: 'time growth within its limit in each of ≥ 3 rounds', value: '1 round, 0 steps over the limit', met: false }
    ])
  })
})

describe('rendering', () => {
  it('writes mebibytes with one decimal and thousands separators', () => {
    expect([mb(0), mb(250 * MB), mb(1291.94 * MB)]).toEqual(['0.0 MB', '250.0 MB', '1,291.9 MB'])
  })

  it('quotes a command as a code span whatever backticks it holds', () => {
    expect([codeSpan('npm run bench'), codeSpan('a`b'), codeSpan('`x'), codeSpan('a``b`')]).toEqual([
      '`npm run bench`',
      '``a`b``',
      '`` `x ``',
      '``` a``b` ```'
    ])
  })

  it('renders the markdown block for BENCHMARKS.md: context line, sizes, growth per round, targets', () => {
    const sizes = [small, { ...large, json: [], jsonOutputBytes: null }]
    const figures = sizes.map(figuresOf)
    const rounds = growthPerRound(sizes)
    const context = {
      startedAt: '2026-12-01T15:51:07.123Z',
      command: 'npm run bench -- --runs 3 --keep',
      cli: 'lib/src/cli/index.js',
      cores: 2,
      loadStart: [6.694, 5.1, 3.83],
      loadEnd: [7.72, 5.824, 4.19]
    }
    expect(renderMarkdown(figures, rounds, checkTargets(figures, rounds), context)).toBe(
      [
        'Measured 2026-12-01 15:51 UTC with',
        '`npm run bench -- --runs 3 --keep`',
        '(CLI `lib/src/cli/index.js`; 2 cores; load average over 1 / 5 / 15 min 6.69 / 5.10 / 3.83 at the start, 7.72 / 5.82 / 4.19 at the end).',
        '',
        '| attempts | requests | lines | floor wall | ours wall, text | ours/floor | ours peak RSS, text | ours wall, --json | ours peak RSS, --json | --json output | floor peak RSS |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| 1,000 | 2,000 | 5,000 | 1.10 s | 1.40 s | 1.27 | 105.0 MB | 2.10 s | 210.0 MB | 1.0 MB | 55.0 MB |',
        '| 2,000 | 4,000 | 10,000 | 2.30 s | 2.80 s | 1.30 | 250.0 MB | not measured | not measured | not measured | 95.0 MB |',
        '',
        'Medians of 3 rounds per size; ours/floor is the median of the per-round ratios.',
        '',
        '| round | sizes | input × | ours time ×, text | floor time × | ours time ×, --json | limit | verdict |',
        '| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
        '| 1 | 1,000 → 2,000 | 2.00 | 2.00 | 2.00 | not measured | 2.10× | MET |',
        '| 2 | 1,000 → 2,000 | 2.00 | 2.20 | 2.00 | not measured | 2.10× | MISSED |',
        '| 3 | 1,000 → 2,000 | 2.00 | 2.00 | 2.09 | not measured | 2.10× | MET |',
        '',
        '- MET: ours/floor ≤ 1.3 at 2,000 attempts, text output: 1.30',
        '- MET: peak RSS ≤ 250 MB at 2,000 attempts, text output: 250.0 MB',
        '- MET: round 1: time growth 1000→2000 ≤ 2.10× (input ×2.00): 2.00×',
        '- MISSED: round 2: time growth 1000→2000 ≤ 2.10× (input ×2.00): 2.20×',
        '- MET: round 3: time growth 1000→2000 ≤ 2.10× (input ×2.00): 2.00×',
        '- MISSED: time growth within its limit in each of ≥ 3 rounds: 3 rounds, 1 step over the limit'
      ].join('\n')
    )
  })

  it('renders the text report with the per-round table and the verdicts', () => {
    const figures = [figuresOf(small), figuresOf(large)]
    const rounds = growthPerRound([small, large])
    const text = renderReport(figures, growthOf(figures), rounds, checkTargets(figures, rounds)).split('\n')
    expect(text.slice(0, 3)).toEqual([
      'attempts  requests  lines  floor wall  ours wall  ours/floor  ours CPU  lines/s  ours peak RSS  json wall  json peak RSS  floor peak RSS',
      '1000          2000   5000      1.10 s     1.40 s        1.27    1.40 s    3,571       105.0 MB     2.10 s       210.0 MB         55.0 MB',
      '2000          4000  10000      2.30 s     2.80 s        1.30    2.80 s    3,571       250.0 MB     4.00 s       401.0 MB         95.0 MB'
    ])
    expect(text.slice(7, 11)).toEqual([
      'round      sizes  input ×  ours time ×  floor time ×  json time ×  limit  verdict',
      '1      1000→2000     2.00         2.00          2.00         2.00   2.10      MET',
      '2      1000→2000     2.00         2.20          2.00         1.82   2.10   MISSED',
      '3      1000→2000     2.00         2.00          2.09         2.14   2.10      MET'
    ])
    expect(text.filter((l) => l.startsWith('MISSED'))).toEqual([
      'MISSED peak RSS ≤ 300 MB at 2,000 attempts, --json to a file: 401.0 MB',
      'MISSED round 2: time growth 1000→2000 ≤ 2.10× (input ×2.00): 2.20×',
      'MISSED time growth within its limit in each of ≥ 3 rounds: 3 rounds, 1 step over the limit'
    ])
  })
})
