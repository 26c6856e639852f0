/** Types of floors.js (plain JavaScript, so that eslint.config.js loads it without a build). */

/** Rooms per floor, ground floor first; paths relative to the repository root (`src/model`, `src/errors.ts`). */
export declare const FLOORS: string[][]

/** The import-x/no-restricted-paths options of FLOORS: a zone per room, with every room on its floor (but itself) and above as `from`. */
export declare function floorZones(basePath: string): {
  basePath: string
  zones: Array<{ target: string; from: string[]; message: string }>
}
