/**
 * Evidence strings used as keys (issue 11, kind 5): error codes, stop
 * causes, exit signals, configuration ids, tasks and configuration-map keys
 * named like `Object.prototype` members are counted and printed exactly.
 */
import { describe, expect, it } from '@jest/globals'
import { compare } from '../src/comparison/compare.js'
import { renderText } from '../src/render/text/text.js'
import { renderSummary } from '../src/render/markdown/summary.js'
import { parseConfigurationMap, resolveConfiguration } from '../src/evidence/harbor/configuration.js'
import { attempt, config, end, input, read, record, req, result } from './support/comparison-builders.js'

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty']

function hostileInput() {
  const requests = NAMES.map((name, i) =>
    req(`r${i}`, {
      result: read(
        `r${i}.json`,
        result({ request_id: `r${i}`, status: 'failed', error: { code: name, stage: null, retryable: null, message: name } })
      ),
      record: read(
        `r${i}.jsonl`,
        record(
          end({
            status: 'failed',
            stop: { cause: name, reason: name, timeout_ms: null, used_ms: null, force_stopped: null, exit_code: null, exit_signal: name }
          })
        )
      )
    })
  )
  return input(
    [config('__proto__'), config('constructor')],
    [attempt('__proto__', '__proto__', { requests }), attempt('constructor', 'toString', { requests: [] })]
  )
}

describe('evidence strings named like Object.prototype members', () => {
  it('are counted once each in the report and written exactly in JSON', () => {
    const report = compare(hostileInput(), 'test')
    const outcomes = report.configurations.find((c) => c.id === '__proto__')?.outcomes
    const expected = { constructor: 1, toString: 1, __proto__: 1, hasOwnProperty: 1 }
    const json = JSON.parse(JSON.stringify(report)) as typeof report
    const back = json.configurations.find((c) => c.id === '__proto__')?.outcomes
    for (const o of [outcomes, back]) {
      for (const key of ['error_codes', 'stop_causes', 'exit_signals'] as const) {
        const counts = o?.[key] as Record<string, number>
        expect(Object.keys(counts).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString'])
        for (const [k, n] of Object.entries(expected)) expect(Object.getOwnPropertyDescriptor(counts, k)?.value).toBe(n)
      }
    }
    expect(JSON.stringify(outcomes?.error_codes)).toBe('{"__proto__":1,"constructor":1,"hasOwnProperty":1,"toString":1}')
  })

  it('render in text, details and the summary without a native-code function', () => {
    const report = compare(hostileInput(), 'test')
    for (const text of [renderText(report, { details: false }), renderText(report, { details: true }), renderSummary(report)]) {
      expect(text).not.toContain('native code')
      expect(text).not.toContain('[object Object]')
      expect(text).not.toContain('undefined')
      expect(text).not.toContain('NaN')
    }
    expect(renderText(report, { details: true })).toContain('__proto__ ×1 · constructor ×1 · hasOwnProperty ×1 · toString ×1')
  })

  it('a configuration map with `__proto__` and `constructor` keys maps exactly those names', () => {
    const map = parseConfigurationMap('{"__proto__":"proto-id","constructor":"ctor-id"}', 'map.json')
    expect(Object.keys(map).sort()).toEqual(['__proto__', 'constructor'])
    const subject = (name: string) => ({
      derived: `derived-${name}`,
      job: 'j',
      agent: { name, import_path: null, model_name: null, kwargs: {} },
      agent_info_name: null
    })
    expect(resolveConfiguration(subject('__proto__'), map)).toEqual({ id: 'proto-id', mapped: true, conflict: null })
    expect(resolveConfiguration(subject('constructor'), map)).toEqual({ id: 'ctor-id', mapped: true, conflict: null })
    expect(resolveConfiguration(subject('toString'), map)).toEqual({ id: 'derived-toString', mapped: false, conflict: null })
  })
})

describe('a Terminal-Bench 1.x agent named like an Object.prototype member', () => {
  it('is its own configuration id, with no configuration map', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { loadTb1Runs } = await import('../src/evidence/tb1/tb1.js')
    const run = mkdtempSync(path.join(os.tmpdir(), 'tb1-proto-'))
    writeFileSync(path.join(run, 'run_metadata.json'), JSON.stringify({ agent_name: 'constructor' }))
    mkdirSync(path.join(run, 'task', 'trial-1'), { recursive: true })
    writeFileSync(
      path.join(run, 'task', 'trial-1', 'results.json'),
      JSON.stringify({ id: 'x', trial_name: 'trial-1', task_id: 'task', is_resolved: true })
    )
    const loaded = await loadTb1Runs([run])
    rmSync(run, { recursive: true, force: true })
    expect(loaded.attempts.map((a) => a.configuration)).toEqual(['constructor'])
  })
})
