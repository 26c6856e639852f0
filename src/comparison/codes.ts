/**
 * Every stable code the tool emits — gap reasons, warnings and file
 * diagnostics — with its severity and meaning, in one table. The README's
 * code table is generated from it (`npm run readme`), and a test checks that
 * every code literal in `src/` is listed here.
 *
 * Severity: `warning` counts for the `warnings` gate policy; `notice` is
 * information. Gap codes have no severity of their own: a gap makes
 * evidence incomplete.
 */

/** What kind of code it is. */
export type CodeKind = 'gap' | 'warning' | 'diagnostic'

/** One documented code. */
export interface CodeInfo {
  code: string
  kind: CodeKind
  /** null for gaps. */
  severity: 'warning' | 'notice' | null
  meaning: string
}

const gap = (code: string, meaning: string): CodeInfo => ({ code, kind: 'gap', severity: null, meaning })
const warning = (code: string, meaning: string): CodeInfo => ({ code, kind: 'warning', severity: 'warning', meaning })
const notice = (code: string, meaning: string): CodeInfo => ({ code, kind: 'warning', severity: 'notice', meaning })
const fileWarning = (code: string, meaning: string): CodeInfo => ({ code, kind: 'diagnostic', severity: 'warning', meaning })
const fileNotice = (code: string, meaning: string): CodeInfo => ({ code, kind: 'diagnostic', severity: 'notice', meaning })

/** The code table, in README order. */
export const CODES: readonly CodeInfo[] = [
  gap('result_missing', 'an expected request has no full result and no record end line'),
  gap(
    'result_unreadable',
    'the full result exists but is not valid (file, JSON path and reason given), or is already the evidence of another request (the same file, or the same request by its ids)'
  ),
  gap(
    'record_unreadable',
    'the request record exists but is corrupt (file, line and reason given), or its request (by its ids) is already the evidence of another request'
  ),
  gap('record_without_end', 'the request record has a start line and no end line: the request started and never finished'),
  gap(
    'attempt_unreadable',
    "an expected attempt's evidence is there but unreadable or invalid (an index file that breaks its schema, a trial result that is not JSON): file, JSON path and problem given"
  ),
  gap(
    'attempt_unfinished',
    "an expected attempt of a job still running (a Harbor job whose `result.json` counts running or pending trials): its trial has not finished or not started yet; the job's counts given"
  ),
  gap('attempt_missing', 'an expected attempt has no evidence at all (no index file, no trial result)'),
  gap('usage_not_reported', 'the authoritative evidence of a request carries no usage'),

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
  notice('result_record_disagree', 'a full result and its record end line report different usage; the full result is authoritative'),

  fileWarning(
    'evidence_file_unreadable',
    'a declared file is unreadable although the request is accounted from other evidence (e.g. a corrupt full result behind a record end line)'
  ),
  fileWarning(
    'record_state_excluded',
    "a request record in a state the record format's rules exclude (a stop on a succeeded request, `agent_failed` without a failed status, a timeout with another cause than `agent_exhausted_budget`, an exclusive-container OOM rise not read as `sandbox_failed`): read as written, named with each kind and its count"
  ),
  fileNotice(
    'record_state_unusual',
    'a request record in a state this tool does not expect but the record format does not exclude (a timeout with an exit code and no force stop, `fabric_failed` with a host exit, `sandbox_failed` from a shared-container OOM rise): read as written, named; a notice, never a gate failure'
  ),
  fileWarning(
    'oom_kill_count_decreased',
    "a request record's `oom_kill_count` is lower on the end line than on the start line (a reset, or another cgroup): the pair is unusable, the request's OOM kills are unknown"
  ),
  fileWarning(
    'record_without_end_beside_result',
    "a request record has a start line and no end line although the request's full result exists: the full result stays authoritative; the record's stop cause, exit and OOM counts are lost (unknown)"
  ),
  fileWarning(
    'result_record_status_differs',
    "a full result and its record end line report different statuses (e.g. succeeded vs failed): the full result is authoritative for the status, the record's stop cause is counted as written"
  ),
  fileWarning(
    'task_duration_below_invocations',
    "the caller's `task_duration_ms` is shorter than the time the attempt's own invocations cover: the duration cannot hold them (measured from another start, or wrong)"
  ),
  fileWarning(
    'evidence_file_missing',
    'a declared file is missing although the request is accounted from other evidence (e.g. a request record behind its full result: stop causes and OOM counts become unknown)'
  ),
  fileWarning('request_id_mismatch', 'a full result or record names another request id than the one declared for it'),
  fileNotice('attempt_without_requests', 'an attempt declares no request at all, with its request list declared complete'),
  fileWarning(
    'invalid_number',
    '`NaN`, `Infinity`, or a number beyond 2^53 that a 64-bit float cannot hold exactly, in any syntax (`9007199254740993`, `9007199254740993.0`, `9.007199254740993e15`), in a file: read as unknown, never rounded'
  ),
  fileWarning(
    'invalid_count',
    'a token count that is negative, fractional or not a number (or a negative USD amount) in Harbor `agent_result`, ATIF metrics or a Terminal-Bench 1.x trial `results.json`: not counted, the figure is not reported'
  ),
  fileWarning('timestamp_without_offset', "a timestamp without a UTC offset: not read in the machine's zone; the time is unknown"),
  fileWarning('invalid_timestamp', 'a timestamp that is not valid RFC 3339: the time is unknown'),
  fileWarning('torn_last_line', 'the last line of a JSONL file is cut off (the writer was killed); earlier lines are used'),
  fileWarning(
    'nul_padding',
    'a request record line holds a run of NUL bytes (a crash left zero-filled space, then the writer appended): the JSON around it is read'
  ),
  fileWarning('missing_required_field', 'a full result lacks a field its schema requires (read anyway)'),
  fileWarning('record_id_mismatch', "a request record's lines name different runtime, invocation or request ids"),
  fileWarning('empty_record', 'a request record has no line at all'),
  fileWarning('invocation_end_before_start', 'an invocation ends before it starts: not timed'),
  fileWarning(
    'attempt_index_foreign_configuration',
    'an attempt index file names another configuration than the one whose artifacts it came from: refused, not read, and the evidence is incomplete (`relabel` on the configuration line takes it under that id)'
  ),
  fileWarning(
    'artifact_without_index',
    "an artifact matched for a configuration holds no attempt index file: one unarchived file (`upload-artifact`'s `archive: false`), an archive (named, never opened) or other files; refused, and the evidence is incomplete"
  ),
  fileNotice(
    'attempt_index_superseded',
    'two attempt index files declare the same attempt: the newer upload (artifact creation time) is used, the superseded one is named'
  ),
  fileWarning(
    'attempt_index_ambiguous',
    'several attempt index files declare the same attempt and their upload order cannot be told: no figures from either, the attempt is missing'
  ),
  fileWarning(
    'attempt_index_duplicate',
    'two attempt index files declare the same attempt: the first (in artifact and path order) is used'
  ),
  fileWarning(
    'evidence_folder_unreadable',
    'a folder of an artifact cannot be listed (permissions, a name over the limit) or holds more entries than the limit: index files inside it are not found'
  ),
  fileWarning(
    'evidence_link_outside',
    'a symbolic link in an evidence folder (Harbor job, TB1 run, artifact) leads outside it: not followed, nothing behind it is read; a file behind such a link is unreadable, named'
  ),
  fileWarning(
    'attempt_index_invalid',
    'an attempt index file (`fabric-attempt.json`) is malformed; the attempt it names is unreadable (gap `attempt_unreadable`), or, when the file names none, missing'
  ),
  fileNotice('unknown_line', 'request record lines other than start/end (kept as unknown)'),
  fileNotice(
    'record_retried',
    "a request record holds several start/end pairs (a retried request): every try was billed, so the usage is the sum of every try's; status and stop are the last end line's"
  ),
  fileWarning(
    'result_covers_one_try',
    "a full result beside a request record of several tries (a retried request) whose usage is not the sum of every try's: the result's usage is a lower bound of the request's"
  ),
  fileWarning(
    'record_tries_unpaired',
    "a request record holds start and end lines that do not pair up (a retried request whose tries cannot be told apart): the last end line's usage is a lower bound, never the whole usage"
  ),
  fileNotice('record_write_failed', 'the full result reports that writing its request record failed'),
  fileNotice('result_without_ids', "a full result without runtime/invocation/request ids (the CLI's pre-result stub)"),
  fileWarning(
    'resource_field_unreadable',
    'a resource snapshot field (e.g. `resident_memory_bytes`, `cpu_time_seconds`) of a wrong type or value: that figure is unknown, named with its JSON path; the rest of the file is read'
  ),
  fileNotice(
    'resource_snapshot_unknown_field',
    'resource snapshot keys outside the released NeMo Fabric 0.6–0.7 fields and the draft names: named, not read'
  ),
  fileWarning(
    'system_stats_field_unreadable',
    'a NeMo Fabric 0.7 `system_stats` field in none of the known shapes (a value, `Available`, `NotCollected`, `Unavailable`, `Unsupported`, `Unlimited`): that figure is unknown, named with its JSON path'
  ),
  fileNotice(
    'usage_input_normalised',
    '`usage.input_tokens_include_cache: false` with `cached_input_tokens` reported: input (and a total made from it) counted with the cache, as this product defines input'
  ),
  fileWarning(
    'usage_input_excludes_cache',
    '`usage.input_tokens_include_cache: false` without `cached_input_tokens`: input (and a total made from it) including the cache is unknown, never read as the figure written'
  ),
  fileNotice('legacy_counter_invalid', 'an adapter counter inside `output` has a wrong type and is ignored'),
  fileNotice('legacy_counter_unrecognized', 'an `output.usage` object of an unknown adapter shape is ignored'),

  fileNotice(
    'harbor_exception',
    "Harbor recorded an exception for the trial; kept beside the verdict: a reward still counts when the exception is the agent's own (a timeout, a refusal, a limit of its configuration), never when it is the provider's, the environment's, the verifier's or a cancellation (docs/formats.md, Harbor exceptions)"
  ),
  fileWarning(
    'harbor_reward_key_ambiguous',
    'several reward keys and none is `reward`, and no `--reward-key` / `reward-key` names the one that decides: no score'
  ),
  fileWarning(
    'harbor_reward_key_missing',
    "the trial's rewards lack the key `--reward-key` / `reward-key` names: no verdict (no other key's reward is read in its place)"
  ),
  fileWarning(
    'harbor_no_checksum',
    "a trial with neither `task_checksum` nor `task_id.ref`: its revision is its dataset's `ref`, else `unknown`"
  ),
  fileWarning('harbor_trial_cancelled', 'a trial recorded `CancelledError`: no verdict, and its usage counters (partial) are not summed'),
  fileNotice(
    'harbor_earlier_tries',
    "a trial's earlier tries kept by `harbor jobs download --include-retries` (`_retries/<trial>/retry-<i>/`): counted, their usage summed and shown apart, never in the figures; the verdict and usage are the final try's"
  ),
  fileWarning(
    'harbor_download_trials_missing',
    "a download reconstructed from its trials (`download_manifest.json`) names trials that never arrived, each with its reason: attempts with no evidence, so the attempt inventory of the job's configurations is not verified"
  ),
  fileNotice(
    'harbor_job_result_synthesised',
    "a reconstructed download's job `result.json` was synthesised from the trials that arrived: its counts are not Harbor's own and are not cross-checked"
  ),
  fileWarning(
    'harbor_download_manifest_unreadable',
    "a job's `download_manifest.json` cannot be read: whether the download was reconstructed, and which trials never arrived, is unknown"
  ),
  fileWarning(
    'atif_subagent_usage_outside',
    "a trial accounted from its harness counters has ATIF subagent trajectories whose tokens the parent's final_metrics leave out, or do not show including: the trial's usage is a lower bound, the reason named"
  ),
  fileWarning(
    'harbor_steps_unverified',
    "a multi-step trial with a step run without a verifier result, or stopped by a step that raised: Harbor's reward covers the verified steps only, so the trial has no verdict; the steps verified of the steps run are named"
  ),
  fileNotice(
    'harbor_step_usage_missing',
    "a multi-step trial (usage kept per step) with a step run that reports no usage counters, or leaves out one another step reports: the trial's usage is the sum of what the steps report, a lower bound"
  ),
  fileNotice(
    'harbor_cost_estimated',
    'a Harbor trial\'s cost is a LiteLLM price estimate (`codex`, `gemini-cli`, `cursor-cli` always; any agent whose ATIF says `final_metrics.extra.cost_source: "litellm_estimate"`): it is in pricing basis `harbor-estimate:<agent>`, never added to billed costs'
  ),
  fileNotice(
    'harbor_reward_not_counted',
    "a trial stopped by a failure that is not the agent's (the provider's, the network's, the environment's, the verifier's) or cancelled records a reward: it is kept in the scores, not counted as a verdict"
  ),
  fileWarning(
    'harbor_grader_no_answer',
    "the grader did not answer while a score was still written: a RewardKit criterion with `error` set (a judge that timed out or failed; RewardKit writes 0.0) under the reward key that decides, or an empty reward map `{}` (nothing could be scored): no verdict, counted as the verifier's failure, not the agent's (failures under other keys leave those keys out of the scores)"
  ),
  fileWarning(
    'harbor_grader_unknown',
    "a configuration's trials whose grader the files cannot tell (a `${VAR}` verifier env value resolved on the runner, an agent judge on its CLI's default model, a judge kind not known, a reward-details.json unreadable, or absent while other trials of the task have one): counted of its trials with an evaluation; their evaluator is `grader unknown` with the configuration's id, so no pass-fraction or score-key difference is presented"
  ),
  fileNotice(
    'harbor_grader_warnings',
    "RewardKit's `warnings` entries about a trial's judges (e.g. the agent's trajectory truncated to the judge's token budget), counted, the first three quoted"
  ),
  fileWarning(
    'harbor_grader_input_missing',
    "a judge was set to read the agent's trajectory (`judge.atif_trajectory`) and the trial folder lacks it: RewardKit then gives the judge the text `[trajectory not found]`, so the verdict may not rest on the agent's work"
  ),
  fileNotice(
    'harbor_graders',
    "a configuration's graders named in its trials' files (RewardKit judges, verifier settings), each with its count of trials, and for how many of its trials with an evaluation the grader is known"
  ),
  fileNotice(
    'harbor_grader_usage',
    "the agent judges' own usage (RewardKit `reward-details.json` `usage`) per configuration: evaluation cost, shown apart, never counted as the agent's"
  ),
  fileNotice(
    'harbor_agent_input_unknown',
    "a trial's agent is not one of Harbor's installed agents (a custom agent by import path): what its `n_input_tokens` count is unknown, so its input is compared only with the same agent's"
  ),
  fileNotice(
    'harbor_cache_writes_counted',
    "the input of a Harbor agent that leaves cache writes out (opencode, mimo, openclaw, rovodev-cli: prompt_tokens are input + cache reads): the writes its trajectory's steps report (`metrics.extra.cache_write_tokens`) are counted into input, both figures named"
  ),
  fileNotice(
    'harbor_simulated_user',
    "a simulated-user trial (`config.user_agent` set): `agent_result` holds the user agent's counters, named and never counted; the agent under test's usage is `agent_result.metadata.acp_target_usage` (the last usage mapping of its ACP session export), else not reported"
  ),
  fileNotice(
    'harbor_trial_timestamp_without_offset',
    'two times of one trial result without a UTC offset (Harbor 0.1.x writes local time): written by one process on one clock, their difference is kept as a duration; the zone, and so the instants, are unknown'
  ),
  fileNotice(
    'harbor_zero_not_reported',
    'a Harbor agent that writes 0 for a count it did not report (claude-code, codex, opencode and 12 more: `… or 0`) wrote 0 while the files show work (a positive cost, model steps, a trajectory without that total or with a larger one): that count is not reported, never 0'
  ),
  fileWarning(
    'harbor_trial_other_job',
    "a trial folder whose `config.job_id` is not its job's id (the job's `result.json` `id`): a trial of another run left in the job folder; it is not an attempt of the job and is counted nowhere (its usage, reward and inventory slot)"
  ),
  fileWarning(
    'harbor_reward_files_disagree',
    "a verifier folder's `reward.txt` and `reward.json` disagree (an agent can write one in a single-step shared-mode trial): the verdict is contested, so there is none, unless `--reward-file` / `reward-file` names the file that decides; both values, the job's Harbor version's precedence (reward.json since 0.7.0) and the verifier mode are named"
  ),
  fileNotice(
    'harbor_reward_file_chosen',
    "a verifier folder's `reward.txt` and `reward.json` disagree and `--reward-file` / `reward-file` names the file that decides: the verdict reads it; both values are named"
  ),
  fileWarning(
    'harbor_reward_out_of_range',
    "a configuration's rewards lie outside [0, 1] while the pass threshold is the default 1: the scale is not the threshold's, so none of its rewards is read as a pass or a fail (scores kept, verdicts missing) until `--pass-threshold` / `pass-threshold` names the scale; the observed range is named"
  ),
  fileNotice(
    'harbor_reward_near_threshold',
    'a reward below the pass threshold by at most 4 × 2^-52 (× the threshold when above 1: floating-point rounding, e.g. of a mean) is counted as reaching it; the reward and the difference are shown in full'
  ),
  fileWarning(
    'harbor_reward_fractional',
    "a configuration's rewards are not all 0 or 1: the pass fraction depends on the pass threshold; range and threshold are named"
  ),
  fileWarning(
    'harbor_trial_without_result',
    'a trial folder without `result.json` (killed, or running in a job that counts none running): the attempt is missing; in a job still running it is unfinished (`harbor_job_unfinished`)'
  ),
  fileWarning(
    'harbor_reward_unreadable',
    'a Harbor reward value that is not a number (e.g. the string `"1.0"`), named with its JSON path: the trial\'s verdict is unknown (a step\'s reward is left out); the rest of the trial, its usage too, is read'
  ),
  fileWarning('harbor_trial_unreadable', 'a trial `result.json` is malformed or has a wrong type'),
  fileWarning(
    'harbor_trial_unplaced',
    'trial folders of a job that could not be placed in a configuration (no task and agent readable, or behind a link leading out of the job): each may be an attempt of any configuration of the job, so their attempt inventories are not verified'
  ),
  fileWarning(
    'harbor_trial_absent',
    "the job's `config.json` expects a trial that is not there: the attempt is missing; in a job still running it is unfinished, not started (`harbor_job_unfinished`)"
  ),
  fileWarning(
    'pricing_configuration_unknown',
    "a pricing declaration (`--pricing`, the action's `pricing`) names a configuration the Harbor or TB1 folders do not give: it applies to nothing"
  ),
  fileWarning(
    'inventory_too_large',
    "a Harbor job's `config.json` or a TB1 run's `run_metadata.json` declares more attempts than an inventory is expanded to (100,000, or the attempts found when more; e.g. `n_attempts: 1e308`): not expanded, the attempt inventory not verified"
  ),
  fileWarning('harbor_inventory_mismatch', "trials contradict the job's `config.json` inventory"),
  fileNotice(
    'harbor_inventory_unknown',
    "a job's attempt inventory cannot be read from its `config.json` (no task list, a glob, `n_tasks`, `exclude_task_names`, a single trial); the reason is named"
  ),
  fileWarning(
    'harbor_job_unfinished',
    "the job's `result.json` counts cancelled, running or pending trials (or a trial was cancelled): its inventory is not complete; while it counts running or pending ones, each of its attempts without a result carries it too and is unfinished (gap `attempt_unfinished`), named by task, not missing"
  ),
  fileWarning('harbor_job_config_unreadable', "the job's `config.json` is unreadable or its `n_attempts` invalid"),
  fileNotice(
    'harbor_sample_accounting_unknown',
    'a NeMo Fabric Harbor sample carries no full result and no request list: the attempt is found, its token counts and cost unknown (no requests listed); its ATIF counters are legacy counters listed with the attempt, never summed'
  ),
  fileNotice(
    'harbor_job_timestamp_without_offset',
    "a Harbor job `result.json` `started_at`/`finished_at` without a UTC offset (Harbor 0.21 writes naive job times): no figure uses the job's own times, so nothing is unknown"
  ),
  fileNotice('harbor_job_result_unreadable', "the job's `result.json` is unreadable"),
  fileWarning(
    'harbor_job_trials_differ',
    "the job's `result.json` counts other trials (`n_total_trials`, `stats.n_trials`, `stats.n_completed_trials`, `n_errored_trials`, `n_cancelled_trials`) than the trial folders and results found"
  ),
  fileNotice(
    'harbor_job_mean_differs',
    "Harbor's job mean (a missing reward counted as 0) differs from the mean recomputed from the trials"
  ),
  fileWarning('harbor_negative_duration', 'a trial finished before it started'),
  fileNotice('harbor_duplicate_trial', 'the same trial id was read twice; the copy is ignored'),
  fileNotice(
    'harbor_regraded',
    "a configuration's attempts judged again by a `harbor jobs regrade` job given beside their own: each stays one attempt with its own usage and timing, its verdict the regrade's (the original named in the evaluation's note); the attempts regraded and the verdicts changed are counted, up to 10 changes named"
  ),
  fileNotice(
    'harbor_regraded_twice',
    'one attempt was regraded more than once (two regrades of one trial): the verdict of the regrade that finished last (`finished_at`) is taken; every regrade is named'
  ),
  fileNotice(
    'harbor_regrade_source_absent',
    "a regrade trial (`config.source_trial`) whose source trial is not among the folders given, or cannot be told apart: it is counted as an attempt of its own, its `agent_result` (the source trial's copy) once"
  ),
  fileWarning(
    'harbor_source_trial_unknown',
    "a trial's `config.source_trial` names no trial in any shape read (a name, id or path, or an object with one): the trial is read as an ordinary attempt, so an attempt it regrades may be counted twice"
  ),
  fileWarning('harbor_nested_job', 'a job folder was found where a trial was expected'),
  fileNotice('harbor_configurations_share_agent', 'derived configurations share an agent name; the differing `kwargs` keys are named'),
  fileWarning(
    'harbor_configuration_per_job_kwargs',
    'trials of one agent differ in `kwargs` keys whose value is different in every job (per-run bookkeeping): left out of the derived ids; `--configuration-by` with the key that separates the jobs is suggested'
  ),
  fileWarning('harbor_configuration_unmapped', 'a configuration map was given but no entry matched the trial'),
  fileWarning('harbor_configuration_map_conflict', '`kwargs.` entries of the configuration map disagree for one trial'),
  fileNotice(
    'claude_code_cache_writes_counted',
    "Harbor ≤ 0.2.x's `claude-code` agent left cache writes out of `n_input_tokens` (the trajectory's prompt tokens show it); the trajectory's `cache_creation_input_tokens` are counted into the input, both figures named"
  ),
  fileNotice(
    'claude_code_input_definition_unknown',
    "whether a `claude-code` trial's `n_input_tokens` include cache writes (Harbor ≥ 0.3.0) or leave them out (≤ 0.2.x) is unknown: no `lock.json` names a Harbor version and no trajectory figure shows it, or the two contradict; the input is shown as reported, the reason named"
  ),
  fileWarning(
    'harbor_sample_verdict_differs',
    "a NeMo Fabric Harbor sample's `verifier-summary.json` (`reward`, `resolved`) disagrees with its `harbor_reward`, or is unreadable: the verdict is `harbor_reward`"
  ),
  fileWarning('atif_cached_exceeds_prompt', 'an ATIF trajectory reports more cached than prompt tokens (counted apart)'),
  fileNotice('atif_total_steps_mismatch', 'ATIF `total_steps` differs from the number of steps'),
  fileNotice(
    'atif_metrics_mismatch',
    'ATIF `final_metrics` differ from the summed step metrics (subagents are named when they explain it)'
  ),
  fileNotice('atif_subagent_trajectories', 'the trajectory has subagent trajectories; never added into the parent'),
  fileNotice('atif_continued', "the trajectory continues in further files; the last segment's cumulative figures are used"),
  fileWarning('atif_continuation_missing', 'a referenced ATIF continuation file is absent'),
  fileNotice('atif_subagent_missing', 'a referenced ATIF subagent file is absent'),
  fileNotice(
    'atif_field_invalid',
    'a field of an ATIF trajectory has a wrong type (e.g. `observation.results` not a list), or a sum of its step metrics exceeds the largest float: skipped (not reported), the rest of the file is read'
  ),
  fileWarning('atif_unreadable', 'an ATIF trajectory is malformed (or its continuations loop)'),
  fileNotice('atif_unknown_version', 'an ATIF version outside v1.0–v1.8, read leniently'),
  fileNotice('tb1_zero_tokens', 'Terminal-Bench 1.x 0/0 token counts read as not reported'),
  fileNotice('tb1_failure_mode', 'a Terminal-Bench 1.x trial `failure_mode` other than `unset`'),
  fileNotice('tb1_run_accuracy_differs', 'Terminal-Bench 1.x run accuracy counts a missing verdict as unresolved; recomputed'),
  fileWarning('tb1_trial_unreadable', 'a Terminal-Bench 1.x trial `results.json` is unreadable')
]

/** Severity of a warning or diagnostic code; `notice` for a code not in the table. */
export function severityOf(code: string): 'warning' | 'notice' {
  const severities = CODES.filter((c) => c.code === code && c.severity !== null)
  return severities.some((c) => c.severity === 'warning') ? 'warning' : 'notice'
}

/** The README's code table (Markdown). */
export function codeTableMarkdown(): string {
  const rows = CODES.map(
    (c) =>
      `| \`${c.code}\` | ${c.kind === 'diagnostic' ? 'file diagnostic' : c.kind} | ${c.severity ?? '—'} | ${c.meaning.replace(/\|/g, '\\|')} |`
  )
  return ['| code | kind | severity | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n')
}
