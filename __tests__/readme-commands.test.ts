/**
 * Every command in the README works on a fresh clone: the shell blocks marked
 * `<!-- runnable -->` (see `support/readme-blocks.ts`) are run with
 * `bash -e -o pipefail` in a fresh temporary copy of the repository's tracked
 * files (`git ls-files`), and each must end with the exit status its marker
 * names (0 unless `exit=N`).
 *
 * What is not run, on purpose:
 * - the `npm ci && ` in front of a command: the copy gets a symbolic link to
 *   this checkout's `node_modules` instead, which is what `npm ci` would have
 *   installed (the lock file is the same), without downloading anything;
 * - the `npm test` block: it runs the whole suite, this test included, and
 *   would recurse. It is the only block skipped, and the test checks that.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { runnableBlocks, type RunnableBlock } from './support/readme-blocks.js'
import { tempFolder } from './support/temp-folder.js'

const README = readFileSync('README.md', 'utf8')
const SET_UP = /^npm ci && /gm

/** A fresh copy of the tracked files of this checkout (as they are in the working tree), with node_modules linked. */
function freshCopy(): string {
  const root = tempFolder('fabric-compare-readme-')
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '')
  for (const file of files) {
    if (!existsSync(file)) continue // deleted in the working tree, not yet in the index
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
    copyFileSync(file, path.join(root, file))
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir')
  return root
}

const blocks = runnableBlocks(README)
const isTestSuite = (b: RunnableBlock): boolean => b.script.replace(SET_UP, '').trim() === 'npm test'
const toRun = blocks.filter((b) => !isTestSuite(b))

describe('the README’s runnable shell blocks', () => {
  it('include the two set-up commands, and only the test suite is skipped', () => {
    expect(blocks.map((b) => b.script)).toEqual(expect.arrayContaining(['npm ci && npm run example', 'npm ci && npm test']))
    expect(blocks.filter(isTestSuite).map((b) => b.script)).toEqual(['npm ci && npm test'])
    expect(toRun.length).toBeGreaterThanOrEqual(5)
  })

  const root = freshCopy()
  it.each(toRun.map((b) => [b.line, b.exit, b] as const))(
    'README.md line %i ends with exit status %i in a fresh copy',
    (_line, exit, block) => {
      const script = block.script.replace(SET_UP, '')
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
      delete env.NODE_OPTIONS // jest's --experimental-vm-modules is not what a user's shell has
      const run = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], { cwd: root, env, encoding: 'utf8', timeout: 120_000 })
      const said = `$ ${script}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`
      expect({ status: run.status, said }).toEqual({ status: exit, said })
      expect(run.stdout.length + run.stderr.length).toBeGreaterThan(0)
    }
  )
})
