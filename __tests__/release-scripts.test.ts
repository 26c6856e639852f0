/**
 * The scripted parts of the release workflow (.github/workflows/release.yml), run as the
 * workflow runs them: `scripts/check-version.mjs` (tag, package.json version, changelog
 * section) and `scripts/release-notes.mjs` (a version's changelog section as release notes).
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { tempFolder } from './support/temp-folder.js'

const ROOT = process.cwd()

interface Run {
  status: number | null
  stdout: string
  stderr: string
}

function node(script: string, args: string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8'
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

const CHANGELOG = `# Changelog

## [Unreleased]

- (nothing yet)

## [1.2.3] - 2026-11-30

### Fixed

- The comment keeps its marker.

## [1.2.2] - 2026-10-01

### Added

- Harbor jobs.

[unreleased]: https://example.test/compare/v1.2.3...HEAD
[1.2.3]: https://example.test/compare/v1.2.2...v1.2.3
`

/** A package folder with this package.json version and changelog text. */
function packageFolder(version: string, changelog: string): string {
  const dir = tempFolder('fabric-compare-release-')
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version }))
  writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog)
  return dir
}

describe('check-version.mjs', () => {
  it('passes on a tag equal to the version with a dated section, and writes version and major to GITHUB_OUTPUT', () => {
    const dir = packageFolder('1.2.3', CHANGELOG)
    const output = path.join(dir, 'github-output')
    writeFileSync(output, 'earlier=1\n')
    expect(node('check-version.mjs', ['v1.2.3', '--root', dir], { GITHUB_OUTPUT: output })).toEqual({
      status: 0,
      stdout: 'check-version: tag v1.2.3 = package.json 1.2.3; CHANGELOG.md [1.2.3] - 2026-11-30; major tag v1\n',
      stderr: ''
    })
    expect(readFileSync(output, 'utf8')).toBe('earlier=1\nversion=1.2.3\nmajor=v1\n')
  })

  it('passes on this repository at its package.json version', () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
    const r = node('check-version.mjs', [`v${version}`])
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(new RegExp(`^check-version: tag v${version.replace(/\./g, '\\.')} = package\\.json .*; major tag v\\d+\\n$`))
  })

  it('fails on a tag that does not match package.json, naming both, and on the missing section', () => {
    const dir = packageFolder('1.2.3', CHANGELOG)
    expect(node('check-version.mjs', ['v1.3.0', '--root', dir])).toEqual({
      status: 1,
      stdout: '',
      stderr:
        'check-version: tag v1.3.0 does not match package.json version "1.2.3"\n' +
        'check-version: CHANGELOG.md has no section "## [1.3.0] - YYYY-MM-DD"\n'
    })
  })

  it('fails when package.json says the version but the changelog has no section for it', () => {
    const dir = packageFolder('1.3.0', CHANGELOG)
    expect(node('check-version.mjs', ['v1.3.0', '--root', dir])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'check-version: CHANGELOG.md has no section "## [1.3.0] - YYYY-MM-DD"\n'
    })
  })

  it.each(['1.2.3', 'v1.2', 'v01.2.3', 'v1.2.3-rc.1', 'v1.2.3.4', 'release'])('refuses the malformed tag %s', (tag) => {
    const dir = packageFolder('1.2.3', CHANGELOG)
    expect(node('check-version.mjs', [tag, '--root', dir])).toEqual({
      status: 1,
      stdout: '',
      stderr: `check-version: "${tag}" is not a release tag: expected vX.Y.Z (numbers without leading zeros, no suffix)\n`
    })
  })

  it('fails on an undated, an empty and a repeated section', () => {
    const undated = packageFolder('2.0.0', '# Changelog\n\n## [2.0.0]\n\n- x\n')
    expect(node('check-version.mjs', ['v2.0.0', '--root', undated]).stderr).toBe(
      'check-version: CHANGELOG.md section [2.0.0] has no release date: write its heading as "## [2.0.0] - YYYY-MM-DD"\n'
    )
    const empty = packageFolder('2.0.0', '## [2.0.0] - 2026-12-01\n\n\n## [1.0.0] - 2026-01-01\n\n- y\n')
    expect(node('check-version.mjs', ['v2.0.0', '--root', empty])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'check-version: CHANGELOG.md section [2.0.0] is empty\n'
    })
    const twice = packageFolder('2.0.0', '## [2.0.0] - 2026-12-01\n\n- a\n\n## [2.0.0] - 2026-12-02\n\n- b\n')
    expect(node('check-version.mjs', ['v2.0.0', '--root', twice]).stderr).toBe(
      'check-version: CHANGELOG.md has 2 sections [2.0.0]; keep one\n'
    )
  })

  it('names a missing package.json', () => {
    const dir = tempFolder('fabric-compare-release-')
    expect(node('check-version.mjs', ['v1.0.0', '--root', dir])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'check-version: cannot read package.json: ENOENT\n'
    })
  })

  it('exits 2 with the usage when the tag is not given', () => {
    expect(node('check-version.mjs', [])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'usage: node scripts/check-version.mjs <tag vX.Y.Z> [--root DIR]\n'
    })
  })
})

describe('release-notes.mjs', () => {
  const file = (text: string): string => path.join(packageFolder('0.0.0', text), 'CHANGELOG.md')

  it('prints the body of the section, without its heading, up to the next section', () => {
    expect(node('release-notes.mjs', ['v1.2.3', '--changelog', file(CHANGELOG)])).toEqual({
      status: 0,
      stdout: '### Fixed\n\n- The comment keeps its marker.\n',
      stderr: ''
    })
  })

  it('stops the last section at the link reference definitions; takes a bare version too', () => {
    expect(node('release-notes.mjs', ['1.2.2', '--changelog', file(CHANGELOG)]).stdout).toBe('### Added\n\n- Harbor jobs.\n')
  })

  it('reads a CRLF changelog and prints LF lines', () => {
    expect(node('release-notes.mjs', ['1.2.3', '--changelog', file(CHANGELOG.replace(/\n/g, '\r\n'))]).stdout).toBe(
      '### Fixed\n\n- The comment keeps its marker.\n'
    )
  })

  it('fails on a missing section, an empty one and a malformed version', () => {
    const changelog = file(CHANGELOG)
    expect(node('release-notes.mjs', ['v9.9.9', '--changelog', changelog])).toEqual({
      status: 1,
      stdout: '',
      stderr: `release-notes: ${changelog} has no section [9.9.9]\n`
    })
    const empty = file('## [3.0.0] - 2026-12-01\n\n## [2.0.0] - 2026-01-01\n- z\n')
    expect(node('release-notes.mjs', ['3.0.0', '--changelog', empty])).toEqual({
      status: 1,
      stdout: '',
      stderr: `release-notes: ${empty} section [3.0.0] is empty\n`
    })
    expect(node('release-notes.mjs', ['Unreleased', '--changelog', changelog])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'release-notes: "Unreleased" is not a version X.Y.Z\n'
    })
  })

  it("prints the notes of this repository's version from its CHANGELOG.md, without any section heading", () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
    const r = node('release-notes.mjs', [version])
    expect(r.status).toBe(0)
    expect(r.stdout.split('\n').filter((l) => l.startsWith('## '))).toEqual([])
    expect(r.stdout.split('\n')).toContain('### Added')
  })
})

describe('the release workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
    on: { push: { tags: string[] } }
    jobs: Record<string, { steps: Array<{ run?: string }> }>
  }
  const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.map((s) => s.run ?? ''))

  it('runs on version tags and calls the checks above before publishing', () => {
    expect(workflow.on.push.tags).toEqual(['v*.*.*'])
    const order = [
      'npm ci',
      'npm run check-dist',
      'node scripts/check-version.mjs',
      'node scripts/release-notes.mjs',
      'gh release create',
      'git push'
    ]
    const at = order.map((command) => runs.findIndex((r) => r.includes(command)))
    expect(order.filter((_, k) => at[k] < 0)).toEqual([])
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })
})
