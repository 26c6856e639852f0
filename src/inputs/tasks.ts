/**
 * The `tasks` input: the expected `(task, revision)` list, inline
 * (`task@revision` per line) or from a file with the same lines
 * (`#` starts a comment). The revision is after the last `@`.
 */
import path from 'node:path'
import { ConfigurationError, errorMessage } from '../errors.js'
import { stripBom } from '../evidence/json/json-text.js'
import { readEvidenceText } from '../evidence/files/open-file.js'

/** One expected task at its revision. */
export interface TaskRef {
  task: string
  revision: string
}

/** Parses `task@revision` lines; `source` names the input or file in errors. Throws ConfigurationError. */
export function parseTaskLines(lines: string[], source: string): TaskRef[] {
  const seen = new Set<string>()
  const tasks: TaskRef[] = []
  lines.forEach((raw, i) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const at = line.lastIndexOf('@')
    if (at <= 0 || at === line.length - 1) {
      throw new ConfigurationError(`${source} line ${i + 1}: ${JSON.stringify(line)} is not \`task@revision\``)
    }
    const ref = { task: line.slice(0, at), revision: line.slice(at + 1) }
    const key = `${ref.task}\u0000${ref.revision}`
    if (seen.has(key)) throw new ConfigurationError(`${source} line ${i + 1}: ${JSON.stringify(line)} is listed twice`)
    seen.add(key)
    tasks.push(ref)
  })
  if (tasks.length === 0) throw new ConfigurationError(`${source}: no \`task@revision\` line`)
  return tasks
}

/**
 * Resolves the `tasks` setting: inline lines, or a file path relative to
 * `workspace`. Throws ConfigurationError when the file cannot be read or a
 * line is malformed.
 */
export async function readTasks(tasks: { file: string } | { lines: string[] }, workspace: string): Promise<TaskRef[]> {
  if ('lines' in tasks) return parseTaskLines(tasks.lines, 'input `tasks`')
  const file = path.resolve(workspace, tasks.file)
  // The bounded reader: a FIFO, a link loop or an oversized file is refused, never waited on.
  let text: ReturnType<typeof readEvidenceText>
  try {
    text = readEvidenceText(file)
  } catch (error) {
    throw new ConfigurationError(`input \`tasks\`: cannot read ${tasks.file}: ${errorMessage(error)}`)
  }
  if (typeof text !== 'string') {
    throw new ConfigurationError(`input \`tasks\`: cannot read ${tasks.file}: ${text.state === 'missing' ? 'no such file' : text.reason}`)
  }
  return parseTaskLines(stripBom(text).split(/\r?\n/), tasks.file)
}
