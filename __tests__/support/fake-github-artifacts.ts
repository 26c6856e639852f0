/**
 * Artifacts of the fake GitHub: real zip archives (jszip) with sha256 digests,
 * the REST routes used with `findBy` (list, zip redirect), the blob route, and
 * the Twirp results service used for the current run. Test support only.
 */
import { createHash } from 'node:crypto'
import JSZip from 'jszip'
import type { Reply, RouteRequest } from './fake-github-http.js'
import { githubError, paginate } from './fake-github-http.js'

/** An artifact to serve. Give `files` (zipped with jszip) or `zip` (raw bytes, e.g. a malicious archive). */
export interface FakeArtifactSpec {
  name: string
  /** Relative path → content; zipped with fixed timestamps (stable digests). */
  files?: Record<string, string | Buffer>
  /** Raw archive bytes, used as is (wins over `files`). */
  zip?: Buffer
  /**
   * One file uploaded unarchived (`actions/upload-artifact` v7 `archive: false`): the artifact is named after the file
   * (give that as `name`) and its blob is these bytes, served as `application/octet-stream` with the file name (wins over
   * `zip` and `files`).
   */
  raw?: Buffer
  /** Default: 1001, 1002… in the order given. */
  id?: number
  /** Workflow run (REST id) it belongs to (its `workflow_run.id`). Default: the fake's `runId`. */
  runId?: number
  /** Run whose REST listing shows it, when not `runId` (the listing bug where another run's artifact appears). Default: `runId`. */
  listedInRun?: number
  /** ISO time. Default: 2026-01-01T00:00:00Z + id seconds. */
  createdAt?: string
  /** Listed digest differs from the bytes served (→ `digestMismatch`). */
  badDigest?: boolean
  /** Listed without a digest (older artifacts). */
  noDigest?: boolean
  /** Listed `expired: true` and the REST zip route answers 410 Gone. */
  expired?: boolean
  /** Status of the REST zip route instead of 302 (e.g. 404). 410 is implied by `expired`. */
  zipStatus?: number
  /** Status of the blob route instead of 200. Beware: the library retries blob failures 5× with 5 s pauses (~26 s). */
  blobStatus?: number
}

/** A served artifact (state). `digest` is what the listing says; `zip` is what is served. */
export interface FakeArtifact {
  id: number
  name: string
  runId: number
  /** Run whose REST listing shows it. */
  listedInRun: number
  createdAt: string
  zip: Buffer
  /** True when `zip` is one unarchived file (`FakeArtifactSpec.raw`), served as is under its name. */
  raw: boolean
  /** Listed digest `sha256:<hex>`, or null when listed without one. */
  digest: string | null
  expired: boolean
  zipStatus: number | null
  blobStatus: number | null
}

/** `sha256:<hex>` of `bytes`, the digest format GitHub lists. */
export function sha256Digest(bytes: Buffer): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`
}

/** A real zip (DEFLATE) of `files`, entry names used verbatim (so `../x` entries are possible), fixed dates. */
export async function buildZip(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip()
  const date = new Date('2026-01-01T00:00:00Z')
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { date, createFolders: false })
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

/** Builds the served state of `specs` (ids assigned from 1001 when not given). */
export async function buildArtifacts(specs: FakeArtifactSpec[], defaultRunId: number): Promise<FakeArtifact[]> {
  let nextId = 1001
  const artifacts: FakeArtifact[] = []
  for (const spec of specs) {
    const id = spec.id ?? nextId
    nextId = Math.max(nextId, id) + 1
    const zip = spec.raw ?? spec.zip ?? (await buildZip(spec.files ?? {}))
    const digest = spec.noDigest ? null : spec.badDigest ? sha256Digest(Buffer.from(`not ${spec.name}`)) : sha256Digest(zip)
    artifacts.push({
      id,
      name: spec.name,
      runId: spec.runId ?? defaultRunId,
      listedInRun: spec.listedInRun ?? spec.runId ?? defaultRunId,
      createdAt: spec.createdAt ?? new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString(),
      zip,
      raw: spec.raw !== undefined,
      digest,
      expired: spec.expired ?? false,
      zipStatus: spec.zipStatus ?? (spec.expired ? 410 : null),
      blobStatus: spec.blobStatus ?? null
    })
  }
  return artifacts
}

function blobPath(artifact: FakeArtifact): string {
  const file = encodeURIComponent(artifact.name.replace(/[^A-Za-z0-9._-]/g, '_'))
  return `/_blobs/${artifact.id}/${file}${artifact.raw ? '' : '.zip'}`
}

/** `GET /repos/:o/:r/actions/runs/:run/artifacts` (`per_page`, `page`, `name`). */
export function listRunArtifacts(artifacts: FakeArtifact[], request: RouteRequest): Reply {
  const runId = Number(request.params[2])
  const name = request.url.searchParams.get('name')
  const matching = artifacts.filter((a) => a.listedInRun === runId && (name === null || a.name === name))
  const { page, headers } = paginate(matching, request)
  const [owner, repo] = request.params
  const json = {
    total_count: matching.length,
    artifacts: page.map((a) => ({
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url: `${request.baseUrl}/repos/${owner}/${repo}/actions/artifacts/${a.id}`,
      archive_download_url: `${request.baseUrl}/repos/${owner}/${repo}/actions/artifacts/${a.id}/zip`,
      expired: a.expired,
      created_at: a.createdAt,
      updated_at: a.createdAt,
      expires_at: new Date(Date.parse(a.createdAt) + 90 * 86_400_000).toISOString(),
      ...(a.digest === null ? {} : { digest: a.digest }),
      workflow_run: { id: a.runId }
    }))
  }
  return { status: 200, json, headers }
}

/** `GET /repos/:o/:r/actions/artifacts/:id/zip` → 302 to the blob route (or the configured failure). */
export function redirectToZip(artifacts: FakeArtifact[], request: RouteRequest): Reply {
  const artifact = artifacts.find((a) => a.id === Number(request.params[2]))
  if (!artifact) return githubError(404, 'Not Found')
  if (artifact.zipStatus === 410) return githubError(410, 'Artifact has expired')
  if (artifact.zipStatus !== null) return githubError(artifact.zipStatus, `Fake failure ${artifact.zipStatus}`)
  return { status: 302, headers: { location: `${request.baseUrl}${blobPath(artifact)}` } }
}

/** `GET /_blobs/:id/:file` → the zip bytes, `content-type: application/zip`; an unarchived file as is, named. */
export function serveBlob(artifacts: FakeArtifact[], request: RouteRequest): Reply {
  const artifact = artifacts.find((a) => a.id === Number(request.params[0]))
  if (!artifact) return { status: 404, body: Buffer.from('BlobNotFound') }
  if (artifact.blobStatus !== null) return { status: artifact.blobStatus, body: Buffer.from('Fake blob failure') }
  if (artifact.raw) {
    const disposition = `attachment; filename="${artifact.name}"; filename*=UTF-8''${encodeURIComponent(artifact.name)}`
    return { status: 200, body: artifact.zip, headers: { 'content-type': 'application/octet-stream', 'content-disposition': disposition } }
  }
  return {
    status: 200,
    body: artifact.zip,
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename=${artifact.id}.zip` }
  }
}

/** Backend ids of the current run, as carried by `ACTIONS_RUNTIME_TOKEN`'s `scp` claim. */
export interface BackendIds {
  runBackendId: string
  jobBackendId: string
}

/** A fake `ACTIONS_RUNTIME_TOKEN`: unsigned JWT whose `scp` holds `Actions.Results:<run>:<job>` (the library never checks signatures). */
export function makeRuntimeToken(ids: BackendIds): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  const scp = `Actions.GenericRead Actions.Results:${ids.runBackendId}:${ids.jobBackendId}`
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp, exp: 4102444800 })}.fake-signature`
}

function twirpArtifact(a: FakeArtifact, ids: BackendIds): Record<string, unknown> {
  return {
    workflow_run_backend_id: ids.runBackendId,
    workflow_job_run_backend_id: ids.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.zip.length),
    created_at: a.createdAt,
    ...(a.digest === null ? {} : { digest: a.digest })
  }
}

/**
 * Twirp `ArtifactService/ListArtifacts` and `/GetSignedArtifactURL` over the current run's
 * non-expired artifacts. Requests must carry `Authorization: Bearer <makeRuntimeToken(ids)>`
 * and the same backend ids in the body, else 401 / an empty list.
 */
export function twirp(method: string, artifacts: FakeArtifact[], ids: BackendIds, request: RouteRequest): Reply {
  if (request.headers.authorization !== `Bearer ${makeRuntimeToken(ids)}`) {
    return { status: 401, json: { code: 'unauthenticated', msg: 'invalid runtime token' } }
  }
  const body = (request.body ?? {}) as Record<string, unknown>
  const sameRun = body['workflow_run_backend_id'] === ids.runBackendId
  const visible = sameRun ? artifacts.filter((a) => !a.expired) : []
  if (method === 'ListArtifacts') {
    const nameFilter = body['name_filter']
    const idFilter = body['id_filter']
    const listed = visible.filter(
      (a) => (nameFilter === undefined || a.name === nameFilter) && (idFilter === undefined || String(a.id) === String(idFilter))
    )
    return { status: 200, json: { artifacts: listed.map((a) => twirpArtifact(a, ids)) } }
  }
  if (method === 'GetSignedArtifactURL') {
    const artifact = visible.find((a) => a.name === body['name'])
    if (!artifact) return { status: 404, json: { code: 'not_found', msg: 'artifact not found' } }
    return { status: 200, json: { signed_url: `${request.baseUrl}${blobPath(artifact)}` } }
  }
  return { status: 404, json: { code: 'bad_route', msg: `no method ${method}` } }
}
