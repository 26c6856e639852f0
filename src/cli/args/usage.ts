/**
 * The usage text of `fabric-compare` (`--help`, and after a usage error) and the line every usage error ends with.
 */
import { GATE_POLICIES } from '../../model/index.js'

/** The usage text printed by `--help` and after a usage error. */
export const USAGE = `Usage:
  fabric-compare <manifest.json> [--details | --json | --markdown | --summary-markdown] [--output FILE] [--fail-on ${GATE_POLICIES.join('|')}] [--regression-tolerance-pp N] [--alpha-family A] [--budget METRIC=LIMIT ...] [--baseline NAME]
  fabric-compare --harbor-job DIR|GLOB ... [--tb1-run DIR|GLOB ...] [--configuration-map FILE] [--configuration-by KEY[,KEY]] [--pass-threshold N] [--reward-key KEY] [--reward-file FILE] [...]
  fabric-compare --configuration 'ID: PATTERN' ... [--evidence DIR] [--tasks FILE --attempts-per-task N] [--pricing ...] [--evaluator ...] [...]
  fabric-compare summarize <manifest.json | --harbor-job DIR ... | --tb1-run DIR ... | --configuration 'ID: PATTERN' ...> --out shard.json
  fabric-compare merge shard.json [shard.json ...] [--details | --json | --markdown | --summary-markdown] [--output FILE] [--fail-on POLICY] [--regression-tolerance-pp N] [--alpha-family A] [--budget METRIC=LIMIT ...] [--baseline NAME]
  fabric-compare merge shard.json [shard.json ...] --out merged.json
  fabric-compare history shard.json [shard.json ...] [--markdown]
  fabric-compare summary decode shard.json [--output FILE]
  fabric-compare index DIR --configuration ID --task TASK --revision REV --attempt N [--passed true|false]
                 [--score X] [--evaluator NAME@VERSION] [--task-duration-ms MS] [--requests-complete]

Options:
  --details            also list every attempt and request with its evidence source and gaps
  --json               print the whole report object (report_version 2) as JSON
  --markdown           print the pull-request comment the action would post (same renderer, same
                       65,536-character budget); without GitHub Actions there is no commit or run,
                       so the line naming them is absent, and where the action's comment links
                       the job summary it names --summary-markdown and --json instead
  --summary-markdown   print the job summary Markdown the action would write
  --output FILE        also write the JSON report (report_version 2) to FILE, while the text
                       (or Markdown) goes to standard output
  --fail-on POLICY     incomplete (default): exit 1 when evidence is incomplete;
                       warnings: also on warnings; regression: also when a candidate's
                       pass fraction is lower than the baseline's beyond noise (or that
                       cannot be checked); non-inferiority: also unless a drop of more than
                       N pp is ruled out (both one-sided, --alpha-family); never: report only
  --regression-tolerance-pp N  regression: fail only when candidate − baseline is below −N
                       percentage points beyond noise (default 0); non-inferiority: the
                       margin, pass only when a drop of more than N is ruled out
  --alpha-family A     the one-sided level of regression and non-inferiority (default 0.025,
                       also as 2.5%); regression decides several candidates together (Holm)
  --budget METRIC=LIMIT  fail when a candidate's figure passes LIMIT (repeatable), paired by task:
                       METRIC cost, input_tokens, output_tokens, total_tokens (per attempt),
                       cost_per_passed_attempt or task_duration (median); LIMIT relative to the
                       baseline (+10%), an amount over it (cost=+0.01) or a ceiling in the metric's
                       unit (cost=0.05 USD, total_tokens=200000, task_duration=30000 ms); a figure
                       that cannot be compared fails it
  --pricing 'ID: BASIS [verified]'  the pricing basis of a configuration of Harbor, TB1 or attempt
                       index folders (repeatable; a manifest declares its own); an ID no Harbor
                       or TB1 configuration has is a warning (pricing_configuration_unknown)
  --baseline NAME      the configuration every other is compared against (default: the first,
                       as the manifest lists them or the folders are read); an unknown name is
                       an error naming the nearest
  --harbor-job DIR     read a Harbor job folder instead of a manifest (repeatable; a quoted glob such
                       as 'jobs/*' matches folders, and a shell-expanded list after it is read whole)
  --tb1-run DIR        read a Terminal-Bench 1.x run folder (repeatable, globs as --harbor-job;
                       combines with --harbor-job)
  --configuration 'ID: PATTERN [relabel]'  read attempt index folders (fabric-attempt.json) as the
                       action does (repeatable, its 'configurations' lines): ID's artifacts are the
                       sub-folders of --evidence whose names match PATTERN (* matches any characters)
  --evidence DIR       with --configuration: the folder whose sub-folders are the artifacts, as
                       'gh run download RUN --dir DIR' writes them (default: the current folder)
  --tasks FILE --attempts-per-task N  with --configuration: the expected inventory (task@revision
                       per line × N attempts per configuration), as the action's inputs; without
                       them the attempt list is unverified
  --evaluator 'ID: NAME [VERSION]'  with --configuration: the evaluator of verdicts whose index file
                       names none (repeatable; the action's 'evaluators' lines)
  --configuration-map FILE  JSON object mapping derived Harbor configuration ids to your ids
  --configuration-by KEY[,KEY]  name Harbor configurations by these keys' values (kwargs.<name>,
                       agent, model, job; e.g. kwargs.harness); map entries win
  --pass-threshold N   Harbor reward at or above which an attempt passes (default 1)
  --reward-key KEY     the Harbor reward key that decides (RewardKit writes several, e.g.
                       reward_strict); a trial without it has no verdict (default: reward,
                       else the only key)
  --reward-file reward.json|reward.txt  the reward file that decides when a trial's verifier
                       folder holds both and they disagree (default: no verdict for that trial)
  --jobs N             threads that read and fold a manifest's attempts (default: the available
                       cores, at most 4; 1 = no worker thread); the output is the same for any N
  --out FILE           summarize: write the shard summary (gzip JSON lines in a compact encoding;
                       summary decode gives plain lines) to FILE; merge: write the merged summary
  --run-label LABEL    summarize: record the run for history: LABEL, the commit (--commit SHA, default
                       git rev-parse HEAD where available) and the time (--date TIME, default now);
                       --commit none / --date none record none
  --help, --version

index options:
  --configuration ID --task TASK --revision REV --attempt N   the attempt the index file declares (required)
  --passed true|false  the verdict (absent: not judged); --score X: the evaluator's score
  --evaluator NAME@VERSION  who judged it; --task-duration-ms MS: the whole attempt's duration
  --requests-complete  state that every request left a file in DIR (NeMo Fabric 0.6–0.7 writes no
                       run record, so nothing in DIR can show it); refused when a record has no end

summarize folds one shard of the evidence into a summary (the comparison's accumulator);
merge merges summaries (every shard declares the same configurations in the same order)
and gives the report a single run over all the shards' evidence would give.
history prints, for summaries given oldest first, each run's pass fraction with its 95 %
interval and cost per attempt with coverage (--markdown: the job summary's section with its
charts); a file that cannot be read is named and the exit status is 2.
summary decode writes a summary as plain JSON lines (standard output, or --output FILE): the
head, then one attempt entry per line in attempt-key order, each valid against
schema/shard-summary.schema.json; a summary cut short or edited is named and the exit status is 2.
index scans DIR for NeMo Fabric full results and .fabric/**/run-record.jsonl, pairs
them by request identity and writes DIR/fabric-attempt.json (schema/attempt-index.schema.json).

On a terminal, the text report colours the verdict, the gate, warnings and withheld deltas
(not with NO_COLOR set, TERM=dumb or a pipe; never in JSON or Markdown), and a long run shows
its progress on standard error (not when CI is set or standard error is not a terminal).

Exit status: 0 gate passed, 1 gate failed, 2 usage or manifest error, 3 internal error (a bug: please report it).`

/** Where every usage error points. */
export const HELP_POINTER = 'Run fabric-compare --help for the usage.'
