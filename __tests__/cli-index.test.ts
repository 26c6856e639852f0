/**
 * `fabric-compare index DIR …` pairs the NeMo Fabric full
 * results and `.fabric/**\/run-record.jsonl` of one attempt's folder by
 * request identity, writes `DIR/fabric-attempt.json` (valid against
 * schema/attempt-index.schema.json), prints what it found, and refuses
 * (exit 2) what it cannot pair. End to end: the bundled example's attempt
 * folders indexed one by one, then compared from the written index files.
 * The evidence here is synthetic (written below) or the bundled example's
 * (examples/attempt-comparison, synthetic too).
 */
import { describe, expect, it } from '@jest/globals'
import Ajv2020 from 'ajv/dist/2020.js'
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { loadAttemptIndexes } from '../src/sources/attempt-index/attempt-indexes.js'
import { renderText } from '../src/render/text/text.js'
import { cli } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'

const HINT = 'Run fabric-compare --help for the usage.'
const ajv = new Ajv2020.default({ allErrors: true, strict: false })
const validIndex = ajv.compile(JSON.parse(readFileSync('schema/attempt-index.schema.json', 'utf8')) as object)

function result(ids: { runtime_id?: string; invocation_id?: string; request_id?: string }, status = 'succeeded'): string {
  return JSON.stringify({ agent_name: 'a', harness: 'claude', adapter_kind: 'process', ...ids, status, error: null, usage: null })
}

const line = (kind: 'start' | 'end', rt: string, inv: string, req: string): string =>
  JSON.stringify({
    schema: 'nemo-fabric.run-record-line/v1alpha1',
    line: kind,
    at: '2026-07-14T16:12:00.000Z',
    runtime_id: rt,
    invocation_id: inv,
    request_id: req,
    ...(kind === 'end' ? { status: 'succeeded', error: null, stop: null } : {})
  })

function write(dir: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}

const ARGS = ['--configuration', 'candidate', '--task', 'calc/add', '--revision', 'r3', '--attempt', '2']

describe('fabric-compare index', () => {
  it('pairs results and records, prints what it found and writes a valid index file', async () => {
    const dir = tempFolder('fc-index-')
    write(dir, 'result.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
    write(
      dir,
      '.fabric/rt-1/inv-1/run-record.jsonl',
      `${line('start', 'rt-1', 'inv-1', 'req-1')}\n${line('end', 'rt-1', 'inv-1', 'req-1')}\n`
    )
    write(dir, 'more/second.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-2', request_id: 'req-2' }, 'failed'))
    write(
      dir,
      '.fabric/rt-1/inv-3/run-record.jsonl',
      `${line('start', 'rt-1', 'inv-3', 'req-3')}\n${line('end', 'rt-1', 'inv-3', 'req-3')}\n`
    )
    write(dir, 'notes.json', '{"written_by": "the evaluation script"}')
    symlinkSync('/etc/passwd', path.join(dir, 'outside.json'))
    const run = await cli([
      'index',
      dir,
      ...ARGS,
      '--passed',
      'true',
      '--score',
      '1',
      '--evaluator',
      'calc-verifier@1.0',
      '--task-duration-ms',
      '48210'
    ])
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `wrote ${dir}/fabric-attempt.json`,
        'attempt candidate calc/add@r3 #2: passed · score 1 · evaluator calc-verifier@1.0 · task_duration_ms 48210',
        '3 request(s), requests_complete: true',
        '  req-2: result more/second.json · no record',
        '  req-1: result result.json · record .fabric/rt-1/inv-1/run-record.jsonl (end line)',
        '  req-3: no full result · record .fabric/rt-1/inv-3/run-record.jsonl (end line)',
        'not NeMo Fabric full results, left out: notes.json',
        'symbolic links, not followed: outside.json',
        ''
      ].join('\n')
    })
    const written = JSON.parse(readFileSync(path.join(dir, 'fabric-attempt.json'), 'utf8')) as unknown
    expect(written).toEqual({
      attempt_index_version: 1,
      configuration: 'candidate',
      task: 'calc/add',
      revision: 'r3',
      attempt: '2',
      requests_complete: true,
      requests: [
        { request_id: 'req-2', result: 'more/second.json' },
        { request_id: 'req-1', result: 'result.json', record: '.fabric/rt-1/inv-1/run-record.jsonl' },
        { request_id: 'req-3', record: '.fabric/rt-1/inv-3/run-record.jsonl' }
      ],
      evaluation: { evaluator: { name: 'calc-verifier', version: '1.0' }, passed: true, score: 1 },
      task_duration_ms: 48210
    })
    expect(validIndex(written)).toBe(true)
    // Run again: the index file written before is replaced, not read as evidence.
    expect((await cli(['index', dir, ...ARGS])).stdout.split('\n').slice(1, 3)).toEqual([
      'attempt candidate calc/add@r3 #2: not judged',
      '3 request(s), requests_complete: true'
    ])
  })

  it('a record with a start line only and no result: requests_complete false; a record without ids pairs by its path', async () => {
    const dir = tempFolder('fc-index-')
    write(dir, 'r.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
    write(dir, '.fabric/rt-1/inv-1/run-record.jsonl', '')
    write(dir, '.fabric/rt-1/inv-2/run-record.jsonl', `${line('start', 'rt-1', 'inv-2', 'req-2')}\n`)
    const run = await cli(['index', dir, ...ARGS, '--passed', 'false'])
    expect(run.stdout).toBe(
      [
        `wrote ${dir}/fabric-attempt.json`,
        'attempt candidate calc/add@r3 #2: failed',
        '2 request(s), requests_complete: false (1 record(s) without a full result or an end line)',
        '  req-1: result r.json · record .fabric/rt-1/inv-1/run-record.jsonl (start line only: the request never finished)',
        '  req-2: no full result · record .fabric/rt-1/inv-2/run-record.jsonl (start line only: the request never finished)',
        ''
      ].join('\n')
    )
    const written = JSON.parse(readFileSync(path.join(dir, 'fabric-attempt.json'), 'utf8')) as {
      requests_complete: boolean
      evaluation: unknown
    }
    expect([written.requests_complete, written.evaluation]).toEqual([false, { passed: false }])
    expect(validIndex(written)).toBe(true)
  })

  it('full results and no record (NeMo Fabric up to 0.7): the request list is left unverified', async () => {
    const dir = tempFolder('fc-index-')
    write(dir, 'results/1.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
    const run = await cli(['index', dir, ...ARGS])
    expect(run.stdout.split('\n').slice(2)).toEqual([
      '1 request(s), requests_complete: not set (no run-record.jsonl found: nothing shows a request that ended before its full result was written; --requests-complete states it)',
      '  req-1: result results/1.json · no record',
      ''
    ])
    const written = JSON.parse(readFileSync(path.join(dir, 'fabric-attempt.json'), 'utf8')) as object
    expect(written).not.toHaveProperty('requests_complete')
    expect(validIndex(written)).toBe(true)
  })

  it('--requests-complete states a whole list where no record can show it, and is refused where a record contradicts it', async () => {
    const dir = tempFolder('fc-index-')
    write(dir, 'results/1.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
    const run = await cli(['index', dir, ...ARGS, '--requests-complete'])
    expect(run.stdout.split('\n')[2]).toBe('1 request(s), requests_complete: true (stated with --requests-complete)')
    const written = JSON.parse(readFileSync(path.join(dir, 'fabric-attempt.json'), 'utf8')) as { requests_complete: boolean }
    expect(written.requests_complete).toBe(true)
    expect(validIndex(written)).toBe(true)
    const broken = tempFolder('fc-index-')
    write(broken, '.fabric/rt-1/inv-2/run-record.jsonl', `${line('start', 'rt-1', 'inv-2', 'req-2')}\n`)
    const refused = await cli(['index', broken, ...ARGS, '--requests-complete'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(
      '--requests-complete, but 1 request record(s) have neither a full result nor an end line: the request list is not whole; leave the option out'
    )
  })

  it('refuses with exit 2 what it cannot pair, and writes nothing', async () => {
    const outside = path.join(tempFolder('fc-index-outside-'), 'target')
    const cases: Array<[string, (dir: string) => void, (dir: string) => string]> = [
      [
        'two full results of one request',
        (dir) => {
          write(dir, 'a.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
          write(dir, 'copy/a.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
        },
        (dir) =>
          `${dir}/copy/a.json: a second full result of the same request as ${dir}/a.json (runtime_id "rt-1", invocation_id "inv-1", request_id "req-1"); keep one`
      ],
      [
        'one request_id, other ids',
        (dir) => {
          write(dir, 'a.json', result({ runtime_id: 'rt-1', invocation_id: 'inv-1', request_id: 'req-1' }))
          write(dir, '.fabric/rt-9/inv-1/run-record.jsonl', `${line('start', 'rt-9', 'inv-1', 'req-1')}\n`)
        },
        (dir) =>
          `${dir}/a.json and ${dir}/.fabric/rt-9/inv-1/run-record.jsonl: one request_id "req-1" with other ids (runtime_id "rt-1", invocation_id "inv-1", request_id "req-1" / runtime_id "rt-9", invocation_id "inv-1", request_id "req-1"); they cannot be paired`
      ],
      [
        'a stub without ids beside an unpaired record',
        (dir) => {
          write(dir, 'stub.json', '{"status":"failed","error":{"code":"runtime_error","message":"boom"}}')
          write(dir, '.fabric/rt-1/inv-1/run-record.jsonl', `${line('start', 'rt-1', 'inv-1', 'req-1')}\n`)
        },
        (dir) =>
          `${dir}/stub.json: a full result without ids (written when a run fails before a result exists) beside 1 unpaired request record(s) (.fabric/rt-1/inv-1/run-record.jsonl); cannot tell which is its own: write the index by hand or remove the stub`
      ],
      [
        'a full result that cannot be read',
        (dir) => write(dir, 'a.json', JSON.stringify({ request_id: 'req-1', runtime_id: 'rt-1', invocation_id: 'inv-1', status: 'done' })),
        (dir) =>
          `${dir}/a.json: holds a NeMo Fabric full result's ids but cannot be read as one ($.status: expected one of succeeded|failed|cancelled, found "done"), so it cannot be paired; fix or remove it`
      ],
      [
        'a full result cut short',
        (dir) => write(dir, 'a.json', result({ request_id: 'req-1', runtime_id: 'rt-1', invocation_id: 'inv-1' }).slice(0, 120)),
        (dir) =>
          `${dir}/a.json: names a NeMo Fabric full result's ids but is not valid JSON (malformed JSON at line 1, column 120: unterminated string), so it cannot be paired; fix or remove it`
      ],
      [
        "another attempt's index file inside",
        (dir) => {
          write(dir, 'a.json', result({ request_id: 'req-1' }))
          write(dir, 'other/fabric-attempt.json', '{}')
        },
        (dir) => `${dir}/other/fabric-attempt.json: another attempt's index file is inside ${dir}; index each attempt's own folder`
      ],
      [
        'an index file planted as a link out of the folder',
        (dir) => {
          write(dir, 'a.json', result({ request_id: 'req-1' }))
          writeFileSync(outside, 'untouched')
          symlinkSync(outside, path.join(dir, 'fabric-attempt.json'))
        },
        (dir) =>
          `${dir}/fabric-attempt.json: is a symbolic link; refused (the attempt index is written only as a regular file inside the folder)`
      ],
      [
        'nothing to index',
        (dir) => write(dir, 'notes.json', '{}'),
        (dir) =>
          `${dir}: no NeMo Fabric full result (RunResult JSON) and no .fabric/**/run-record.jsonl found; nothing to index (the attempt left no evidence: the comparison reports it missing)`
      ],
      ['no such folder', () => undefined, (dir) => `${dir}/absent: no such folder`]
    ]
    for (const [name, build, message] of cases) {
      const dir = tempFolder('fc-index-')
      build(dir)
      const target = name === 'no such folder' ? `${dir}/absent` : dir
      const run = await cli(['index', target, ...ARGS])
      // Only an attempt that left no evidence has its own status (4), so a workflow can skip it and fail on anything else.
      expect([name, run.code, run.stdout, run.stderr]).toEqual([
        name,
        name === 'nothing to index' ? 4 : 2,
        '',
        `fabric-compare: ${message(dir)}\n`
      ])
      if (name.includes('planted')) expect(readFileSync(outside, 'utf8')).toBe('untouched')
      else expect(existsSync(path.join(target, 'fabric-attempt.json'))).toBe(false)
    }
  })

  it('usage mistakes: missing options, a bad verdict, score, duration or evaluator', async () => {
    const runs = await Promise.all([
      cli(['index']),
      cli(['index', 'dir', '--task', 't']),
      cli(['index', 'dir', ...ARGS, '--passed', 'yes']),
      cli(['index', 'dir', ...ARGS, '--score', 'high']),
      cli(['index', 'dir', ...ARGS, '--task-duration-ms=-5']),
      cli(['index', 'dir', ...ARGS, '--task-duration-ms', '-5']),
      cli(['index', 'dir', ...ARGS, '--evaluator', 'calc@']),
      cli(['index', 'dir', ...ARGS, '--evaluator', 'foo']),
      cli(['index', 'dir', ...ARGS, '--evaluator', '@'])
    ])
    expect(runs.map((r) => [r.code, r.stderr])).toEqual(
      [
        'index: give the folder to index (index DIR --configuration ID --task TASK --revision REV --attempt N)',
        'index: give --configuration, --revision, --attempt (a non-empty value each)',
        'index: --passed: "yes" is neither true nor false',
        'index: --score: "high" is not a finite number',
        'index: --task-duration-ms: "-5" is not a non-negative number of milliseconds',
        'index: --task-duration-ms: "-5" is not a non-negative number of milliseconds',
        'index: --evaluator: "calc@" is not NAME@VERSION: give the evaluator\'s name and version, both non-empty (e.g. calc-verifier@1.0)',
        'index: --evaluator: "foo" is not NAME@VERSION: give the evaluator\'s name and version, both non-empty (e.g. calc-verifier@1.0)',
        'index: --evaluator: "@" is not NAME@VERSION: give the evaluator\'s name and version, both non-empty (e.g. calc-verifier@1.0)'
      ].map((m) => [2, `fabric-compare: ${m}\n${HINT}\n`])
    )
  })
})

describe('end to end: index each attempt folder, then compare from the index files', () => {
  it('the bundled example indexed folder by folder compares as the evidence says', async () => {
    const root = tempFolder('fc-index-e2e-')
    const example = 'examples/attempt-comparison'
    const manifest = JSON.parse(readFileSync(`${example}/manifest.json`, 'utf8')) as {
      attempts: Array<{
        configuration: string
        task: string
        revision: string
        attempt: string
        evaluation: { passed: boolean; score: number }
        task_duration_ms: number
      }>
    }
    const printed: string[] = []
    for (const a of manifest.attempts) {
      const from = `${example}/${a.configuration}/${a.task.replace('/', '-')}/${a.attempt}`
      const to = path.join(root, `eval-${a.configuration}`, a.task.replace('/', '-'), a.attempt)
      if (existsSync(from)) cpSync(from, to, { recursive: true })
      const evaluator = a.configuration === 'baseline' ? 'calc-verifier@1.0' : 'calc-verifier@2.0'
      const args = ['index', to, '--configuration', a.configuration, '--task', a.task, '--revision', a.revision, '--attempt', a.attempt]
      const run = await cli([
        ...args,
        '--passed',
        String(a.evaluation.passed),
        '--score',
        String(a.evaluation.score),
        '--evaluator',
        evaluator,
        '--task-duration-ms',
        String(a.task_duration_ms)
      ])
      printed.push(`${run.code} ${run.code === 0 ? run.stdout.split('\n')[2] : run.stderr.replace(root, '<root>').trim()}`)
    }
    expect(printed).toEqual([
      '0 3 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 3 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: true',
      '0 2 request(s), requests_complete: true',
      '0 1 request(s), requests_complete: false (1 record(s) without a full result or an end line)',
      '0 1 request(s), requests_complete: true',
      '2 fabric-compare: <root>/eval-candidate/text-reverse/2: no such folder'
    ])
    const input = await loadAttemptIndexes({
      artifacts: ['baseline', 'candidate'].map((c) => ({ name: `eval-${c}`, dir: path.join(root, `eval-${c}`) })),
      configurations: ['baseline', 'candidate'].map((id) => ({ id, pattern: `eval-${id}`, run: null, relabel: false })),
      pricing: [
        { id: 'baseline', basis: 'list-2026-07', verified: true },
        { id: 'candidate', basis: 'list-2026-09', verified: true }
      ],
      evaluators: [
        { id: 'baseline', name: 'calc-verifier', version: '1.0' },
        { id: 'candidate', name: 'calc-verifier', version: '2.0' }
      ],
      expected: {
        tasks: [
          { task: 'calc/add', revision: 'r3' },
          { task: 'calc/mul', revision: 'r3' },
          { task: 'text/reverse', revision: 'r1' }
        ],
        attemptsPerTask: 2
      }
    })
    expect(input.diagnostics).toEqual([])
    const text = renderText(compare({ ...input, policy: 'incomplete' }, 'test'), { details: false })
    // The baseline's evidence is whole: its block reads exactly as from the example's manifest.
    const block = (t: string, id: string): string[] => {
      const lines = t.split('\n')
      const start = lines.indexOf(`Configuration ${id}`)
      return lines.slice(start, lines.indexOf('', start))
    }
    const fromManifest = await cli([`${example}/manifest.json`])
    expect(block(text, 'baseline')).toEqual(block(fromManifest.stdout, 'baseline'))
    expect(block(text, 'baseline')).toContain('  request lists                6 of 6 attempts verified')
    // The candidate's index files list what its folders hold: a result the manifest declares but no
    // folder holds is not listed, its record accounts the request; the folder never written is a missing attempt.
    expect(block(text, 'candidate').filter((l) => /^ {2}(attempts|requests|request lists|gap) /.test(l))).toEqual([
      '  attempts                     4 of 6 listed found (2 missing); inventory verified',
      '  requests                     8 expected, 1 without evidence',
      '  requests by evidence         full result 6 · record end line 1 · harness counters 0',
      '  request lists                4 of 6 attempts verified (1 unverified, 1 missing)',
      '  gap record_without_end       1 — e.g. candidate/calc/mul@r3#2 request req-candidate-calc-mul-2-1 calc-mul/2/.fabric/rt-candidate-calc-mul-2/inv-1/run-record.jsonl (artifact eval-candidate) — request record has a start line and no end line',
      '  gap attempt_missing          1 — e.g. candidate/text/reverse@r1#2 — no evidence of this attempt was found'
    ])
  })
})
