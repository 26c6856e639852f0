/**
 * Reads and validates a manifest file (manifest v1, `src/sources/manifest/schema.ts`).
 * All problems are collected and thrown together as one ConfigurationError,
 * each naming the file and the JSON path.
 */
import { ConfigurationError, ProblemList, someNames } from '../../errors.js'
import { relativePathProblem } from '../../evidence/files/paths.js'
import { ManifestSchema, type Manifest } from './schema.js'
import { formatIssues } from './validation-issues.js'
import { parseJsonText } from '../../evidence/json/json-text.js'
import { readEvidenceText } from '../../evidence/files/open-file.js'
import { folderAsManifestProblem } from '../../evidence/harbor/empty-input.js'

/**
 * Parses JSON text with the evidence readers' parser (BOM stripped, nesting
 * bounded). Throws ConfigurationError naming `file` and the 1-based line and
 * column when the text is not JSON, or the JSON path of a number it cannot
 * hold exactly (`NaN`, an integer beyond 2^53 − 1): a manifest is the
 * caller's declaration, so it must be exact.
 */
export function parseJsonDocument(text: string, file: string): unknown {
  const parsed = parseJsonText(text)
  if (!parsed.ok) throw new ConfigurationError(`${file}: not valid JSON: ${parsed.reason}`)
  if (parsed.diagnostics.length > 0) {
    throw new ConfigurationError(
      `${file}: numbers that cannot be read exactly`,
      parsed.diagnostics.map((d) => `${d.json_path ?? '$'}: ${d.message}`)
    )
  }
  return parsed.value
}

/**
 * Reads `file` as a manifest (bounded: `MAX_JSON_FILE_BYTES`; a FIFO or
 * device is refused, never waited on). Throws ConfigurationError when the
 * file is missing, a folder (naming what was expected: the manifest file, or --harbor-job for Harbor
 * job folders), unreadable, too large, not JSON, violates the schema, declares a path that escapes the
 * manifest folder, repeats a configuration id or names an unknown
 * configuration — with every problem listed as `<JSON path>: <message>`.
 */
export async function readManifest(file: string): Promise<Manifest> {
  const folder = folderAsManifestProblem(file)
  if (folder !== null) throw new ConfigurationError(folder)
  const text = readEvidenceText(file)
  if (typeof text !== 'string') {
    const why = text.state === 'missing' ? 'no such file' : text.reason.replace(/^cannot read the file: /, '')
    throw new ConfigurationError(`${file}: cannot read the manifest: ${why}`)
  }
  const parsed = ManifestSchema.safeParse(parseJsonDocument(text, file))
  if (!parsed.success) {
    throw new ConfigurationError(`${file}: the manifest does not match manifest v1`, formatIssues(parsed.error))
  }
  const problems = manifestProblems(parsed.data)
  if (problems.length > 0) throw new ConfigurationError(`${file}: the manifest is not usable`, problems)
  return parsed.data
}

/**
 * Checks the manifest beyond its schema: unique configuration ids, known configurations, safe
 * paths. The first problems found, then `and N more` counting the rest (src/errors.ts `ProblemList`).
 */
export function manifestProblems(manifest: Manifest): string[] {
  const problems = new ProblemList()
  const ids = new Set<string>()
  manifest.configurations.forEach((c, i) => {
    if (ids.has(c.id)) problems.add(() => `$.configurations[${i}].id: configuration ${JSON.stringify(c.id)} is declared twice`)
    ids.add(c.id)
  })
  let declared: string | null = null
  manifest.attempts.forEach((a, i) => {
    if (!ids.has(a.configuration)) {
      problems.add(() => {
        declared ??= someNames(ids)
        return `$.attempts[${i}].configuration: ${JSON.stringify(a.configuration)} is not a declared configuration (declared: ${declared})`
      })
    }
    a.requests.forEach((r, j) => {
      for (const role of ['result', 'record'] as const) {
        const path = r[role]
        const problem = path === undefined ? null : relativePathProblem(path)
        if (problem !== null) problems.add(() => `$.attempts[${i}].requests[${j}].${role}: path ${JSON.stringify(path)} ${problem}`)
      }
    })
  })
  return problems.lines()
}
