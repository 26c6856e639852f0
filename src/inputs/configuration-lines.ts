/**
 * Multi-line inputs that declare configurations and their pricing:
 *
 *   configurations: |
 *     baseline: eval-baseline-* run-id=123456
 *     candidate: eval-candidate-*
 *   pricing: |
 *     baseline: list-2026-07 verified
 *     candidate: list-2026-07 verified
 *
 * A configuration line is `id: artifact-name-pattern [run-id=N]
 * [repository=owner/name] [run=default-branch] [relabel]`; the pattern's `*`
 * matches any run of characters. `run=default-branch` takes the
 * configuration's artifacts from the newest successful run of the same
 * workflow on the default branch at or before the pull request's base
 * commit (found when the action runs: `src/action/default-branch-baseline.ts`). `relabel` takes every attempt declared
 * in the configuration's
 * artifacts under its own id (whatever configuration the index files name). A pricing line is `id: basis [verified]`.
 */
import { ConfigurationError } from '../errors.js'
import { nearestName } from '../evidence/nearest-name.js'

/** One configuration of the `configurations` input. */
export interface ConfigurationSource {
  id: string
  /** Artifact name pattern (`*` wildcard). */
  pattern: string
  /**
   * Another workflow run to download this configuration's artifacts from; null = the default.
   * `label` (optional) replaces `run N of o/r` wherever the run is named (the default branch's run: `run N of o/r, main at abc1234`).
   */
  run: { runId: number; owner: string; repo: string; label?: string } | null
  /**
   * `run=default-branch` on the line: `run` is filled in when the action finds that run; while
   * it is null (none found, or not looked up yet) nothing is downloaded for this configuration.
   * Absent on other lines.
   */
  defaultBranch?: true
  /**
   * `relabel` on the line: attempts declared in this configuration's artifacts are taken under
   * its id whatever configuration their index files name (e.g. the baseline from the default
   * branch, written by the same job). Without it such index files are refused.
   */
  relabel: boolean
}

/** One line of the `evaluators` input: the default evaluator of a configuration's verdicts. */
export interface EvaluatorLine {
  id: string
  name: string
  version: string | null
}

/** One line of the `pricing` input. */
export interface PricingLine {
  id: string
  basis: string
  verified: boolean
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/

function splitLine(line: string, input: string): [string, string[]] {
  const colon = line.indexOf(':')
  if (colon <= 0) throw new ConfigurationError(`input \`${input}\`: ${JSON.stringify(line)} is not \`id: value\``)
  const id = line.slice(0, colon).trim()
  if (!ID.test(id))
    throw new ConfigurationError(`input \`${input}\`: configuration id ${JSON.stringify(id)} may use letters, digits, . _ / -`)
  const words = line
    .slice(colon + 1)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  return [id, words]
}

/**
 * Parses the `configurations` lines. Throws ConfigurationError for a
 * malformed line, a repeated id, or a `run-id=` without a repository when
 * `currentRepository` is unknown.
 */
export function parseConfigurationLines(lines: string[], currentRepository: string | null): ConfigurationSource[] {
  const seen = new Set<string>()
  return lines.map((line) => {
    const [id, words] = splitLine(line, 'configurations')
    if (seen.has(id)) throw new ConfigurationError(`input \`configurations\`: configuration ${JSON.stringify(id)} is declared twice`)
    seen.add(id)
    const [pattern, ...options] = words
    if (pattern === undefined)
      throw new ConfigurationError(`input \`configurations\`: ${JSON.stringify(line)} has no artifact name pattern`)
    let runId: number | null = null
    let repository = currentRepository
    let repositoryGiven = false
    let relabel = false
    let defaultBranch = false
    for (const option of options) {
      if (option === 'relabel') {
        relabel = true
        continue
      }
      if (option === 'run=default-branch') {
        defaultBranch = true
        continue
      }
      // Split at the first `=` only, keeping the rest: `run-id=1=2` is invalid, not run 1.
      const eq = option.indexOf('=')
      const [key, value] = eq < 0 ? [option, undefined] : [option.slice(0, eq), option.slice(eq + 1)]
      if (key === 'run-id' && value !== undefined && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)))
        runId = Number(value)
      else if (key === 'repository' && value !== undefined && /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(value)) {
        repository = value
        repositoryGiven = true
      } else {
        // A misspelt word (`relable`, `run_id=5`) is named with the word it is nearest to.
        const near = nearestName(key, ['run-id', 'repository', 'relabel', 'run'])
        const hint =
          key === 'run'
            ? ' (run= takes only default-branch)'
            : near === null || near === key
              ? ''
              : ` (did you mean ${near === 'relabel' ? 'relabel' : near === 'run' ? 'run=default-branch' : `${near}=`}?)`
        throw new ConfigurationError(
          `input \`configurations\`: ${JSON.stringify(option)} in ${JSON.stringify(line)} is not valid${hint}; valid: run-id=<number>, repository=<owner/name>, run=default-branch, relabel`
        )
      }
    }
    if (defaultBranch && (runId !== null || repositoryGiven)) {
      throw new ConfigurationError(
        `input \`configurations\`: ${JSON.stringify(line)}: run=default-branch finds the run itself (the same workflow, this repository): give no run-id= or repository=`
      )
    }
    if (runId === null && repositoryGiven) {
      throw new ConfigurationError(`input \`configurations\`: ${JSON.stringify(line)}: repository= only applies with run-id=`)
    }
    if (runId === null) return { id, pattern, run: null, relabel, ...(defaultBranch ? { defaultBranch: true as const } : {}) }
    if (repository === null) throw new ConfigurationError(`input \`configurations\`: ${JSON.stringify(line)} needs repository=<owner/name>`)
    const [owner, repo] = repository.split('/')
    return { id, pattern, run: { runId, owner, repo }, relabel }
  })
}

/** Parses the `pricing` lines. Throws ConfigurationError for a malformed line. */
export function parsePricingLines(lines: string[]): PricingLine[] {
  return lines.map((line) => {
    const [id, words] = splitLine(line, 'pricing')
    const [basis, flag, ...rest] = words
    if (basis === undefined || rest.length > 0 || (flag !== undefined && flag !== 'verified')) {
      throw new ConfigurationError(`input \`pricing\`: ${JSON.stringify(line)} is not \`id: basis [verified]\``)
    }
    return { id, basis, verified: flag === 'verified' }
  })
}

/** Parses the `evaluators` lines (`id: name [version]`). Throws ConfigurationError for a malformed line. */
export function parseEvaluatorLines(lines: string[]): EvaluatorLine[] {
  return lines.map((line) => {
    const [id, words] = splitLine(line, 'evaluators')
    const [name, version, ...rest] = words
    if (name === undefined || rest.length > 0) {
      throw new ConfigurationError(`input \`evaluators\`: ${JSON.stringify(line)} is not \`id: name [version]\``)
    }
    return { id, name, version: version ?? null }
  })
}
