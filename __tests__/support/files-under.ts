/**
 * Every file under a folder as an artifact upload holds it (hidden ones too, as
 * `include-hidden-files: true` uploads them): path inside the folder → content.
 * Test support only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, its path relative to `dir` (`/`-separated) → content. */
export function filesUnder(dir: string, prefix = ''): Record<string, Buffer> {
  const out: Record<string, Buffer> = {}
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) Object.assign(out, filesUnder(p, `${prefix}${name}/`))
    else out[`${prefix}${name}`] = readFileSync(p)
  }
  return out
}
