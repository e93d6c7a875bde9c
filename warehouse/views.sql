-- Derived views over the base tables (dataset_tasks, dataset_actions, runs, generations,
-- actions, assertions, checkpoints, task_scores), which `iwr` creates from the Parquet parts.
-- Every figure is in [0, 1]; reports show %. Figures are macro averages over tasks.

-- The leaderboard: one row per (run, model, judge, protocol), the paper's table shape.
CREATE OR REPLACE VIEW leaderboard AS
SELECT run_id, model, judge, protocol,
       count(*)                      AS n_tasks,
       avg(lvs)                      AS lvs,
       avg(hvs)                      AS hvs,
       avg(vfs)                      AS vfs,
       avg(ifs)                      AS ifs,
       avg(final)                    AS final,
       bool_and(dino_present)        AS dino_present,
       bool_and(hvs_present)         AS hvs_present,
       sum(judge_errors)             AS judge_errors,
       count(*) FILTER (WHERE NOT generation_ok) AS failed_generations
FROM task_scores
GROUP BY ALL;

-- Task scores with the dataset's fields, joined through the run's dataset.
CREATE OR REPLACE VIEW task_scores_detail AS
SELECT s.*, d.interaction_complexity, d.visual_complexity, d.domain, d.sub_domain,
       d.resolution, d.environment, d.platform
FROM task_scores s
LEFT JOIN runs r USING (run_id)
LEFT JOIN dataset_tasks d ON d.task_id = s.task_id AND d.dataset = r.dataset;

CREATE OR REPLACE VIEW by_interaction_complexity AS
SELECT run_id, model, judge, protocol, interaction_complexity, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_scores_detail GROUP BY ALL;

CREATE OR REPLACE VIEW by_visual_complexity AS
SELECT run_id, model, judge, protocol, visual_complexity, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_scores_detail GROUP BY ALL;

CREATE OR REPLACE VIEW by_domain AS
SELECT run_id, model, judge, protocol, domain, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_scores_detail GROUP BY ALL;

CREATE OR REPLACE VIEW by_platform AS
SELECT run_id, model, judge, protocol, platform, count(*) AS n_tasks,
       avg(ifs) AS ifs, avg(vfs) AS vfs, avg(final) AS final
FROM task_scores_detail GROUP BY ALL;

-- Per action type: how often actions of the type were performed, and which kind of
-- failure stopped the replay.
CREATE OR REPLACE VIEW by_action_type AS
SELECT run_id, model, type, count(*) AS n_actions,
       count(*) FILTER (WHERE outcome = 'performed') AS n_performed,
       avg(CASE WHEN outcome = 'performed' THEN 1.0 WHEN outcome = 'failed' THEN 0.0 END) AS success_rate,
       mode(error_kind) FILTER (WHERE outcome = 'failed') AS common_failure
FROM actions GROUP BY ALL;
