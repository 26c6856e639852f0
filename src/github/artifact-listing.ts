/**
 * Lists another workflow run's artifacts over REST
 * (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts`, all pages)
 * keeping what @actions/artifact's own listing drops: each artifact's
 * `workflow_run.id`, so an artifact listed for the wrong run can be refused.
 */
import type { Logger } from './logger.js'
import { createOctokit, octokitTuningFromEnv } from './octokit.js'

/** Where to find artifacts of another workflow run (same shape as @actions/artifact's `FindOptions.findBy`). */
export interface ArtifactFindBy {
  /** Token with `actions: read` on the repository. */
  token: string
  workflowRunId: number
  repositoryOwner: string
  repositoryName: string
}

/** One listed artifact, as @actions/artifact returns it. `size` in bytes; `digest` is `sha256:<hex>` when GitHub has one. */
export interface ListedArtifact {
  name: string
  id: number
  size: number
  createdAt?: Date
  digest?: string
  /** The listing's `workflow_run.id` (REST listings); absent when the listing does not say (the results service of this run). */
  workflowRunId?: number
  /** The REST listing's `expired: true` (retention ended; the download answers 410 Gone); absent otherwise. */
  expired?: boolean
}

/** The fields of one REST artifact used here. */
interface RestArtifact {
  id: number
  name: string
  size_in_bytes: number
  created_at?: string | null
  digest?: string | null
  workflow_run?: { id?: number | null } | null
  expired?: boolean | null
}

/**
 * The latest artifact of each name (highest id, as @actions/artifact's
 * `latest: true` keeps), in no particular order.
 */
export function latestOfEachName(artifacts: ListedArtifact[]): ListedArtifact[] {
  const byName = new Map<string, ListedArtifact>()
  for (const a of artifacts) {
    const kept = byName.get(a.name)
    if (kept === undefined || a.id > kept.id) byName.set(a.name, a)
  }
  return [...byName.values()]
}

/**
 * Every artifact of the run `findBy` names, latest of each name, with
 * `workflowRunId` from the listing (absent when the listing gave none) and
 * `expired` when the listing says so.
 * Throws the Octokit error when the listing fails (after its retries).
 */
export async function listRunArtifactsRest(findBy: ArtifactFindBy, log: Logger): Promise<ListedArtifact[]> {
  const octokit = createOctokit(findBy.token, { log, ...octokitTuningFromEnv() })
  const all = (await octokit.paginate('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', {
    owner: findBy.repositoryOwner,
    repo: findBy.repositoryName,
    run_id: findBy.workflowRunId,
    per_page: 100
  })) as RestArtifact[]
  return latestOfEachName(
    all.map((a) => {
      const listed: ListedArtifact = { name: a.name, id: a.id, size: a.size_in_bytes }
      if (a.created_at) listed.createdAt = new Date(a.created_at)
      if (a.digest) listed.digest = a.digest
      if (typeof a.workflow_run?.id === 'number') listed.workflowRunId = a.workflow_run.id
      if (a.expired === true) listed.expired = true
      return listed
    })
  )
}
