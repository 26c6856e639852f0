/**
 * The command line's evidence, as a source description (src/sources/choose.ts):
 * a manifest, or Harbor job / NeMo Fabric Harbor
 * sample folders (`--harbor-job`) and Terminal-Bench 1.x run folders
 * (`--tb1-run`) with the optional `--configuration-map` file,
 * `--configuration-by` keys and `--pass-threshold`.
 */
import { ConfigurationError } from '../errors.js'
import { parseConfigurationMap } from '../evidence/harbor/configuration.js'
import { readEvidenceText } from '../evidence/open-file.js'
import type { SourceDescription } from '../sources/choose.js'
import type { CliArgs } from './args.js'

/** The configuration map file named by `--configuration-map`; throws ConfigurationError naming it when it cannot be read or is not a map. */
function readConfigurationMap(file: string): Record<string, string> {
  const text = readEvidenceText(file)
  if (typeof text !== 'string') throw new ConfigurationError(`--configuration-map: ${file}: ${text.state === 'missing' ? 'no such file' : text.reason}`)
  try {
    return parseConfigurationMap(text, file)
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    throw new ConfigurationError(`--configuration-map: ${error.message}`)
  }
}

/** Where the attempts of this command line come from. Throws ConfigurationError for an unreadable configuration map. */
export function cliSourceDescription(args: CliArgs): SourceDescription {
  if (args.manifest !== null) return { kind: 'manifest', file: args.manifest }
  const file = args.configurationMap
  return {
    kind: 'harbor',
    jobs: args.harborJobs,
    runs: args.tb1Runs,
    configurationMap: file === null ? null : { map: readConfigurationMap(file), label: `--configuration-map ${file}` },
    configurationBy: args.configurationBy,
    passThreshold: args.passThreshold,
    pricing: args.pricing,
    shard: args.command === 'summarize',
    names: 'cli'
  }
}
