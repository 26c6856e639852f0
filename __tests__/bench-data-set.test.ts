import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDataSet, stampServes, GENERATOR_VERSION } from '../bench/data-set.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-data-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const quiet = (): void => undefined

/** Every file under `dir` (relative path → mtime in ms and size), manifests excluded. */
function evidenceFiles(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || e.name.startsWith('manifest-')) continue
    const file = path.join(e.parentPath, e.name)
    const st = statSync(file)
    out.set(path.relative(dir, file), `${st.mtimeMs}:${st.size}`)
  }
  return out
}

describe('stampServes', () => {
  const stamp = { attempts: 110_000, seed: 1, requestsPerAttempt: 2, generator: GENERATOR_VERSION }
  it('serves the same or fewer attempts with the same seed, requests per attempt and generator', () => {
    expect(stampServes(stamp, { ...stamp })).toBe(true)
    expect(stampServes(stamp, { ...stamp, attempts: 2_000 })).toBe(true)
  })
  it('does not serve more attempts, another seed, another request count or another generator', () => {
    expect(stampServes(stamp, { ...stamp, attempts: 110_001 })).toBe(false)
    expect(stampServes(stamp, { ...stamp, seed: 2 })).toBe(false)
    expect(stampServes(stamp, { ...stamp, requestsPerAttempt: 3 })).toBe(false)
    expect(stampServes(stamp, { ...stamp, generator: GENERATOR_VERSION + 1 })).toBe(false)
  })
})

describe('ensureDataSet', () => {
  const dir = path.join(root, 'data')
  const options = { dir, seed: 4, requestsPerAttempt: 2 }

  it('generates into an absent folder, then reuses it for smaller sizes, writing only their manifests', async () => {
    const first = await ensureDataSet({ ...options, sizes: [30] }, quiet)
    expect(first.generated).toBe(true)
    expect(first.summaries.get(30)?.attempts).toBe(30)
    const before = evidenceFiles(dir)
    expect(before.has('bench-stamp.json')).toBe(true)

    const lines: string[] = []
    const again = await ensureDataSet({ ...options, sizes: [10, 20] }, (l) => lines.push(l))
    expect(again.generated).toBe(false)
    expect(lines).toEqual([`reusing the data set in ${dir} (30 attempts; manifests written for 10, 20)`])
    expect([again.summaries.get(10)?.attempts, again.summaries.get(20)?.attempts, again.summaries.get(10)?.requests]).toEqual([10, 20, 20])
    expect(evidenceFiles(dir)).toEqual(before)
    const m10 = JSON.parse(readFileSync(path.join(dir, 'manifest-10.json'), 'utf8')) as { attempts: unknown[] }
    const m30 = JSON.parse(readFileSync(path.join(dir, 'manifest-30.json'), 'utf8')) as { attempts: unknown[] }
    expect(m10.attempts).toEqual(m30.attempts.slice(0, 10))
  })

  it('refuses, deleting nothing, a stamped data set that cannot serve the sizes unless told to regenerate', async () => {
    const before = evidenceFiles(dir)
    await expect(ensureDataSet({ ...options, sizes: [40] }, quiet)).rejects.toThrow(
      `${path.join(dir, 'bench-stamp.json')}: the data set was generated with {"attempts":30,"seed":4,"requestsPerAttempt":2,"generator":1}, which cannot serve {"attempts":40,"seed":4,"requestsPerAttempt":2,"generator":1}; pass --regenerate to replace it or --dir for another folder`
    )
    expect(evidenceFiles(dir)).toEqual(before)
    const replaced = await ensureDataSet({ ...options, sizes: [5], seed: 5, regenerate: true }, quiet)
    expect(replaced.generated).toBe(true)
    expect(existsSync(path.join(dir, 'manifest-30.json'))).toBe(false)
    expect(JSON.parse(readFileSync(path.join(dir, 'bench-stamp.json'), 'utf8')).options).toEqual({
      attempts: 5,
      seed: 5,
      requestsPerAttempt: 2,
      generator: 1
    })
  })

  it('never generates into a non-empty folder without a stamp', async () => {
    const other = path.join(root, 'other')
    mkdirSync(other)
    writeFileSync(path.join(other, 'keep.txt'), 'mine')
    await expect(ensureDataSet({ ...options, dir: other, sizes: [3], regenerate: true }, quiet)).rejects.toThrow(
      `${other}: not empty and holds no bench-stamp.json; refusing to generate a data set into it (use an empty or absent folder)`
    )
    expect(readdirSync(other)).toEqual(['keep.txt'])
  })
})
