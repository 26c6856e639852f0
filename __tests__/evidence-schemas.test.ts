/**
 * schema/run-record-line.schema.json is generated from RunRecordLineSchema
 * (same text form as __tests__/schemas.test.ts: draft 2020-12, with a
 * title). Fails when the committed file is stale; UPDATE_SCHEMAS=1 rewrites
 * it. Also checks that the schema and the reader agree on real line shapes.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { z } from 'zod'
import { RunRecordLineSchema } from '../src/evidence/fabric/run-record-line.js'

const FILE = 'schema/run-record-line.schema.json'
const TITLE = 'NeMo Fabric request record line (run-record.jsonl), nemo-fabric.run-record-line/v1alpha1, as read by fabric-compare'

function schemaText(): string {
  const json = z.toJSONSchema(RunRecordLineSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  return `${JSON.stringify({ title: TITLE, ...json }, null, 2)}\n`
}

const fixtureLines = readFileSync('__tests__/fixtures/evidence/run-record-timeout.jsonl', 'utf8')
  .split('\n')
  .filter((l) => l !== '')
  .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('run-record-line JSON Schema', () => {
  it(`${FILE} is current`, () => {
    const expected = schemaText()
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(FILE, expected)
    expect(readFileSync(FILE, 'utf8')).toBe(expected)
  })

  it('accepts the fixture start and end lines, unknown fields kept', () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(FILE, 'utf8')))
    expect(fixtureLines.map((l) => validate(l))).toEqual([true, true])
    const parsed = RunRecordLineSchema.parse({ ...fixtureLines[0], extra_field: 1 })
    expect((parsed as Record<string, unknown>).extra_field).toBe(1)
  })

  it('rejects a wrong line kind, a negative count and a wrong status', () => {
    const bad = [
      { ...fixtureLines[0], line: 'middle' },
      { ...fixtureLines[0], timeout_ms: -1 },
      { ...fixtureLines[1], status: 'done' }
    ]
    expect(bad.map((l) => RunRecordLineSchema.safeParse(l).success)).toEqual([false, false, false])
  })
})
