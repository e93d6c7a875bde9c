"""One row per scored checkpoint: the ground truth of state ``step`` vs the generated page's screenshot of state ``shot_step``
(under reference, ``step`` is the list entry j, paired with the file step_j by position, as the published harness pairs them)."""

from iwr_bench.schemas.rows import CheckpointsRow, schema_of

VERSION = 5  # 4: sample; 5: a rubric the judge failed keeps lvs, leaves hvs_score and score NULL; reference steps are positions
KEYS = ("run_id", "model", "task_id", "sample", "step", "judge", "protocol")
SCHEMA = schema_of(CheckpointsRow)  # the columns: iwr_bench.schemas.rows.CheckpointsRow
