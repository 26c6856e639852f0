/**
 * Reading CHANGELOG.md (Keep a Changelog, https://keepachangelog.com/en/1.1.0/): the section of
 * one version. Shared by check-version.mjs and release-notes.mjs (release workflow).
 */

/** A release tag: `v` and three numbers without leading zeros; no pre-release or build suffix. */
import { parseArgs } from 'node:util'

/**
 * The release scripts' command line: exactly one positional argument and one
 * string option `--<option>` (default `fallback`). On anything else prints
 * the error and `usage` to standard error and exits 2.
 * Returns `{ positional, value }`.
 */
export function oneArgument(usage, option, fallback) {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { [option]: { type: 'string', default: fallback } } })
  } catch (error) {
    process.stderr.write(`${error.message}\n${usage}\n`)
    process.exit(2)
  }
  if (parsed.positionals.length !== 1) {
    process.stderr.write(`${usage}\n`)
    process.exit(2)
  }
  return { positional: parsed.positionals[0], value: parsed.values[option] }
}

export const RELEASE_TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

/** A version as package.json and the changelog headings write it: `X.Y.Z`. */
export const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

const HEADING = /^## \[([^\]]*)\](.*)$/
const DATED = /^ - (\d{4}-\d{2}-\d{2})\s*$/
/** A link reference definition (`[0.1.0]: https://…`), which Keep a Changelog puts after the last section. */
const LINK_DEFINITION = /^\[[^\]]+\]:\s/

/**
 * The sections of `version` in `text`, in file order (more than one is a mistake the caller
 * reports). Each: `date` (`YYYY-MM-DD` from `## [X.Y.Z] - YYYY-MM-DD`, or null when the heading
 * has none) and `body`, the lines after the heading up to the next `## ` heading or link
 * reference definition, without leading and trailing blank lines (CRLF read as LF).
 */
export function changelogSections(text, version) {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const sections = []
  let current = null
  for (const line of lines) {
    const heading = HEADING.exec(line)
    if (heading !== null || line.startsWith('## ') || LINK_DEFINITION.test(line)) current = null
    if (heading !== null && heading[1] === version) {
      const dated = DATED.exec(heading[2])
      current = { date: dated === null ? null : dated[1], lines: [] }
      sections.push(current)
    } else if (current !== null) {
      current.lines.push(line)
    }
  }
  return sections.map(({ date, lines: body }) => {
    let start = 0
    let end = body.length
    while (start < end && body[start].trim() === '') start++
    while (end > start && body[end - 1].trim() === '') end--
    return { date, body: body.slice(start, end).join('\n') }
  })
}
