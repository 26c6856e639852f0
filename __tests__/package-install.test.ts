/**
 * The CLI without cloning: `npm pack` makes a tarball that holds the committed bundle
 * (`dist/cli`), the schemas and the release files but no tests, fixtures or sources; the
 * tarball installs OFFLINE into an empty folder (so it needs no dependency from a registry:
 * ncc bundled them all) and the installed `fabric-compare` runs the bundled example.
 * Relies on the committed `dist/cli/` (rebuilt by `npm run package`, kept current by check-dist).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { besidesGateLine } from './support/gate-stderr.js'

const ROOT = process.cwd()
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string
  private?: boolean
  dependencies?: Record<string, string>
  files?: string[]
}

/** The environment of the child processes: without the `npm_*` settings and NODE_OPTIONS that `npm test` sets. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) if (!k.toLowerCase().startsWith('npm_') && k !== 'NODE_OPTIONS') env[k] = v
  return env
}

interface Run {
  status: number | null
  stdout: string
  stderr: string
}

function run(command: string, args: string[], cwd: string): Run {
  const r = spawnSync(command, args, { cwd, env: cleanEnv(), encoding: 'utf8', timeout: 120_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** What `npm pack --json` says about the tarball. */
interface PackInfo {
  filename: string
  size: number
  unpackedSize: number
  entryCount: number
  files: Array<{ path: string }>
}

let temp: string
let tarball: string
let packed: PackInfo

beforeAll(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'fabric-compare-pack-'))
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', temp], { cwd: ROOT, env: cleanEnv(), encoding: 'utf8' })
  packed = (JSON.parse(out) as PackInfo[])[0]
  tarball = path.join(temp, packed.filename)
}, 120_000)

afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('the package', () => {
  it('is publishable and needs nothing at install: every runtime dependency is inside the ncc bundles', () => {
    expect(pkg.private).toBeUndefined()
    expect(pkg.dependencies).toBeUndefined()
  })

  it('packs the CLI bundle, the schemas and the release files, and nothing else', () => {
    expect(packed.filename).toBe(`fabric-compare-${pkg.version}.tgz`)
    const files = packed.files.map((f) => f.path).sort()
    const schemas = execFileSync('git', ['ls-files', 'schema'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((n) => n !== '')
    expect(files.filter((f) => !f.startsWith('schema/'))).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'SECURITY.md',
      'bin/fabric-compare.js',
      'dist/cli/index.js',
      'dist/cli/licenses.txt',
      'dist/cli/package.json',
      'package.json'
    ])
    expect(files.filter((f) => f.startsWith('schema/'))).toEqual(schemas.sort())
    expect(packed.entryCount).toBe(files.length)
  })
})

describe('the installed command', () => {
  let app: string
  let bin: string

  beforeAll(() => {
    app = path.join(temp, 'app')
    cpSync(path.join(ROOT, 'examples/attempt-comparison'), path.join(app, 'example'), { recursive: true })
    writeFileSync(path.join(app, 'package.json'), '{"name": "app", "version": "1.0.0", "private": true}\n')
    const install = run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--cache', path.join(temp, 'cache'), tarball], app)
    expect(install.stderr).toBe('')
    expect(install.stdout).toMatch(/^\nadded 1 package in \d+(?:\.\d+)?m?s\n$/)
    expect(install.status).toBe(0)
    bin = path.join(app, 'node_modules/.bin/fabric-compare')
  }, 120_000)

  it('installs offline as one package, with no dependency folder beside it', () => {
    expect(readdirSync(path.join(app, 'node_modules')).sort()).toEqual(['.bin', '.package-lock.json', 'fabric-compare'])
  })

  it('prints its version', () => {
    expect(run(bin, ['--version'], app)).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' })
  })

  it('compares the bundled example: the golden text report, exit 1 (the candidate is incomplete)', () => {
    const r = run(bin, ['example/manifest.json'], app)
    expect(besidesGateLine(r.stderr)).toBe('')
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Evidence INCOMPLETE — 1 of 2 configurations incomplete: candidate. Figures marked ≥ or "none seen" are lower bounds; baseline: input, cached input, output and total tokens fully covered · reasoning tokens unknown · cost fully covered; candidate: input, cached input, output and total tokens 7 of 9 requests · reasoning tokens unknown · cost 7 of 9 requests.',
      'Gate FAILED (policy: incomplete).'
    ])
    expect(r.stdout).toBe(readFileSync(path.join(ROOT, '__tests__/golden/example.txt'), 'utf8'))
    expect(r.status).toBe(1)
  })

  it('exits 0 on the example under --fail-on never', () => {
    expect(run(bin, ['example/manifest.json', '--fail-on', 'never'], app).status).toBe(0)
  })

  it('runs with npx straight from the tarball (the README line), offline', () => {
    const npx = run(
      'npx',
      ['--yes', '--offline', '--cache', path.join(temp, 'npx-cache'), '--package', tarball, 'fabric-compare', '--version'],
      app
    )
    expect(npx).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' })
  })
})
