"""Which model, at which host, with which key: a role's ``Endpoint`` and where it comes from."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Role = Literal["generator", "judge", "grounder"]
ROLES: tuple[Role, ...] = ("generator", "judge", "grounder")
PLACEHOLDER_KEY = "iwr-no-key"  # the OpenAI client insists on a key; a local server ignores it


@dataclass(frozen=True)
class Endpoint:
    model: str  # LiteLLM model string, e.g. openai/qwen2.5-vl or gemini/gemini-2.5-pro
    api_base: str | None = None  # None: the provider's default host
    api_key_env: str | None = None  # NAME of the variable holding the key; None: provider default
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)  # extra litellm.completion arguments

    def key(self) -> str | None:
        """The key this endpoint sends, when it names its variable and the variable is set."""
        return os.environ.get(self.api_key_env) or None if self.api_key_env else None

    def call_kwargs(self) -> dict[str, Any]:
        """``model``, ``api_base`` and ``api_key`` as ``litellm.completion`` takes them."""
        kwargs: dict[str, Any] = {"model": self.model}
        key = self.key()
        if self.api_base:
            kwargs["api_base"] = self.api_base
            kwargs["api_key"] = key or PLACEHOLDER_KEY
        elif key:
            kwargs["api_key"] = key
        return kwargs

    @property
    def where(self) -> str:
        return self.api_base or "its provider's default host"

    def identity(self) -> dict[str, Any]:
        """What names the answering model in a cache key (never the key itself): the model and
        the host that answers it, the provider's base URL variable included when no base URL is
        named (``OPENAI_API_BASE`` pointed elsewhere is another server)."""
        return {"model": self.model, "api_base": self.api_base or provider_base(self.model)}


def provider_base(model: str) -> str | None:
    """The base URL LiteLLM takes from the environment for ``model``'s provider, if one is set
    (``<PROVIDER>_API_BASE``, ``<PROVIDER>_BASE_URL``)."""
    provider = model.split("/", 1)[0].upper().replace("-", "_") if "/" in model else "OPENAI"
    return os.environ.get(f"{provider}_API_BASE") or os.environ.get(f"{provider}_BASE_URL") or None


# Settings fields of each role: (base URL, key variable).
_ROLE_SETTINGS: dict[str, tuple[str, str]] = {
    "generator": ("api_base", "api_key_env"),
    "judge": ("judge_api_base", "judge_api_key_env"),
    "grounder": ("grounding_api_base", "grounding_api_key_env"),
}


def endpoint_for(model: str, row: Mapping[str, Any] | None = None, cli_api_base: str | None = None, settings: Any = None, *,
                 role: Role = "generator", cli_api_key_env: str | None = None, params: Mapping[str, Any] | None = None) -> Endpoint:
    """``model``'s endpoint for ``role``. Each of ``api_base`` and ``api_key_env`` is taken from the
    first that names it: the command line, the model's ``tasks/generation/models.yaml`` row (``row``), the
    role's settings (``IWR_API_BASE``/``IWR_JUDGE_API_BASE``/``IWR_GROUNDING_API_BASE`` and the
    ``*_API_KEY_ENV`` fields); none: the provider's default."""
    if role not in _ROLE_SETTINGS:
        raise ValueError(f"unknown role {role!r}; known: {', '.join(ROLES)}")
    base_field, key_field = _ROLE_SETTINGS[role]
    row = row or {}

    def first(*values: Any) -> str | None:
        return next((str(v) for v in values if v), None)

    return Endpoint(
        model=model,
        api_base=first(cli_api_base, row.get("api_base"), getattr(settings, base_field, None)),
        api_key_env=first(cli_api_key_env, row.get("api_key_env"), getattr(settings, key_field, None)),
        params=dict(params or {}),
    )

