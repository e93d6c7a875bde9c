"""Asset discovery and anonymization, and the reference page that uses the anonymized names.

A task's assets are the files of the site its page uses, named ``asset_NNN.ext`` in sorted
original-path order (so the names depend on the set of files only). They are:

* the files the browser asked for while the trajectory played on the site (images, fonts,
  JSON, videos; ``iwr_bench.tasks.author.requested``), stylesheets and scripts aside: those are
  inlined into the page (``iwr_bench.tasks.author.inline``);
* the files ``index.html`` names literally (``scan_assets``: ``src``, ``srcset``, ``url()``, a
  script's image list), so a model sees what the page can show beyond the recorded steps.

Nothing here refuses a site: a reference to a file that is not there, to another host, or a
string in a script that looks like ``url(t)`` costs nothing unless the browser asks for it.

The reference page (``reference_html``) names every asset whose path appears in its text as
``assets/asset_NNN.ext``. Paths a script builds at run time (``img/${id}.png``, CSS set from
script, a ``fetch`` of a JSON file, an ``<img>`` a web component writes into its shadow root)
cannot be rewritten in the text, so the page gets a prelude (``tasks/sandbox/js/asset_map.js``),
the first script of its ``<head>``, that maps those original paths to the anonymized names
wherever a script asks for a URL (element URL properties and attributes, style properties,
HTML and CSS text, shadow roots, ``fetch``, ``XMLHttpRequest``, ``Audio``, workers).
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

from iwr_bench.tasks.author.trajectory import TRAJECTORY_NAMES


@dataclass(frozen=True)
class Asset:
    source: str  # path relative to the site folder, posix
    name: str  # asset_NNN.ext


_SKIP_SCHEMES = ("data:", "blob:", "javascript:", "mailto:", "tel:", "about:", "#")
CODE_EXTS = {".html", ".htm", ".css", ".js", ".mjs"}
_URL_IN_CSS = re.compile(r"url\(\s*(['\"]?)([^'\")]+)\1\s*\)", re.I)


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


_SCRIPT_BODY = re.compile(r"(<script\b[^>]*>)(.*?)(</script\s*>)", re.I | re.S)


def explicit_refs(html: str) -> list[str]:
    """The URLs ``html`` names in its markup and CSS (``url()`` inside a script is JavaScript, not CSS:
    ``url(t)`` in a library is a call)."""
    parser = _RefParser()
    parser.feed(html)
    parser.close()
    markup = _SCRIPT_BODY.sub(lambda m: m.group(1) + m.group(3), html)
    return parser.refs + [m.group(2).strip() for m in _URL_IN_CSS.finditer(markup)]


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


def scan_assets(site_dir: Path, html: str, ignore: Sequence[str] = ()) -> set[str]:
    """The site files (not stylesheets or scripts) that ``index.html`` names: explicit references
    (``src``, ``srcset``, ``url()`` ...) to files that exist, and any other file of the site folder
    whose path appears in the page (e.g. in a script's image list)."""
    wanted: set[str] = set()
    for ref in explicit_refs(html):
        try:
            path = _local_path(ref)
        except _BadRef:
            continue
        if path is not None and (site_dir / path).is_file():
            wanted.add(path)
    skip = {"index.html", *TRAJECTORY_NAMES, *ignore}
    files = [rel for rel in site_files(site_dir, skip) if rel not in wanted]
    if files:
        pattern = ref_pattern(files)
        wanted |= {m.group(1) for m in pattern.finditer(html)}
    quoted = {quote(p): p for p in wanted}
    wanted = {quoted.get(p, p) for p in wanted}
    return {rel for rel in wanted if Path(rel).suffix.lower() not in CODE_EXTS and not any(part.startswith(".") for part in rel.split("/"))}


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


def _js_value(value: object) -> str:
    # JSON is a JavaScript literal; "<" escaped, so no text inside can end or open a script element.
    return json.dumps(value, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")


def asset_map_prelude(runtime: Iterable[Asset], workers: Mapping[str, str] | None = None) -> str:
    """The ``<script>`` mapping original run-time paths to anonymized assets, and the sources of
    the site's worker scripts by path (empty when there is neither)."""
    mapping = {a.source: f"assets/{a.name}" for a in sorted(runtime, key=lambda a: a.source)}
    if not mapping and not workers:
        return ""
    from iwr_bench.tasks.sandbox.settle import js

    body = js("asset_map").replace("__IWR_ASSET_MAP__", _js_value(mapping)).replace("__IWR_WORKERS__", _js_value(dict(workers or {})))
    return "<script data-iwr-asset-map>\n" + body.replace("</script", "<\\/script") + "</script>\n"


def reference_html(html: str, assets: Sequence[Asset], runtime_paths: Iterable[str] = (), workers: Mapping[str, str] | None = None) -> str:
    """The reference page: literal references rewritten, plus the run-time asset map as the
    first script of the page when the site builds asset paths at run time or starts workers."""
    out = rewrite_html(html, assets)
    runtime = set(runtime_paths)
    prelude = asset_map_prelude((a for a in assets if a.source in runtime), workers)
    if not prelude:
        return out
    for pattern in (_HEAD, _HTML, _DOCTYPE):
        m = pattern.search(out)
        if m:
            return out[:m.end()] + "\n" + prelude + out[m.end():]
    return prelude + out
