/**
 * One publishing channel of the action (report file, job summary, annotations, comment, an output): it fails on
 * its own, as a warning naming it, and the run goes on — the verdict is always decided and the outputs always set.
 */
import { errorMessage } from '../errors.js'
import { actionsLogger as log } from '../github/logger.js'

/** Runs `publish`; a failure is a warning `NAME not written: …` and yields `fallback`. */
export async function channel<T>(name: string, publish: () => T | Promise<T>, fallback: T): Promise<T> {
  try {
    return await publish()
  } catch (error) {
    log.warning(`${name} not written: ${errorMessage(error)}`)
    return fallback
  }
}
