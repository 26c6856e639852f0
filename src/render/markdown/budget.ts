/**
 * Size budgets for rendered Markdown: the pull-request comment (characters)
 * and the job summary (UTF-8 bytes). A rendering is a function of "knobs" —
 * how many rows of each trimmable part are kept. Knobs are lowered one at a
 * time, in a given order, each to the largest value that fits (galloping
 * then binary search), so whole rows are dropped, least important first.
 */

/** How many items of each trimmable part are kept, by part name. */
export type Knobs = Record<string, number>

/** Size of a text in the budget's unit (characters or bytes). */
export type Measure = (text: string) => number

/** JS string length: GitHub's comment limit (65,536) is counted this way. */
export const measureChars: Measure = (text) => text.length

/** UTF-8 bytes: the job summary limit (1 MiB) is counted this way. */
export const measureBytes: Measure = (text) => Buffer.byteLength(text, 'utf8')

/** The outcome of fitting: the text, the knobs used, and whether it fits. */
export interface Fitted {
  text: string
  knobs: Knobs
  fits: boolean
}

/**
 * The largest value of knob `name` (0..`max`) for which the rendering fits,
 * or -1 when even 0 does not. Gallops up from 0 (1, 2, 4, …) and then
 * bisects, so probes stay near the budget in size even when `max` is huge.
 */
function largestFitting(fits: (knobs: Knobs) => boolean, knobs: Knobs, name: string, max: number): number {
  if (!fits({ ...knobs, [name]: 0 })) return -1
  let good = 0
  let step = 1
  let bad = max + 1
  while (good + step <= max) {
    if (!fits({ ...knobs, [name]: good + step })) {
      bad = good + step
      break
    }
    good += step
    step *= 2
  }
  if (bad === max + 1 && good < max) bad = fits({ ...knobs, [name]: max }) ? -1 : max
  if (bad === -1) return max
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2)
    if (fits({ ...knobs, [name]: mid })) good = mid
    else bad = mid
  }
  return good
}

/**
 * Lowers the knobs named in `order` (starting from `totals`), one at a time,
 * each to the largest value that fits, until `render(knobs)` measures at
 * most `limit`; then raises the knobs lowered before the last one again as
 * far as the room left allows, most important (latest in `order`) first —
 * so dropping a warning's attempt list can bring back detail rows. Assumes the size grows with each knob. `fits`
 * is false when every knob at 0 is still too big; the caller then falls
 * back to {@link truncateLines}.
 */
export function fitKnobs(render: (knobs: Knobs) => string, totals: Knobs, order: string[], measure: Measure, limit: number): Fitted {
  const fits = (knobs: Knobs): boolean => measure(render(knobs)) <= limit
  const knobs: Knobs = { ...totals }
  if (fits(knobs)) return { text: render(knobs), knobs, fits: true }
  for (const [index, name] of order.entries()) {
    const best = largestFitting(fits, knobs, name, totals[name] ?? 0)
    knobs[name] = Math.max(best, 0)
    if (best < 0) continue
    // Knobs lowered later matter more: refill them first.
    for (const earlier of order.slice(0, index).reverse()) {
      knobs[earlier] = Math.max(largestFitting(fits, knobs, earlier, totals[earlier] ?? 0), 0)
    }
    return { text: render(knobs), knobs, fits: true }
  }
  const text = render(knobs)
  return { text, knobs, fits: measure(text) <= limit }
}

/**
 * Last resort: keeps whole lines from the start of `text` while they and
 * `note` (appended on its own line) fit in `limit`. Lines are never cut.
 */
export function truncateLines(text: string, note: string, measure: Measure, limit: number): string {
  const lines = text.split('\n')
  let size = measure(note)
  const kept: string[] = []
  for (const line of lines) {
    const next = measure(line) + 1
    if (size + next > limit) break
    kept.push(line)
    size += next
  }
  return `${kept.join('\n')}\n${note}`
}
