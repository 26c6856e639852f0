/**
 * Deterministic synthetic evidence generator: a manifest (manifest v1,
 * comparison.md "The manifest"), NeMo Fabric full results and request records
 * with a realistic mix — complete, partial usage, missing results, records
 * without end lines, fully missing requests, overlapping invocations, two
 * evaluators, unverified request lists.
 *
 * Same options → byte-identical files. Attempt `i` depends only on
 * `(seed, i)`, so a data set of N attempts is the prefix of any larger one.
 *
 * CLI: `npm run bench:generate -- --attempts N [--requests-per-attempt 2]
 *       [--configurations 2] [--seed 1] [--out .bench/data]`
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { buildAttempt, configurationDecl, type BuiltAttempt } from './attempt-builder.js'
import { KIND_WEIGHTS, type RequestKind } from './evidence-shapes.js'
import { runPool } from './pool.js'

/** What to generate. */
export interface GenerateOptions {
  /** Number of attempts (all configurations together), ≥ 0. */
  attempts: number
  /** Requests per attempt (each with a result path and a record path); default 2. */
  requestsPerAttempt?: number
  /** Number of configurations (ids `baseline`, `candidate`, `config-3`…) or explicit ids; default 2. */
  configurations?: number | string[]
  /** Any integer; the same seed gives the same files. */
  seed: number
  /** Folder to write into (created); the manifest's paths are relative to it. */
  outDir: string
  /** File name of the manifest inside outDir; default `manifest.json`. */
  manifestName?: string
  /** false = write only the manifest (the evidence of a larger data set with the same seed is reused); default true. */
  writeEvidence?: boolean
}

/** What was generated (counts of files on disk; exact, not estimates). */
export interface Summary {
  outDir: string
  /** Absolute path of the manifest. */
  manifestPath: string
  attempts: number
  /** Expected requests listed in the manifest. */
  requests: number
  configurations: string[]
  /** Full result files in the data set (written, or already on disk from a larger data set when writeEvidence is false). */
  resultFiles: number
  /** Request record files in the data set (same remark). */
  recordFiles: number
  /** Lines in all request records (start + end lines). */
  recordLines: number
  /** Requests by evidence kind (see evidence-shapes.ts). */
  kinds: Record<RequestKind, number>
  /** Attempts whose invocations overlap in time. */
  overlappingAttempts: number
  /** Attempts judged by the second evaluator (`llm-judge`). */
  secondEvaluatorAttempts: number
  /** Bytes of evidence files written (manifest excluded); 0 when writeEvidence is false. */
  evidenceBytes: number
  /** Bytes of the manifest file. */
  manifestBytes: number
}

/** Configuration ids for a count: `baseline`, `candidate`, then `config-3`… */
export function configurationIds(configurations: number | string[] = 2): string[] {
  if (Array.isArray(configurations)) return configurations
  return Array.from({ length: configurations }, (_, i) => (i === 0 ? 'baseline' : i === 1 ? 'candidate' : `config-${i + 1}`))
}

/**
 * Generates a data set.
 * @returns exact counts of what was written.
 * @throws on invalid options or when a file cannot be written.
 */
export async function generateEvidence(options: GenerateOptions): Promise<Summary> {
  const requestsPerAttempt = options.requestsPerAttempt ?? 2
  if (!Number.isInteger(options.attempts) || options.attempts < 0)
    throw new Error(`attempts must be an integer ≥ 0, got ${options.attempts}`)
  if (!Number.isInteger(requestsPerAttempt) || requestsPerAttempt < 1)
    throw new Error(`requestsPerAttempt must be an integer ≥ 1, got ${requestsPerAttempt}`)
  const ids = configurationIds(options.configurations)
  if (ids.length < 1) throw new Error('at least one configuration is needed')
  const outDir = path.resolve(options.outDir)
  const writeEvidence = options.writeEvidence ?? true
  await mkdir(outDir, { recursive: true })

  const kinds = Object.fromEntries(Object.keys(KIND_WEIGHTS).map((k) => [k, 0])) as Record<RequestKind, number>
  const summary: Summary = {
    outDir,
    manifestPath: path.join(outDir, options.manifestName ?? 'manifest.json'),
    attempts: options.attempts,
    requests: 0,
    configurations: ids,
    resultFiles: 0,
    recordFiles: 0,
    recordLines: 0,
    kinds,
    overlappingAttempts: 0,
    secondEvaluatorAttempts: 0,
    evidenceBytes: 0,
    manifestBytes: 0
  }
  const decls: BuiltAttempt['decl'][] = new Array(options.attempts)
  await runPool(options.attempts, 32, async (i) => {
    const built = buildAttempt(options.seed, i, ids, requestsPerAttempt)
    decls[i] = built.decl
    count(summary, built)
    if (!writeEvidence) return
    await Promise.all(built.dirs.map((dir) => mkdir(path.join(outDir, dir), { recursive: true })))
    for (const file of built.files) {
      await writeFile(path.join(outDir, file.path), file.text)
      summary.evidenceBytes += Buffer.byteLength(file.text)
    }
  })

  const manifest = {
    manifest_version: 1,
    configurations: ids.map((id, index) => configurationDecl(id, index)),
    attempts: decls
  }
  const manifestText = JSON.stringify(manifest) + '\n'
  await writeFile(summary.manifestPath, manifestText)
  summary.manifestBytes = Buffer.byteLength(manifestText)
  return summary
}

function count(summary: Summary, built: BuiltAttempt): void {
  summary.requests += built.plans.length
  for (const plan of built.plans) summary.kinds[plan.kind]++
  for (const file of built.files) {
    if (file.kind === 'result') summary.resultFiles++
    else {
      summary.recordFiles++
      summary.recordLines += file.lines
    }
  }
  if (built.overlapping) summary.overlappingAttempts++
  if (built.secondEvaluator) summary.secondEvaluatorAttempts++
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      attempts: { type: 'string' },
      'requests-per-attempt': { type: 'string', default: '2' },
      configurations: { type: 'string', default: '2' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: '.bench/data' },
      'manifest-only': { type: 'boolean', default: false }
    }
  })
  if (values.attempts === undefined)
    throw new Error('usage: bench:generate -- --attempts N [--requests-per-attempt 2] [--configurations 2] [--seed 1] [--out DIR]')
  const started = process.hrtime.bigint()
  const summary = await generateEvidence({
    attempts: Number(values.attempts),
    requestsPerAttempt: Number(values['requests-per-attempt']),
    configurations: Number(values.configurations),
    seed: Number(values.seed),
    outDir: values.out,
    writeEvidence: !values['manifest-only']
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  process.stdout.write(JSON.stringify({ ...summary, seconds: Math.round(seconds * 10) / 10 }, null, 2) + '\n')
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(2)
  })
}
