/**
 * The repository stands on its own: no tracked file outside documentation refers to a
 * path above the repository root (a folder that a user's clone does not have).
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Tracked files whose contents may name outside paths: documentation and the generated bundles. */
const EXEMPT = (file: string): boolean => file.endsWith('.md') || file.startsWith('dist/')

/** Marks a line whose outside path is test data on purpose (a path the product must refuse). */
export const ALLOW = 'self-contained: refused on purpose'

/** A relative path made of parent-folder segments (two dots and a slash or backslash) and a name. */
const RELATIVE = new RegExp(['(?:^|[\\s\'"`(=:])((?:', '\\.\\.', '[\\\\/])+[A-Za-z_][\\w.-]*)'].join(''), 'g')

/**
 * Lines that refer to a path above the repository root, as `file:line: text`: a relative path
 * that climbs out of the root from the file's own folder, or one that names the folder kept
 * beside the checkout (`shared`), which test code resolves from the working directory.
 */
export function parentReferences(files: ReadonlyArray<{ name: string; text: string }>): string[] {
  const found: string[] = []
  for (const { name, text } of files) {
    if (EXEMPT(name)) continue
    const folder = path.posix.dirname(name)
    text.split('\n').forEach((line, i) => {
      if (line.includes(ALLOW)) return
      for (const m of line.matchAll(RELATIVE)) {
        const ref = m[1].replace(/\\/g, '/')
        const fromFile = path.posix.normalize(path.posix.join(folder, ref))
        if (fromFile.startsWith('../') || /^(\.\.\/)+shared\b/.test(ref)) {
          found.push(`${name}:${i + 1}: ${line.trim()}`)
          break
        }
      }
    })
  }
  return found
}

describe('the repository is self-contained', () => {
  it('finds a planted reference and passes a clean file', () => {
    const planted = ['path.resolve(', "'", '..', '/', 'shared/fixtures', "')"].join('')
    expect(parentReferences([{ name: 'x.ts', text: `const a = 1\nconst b = ${planted}\n` }])).toEqual([`x.ts:2: const b = ${planted}`])
    expect(parentReferences([{ name: 'notes.md', text: planted }])).toEqual([])
    expect(parentReferences([{ name: 'x.ts', text: `${planted} // ${ALLOW}` }])).toEqual([])
    expect(parentReferences([{ name: 'y.ts', text: "import x from './shared.js'" }])).toEqual([])
    expect(parentReferences([{ name: '__tests__/a.ts', text: "import x from '../src/x.js'" }])).toEqual([])
    const climbing = ['import x from ', "'", '..', '/', '..', '/', "outside/x.js'"].join('')
    expect(parentReferences([{ name: '__tests__/a.ts', text: climbing }])).toEqual([`__tests__/a.ts:1: ${climbing}`])
  })

  it('no tracked file outside documentation reads the shared folder beside the checkout', () => {
    const names = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((n) => n !== '')
    const files = names
      .filter((n) => !EXEMPT(n))
      .map((name) => {
        let text = ''
        try {
          text = readFileSync(name, 'utf8')
        } catch {
          /* deleted in the work tree */
        }
        return { name, text }
      })
    expect(files.length).toBeGreaterThan(50)
    expect(parentReferences(files)).toEqual([])
  })
})
