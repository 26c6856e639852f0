/**
 * Lists of problems have an end (issue 57 item 5): a file with 100,000
 * mistakes gives the first 10, each with its file and JSON path, and
 * `and 99,990 more`, never 100,000 lines; the problems not shown are
 * counted, never described, so the checks stay linear. No test measures
 * time: a quadratic check would make these inputs take minutes.
 */
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigurationError, firstProblems, LISTED_PROBLEMS, moreProblems, ProblemList, someNames } from '../src/errors.js'
import {
  resolveConfiguration,
  unknownConfigurationByProblems,
  unknownMapKeyProblems,
  type ConfigurationSubject
} from '../src/evidence/harbor/configuration.js'
import { emptyFolderProblems } from '../src/evidence/harbor/empty-input.js'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { manifestProblems, readManifest } from '../src/sources/manifest/read-manifest.js'
import type { Manifest } from '../src/sources/manifest/schema.js'
import { cli } from './support/cli-golden.js'
import { buildHarborTree, PAIRWISE_JOBS } from './support/harbor-tree.js'
import { tempFolder } from './support/temp-folder.js'

/** An attempt as a manifest or an attempt index file declares it, with `n` unknown keys `junk_0` … added. */
function attemptWithUnknownKeys(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const attempt: Record<string, unknown> = {
    ...extra,
    configuration: 'a',
    task: 't',
    revision: 'r',
    attempt: '1',
    requests_complete: true,
    requests: [{ request_id: 'req-1', result: 'result.json' }],
    evaluation: { passed: true }
  }
  for (let i = 0; i < n; i++) attempt[`junk_${i}`] = i
  return attempt
}

describe('the shared helpers', () => {
  it('firstProblems describes the first ten only and counts the rest, digits grouped', () => {
    let described = 0
    const lines = firstProblems(
      Array.from({ length: 1_000_000 }, (_, i) => i),
      (i) => {
        described++
        return `problem ${i}`
      }
    )
    expect(lines).toEqual([...Array.from({ length: 10 }, (_, i) => `problem ${i}`), 'and 999,990 more'])
    expect(described).toBe(LISTED_PROBLEMS)
    expect(firstProblems(['a', 'b'], (x) => x)).toEqual(['a', 'b'])
    expect(moreProblems(1)).toBe('and 1 more')
  })

  it('someNames lists the first ten names inline and counts the rest', () => {
    expect(someNames(['a', 'b'])).toBe('a, b')
    expect(someNames(Array.from({ length: 25 }, (_, i) => `c${i}`))).toBe('c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, and 15 more')
  })

  it('ProblemList keeps the first texts, builds no other and counts every one', () => {
    const list = new ProblemList(2)
    let built = 0
    for (let i = 0; i < 100_000; i++)
      list.add(() => {
        built++
        return `p${i}`
      })
    expect([list.count, built, list.lines()]).toEqual([100_000, 2, ['p0', 'p1', 'and 99,998 more']])
  })

  it('a ConfigurationError lists the first ten problems of any list it is given, and keeps a list already ended', () => {
    const many = new ConfigurationError(
      'x.json: wrong',
      Array.from({ length: 100_000 }, (_, i) => `$[${i}]: bad`)
    )
    expect(many.problems).toHaveLength(11)
    expect(many.message.split('\n').at(-1)).toBe('  - and 99,990 more')
    const ended = new ConfigurationError(
      'x.json: wrong',
      firstProblems(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'], (x) => x)
    )
    expect(ended.problems.at(-1)).toBe('and 2 more')
    expect(ended.problems).toHaveLength(11)
  })
})

describe('a manifest with 100,000 unknown keys', () => {
  function manifestFile(): string {
    const dir = tempFolder('fc-problem-lists-')
    const file = path.join(dir, 'manifest.json')
    writeFileSync(
      file,
      JSON.stringify({
        manifest_version: 1,
        configurations: [{ id: 'a' }],
        attempts: [attemptWithUnknownKeys(100_000, { task_duraton_ms: 1 })]
      })
    )
    return file
  }

  it('readManifest: the first ten keys with their JSON path and the nearest known key, then and 99,991 more', async () => {
    const file = manifestFile()
    const error = await readManifest(file).then(
      () => null,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ConfigurationError)
    const message = (error as ConfigurationError).message
    expect(message.length).toBeLessThan(3_000)
    const lines = message.split('\n')
    expect(lines).toHaveLength(12)
    expect(lines.slice(0, 3)).toEqual([
      `${file}: the manifest does not match manifest v1`,
      '  - $.attempts[0].task_duraton_ms: unknown key; did you mean "task_duration_ms"?',
      '  - $.attempts[0].junk_0: unknown key (known keys: configuration, task, revision, attempt, requests_complete, requests, evaluation, task_duration_ms)'
    ])
    expect(lines.at(-1)).toBe('  - and 99,991 more')
  })

  it('the CLI exits 2 with the same short error', async () => {
    const file = manifestFile()
    const run = await cli([file])
    expect([run.code, run.stdout]).toEqual([2, ''])
    expect(run.stderr.length).toBeLessThan(3_000)
    expect(run.stderr).toContain(`fabric-compare: ${file}: the manifest does not match manifest v1\n`)
    expect(run.stderr).toContain('  - $.attempts[0].junk_8: unknown key (known keys: ')
    expect(run.stderr).toContain('\n  - and 99,991 more\n')
  })

  it('manifestProblems: 100,000 attempts of no declared configuration give ten lines and a count, the declared ones listed in part', () => {
    const configurations = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}` }))
    const attempts = Array.from({ length: 100_000 }, () => ({ configuration: 'nope', requests: [] }))
    const problems = manifestProblems({ manifest_version: 1, configurations, attempts } as unknown as Manifest)
    expect(problems).toHaveLength(11)
    expect(problems[0]).toBe(
      '$.attempts[0].configuration: "nope" is not a declared configuration (declared: c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, and 20 more)'
    )
    expect(problems.at(-1)).toBe('and 99,990 more')
  })
})

describe('an attempt index file with 100,000 unknown keys', () => {
  it('gives ten attempt_index_invalid diagnostics and one counting the rest, not 100,000', async () => {
    const dir = tempFolder('fc-problem-lists-')
    mkdirSync(path.join(dir, 'eval-a', 'attempt-1'), { recursive: true })
    writeFileSync(
      path.join(dir, 'eval-a', 'attempt-1', 'fabric-attempt.json'),
      JSON.stringify(attemptWithUnknownKeys(100_000, { attempt_index_version: 1 }))
    )
    const input = await loadAttemptIndexes({
      artifacts: [{ name: 'eval-a', dir: path.join(dir, 'eval-a') }],
      configurations: [{ id: 'a', pattern: 'eval-a', run: null, relabel: false }],
      pricing: [],
      expected: { tasks: [{ task: 't', revision: 'r' }], attemptsPerTask: 1 }
    })
    // The file still names its attempt: its problems are that attempt's.
    const invalid = input.attempts[0]!.diagnostics.filter((d) => d.code === 'attempt_index_invalid')
    const file = 'eval-a/attempt-1/fabric-attempt.json'
    expect(invalid).toHaveLength(11)
    expect(invalid[0]).toEqual({
      code: 'attempt_index_invalid',
      message: `${file}: $.junk_0: unknown key (known keys: $schema, attempt_index_version, configuration, task, revision, attempt, requests_complete, requests, evaluation, task_duration_ms)`,
      file
    })
    expect(invalid.at(-1)).toEqual({ code: 'attempt_index_invalid', message: `${file}: and 99,990 more`, file })
    expect(input.attempts.map((a) => a.missing)).toEqual([true])
  })
})

describe('a configuration map of 200,000 keys', () => {
  const subject = (i: number): ConfigurationSubject => ({
    derived: `agent@m#${i}`,
    job: `job-${i}`,
    agent: { name: 'agent', import_path: null, model_name: 'm', kwargs: { harness: `h${i % 3}`, seed: i } },
    agent_info_name: null
  })

  function bigMap(): Record<string, string> {
    const map: Record<string, string> = {}
    for (let i = 0; i < 200_000; i++) map[`kwargs.other=${i}`] = `x${i}`
    map['kwargs.harness=h1'] = 'one'
    map['kwargs.seed=4'] = 'four'
    return map
  }

  it('places 2,000 trials by their own kwargs, without scanning the map for each', () => {
    const map = bigMap()
    const resolved = Array.from({ length: 2_000 }, (_, i) => resolveConfiguration(subject(i), map))
    expect(resolved.slice(0, 5)).toEqual([
      { id: 'agent@m#0', mapped: false, conflict: null },
      { id: 'one', mapped: true, conflict: null },
      { id: 'agent@m#2', mapped: false, conflict: null },
      { id: 'agent@m#3', mapped: false, conflict: null },
      // Two selectors, two ids: named in the map's order.
      { id: 'agent@m#4', mapped: false, conflict: 'kwargs.harness=h1, kwargs.seed=4' }
    ])
    expect(resolved.filter((r) => r.mapped)).toHaveLength(666)
  })

  it('unknownMapKeyProblems names the first ten keys that select nothing, with the nearest selector, and counts the rest', () => {
    const problems = unknownMapKeyProblems(bigMap(), ['kwargs.harness=h1', 'kwargs.seed=4', 'kwargs.other=1'])
    expect(problems).toHaveLength(11)
    expect(problems[0]).toBe('$["kwargs.other=0"]: selects no trial, job, run or agent; did you mean "kwargs.other=1"?')
    // 200,002 keys: three select something (kwargs.other=1 among them), 199,999 do not.
    expect(problems.at(-1)).toBe('and 199,989 more')
  })

  it('the CLI exits 2 naming the map, ten of its keys and how many more', async () => {
    const dir = tempFolder('fc-problem-lists-')
    const { jobDirs } = await buildHarborTree(PAIRWISE_JOBS, path.join(dir, 'jobs'))
    const map = path.join(dir, 'map.json')
    const entries: Record<string, string> = { 'kwargs.harness=pi': 'pi' }
    for (let i = 0; i < 200_000; i++) entries[`agent-${i}`] = `c${i % 7}`
    writeFileSync(map, JSON.stringify(entries))
    const run = await cli([...jobDirs.flatMap((d) => ['--harbor-job', d]), '--configuration-map', map])
    expect([run.code, run.stdout]).toEqual([2, ''])
    expect(run.stderr.length).toBeLessThan(2_000)
    const lines = run.stderr.split('\n')
    expect(lines.slice(0, 2)).toEqual([
      `fabric-compare: --configuration-map ${map}: keys that select nothing in the folders given`,
      '  - $["agent-0"]: selects no trial, job, run or agent'
    ])
    expect(lines.slice(-2)).toEqual(['  - and 199,990 more', ''])
  })
})

describe('other lists', () => {
  it('--configuration-by keys no trial has: the first ten, the kwargs the trials have listed in part', () => {
    const selectors = Array.from({ length: 40 }, (_, i) => `kwargs.k${i}=v`)
    const by = Array.from({ length: 30 }, (_, i) => `kwargs.unknown-${i}-with-a-long-name`)
    const problems = unknownConfigurationByProblems(by, selectors)
    expect(problems).toHaveLength(11)
    expect(problems[0]).toBe(
      '"kwargs.unknown-0-with-a-long-name": no trial has a value for it; the trials have kwargs.k0, kwargs.k1, kwargs.k10, kwargs.k11, kwargs.k12, kwargs.k13, kwargs.k14, kwargs.k15, kwargs.k16, kwargs.k17, and 30 more'
    )
    expect(problems.at(-1)).toBe('and 20 more')
  })

  it('folders that hold no attempt: the first ten named, the rest counted', () => {
    const dir = tempFolder('fc-problem-lists-')
    const jobs = Array.from({ length: 25 }, (_, i) => path.join(dir, `job-${i}`))
    const runs = Array.from({ length: 5 }, (_, i) => path.join(dir, `run-${i}`))
    const problems = emptyFolderProblems(jobs, runs, [], 'cli')
    expect(problems).toHaveLength(11)
    expect(problems[0]).toBe(
      `${jobs[0]}: no attempt found (it holds no trial folder); a Harbor job folder holds one sub-folder per trial, each with the trial's result.json (or a config.json naming its task and agent)`
    )
    expect(problems.at(-1)).toBe('and 20 more')
  })
})
