/** Entry point of the action (bundled to dist/index.js). */
import { limitHeapGrowth } from './heap.js'
import { run } from './main.js'

limitHeapGrowth()

await run()
