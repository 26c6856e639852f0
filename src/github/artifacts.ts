/**
 * Downloads workflow-run artifacts by name pattern with @actions/artifact:
 * this run's artifacts (results service, `ACTIONS_RUNTIME_TOKEN` /
 * `ACTIONS_RESULTS_URL`) or another run's (`findBy`: REST with a token that
 * has `actions: read`). Each artifact lands in its own folder; digests are
 * checked; one failed artifact never stops the others.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import pLimit from 'p-limit'
import { DefaultArtifactClient } from '@actions/artifact'
import type { Logger } from './logger.js'
import { errorMessage } from '../errors.js'
import { isNetworkError, NETWORK_REMEDY, requestFailureText, RESULTS_NETWORK_REMEDY } from './errors.js'
import { artifactFolderName, matchesArtifactPattern } from './artifact-names.js'
import { listRunArtifactsRest, type ArtifactFindBy, type ListedArtifact } from './artifact-listing.js'
import type { ArtifactStatus } from '../model/index.js'
import { extractBounded, extractLimits, type SkippedFile } from './artifact-extract.js'
import { artifactServiceCause, artifactServiceRefusal } from './artifact-service.js'

export type { ArtifactFindBy, ListedArtifact }

/** The part of @actions/artifact's `ArtifactClient` used here (a seam for tests; default `new DefaultArtifactClient()`). */
export interface ArtifactClientLike {
  listArtifacts(options?: { latest?: boolean; findBy?: ArtifactFindBy }): Promise<{ artifacts: ListedArtifact[] }>
  downloadArtifact(
    artifactId: number,
    options?: { path?: string; expectedHash?: string; findBy?: ArtifactFindBy; skipDecompress?: boolean }
  ): Promise<{ downloadPath?: string; digestMismatch?: boolean }>
}

/** Outcome of one artifact (or of one pattern that matched nothing). */
export interface DownloadedArtifact {
  /** Artifact name; for `not_found`, the pattern that matched nothing. */
  name: string
  /** Artifact id; null for `not_found`. */
  id: number | null
  /** Size in bytes as listed by GitHub (the zip); null for `not_found`. */
  size: number | null
  /** Listed digest `sha256:<hex>`, or null when GitHub gave none (then nothing was verified). */
  digest: string | null
  /** Listed creation time (ISO 8601); null when the listing gave none or for `not_found`. */
  createdAt: string | null
  /**
   * Its own folder `destination/<sanitised name>-<id>` (empty for `digest_mismatch`: untrusted files are never
   * extracted); null for `not_found`.
   */
  path: string | null
  /**
   * `downloaded` (and digest verified when `digest` is non-null); `digest_mismatch` (the bytes
   * differ from the listed digest — not trusted, not extracted); `failed` (e.g. expired: 410);
   * `not_found` (a pattern matched no artifact); `wrong_run` (listed for the requested run, but its
   * `workflow_run.id` names another run: refused, never downloaded).
   */
  status: ArtifactStatus
  /** Why it failed or mismatched; null otherwise. */
  error: string | null
  /** True when the listing said the artifact has expired (its download then fails); absent otherwise. */
  expired?: true
  /**
   * Files of its archive not extracted (over a bound of artifact-extract.ts), at most 10 named and the rest counted in
   * `skippedMore`; absent when none. Such an artifact was not read whole.
   */
  skipped?: SkippedFile[]
  skippedMore?: number
}

/** Parameters of {@link downloadArtifacts}. */
export interface DownloadArtifactsParams {
  /** Artifact name patterns; `*` is a wildcard (see `matchesArtifactPattern`). An artifact matching several is downloaded once. */
  patterns: string[]
  /** Folder receiving one sub-folder per artifact (created when missing). */
  destination: string
  /** Another run's artifacts; absent → this workflow run's. */
  findBy?: ArtifactFindBy
  /** Simultaneous downloads, default {@link DEFAULT_DOWNLOAD_CONCURRENCY} (integer ≥ 1). */
  concurrency?: number
  client?: ArtifactClientLike
  log: Logger
  /** Most bytes one artifact may inflate to (artifact-extract.ts; default `DEFAULT_ARTIFACT_MAX_BYTES`). */
  maxBytes?: number
}

/**
 * Default simultaneous downloads. 8, measured: 200 artifacts behind 20 ms of
 * latency download 5.6× faster than one at a time (4 gave 3.4×); see BENCHMARKS.md.
 */
export const DEFAULT_DOWNLOAD_CONCURRENCY = 8

/** Thrown when the artifact list itself cannot be read (no token, unknown run, GHES, results service down). */
export class ArtifactListError extends Error {
  constructor(readonly reason: string) {
    super(`Could not list the workflow run's artifacts: ${reason}`)
    this.name = 'ArtifactListError'
  }
}

function describe(artifact: ListedArtifact): string {
  return `artifact "${artifact.name}" (id ${artifact.id}, ${artifact.size} bytes, digest ${artifact.digest ?? 'none'})`
}

async function downloadOne(artifact: ListedArtifact, p: DownloadArtifactsParams, client: ArtifactClientLike): Promise<DownloadedArtifact> {
  const folder = path.join(p.destination, artifactFolderName(artifact.name, artifact.id))
  const base = {
    name: artifact.name,
    id: artifact.id,
    size: artifact.size,
    digest: artifact.digest ?? null,
    createdAt: artifact.createdAt?.toISOString() ?? null,
    path: folder,
    ...(artifact.expired === true ? { expired: true as const } : {})
  }
  if (p.findBy && artifact.workflowRunId !== undefined && artifact.workflowRunId !== p.findBy.workflowRunId) {
    const error = `its workflow_run.id is ${artifact.workflowRunId}, not the requested run ${p.findBy.workflowRunId}`
    p.log.warning(`${describe(artifact)}: REFUSED, ${error}`)
    return { ...base, path: null, status: 'wrong_run', error }
  }
  // The archive is saved as is beside the folder, then extracted within bounds (artifact-extract.ts).
  const staging = `${folder}.download`
  try {
    const options: { path: string; expectedHash?: string; findBy?: ArtifactFindBy; skipDecompress: boolean } = {
      path: staging,
      skipDecompress: true
    }
    if (artifact.digest) options.expectedHash = artifact.digest
    if (p.findBy) options.findBy = p.findBy
    const response = await client.downloadArtifact(artifact.id, options)
    mkdirSync(folder, { recursive: true })
    if (response.digestMismatch === true) {
      const error = `downloaded bytes do not match the listed digest ${artifact.digest}`
      p.log.warning(`${describe(artifact)}: DIGEST MISMATCH, its files are not trusted and not extracted`)
      return { ...base, status: 'digest_mismatch', error }
    }
    const skipped = await unpack(staging, folder, p.maxBytes)
    const tail = skipped === null ? '' : `; ${skipped.skipped.length + skipped.more} file(s) NOT extracted (over the limits)`
    p.log.info(`${describe(artifact)}: downloaded to ${folder}${artifact.digest ? ', digest verified' : ', no digest to verify'}${tail}`)
    return {
      ...base,
      status: 'downloaded',
      error: null,
      ...(skipped === null ? {} : { skipped: skipped.skipped, skippedMore: skipped.more })
    }
  } catch (error: unknown) {
    const message = errorMessage(error)
    p.log.warning(`${describe(artifact)}: download failed: ${message}`)
    return { ...base, status: 'failed', error: message }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/** Whether `file` starts as a zip archive does (a local file header, or the end record of an empty archive). */
function isZipFile(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(4)
    const n = readSync(fd, head, 0, 4, 0)
    return n === 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
  } finally {
    closeSync(fd)
  }
}

/**
 * What the download left in `staging` into `folder`: one zip archive is extracted within bounds; anything else (a
 * raw-file artifact, uploaded with `archive: false`) is moved as it is. Returns the files not extracted, or null.
 */
async function unpack(
  staging: string,
  folder: string,
  maxBytes: number | undefined
): Promise<{ skipped: SkippedFile[]; more: number } | null> {
  const staged = readdirSync(staging)
  if (staged.length === 1 && isZipFile(path.join(staging, staged[0]!))) {
    const x = await extractBounded(path.join(staging, staged[0]!), folder, extractLimits(maxBytes))
    return x.skipped.length + x.more === 0 ? null : { skipped: x.skipped, more: x.more }
  }
  for (const name of staged) renameSync(path.join(staging, name), path.join(folder, name))
  return null
}

/**
 * @actions/artifact's client, except that another run's artifacts are listed over REST with
 * {@link listRunArtifactsRest} (the library's listing drops `workflow_run.id`).
 */
function defaultClient(log: Logger): ArtifactClientLike {
  const library = new DefaultArtifactClient()
  return {
    listArtifacts: async (options) =>
      options?.findBy ? { artifacts: await listRunArtifactsRest(options.findBy, log) } : library.listArtifacts(options),
    downloadArtifact: (id, options) => library.downloadArtifact(id, options)
  }
}

/**
 * True for an artifact name that reads as a file name: it ends in a file extension (`.json`,
 * `.tar.gz`, `.zip` …: a dot, then 1–8 letters or digits). `actions/upload-artifact` v7 with
 * `archive: false` uploads one file as is and names the artifact after it, ignoring `name:`
 * (upload-artifact issues #785, #769), so a pattern written for `name:` then matches nothing.
 */
export function looksLikeFileName(name: string): boolean {
  return /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(name)
}

/**
 * The hint after "no artifact matches …" when artifacts named like files exist and no pattern
 * matched them: `; 2 artifacts are named like files (\`evidence.tar.gz\`, \`result.json\`): …`;
 * '' when there are none.
 */
function unarchivedHint(fileNamed: readonly ListedArtifact[]): string {
  if (fileNamed.length === 0) return ''
  const shown = fileNamed.slice(0, 3).map((a) => `\`${a.name}\``)
  const names = `${shown.join(', ')}${fileNamed.length > 3 ? `, and ${fileNamed.length - 3} more` : ''}`
  const what =
    fileNamed.length === 1
      ? `an artifact named like a file exists (${names})`
      : `${fileNamed.length} artifacts are named like files (${names})`
  return (
    `; ${what}: \`actions/upload-artifact\` with \`archive: false\` uploads one file as is and names the artifact after that file, ` +
    'not `name:` — upload the evidence folder (the default `archive: true`), or match the file-named artifact'
  )
}

/**
 * Lists the run's artifacts (latest of each name), keeps those matching any pattern and
 * downloads them with at most `concurrency` at a time. Returns, in pattern order, one entry per
 * matched artifact (name order within a pattern) and one `not_found` entry per pattern that
 * matched nothing. Logs one line per artifact (name, id, size, digest, outcome).
 * Throws {@link ArtifactListError} when listing fails — also before any call, with the library's own client, on a
 * server whose artifacts it refuses (`GITHUB_SERVER_URL`, artifact-service.ts) — RangeError for a bad `concurrency`.
 */
export async function downloadArtifacts(params: DownloadArtifactsParams): Promise<DownloadedArtifact[]> {
  const concurrency = params.concurrency ?? DEFAULT_DOWNLOAD_CONCURRENCY
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be an integer ≥ 1, got ${concurrency}`)
  const refusal = params.client === undefined ? artifactServiceRefusal(process.env.GITHUB_SERVER_URL) : null
  if (refusal !== null) throw new ArtifactListError(artifactServiceCause(refusal))
  const client = params.client ?? defaultClient(params.log)

  let listed: ListedArtifact[]
  try {
    const listOptions: { latest: boolean; findBy?: ArtifactFindBy } = { latest: true }
    if (params.findBy) listOptions.findBy = params.findBy
    listed = (await client.listArtifacts(listOptions)).artifacts
  } catch (error: unknown) {
    const remedy = params.findBy ? NETWORK_REMEDY : RESULTS_NETWORK_REMEDY
    throw new ArtifactListError(isNetworkError(error) ? `${requestFailureText(error)}; ${remedy}` : errorMessage(error))
  }
  const source = params.findBy
    ? `run ${params.findBy.workflowRunId} of ${params.findBy.repositoryOwner}/${params.findBy.repositoryName}`
    : 'this workflow run'
  params.log.info(`Found ${listed.length} artifact(s) in ${source}`)

  const byName = [...listed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
  const selected: ListedArtifact[] = []
  const seen = new Set<number>()
  const slots: Array<{ pattern: string } | { artifact: ListedArtifact }> = []
  const fileNamed = byName.filter((a) => looksLikeFileName(a.name) && !params.patterns.some((p) => matchesArtifactPattern(p, a.name)))
  const hint = unarchivedHint(fileNamed)
  for (const pattern of params.patterns) {
    const matches = byName.filter((a) => matchesArtifactPattern(pattern, a.name))
    if (matches.length === 0) {
      params.log.warning(`No artifact matches "${pattern}" in ${source}${hint}`)
      slots.push({ pattern })
    }
    for (const artifact of matches) {
      if (seen.has(artifact.id)) continue
      seen.add(artifact.id)
      selected.push(artifact)
      slots.push({ artifact })
    }
  }

  const limit = pLimit(concurrency)
  const results = new Map<number, DownloadedArtifact>()
  await Promise.all(selected.map((artifact) => limit(async () => results.set(artifact.id, await downloadOne(artifact, params, client)))))

  return slots.map((slot) =>
    'pattern' in slot
      ? {
          name: slot.pattern,
          id: null,
          size: null,
          digest: null,
          createdAt: null,
          path: null,
          status: 'not_found',
          error: `no artifact matches "${slot.pattern}"${hint}`
        }
      : (results.get(slot.artifact.id) as DownloadedArtifact)
  )
}
