/**
 * The history of the history picture (`docs/history.png`, made by `scripts/history-picture.sh`):
 * 20 runs of two configurations whose ids differ only at their end, the 8th run's evidence
 * incomplete (in the table; a band over its place in the charts), as the job summary's history
 * section renders them. Made by code, the same every time: the pass fractions from a fixed
 * pattern over 60 attempts with their exact (Clopper–Pearson) 95 % interval, the costs from
 * another. __tests__/readme-links.test.ts compares the SHA-256 of {@link historyPictureMarkdown}
 * with the one the picture records.
 */
import { createHash } from 'node:crypto'
import { clopperPearson } from '../src/comparison/statistics/exact-tests.js'
import type { HistoryTrend, TrendFigures, TrendRow } from '../src/history/trend.js'
import { renderHistoryMarkdown } from '../src/render/history/history-markdown.js'

/** The tEXt keyword under which the picture records the SHA-256 (hex) of its Markdown. */
export const HISTORY_SHA_KEY = 'fabric-compare:history-sha256'

/** The two configurations: realistic model ids that a title cut to 40 characters could not tell apart. */
export const PICTURE_CONFIGURATIONS = [
  'nvidia/llama-3.3-nemotron-super-49b-v1.5 temperature=0.2',
  'nvidia/llama-3.3-nemotron-super-49b-v1.5 temperature=0.7'
] as const

const RUNS = 20
const ATTEMPTS = 60
const INCOMPLETE_RUN = 8
const SCOPE = '20 tasks, 60 attempts, evaluator "judge"'

function figures(run: number, c: number, complete: boolean): TrendFigures {
  // Passes out of 60: a slow drift plus a fixed wobble, the hotter configuration lower and noisier.
  const passed = Math.round(ATTEMPTS * (0.6 + 0.006 * run - 0.08 * c + (0.04 + 0.03 * c) * Math.sin(run * (1.7 + c))))
  const { low, high } = clopperPearson(passed, ATTEMPTS, 0.95)
  const cost = 0.0118 + 0.0009 * c + 0.0006 * Math.cos(run * 0.9 + c) + 0.00005 * run
  return {
    id: PICTURE_CONFIGURATIONS[c],
    complete,
    pass: { estimate: passed / ATTEMPTS, low, high, attempts: ATTEMPTS, of: ATTEMPTS },
    passReason: null,
    cost: { estimate: Math.round(cost * 1e6) / 1e6, attempts: ATTEMPTS, of: ATTEMPTS },
    costReason: null,
    scope: SCOPE,
    basis: 'list-2026-07'
  }
}

/** The picture's 20 runs, oldest first. */
export function historyPictureTrend(): HistoryTrend {
  const rows: TrendRow[] = Array.from({ length: RUNS }, (_, i) => {
    const run = i + 1
    const complete = run !== INCOMPLETE_RUN
    return {
      name: `run ${7300 + run}`,
      label: `run ${7300 + run}`,
      commit: createHash('sha1').update(`history picture run ${run}`).digest('hex'),
      time: new Date(Date.UTC(2026, 10, 10 + run, 5, 30)).toISOString(),
      complete,
      figures: PICTURE_CONFIGURATIONS.map((_, c) => figures(run, c, complete))
    }
  })
  return { rows, missing: [], configurations: [...PICTURE_CONFIGURATIONS], beyondLimit: 0 }
}

/** The job summary's history section over {@link historyPictureTrend}, as the action writes it. */
export function historyPictureMarkdown(): string {
  return renderHistoryMarkdown(historyPictureTrend(), {
    title: 'History of main: the last 20 completed runs of .github/workflows/eval.yml (history: 20)'
  })
}
