/**
 * NeMo Fabric's Harbor integration output (real files in
 * `fixtures/real/nemo-fabric-harbor-samples`, see its PROVENANCE.md) read in
 * Harbor mode (issue 18 item 3): `--harbor-job` in the CLI and `harbor-jobs`
 * in the action (the bundled `dist/index.js` run as a process).
 */
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ReportSchema } from '../src/comparison/report/report-schema.js'
import { loadHarborSamples, splitHarborFolders } from '../src/evidence/harbor/samples/samples.js'
import { cli } from './support/cli-golden.js'
import { REAL_FIXTURES } from './support/harbor-tree.js'
import { runAction } from './support/run-action.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

const SAMPLES = path.join(REAL_FIXTURES, 'nemo-fabric-harbor-samples')
const CLAUDE = 'claude@anthropic/claude-sonnet-4-5'
const HERMES = 'hermes@nvidia/nemotron-3-nano'

describe('NeMo Fabric Harbor samples in Harbor mode', () => {
  it('a folder of samples stands for its samples; other folders stay Harbor jobs', async () => {
    const split = await splitHarborFolders([SAMPLES, path.join(REAL_FIXTURES, 'harbor-thinharness-pairwise')])
    expect(split).toEqual({
      samples: [path.join(SAMPLES, 'claude-relay'), path.join(SAMPLES, 'hermes-relay')],
      jobs: [path.join(REAL_FIXTURES, 'harbor-thinharness-pairwise')]
    })
    expect((await splitHarborFolders([path.join(SAMPLES, 'hermes-relay')])).samples).toEqual([path.join(SAMPLES, 'hermes-relay')])
  })

  it('the CLI compares the two samples as two configurations, verdicts cross-checked against the verifier summary', async () => {
    const out = await cli(['--harbor-job', SAMPLES])
    const lines = out.stdout.split('\n')
    expect(out.code).toBe(1)
    expect(lines[0]).toBe(
      `Evidence INCOMPLETE — 2 of 2 configurations incomplete: ${CLAUDE}, ${HERMES}. Figures marked ≥ or "none seen" are lower bounds; input, cached input, output, reasoning and total tokens unknown; cost unknown.`
    )
    expect(lines).toContain(`Comparison ${CLAUDE} → ${HERMES}`)
    expect(lines).toContain(
      `  pass fraction        100.0%                              100.0%                         not comparable: ${CLAUDE} attempt inventory unverified; ${HERMES} attempt inventory unverified`
    )
    expect(lines).toContain(
      `  warning [attempt_inventory_unverified] ${CLAUDE}: attempt inventory not verified (1 attempt listed); a NeMo Fabric Harbor sample folder is one attempt and declares no inventory; compare whole Harbor job folders (whose config.json lists the tasks) for a verified one`
    )
    // The sample is there and evaluated: found, its accounting unknown (and why), never "missing".
    expect(lines).toContain('  attempts                             1 of 1 listed found (0 missing); inventory NOT verified')
    expect(out.stdout).not.toContain('[attempt_missing]')
    expect(out.stdout).not.toContain('fabric-result-*.json')
    expect(out.stdout).toContain(
      "  notice [harbor_sample_accounting_unknown] claude@anthropic/claude-sonnet-4-5: the sample carries no full result (NeMo Fabric's Harbor summaries hold no RunResult) and no request list: its token counts and cost are unknown (no requests listed); its ATIF counters (atif.final_metrics (telemetry summary)) are legacy counters of the whole attempt, listed with the attempt (job summary, --details) and never summed (nemo-fabric-harbor-samples/claude-relay/result-summary.json)\n"
    )
    expect(out.stdout).not.toContain('no configurations to compare')
    expect(out.stdout).not.toContain('harbor_sample_verdict_differs')
  })

  it('maps a sample by its id or its harness with --configuration-map', async () => {
    const loaded = await loadHarborSamples([path.join(SAMPLES, 'claude-relay'), path.join(SAMPLES, 'hermes-relay')], {
      configurationMap: { claude: 'baseline', [HERMES]: 'candidate' }
    })
    expect(loaded.configurations).toEqual([
      { id: 'baseline', attempts_complete: null, pricing: null, evaluator: { name: 'harbor-verifier:swe-bench', version: null } },
      { id: 'candidate', attempts_complete: null, pricing: null, evaluator: { name: 'harbor-verifier:swe-bench', version: null } }
    ])
    expect(loaded.attempts.map((a) => [a.configuration, a.declared_in?.path, a.evaluation?.passed])).toEqual([
      ['baseline', 'nemo-fabric-harbor-samples/claude-relay/result-summary.json', true],
      ['candidate', 'nemo-fabric-harbor-samples/hermes-relay/result-summary.json', true]
    ])
  })

  it('maps a sample by `job:<sample folder>` (the documented job key), via the CLI map file too', async () => {
    const map = path.join(tempFolder('fabric-compare-samples-map-'), 'map.json')
    writeFileSync(map, JSON.stringify({ 'job:claude-relay': 'baseline', 'job:hermes-relay': 'candidate' }))
    const out = await cli(['--harbor-job', SAMPLES, '--configuration-map', map])
    expect(besidesGateLine(out.stderr)).toBe('')
    expect(out.stdout.split('\n')).toContain('Comparison baseline → candidate')
  })

  it('refuses --configuration-by on sample folders alone: they carry no agent kwargs', async () => {
    const out = await cli(['--harbor-job', SAMPLES, '--configuration-by', 'kwargs.harness'])
    expect(out.code).toBe(2)
    expect(out.stderr).toContain(
      '--configuration-by applies to Harbor job folders; NeMo Fabric Harbor sample folders carry no agent kwargs: name their configurations with --configuration-map (e.g. {"job:SAMPLE_FOLDER": "baseline"})'
    )
  })

  it('the action reads them with `harbor-jobs`, each file labelled with its artifact folder', async () => {
    const evidence = tempFolder('fabric-compare-samples-')
    cpSync(SAMPLES, path.join(evidence, 'fabric-harbor', 'sample-artifacts'), { recursive: true })
    const run = await runAction({
      inputs: { 'evidence-path': evidence, 'harbor-jobs': 'sample-artifacts', comment: 'false', 'fail-on': 'never' },
      pullRequest: null
    })
    expect(run.exitCode).toBe(0)
    const report = ReportSchema.parse(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')))
    expect(report.configurations.map((c) => [c.id, c.complete, c.evaluation.pass_fraction])).toEqual([
      [CLAUDE, false, 1],
      [HERMES, false, 1]
    ])
    expect(report.attempts.map((a) => [a.declared_in?.path, a.declared_in?.artifact])).toEqual([
      ['sample-artifacts/claude-relay/result-summary.json', 'fabric-harbor'],
      ['sample-artifacts/hermes-relay/result-summary.json', 'fabric-harbor']
    ])
  })
})
