/**
 * An unknown option gets one short error naming the
 * nearest option and a pointer to `--help` (exit 2), not the parser's raw
 * message above the whole usage text.
 */
import { describe, expect, it } from '@jest/globals'
import { cli } from './support/cli-golden.js'

const MANIFEST = 'examples/attempt-comparison/manifest.json'

describe('unknown options', () => {
  it('names the nearest option and points to --help', async () => {
    const run = await cli([MANIFEST, '--detail'])
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'fabric-compare: unknown option --detail; did you mean --details?\nRun fabric-compare --help for the usage.\n'
    })
  })

  it('an option with a value, a short option, and an option nothing is near', async () => {
    const runs = await Promise.all([cli([MANIFEST, '--fail-of=never']), cli([MANIFEST, '-d']), cli([MANIFEST, '--colour'])])
    expect(runs.map((r) => [r.code, r.stderr])).toEqual([
      [2, 'fabric-compare: unknown option --fail-of; did you mean --fail-on?\nRun fabric-compare --help for the usage.\n'],
      [2, 'fabric-compare: unknown option -d\nRun fabric-compare --help for the usage.\n'],
      [2, 'fabric-compare: unknown option --colour\nRun fabric-compare --help for the usage.\n']
    ])
  })

  it('an option of the other command says whose it is', async () => {
    const runs = await Promise.all([cli([MANIFEST, '--task', 't']), cli(['index', 'dir', '--json'])])
    expect(runs.map((r) => [r.code, r.stderr])).toEqual([
      [2, 'fabric-compare: --task is an option of fabric-compare index, not of this command\nRun fabric-compare --help for the usage.\n'],
      [
        2,
        'fabric-compare: index: --json is an option of the comparison (fabric-compare <manifest.json>), not of this command\nRun fabric-compare --help for the usage.\n'
      ]
    ])
  })

  it('index options get the nearest index option', async () => {
    const run = await cli(['index', 'dir', '--configuraton', 'a'])
    expect(run.stderr).toBe(
      'fabric-compare: index: unknown option --configuraton; did you mean --configuration?\nRun fabric-compare --help for the usage.\n'
    )
  })

  it('other usage mistakes are one line and the pointer too, and after -- nothing is an option', async () => {
    const runs = await Promise.all([cli([MANIFEST, '--fail-on']), cli(['--', '--details'])])
    expect(runs.map((r) => [r.code, r.stderr])).toEqual([
      [2, "fabric-compare: Option '--fail-on <value>' argument missing\nRun fabric-compare --help for the usage.\n"],
      [2, 'fabric-compare: --details: cannot read the manifest: no such file\n']
    ])
  })

  it('--help lists the index command', async () => {
    const run = await cli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '  fabric-compare index DIR --configuration ID --task TASK --revision REV --attempt N [--passed true|false]\n                 [--score X] [--evaluator NAME@VERSION] [--task-duration-ms MS] [--requests-complete]\n'
    )
    expect((await cli(['index', '--help'])).stdout).toBe(run.stdout)
  })
})
