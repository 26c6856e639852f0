/**
 * The file diagnostic codes of the code table (codes.ts) about harness evidence, in README
 * order: Harbor job and trial folders (rewards, graders, retries, regrades, inventories, agents'
 * usage), ATIF trajectories and Terminal-Bench 1.x runs.
 */
import { fileNotice, fileWarning, type CodeInfo } from './info.js'

/** The file diagnostic codes of Harbor, ATIF and Terminal-Bench 1.x evidence, in README order. */
export const HARNESS_CODE_TABLE: readonly CodeInfo[] = [
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
