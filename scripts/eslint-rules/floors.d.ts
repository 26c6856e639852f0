/** Types of floors.js (plain JavaScript, so that eslint.config.js loads it without a build). */

/** Rooms per floor, ground floor first; paths relative to the repository root (`src/model`, `src/errors.ts`). */
export declare const FLOORS: string[][]

/** Rooms per floor inside a room of FLOORS (`src/comparison` → its folders and root files), ground floor first. */
export declare const INNER_FLOORS: Record<string, string[][]>

/**
 * The import-x/no-restricted-paths options of FLOORS and INNER_FLOORS: a zone per room, with every room on its floor
 * (but itself) and above as `from`.
 */
export declare function floorZones(basePath: string): {
  basePath: string
  zones: Array<{ target: string; from: string[]; message: string }>
}
