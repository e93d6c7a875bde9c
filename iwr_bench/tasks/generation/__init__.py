"""Generation: a task's video frames and asset sheets in, one ``index.html`` out, for any model.

Every model, the offline baselines included, is asked through ``iwr_bench.tasks.llm.complete``. One
concern per module:

* ``models``: the per-model settings table (``models.yaml`` beside it, or the user's override);
* ``budget``: the prompt's images within the model's image budget (never silently zero frames);
* ``postprocess``: the html block out of the answer, the asset placeholder rewritten, iframes
  and off-host references removed (and listed), truncation detected;
* ``call``: the per-model bound on requests in flight (the call itself, its retries and failure
  kinds are ``iwr_bench.tasks.llm.complete``'s, the one call path of every role);
* ``cache``: the on-disk generation cache and its key;
* ``page``: ``generate_page`` (all of the above) and ``import_page`` (a page made elsewhere).
"""

from iwr_bench.tasks.generation.budget import (
    ImagePlan,
    Prepared,
    asset_names,
    plan_images,
    prepare_request,
)
from iwr_bench.tasks.generation.cache import PAGE_FILE, RAW_FILE, REQUEST_FILE, cache_key
from iwr_bench.tasks.generation.call import model_slot, scrub
from iwr_bench.tasks.generation.models import (
    MODELS_TABLE,
    ModelSettings,
    ModelsTable,
    load_models_table,
    model_settings,
)
from iwr_bench.tasks.generation.page import IMPORTED, Generation, generate_page, import_page
from iwr_bench.tasks.generation.postprocess import (
    PageResult,
    extract_html,
    postprocess,
    strip_off_host,
)

__all__ = [
    "IMPORTED", "MODELS_TABLE", "PAGE_FILE", "RAW_FILE", "REQUEST_FILE", "Generation", "ImagePlan", "ModelSettings", "ModelsTable",
    "PageResult", "Prepared", "asset_names", "cache_key", "extract_html", "generate_page", "import_page", "load_models_table", "model_settings", "model_slot", "plan_images",
    "postprocess", "prepare_request", "scrub", "strip_off_host",
]
