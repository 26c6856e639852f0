/**
 * What to do next about each warning and file diagnostic: one imperative
 * line per code, for the Warnings list of the pull-request comment (and the
 * job summary), which shows each code's remedy beside it. The meaning of a
 * code is in src/comparison/codes/codes.ts (and docs/codes.md); this table only
 * says what the user can change — in the evaluation, its upload, the
 * manifest or attempt index files (`fabric-compare index`), the Harbor or
 * Terminal-Bench runs, or the CLI options and action inputs — so that the
 * warning goes away, or, for a notice that needs nothing, what to check.
 *
 * A remedy is plain text on one line, at most 140 characters, with no
 * trailing period; it names only options and inputs the tool has
 * (__tests__/remedies.test.ts checks every `--option` against the CLI's
 * option tables and every action input against action.yml). Where the cure
 * depends on where the evidence came from, it is said for every source or
 * for the common one; the warning's own message keeps the advice that fits
 * its source (src/comparison/warnings/advice.ts).
 *
 * Gap codes have no entry: a gap is named on its request or attempt, and
 * the warnings about it (`attempt_missing`, `usage_partial`, …) carry the
 * remedy. `attempt_missing` is both a gap and a warning; it has one entry.
 */

/**
 * The table, in the order of CODES (codes.ts). The codes are written in
 * double quotes on purpose: __tests__/codes.test.ts checks that every
 * documented code is quoted ('…') somewhere in `src/`, as proof that the
 * source can emit it, and this table must not stand in for that proof.
 */
const REMEDY_LIST: ReadonlyArray<readonly [code: string, remedy: string]> = [
  [
    'attempt_inventory_unverified',
    'declare the attempt list whole where your evidence comes from, as the warning says (manifest, action inputs, Harbor config.json)'
  ],
  [
    'harbor_retry_policies_differ',
    "run every configuration's Harbor jobs under the same `retry` policy in `config.json`, then compare again"
  ],
  ['harbor_retry_on_reward', "drop `retry.retry_if_reward_below` from the job's `config.json` and re-run it for a first-try pass rate"],
  [
    'verdict_missing',
    "see each named attempt's diagnostics for why; re-run its verifier or record its verdict (`evaluation`, `index --passed`)"
  ],
  [
    'request_list_unverified',
    'declare each whole request list where your evidence comes from, as the warning says (`requests_complete`, `index --requests-complete`)'
  ],
  [
    'attempt_missing',
    'find why the named attempts left no evidence (a failed job, an artifact not uploaded: upload with `if: always()`) and re-run them'
  ],
  ['attempt_unexpected', 'add the attempts to the expected inventory (inputs `tasks` + `attempts-per-task`) or stop producing them'],
  [
    'attempt_outside_inventory',
    "summarize only attempts the merge job's inputs `tasks` + `attempts-per-task` list, or widen those inputs to hold them"
  ],
  ['request_duplicate', 'give each request its own evidence: remove the copied full result or record, or correct the request ids declared'],
  ['request_claimed_in_two_shards', "give each attempt's evidence to one shard only, summarize the shards again and merge"],
  ['duplicate_attempt', 'list each attempt once (configuration, task, revision, attempt id): remove or renumber the repeated listings'],
  [
    'configuration_unknown',
    'declare the configuration (input `configurations`, `--configuration`) or fix the `configuration` its attempts name'
  ],
  ['usage_partial', 'find the requests without usage (`--details`) and make their producer report input and output tokens (and cost)'],
  ['sum_overflow', "check the named figures' evidence for corrupt or wrongly scaled counts: no real sum exceeds 2^53 − 1 tokens"],
  [
    'cached_exceeds_input',
    'make the producer count cached tokens inside `input_tokens`, or mark its usage `input_tokens_include_cache: false`'
  ],
  ['reasoning_exceeds_output', 'make the producer count reasoning tokens inside `output_tokens`, as this tool defines output'],
  ['total_tokens_mismatch', 'make the producer report `total_tokens` as input plus output tokens, or leave it out'],
  [
    'adapter_counter_contradicts',
    "check whether `output.usage` or the request's `usage` is wrong, and fix the adapter or producer that wrote it"
  ],
  [
    'input_definition_differs',
    'compare agents whose input counts the same thing, or compare each agent with itself across models or prompts'
  ],
  [
    'input_excludes_cache_writes',
    "keep the trials' trajectories with the evidence (they count the cache writes), or run on Harbor 0.3.0 or later"
  ],
  [
    'pricing_basis_missing',
    'declare the pricing basis: `pricing` in the manifest, else `--pricing` / input `pricing` lines `id: basis verified`'
  ],
  [
    'pricing_basis_unverified',
    'check the prices, then mark the basis verified: `verified: true` in the manifest, else `id: basis verified` (`--pricing`)'
  ],
  ['pricing_basis_differs', 'price every configuration in the same basis (re-price one side) to get a cost difference'],
  [
    'pricing_basis_mixed',
    "price every request of the configuration in one basis: re-price the named requests in the configuration's basis"
  ],
  [
    'evaluator_unknown',
    'name the evaluator: `evaluator` in the manifest or index file (`index --evaluator NAME@VERSION`), or input `evaluators`'
  ],
  ['evaluator_mixed', "judge all of a configuration's attempts with one evaluator and version, or split them into configurations"],
  ['evaluator_differs', 'judge every configuration with the same evaluator name and version to get a pass-rate difference'],
  [
    'infrastructure_share_lower',
    "read the named attempts' stops (harness exception, record stop cause); rerun them on sound infrastructure"
  ],
  ['task_not_in_all_configurations', 'run the task in every configuration, or leave it out of all of them, so the task lists match'],
  ['revision_differs', 'run every configuration on the same revision of the task (pin the task version or the dataset ref)'],
  ['attempt_count_differs', 'run each task the same number of times in every configuration (one `attempts-per-task` for all)'],
  [
    'hidden_folder_missing',
    'set `include-hidden-files: true` on actions/upload-artifact (4.4 or later) so `.fabric/` folders are uploaded'
  ],
  ['baseline_run_not_found', 'run the workflow on the default branch (a push or `workflow_dispatch`), then re-run this comparison'],
  ['baseline_run_incomplete', 're-run the comparison once a default-branch run at or before the base commit has completed successfully'],
  ['baseline_run_passed_over', "nothing to do unless the base commit's own run should be the baseline: fix or re-run the runs passed over"],
  ['baseline_artifact_expired', 're-run the workflow on the default branch, or raise `retention-days` on actions/upload-artifact'],
  ['baseline_stale', 'run the workflow on the default branch again (a push or a schedule), or raise `baseline-max-age`'],
  ['baseline_run_lookup_failed', 'give the job `permissions: actions: read` and input `github-token`, or re-run after an API failure'],
  [
    'artifacts_not_served',
    'download the artifacts in a step before (`actions/download-artifact@v3` on GitHub Enterprise Server), then set input `evidence-path`'
  ],
  ['verdict_without_evidence', "upload the named attempts' execution evidence, or drop the verdicts of attempts that never ran"],
  ['legacy_counter_differs', 'nothing to do: the request accounting is used; check the adapter or harness counters if the gap is large'],
  ['result_record_disagree', "nothing to do: the full result is used; check why the record's end line reports other usage"],
  ['evidence_file_unreadable', 'upload the named file intact; until then the request is accounted from its other evidence'],
  ['record_state_excluded', "report the named record states to the record's producer (NeMo Fabric): the record format excludes them"],
  ['record_state_unusual', 'nothing to do: check the named records if the state is unexpected for your setup'],
  ['oom_kill_count_decreased', 'check the host: `oom_kill_count` was reset or read from another cgroup between the start and end lines'],
  [
    'record_without_end_beside_result',
    "keep the request's record whole: let the writer finish its end line before the job ends, then upload again"
  ],
  ['result_record_status_differs', "check the producer: a request's full result and its record end line should report the same status"],
  [
    'task_duration_below_invocations',
    "measure `task_duration_ms` from the attempt's start to its end, over all its invocations (`--task-duration-ms`)"
  ],
  ['evidence_file_missing', 'upload the named file with the rest of the evidence (`.fabric/` needs `include-hidden-files: true`)'],
  ['request_id_mismatch', 'declare the request id the file names, or point the request at its own full result or record'],
  ['attempt_without_requests', 'nothing to do if the attempt made no request; else list its requests (`fabric-compare index` finds them)'],
  ['invalid_number', 'make the producer write finite numbers within ±(2^53 − 1): no `NaN`, `Infinity` or oversized integers'],
  ['invalid_count', 'make the producer write token counts as non-negative integers and USD amounts as non-negative numbers'],
  ['timestamp_without_offset', 'make the producer write timestamps with a UTC offset (e.g. `2026-01-01T12:00:00Z`)'],
  ['invalid_timestamp', 'make the producer write timestamps as RFC 3339 with a UTC offset (e.g. `2026-01-01T12:00:00Z`)'],
  ['torn_last_line', 'let the writer finish before the job ends; re-run the attempt if the cut-off line mattered'],
  ['nul_padding', 'nothing to do: the record is read around the padding; check the host for the crash that left it'],
  ['missing_required_field', "make the full result's producer write every required field (named), e.g. by upgrading NeMo Fabric"],
  ['record_id_mismatch', "write each request's lines to its own record (`.fabric/<runtime_id>/<invocation_id>/run-record.jsonl`)"],
  ['empty_record', 'check why the record stayed empty (a writer killed early); re-run the attempt, or leave the record out'],
  [
    'invocation_end_before_start',
    "check the clock of the host that wrote the full result's `invocation_start` and `invocation_end` events"
  ],
  [
    'attempt_index_foreign_configuration',
    "add `relabel` to the configuration line to take it under that id, or fix the index file's `configuration`"
  ],
  [
    'artifact_without_index',
    'upload the evidence folder with its fabric-attempt.json files (default `archive: true`), or narrow the artifact pattern'
  ],
  ['attempt_index_superseded', 'nothing to do: the newer upload is used; delete the older artifact if it was uploaded by mistake'],
  [
    'attempt_index_ambiguous',
    'keep one index file per attempt: delete the extra upload or give it its own `attempt` id, then compare again'
  ],
  ['attempt_index_duplicate', 'keep one index file per attempt: delete the duplicate or give it its own `attempt` id'],
  [
    'evidence_folder_unreadable',
    'make the named folder listable (permissions, name length) and keep each artifact under 1,000,000 entries'
  ],
  ['evidence_link_outside', 'copy the linked files into the evidence folder instead of linking outside it, then upload again'],
  [
    'attempt_index_invalid',
    'fix the named `fabric-attempt.json` (schema/attempt-index.schema.json), or write it with `fabric-compare index`'
  ],
  ['unknown_line', "nothing to do: extra lines are kept as unknown; check the record's writer if they were meant as start or end lines"],
  ['record_retried', "nothing to do: every try's usage is summed; check the named request if retries were not expected"],
  ['result_covers_one_try', "make the producer write the retried request's full result with the usage of every try, not the last one only"],
  ['record_tries_unpaired', "make the record's writer write one start and one end line per try, so that tries pair up"],
  ['record_write_failed', 'check why NeMo Fabric could not write the request record (disk space, permissions) in that run'],
  [
    'result_without_ids',
    'nothing to do for the stub of a run that failed early; else make the producer write runtime, invocation and request ids'
  ],
  ['resource_field_unreadable', 'check the producer of the named resource snapshot field: it must hold a number in the documented unit'],
  ['resource_snapshot_unknown_field', 'nothing to do: unknown keys are named, not read; upgrade fabric-compare if NeMo Fabric added them'],
  [
    'system_stats_field_unreadable',
    'check the NeMo Fabric release that wrote the named `system_stats` field; upgrade fabric-compare if it is a new shape'
  ],
  ['usage_input_normalised', 'nothing to do: input is counted with the cache, as this tool defines input tokens'],
  [
    'usage_input_excludes_cache',
    'make the producer report `cached_input_tokens` beside `input_tokens_include_cache: false`, or input with the cache'
  ],
  ['legacy_counter_invalid', "nothing to do: the counter is ignored; fix the type of the adapter's `output` counter if you need it"],
  ['legacy_counter_unrecognized', "nothing to do: that `output.usage` shape is ignored; the request's own `usage` is what counts"],
  ['harbor_exception', "check the trial's `exception_info`; re-run the trial if the exception is an infrastructure failure"],
  [
    'harbor_reward_key_ambiguous',
    'name the reward key that decides with `--reward-key` (input `reward-key`), or make the verifier write it as `reward`'
  ],
  ['harbor_reward_key_missing', "check the key's spelling against the trial's reward.json, or make every trial's verifier write it"],
  ['harbor_no_checksum', 'run trials from tasks with a `task_checksum` or `task_id.ref` (or a dataset `ref`) so their revision is known'],
  ['harbor_trial_cancelled', 're-run the cancelled trial (or resume the job) so it gets a verdict and its whole usage'],
  ['harbor_earlier_tries', "nothing to do: earlier tries are shown apart; the figures and the verdict are the final try's"],
  ['harbor_download_trials_missing', 'download the job again once the named trials are available, or re-run them in Harbor'],
  [
    'harbor_job_result_synthesised',
    'nothing to do: compare the job folder Harbor wrote (not a reconstructed download) to cross-check its counts'
  ],
  ['harbor_download_manifest_unreadable', 'download the job again so that its `download_manifest.json` is readable'],
  [
    'atif_subagent_usage_outside',
    "make the agent's harness counters include its subagents' tokens; until then the trial's usage is a lower bound"
  ],
  ['harbor_steps_unverified', 'give every step of the multi-step task a verifier result and re-run the trial so it gets a verdict'],
  ['harbor_step_usage_missing', "make every step's agent report usage counters; until then the trial's usage is a lower bound"],
  ['harbor_cost_estimated', 'nothing to do: estimates stay in basis `harbor-estimate:<agent>`; compare billed costs for a cost difference'],
  ['harbor_reward_not_counted', 'nothing to do: re-run the cancelled or verifier-failed trial if it needs a verdict'],
  [
    'harbor_grader_no_answer',
    "regrade the trial (`harbor jobs regrade`) so the judge answers; raise the judge's `timeout` if it timed out"
  ],
  [
    'harbor_grader_unknown',
    "keep every trial's reward-details.json, give judge settings as values, not `${VAR}`, and name an agent judge's model"
  ],
  ['harbor_grader_warnings', "read the quoted warnings; raise the judge's token budget if the trajectory was truncated"],
  ['harbor_grader_input_missing', "keep the agent's trajectory in the trial folder (and the artifact), or regrade once it is there"],
  ['harbor_graders', 'nothing to do: the graders are named so a reviewer sees who judged each configuration'],
  ['harbor_grader_usage', "nothing to do: the judges' usage is the evaluation's cost, shown apart from the agent's"],
  [
    'harbor_agent_input_unknown',
    'nothing to do when the other side runs the same agent; else compare like with like, or read its tokens per request'
  ],
  ['harbor_cache_writes_counted', "nothing to do: the input counts the cache writes, as every other agent's does"],
  [
    'harbor_simulated_user',
    "nothing to do: the user agent's counters are shown apart; run the agent through Harbor's ACP bridge so its usage is kept"
  ],
  [
    'harbor_trial_timestamp_without_offset',
    'nothing to do: the duration is kept; a Harbor release after 0.1.x writes times with their offset'
  ],
  ['harbor_zero_not_reported', "nothing to do: the count is unknown, not 0; keep the agent's trajectory so its totals can be read"],
  ['harbor_trial_other_job', "remove the other run's trial folder from the job folder, or give that run's own job folder"],
  [
    'harbor_reward_files_disagree',
    'run the verifier in separate mode, or name the reward file your tests write with `--reward-file` (input `reward-file`)'
  ],
  ['harbor_reward_file_chosen', 'nothing to do: the verdict reads the reward file you named; check why the other file differs'],
  ['harbor_reward_out_of_range', "set `--pass-threshold` (input `pass-threshold`) to the pass value on the rewards' own scale"],
  ['harbor_reward_near_threshold', 'nothing to do: the reward counts as reaching the pass threshold (floating-point rounding)'],
  [
    'harbor_reward_fractional',
    'check that the pass threshold fits the rewards; set `--pass-threshold` (input `pass-threshold`) if a pass is not 1'
  ],
  ['harbor_trial_without_result', 'let the trial finish (or re-run it) and keep its `result.json`; upload the job only after it has ended'],
  ['harbor_reward_unreadable', 'make the verifier write each reward as a JSON number (`1.0`, not `"1.0"`)'],
  ['harbor_trial_unreadable', 'download or upload the trial again so its `result.json` is whole, as Harbor wrote it'],
  [
    'harbor_trial_unplaced',
    "keep each trial's `result.json` (or `config.json`) naming its task and agent, with no link leading out of the job"
  ],
  ['harbor_trial_absent', 'resume or re-run the job so every trial its `config.json` expects is there, and upload the job whole'],
  [
    'pricing_configuration_unknown',
    'use a configuration id the folders give in `--pricing` / input `pricing`, or map trials to that id (`--configuration-map`)'
  ],
  ['inventory_too_large', 'check `n_attempts` and the task list in `config.json` or `run_metadata.json`: declare the real attempt count'],
  [
    'harbor_inventory_mismatch',
    "check that the job's `config.json` matches the trials it ran (tasks, agents, `n_attempts`), one job per folder"
  ],
  [
    'harbor_inventory_unknown',
    "name every task in the job's `config.json` (`tasks` or literal `datasets[].task_names`, no `n_tasks` or exclusions)"
  ],
  [
    'harbor_job_unfinished',
    'wait until the job finishes (`harbor run` has exited) or resume it (`harbor jobs resume`), then upload the whole job and compare again'
  ],
  ['harbor_job_config_unreadable', "keep the job's `config.json` as Harbor wrote it: valid JSON with a whole-number `n_attempts`"],
  [
    'harbor_sample_accounting_unknown',
    'compare Harbor job folders instead of sample folders: a sample holds no full result, so its usage stays unknown'
  ],
  ['harbor_job_timestamp_without_offset', "nothing to do: no figure uses the job's own times"],
  ['harbor_job_result_unreadable', "keep the job's `result.json` as Harbor wrote it; download the job again if it was cut off"],
  ['harbor_job_trials_differ', 'upload the whole job folder, every trial folder with its `result.json`, after the job has finished'],
  ['harbor_job_mean_differs', "nothing to do: the mean recomputed from the trials is used (Harbor's counts a missing reward as 0)"],
  ['harbor_negative_duration', 'check the clock of the host that ran the trial: its `finished_at` is before its `started_at`'],
  ['harbor_duplicate_trial', 'give each trial once: remove copied trial folders or overlapping `--harbor-job` paths'],
  ['harbor_regraded', 'nothing to do: check the verdicts named that the regrade changed'],
  ['harbor_regraded_twice', 'give only the regrade job whose verdicts you mean to compare, or check the one that finished last is it'],
  [
    'harbor_regrade_source_absent',
    "give the source trial's job folder too (`--harbor-job`, input `harbor-jobs`), or leave the regrade out"
  ],
  ['harbor_source_trial_unknown', "check the trial's `config.source_trial`; upgrade fabric-compare if Harbor writes a new shape"],
  ['harbor_nested_job', "pass each job folder itself (`--harbor-job 'jobs/*'`, input `harbor-jobs`), not the folder that holds the jobs"],
  [
    'harbor_configurations_share_agent',
    'nothing to do if the ids suit you; else name them with `--configuration-by kwargs.<key>` or `--configuration-map`'
  ],
  [
    'harbor_configuration_per_job_kwargs',
    'name the configurations with `--configuration-by` (input `configuration-by`) and the key that separates the jobs'
  ],
  [
    'harbor_configuration_unmapped',
    'add a configuration map entry matching the trial: its derived id, `job:<folder>`, `kwargs.<key>=<value>` or agent'
  ],
  [
    'harbor_configuration_map_conflict',
    "make the configuration map's `kwargs.` entries that match one trial name the same id, or drop one of them"
  ],
  ['claude_code_cache_writes_counted', "nothing to do: the trajectory's cache writes are counted into the input"],
  [
    'claude_code_input_definition_unknown',
    "keep the job's `lock.json` (it names the Harbor version) and the trial's trajectory with the evidence"
  ],
  [
    'harbor_sample_verdict_differs',
    "check the sample's verifier: `verifier-summary.json` should agree with `harbor_reward`, which is used"
  ],
  ['atif_cached_exceeds_prompt', "make the trajectory's writer count cached tokens inside prompt tokens, as ATIF defines them"],
  ['atif_total_steps_mismatch', "nothing to do: check the trajectory's writer if `total_steps` should match its steps"],
  ['atif_metrics_mismatch', "nothing to do: trajectory counters are only cross-checked; check the trajectory's writer if the gap matters"],
  ['atif_subagent_trajectories', 'nothing to do: subagent trajectories are named, never added into the parent'],
  ['atif_continued', "nothing to do: the last segment's cumulative figures are used"],
  ['atif_continuation_missing', 'upload every continuation file of the trajectory with the trial'],
  ['atif_subagent_missing', 'upload the referenced subagent trajectory files with the trial'],
  ['atif_field_invalid', "nothing to do: the field is skipped; check the trajectory's writer against the ATIF schema"],
  ['atif_unreadable', 'upload an intact trajectory file, and fix continuation references that loop back'],
  ['atif_unknown_version', 'nothing to do: it is read leniently; upgrade fabric-compare if the version is newer than v1.8'],
  ['tb1_zero_tokens', 'nothing to do: 0/0 means not reported; make the agent report its tokens to get usage'],
  ['tb1_failure_mode', "check the trial's `failure_mode` in its `results.json`; re-run the trial if it failed for infrastructure reasons"],
  ['tb1_run_accuracy_differs', 'nothing to do: the accuracy is recomputed over the trials with a verdict'],
  ['tb1_trial_unreadable', 'run or upload the trial again so its `results.json` is whole and readable']
]

/**
 * The remedy of every warning and file diagnostic code (kind `warning` or
 * `diagnostic` in CODES, both severities), by code, in the order of CODES:
 * one line of at most 140 characters saying what to do next.
 */
export const REMEDIES: ReadonlyMap<string, string> = new Map(REMEDY_LIST)

/** The remedy of `code`; null for a gap code or a code not in the table. */
export function remedyOf(code: string): string | null {
  return REMEDIES.get(code) ?? null
}
