/**
 * `--jobs`: how the attempts are sliced among threads, the default number
 * of threads, the option's values, and one quick run of the committed CLI
 * bundle with worker threads against the same run without. The full
 * equivalence over every output form, fixture and hostile case (about two
 * minutes on 2 cores) is `__tests__/slow/parallel-equivalence.test.ts`, run
 * by `npm run test:slow` and `.ci/run`.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { parseCliArgs } from '../src/cli/args.js'
import { ConfigurationError } from '../src/errors.js'
import { defaultJobs, sliceBounds } from '../src/parallel/jobs.js'

describe('jobs', () => {
  it('slices are contiguous, cover every attempt once and differ in size by at most one', () => {
    expect(sliceBounds(10, 3)).toEqual([
      [0, 4],
      [4, 7],
      [7, 10]
    ])
    expect(sliceBounds(2, 3)).toEqual([
      [0, 1],
      [1, 2]
    ])
    expect(sliceBounds(0, 3)).toEqual([[0, 0]])
  })

  it('the default is the cores, at most 4, and one thread for small runs', () => {
    expect(defaultJobs(110_000, 2)).toBe(2)
    expect(defaultJobs(110_000, 16)).toBe(4)
    expect(defaultJobs(100, 16)).toBe(1)
  })

  it('--jobs takes a whole number from 1 to 256', () => {
    expect(parseCliArgs(['m.json', '--jobs', '3']).jobs).toBe(3)
    expect(parseCliArgs(['m.json']).jobs).toBeNull()
    for (const bad of ['0', '-1', '1.5', 'two', '257']) expect(() => parseCliArgs(['m.json', `--jobs=${bad}`])).toThrow(ConfigurationError)
  })

  it('the committed bundle with 2 worker threads prints the JSON report of the main thread alone, byte for byte', () => {
    const run = (jobs: number) =>
      spawnSync(process.execPath, ['bin/fabric-compare.js', 'examples/paired-comparison/manifest.json', '--json', '--jobs', String(jobs)], {
        encoding: 'utf8',
        maxBuffer: 1 << 26
      })
    const one = run(1)
    const two = run(2)
    expect(one.stderr).toBe('')
    expect(JSON.parse(one.stdout).attempts.length).toBeGreaterThan(2)
    expect({ status: two.status, stdout: two.stdout, stderr: two.stderr }).toEqual({
      status: one.status,
      stdout: one.stdout,
      stderr: one.stderr
    })
  })
})
