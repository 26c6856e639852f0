/**
 * When no temporary file can be created (TMPDIR missing or read-only), the
 * streamed output falls back to holding the attempt entries in memory: the
 * same bytes come out, nothing is refused.
 */
import { describe, expect, it, jest } from '@jest/globals'
import os from 'node:os'
import { compare } from '../src/comparison/compare.js'
import { byAttemptKey } from '../src/comparison/input/keys.js'
import { renderText } from '../src/render/text/text.js'
import { attempt, config, input, resultReq, tokens } from './support/comparison-builders.js'

jest.unstable_mockModule('node:os', () => ({ default: { ...os, tmpdir: () => '/nonexistent/fabric-compare-tmp' } }))
const { compareAndWrite } = await import('../src/parallel/compare-manifest.js')
const { memorySpool, openSpool } = await import('../src/render/output/spool.js')

describe('no usable temporary folder', () => {
  const source = input(
    [config('base'), config('cand')],
    [
      attempt('cand', 't1', { requests: [resultReq('r1', tokens(7, 3))] }),
      attempt('base', 't1', { requests: [resultReq('r1', tokens(5, 2))] })
    ]
  )
  const run = async (json: boolean, details: boolean): Promise<string> => {
    const out: string[] = []
    const sorted = [...source.attempts].sort(byAttemptKey)
    await compareAndWrite(
      { kind: 'manifest', configurations: source.configurations, attempts: sorted, total: sorted.length, tail: () => source },
      { json, details, gate: { policy: source.policy }, version: '1.0.0' },
      (t) => out.push(t)
    )
    return out.join('')
  }

  it('openSpool itself throws the file-system error', () => {
    expect(() => openSpool()).toThrow(/ENOENT/)
  })

  it('--json and --details give the same bytes as the whole report, from memory', async () => {
    const whole = compare(source, '1.0.0')
    expect(await run(true, false)).toBe(`${JSON.stringify(whole, null, 2)}\n`)
    expect(await run(false, true)).toBe(renderText(whole, { details: true }))
  })

  it('the memory spool gives back what was appended, in order, and nothing after dispose', () => {
    const spool = memorySpool()
    spool.append('a€')
    spool.append('b')
    const out: string[] = []
    spool.copyTo((t) => out.push(t))
    expect(out).toEqual(['a€', 'b'])
    expect(spool.length).toBe(3)
    spool.dispose()
    const after: string[] = []
    spool.copyTo((t) => after.push(t))
    expect(after).toEqual([])
  })
})
