"""Finding the element an action's description names, saying why and how sure; pure over candidate
dicts (what ``tasks/sandbox/js/collect.js`` gathers).

* ``vocab``: the words a description uses for kinds, places, colours, sizes and directions (data);
* ``text``: normalizing, tokens, stems, synonyms;
* ``query``: what a reading yields; ``parse``: reading a description in small passes (``clauses``, ``counts``,
  ``places``: looks and places on the screen, ``relate``: places relative to other things);
* ``view``: one candidate as the locator sees it; ``look``: colours, orientation, size, reach;
* ``match``: how a candidate's words fit; ``score``: every part of the fit per candidate;
* ``spatial``: places relative to other things; ``structure``: which of several look-alikes;
* ``option``: which option of a dropdown a description names;
* ``calibrate``: confidence as a measured probability, and the threshold for "not sure";
* ``ground``: the LLM grounder's question (set-of-marks) and its answer;
* ``decide``: the choice, its runner-up and evidence, and the grounder for flagged steps.
"""

from iwr_bench.tasks.locate.decide import (
    describe,
    evidence_line,
    litellm_grounder,
    locate,
    locate_action,
)
from iwr_bench.tasks.locate.option import named_option

__all__ = ["describe", "evidence_line", "litellm_grounder", "locate", "locate_action", "named_option"]
