/**
 * The logger seam used by everything under `src/github/`: modules never call
 * `@actions/core` themselves, the caller injects one of these (the action
 * passes {@link actionsLogger}, tests pass a recording logger).
 */
import * as core from '@actions/core'

/** Where `src/github/` modules write their log lines. Messages are single lines of plain text. */
export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

/**
 * `text` safe to print as log lines: a line starting (after blanks) with `::`
 * or `##[` would be read by the runner as a workflow command (`::set-output`,
 * `::add-mask`, `::stop-commands`…); its first character gets a zero-width
 * space after it. Other text is unchanged.
 */
export function logSafe(text: string): string {
  return text.replace(/^([ \t]*)([:#])(?=:|#\[)/gm, '$1$2\u200B')
}

/**
 * A {@link Logger} writing to the GitHub Actions log through `@actions/core`.
 * Info lines pass {@link logSafe}: untrusted text (artifact names, paths from
 * evidence) is never read as a workflow command; warnings and debug lines are
 * commands' data, which `@actions/core` escapes.
 */
export const actionsLogger: Logger = {
  info: (message) => core.info(logSafe(message)),
  warning: (message) => core.warning(message),
  debug: (message) => core.debug(message)
}

/** A {@link Logger} that drops every message (for callers that do not want output). */
export const silentLogger: Logger = {
  info: () => undefined,
  warning: () => undefined,
  debug: () => undefined
}
