// The floors of src/, from the ground up: a room (a folder of src/, or a file at its root) may
// import only rooms on a floor below its own, never a room on its own floor or above.
// eslint.config.js turns this list into import-x/no-restricted-paths zones, so `npm run lint`
// fails on an import that runs up a floor; __tests__/lint-floors.test.ts proves that it can fail,
// that every room of src/ has a floor, and that the README's architecture section draws the
// rooms in this order.
//
// What each floor is:
//  1 the shared model (zod schemas of every format, statuses), errors, the version, heap settings
//  2 reading one evidence file safely (evidence/), talking to GitHub (github/)
//  3 the comparison: a pure fold over one mergeable accumulator, and the report it finishes
//  4 the action's and the CLI's settings, read and checked (inputs/)
//  5 the evidence sources: manifest, attempt index files, Harbor job folders, artifact folders
//  6 shard summaries (summarize, merge)
//  7 history across runs
//  8 rendering: text, Markdown comment and job summary, the report writers
//  9 worker threads (parallel/), the action's steps (action/)
// 10 the entry points: the CLI (cli/), the action's run (main.ts)
// 11 the action bundle's entry (index.ts: heap settings, then main.ts)

/** @type {string[][]} rooms per floor, paths relative to the repository root */
export const FLOORS = [
  ['src/model', 'src/errors.ts', 'src/version.ts', 'src/heap.ts', 'src/types'],
  ['src/evidence', 'src/github'],
  ['src/comparison'],
  ['src/inputs'],
  ['src/sources'],
  ['src/shard'],
  ['src/history'],
  ['src/render'],
  ['src/parallel', 'src/action'],
  ['src/cli', 'src/main.ts'],
  ['src/index.ts']
]

// The floors inside src/comparison/ (its rooms, from the ground up), kept the same way: a room
// imports only rooms of src/comparison/ on a floor below its own (and, like the room as a whole,
// the rooms of src/ below floor 3).
//  1 report/      the report's shape: its zod schema, block by block
//  2 statistics/  arithmetic with no knowledge of evidence: intervals, exact tests, Holm, number formats
//  3 input/       what the comparison is given: the input types, attempt keys and their order, gate settings, budgets as declared
//  4 codes/       the diagnostic vocabulary: codes, remedies, the warning constructor
//  5 claims/      which evidence a figure rests on: request and file claims, record rules, legacy counters, usage agreement
//  6 tally/       the accumulator: resolving an attempt, adding it, merging two tallies
//  7 figures/     a configuration's and a comparison's blocks from a tally: deltas, timing, statistics, budgets …
//  8 gate/, warnings/   the gate's checks; the warnings built from figures
//  9 finish/      the report of a tally: blocks, warnings and gate under one GateSettings
// 10 stream.ts    the streamed comparison: attempts in, the report out (the CLI's and the action's way in)
// 11 compare.ts   the whole comparison of one input at once, over stream.ts

/** @type {Record<string, string[][]>} rooms per floor inside a room of FLOORS, paths relative to the repository root */
export const INNER_FLOORS = {
  'src/comparison': [
    ['src/comparison/report'],
    ['src/comparison/statistics'],
    ['src/comparison/input'],
    ['src/comparison/codes'],
    ['src/comparison/claims'],
    ['src/comparison/tally'],
    ['src/comparison/figures'],
    ['src/comparison/gate', 'src/comparison/warnings'],
    ['src/comparison/finish'],
    ['src/comparison/stream.ts'],
    ['src/comparison/compare.ts']
  ]
}

/**
 * The import-x/no-restricted-paths zones of FLOORS: for each room, every room on its own floor
 * (but itself) and above is a restricted `from`.
 * @param {string} basePath the repository root
 */
export function floorZones(basePath) {
  const zones = []
  const add = (floors, where) =>
    floors.forEach((floor, i) => {
      const above = floors.slice(i).flat()
      for (const room of floor) {
        const from = above.filter((r) => r !== room)
        if (from.length === 0) continue
        zones.push({
          target: room,
          from,
          message: `${room} is on floor ${i + 1} of ${where} in scripts/eslint-rules/floors.js: it may import only rooms on the floors below it.`
        })
      }
    })
  add(FLOORS, 'src/')
  for (const [room, floors] of Object.entries(INNER_FLOORS)) add(floors, `${room}/`)
  return { basePath, zones }
}
