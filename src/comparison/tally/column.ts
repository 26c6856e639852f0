/**
 * A growable column of numbers (8 bytes a value in a `Float64Array`): what
 * the accumulator keeps of a figure that needs every attempt's value, such
 * as a median (timing.ts), instead of the attempts. The order of the values
 * is the order they were added; every figure made of a column sorts it
 * first, so the order of folding and merging never changes one.
 */

/** A column of numbers. */
export interface Column {
  values: Float64Array
  length: number
}

/** An empty column. */
export function newColumn(): Column {
  return { values: new Float64Array(8), length: 0 }
}

/** Appends `v` to `c` in place. */
export function pushValue(c: Column, v: number): void {
  if (c.length === c.values.length) {
    const grown = new Float64Array(c.values.length * 2)
    grown.set(c.values)
    c.values = grown
  }
  c.values[c.length++] = v
}

/** The values of `a` then `b` in a new column. Neither is modified. */
export function concatColumns(a: Column, b: Column): Column {
  const values = new Float64Array(Math.max(8, a.length + b.length))
  values.set(a.values.subarray(0, a.length))
  values.set(b.values.subarray(0, b.length), a.length)
  return { values, length: a.length + b.length }
}

/** A column holding `xs`. */
export function columnOf(xs: readonly number[]): Column {
  const c = { values: new Float64Array(Math.max(8, xs.length)), length: xs.length }
  c.values.set(xs)
  return c
}

/** The values, sorted ascending, in a new array. */
export function sortedValues(c: Column): Float64Array {
  return c.values.slice(0, c.length).sort()
}

/** The values in the order added, as plain numbers (for serialising). */
export function columnValues(c: Column): number[] {
  return Array.from(c.values.subarray(0, c.length))
}
