/**
 * Where the action's evidence comes from: a local folder (`evidence-path`)
 * or workflow artifacts downloaded from this run or another one. Either way
 * the result is a list of artifacts, each in its own folder, plus the
 * outcome of every artifact (a failed, expired or tampered one is named in
 * the report and fails the gate).
 */
import path from 'node:path'
import type { ArtifactOutcome } from '../comparison/input/input.js'
import { downloadArtifacts, type ArtifactFindBy } from '../github/artifacts.js'
import {
  ARTIFACT_SERVICE_REMEDY,
  artifactServiceCause,
  artifactServiceRefusal,
  type ArtifactServiceRefusal
} from '../github/artifact-service.js'
import type { SkippedFile } from '../github/artifact-extract.js'
import { errorMessage } from '../errors.js'
import type { ConfigurationSource } from '../inputs/configuration-lines.js'
import type { Logger } from '../github/logger.js'
import type { RunRef, Settings } from '../inputs/settings.js'
import type { GatheredEvidence, TrustedArtifact } from '../sources/artifacts.js'
import { matchedConfigurations } from '../sources/evidence-folders.js'
import type { Diagnostic } from '../evidence/types.js'

/** A download group: patterns fetched from one run, with the configurations they belong to. */
interface DownloadGroup {
  patterns: string[]
  configurations: ConfigurationSource[]
  run: RunRef | null
}

function downloadGroups(settings: Settings): DownloadGroup[] {
  if (settings.configurations.length === 0) {
    return [{ patterns: settings.artifacts.length > 0 ? settings.artifacts : ['*'], configurations: [], run: settings.run }]
  }
  const groups = new Map<string, DownloadGroup>()
  for (const c of settings.configurations) {
    // `run=default-branch` with no run found: nothing is downloaded (never this run's artifacts instead).
    if (c.defaultBranch === true && c.run === null) continue
    const run = c.run ?? settings.run
    const key = run === null ? 'this-run' : `${run.owner}/${run.repo}#${run.runId}`
    const group = groups.get(key) ?? { patterns: [], configurations: [], run }
    group.patterns.push(c.pattern)
    group.configurations.push(c)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** The label of a group's run in outcomes: `this run`, its own label, or `run N of owner/repo`. */
function runLabelOf(group: DownloadGroup): string {
  return group.run === null ? 'this run' : (group.run.label ?? `run ${group.run.runId} of ${group.run.owner}/${group.run.repo}`)
}

/**
 * Downloads the artifacts the settings ask for into `destination`, one
 * folder per artifact, `concurrency` at a time per run. Listing failures
 * become `failed` outcomes for the group's patterns (never an exception).
 * On a server whose artifacts @actions/artifact refuses (`serverUrl`, default `GITHUB_SERVER_URL`, as the library
 * reads it: GitHub Enterprise Server, a Gitea runner) nothing is asked of it: every pattern is a `failed` outcome
 * and one `artifacts_not_served` finding says why and names `evidence-path` (see {@link notServed}).
 */
export async function downloadEvidence(
  settings: Settings,
  destination: string,
  log: Logger,
  serverUrl: string | null | undefined = process.env.GITHUB_SERVER_URL
): Promise<GatheredEvidence> {
  const refusal = artifactServiceRefusal(serverUrl)
  if (refusal !== null) return notServed(downloadGroups(settings), refusal, destination, log)
  const artifacts: TrustedArtifact[] = []
  const outcomes: ArtifactOutcome[] = []
  const diagnostics: Diagnostic[] = []
  for (const [index, group] of downloadGroups(settings).entries()) {
    const findBy: ArtifactFindBy | undefined =
      group.run === null
        ? undefined
        : { token: settings.token, workflowRunId: group.run.runId, repositoryOwner: group.run.owner, repositoryName: group.run.repo }
    const runLabel = runLabelOf(group)
    const defaultBranch = group.configurations.filter((c) => c.defaultBranch === true).map((c) => c.id)
    try {
      const downloaded = await downloadArtifacts({
        patterns: group.patterns,
        destination: path.join(destination, String(index)),
        findBy,
        concurrency: settings.downloadConcurrency,
        maxBytes: settings.artifactMaxBytes,
        log
      })
      for (const d of downloaded) {
        outcomes.push({
          name: d.name,
          id: d.id,
          size_bytes: d.size,
          digest: d.digest,
          run: runLabel,
          status: d.status,
          error: d.error,
          created_at: d.createdAt,
          ...(d.skipped === undefined ? {} : { refused: skippedFiles(d.skipped, d.skippedMore ?? 0) })
        })
        if (d.expired === true && defaultBranch.length > 0)
          diagnostics.push(expiredBaselineArtifact(defaultBranch, d.name, runLabel, d.createdAt))
        // The boundary: only an artifact downloaded whole, digest verified, of the requested run is ever read.
        if (d.status === 'downloaded' && d.path !== null) {
          artifacts.push({
            name: d.name,
            listed: d.name,
            run: runLabel,
            dir: d.path,
            configurations: matchedConfigurations(group.configurations, d.name),
            createdAt: d.createdAt
          })
        }
      }
    } catch (error) {
      for (const pattern of group.patterns) {
        outcomes.push({
          name: pattern,
          id: null,
          size_bytes: null,
          digest: null,
          run: runLabel,
          status: 'failed',
          error: errorMessage(error)
        })
      }
    }
  }
  for (const a of artifacts) {
    if (artifacts.some((b) => b !== a && b.listed === a.listed && b.run !== a.run)) a.name = `${a.listed} (${a.run})`
  }
  return { root: destination, rootReadable: false, artifacts, outcomes, diagnostics }
}

/**
 * The evidence on a server whose artifacts @actions/artifact refuses: no artifact, each pattern of each group a
 * `failed` outcome (the gate fails: the evidence is incomplete), and the `artifacts_not_served` finding — the cause
 * and the remedy in one message, logged (the warning annotation comes with the report). Nothing is downloaded.
 */
function notServed(groups: DownloadGroup[], refusal: ArtifactServiceRefusal, destination: string, log: Logger): GatheredEvidence {
  const patterns = groups.reduce((n, g) => n + g.patterns.length, 0)
  const message =
    `workflow artifacts cannot be read here: ${artifactServiceCause(refusal)}; none of ${patterns === 1 ? 'the 1 artifact pattern' : `the ${patterns} artifact patterns`} ` +
    `was downloaded, the evidence is not obtainable — ${ARTIFACT_SERVICE_REMEDY}`
  log.info(message)
  const error = `not attempted: ${refusal.host} does not serve the artifact API (GitHub Enterprise Server, a Gitea runner); use input evidence-path`
  const outcomes: ArtifactOutcome[] = groups.flatMap((group) =>
    group.patterns.map((pattern) => ({
      name: pattern,
      id: null,
      size_bytes: null,
      digest: null,
      run: runLabelOf(group),
      status: 'failed' as const,
      error
    }))
  )
  return { root: destination, rootReadable: false, artifacts: [], outcomes, diagnostics: [{ code: 'artifacts_not_served', message }] }
}

/**
 * The files an artifact's extraction left out (src/github/artifact-extract.ts), as files refused on it: each named
 * with its reason, and one entry counting the rest. The artifact was not read whole, so the evidence is incomplete.
 */
function skippedFiles(skipped: readonly SkippedFile[], more: number): Array<{ file: string; reason: string }> {
  const out = skipped.map((s) => ({ file: s.file, reason: s.reason }))
  if (more > 0)
    out.push({
      file: `(${more.toLocaleString('en-US')} more)`,
      reason: `${more.toLocaleString('en-US')} more files not extracted, for the reasons above`
    })
  return out
}

/** The `baseline_artifact_expired` finding: which configurations, which artifact of which run (label), uploaded when. */
function expiredBaselineArtifact(configurations: string[], name: string, run: string, createdAt: string | null): Diagnostic {
  return {
    code: 'baseline_artifact_expired',
    message:
      `${configurations.join(', ')}: artifact ${JSON.stringify(name)} of the default branch's ${run}${createdAt === null ? '' : `, uploaded ${createdAt},`} has expired ` +
      "(the repository's artifact retention ended): its evidence is missing; re-run that workflow on the default branch, or raise `retention-days` on actions/upload-artifact"
  }
}
