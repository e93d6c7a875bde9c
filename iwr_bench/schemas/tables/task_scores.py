"""One row per (run, model, task, judge, protocol): the task's IFS, LVS, HVS, VFS and Final."""

from iwr_bench.schemas.rows import TaskScoresRow, schema_of

VERSION = 6  # 4: sample; 5: LVS keeps checkpoints whose rubric failed; undecided verdicts counted under every protocol; 6: not_measured
KEYS = ("run_id", "model", "task_id", "sample", "judge", "protocol")
SCHEMA = schema_of(TaskScoresRow)  # the columns: iwr_bench.schemas.rows.TaskScoresRow
