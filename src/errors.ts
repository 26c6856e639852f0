/**
 * One error vocabulary for the whole tool. `ConfigurationError` is the
 * user's mistake (bad manifest, bad input, bad flag): the CLI exits 2 and
 * the action fails with the message. Anything else is an internal failure.
 */

/** A mistake in what the user gave us: the message names the file or input, the value and what was expected. */
export class ConfigurationError extends Error {
  /** One line per problem, e.g. `manifest.json: $.attempts[2].task: expected string`. */
  readonly problems: readonly string[]

  constructor(message: string, problems: readonly string[] = []) {
    super(problems.length > 0 ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message)
    this.name = 'ConfigurationError'
    this.problems = problems
  }
}

/**
 * `fabric-compare index` found no evidence in the attempt's folder (no
 * full result, no request record): the attempt left nothing, so it has no
 * index file and the comparison reports it missing. Its own exit status
 * (4) lets a workflow skip exactly this case and fail on every other error.
 */
export class NoEvidenceError extends ConfigurationError {
  constructor(message: string) {
    super(message)
    this.name = 'NoEvidenceError'
  }
}

/**
 * The message of anything thrown: the `message` of an Error from any realm
 * (Node's stream errors inside jest's VM are not `instanceof Error` here),
 * else the value itself as text. Never swallows a non-`Error` throw.
 */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  if (typeof message === 'string') return message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}
