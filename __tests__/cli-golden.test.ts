/**
 * Golden tests of the CLI on the bundled example: the text, `--details` and
 * `--json` outputs are committed under __tests__/golden/ and asserted.
 * Regenerate them only on purpose: `UPDATE_GOLDEN=1 npm test -- __tests__/cli-golden.test.ts`.
 */
import { describe, expect, it } from '@jest/globals'
import Ajv2020 from 'ajv/dist/2020.js'
import { readFileSync, writeFileSync } from 'node:fs'
import { cli, golden } from './support/cli-golden.js'
import { tempFolder } from './support/temp-folder.js'
import { besidesGateLine } from './support/gate-stderr.js'

const MANIFEST = 'examples/attempt-comparison/manifest.json'

describe('fabric-compare on the bundled example', () => {
  it('prints the text report and exits 1 under the default policy (candidate incomplete)', async () => {
    const run = await cli([MANIFEST])
    expect(run.code).toBe(1)
    expect(besidesGateLine(run.stderr)).toBe('')
    golden('example.txt', run.stdout)
  })

  it('prints every attempt and request with --details', async () => {
    const run = await cli([MANIFEST, '--details', '--fail-on', 'never'])
    expect(run.code).toBe(0)
    golden('example-details.txt', run.stdout)
  })

  it('prints the report object with --json, valid against schema/report.schema.json', async () => {
    const run = await cli([MANIFEST, '--json'])
    expect(run.code).toBe(1)
    golden('example.json', run.stdout)
    const report = JSON.parse(run.stdout) as Record<string, unknown>
    const ajv = new Ajv2020.default({ allErrors: true, strict: false })
    const validate = ajv.compile(JSON.parse(readFileSync('schema/report.schema.json', 'utf8')) as object)
    expect(validate.errors ?? []).toEqual([])
    expect(validate(report)).toBe(true)
  })

  it('exits 0 under --fail-on never, and 1 under --fail-on warnings', async () => {
    expect((await cli([MANIFEST, '--fail-on', 'never'])).code).toBe(0)
    expect((await cli([MANIFEST, '--fail-on', 'warnings'])).code).toBe(1)
  })
})

describe('fabric-compare usage and manifest errors exit 2 with the file and the problem', () => {
  it('rejects an unknown policy, naming the valid ones', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'sometimes'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--fail-on: "sometimes" is not valid; valid: incomplete, warnings, regression, non-inferiority, never')
  })

  it('suggests the policy meant, with the same text as the action input', async () => {
    const run = await cli([MANIFEST, '--fail-on', 'incomplet'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      '--fail-on: "incomplet" is not valid; did you mean "incomplete"? valid: incomplete, warnings, regression, non-inferiority, never'
    )
  })

  it('rejects a missing manifest file', async () => {
    const run = await cli(['no/such/manifest.json'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('no/such/manifest.json: cannot read the manifest')
  })

  it('names the JSON path of every schema violation', async () => {
    const dir = tempFolder('fabric-compare-cli-')
    const file = `${dir}/manifest.json`
    writeFileSync(
      file,
      JSON.stringify({
        manifest_version: 1,
        configurations: [{ id: 'a' }],
        attempts: [
          { configuration: 'a', task: 't', revision: 'r', attempt: '1', requests: [{ result: '../outside.json' }] },
          { configuration: 'b', task: 7, revision: 'r', attempt: '1', requests: [] }
        ]
      })
    )
    const run = await cli([file])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${file}: the manifest does not match manifest v1`)
    expect(run.stderr).toContain('$.attempts[1].task: ')
  })

  it('refuses paths that leave the manifest folder', async () => {
    const dir = tempFolder('fabric-compare-cli-')
    const file = `${dir}/manifest.json`
    writeFileSync(
      file,
      JSON.stringify({
        manifest_version: 1,
        configurations: [{ id: 'a' }],
        attempts: [
          { configuration: 'a', task: 't', revision: 'r', attempt: '1', requests: [{ result: '../outside.json', record: '/etc/passwd' }] },
          { configuration: 'b', task: 't', revision: 'r', attempt: '1', requests: [] }
        ]
      })
    )
    const run = await cli([file])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('$.attempts[0].requests[0].result: path "../outside.json" leads outside the manifest folder')
    expect(run.stderr).toContain('$.attempts[0].requests[0].record: path "/etc/passwd" is absolute')
    expect(run.stderr).toContain('$.attempts[1].configuration: "b" is not a declared configuration (declared: a)')
  })
})
