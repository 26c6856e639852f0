import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { localEvidence } from '../src/sources/evidence-folders.js'
import { ConfigurationError } from '../src/errors.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-action-evidence-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** The ConfigurationError `run` rejects with. */
async function rejection(run: () => Promise<unknown>): Promise<ConfigurationError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ConfigurationError) return error
    throw error
  }
  throw new Error('expected a ConfigurationError')
}

describe('localEvidence', () => {
  it('makes every sub-folder an artifact named after it, sorted; top-level files are ignored', async () => {
    const root = path.join(tmp, 'evidence')
    for (const name of ['eval-cand-1', 'eval-base-2', 'eval-base-10']) mkdirSync(path.join(root, name, 'nested'), { recursive: true })
    writeFileSync(path.join(root, 'manifest.json'), '{}')
    writeFileSync(path.join(root, 'eval-base-2', 'nested', 'fabric-attempt.json'), '{}')
    const configurations = [{ id: 'base', pattern: 'eval-base-*', run: null, relabel: false }]
    expect(await localEvidence(root, configurations)).toEqual({
      root,
      rootReadable: true,
      artifacts: [
        {
          name: 'eval-base-10',
          listed: 'eval-base-10',
          run: null,
          dir: path.join(root, 'eval-base-10'),
          configurations: ['base'],
          createdAt: null
        },
        {
          name: 'eval-base-2',
          listed: 'eval-base-2',
          run: null,
          dir: path.join(root, 'eval-base-2'),
          configurations: ['base'],
          createdAt: null
        },
        { name: 'eval-cand-1', listed: 'eval-cand-1', run: null, dir: path.join(root, 'eval-cand-1'), configurations: [], createdAt: null }
      ],
      outcomes: []
    })
  })

  it('does not follow a top-level symbolic link to a folder', async () => {
    const root = path.join(tmp, 'linked')
    mkdirSync(path.join(root, 'real'), { recursive: true })
    mkdirSync(path.join(tmp, 'elsewhere'), { recursive: true })
    symlinkSync(path.join(tmp, 'elsewhere'), path.join(root, 'link'))
    expect((await localEvidence(root)).artifacts).toEqual([
      { name: 'real', listed: 'real', run: null, dir: path.join(root, 'real'), configurations: null, createdAt: null }
    ])
  })

  it('an empty folder gives no artifacts', async () => {
    const root = path.join(tmp, 'empty')
    mkdirSync(root)
    expect(await localEvidence(root)).toEqual({ root, rootReadable: true, artifacts: [], outcomes: [] })
  })

  it('a missing folder is a ConfigurationError naming `evidence-path` and the folder', async () => {
    const missing = path.join(tmp, 'no-such-folder')
    const error = await rejection(() => localEvidence(missing))
    expect(error.message).toBe(`input \`evidence-path\`: cannot read ${missing}: ENOENT: no such file or directory, scandir '${missing}'`)
  })

  it('a file instead of a folder is a ConfigurationError too', async () => {
    const file = path.join(tmp, 'a-file.txt')
    writeFileSync(file, 'x')
    const error = await rejection(() => localEvidence(file))
    expect(error.message).toBe(`input \`evidence-path\`: cannot read ${file}: ENOTDIR: not a directory, scandir '${file}'`)
  })
})
