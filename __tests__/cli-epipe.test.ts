/**
 * The bundled command when its reader stops early (`fabric-compare … | head`):
 * no EPIPE stack trace, and the exit status stays the gate's.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { besidesGateLine } from './support/gate-stderr.js'

/** Runs the command with its standard output closed before it writes (the reader is gone); resolves with exit status and stderr. */
function runAndCloseEarly(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/fabric-compare.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stdout.destroy()
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe('fabric-compare with a reader that stops early', () => {
  it('exits with the gate status and writes no error: 0 under never, 1 under the default policy', async () => {
    const never = await runAndCloseEarly(['examples/attempt-comparison/manifest.json', '--json', '--fail-on', 'never'])
    expect(never).toEqual({ code: 0, stderr: '' })
    const gate = await runAndCloseEarly(['examples/attempt-comparison/manifest.json', '--details'])
    expect({ ...gate, stderr: besidesGateLine(gate.stderr) }).toEqual({ code: 1, stderr: '' })
  })
})
