import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { INTERN_MAX_LENGTH, intern, internedCount } from '../src/evidence/intern.js'
import { readFullResult } from '../src/evidence/fabric/full-result.js'
import { readRequestRecord } from '../src/evidence/fabric/request-record.js'
import { tempFolder } from './support/temp-folder.js'

describe('intern', () => {
  it('keeps one entry per distinct short string and returns an equal value', () => {
    const before = internedCount()
    expect(intern('intern-test-a')).toBe('intern-test-a')
    expect(intern(['intern', 'test', 'a'].join('-'))).toBe('intern-test-a')
    expect(internedCount()).toBe(before + 1)
    expect(intern(null)).toBeNull()
    const long = 'x'.repeat(INTERN_MAX_LENGTH + 1)
    expect(intern(long)).toBe(long)
    expect(internedCount()).toBe(before + 1)
  })

  it('is applied by the readers to names, statuses and pricing bases, not to ids', async () => {
    const dir = tempFolder('fc-evidence-intern-')
    const result = path.join(dir, 'result.json')
    writeFileSync(
      result,
      JSON.stringify({
        agent_name: 'agent-intern-1',
        harness: 'harness-intern-1',
        adapter_kind: 'kind-intern-1',
        adapter_id: 'adapter-intern-1',
        runtime_id: 'rt-unique-1',
        invocation_id: 'inv-unique-1',
        request_id: 'req-unique-1',
        status: 'succeeded',
        usage: { input_tokens: 1, pricing_basis: 'basis-intern-1' },
        resource_snapshot: { scope: 'scope-intern-1' }
      })
    )
    const before = internedCount()
    const read = await readFullResult(result, { path: 'result.json', artifact: null })
    expect(read.state).toBe('read')
    // agent, harness, kind, adapter id, status, basis, scope (jest gives each test file its own module table).
    expect(internedCount() - before).toBe(7)
    const afterResult = internedCount()
    const record = path.join(dir, 'run-record.jsonl')
    const line = {
      schema: 'nemo-fabric.run-record-line/v1alpha1',
      runtime_id: 'rt-unique-2',
      invocation_id: 'inv-unique-2',
      request_id: 'req-unique-2'
    }
    writeFileSync(record, `${JSON.stringify({ ...line, line: 'start', agent_name: 'agent-intern-1', harness: 'harness-intern-2' })}\n`)
    expect((await readRequestRecord(record, { path: 'run-record.jsonl', artifact: null })).state).toBe('read')
    expect(internedCount() - afterResult).toBe(1)
  })
})
