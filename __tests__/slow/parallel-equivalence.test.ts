/**
 * Issue 22: the fold on every core gives the output of one fold. The
 * sources are compiled once (`tsc -p tsconfig.build.json` into a folder
 * under lib/, which node can load: worker threads cannot run TypeScript),
 * and the compiled CLI runs with `--jobs 1` (no worker), `--jobs 2` and
 * `--jobs 3` on the benchmark generator's manifest, the examples, the
 * fixture manifests and hostile cases (shared files and requests across a
 * slice boundary, links out of the root, broken, empty and huge-number
 * files, prototype names): standard output, standard error and the exit
 * status must be the same bytes for text, `--details`, `--json`,
 * `--output FILE`, `--markdown` (and `--summary-markdown` on the benchmark
 * manifest). A worker that runs
 * out of memory ends the run (no hang) with an Error naming the attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generateEvidence } from '../../bench/generate.js'
import { attempt, fullResult, writeCase } from '../support/cli-manifest-cases.js'
import { tempFolder } from '../support/temp-folder.js'

const repo = process.cwd()
const build = path.join(repo, 'lib', `parallel-test-${process.pid}`)
const cli = path.join(build, 'src', 'cli', 'index.js')

beforeAll(() => {
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(repo, 'tsconfig.build.json'), '--outDir', build],
    { cwd: repo, stdio: 'pipe' }
  )
}, 600_000)
afterAll(() => rmSync(build, { recursive: true, force: true }))

interface Run {
  status: number | null
  stdout: string
  stderr: string
  output: string | null
}

function run(manifest: string, jobs: number, flags: string[]): Run {
  const out = path.join(path.dirname(manifest), `report-${jobs}.json`)
  const argv = [
    cli,
    manifest,
    '--jobs',
    String(jobs),
    '--fail-on',
    'warnings',
    ...flags.map((f) => (f === '--output' ? `--output=${out}` : f))
  ]
  const r = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 120_000 })
  let output: string | null = null
  if (flags.includes('--output')) {
    try {
      output = readFileSync(out, 'utf8')
    } catch {
      output = null
    }
    rmSync(out, { force: true })
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, output }
}

/** The output forms compared: text, `--details` with `--output FILE` (the JSON written beside), `--json`, `--markdown`. */
const FORMS: string[][] = [[], ['--details', '--output'], ['--json'], ['--markdown']]

/** Every output form of `manifest` (and `extra` forms) is the same bytes with 1, 2 and 3 jobs; returns the single fold's text run. */
function expectSameOutput(manifest: string, extra: string[][] = []): Run {
  let text: Run | null = null
  for (const flags of [...FORMS, ...extra]) {
    const one = run(manifest, 1, flags)
    text ??= one
    expect(one.stderr).not.toContain('internal error')
    for (const jobs of [2, 3]) {
      const many = run(manifest, jobs, flags)
      expect({ flags, jobs, ...many }).toEqual({ flags, jobs, ...one })
    }
  }
  return text!
}

describe('the fold in worker threads (compiled CLI, --jobs 1, 2, 3)', () => {
  it('the benchmark manifest (300 generated attempts): every output form is byte-identical', async () => {
    const dir = tempFolder('parallel-bench-')
    await generateEvidence({ attempts: 300, seed: 7, outDir: dir })
    const text = expectSameOutput(path.join(dir, 'manifest.json'), [['--summary-markdown']])
    expect(text.stdout).toContain('baseline')
  }, 600_000)

  it.each(['examples/attempt-comparison/manifest.json', 'examples/paired-comparison/manifest.json'])(
    '%s: byte-identical',
    (m) => {
      expect(expectSameOutput(path.join(repo, m)).status).not.toBeNull()
    },
    600_000
  )

  it.each([
    '__tests__/fixtures/evidence/fabric-07/manifest.json',
    '__tests__/fixtures/evidence/contradictions/manifest.json',
    '__tests__/fixtures/evidence/contradictions/retried-manifest.json'
  ])(
    'fixture %s: byte-identical',
    (m) => {
      expect(expectSameOutput(path.join(repo, m)).status).not.toBeNull()
    },
    600_000
  )

  it('a file and a request shared across the slice boundary keep their single-fold owners (duplicate_request, not claimed in two shards)', () => {
    const req = (result: string): object => ({ request_id: 'q', result })
    const files: Record<string, string> = {
      'shared.json': fullResult('rt', 'inv-shared', 'q'),
      'copy-a.json': fullResult('rt', 'inv-copied', 'q'),
      'copy-b.json': fullResult('rt', 'inv-copied', 'q')
    }
    const attempts: object[] = []
    for (let i = 1; i <= 6; i++) {
      files[`own-${i}.json`] = fullResult('rt', `inv-${i}`, 'q')
      attempts.push(attempt(i % 2 === 0 ? 'base' : 'cand', String(i), [req(`own-${i}.json`)], i % 3 !== 0))
    }
    // The first and last attempts (slices 1 and 3 of 3) share a file and a copied request.
    attempts.push(attempt('base', '0', [req('shared.json'), req('copy-a.json')], true))
    attempts.push(attempt('cand', '9', [req('shared.json'), req('copy-b.json')], true))
    const manifest = writeCase('shared-across', files, attempts)
    const text = expectSameOutput(manifest)
    const json = JSON.parse(run(manifest, 3, ['--json']).stdout) as { warnings: Array<{ code: string }> }
    const codes = json.warnings.map((w) => w.code)
    expect(codes).toContain('request_duplicate')
    expect(codes).not.toContain('request_claimed_in_two_shards')
    expect(text.stdout).toContain('counted once')
  }, 600_000)

  it('hostile evidence (links out of the root, broken, empty, huge numbers, prototype names) is reported the same with any number of workers', () => {
    const outside = tempFolder('parallel-outside-')
    writeFileSync(path.join(outside, 'secret.json'), fullResult('rt', 'outside', 'q'))
    const manifest = writeCase(
      'hostile',
      {
        'ok.json': fullResult('rt', 'ok', 'q'),
        'broken.json': '{"status": "succeeded", ',
        'empty.json': '',
        'huge.json': fullResult('rt', 'huge', 'q')
          .replace('"input_tokens":1000', '"input_tokens":1e400')
          .replace('"output_tokens":50', '"output_tokens":12345678901234567890'),
        'proto.json': fullResult('__proto__', 'constructor', 'toString')
      },
      [
        attempt('base', '1', [{ request_id: 'q', result: 'ok.json' }], true),
        attempt('base', '2', [{ request_id: 'q', result: 'broken.json' }], false),
        attempt('cand', '1', [{ request_id: 'q', result: 'empty.json' }], true),
        attempt('cand', '2', [{ request_id: 'q', result: 'huge.json' }], true),
        attempt(
          'cand',
          '3',
          [
            { request_id: '__proto__', result: 'proto.json' },
            { request_id: 'q', result: 'link.json' }
          ],
          true
        ),
        attempt(
          'cand',
          '4',
          [
            { request_id: 'q', result: 'missing.json' },
            { request_id: 'q', result: '../outside.json' }
          ],
          false
        ),
        { ...(attempt('constructor', '1', [], true) as Record<string, unknown>), task: '__proto__' }
      ]
    )
    symlinkSync(path.join(outside, 'secret.json'), path.join(path.dirname(manifest), 'link.json'))
    const text = expectSameOutput(manifest)
    expect(text.stdout).not.toContain('outside')
  }, 600_000)

  it('a bad manifest is the same exit 2 and message whatever --jobs says', () => {
    const dir = tempFolder('parallel-bad-')
    mkdirSync(dir, { recursive: true })
    const manifest = path.join(dir, 'manifest.json')
    writeFileSync(manifest, '{"manifest_version": 1, "configurations": [], "attempts": [{}]}')
    const one = run(manifest, 1, [])
    expect(one.status).toBe(2)
    expect(run(manifest, 3, [])).toEqual(one)
  }, 120_000)

  it('a worker that runs out of memory ends the run with an Error naming the attempt it was reading, and nothing hangs', async () => {
    const dir = tempFolder('parallel-oom-')
    await generateEvidence({ attempts: 400, seed: 3, outDir: dir })
    const script = [
      `import { compareInWorkers, planManifest } from ${JSON.stringify(path.join(build, 'src', 'parallel', 'compare-manifest.js'))}`,
      `import { workerScript } from ${JSON.stringify(path.join(build, 'src', 'parallel', 'pool.js'))}`,
      `const plan = await planManifest(${JSON.stringify(path.join(dir, 'manifest.json'))})`,
      "const options = { json: false, details: true, gate: { policy: 'never' }, version: 't', markdown: null }",
      'try {',
      '  await compareInWorkers(plan, { script: workerScript(), jobs: 2, maxHeapMb: 4 }, options, () => undefined)',
      "  console.log('finished')",
      '} catch (error) { console.log(`${error.constructor.name}: ${error.message}`) }'
    ].join('\n')
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 })
    expect(r.signal).toBeNull()
    expect(r.stdout).toMatch(/^Error: a worker thread \(\d of 2\) (ran out of memory|crashed|exited)/)
    expect(r.stdout).toContain('--jobs 1')
  }, 180_000)
})
