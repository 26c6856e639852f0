/**
 * The source kind travels with the evidence (src/sources/, ComparisonInput.source)
 * and the advice of `attempt_inventory_unverified` and `request_list_unverified`
 * fits it — never guessed from file names or phases. Pinned per kind, and
 * end to end for a TB1 run through the CLI (before: "set `attempts_complete:
 * true` in the manifest" to a user with no manifest).
 */
import { describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compare } from '../src/comparison/compare.js'
import { SOURCE_KINDS, type SourceKind } from '../src/comparison/input/input.js'
import type { Report } from '../src/comparison/report/report-schema.js'
import { attempt, config, input, resultReq, tokens } from './support/comparison-builders.js'
import { cli } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'

/** The two advice-carrying warnings of configuration `id` in `report`. */
function advice(report: Report, id = 'base'): { inventory: string | undefined; requests: string | undefined } {
  const of = (code: string): string | undefined => report.warnings.find((w) => w.code === code && w.configurations.includes(id))?.message
  return { inventory: of('attempt_inventory_unverified'), requests: of('request_list_unverified') }
}

/** One configuration whose inventory and request list are both unverified, from a source of `kind`. */
const unverified = (kind: SourceKind | undefined) =>
  input(
    [config('base', { attempts_complete: null })],
    [attempt('base', 't', { requests_complete: null, requests: [resultReq('r', tokens(1, 1))] })],
    {
      ...(kind === undefined ? {} : { source: kind })
    }
  )

const EXPECTED: Record<SourceKind, { inventory: string; requests: string }> = {
  manifest: {
    inventory: 'set `attempts_complete: true` in the manifest or declare the expected inventory',
    requests: 'set `requests_complete: true` when the list is whole'
  },
  attempt_index: {
    inventory: 'give the action the expected inventory (`tasks` and `attempts-per-task`)',
    requests:
      'set `requests_complete: true` in each fabric-attempt.json when its list is whole (`fabric-compare index --requests-complete`)'
  },
  harbor_job: {
    inventory:
      "pass whole job folders whose config.json names every task, in `tasks` or as literal `datasets[].task_names` (a single trial folder, a job without config.json, a dataset without `task_names`, a glob, `n_tasks` or `exclude_task_names` leave it unknown; harbor_inventory_unknown names a config.json's reason)",
    requests: 'the Harbor trial does not show that its request list is whole'
  },
  harbor_sample: {
    inventory:
      'a NeMo Fabric Harbor sample folder is one attempt and declares no inventory; compare whole Harbor job folders (whose config.json lists the tasks) for a verified one',
    requests: 'the Harbor trial does not show that its request list is whole'
  },
  tb1_run: {
    inventory:
      'pass whole TB1 run folders whose run_metadata.json lists `task_ids` and `n_attempts` (a run without them leaves the inventory unknown; a trial outside them, or more trials than `n_attempts`, contradicts it: harbor_inventory_mismatch names it)',
    requests: 'the TB1 trial does not show that its request list is whole'
  },
  shard_summary: {
    inventory:
      "verify it where each shard was read (`attempts_complete: true` in a shard's manifest), or give the action's merge mode the expected inventory (`tasks` and `attempts-per-task`)",
    requests:
      'set `requests_complete: true` where each shard was read (its manifest or fabric-attempt.json) when the list is whole, and summarize the shard again'
  }
}

describe('advice per source kind', () => {
  it.each(SOURCE_KINDS.map((k) => [k]))('%s', (kind) => {
    const got = advice(compare(unverified(kind), 'test'))
    expect(got).toEqual({
      inventory: `base: attempt inventory not verified (1 attempt listed); ${EXPECTED[kind].inventory}`,
      requests: `base: request list not verified for 1 of 1 listed attempts (base/t@r1#1); ${EXPECTED[kind].requests}`
    })
  })

  it('an input built by hand (no source) reads as a manifest; file names and phases no longer decide it', () => {
    const hand = unverified(undefined)
    hand.attempts[0].declared_in = { path: 'x/1/fabric-attempt.json', artifact: 'a' }
    hand.attempts[0].phases = []
    expect(advice(compare(hand, 'test')).inventory).toBe(
      `base: attempt inventory not verified (1 attempt listed); ${EXPECTED.manifest.inventory}`
    )
  })

  it('one source joining kinds: each configuration gets the advice of its own kind', () => {
    const joined = input(
      [config('base', { attempts_complete: null }), config('cand', { attempts_complete: null })],
      [attempt('base', 't'), attempt('cand', 't')],
      {
        source: 'harbor_job',
        configuration_sources: new Map<string, SourceKind>([
          ['base', 'harbor_job'],
          ['cand', 'tb1_run']
        ])
      }
    )
    const report = compare(joined, 'test')
    expect(advice(report, 'base').inventory).toContain(EXPECTED.harbor_job.inventory)
    expect(advice(report, 'cand').inventory).toContain(EXPECTED.tb1_run.inventory)
  })
})

describe('a TB1 run through the CLI', () => {
  it('is told what a TB1 run needs, not to edit a manifest', async () => {
    const dir = tempFolder('fabric-compare-tb1-advice-')
    const src = '__tests__/fixtures/real/tb1-leaderboard'
    for (let k = 1; k <= 2; k++) {
      const trial = path.join(dir, 'blind-maze-explorer-5x5', `blind-maze-explorer-5x5.${k}-of-5`)
      await mkdir(trial, { recursive: true })
      await writeFile(
        path.join(trial, 'results.json'),
        readFileSync(path.join(src, `orchestrator-opus41.blind-maze-explorer-5x5.${k}-of-5.results.json`))
      )
    }
    const run = await cli(['--tb1-run', dir, '--json', '--fail-on', 'never'])
    expect([run.code, run.stderr]).toEqual([0, ''])
    const report = JSON.parse(run.stdout) as Report
    const id = report.configurations[0].id
    expect(advice(report, id).inventory).toBe(`${id}: attempt inventory not verified (2 attempts listed); ${EXPECTED.tb1_run.inventory}`)
    expect(run.stdout).not.toContain('in the manifest')
  })
})
