"""The dataset layer: what a benchmark is on disk, and the inputs a model is shown.

* ``dataset``: find a benchmark in the published layout (a folder, a HuggingFace cache, the
  hub), parse its records leniently and strictly, build frozen ``BenchTask``s, dataset rows;
* ``frames``: video frames for the generation prompt (PyAV decode, sampling, cache);
* ``sheets``: contact sheets of a task's assets; ``video``: H.264 video of an authored task;
* ``imports``: pages made elsewhere (a folder or a predictions file), located before any work;
* ``expect``: what a person sees after an action (``PageState``) and the record's
  machine-checkable ``expect`` checked against it.
"""

from iwr_bench.tasks.data.dataset import (
           LoadedDataset,
           dataset_rows,
           fetch_dataset,
           load_dataset,
           write_dataset,
)
from iwr_bench.tasks.data.expect import PageState, check_expect
from iwr_bench.tasks.data.imports import locate_pages
from iwr_bench.tasks.data.sheets import SheetItem, write_sheets
from iwr_bench.tasks.data.video import VideoWriter, probe

__all__ = ["LoadedDataset", "PageState", "SheetItem", "VideoWriter", "check_expect", "dataset_rows", "fetch_dataset",
           "load_dataset", "locate_pages", "probe", "write_dataset", "write_sheets"]
