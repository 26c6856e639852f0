/**
 * The parsed command line of `fabric-compare` (`CliArgs`) and the commands it names (`CliCommand`), shared by
 * every command's parser in this folder and by the code that runs the commands.
 */
import type { ConfigurationSource, EvaluatorLine, PricingLine } from '../../inputs/configuration-lines.js'
import type { GateSettings } from '../../comparison/input/settings.js'
import type { RewardFile } from '../../inputs/reward-key.js'
import type { AttemptFields } from '../../sources/attempt-index/build-index.js'

/**
 * What the CLI does: compare evidence (default), write a shard summary,
 * merge shard summaries, write an attempt index file (`index`), draw the
 * history of several summaries (`history`), or decode a summary into plain
 * JSON lines (`summary decode`).
 */
export type CliCommand = 'compare' | 'summarize' | 'merge' | 'index' | 'history' | 'summary'

/** Parsed CLI arguments. */
export interface CliArgs {
  command: CliCommand
  /** `summarize --out FILE` / `merge --out FILE`: where the (merged) shard summary is written; null otherwise. */
  out: string | null
  /**
   * `merge`: the shard summary files, in the order given (the first declares the baseline); `history`: the summaries,
   * oldest first; `summary decode`: the one summary to decode.
   */
  shards: string[]
  /** `summarize --run-label LABEL`: the label recorded in the summary's provenance (`provenance.run.label`); null when not given. */
  runLabel: string | null
  /**
   * `summarize --commit SHA|none`: the commit recorded in the run (lower-case hex); null: `none`;
   * undefined: not given (with a run recorded, `git rev-parse HEAD` where available).
   */
  runCommit?: string | null
  /** `summarize --date TIME|none`: when the run was, ISO 8601 UTC; null: `none`; undefined: not given (with a run recorded, now). */
  runDate?: string | null
  /** Manifest path (manifest v1); null when Harbor job folders are given instead. */
  manifest: string | null
  /** Harbor job folders (`--harbor-job`, repeatable). */
  harborJobs: string[]
  /** Terminal-Bench 1.x run folders (`--tb1-run`, repeatable). */
  tb1Runs: string[]
  /**
   * `--configuration 'ID: PATTERN [relabel]'` (repeatable): attempt index folders, as the action's
   * `configurations` lines — each configuration's artifacts are the sub-folders of {@link evidence}
   * whose names match PATTERN. Empty: not this source.
   */
  configurations: ConfigurationSource[]
  /**
   * `--evidence DIR`: the folder whose sub-folders are the artifacts (as `gh run download RUN --dir DIR` lays them
   * out); `.` when not given; null without `--configuration`.
   */
  evidence: string | null
  /** `--tasks FILE`: the expected tasks (`task@revision` per line, as the action's `tasks` file); null: not given. */
  tasks: string | null
  /** `--attempts-per-task N`: with `--tasks`, the expected inventory (1 to 1,000); null: not given. */
  attemptsPerTask: number | null
  /** `--evaluator 'ID: NAME [VERSION]'` (repeatable): the evaluator of verdicts whose attempt index file names none. */
  evaluators: EvaluatorLine[]
  /** JSON file mapping derived Harbor configuration ids to user ids. */
  configurationMap: string | null
  /** `--configuration-by KEY[,KEY]`: Harbor configuration keys (`kwargs.<name>`, `agent`, `model`, `job`); null = not given. */
  configurationBy: string[] | null
  /** Harbor reward at or above which an attempt passes; null = the default. */
  passThreshold: number | null
  /** `--reward-key KEY`: the Harbor reward key that decides; null = `reward`, else the only key. */
  rewardKey: string | null
  /** `--reward-file reward.json|reward.txt`: the reward file that decides when a trial's two disagree; null = no verdict then. */
  rewardFile: RewardFile | null
  details: boolean
  json: boolean
  /** `--markdown`: the pull-request comment; `--summary-markdown`: the job summary; null: text or JSON. */
  markdown: 'comment' | 'summary' | null
  /** `--output FILE`: also write the JSON report (report_version 2) to FILE (`summary decode`: write the lines there); null = not given. */
  output: string | null
  /**
   * The gate settings, read once: `--fail-on` (policy), `--regression-tolerance-pp` (tolerance or margin, percentage
   * points, default 0), `--alpha-family` (family-wise level, default 0.025), `--budget METRIC=LIMIT` (repeatable, in
   * the order given) and `--baseline NAME` (the configuration every other is compared against; null: the first,
   * src/comparison/input/baseline.ts).
   */
  gate: Required<GateSettings>
  /** `--pricing 'ID: BASIS [verified]'` (repeatable): pricing bases of Harbor and TB1 configurations (a manifest declares its own). */
  pricing: PricingLine[]
  /**
   * `--jobs N`: threads that read and fold a manifest's attempts (src/parallel/); 1 = in the main
   * thread, no worker; null = not given (the default, `defaultJobs` in src/parallel/jobs.ts).
   */
  jobs: number | null
  /** `index DIR …`: what to write into `DIR/fabric-attempt.json`; null for the other commands. */
  index: IndexArgs | null
  help: boolean
  version: boolean
}

/**
 * What `index` writes besides the requests it finds: the attempt's own
 * fields (build-index.ts `AttemptFields`: configuration, task, revision,
 * attempt, verdict, score, evaluator, task duration in milliseconds) and
 * `dir`, the folder scanned; the index file is written at
 * `DIR/fabric-attempt.json`.
 */
export type IndexArgs = AttemptFields & { dir: string }
