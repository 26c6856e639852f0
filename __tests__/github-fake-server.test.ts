/**
 * The fake GitHub itself (other engineers' end-to-end tests rely on it):
 * pagination and Link headers, name filter, redirects, blob bytes, Twirp auth, unknown routes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import JSZip from 'jszip'
import { makeRuntimeToken, sha256Digest, startFakeGitHub } from './support/fake-github.js'
import type { FakeGitHub } from './support/fake-github.js'

let fake: FakeGitHub

beforeAll(async () => {
  fake = await startFakeGitHub({
    artifacts: Array.from({ length: 205 }, (_, i) => ({ name: `a-${i}`, files: { 'f.txt': `file ${i}` } }))
  })
})

afterAll(async () => {
  await fake.close()
})

const listPath = () => `/repos/${fake.owner}/${fake.repo}/actions/runs/${fake.runId}/artifacts`

describe('fake GitHub', () => {
  it('pages the artifact list with total_count and Link headers', async () => {
    const response = await fetch(`${fake.url}${listPath()}?per_page=100&page=2`)
    const json = (await response.json()) as {
      total_count: number
      artifacts: Array<{ id: number; name: string; digest: string; size_in_bytes: number; expired: boolean }>
    }
    expect(json.total_count).toBe(205)
    expect(json.artifacts.map((a) => a.id)).toEqual(Array.from({ length: 100 }, (_, i) => 1101 + i))
    expect(json.artifacts[0]).toMatchObject({
      name: 'a-100',
      expired: false,
      digest: sha256Digest(fake.artifacts[100]!.zip),
      size_in_bytes: fake.artifacts[100]!.zip.length
    })
    const base = `${fake.url}${listPath()}`
    expect(response.headers.get('link')).toBe(
      `<${base}?per_page=100&page=3>; rel="next", <${base}?per_page=100&page=3>; rel="last", <${base}?per_page=100&page=1>; rel="first", <${base}?per_page=100&page=1>; rel="prev"`
    )
  })

  it('filters the artifact list by name', async () => {
    const json = (await (await fetch(`${fake.url}${listPath()}?name=a-7`)).json()) as {
      total_count: number
      artifacts: Array<{ id: number }>
    }
    expect(json).toMatchObject({ total_count: 1, artifacts: [{ id: 1008 }] })
  })

  it('redirects the zip route to a blob holding a real zip', async () => {
    const redirect = await fetch(`${fake.url}/repos/${fake.owner}/${fake.repo}/actions/artifacts/1003/zip`, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe(`${fake.url}/_blobs/1003/a-2.zip`)
    const blob = await fetch(redirect.headers.get('location')!)
    expect(blob.headers.get('content-type')).toBe('application/zip')
    const bytes = Buffer.from(await blob.arrayBuffer())
    expect(sha256Digest(bytes)).toBe(fake.artifacts[2]?.digest)
    expect(await (await JSZip.loadAsync(bytes)).file('f.txt')?.async('string')).toBe('file 2')
  })

  it('answers Twirp only with the runtime token', async () => {
    const call = (token: string) =>
      fetch(`${fake.url}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ workflow_run_backend_id: 'run-backend-1', workflow_job_run_backend_id: 'job-backend-1', id_filter: '1002' })
      })
    const ok = await call(fake.runtimeToken)
    expect(await ok.json()).toEqual({
      artifacts: [
        {
          workflow_run_backend_id: 'run-backend-1',
          workflow_job_run_backend_id: 'job-backend-1',
          database_id: '1002',
          name: 'a-1',
          size: String(fake.artifacts[1]!.zip.length),
          created_at: '2026-01-01T00:16:42.000Z',
          digest: fake.artifacts[1]!.digest
        }
      ]
    })
    expect((await call(makeRuntimeToken({ runBackendId: 'x', jobBackendId: 'y' }))).status).toBe(401)
  })

  it('answers unknown routes with a GitHub-style 404 and logs them', async () => {
    const response = await fetch(`${fake.url}/repos/other/repo/issues/1/comments`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' })
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/repos/other/repo/issues/1/comments', status: 404, route: 'unknown' })
  })

  it('serves all 205 artifacts to @actions/artifact (three list pages)', async () => {
    fake.resetStats()
    Object.assign(process.env, fake.env())
    const { DefaultArtifactClient } = await import('@actions/artifact')
    const { artifacts } = await new DefaultArtifactClient().listArtifacts({
      latest: true,
      findBy: { token: 't', workflowRunId: fake.runId, repositoryOwner: fake.owner, repositoryName: fake.repo }
    })
    expect(artifacts).toHaveLength(205)
    expect(fake.requests.filter((r) => r.route === 'artifact-list').map((r) => r.path.split('?')[1])).toEqual([
      'per_page=100&page=1',
      'per_page=100&page=2',
      'per_page=100&page=3'
    ])
  })
})
