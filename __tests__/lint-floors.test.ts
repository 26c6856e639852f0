/**
 * The floors of src/ (scripts/eslint-rules/floors.js) hold, and their lint can fail:
 * - eslint.config.js, run through ESLint's Node API on probe sources placed in src/ (linted as
 *   text, never written), reports an import that runs up a floor, one to a room on the same
 *   floor, and a type-only one, and nothing for an import that runs down;
 * - every room of src/ has a floor, so a new folder cannot slip past the zones;
 * - the import map of src/ with folders as nodes, read here with TypeScript's own import
 *   scanner (not ESLint's resolver), has every arrow running down a floor, hence no group of
 *   folders that all reach each other;
 * - the README's architecture section draws the rooms in floor order.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { FLOORS, INNER_FLOORS } from '../scripts/eslint-rules/floors.js'

const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' })

/** `line ruleId` of every finding of the repository's config on `code`, linted as if it were the file `file`. */
async function findings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) })
  return result.messages.map((m) => `${m.line} ${m.ruleId}`)
}

/** The room of a path relative to the repository root: `src/x` for anything under src/x/, else the file itself. */
function roomOf(file: string): string {
  const parts = file.split('/')
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file
}

/** Floor number (1 = ground) of each room. */
const FLOOR = floorMap(FLOORS)

/** Every .ts file under src/, relative to the repository root. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`
    return e.isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : []
  })
}

/** Floor number (1 = ground) of each room of `floors` (rooms per floor, ground floor first). */
function floorMap(floors: string[][]): Map<string, number> {
  return new Map(floors.flatMap((rooms, i) => rooms.map((r): [string, number] => [r, i + 1])))
}

/**
 * The import map of the .ts files under `dir`, read with TypeScript's own import scanner, with rooms as nodes
 * (`roomOf`): every arrow between two rooms (imports leaving `dir` ignored), and the imports whose arrow does not
 * run down a floor (`floor`; a room without a floor counts as above every floor as a target, below as a source).
 */
function importMap(dir: string, roomOf: (file: string) => string, floor: ReadonlyMap<string, number>) {
  const upward: string[] = []
  const arrows = new Set<string>()
  for (const file of sourceFiles(dir)) {
    const from = roomOf(file)
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.fileName.replace(/\.js$/, '.ts')))
      if (!target.startsWith(`${dir}/`)) continue
      const to = roomOf(target)
      if (to === from) continue
      arrows.add(`${from} -> ${to}`)
      if ((floor.get(to) ?? Infinity) >= (floor.get(from) ?? 0)) upward.push(`${file} -> ${target}`)
    }
  }
  return { upward, arrows }
}

describe('the floor zones of eslint.config.js', () => {
  it('report an import that runs up a floor: comparison/ (3) importing render/ (8)', async () => {
    const code = "import { formatCount } from '../render/format.js'\nexport const probe = formatCount(1)\n"
    expect(await findings('src/comparison/floor-probe.ts', code)).toEqual(['1 import-x/no-restricted-paths'])
  })

  it('report a type-only import up a floor, and one into a room on the same floor', async () => {
    const typeOnly = "import type { Report } from '../comparison/report/report-schema.js'\nexport type Probe = Report\n"
    expect(await findings('src/evidence/floor-probe.ts', typeOnly)).toEqual(['1 import-x/no-restricted-paths'])
    const sameFloor = "import { errorMessage } from '../github/errors.js'\nexport const probe = errorMessage\n"
    expect(await findings('src/evidence/floor-probe.ts', sameFloor)).toEqual(['1 import-x/no-restricted-paths'])
  })

  it('report an import from a sub-folder up into a higher room: sources/manifest/ into action/', async () => {
    // Relative to the probe's own folder, src/sources/manifest/.
    const up = '../../action/evidence.js' // self-contained: refused on purpose
    const code = `import { downloadEvidence } from '${up}'\nexport const probe = downloadEvidence\n`
    expect(await findings('src/sources/manifest/floor-probe.ts', code)).toEqual(['1 import-x/no-restricted-paths'])
  })

  it('report nothing for imports that run down: render/ (8) importing comparison/ (3) and model/ (1)', async () => {
    const code =
      "import type { Report } from '../comparison/report/report-schema.js'\nimport type { Diagnostic } from '../model/index.js'\n" +
      'export type Probe = [Report, Diagnostic]\n'
    expect(await findings('src/render/floor-probe.ts', code)).toEqual([])
  })
})

describe('the floors inside src/comparison/', () => {
  const inner: string[][] = INNER_FLOORS['src/comparison']
  const innerFloor = floorMap(inner)
  /** The inner room of a file under src/comparison/: its first folder there, or the file itself. */
  const innerRoomOf = (file: string): string => file.split('/').slice(0, 3).join('/')

  it('report an import up a floor: statistics/ (2) importing gate/ (8), tally/ (6) importing figures/ (7)', async () => {
    const statistics = "import { decideGate } from '../gate/gate.js'\nexport const probe = decideGate\n"
    expect(await findings('src/comparison/statistics/floor-probe.ts', statistics)).toEqual(['1 import-x/no-restricted-paths'])
    const tally = "import type { ConfigurationAnalysis } from '../figures/configuration.js'\nexport type Probe = ConfigurationAnalysis\n"
    expect(await findings('src/comparison/tally/floor-probe.ts', tally)).toEqual(['1 import-x/no-restricted-paths'])
  })

  it('report an import into a room on the same floor: warnings/ importing gate/ (both 8)', async () => {
    const code = "import { decideGate } from '../gate/gate.js'\nexport const probe = decideGate\n"
    expect(await findings('src/comparison/warnings/floor-probe.ts', code)).toEqual(['1 import-x/no-restricted-paths'])
  })

  it('report nothing for imports that run down: figures/ (7) importing tally/ (6) and statistics/ (2)', async () => {
    const code =
      "import type { Tally } from '../tally/tally.js'\nimport { tQuantile } from '../statistics/intervals.js'\n" +
      'export type Probe = Tally\nexport const probe = tQuantile\n'
    expect(await findings('src/comparison/figures/floor-probe.ts', code)).toEqual([])
  })

  it('give every room of src/comparison/ a floor, and name no room that does not exist', () => {
    const rooms = readdirSync('src/comparison').map((name) => `src/comparison/${name}`)
    expect(rooms.filter((r) => !innerFloor.has(r))).toEqual([])
    expect([...innerFloor.keys()].filter((r) => !rooms.includes(r))).toEqual([])
  })

  it('hold in the import map of src/comparison/: every arrow between its rooms runs down a floor', () => {
    const { upward, arrows } = importMap('src/comparison', innerRoomOf, innerFloor)
    expect(upward).toEqual([])
    expect(arrows.size).toBeGreaterThan(20)
    expect([...arrows]).toEqual(
      expect.arrayContaining(['src/comparison/figures -> src/comparison/tally', 'src/comparison/finish -> src/comparison/gate'])
    )
  })
})

describe('the floors of src/', () => {
  it('give every room of src/ a floor, and name no room that does not exist', () => {
    const rooms = readdirSync('src').map((name) => `src/${name}`)
    expect(rooms.filter((r) => !FLOOR.has(r))).toEqual([])
    expect([...FLOOR.keys()].filter((r) => !rooms.includes(r))).toEqual([])
  })

  it('hold in the import map of src/: every arrow between rooms runs down a floor', () => {
    const { upward, arrows } = importMap('src', roomOf, FLOOR)
    expect(upward).toEqual([])
    // The scan saw the house: the known arrows are there (a scanner that found nothing would pass the check above).
    expect(arrows.size).toBeGreaterThan(40)
    expect([...arrows]).toEqual(
      expect.arrayContaining(['src/main.ts -> src/action', 'src/render -> src/comparison', 'src/sources -> src/evidence'])
    )
  })

  it('are drawn in the README, top floor first, room by room', () => {
    const readme = readFileSync('README.md', 'utf8')
    const section = readme.slice(readme.indexOf('## How it works'), readme.indexOf('## Documentation'))
    // A line: the floor, its rooms two spaces apart, then (three or more spaces on) what lives there.
    const drawn = [...section.matchAll(/^ {1,2}(\d+) {5}(\S+(?: {2}\S+)*)(?: {3,}.*)?$/gm)].map((m) => ({
      floor: Number(m[1]),
      rooms: m[2].split('  ')
    }))
    const expected = FLOORS.map((rooms: string[], i: number) => ({
      floor: i + 1,
      rooms: rooms.map((r) => (r.endsWith('.ts') ? r.slice('src/'.length) : `${r.slice('src/'.length)}/`))
    })).reverse()
    expect(drawn).toEqual(expected)
  })
})
