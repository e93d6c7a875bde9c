"""Finding the element an action's description names, and saying why; pure over candidate dicts
(what ``tasks/sandbox/js/collect.js`` gathers).

* ``vocab``: the words a description uses for kinds, places and counts (data);
* ``text``: normalizing, tokens, stems, synonyms;
* ``query``: reading a description as a person would (what, where, which one);
* ``score``: how well each candidate fits; ``structure``: which of several look-alikes;
* ``option``: which option of a dropdown a description names;
* ``decide``: the choice, ties, the LLM grounder.
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
