"""The dataset layer: what a benchmark is on disk, and the inputs a model is shown.

* ``dataset``: ``--data`` loaded, every record accounted for (``load_dataset``); its pieces:
  ``layout`` (where a benchmark sits, the dataset's edge), ``hub`` (fetching pinned, cached
  snapshots found offline), ``records`` (a line against the contract), ``folders`` (a task
  folder's files and checkpoints, the ``BenchTask``), ``rows`` (warehouse rows, the report);
* ``frames``: video frames for the generation prompt (PyAV decode, sampling, cache);
* ``sheets``: contact sheets of a task's assets; ``video``: H.264 video of an authored task;
* ``imports``: pages made elsewhere (a folder or a predictions file), located before any work;
* ``expect``: what a person sees after an action (``PageState``) and the record's
  machine-checkable ``expect`` checked against it.
"""

from iwr_bench.tasks.data.dataset import LoadedDataset, load_dataset
from iwr_bench.tasks.data.expect import PageState, check_expect
from iwr_bench.tasks.data.hub import fetch_dataset
from iwr_bench.tasks.data.imports import locate_pages
from iwr_bench.tasks.data.rows import dataset_rows, write_dataset
from iwr_bench.tasks.data.sheets import SheetItem, write_sheets
from iwr_bench.tasks.data.video import VideoWriter, probe

__all__ = ["LoadedDataset", "PageState", "SheetItem", "VideoWriter", "check_expect", "dataset_rows", "fetch_dataset",
           "load_dataset", "locate_pages", "probe", "write_dataset", "write_sheets"]
