/**
 * What the CLI may do on a terminal: colour on standard output, a progress
 * line on standard error. Both follow the conventions users expect:
 * colour only when standard output is a terminal, `NO_COLOR` is unset or
 * empty (https://no-color.org) and `TERM` is not `dumb`; progress only when
 * standard error is a terminal and `CI` is unset (CI logs are not
 * terminals, but some runners fake one).
 */

/** Whether the CLI's streams are terminals, and its environment (injected, so tests need no real terminal). */
export interface TerminalInfo {
  stdoutIsTTY: boolean
  stderrIsTTY: boolean
  env: Record<string, string | undefined>
}

/** A pipe or a file on both streams, empty environment: no colour, no progress. */
export const NO_TERMINAL: TerminalInfo = { stdoutIsTTY: false, stderrIsTTY: false, env: {} }

/** Whether the text report is coloured (never JSON or Markdown; the caller decides which output is text). */
export function colourWanted(terminal: TerminalInfo): boolean {
  const noColor = terminal.env.NO_COLOR
  return terminal.stdoutIsTTY && (noColor === undefined || noColor === '') && terminal.env.TERM !== 'dumb'
}

/** Whether the progress line is shown on standard error. */
export function progressWanted(terminal: TerminalInfo): boolean {
  return terminal.stderrIsTTY && terminal.env.CI === undefined
}
