/**
 * The vocabulary, once: zod schemas of the values the readers return, the
 * comparison consumes, the shard summary carries and the report repeats,
 * with the TypeScript types inferred from them. Imports only zod.
 */
export * from './attempt.js'
export * from './declarations.js'
export * from './diagnostic.js'
export * from './evidence.js'
export * from './files.js'
export * from './gate.js'
export * from './object.js'
export * from './statuses.js'
export * from './usage.js'
