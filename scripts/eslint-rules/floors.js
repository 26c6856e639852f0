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

/**
 * The import-x/no-restricted-paths zones of FLOORS: for each room, every room on its own floor
 * (but itself) and above is a restricted `from`.
 * @param {string} basePath the repository root
 */
export function floorZones(basePath) {
  const zones = []
  FLOORS.forEach((floor, i) => {
    const above = FLOORS.slice(i).flat()
    for (const room of floor) {
      const from = above.filter((r) => r !== room)
      if (from.length === 0) continue
      zones.push({
        target: room,
        from,
        message: `${room} is on floor ${i + 1} of scripts/eslint-rules/floors.js: it may import only rooms on the floors below it.`
      })
    }
  })
  return { basePath, zones }
}
