/**
 * How the comparison writes its statistics as text: percentage points, p-values and test levels, the
 * words of the gate's reasons, the notes and the renderers' statistics rows.
 */

/**
 * A fraction as signed percentage points with one decimal, signed as the
 * report's deltas are (`-16.7 pp`, `+4.0 pp`, `±0.0 pp` when it rounds to 0).
 */
export function formatPp(fraction: number): string {
  const pp = Math.round(fraction * 1000) / 10
  const text = Math.abs(pp).toFixed(1)
  return pp < 0 ? `-${text} pp` : pp > 0 ? `+${text} pp` : `±${text} pp`
}

/** A fraction as unsigned percentage points with one decimal (`27.0 pp`). */
export function formatPpSize(fraction: number): string {
  return `${(Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1)} pp`
}

/** A p-value with three significant digits (`0.0625`, `0.000123`, `1`). */
export function formatP(p: number): string {
  return p >= 0.9995 ? '1' : Number(p.toPrecision(3)).toString()
}

/** A level as a percentage with up to three significant digits (`2.5 %`, `0.833 %`). */
export function formatLevel(level: number): string {
  return `${Number((level * 100).toPrecision(3))} %`
}
