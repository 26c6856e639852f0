/**
 * The known name nearest to a misspelt one, for "did you mean …?" in usage
 * errors: unknown keys in the files the user writes (manifest, attempt index
 * files) and unknown command-line options. One helper for both.
 */

/**
 * Levenshtein edit distance between `a` and `b` (insertions, deletions and
 * substitutions of UTF-16 code units, each costing 1). O(|a|·|b|) time,
 * O(|b|) memory.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] as number
}

/** Names longer than this are not compared (a hostile key of megabytes must not cost seconds). */
const MAX_COMPARED_LENGTH = 200

/**
 * The candidate nearest to `name` by {@link editDistance}, or null when none
 * is near: a candidate is near when at most a third of the longer name's
 * characters (at least 1, at most 3) must change. Ties go to the first
 * candidate in `candidates` order. `name` itself among the candidates is
 * returned as is (distance 0).
 */
export function nearestName(name: string, candidates: readonly string[]): string | null {
  if (name.length > MAX_COMPARED_LENGTH) return null
  let best: string | null = null
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const limit = Math.min(3, Math.max(1, Math.floor(Math.max(name.length, candidate.length) / 3)))
    const distance = editDistance(name, candidate)
    if (distance <= limit && distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

/**
 * The usage error for `value` that is not one of `valid`, with a suggestion when one is near
 * (compared case-insensitively, so `Regression` suggests `regression`):
 * `input \`fail-on\`: "regresion" is not valid; did you mean "regression"? valid: incomplete, …`.
 * `subject` names where the value was given (an action input, a command-line option). One text
 * for the action's inputs and the CLI's options, so both suggest alike.
 */
export function notOneOf(subject: string, value: string, valid: readonly string[]): string {
  const lowered = valid.map((v) => v.toLowerCase())
  const near = nearestName(value.toLowerCase(), lowered)
  const suggestion = near === null ? '' : ` did you mean ${JSON.stringify(valid[lowered.indexOf(near)])}?`
  return `${subject}: ${JSON.stringify(value)} is not valid;${suggestion} valid: ${valid.join(', ')}`
}
