/**
 * Choosing the baseline (`--baseline NAME`, the action's `baseline:`): the
 * comparison's baseline is its first configuration; a named baseline moves
 * to the front, the others keep their order. Without a name the order is
 * the source's (a manifest's as written; Harbor jobs and TB1 runs as read).
 */
import { ConfigurationError, someNames } from '../../errors.js'
import { nearestName } from '../../evidence/nearest-name.js'
import type { ConfigurationInput } from './input.js'

/** A baseline name as given (`what` names the option or input): trimmed; empty is a ConfigurationError. */
export function baselineName(given: string, what: string): string {
  const name = given.trim()
  if (name === '') throw new ConfigurationError(`${what}: expected a configuration id, got nothing`)
  return name
}

/**
 * `configurations` with the one whose id is `baseline` first (unchanged
 * when `baseline` is null or already first). Throws ConfigurationError when
 * no configuration has that id, naming the configurations and the nearest
 * id.
 */
export function withBaseline(configurations: readonly ConfigurationInput[], baseline: string | null): ConfigurationInput[] {
  if (baseline === null) return [...configurations]
  const i = configurations.findIndex((c) => c.id === baseline)
  if (i < 0) {
    const ids = configurations.map((c) => c.id)
    const near = nearestName(baseline, ids)
    throw new ConfigurationError(
      `baseline ${JSON.stringify(baseline)} is not a configuration of this comparison${near === null ? '' : `; did you mean ${JSON.stringify(near)}?`} (configurations: ${someNames(ids.map((x) => JSON.stringify(x))) || 'none'})`
    )
  }
  return [configurations[i]!, ...configurations.slice(0, i), ...configurations.slice(i + 1)]
}
