"""The stages as plain functions (values in, values out), in rooms by concern.

Rooms import one way, each only from the rooms before it (``ROOMS``; ``tests/test_rooms.py``
fails on an import against this order and on any import cycle between modules):

* ``llm``: the one call path to a model, for the generator, the judge and the grounder;
* ``warehouse``: Parquet parts, DuckDB views, part checks, run locks;
* ``data``: the dataset layer (published layout, records, hub), video frames, asset sheets,
  pages made elsewhere, and ``expect`` (what a person sees after an action);
* ``sandbox``: headless Chromium, the loopback server, the judge's browser, page quiet;
* ``locate``: finding the element an action's description names;
* ``replay``: performing a task's actions on a page in the sandbox;
* ``judge``: assertion verdicts and the HVS rubric;
* ``scoring``: OCR, DINO, metrics, protocols, comparability; a page's score;
* ``report``: figures over the warehouse, the HTML report, the run summary and forecast;
* ``generation``: a model's page for a task (offline baselines included);
* ``author``: a local site and a trajectory in, a task in the published layout out.

Modules inside a room import each other by module, never through the room's ``__init__``,
which only says what the room owns and re-exports its public names.
"""

ROOMS = ("llm", "warehouse", "data", "sandbox", "locate", "replay", "judge", "scoring", "report", "generation", "author")
