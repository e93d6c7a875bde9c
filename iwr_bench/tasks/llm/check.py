"""Before any work: can this role's endpoint be called? One line naming the role, the model and the fix."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.secrets import scrub
from iwr_bench.tasks.llm.endpoint import PLACEHOLDER_KEY, Endpoint, Role

# Per role: how the model is chosen, and the settings that name its host and key variable.
_FIX: dict[str, dict[str, str]] = {
    "generator": {"model": "--models", "base": "--api-base / IWR_API_BASE", "key": "--api-key-env / IWR_API_KEY_ENV", "else": ""},
    "judge": {"model": "--judge", "base": "--judge-api-base / IWR_JUDGE_API_BASE", "key": "--judge-api-key-env / IWR_JUDGE_API_KEY_ENV",
              "else": "; or judge offline with --judge iwr/offline"},
    "grounder": {"model": "--grounder / IWR_GROUNDING_MODEL", "base": "--grounder-api-base / IWR_GROUNDING_API_BASE",
                 "key": "--grounder-api-key-env / IWR_GROUNDING_API_KEY_ENV", "else": "; or unset IWR_GROUNDING_MODEL (no LLM grounding)"},
}


def check_endpoint(endpoint: Endpoint, role: Role, *, timeout_s: float = 5.0) -> None:
    """Raise ``PrerequisiteError`` (one line: role, model, fix) when ``endpoint`` cannot be called.

    Checks, in order: LiteLLM knows the provider; the key variable is set (the named one, or the
    provider's default when no host is named); a named host answers ``GET {api_base}/models``
    within ``timeout_s`` and, when it lists its models, serves this one.
    """
    import litellm

    litellm.suppress_debug_info = True  # its "Provider List" banner on stdout would precede our one line
    fix = _FIX[role]
    who = f"{role} {endpoint.model}"
    try:
        served, _provider, _, _ = litellm.get_llm_provider(model=endpoint.model, api_base=endpoint.api_base)
    except Exception:  # noqa: BLE001 - LiteLLM raises BadRequestError for an unknown provider
        raise PrerequisiteError(f"{who}: LiteLLM does not know this provider; name the model as provider/model "
                                f"(e.g. openai/{endpoint.model} for an OpenAI-compatible server) with {fix['model']}{fix['else']}") from None
    if endpoint.api_key_env and not endpoint.key():
        raise PrerequisiteError(f"{who}: the key variable {endpoint.api_key_env} is not set; export it (or put it in .env), or name another with {fix['key']}{fix['else']}")
    if not endpoint.api_base:
        if not endpoint.api_key_env:
            env = litellm.validate_environment(model=endpoint.model)
            if not env.get("keys_in_environment"):
                missing = " or ".join(env.get("missing_keys") or ["its API key"])
                raise PrerequisiteError(f"{who}: set {missing} in the environment or .env, name the key variable with {fix['key']}, "
                                        f"or point it at an OpenAI-compatible server with {fix['base']}{fix['else']}")
        return
    _probe(endpoint, served, who, fix, timeout_s)


def _is_http_url(text: str) -> bool:
    try:
        url = urllib.parse.urlsplit(text)
        return url.scheme in ("http", "https") and bool(url.hostname) and (url.port or 1) > 0
    except ValueError:  # "http://[::1", a port that is not a number
        return False


def _probe(endpoint: Endpoint, served: str, who: str, fix: Mapping[str, str], timeout_s: float) -> None:
    base = str(endpoint.api_base).rstrip("/")
    if not _is_http_url(base):
        raise PrerequisiteError(f"{who}: the base URL {endpoint.api_base!r} is not an http:// or https:// URL with a host "
                                f"(e.g. http://localhost:8000/v1); fix {fix['base']}{fix['else']}")
    key = endpoint.key() or PLACEHOLDER_KEY
    request = urllib.request.Request(f"{base}/models", headers={"Authorization": f"Bearer {key}"})
    secrets = (endpoint.key(),)
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:  # noqa: S310 - the user's own base URL
            body = response.read(4 << 20)
    except urllib.error.HTTPError as err:
        if err.code in (401, 403):
            sent = f"the key in {endpoint.api_key_env}" if endpoint.api_key_env else "no key (none named)"
            raise PrerequisiteError(scrub(f"{who}: {base} refused {sent} (HTTP {err.code}); name the right key variable with {fix['key']}", secrets)) from None
        return  # reachable; it just does not list its models (not every server has /models)
    except (urllib.error.URLError, OSError, ValueError) as err:
        reason = getattr(err, "reason", None) or err
        raise PrerequisiteError(scrub(f"{who}: {base} is not reachable ({reason}); start the server or fix {fix['base']}{fix['else']}", secrets)) from None
    try:
        ids = {str(m["id"]) for m in json.loads(body)["data"]}
    except (ValueError, KeyError, TypeError):
        return  # a listing we cannot read proves nothing either way
    if served not in ids and endpoint.model not in ids:
        shown = ", ".join(sorted(ids)[:12]) + (" ..." if len(ids) > 12 else "")
        raise PrerequisiteError(f"{who}: {base} does not serve model {served!r} (it serves: {shown or 'nothing'}); fix the model name with {fix['model']}{fix['else']}")
