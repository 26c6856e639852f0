import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { createPathResolver, displayPath } from '../src/evidence/files/paths.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-manifest-path-kinds-'))
const root = path.join(tmp, 'root')
const outside = path.join(tmp, 'outside')
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

beforeAll(() => {
  mkdirSync(path.join(root, 'sub', 'deeper'), { recursive: true })
  mkdirSync(outside, { recursive: true })
  writeFileSync(path.join(root, 'top.json'), '{}')
  writeFileSync(path.join(root, 'sub', 'deeper', 'r.json'), '{}')
  writeFileSync(path.join(outside, 'secret.json'), '{}')
  mkdirSync(path.join(outside, 'x', 'y'), { recursive: true })
  writeFileSync(path.join(outside, 'x', 'y', 'deep.json'), '{}')
  execFileSync('mkfifo', [path.join(root, 'sub', 'pipe.json')])
  symlinkSync(path.join(root, 'sub'), path.join(root, 'sub-link'))
  symlinkSync(path.join(root, 'sub', 'pipe.json'), path.join(root, 'pipe-link.json'))
  symlinkSync(path.join(root, 'sub', 'none.json'), path.join(root, 'dangling.json'))
  symlinkSync(outside, path.join(root, 'sub', 'deeper', 'out'))
})

describe('createPathResolver: kinds of files', () => {
  it('refuses a folder, a FIFO and links to them, naming the path and the kind', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('sub')).toEqual({ ok: false, problem: 'path "sub" is a folder, not a regular file' })
    expect(await resolve('.')).toEqual({ ok: false, problem: 'path "." is a folder, not a regular file' })
    expect(await resolve('sub/pipe.json')).toEqual({
      ok: false,
      problem: 'path "sub/pipe.json" is a FIFO (named pipe), not a regular file'
    })
    expect(await resolve('pipe-link.json')).toEqual({
      ok: false,
      problem: 'path "pipe-link.json" is a FIFO (named pipe), not a regular file'
    })
    expect(await resolve('sub-link')).toEqual({ ok: false, problem: 'path "sub-link" is a folder, not a regular file' })
  })

  it('accepts files at the root, deep inside and through a folder link that stays inside', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('top.json')).toMatchObject({ ok: true, absolute: path.join(root, 'top.json') })
    expect(await resolve('sub/deeper/r.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'deeper', 'r.json') })
    expect(await resolve('sub-link/deeper/r.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub-link', 'deeper', 'r.json') })
  })

  it('returns missing files as ok: absent, under a file, or behind a dangling link', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('sub/none.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'none.json') })
    expect(await resolve('top.json/x.json')).toMatchObject({ ok: true, absolute: path.join(root, 'top.json', 'x.json') })
    expect(await resolve('dangling.json')).toMatchObject({ ok: true, absolute: path.join(root, 'dangling.json') })
  })

  it('refuses every file under a folder link leading out, also once its folder verdict is cached', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('sub/deeper/r.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'deeper', 'r.json') })
    expect(await resolve('sub/deeper/out/secret.json')).toEqual({
      ok: false,
      problem: 'path "sub/deeper/out/secret.json" is a symbolic link leading outside the manifest folder'
    })
    expect(await resolve('sub/deeper/out/secret.json')).toEqual({
      ok: false,
      problem: 'path "sub/deeper/out/secret.json" is a symbolic link leading outside the manifest folder'
    })
  })
})

describe('createPathResolver: folder verdicts', () => {
  it('refuses files in folders below a folder link leading out', async () => {
    const resolve = await createPathResolver(root)
    expect(await resolve('sub/deeper/out/x/y/deep.json')).toEqual({
      ok: false,
      problem: 'path "sub/deeper/out/x/y/deep.json" is a symbolic link leading outside the manifest folder'
    })
  })

  it('still refuses a link leading out after more folders than the cache holds were seen', async () => {
    const many = path.join(root, 'many')
    for (let i = 0; i < 4200; i++) {
      mkdirSync(path.join(many, `f${i}`), { recursive: true })
      writeFileSync(path.join(many, `f${i}`, 'r.json'), '{}')
    }
    const resolve = await createPathResolver(root)
    expect(await resolve('sub/deeper/r.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'deeper', 'r.json') })
    let accepted = 0
    for (let i = 0; i < 4200; i++) if ((await resolve(`many/f${i}/r.json`)).ok) accepted++
    expect(accepted).toBe(4200)
    expect(await resolve('sub/deeper/out/x/y/deep.json')).toEqual({
      ok: false,
      problem: 'path "sub/deeper/out/x/y/deep.json" is a symbolic link leading outside the manifest folder'
    })
    expect(await resolve('sub/deeper/r.json')).toMatchObject({ ok: true, absolute: path.join(root, 'sub', 'deeper', 'r.json') })
  })
})

describe('displayPath', () => {
  it.each([
    ['a/b.json', 'a/b.json'],
    ['a/.fabric/rt/run-record.jsonl', 'a/.fabric/rt/run-record.jsonl'],
    ['a/..b/c', 'a/..b/c'],
    ['runs/./r.json', 'runs/r.json'],
    ['./r.json', 'r.json'],
    ['a//b', 'a/b'],
    ['a/../b', 'b'],
    ['a\\b\\c.json', 'a/b/c.json'],
    ['a/.', 'a'],
    ['x/..', '.'],
    ['.', '.'],
    ['a/', 'a/']
  ])('%j → %j (as path.posix.normalize)', (declared, shown) => {
    expect(displayPath(declared)).toBe(shown)
    expect(displayPath(declared)).toBe(path.posix.normalize(declared.replace(/\\/g, '/')))
  })
})
