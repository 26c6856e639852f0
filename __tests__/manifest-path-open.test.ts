import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { closeSync, fstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import { asOpenedPath, createPathResolver, type PathOpener } from '../src/evidence/files/paths.js'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fc-path-open-'))
const root = path.join(tmp, 'root')
const outside = path.join(tmp, 'outside')
const server = net.createServer()
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  rmSync(tmp, { recursive: true, force: true })
})

const RESULT =
  '{"status":"succeeded","request_id":"req-1","runtime_id":"rt","invocation_id":"inv","agent_name":"a","harness":"h","adapter_kind":"k"}'

beforeAll(async () => {
  mkdirSync(path.join(root, 'sub', 'deeper'), { recursive: true })
  mkdirSync(outside, { recursive: true })
  writeFileSync(path.join(root, 'top.json'), RESULT)
  writeFileSync(path.join(root, 'sub', 'deeper', 'r.json'), '{}')
  writeFileSync(path.join(outside, 'secret.json'), RESULT)
  execFileSync('mkfifo', [path.join(root, 'sub', 'pipe.json')])
  symlinkSync(path.join(root, 'top.json'), path.join(root, 'sub', 'in-link.json'))
  symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'out-link.json'))
  symlinkSync(path.join(root, 'sub', 'pipe.json'), path.join(root, 'pipe-link.json'))
  symlinkSync(path.join(root, 'sub', 'none.json'), path.join(root, 'dangling.json'))
  symlinkSync(path.join(root, 'loop.json'), path.join(root, 'loop.json'))
  symlinkSync(outside, path.join(root, 'sub', 'out'))
  symlinkSync(path.join(root, 'sub'), path.join(root, 'sub-link'))
  await new Promise<void>((done) => server.listen(path.join(root, 'sock'), done))
})

async function opener(): Promise<PathOpener> {
  const open = (await createPathResolver(root)).open
  if (open === undefined) throw new Error('expected an opening check on this platform')
  return open
}

/** The identity the old check gave: `dev:ino` of the file a path leads to. */
function identityOf(file: string): string {
  const s = statSync(file)
  return `${s.dev}:${s.ino}`
}

describe('PathResolver.open: the check on the opened file', () => {
  it('opens a regular file inside, with its size and dev:ino identity, and the reader closes it', async () => {
    const opened = (await opener())('top.json')
    if (!opened.ok || typeof opened.source === 'string' || opened.source.state !== 'open')
      throw new Error(`expected an open file, got ${JSON.stringify(opened)}`)
    const fd = opened.source.fd
    expect([opened.source.size, opened.identity]).toEqual([RESULT.length, identityOf(path.join(root, 'top.json'))])
    const outcome = await readFullResult(opened.source, { path: 'top.json', artifact: null })
    expect(outcome.state === 'read' && outcome.value.request_id).toBe('req-1')
    expect(() => fstatSync(fd)).toThrow('EBADF')
  })

  it('reads a link to a file inside by its path, with the identity of its target', async () => {
    expect((await opener())('sub/in-link.json')).toEqual({
      ok: true,
      source: path.join(root, 'sub', 'in-link.json'),
      identity: identityOf(path.join(root, 'top.json'))
    })
  })

  it('refuses a link to a file outside and a file under a folder link leading out', async () => {
    const open = await opener()
    expect(open('out-link.json')).toEqual({
      ok: false,
      problem: 'path "out-link.json" is a symbolic link leading outside the manifest folder'
    })
    expect(open('sub/out/secret.json')).toEqual({
      ok: false,
      problem: 'path "sub/out/secret.json" is a symbolic link leading outside the manifest folder'
    })
  })

  it('refuses a FIFO without hanging, a link to it, a socket and folders, naming the kind', async () => {
    const open = await opener()
    expect(open('sub/pipe.json')).toEqual({ ok: false, problem: 'path "sub/pipe.json" is a FIFO (named pipe), not a regular file' })
    expect(open('pipe-link.json')).toEqual({ ok: false, problem: 'path "pipe-link.json" is a FIFO (named pipe), not a regular file' })
    expect(open('sock')).toEqual({ ok: false, problem: 'path "sock" is a socket, not a regular file' })
    expect(open('sub')).toEqual({ ok: false, problem: 'path "sub" is a folder, not a regular file' })
    expect(open('sub-link')).toEqual({ ok: false, problem: 'path "sub-link" is a folder, not a regular file' })
    expect(open('.')).toEqual({ ok: false, problem: 'path "." is a folder, not a regular file' })
  })

  it('reports missing files as missing, read no further: absent, in an absent folder, under a file', async () => {
    const open = await opener()
    for (const p of ['sub/none.json', 'nowhere/deep/none.json', 'top.json/x.json'])
      expect(open(p)).toEqual({ ok: true, source: { state: 'missing' } })
  })

  it('leaves a dangling link and a missing file behind a folder link leading out to the reader, as missing', async () => {
    const open = await opener()
    expect(open('dangling.json')).toEqual({ ok: true, source: path.join(root, 'dangling.json'), identity: undefined })
    expect(open('sub/out/none.json')).toEqual({ ok: true, source: path.join(root, 'sub', 'out', 'none.json'), identity: undefined })
    expect(await readFullResult(path.join(root, 'dangling.json'), { path: 'dangling.json', artifact: null })).toEqual({
      path: 'dangling.json',
      artifact: null,
      state: 'missing'
    })
  })

  it('refuses lexical escapes and a link loop in the same words as before', async () => {
    const open = await opener()
    expect(open('../outside/secret.json')).toEqual({
      ok: false,
      problem: 'path "../outside/secret.json" leads outside the manifest folder (`..`)'
    })
    expect(open('/etc/passwd')).toEqual({
      ok: false,
      problem: 'path "/etc/passwd" is absolute; paths must be relative to the manifest folder'
    })
    const loop = open('loop.json')
    expect(loop.ok === false && loop.problem).toMatch(/^path "loop\.json" cannot be checked: ELOOP: too many symbolic links encountered/)
  })

  it('gives the verdict of the path check for every kind of path', async () => {
    const resolver = await createPathResolver(root)
    const open = await opener()
    const paths = [
      'top.json',
      'sub/deeper/r.json',
      'sub-link/deeper/r.json',
      'sub\\deeper\\r.json',
      './sub/./deeper/r.json',
      'sub/in-link.json',
      'dangling.json',
      'out-link.json',
      'sub/out/secret.json',
      'sub/pipe.json',
      'pipe-link.json',
      'sock',
      'sub',
      '.',
      'loop.json',
      '../x',
      '/x'
    ]
    let opened = 0
    for (const p of paths) {
      const checked = asOpenedPath(await resolver(p))
      const now = open(p)
      if (now.ok && typeof now.source !== 'string' && now.source.state === 'open') {
        // The file opened is the one the path check names (same identity); the reader gets the descriptor instead of the path.
        closeSync(now.source.fd)
        opened++
        expect([p, checked]).toEqual([p, { ok: true, source: path.resolve(root, p.replace(/\\/g, '/')), identity: now.identity }])
      } else {
        expect([p, now]).toEqual([p, checked])
      }
    }
    expect(opened).toBe(5)
  })
})
