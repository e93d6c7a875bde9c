"""Asset discovery and anonymization, and the reference page that uses the anonymized names.

A site's assets are the files its page uses. Two ways find them:

* the scan of ``index.html`` (``scan_assets``): explicit references (``src``, ``srcset``,
  ``url()``, ...) and any site file whose path appears literally in the page (a script's image
  list). These are rewritten in place to ``assets/asset_NNN.ext`` (``rewrite_html``).
* the authoring browser's requests (``iwr_bench.tasks.author.serve``): paths a script builds at run time
  (``img/${id}.png``, CSS set from script, a ``fetch`` of a JSON file). They cannot be rewritten
  in the page's text, so the reference page gets a prelude (``tasks/sandbox/js/asset_map.js``), the
  first script of its ``<head>``, that maps those original paths to the anonymized names
  wherever a script asks for a URL (element URL properties and attributes, style properties,
  HTML and CSS text, ``fetch``, ``XMLHttpRequest``, ``Audio``).

All assets are named ``asset_NNN.ext`` in sorted original-path order, so the names depend on
the set of files only.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

from iwr_bench.tasks.author.trajectory import TRAJECTORY_NAMES, raise_all


@dataclass(frozen=True)
class Asset:
    source: str  # path relative to the site folder, posix
    name: str  # asset_NNN.ext


_SKIP_SCHEMES = ("data:", "blob:", "javascript:", "mailto:", "tel:", "about:", "#")
CODE_EXTS = {".html", ".htm", ".css", ".js", ".mjs"}
_URL_IN_CSS = re.compile(r"url\(\s*(['\"]?)([^'\")]+)\1\s*\)", re.I)
# Requested by the browser on its own, never by the page's code.
BROWSER_OWN = {"favicon.ico"}


class _RefParser(HTMLParser):
    """Collects explicit resource references (src, srcset, poster, link href, ...)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if not value:
                continue
            if name in ("src", "poster", "data-src") or (name == "data" and tag == "object"):
                self.refs.append(value)
            elif name in ("srcset", "imagesrcset"):
                self.refs += [part.strip().split()[0] for part in value.split(",") if part.strip()]
            elif name in ("href", "xlink:href") and tag in ("link", "image", "use"):
                self.refs.append(value)


def explicit_refs(html: str) -> list[str]:
    parser = _RefParser()
    parser.feed(html)
    parser.close()
    return parser.refs + [m.group(2).strip() for m in _URL_IN_CSS.finditer(html)]


class _BadRef(ValueError):
    pass


# A reference built by a script (a template literal, a concatenation) is not a path: what it
# builds is found from the browser's requests instead.
_DYNAMIC = re.compile(r"\$\{|\{\{|[`'\"]|\s\+|\+\s")


def _local_path(ref: str) -> str | None:
    """The site-relative path a reference points at; None for fragments, data: URLs and the like."""
    ref = ref.strip()
    if not ref or ref.lower().startswith(_SKIP_SCHEMES) or _DYNAMIC.search(ref):
        return None
    parts = urlsplit(ref)
    if parts.scheme or parts.netloc:
        raise _BadRef(f"the external URL {ref!r}")
    path = posixpath.normpath(unquote(parts.path).lstrip("/"))
    if path.startswith("..") or path in (".", ""):
        raise _BadRef(f"{ref!r}, outside the site folder")
    return path


def scan_assets(task: object, site_dir: Path, html: str, ignore: Sequence[str] = ()) -> list[Asset]:
    """The site's files that ``index.html`` references, named ``asset_NNN.ext`` in sorted path order.

    Explicit references (``src``, ``srcset``, ``url()`` ...) must exist; any other file of
    the site folder counts as referenced when its path appears in the page (e.g. in a
    script's image list). Every bad reference is named in one error.
    """
    wanted: set[str] = set()
    external, missing = [], []
    for ref in explicit_refs(html):
        try:
            path = _local_path(ref)
        except _BadRef as bad:
            external.append(str(bad))
            continue
        if path is None:
            continue
        if not (site_dir / path).is_file():
            missing.append(f"{ref!r}")
            continue
        wanted.add(path)
    skip = {"index.html", *TRAJECTORY_NAMES, *ignore}
    for rel in site_files(site_dir, skip):
        if ref_pattern([rel]).search(html):
            wanted.add(rel)
    code = sorted(rel for rel in wanted if Path(rel).suffix.lower() in CODE_EXTS)
    problems = []
    if external:
        problems.append(("index.html", f"references {_listing(_unique(external))}; a reference site must be self-contained: put each file in the site folder and reference it by relative path"))
    if missing:
        problems.append(("index.html", f"references {_listing(_unique(missing))}, which {'is' if len(set(missing)) == 1 else 'are'} not in {site_dir}; add the files or fix the paths"))
    if code:
        problems.append(("index.html", f"references {_listing(code)}; a reference site is one self-contained index.html (as a model's answer must be): inline {'it' if len(code) == 1 else 'them'}"))
    if problems:
        raise_all(task, problems)
    return name_assets(wanted)


def name_assets(paths: Iterable[str]) -> list[Asset]:
    return [Asset(rel, f"asset_{i:03d}{Path(rel).suffix.lower()}") for i, rel in enumerate(sorted(set(paths)), start=1)]


def site_files(site_dir: Path, skip: Iterable[str] = ()) -> list[str]:
    """Every file of the site folder (posix, relative) but hidden ones and ``skip``."""
    skip = set(skip)
    out = []
    for p in sorted(site_dir.rglob("*")):
        rel = p.relative_to(site_dir)
        if p.is_file() and rel.as_posix() not in skip and not any(part.startswith(".") for part in rel.parts):
            out.append(rel.as_posix())
    return out


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _listing(items: Sequence[str]) -> str:
    return ", ".join(items)


def ref_pattern(paths: Sequence[str]) -> re.Pattern[str]:
    forms = sorted({f for p in paths for f in (p, quote(p))}, key=len, reverse=True)
    alts = "|".join(re.escape(f) for f in forms)
    # A path counts where a URL can start (after a quote, '(', '=', ',' or space), optionally
    # as ./path or /path, and ends where a URL can end.
    return re.compile(r"(?<=[\"'(=,\s`])(?:\./|/)?(" + alts + r")(?=[\"'`)\s,?#]|$)")


def rewrite_html(html: str, assets: Sequence[Asset]) -> str:
    """``html`` with every reference to an asset replaced by ``assets/asset_NNN.ext``."""
    if not assets:
        return html
    by_form = {}
    for a in assets:
        by_form[a.source] = a.name
        by_form[quote(a.source)] = a.name
    return ref_pattern([a.source for a in assets]).sub(lambda m: f"assets/{by_form[m.group(1)]}", html)


_HEAD = re.compile(r"<head\b[^>]*>", re.I)
_HTML = re.compile(r"<html\b[^>]*>", re.I)
_DOCTYPE = re.compile(r"^\s*<!doctype[^>]*>", re.I)


def asset_map_prelude(runtime: Iterable[Asset]) -> str:
    """The ``<script>`` mapping original run-time paths to anonymized assets (empty when none)."""
    mapping = {a.source: f"assets/{a.name}" for a in sorted(runtime, key=lambda a: a.source)}
    if not mapping:
        return ""
    from iwr_bench.tasks.sandbox.settle import js

    body = js("asset_map").replace("__IWR_ASSET_MAP__", json.dumps(mapping, ensure_ascii=False, sort_keys=True))
    return "<script data-iwr-asset-map>\n" + body.replace("</script", "<\\/script") + "</script>\n"


def reference_html(html: str, assets: Sequence[Asset], runtime_paths: Iterable[str] = ()) -> str:
    """The reference page: literal references rewritten, plus the run-time asset map as the
    first script of the page when the site builds asset paths at run time."""
    out = rewrite_html(html, assets)
    runtime = set(runtime_paths)
    prelude = asset_map_prelude(a for a in assets if a.source in runtime)
    if not prelude:
        return out
    for pattern in (_HEAD, _HTML, _DOCTYPE):
        m = pattern.search(out)
        if m:
            return out[:m.end()] + "\n" + prelude + out[m.end():]
    return prelude + out
