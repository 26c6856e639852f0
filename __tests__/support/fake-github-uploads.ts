/**
 * Artifact uploads to the fake GitHub, the way @actions/artifact makes them
 * (results service, current run): Twirp `ArtifactService/CreateArtifact`
 * answers a signed upload URL on this server, the blob is put there as
 * Azure block blob requests (`?comp=block&blockid=…`, then
 * `?comp=blocklist`, or one plain PUT), and `FinalizeArtifact` turns it into
 * an artifact of the current run that the REST and Twirp listings then
 * show. Test support only (see fake-github.ts).
 */
import type { Reply, RouteRequest } from './fake-github-http.js'
import type { BackendIds, FakeArtifact } from './fake-github-artifacts.js'
import { makeRuntimeToken, sha256Digest } from './fake-github-artifacts.js'

/** An artifact the action uploaded: its name, id and zip bytes. */
export interface FakeUpload {
  name: string
  id: number
  zip: Buffer
}

/** Upload state: blobs being put, by upload id. */
export interface UploadStore {
  nextId: number
  pending: Map<number, { name: string; blocks: Map<string, Buffer>; blob: Buffer | null }>
  uploads: FakeUpload[]
}

/** A new empty store; upload ids from 9001. */
export function newUploadStore(): UploadStore {
  return { nextId: 9001, pending: new Map(), uploads: [] }
}

/** Twirp `CreateArtifact` / `FinalizeArtifact`; null for another method (the caller's other Twirp routes). */
export function twirpUpload(
  method: string,
  store: UploadStore,
  artifacts: FakeArtifact[],
  ids: BackendIds,
  runId: number,
  request: RouteRequest
): Reply | null {
  if (method !== 'CreateArtifact' && method !== 'FinalizeArtifact') return null
  if (request.headers.authorization !== `Bearer ${makeRuntimeToken(ids)}`)
    return { status: 401, json: { code: 'unauthenticated', msg: 'invalid runtime token' } }
  const body = (request.body ?? {}) as Record<string, unknown>
  const name = String(body['name'] ?? '')
  if (method === 'CreateArtifact') {
    // As the service: one name per workflow run (a second upload of a name is refused).
    if (artifacts.some((a) => a.name === name && a.runId === runId) || [...store.pending.values()].some((p) => p.name === name)) {
      return {
        status: 409,
        json: { code: 'already_exists', msg: `an artifact with this name already exists on the workflow run: ${name}` }
      }
    }
    const id = store.nextId++
    store.pending.set(id, { name, blocks: new Map(), blob: null })
    return {
      status: 200,
      json: { ok: true, signed_upload_url: `${request.baseUrl}/_upload/${id}/${encodeURIComponent(name)}.zip?sig=fake` }
    }
  }
  const entry = [...store.pending.entries()].find(([, p]) => p.name === name)
  if (entry === undefined || entry[1].blob === null)
    return { status: 404, json: { code: 'not_found', msg: 'no uploaded blob for that artifact' } }
  const [id, pending] = entry
  store.pending.delete(id)
  const zip = pending.blob as Buffer
  store.uploads.push({ name, id, zip })
  artifacts.push({
    id,
    name,
    runId,
    listedInRun: runId,
    createdAt: new Date().toISOString(),
    zip,
    raw: false,
    digest: sha256Digest(zip),
    expired: false,
    zipStatus: null,
    blobStatus: null
  })
  return { status: 200, json: { ok: true, artifact_id: String(id) } }
}

/** `PUT /_upload/:id/:file`: an Azure block (`comp=block`), the block list (`comp=blocklist`) or the whole blob. */
export function putBlob(store: UploadStore, request: RouteRequest, raw: Buffer): Reply {
  const pending = store.pending.get(Number(request.params[0]))
  const headers = {
    etag: '"0x1"',
    'last-modified': new Date().toUTCString(),
    'x-ms-request-id': 'fake',
    'x-ms-version': '2024-05-04',
    'x-ms-request-server-encrypted': 'true'
  }
  if (pending === undefined) return { status: 404, body: Buffer.from('<Error><Code>BlobNotFound</Code></Error>'), headers }
  const comp = request.url.searchParams.get('comp')
  if (comp === 'block') {
    pending.blocks.set(request.url.searchParams.get('blockid') ?? '', raw)
  } else if (comp === 'blocklist') {
    const order = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\/(?:Latest|Uncommitted|Committed)>/g)].map(
      (m) => m[1]
    )
    pending.blob = Buffer.concat(order.map((block) => pending.blocks.get(block) ?? Buffer.alloc(0)))
  } else {
    pending.blob = raw
  }
  return { status: 201, body: Buffer.alloc(0), headers }
}
