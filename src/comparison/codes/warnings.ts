/**
 * The report warning and notice codes of the code table (codes.ts), in README order: what the
 * comparison found across attempts and configurations (inventory, requests, usage definitions,
 * pricing, evaluators, infrastructure, the default-branch baseline, artifacts).
 */
import { notice, warning, type CodeInfo } from './info.js'

/** The report warning and notice codes, in README order. */
export const WARNING_CODE_TABLE: readonly CodeInfo[] = [
  warning(
    'attempt_inventory_unverified',
    "the attempt list is not declared whole (`attempts_complete`, or the action's `tasks` + `attempts-per-task`)"
  ),
  warning(
    'harbor_retry_policies_differ',
    "two configurations' Harbor jobs retried failed tries under different policies (`config.json` `retry`): both policies named, no pass-rate difference presented"
  ),
  warning(
    'harbor_retry_on_reward',
    "a configuration's Harbor job retries on the reward itself (`retry.retry_if_reward_below`): its pass fraction is no first-try pass rate; no pass-rate difference presented"
  ),
  warning(
    'verdict_missing',
    'attempts with evidence that are to be judged (an evaluator declared, or a verifier in their source: every Harbor trial and TB1 run) have no verdict: missing evidence, the configuration is not complete'
  ),
  warning('request_list_unverified', 'attempts whose request list is not declared whole (`requests_complete`)'),
  warning('attempt_missing', 'listed attempts with no authoritative evidence for any request, or expected and never found'),
  warning('attempt_unexpected', 'attempts found in the evidence that the expected inventory does not list (reported, not compared)'),
  warning(
    'attempt_outside_inventory',
    "merged shard summaries hold attempts the expected inventory does not list: a summary's figures already include them, so they are compared and the configuration's attempt inventory is not verified"
  ),
  warning(
    'request_duplicate',
    'the same request (request id with runtime and invocation ids) is the evidence of two expected requests, e.g. a copied full result: the first keeps it, the other is a gap; counted once'
  ),
  warning(
    'request_claimed_in_two_shards',
    'the same request is the evidence of expected requests in two merged shard summaries: both shards counted it, so its usage may be counted twice; the configurations concerned are incomplete'
  ),
  warning('duplicate_attempt', 'the same attempt key is listed more than once; every listing is counted'),
  warning(
    'configuration_unknown',
    'attempts of a configuration that is not declared; shown per attempt, not compared (a manifest naming an undeclared configuration is rejected instead)'
  ),
  warning('usage_partial', 'input, output or total tokens or cost are not reported by every expected request: sums are lower bounds'),
  warning(
    'sum_overflow',
    'a usage sum exceeds what a 64-bit float holds exactly (token counts above 2^53 − 1, costs above about 1.8e308): the figure is unknown (null) and not complete, never a rounded or infinite number'
  ),
  warning(
    'cached_exceeds_input',
    'cached input tokens above input tokens: the producer counted them apart; figures are kept as reported, the input, cached and total deltas are withheld (total is built from input)'
  ),
  warning(
    'reasoning_exceeds_output',
    'reasoning tokens above output tokens: output does not include reasoning there; the output, reasoning and total deltas are withheld (total is built from output)'
  ),
  warning(
    'total_tokens_mismatch',
    'total tokens other than input plus output tokens: total means something else there; the total delta is withheld'
  ),
  warning(
    'adapter_counter_contradicts',
    "a request's own adapter counters (`output.usage`) disagree with its accounting by more than rounding (over 1 %): figures are shown as reported, the delta of that metric is withheld"
  ),
  warning(
    'input_definition_differs',
    "two configurations' input tokens count different things (their Harbor agents' `n_input_tokens`, `docs/formats.md` usage per Harbor agent): both definitions named, the input and total deltas withheld"
  ),
  warning(
    'input_excludes_cache_writes',
    "input tokens that leave out cache writes (Harbor's `claude-code` agent when the job's `lock.json` names Harbor ≤ 0.2.x; its `opencode`, `mimo`, `openclaw`, `rovodev-cli` and `pi` agents) and no trajectory says how many: not comparable with other agents' input; the input and total deltas are withheld"
  ),
  warning('pricing_basis_missing', 'costs are reported but no pricing basis is declared'),
  warning('pricing_basis_unverified', 'a pricing basis is declared but not verified'),
  warning('pricing_basis_differs', 'configurations use different pricing bases: no cost difference is presented'),
  warning('pricing_basis_mixed', "requests priced in another basis than the configuration's: their cost is left out of the sum"),
  warning('evaluator_unknown', 'a verdict without an evaluator identity (counted under `unknown`)'),
  warning('evaluator_mixed', 'several evaluators within one configuration: no combined pass fraction, a breakdown instead'),
  warning('evaluator_differs', 'configurations are judged by different evaluators: no pass-rate difference is presented'),
  warning(
    'infrastructure_share_lower',
    "a candidate's share of attempts to be judged that ran to a verdict without a failure that is not the agent's (not missing, no infrastructure, verifier or cancelled stop) is lower than the baseline's beyond noise (the paired test of the pass fraction), also counting failures of unknown class as ran: its pass fraction mixes the infrastructure with the agent"
  ),
  warning('task_not_in_all_configurations', 'a task is listed for some configurations only'),
  warning('revision_differs', 'the same task at different revisions across configurations'),
  warning('attempt_count_differs', 'the same task and revision with different attempt counts across configurations'),
  warning(
    'hidden_folder_missing',
    'every declared file under a hidden folder (e.g. `.fabric/`) of an artifact or the evidence folder is missing: upload hidden folders (`include-hidden-files: true` on actions/upload-artifact ≥ 4.4)'
  ),
  warning(
    'baseline_run_not_found',
    "a `run=default-branch` configuration: the workflow has no run on the default branch, or none at or before the pull request's base commit among the 100 newest: nothing was downloaded for it, the evidence is incomplete"
  ),
  warning(
    'baseline_run_incomplete',
    'a `run=default-branch` configuration: runs of the default branch at or before the base commit exist, but none completed successfully (in progress, failed, cancelled; each named): nothing was downloaded for it, the evidence is incomplete'
  ),
  warning(
    'baseline_run_passed_over',
    'a `run=default-branch` configuration: newer runs at or before the base commit did not complete successfully and were passed over (each named); an older successful run is the baseline'
  ),
  warning(
    'baseline_artifact_expired',
    'a `run=default-branch` configuration: an artifact of the chosen run has expired (retention ended), named with the run: its evidence is missing, the evidence is incomplete'
  ),
  warning(
    'baseline_stale',
    "a `run=default-branch` configuration: the chosen run's commit is older than `baseline-max-age` (default 7 days) before the pull request's base commit (committer dates), named with its age and distance in commits: the differences also hold what those commits changed"
  ),
  warning(
    'baseline_run_lookup_failed',
    "a `run=default-branch` configuration: the default branch's runs could not be read (no `actions: read`, no token, an API failure after the retries): nothing was downloaded for it, the evidence is incomplete"
  ),
  warning(
    'artifacts_not_served',
    'the server the workflow runs on (`GITHUB_SERVER_URL`) is not github.com or a *.ghe.com host — GitHub Enterprise Server, a Gitea runner — and @actions/artifact refuses every call there: nothing was downloaded, the evidence is not obtainable (incomplete); read it with `evidence-path` instead'
  ),
  notice(
    'verdict_without_evidence',
    'attempts judged by an evaluator although no authoritative execution evidence of them exists; their verdicts count in the pass fraction'
  ),
  notice(
    'legacy_counter_differs',
    'a legacy counter (adapter output, Harbor agent_result, ATIF) differs from the request-level accounting; never added'
  ),
  notice('result_record_disagree', 'a full result and its record end line report different usage; the full result is authoritative')
]
