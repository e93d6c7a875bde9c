-- Derived views over the base tables (dataset_tasks, dataset_actions, runs, generations,
-- actions, assertions, checkpoints, task_scores), which `iwr` creates from the Parquet parts.
-- Every figure is in [0, 1]; reports show %. Figures are macro averages over tasks.

-- Every (run, model, task, sample) of a run: each generation and each scored task, so a page
-- that was never replayed or never scored is still a task of the run and cannot drop out
-- silently. A run without --samples has sample 0 only.
CREATE OR REPLACE VIEW run_tasks AS
SELECT run_id, model, task_id, sample,
       CASE WHEN g.generated THEN g.page_path IS NULL OR coalesce(g.error_kind, 'truncated') <> 'truncated'
            ELSE NOT coalesce(s.generation_ok, true) END AS generation_failed,
       g.error_kind AS generation_error,
       coalesce(a.replayed, false) AS replayed
FROM (SELECT run_id, model, task_id, sample, true AS generated, any_value(page_path) AS page_path, any_value(error_kind) AS error_kind
      FROM generations GROUP BY ALL) g
FULL JOIN (SELECT run_id, model, task_id, sample, bool_or(generation_ok) AS generation_ok FROM task_scores GROUP BY ALL) s
     USING (run_id, model, task_id, sample)
LEFT JOIN (SELECT DISTINCT run_id, model, task_id, sample, true AS replayed FROM actions) a USING (run_id, model, task_id, sample);
COMMENT ON VIEW run_tasks IS 'Every (run, model, task, sample) of a run: its generations and its scored tasks.';
COMMENT ON COLUMN run_tasks.generation_failed IS 'The generation gave no page (the task scores 0).';
COMMENT ON COLUMN run_tasks.generation_error IS 'error_kind of the generation; NULL when it succeeded.';
COMMENT ON COLUMN run_tasks.replayed IS 'The page has actions rows (it was replayed).';

-- Every task of a run under every (judge, protocol) the run was scored with: the figures as
-- the leaderboard and the breakdowns count them. A task with no score row under that
-- variant counts 0 in every figure (HVS: only where the variant has HVS), like a failed
-- generation, and is marked. A pair not measured (its task_scores row names the
-- infrastructure error_kind in not_measured) has no figure and counts in no average: it is
-- counted apart. Presence of DINO and HVS is the variant's, read from the rows of measured
-- tasks that had a page (older parts marked a failed generation's row "absent").
CREATE OR REPLACE VIEW task_figures AS
WITH variants AS (
  SELECT run_id, judge, protocol,
         coalesce(bool_and(hvs_present) FILTER (WHERE generation_ok AND not_measured IS NULL),
                  bool_and(hvs_present) FILTER (WHERE not_measured IS NULL), bool_and(hvs_present)) AS hvs_present,
         coalesce(bool_and(dino_present) FILTER (WHERE generation_ok AND not_measured IS NULL),
                  bool_and(dino_present) FILTER (WHERE not_measured IS NULL), bool_and(dino_present)) AS dino_present,
         bool_and(in_average) FILTER (WHERE NOT generation_ok AND not_measured IS NULL) AS no_page_in_average
  FROM task_scores GROUP BY ALL
)
SELECT t.run_id, t.model, t.task_id, t.sample, v.judge, v.protocol,
       s.protocol_version,
       s.task_id IS NOT NULL AND s.not_measured IS NULL AS scored,
       s.not_measured,
       s.task_id IS NOT NULL AND s.not_measured IS NULL AND NOT t.generation_failed AND s.first_failure IS NULL AS passed,
       t.generation_failed AND s.not_measured IS NULL AS generation_failed,
       NOT t.generation_failed AND s.task_id IS NULL AS not_replayed,
       NOT t.generation_failed AND s.task_id IS NOT NULL AND s.not_measured IS NULL AND coalesce(s.n_checkpoints, 0) = 0 AS no_checkpoint,
       s.not_measured IS NULL
         AND coalesce(s.in_average, CASE WHEN t.generation_failed THEN coalesce(v.no_page_in_average, true) ELSE true END) AS in_average,
       -- A scored row's NULL IFS or Final is an error (rows of strict version 1): the
       -- reports name the task rather than count it 0. NULL LVS/HVS/VFS meant "no checkpoint".
       CASE WHEN s.task_id IS NULL THEN 0.0 ELSE s.ifs END AS ifs,
       CASE WHEN s.not_measured IS NULL THEN coalesce(s.lvs, 0.0) END AS lvs,
       CASE WHEN v.hvs_present AND s.not_measured IS NULL THEN coalesce(s.hvs, 0.0) END AS hvs,
       CASE WHEN s.not_measured IS NULL THEN coalesce(s.vfs, 0.0) END AS vfs,
       CASE WHEN s.task_id IS NULL THEN 0.0 ELSE s.final END AS final,
       coalesce(s.judge_errors, 0) AS judge_errors,
       coalesce(s.undecided, 0) AS undecided,
       coalesce(s.unscored_steps, 0) AS unscored_steps,
       coalesce(s.steps_succeeded, 0) + CASE WHEN s.first_failure IS NOT NULL THEN 1 ELSE 0 END AS counted_steps,
       coalesce(s.unscored_checkpoints, 0) AS unscored_checkpoints,
       len(coalesce(s.notes, [])) AS n_notes,
       -- A scored task that never failed has no first failure (NULL), not "not_replayed".
       CASE WHEN s.task_id IS NOT NULL AND s.generation_ok IS NOT false THEN s.first_failure_kind
            ELSE coalesce(s.first_failure_kind, CASE WHEN t.generation_failed THEN coalesce(t.generation_error, 'no_page') ELSE 'not_replayed' END)
       END AS first_failure_kind,
       v.hvs_present, v.dino_present, s.ocr_model, s.dino_model, s.paper_comparable, s.comparability, r.dataset,
       d.interaction_complexity, d.visual_complexity, d.domain, d.sub_domain, d.resolution, d.environment, d.platform
FROM run_tasks t
JOIN variants v ON v.run_id = t.run_id
LEFT JOIN task_scores s ON s.run_id = t.run_id AND s.model = t.model AND s.task_id = t.task_id AND s.sample = t.sample
     AND s.judge IS NOT DISTINCT FROM v.judge AND s.protocol IS NOT DISTINCT FROM v.protocol
LEFT JOIN runs r ON r.run_id = t.run_id
LEFT JOIN dataset_tasks d ON d.task_id = t.task_id AND d.dataset = r.dataset;
COMMENT ON VIEW task_figures IS 'Every task sample of a run per (judge, protocol), figures as the leaderboard counts them (0 when not scored, none when not measured).';
COMMENT ON COLUMN task_figures.passed IS 'The sample''s page passed every action (scored, a page, no failed step).';
COMMENT ON COLUMN task_figures.generation_failed IS 'The generation gave no page (scores 0); false for a generation that was not measured.';
COMMENT ON COLUMN task_figures.scored IS 'A task_scores row with figures exists for this judge and protocol.';
COMMENT ON COLUMN task_figures.not_measured IS 'NULL: measured (or never scored). Else the infrastructure error_kind that kept the pair from being measured: no figure, in no average.';
COMMENT ON COLUMN task_figures.not_replayed IS 'A page was generated but has no score under this judge and protocol (never replayed, or never scored): counts 0.';
COMMENT ON COLUMN task_figures.no_checkpoint IS 'Scored, but no checkpoint was (none reached, or none in the ground truth): LVS, HVS, VFS 0.';
COMMENT ON COLUMN task_figures.in_average IS 'Counts in the benchmark average (false: the protocol skips a task with no page or one whose every step is unscored, or the pair was not measured).';
COMMENT ON COLUMN task_figures.n_notes IS 'Notes: steps the protocol could not reproduce from the replay.';
COMMENT ON COLUMN task_figures.counted_steps IS 'Steps IFS counted: succeeded before the first failure, and the failure (unscored steps left out).';
COMMENT ON COLUMN task_figures.first_failure_kind IS 'error_kind of the first failure; NULL when none failed; not_replayed / no_page when the task was not scored.';
COMMENT ON COLUMN task_figures.dataset IS 'Dataset identity of the run (folder path or hf repo@revision).';
COMMENT ON COLUMN task_figures.hvs_present IS 'The variant''s judge scores HVS (false: HVS absent, column NULL).';
COMMENT ON COLUMN task_figures.dino_present IS 'The variant had a DINO scorer.';

-- Every task of a run once per (judge, protocol): its figures averaged over its samples (one
-- sample: that sample's), how many samples passed every action, and the spread across them.
CREATE OR REPLACE VIEW task_samples AS
SELECT run_id, model, task_id, judge, protocol,
       count(*)                                                      AS n_samples,
       count(*) FILTER (WHERE passed)                                AS n_passed,
       bool_or(in_average)                                           AS in_average,
       coalesce(avg(lvs) FILTER (WHERE in_average), 0.0)             AS lvs,
       CASE WHEN bool_and(hvs_present) THEN coalesce(avg(hvs) FILTER (WHERE in_average), 0.0) END AS hvs,
       coalesce(avg(vfs) FILTER (WHERE in_average), 0.0)             AS vfs,
       coalesce(avg(ifs) FILTER (WHERE in_average), 0.0)             AS ifs,
       coalesce(avg(final) FILTER (WHERE in_average), 0.0)          AS final,
       stddev_samp(final) FILTER (WHERE in_average)                  AS final_sd,
       min(final) FILTER (WHERE in_average)                          AS final_min,
       max(final) FILTER (WHERE in_average)                          AS final_max,
       mode(first_failure_kind)                                      AS first_failure_kind,
       bool_and(hvs_present)                                         AS hvs_present,
       bool_and(dino_present)                                        AS dino_present,
       sum(judge_errors)::BIGINT                                     AS judge_errors,
       sum(undecided)::BIGINT                                        AS undecided,
       sum(counted_steps)::BIGINT                                    AS counted_steps,
       count(*) FILTER (WHERE generation_failed)                     AS failed_generations,
       count(*) FILTER (WHERE not_replayed)                          AS not_replayed,
       count(*) FILTER (WHERE not_measured IS NOT NULL)              AS not_measured,
       count(*) FILTER (WHERE no_checkpoint)                         AS no_checkpoint,
       sum(unscored_steps)::BIGINT                                   AS unscored_steps,
       sum(unscored_checkpoints)::BIGINT                             AS unscored_checkpoints,
       sum(n_notes)::BIGINT                                          AS n_notes,
       min(protocol_version)                                         AS protocol_version,
       list_distinct(list(ocr_model) FILTER (WHERE ocr_model IS NOT NULL))   AS ocr_models,
       list_distinct(list(dino_model) FILTER (WHERE dino_model IS NOT NULL)) AS dino_models,
       bool_and(paper_comparable)                                    AS paper_comparable,
       list_distinct(flatten(list(comparability)))                   AS comparability,
       any_value(dataset)                                            AS dataset,
       any_value(interaction_complexity) AS interaction_complexity, any_value(visual_complexity) AS visual_complexity,
       any_value(domain) AS domain, any_value(sub_domain) AS sub_domain, any_value(platform) AS platform
FROM task_figures
GROUP BY run_id, model, task_id, judge, protocol;
COMMENT ON VIEW task_samples IS 'Every task of a run per (judge, protocol), its figures the mean over its samples (the leaderboard''s unit).';
COMMENT ON COLUMN task_samples.n_samples IS 'Samples of the task (1 without --samples).';
COMMENT ON COLUMN task_samples.n_passed IS 'Samples whose page passed every action.';
COMMENT ON COLUMN task_samples.in_average IS 'Some sample counts in the benchmark average (reference skips a sample with no page; a sample not measured counts in none).';
COMMENT ON COLUMN task_samples.lvs IS 'Mean LVS over the task''s averaged samples (0 when not scored).';
COMMENT ON COLUMN task_samples.hvs IS 'Mean HVS over the task''s averaged samples; NULL when HVS is absent.';
COMMENT ON COLUMN task_samples.vfs IS 'Mean VFS over the task''s averaged samples.';
COMMENT ON COLUMN task_samples.ifs IS 'Mean IFS over the task''s averaged samples.';
COMMENT ON COLUMN task_samples.final IS 'Mean Final over the task''s averaged samples.';
COMMENT ON COLUMN task_samples.final_sd IS 'Standard deviation of Final across the task''s samples (NULL with one sample).';
COMMENT ON COLUMN task_samples.final_min IS 'Lowest Final of a sample.';
COMMENT ON COLUMN task_samples.final_max IS 'Highest Final of a sample.';
COMMENT ON COLUMN task_samples.first_failure_kind IS 'The most common first failure over the samples (NULL when no sample failed).';
COMMENT ON COLUMN task_samples.hvs_present IS 'The variant''s judge scores HVS.';
COMMENT ON COLUMN task_samples.dino_present IS 'The variant had a DINO scorer.';
COMMENT ON COLUMN task_samples.judge_errors IS 'Judge errors over the task''s samples.';
COMMENT ON COLUMN task_samples.undecided IS 'Assertion verdicts the judge left undecided, over the samples: their steps are unscored.';
COMMENT ON COLUMN task_samples.counted_steps IS 'Steps IFS counted, over the samples.';
COMMENT ON COLUMN task_samples.dataset IS 'Dataset identity of the run.';
COMMENT ON COLUMN task_samples.failed_generations IS 'Samples whose generation gave no page.';
COMMENT ON COLUMN task_samples.not_replayed IS 'Samples with a page but no score under this judge and protocol.';
COMMENT ON COLUMN task_samples.not_measured IS 'Samples not measured (an infrastructure failure): in no average.';
COMMENT ON COLUMN task_samples.no_checkpoint IS 'Scored samples with no checkpoint scored.';
COMMENT ON COLUMN task_samples.unscored_steps IS 'Actions counted neither way (undecided verdicts, judge errors but under reference, locator ties under strict), over the samples.';
COMMENT ON COLUMN task_samples.unscored_checkpoints IS 'Checkpoints whose HVS is missing because the rubric judge failed (their LVS counts), over the samples.';
COMMENT ON COLUMN task_samples.n_notes IS 'Steps the protocol could not reproduce, over the samples.';
COMMENT ON COLUMN task_samples.protocol_version IS 'Version of the protocol''s definitions (the lowest).';
COMMENT ON COLUMN task_samples.ocr_models IS 'OCR model versions of the scored samples.';
COMMENT ON COLUMN task_samples.dino_models IS 'DINO model versions of the scored samples.';
COMMENT ON COLUMN task_samples.paper_comparable IS 'Every scored sample is comparable with the published table.';
COMMENT ON COLUMN task_samples.comparability IS 'Why the figures are not comparable with the published table.';

-- The leaderboard: one row per (run, model, judge, protocol), the paper's table shape.
-- One denominator: every task of the run the protocol averages over (n_averaged), each task
-- once with its figures averaged over its samples; a failed generation, a task with no
-- checkpoint and a page never scored count 0 in LVS, HVS, VFS, IFS and Final alike, so
-- VFS = w*LVS + (1-w)*HVS holds on every row with HVS present. With samples, final_sd is the
-- spread of the benchmark figure across samples (sample k's Final over the tasks).
-- Pairs not measured (infrastructure: an outage, a starved browser, a full disk) are in no
-- average and counted apart (not_measured): a row with any is incomplete, not a score.
CREATE OR REPLACE VIEW leaderboard AS
WITH per_sample AS (
  SELECT run_id, model, judge, protocol, sample, avg(final) FILTER (WHERE in_average) AS final
  FROM task_figures GROUP BY ALL
), spread AS (
  SELECT run_id, model, judge, protocol, stddev_samp(final) AS final_sd FROM per_sample GROUP BY ALL
)
SELECT t.run_id, t.model, t.judge, t.protocol,
       count(*)                                                      AS n_tasks,
       count(*) FILTER (WHERE in_average)                            AS n_averaged,
       -- NULL when no pair of the row was measured: nothing to average, not a 0.
       CASE WHEN bool_or(not_measured < n_samples) THEN coalesce(avg(lvs) FILTER (WHERE in_average), 0.0) END AS lvs,
       CASE WHEN bool_and(hvs_present) AND bool_or(not_measured < n_samples) THEN coalesce(avg(hvs) FILTER (WHERE in_average), 0.0) END AS hvs,
       CASE WHEN bool_or(not_measured < n_samples) THEN coalesce(avg(vfs) FILTER (WHERE in_average), 0.0) END AS vfs,
       CASE WHEN bool_or(not_measured < n_samples) THEN coalesce(avg(ifs) FILTER (WHERE in_average), 0.0) END AS ifs,
       CASE WHEN bool_or(not_measured < n_samples) THEN coalesce(avg(final) FILTER (WHERE in_average), 0.0) END AS final,
       bool_and(dino_present)                                        AS dino_present,
       bool_and(hvs_present)                                         AS hvs_present,
       sum(judge_errors)::BIGINT                                     AS judge_errors,
       sum(undecided)::BIGINT                                        AS undecided,
       sum(counted_steps)::BIGINT                                    AS counted_steps,
       sum(failed_generations)::BIGINT                               AS failed_generations,
       sum(not_replayed)::BIGINT                                     AS not_replayed,
       sum(not_measured)::BIGINT                                     AS not_measured,
       sum(no_checkpoint)::BIGINT                                    AS no_checkpoint,
       sum(unscored_steps)::BIGINT                                   AS unscored_steps,
       sum(unscored_checkpoints)::BIGINT                             AS unscored_checkpoints,
       sum(n_notes)::BIGINT                                          AS notes,
       min(protocol_version)                                         AS protocol_version,
       nullif(array_to_string(list_sort(list_distinct(flatten(list(ocr_models)))), ', '), '')  AS ocr_model,
       nullif(array_to_string(list_sort(list_distinct(flatten(list(dino_models)))), ', '), '') AS dino_model,
       -- The published table: every task made as it was, on its task set (the hub dataset, 113
       -- tasks; the revision is checked by iwr_bench.tasks.scoring.published.comparability).
       coalesce(bool_and(paper_comparable), false) AND count(*) = 113
         AND coalesce(bool_and(dataset LIKE 'IWR-Bench/IWR-Bench@%'), false)  AS paper_comparable,
       list_sort(list_distinct(flatten(list(comparability))))        AS comparability,
       string_agg(DISTINCT dataset, ', ' ORDER BY dataset)           AS dataset,
       max(n_samples)                                                AS n_samples,
       any_value(sp.final_sd)                                        AS final_sd,
       count(*) FILTER (WHERE n_passed = n_samples)                  AS n_pass_all,
       count(*) FILTER (WHERE n_passed > 0)                          AS n_pass_any
FROM task_samples t
LEFT JOIN spread sp ON sp.run_id = t.run_id AND sp.model = t.model AND sp.judge IS NOT DISTINCT FROM t.judge
     AND sp.protocol IS NOT DISTINCT FROM t.protocol
GROUP BY t.run_id, t.model, t.judge, t.protocol;

-- Task scores with the dataset's fields, joined through the run's dataset.
CREATE OR REPLACE VIEW task_scores_detail AS
SELECT s.*, d.interaction_complexity, d.visual_complexity, d.domain, d.sub_domain,
       d.resolution, d.environment, d.platform
FROM task_scores s
LEFT JOIN runs r USING (run_id)
LEFT JOIN dataset_tasks d ON d.task_id = s.task_id AND d.dataset = r.dataset;

-- Breakdowns over the leaderboard's denominator (task_samples: each task once, its samples
-- averaged), so a group's figures are the leaderboard's restricted to the group.
CREATE OR REPLACE VIEW by_interaction_complexity AS
SELECT run_id, model, judge, protocol, interaction_complexity, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_samples WHERE in_average GROUP BY ALL;

CREATE OR REPLACE VIEW by_visual_complexity AS
SELECT run_id, model, judge, protocol, visual_complexity, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_samples WHERE in_average GROUP BY ALL;

CREATE OR REPLACE VIEW by_domain AS
SELECT run_id, model, judge, protocol, domain, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_samples WHERE in_average GROUP BY ALL;

CREATE OR REPLACE VIEW by_platform AS
SELECT run_id, model, judge, protocol, platform, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_samples WHERE in_average GROUP BY ALL;

-- Per action type: how often actions of the type were performed, and which kind of
-- failure stopped the replay.
CREATE OR REPLACE VIEW by_action_type AS
SELECT run_id, model, type, count(*) AS n_actions,
       count(*) FILTER (WHERE outcome = 'performed') AS n_performed,
       avg(CASE WHEN outcome = 'performed' THEN 1.0 WHEN outcome = 'failed' THEN 0.0 END) AS success_rate,
       mode(error_kind) FILTER (WHERE outcome = 'failed') AS common_failure
FROM actions GROUP BY ALL;

-- Where the replay first fails, by step (first_failure NULL: no action failed). Reports
-- plot it; one row per (run, model, judge, protocol, step).
CREATE OR REPLACE VIEW first_failure_by_step AS
SELECT run_id, model, judge, protocol, first_failure, count(*) AS n_tasks
FROM task_scores GROUP BY ALL;
COMMENT ON VIEW first_failure_by_step IS 'Tasks per step at which the replay first failed (NULL: none failed).';
COMMENT ON COLUMN first_failure_by_step.first_failure IS 'Step of the first failed action; NULL when every action succeeded.';
COMMENT ON COLUMN first_failure_by_step.n_tasks IS 'Tasks whose first failure is at that step (with samples: task samples).';

-- The first failure's action type and kind: which kind of action stops pages, and why.
CREATE OR REPLACE VIEW first_failure_by_type AS
SELECT s.run_id, s.model, s.judge, s.protocol,
       coalesce(a.type, CASE WHEN s.first_failure = 0 THEN 'Load' END) AS type,
       s.first_failure_kind, count(*) AS n_tasks
FROM task_scores s
LEFT JOIN actions a ON a.run_id = s.run_id AND a.model = s.model AND a.task_id = s.task_id AND a.sample = s.sample AND a.step = s.first_failure
WHERE s.first_failure IS NOT NULL
GROUP BY ALL;
COMMENT ON VIEW first_failure_by_type IS 'Tasks by the action type and error kind of their first failure.';
COMMENT ON COLUMN first_failure_by_type.type IS 'Action type of the first failed step (Load: the page itself).';
COMMENT ON COLUMN first_failure_by_type.first_failure_kind IS 'error_kind of the first failure.';
COMMENT ON COLUMN first_failure_by_type.n_tasks IS 'Tasks that first failed that way (with samples: task samples).';

-- Every replayed step of a scored task with what the step viewer shows: the action and
-- how its element was found, the assertion verdict, the checkpoint figures.
CREATE OR REPLACE VIEW step_detail AS
SELECT s.run_id, s.model, s.task_id, s.sample, s.judge, s.protocol, a.step,
       a.type, a.description, a.method, a.chosen, a.match_score, a.outcome,
       a.evidence, a.confidence, a.flagged, a.tie, a.runner_up,
       a.error_kind, a.error_message, a.screenshot_path,
       da.visual_evaluation_flag,
       coalesce(c.gt_path, da.checkpoint_path) AS gt_path,
       j.assertion, j.verdict, j.counts_as, j.reasoning, j.error_kind AS judge_error_kind,
       c.shot_step, c.ocr_score, c.dino_score, c.hvs_score, c.lvs, c.score, c.hvs_reasoning
FROM task_scores s
JOIN actions a ON a.run_id = s.run_id AND a.model = s.model AND a.task_id = s.task_id AND a.sample = s.sample
LEFT JOIN runs r ON r.run_id = s.run_id
LEFT JOIN dataset_actions da ON da.dataset = r.dataset AND da.task_id = a.task_id AND da.step = a.step
LEFT JOIN assertions j ON j.run_id = s.run_id AND j.model = s.model AND j.task_id = s.task_id AND j.sample = s.sample AND j.step = a.step
     AND j.judge IS NOT DISTINCT FROM s.judge AND j.protocol IS NOT DISTINCT FROM s.protocol
LEFT JOIN checkpoints c ON c.run_id = s.run_id AND c.model = s.model AND c.task_id = s.task_id AND c.sample = s.sample AND c.step = a.step
     AND c.judge IS NOT DISTINCT FROM s.judge AND c.protocol IS NOT DISTINCT FROM s.protocol;
COMMENT ON VIEW step_detail IS 'Per replayed step: action, locator, outcome, assertion verdict and checkpoint figures, for one judge and protocol.';
COMMENT ON COLUMN step_detail.gt_path IS 'Ground-truth screenshot of the state (scored checkpoint, else the dataset''s).';
COMMENT ON COLUMN step_detail.judge_error_kind IS 'error_kind of the assertion verdict (judge_error, ...).';

-- Column documentation of the report views above (keys and figures as in the base tables).
COMMENT ON COLUMN first_failure_by_step.run_id IS 'Run identifier.';
COMMENT ON COLUMN first_failure_by_step.model IS 'Model under test.';
COMMENT ON COLUMN first_failure_by_step.judge IS 'Judge model or iwr/offline.';
COMMENT ON COLUMN first_failure_by_step.protocol IS 'Metric protocol (paper, strict, reference).';
COMMENT ON COLUMN first_failure_by_type.run_id IS 'Run identifier.';
COMMENT ON COLUMN first_failure_by_type.model IS 'Model under test.';
COMMENT ON COLUMN first_failure_by_type.judge IS 'Judge model or iwr/offline.';
COMMENT ON COLUMN first_failure_by_type.protocol IS 'Metric protocol (paper, strict, reference).';
COMMENT ON COLUMN step_detail.run_id IS 'Run identifier.';
COMMENT ON COLUMN step_detail.model IS 'Model under test.';
COMMENT ON COLUMN step_detail.task_id IS 'Benchmark task id.';
COMMENT ON COLUMN step_detail.sample IS 'Sample index of the page (0 without --samples).';
COMMENT ON COLUMN step_detail.judge IS 'Judge of the task score this step belongs to.';
COMMENT ON COLUMN step_detail.protocol IS 'Protocol of that task score.';
COMMENT ON COLUMN step_detail.step IS '0 = page load, k = action k.';
COMMENT ON COLUMN step_detail.type IS 'Action type (Load, Click, Type, Press, Scroll, ...).';
COMMENT ON COLUMN step_detail.description IS 'The action''s description.';
COMMENT ON COLUMN step_detail.method IS 'How the element was found (fuzzy, llm, coordinates, page, none).';
COMMENT ON COLUMN step_detail.chosen IS 'JSON: chosen element (tag, text, box [x, y, w, h] in CSS px).';
COMMENT ON COLUMN step_detail.match_score IS 'Locator score of the chosen element (0-100).';
COMMENT ON COLUMN step_detail.outcome IS 'performed, failed or skipped.';
COMMENT ON COLUMN step_detail.evidence IS 'JSON list of {kind, detail}: what decided the choice, most important first.';
COMMENT ON COLUMN step_detail.confidence IS 'Calibrated probability that the chosen element is the one meant (NULL when nothing was located).';
COMMENT ON COLUMN step_detail.flagged IS 'The confidence was under the calibrated threshold: the grounder was asked, or the step left undecided.';
COMMENT ON COLUMN step_detail.tie IS 'The step is undecided (no evidence or grounder answer settled it); protocol strict leaves it unscored.';
COMMENT ON COLUMN step_detail.runner_up IS 'JSON: the best other element (tag, role, text, box), its score and its evidence.';
COMMENT ON COLUMN step_detail.error_kind IS 'Why the action failed; NULL on success.';
COMMENT ON COLUMN step_detail.error_message IS 'Failure detail; NULL on success.';
COMMENT ON COLUMN step_detail.screenshot_path IS 'Generated page''s screenshot after the step.';
COMMENT ON COLUMN step_detail.visual_evaluation_flag IS 'Whether the dataset asks for a visual check after this action.';
COMMENT ON COLUMN step_detail.assertion IS 'Logical assertion in words; NULL when none.';
COMMENT ON COLUMN step_detail.verdict IS 'Judge verdict: pass, fail, undecided or error.';
COMMENT ON COLUMN step_detail.counts_as IS 'How the protocol counts the verdict: pass, fail, unscored.';
COMMENT ON COLUMN step_detail.reasoning IS 'The judge''s reasoning on the assertion.';
COMMENT ON COLUMN step_detail.ocr_score IS 'OCR text similarity of the checkpoint.';
COMMENT ON COLUMN step_detail.dino_score IS 'DINO cosine of the checkpoint; NULL when DINO is absent.';
COMMENT ON COLUMN step_detail.hvs_score IS 'HVS rubric score / 100; NULL when absent.';
COMMENT ON COLUMN step_detail.lvs IS 'Low-level visual score of the checkpoint.';
COMMENT ON COLUMN step_detail.score IS 'Checkpoint score S.';
COMMENT ON COLUMN step_detail.hvs_reasoning IS 'The rubric judge''s reasoning.';

-- Documentation of the leaderboard and breakdown views (columns named as in the base tables
-- take their documentation from there: see iwr_bench.tasks.warehouse.store.connect).
COMMENT ON VIEW leaderboard IS 'One row per (run, model, judge, protocol): macro averages over the tasks the protocol averages, in [0, 1].';
COMMENT ON COLUMN leaderboard.n_tasks IS 'Tasks of the run (failed generations, pages never scored and pairs not measured included), each once whatever its samples.';
COMMENT ON COLUMN leaderboard.n_averaged IS 'Tasks in the average: all measured ones, except that reference skips a task with no page, and paper and strict a task whose every step is unscored (no IFS to give).';
COMMENT ON COLUMN leaderboard.not_measured IS 'Pairs (task samples) not measured (an infrastructure failure: outage, starved or crashed browser, full or read-only disk, judge error): in no average; rerun the same command to measure them.';
COMMENT ON COLUMN leaderboard.lvs IS 'Mean over the averaged tasks of the task LVS (0 for a task not scored or with no checkpoint).';
COMMENT ON COLUMN leaderboard.hvs IS 'Mean over the averaged tasks of the task HVS (0 likewise); NULL when HVS is absent (and, like every figure, when no pair was measured).';
COMMENT ON COLUMN leaderboard.vfs IS 'Mean over the averaged tasks of the task VFS (w*LVS + (1-w)*HVS per task); equals w*LVS + (1-w)*HVS where HVS is present.';
COMMENT ON COLUMN leaderboard.ifs IS 'Mean over the averaged tasks of the task IFS.';
COMMENT ON COLUMN leaderboard.final IS 'Mean over the averaged tasks of the task Final (0.7 IFS + 0.3 VFS by default).';
COMMENT ON COLUMN leaderboard.dino_present IS 'The run had a DINO scorer (false: not comparable with the published table).';
COMMENT ON COLUMN leaderboard.hvs_present IS 'The run''s judge scores HVS (false: not comparable with the published table).';
COMMENT ON COLUMN leaderboard.judge_errors IS 'Judge errors over all tasks (assertions and rubrics): no verdict behind them; a rerun asks again.';
COMMENT ON COLUMN leaderboard.undecided IS 'Assertion verdicts the judge left undecided (the offline judge without evidence): their steps are unscored.';
COMMENT ON COLUMN leaderboard.counted_steps IS 'Steps IFS counted over all tasks; unscored_steps / (counted_steps + unscored_steps) is the share of IFS not measured.';
COMMENT ON COLUMN leaderboard.dataset IS 'Dataset identity of the run(s).';
COMMENT ON COLUMN leaderboard.failed_generations IS 'Task samples whose generation produced no page (scored 0; skipped from the average under reference).';
COMMENT ON COLUMN leaderboard.not_replayed IS 'Task samples with a page but no score under this judge and protocol (scored 0).';
COMMENT ON COLUMN leaderboard.no_checkpoint IS 'Scored task samples with no checkpoint scored (LVS, HVS, VFS 0).';
COMMENT ON COLUMN leaderboard.n_samples IS 'Samples per task (the most any task has; 1 without --samples).';
COMMENT ON COLUMN leaderboard.final_sd IS 'Spread across samples: standard deviation of sample k''s Final over the tasks (NULL with one sample).';
COMMENT ON COLUMN leaderboard.n_pass_all IS 'Tasks every sample of which passed every action.';
COMMENT ON COLUMN leaderboard.n_pass_any IS 'Tasks some sample of which passed every action.';
COMMENT ON COLUMN leaderboard.unscored_steps IS 'Actions counted neither way: undecided verdicts, judge errors (not under reference), locator ties (strict).';
COMMENT ON COLUMN leaderboard.unscored_checkpoints IS 'Checkpoints whose HVS is missing because the rubric judge failed (their LVS counts); a rerun asks again.';
COMMENT ON COLUMN leaderboard.notes IS 'Steps the protocol could not reproduce from the replays (task_scores.notes says which).';
COMMENT ON COLUMN leaderboard.protocol_version IS 'Version of the protocol''s definitions (the lowest, if rows of several versions are mixed).';
COMMENT ON COLUMN leaderboard.ocr_model IS 'OCR model version(s) of the scored tasks.';
COMMENT ON COLUMN leaderboard.dino_model IS 'DINO model version(s) and view of the scored tasks.';
COMMENT ON COLUMN leaderboard.paper_comparable IS 'Every task is made as the published table''s and the task set is the published one (the hub dataset, 113 tasks).';
COMMENT ON COLUMN leaderboard.comparability IS 'Why the figures are not comparable with the published table (from the task rows).';
COMMENT ON VIEW task_scores_detail IS 'task_scores with the dataset fields of each task (through the run''s dataset).';
COMMENT ON VIEW by_interaction_complexity IS 'Figures by interaction level (L1-L4).';
COMMENT ON VIEW by_visual_complexity IS 'Figures by visual complexity.';
COMMENT ON VIEW by_domain IS 'Figures by site domain.';
COMMENT ON VIEW by_platform IS 'Figures by platform (desktop, mobile).';
COMMENT ON VIEW by_action_type IS 'Replay success per action type, with the most common failure.';
COMMENT ON COLUMN by_interaction_complexity.n_tasks IS 'Averaged tasks in the group.';
COMMENT ON COLUMN by_visual_complexity.n_tasks IS 'Averaged tasks in the group.';
COMMENT ON COLUMN by_domain.n_tasks IS 'Averaged tasks in the group.';
COMMENT ON COLUMN by_platform.n_tasks IS 'Averaged tasks in the group.';
COMMENT ON COLUMN by_action_type.n_actions IS 'Actions of the type (skipped ones included).';
COMMENT ON COLUMN by_action_type.n_performed IS 'Actions of the type that were performed.';
COMMENT ON COLUMN by_action_type.success_rate IS 'Performed / (performed + failed); skipped actions left out.';
COMMENT ON COLUMN by_action_type.common_failure IS 'Most common error_kind of the failed actions of the type.';
