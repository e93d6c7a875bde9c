"""The per-model settings table: ``models.yaml`` beside this module, or a user's override.

Rows are matched in order against the LiteLLM model string (fnmatch, case-insensitive) over
a default row; an override file's rows are tried first and its default row updates ours.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.hashing import sha256_json

# Package data: found beside this module whether run from the checkout or an installed wheel.
MODELS_TABLE = Path(__file__).resolve().with_name("models.yaml")


class ModelSettings(BaseModel):
    """One row of the per-model settings table (see models.yaml for what each means)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fps: float = Field(1.0, gt=0)
    frame_cap: int = Field(64, ge=1)
    min_frames: int = Field(8, ge=0)
    image_budget: int = Field(80, ge=1)
    max_side: int = Field(1280, ge=16)
    max_tokens: int = Field(32768, ge=1)
    temperature: float | None = 0.0
    timeout: float = Field(600.0, gt=0)
    concurrency: int = Field(4, ge=1)
    extra: dict[str, Any] = Field(default_factory=dict)
    # Where the model is served: not part of the settings hash (the cache key names the base URL
    # itself, and never the key).
    api_base: str | None = None
    api_key_env: str | None = None

    def shaping(self) -> dict[str, Any]:
        """The fields that shape the request (and so the answer): not timeout, concurrency or the endpoint."""
        from iwr_bench.tasks.data.frames import FRAMES_VERSION

        data = self.model_dump(exclude={"timeout", "concurrency", "api_base", "api_key_env"})
        data["frames_version"] = FRAMES_VERSION
        return data

    @property
    def hash(self) -> str:
        return sha256_json(self.shaping())[:16]

    def endpoint_row(self) -> dict[str, str | None]:
        """This row's endpoint fields, as ``iwr_bench.tasks.llm.endpoint_for`` reads a models-file row."""
        return {"api_base": self.api_base, "api_key_env": self.api_key_env}


@dataclass(frozen=True)
class ModelsTable:
    default: dict[str, Any]
    rows: tuple[tuple[str, dict[str, Any]], ...]  # (pattern, fields), in match order

    def settings_for(self, model: str) -> ModelSettings:
        """The first row whose pattern matches ``model`` over the default row."""
        fields = dict(self.default)
        for pattern, row in self.rows:
            if fnmatch.fnmatchcase(model.lower(), pattern.lower()):
                fields.update(row)
                break
        return ModelSettings(**fields)


def _read_table(path: Path) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
    try:
        doc = yaml.safe_load(Path(path).read_text()) or {}
    except (OSError, yaml.YAMLError) as err:
        raise PrerequisiteError(f"cannot read model settings {path}: {err}") from err
    if not isinstance(doc, dict) or set(doc) - {"default", "models"}:
        raise PrerequisiteError(f"model settings {path}: expected top-level keys 'default' and 'models' only")
    default = doc.get("default") or {}
    rows = []
    for i, row in enumerate(doc.get("models") or []):
        if not isinstance(row, dict) or not isinstance(row.get("pattern"), str):
            raise PrerequisiteError(f"model settings {path}: models[{i}] needs a 'pattern' string")
        fields = {k: v for k, v in row.items() if k != "pattern"}
        rows.append((row["pattern"], fields))
    for where, fields in [("default", default), *((f"models[{i}] ({p})", f) for i, (p, f) in enumerate(rows))]:
        try:
            ModelSettings(**{**default, **fields})
        except ValidationError as err:
            first = err.errors()[0]
            raise PrerequisiteError(f"model settings {path}: {where}: field '{'.'.join(map(str, first['loc']))}': {first['msg']}") from err
    return default, rows


def load_models_table(override: Path | None = None) -> ModelsTable:
    """The bundled table, with a user override file's rows tried first and its default merged in."""
    default, rows = _read_table(MODELS_TABLE)
    if override is not None:
        if not Path(override).is_file():
            raise PrerequisiteError(f"model settings override {override} does not exist; fix IWR_MODELS_CONFIG")
        user_default, user_rows = _read_table(override)
        default = {**default, **user_default}
        rows = user_rows + rows
    return ModelsTable(default, tuple(rows))


def model_settings(model: str, override: Path | None = None) -> ModelSettings:
    return load_models_table(override).settings_for(model)


# Fields a model's row holds that are not generation settings: -M never sets them.
_NOT_ARGS = frozenset({"api_base", "api_key_env", "extra"})


def parse_model_arg(text: str) -> tuple[str | None, str, Any]:
    """``temperature=0.7`` -> (None, 'temperature', 0.7); ``model=ollama/q:7b:max_tokens=8192`` ->
    ('ollama/q:7b', 'max_tokens', 8192). Values read as YAML scalars (numbers, true/false, null, text)."""
    model = None
    body = text.strip()
    if body.startswith("model="):
        model, sep, body = body[len("model="):].rpartition(":")
        if not sep or not model:
            raise PrerequisiteError(f"-M {text}: write model=NAME:key=value (e.g. model=gpt-5:temperature=0.7)")
    key, sep, raw = body.partition("=")
    if not sep or not key.strip():
        raise PrerequisiteError(f"-M {text}: write key=value (e.g. -M temperature=0.7 -M max_tokens=8192)")
    try:
        value = yaml.safe_load(raw) if raw.strip() else ""
    except yaml.YAMLError:
        value = raw
    return model, key.strip(), value


def with_args(settings: ModelSettings, args: dict[str, Any], model: str = "") -> ModelSettings:
    """``settings`` with ``-M`` arguments over them: a settings field by name (checked), any other key a
    provider parameter (``extra``, passed to litellm.completion as it is: seed, top_p, ...)."""
    if not args:
        return settings
    bad = sorted(set(args) & _NOT_ARGS)
    if bad:
        raise PrerequisiteError(f"-M {bad[0]}: not a generation setting (endpoints: --api-base / --api-key-env; extra: name the parameter itself)")
    fields = {k: v for k, v in args.items() if k in ModelSettings.model_fields}
    extra = {k: v for k, v in args.items() if k not in ModelSettings.model_fields}
    try:
        return ModelSettings(**{**settings.model_dump(), **fields, "extra": {**settings.extra, **extra}})
    except ValidationError as err:
        first = err.errors()[0]
        raise PrerequisiteError(f"-M {'.'.join(map(str, first['loc']))}={args.get(str(first['loc'][0]))!r}"
                                f"{f' ({model})' if model else ''}: {first['msg']}") from None
