"""The one call path to a model, for every role: generator, judge and grounder.

* ``Endpoint``: which model, at which host (``api_base``; None = the provider's default host),
  with which key (``api_key_env``: the NAME of the variable holding it; None = the provider's
  default variable, or no key for a named host), plus extra LiteLLM parameters.
* ``endpoint_for``: a role's endpoint from the command line, a ``tasks/generation/models.yaml`` row and the
  settings, in that order of precedence, field by field; what none of them names is the
  provider's default.
* ``complete``: one ``litellm.completion`` per attempt, retried by us (never by LiteLLM, whose
  retry path imports ``tenacity``, which is not installed) on transient kinds with exponential
  backoff and jitter within a budget of attempts and wall time. It never raises for a failed
  call: the ``Reply`` says what happened, with an ``ErrorKind`` and a scrubbed one-line message.
* ``check_endpoint``: before any work, one line naming the role, the model and the fix when the
  provider is unknown, the key variable is missing, the host is unreachable or does not serve
  the model.

A key meant for a provider's own host is never sent to a base URL the user named unless the
user names its variable (``api_key_env``): a named host with no key variable gets a placeholder
(local servers need none), so ``OPENAI_API_KEY`` does not leak to a local or third-party server.
"""

from iwr_bench.tasks.llm.call import Answer, CallBudget, CallFailed, Reply, complete
from iwr_bench.tasks.llm.check import check_endpoint
from iwr_bench.tasks.llm.endpoint import PLACEHOLDER_KEY, ROLES, Endpoint, Role, endpoint_for
from iwr_bench.tasks.llm.errors import classify, one_line

__all__ = [
    "PLACEHOLDER_KEY", "ROLES", "Answer", "CallBudget", "CallFailed", "Endpoint", "Reply", "Role", "check_endpoint",
    "classify", "complete", "endpoint_for", "one_line",
]
