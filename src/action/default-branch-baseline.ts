/**
 * `run=default-branch` configuration lines: before anything is downloaded,
 * find the default branch's run (`src/github/default-branch-run.ts`) and
 * point those configurations at it. When none is found, or the lookup
 * fails, nothing is downloaded for them (never this run's artifacts
 * instead): each gets a `failed` artifact outcome for its pattern (the
 * evidence is incomplete, the gate under `incomplete` fails) and a warning
 * that says which case it is. An older successful run chosen over newer
 * ones that did not complete successfully is named with those runs
 * (`baseline_run_passed_over`). A chosen run whose commit is older than
 * `baseline-max-age` before the base commit (committer dates) is a
 * `baseline_stale` warning naming its age and distance; an age that is
 * unknown (no dates, or dates out of order) is not checked, and the comment
 * says `age unknown`.
 *
 * The seam for a summary artifact (issue 23 item 1): `DefaultBranchBaseline`
 * says which run to read; today the configuration's evidence artifacts
 * (index files, manifests) are downloaded from it, a summary artifact of the
 * same run could be downloaded instead by the same run reference.
 */
import type { ArtifactOutcome } from '../comparison/input/input.js'
import type { Diagnostic } from '../evidence/types.js'
import {
  findDefaultBranchRun,
  MAX_LISTED_RUNS,
  readDefaultBranch,
  readReferenceRun,
  type ChosenRun,
  type DefaultBranchRunLookup,
  type PassedOverRun
} from '../github/default-branch-run.js'
import { apiMessageOf, httpStatusOf, remedyFor, requestFailureText } from '../github/errors.js'
import type { Logger } from '../github/logger.js'
import { createOctokit, octokitTuningFromEnv, type GitHubClient } from '../github/octokit.js'
import { baseCommitOfEvent, defaultBranchOfEvent } from '../github/pull-request.js'
import type { Settings } from '../inputs/settings.js'
import { formatAgeExact, formatBaselineDistance } from '../render/format.js'

/** The run a `run=default-branch` configuration's evidence came from, for the comment and the log. */
export interface DefaultBranchBaseline {
  /** Ids of the configurations that take their artifacts from it. */
  configurations: string[]
  owner: string
  repo: string
  /** The default branch, e.g. `main`. */
  branch: string
  /** The base commit it was chosen for (40 hex digits). */
  baseSha: string
  run: ChosenRun
  /** How the report names it: `run N of o/r, main at abc1234`. */
  label: string
}

/** What {@link resolveDefaultBranchRuns} found. */
export interface DefaultBranchResolution {
  /**
   * The settings with the `run=default-branch` configurations pointed at the chosen run (unchanged when none was
   * chosen: they are then not downloaded).
   */
  settings: Settings
  /** A `failed` outcome per unresolved configuration's pattern (the evidence is incomplete). */
  outcomes: ArtifactOutcome[]
  /** `baseline_run_not_found`, `baseline_run_incomplete`, `baseline_run_passed_over`, `baseline_run_lookup_failed`. */
  diagnostics: Diagnostic[]
  /** The chosen run; null when none was chosen or no line asks for one. */
  baseline: DefaultBranchBaseline | null
}

/** Where the action runs: the event payload, `GITHUB_RUN_ID`, `GITHUB_REPOSITORY`. */
export interface RunEnvironment {
  payload: unknown
  /** `GITHUB_RUN_ID`, or null outside GitHub Actions. */
  runId: number | null
  /** `GITHUB_REPOSITORY` (`owner/name`), or null. */
  repository: string | null
}

const short = (sha: string): string => sha.slice(0, 7)

/**
 * How far a run's commit is before the base, for the log and warnings: `the base commit itself`, or
 * `6 days and 41 commits before the base abc1234` (render/format.ts `formatBaselineDistance`, with the base named).
 */
function distanceText(behindBy: number, ageMs: number | null, baseSha: string): string {
  return behindBy === 0 ? 'the base commit itself' : `${formatBaselineDistance(behindBy, ageMs)} ${short(baseSha)}`
}

/** `run 905 (in progress, abc1234)`, at most five, then `and N more`. */
function namedRuns(runs: PassedOverRun[]): string {
  const named = runs.slice(0, 5).map((r) => `run ${r.id} (${r.why}, ${short(r.headSha)})`)
  return runs.length > 5 ? `${named.join(', ')} and ${runs.length - 5} more` : named.join(', ')
}

/** The warning of a lookup that chose no run, by its reason. */
function notFound(lookup: DefaultBranchRunLookup, ids: string, workflow: string, branch: string, baseSha: string): Diagnostic {
  const where = `workflow ${workflow} on ${branch} at or before the base commit ${short(baseSha)}`
  const listed = `${lookup.listed} run${lookup.listed === 1 ? '' : 's'} listed (at most ${MAX_LISTED_RUNS})`
  if (lookup.reason === 'none_successful') {
    return {
      code: 'baseline_run_incomplete',
      message: `${ids}: no run of ${where} completed successfully (${listed}): ${namedRuns(lookup.passedOver)}; nothing was downloaded, the evidence is incomplete — re-run when a run at or before the base has succeeded`
    }
  }
  const why =
    lookup.reason === 'none_listed'
      ? `it has none on ${branch} at all; pull-request runs and forks' branches do not count`
      : `${listed}, ${lookup.afterBase} after the base or not its ancestor`
  return {
    code: 'baseline_run_not_found',
    message: `${ids}: no run of ${where} (${why}); nothing was downloaded, the evidence is incomplete`
  }
}

/** The remedy of a failed lookup: permissions for 403/404, else the general one. */
function lookupRemedy(error: unknown): string {
  const status = httpStatusOf(error)
  if (status === 403 || status === 404) return 'give the job `permissions: actions: read` (and `github-token` a token of this repository)'
  return remedyFor(status, apiMessageOf(error), '')
}

/**
 * Finds the run of the `run=default-branch` configurations (see the module comment). The reference
 * run is `run-id` (the run the other configurations come from) or this run; its workflow is
 * searched, on the repository's default branch (`repository.default_branch` of the event, else
 * `GET /repos/{o}/{r}`), at or before the pull request's base commit (`pull_request.base.sha`,
 * `workflow_run.pull_requests[0].base.sha`), else at or before the reference run's own commit
 * (push, schedule, a fork's `workflow_run`). Never throws: a failed lookup is a finding.
 */
export async function resolveDefaultBranchRuns(
  settings: Settings,
  environment: RunEnvironment,
  log: Logger,
  client?: GitHubClient
): Promise<DefaultBranchResolution> {
  const wanted = settings.configurations.filter((c) => c.defaultBranch === true)
  if (wanted.length === 0) return { settings, outcomes: [], diagnostics: [], baseline: null }
  const ids = wanted.map((c) => c.id).join(', ')
  const failed = (runLabel: string, error: string): ArtifactOutcome[] =>
    wanted.map((c) => ({ name: c.pattern, id: null, size_bytes: null, digest: null, run: runLabel, status: 'failed', error }))

  const repository = settings.run === null ? environment.repository : `${settings.run.owner}/${settings.run.repo}`
  const referenceId = settings.run?.runId ?? environment.runId
  const lookupFailed = (why: string, remedy: string): DefaultBranchResolution => {
    const message = `${ids}: could not look up the default branch's run (${why}); ${remedy}; nothing was downloaded, the evidence is incomplete`
    log.warning(message)
    return {
      settings,
      outcomes: failed("the default branch's run: lookup failed", message.slice(ids.length + 2)),
      diagnostics: [{ code: 'baseline_run_lookup_failed', message }],
      baseline: null
    }
  }
  if (repository === null || referenceId === null)
    return lookupFailed('GITHUB_REPOSITORY and GITHUB_RUN_ID are unknown', 'run it in GitHub Actions, or give `run-id` and `repository`')
  if (settings.token === '')
    return lookupFailed('no github-token', 'set `github-token` (default `${{ github.token }}`) with `actions: read`')
  let stage = `run ${referenceId} of ${repository}`
  try {
    const [owner, repo] = repository.split('/')
    const octokit = client ?? createOctokit(settings.token, { log, ...octokitTuningFromEnv() })
    const reference = await readReferenceRun(octokit, owner, repo, referenceId)
    stage = `the default branch of ${repository}`
    const fromEvent = repository === environment.repository ? defaultBranchOfEvent(environment.payload) : null
    const branch = fromEvent ?? (await readDefaultBranch(octokit, owner, repo))
    const baseSha = baseCommitOfEvent(environment.payload) ?? reference.headSha
    const workflow = reference.workflowPath ?? `id ${reference.workflowId}`
    stage = `the runs of workflow ${workflow} on ${branch}`
    const lookup = await findDefaultBranchRun(octokit, {
      owner,
      repo,
      workflowId: reference.workflowId,
      defaultBranch: branch,
      baseSha,
      excludeRunIds: [reference.id]
    })
    if (lookup.chosen === null) {
      const finding = notFound(lookup, ids, workflow, branch, baseSha)
      log.warning(finding.message)
      return {
        settings,
        outcomes: failed(`the default branch's run: none found on ${branch}`, finding.message.slice(ids.length + 2)),
        diagnostics: [finding],
        baseline: null
      }
    }
    const run = lookup.chosen
    const label = `run ${run.id} of ${owner}/${repo}, ${branch} at ${short(run.headSha)}`
    const behind = distanceText(run.behindBy, run.ageMs, baseSha)
    log.info(`${ids}: artifacts from the default branch's ${label}, ${behind} (${run.url ?? 'no URL'})`)
    const diagnostics: Diagnostic[] = []
    if (lookup.passedOver.length > 0) {
      diagnostics.push({
        code: 'baseline_run_passed_over',
        message: `${ids}: newer runs of ${branch} at or before the base ${short(baseSha)} did not complete successfully and were passed over: ${namedRuns(lookup.passedOver)}; the baseline is the older ${label}, ${behind}`
      })
      log.warning(diagnostics[0].message)
    }
    if (run.ageMs !== null && run.ageMs > settings.baselineMaxAgeMs) {
      const stale: Diagnostic = {
        code: 'baseline_stale',
        message: `${ids}: the baseline, ${label}, is ${behind} (${formatAgeExact(run.ageMs)} by the two commits' dates), more than baseline-max-age (${formatAgeExact(settings.baselineMaxAgeMs)}), so the differences also hold what ${run.behindBy === 1 ? 'that commit' : `those ${run.behindBy} commits`} of ${branch} changed, not only the pull request — run the workflow on ${branch} again, or raise baseline-max-age`
      }
      diagnostics.push(stale)
      log.warning(stale.message)
    }
    const configurations = settings.configurations.map((c) =>
      c.defaultBranch === true ? { ...c, run: { runId: run.id, owner, repo, label } } : c
    )
    return {
      settings: { ...settings, configurations },
      outcomes: [],
      diagnostics,
      baseline: { configurations: wanted.map((c) => c.id), owner, repo, branch, baseSha, run, label }
    }
  } catch (error) {
    return lookupFailed(`reading ${stage}: ${requestFailureText(error)}`, lookupRemedy(error))
  }
}
