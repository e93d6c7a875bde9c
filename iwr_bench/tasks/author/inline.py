"""A site of many files as one page: local stylesheets and scripts inlined into ``index.html``.

The reference answer of a task is one self-contained ``index.html``, like a model's. A real site
is a folder: stylesheets that ``@import`` others, scripts, fonts and images in sub-folders. This
module makes the first step of the oracle page (``inline_site``): every ``<link
rel="stylesheet">`` and ``<script src>`` that names a file of the site folder is replaced by its
content, ``@import`` chains resolved in place, and every ``url()`` inside an inlined stylesheet
rebased from the stylesheet's folder to the site's root (``../webfonts/fa.woff2`` in
``vendor/fa/css/all.css`` becomes ``vendor/fa/webfonts/fa.woff2``). The result still names the
site's images and fonts by their paths from the root, as ``index.html``'s own markup does, so
``iwr_bench.tasks.author.assets.reference_html`` then maps them to anonymized assets in one pass.

What is left alone: anything on another host, ``data:`` URLs, files the site folder does not
have (the browser's requests decide whether that matters), alternate stylesheets. Source-map
comments are dropped (only developer tools read them). A script keeps its place and order: a
classic script becomes an inline ``<script>``; one marked ``defer``, ``async`` or
``type="module"`` (whose timing an inline script would not keep), or whose text an HTML parser
could misread, becomes a ``data:`` URL.
"""

from __future__ import annotations

import base64
import html as html_lib
import posixpath
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

_JS_TYPES = {"", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"}
_DROP_LINK = {"rel", "href", "integrity", "crossorigin", "type", "as", "referrerpolicy", "fetchpriority"}
_DROP_SCRIPT = {"src", "integrity", "crossorigin", "charset", "referrerpolicy", "fetchpriority"}
_SOURCE_MAP = re.compile(r"(?m)(?:/\*[#@]\s*sourceMappingURL=[^*]*\*/|^[ \t]*//[#@]\s*sourceMappingURL=\S*[ \t]*$)")
_CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)""", re.I)
_IMPORT = re.compile(r"""@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([^;]*);""", re.I)
_CHARSET = re.compile(r"""^\s*@charset\s+["'][^"']*["']\s*;""", re.I)


@dataclass
class Inlined:
    """``inline_site``'s result: the page, and the site files now inside it."""

    html: str
    stylesheets: list[str] = field(default_factory=list)  # inlined, @imported ones included, in order
    scripts: list[str] = field(default_factory=list)


def site_path(ref: str, base_dir: str = "") -> str | None:
    """The path from the site's root that ``ref`` names, relative to ``base_dir``; None for another
    host, a data: URL, a fragment or a path outside the site."""
    ref = ref.strip()
    if not ref or ref.startswith("#") or re.match(r"^[a-z][a-z0-9+.-]*:", ref, re.I) or ref.startswith("//"):
        return None
    path = unquote(urlsplit(ref).path)
    if not path:
        return None
    joined = posixpath.normpath(path.lstrip("/") if path.startswith("/") else posixpath.join(base_dir, path))
    if joined.startswith("..") or joined in (".", ""):
        return None
    return joined


def read_text(path: Path) -> str:
    data = path.read_bytes()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _strip_comments(css: str) -> str:
    """CSS without its comments (strings and ``/*! licence */`` comments kept), so a
    commented-out @import stays out."""
    out, i, n = [], 0, len(css)
    while i < n:
        c = css[i]
        if c in "\"'":
            j = i + 1
            while j < n and css[j] != c:
                j += 2 if css[j] == "\\" else 1
            out.append(css[i:j + 1])
            i = j + 1
        elif css.startswith("/*", i):
            end = css.find("*/", i + 2)
            end = n if end < 0 else end + 2
            if css.startswith("/*!", i):
                out.append(css[i:end])
            i = end
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _rebase(url: str, css_dir: str) -> str:
    """``url`` as seen from the site's root instead of from ``css_dir`` (query and fragment kept)."""
    path = site_path(url, css_dir)
    if path is None:
        return url
    parts = urlsplit(url.strip())
    return path + (f"?{parts.query}" if parts.query else "") + (f"#{parts.fragment}" if parts.fragment else "")


_LAYER = re.compile(r"^layer(?:\(\s*([\w.-]+)\s*\))?\s*", re.I)
_SUPPORTS = re.compile(r"^supports\(((?:[^()]|\([^()]*\))*)\)\s*", re.I)


def _wrap(condition: str, body: str) -> str:
    """An imported stylesheet's rules under its import's conditions: ``layer(x)``, ``supports(...)``, media."""
    m = _LAYER.match(condition)
    layer = None
    if m:
        layer, condition = (m.group(1) or ""), condition[m.end():]
    m = _SUPPORTS.match(condition)
    supports = None
    if m:
        supports, condition = m.group(1), condition[m.end():]
    media = condition.strip()
    if media and media.lower() != "all":
        body = f"@media {media} {{\n{body}\n}}"
    if supports:
        body = f"@supports ({supports}) {{\n{body}\n}}"
    if layer is not None:
        body = f"@layer {layer} {{\n{body}\n}}".replace("@layer  {", "@layer {")
    return body + "\n"


def inline_css(site_dir: Path, rel: str, seen: list[str], chain: tuple[str, ...] = ()) -> str:
    """The stylesheet ``rel`` with its local ``@import``s inlined in place and its ``url()``s rebased
    to the site's root; every file read is appended to ``seen``."""
    seen.append(rel)
    css_dir = posixpath.dirname(rel)
    text = _SOURCE_MAP.sub("", _CHARSET.sub("", _strip_comments(read_text(site_dir / rel))))

    bodies: list[str] = []

    def one_import(m: re.Match[str]) -> str:
        ref = next(g for g in m.groups()[:5] if g is not None)
        path = site_path(ref, css_dir)
        if path is None:
            return m.group(0)
        if not (site_dir / path).is_file() or path in chain or path == rel:
            return ""
        # A placeholder until this sheet's own url()s are rebased: the imported sheet's are already.
        bodies.append(_wrap(m.group(6).strip(), inline_css(site_dir, path, seen, (*chain, rel))))
        return f"\0IWR-IMPORT-{len(bodies) - 1}\0"

    def one_url(m: re.Match[str]) -> str:
        ref = next((g for g in m.groups() if g is not None), "")
        moved = _rebase(ref, css_dir)
        return m.group(0) if moved == ref else f'url("{moved}")'

    text = _CSS_URL.sub(one_url, _IMPORT.sub(one_import, text))
    return re.sub("\0IWR-IMPORT-(\\d+)\0", lambda m: bodies[int(m.group(1))], text)


class _Tags(HTMLParser):
    """The ``<link rel=stylesheet>`` and ``<script src>`` tags of a page, with where they are."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.starts = [0]
        for m in re.finditer("\n", text):
            self.starts.append(m.end())
        self.text = text
        self.found: list[tuple[int, int, str, dict[str, str | None]]] = []  # (start, end, tag, attrs)
        self._script: tuple[int, dict[str, str | None]] | None = None

    def _at(self) -> int:
        line, col = self.getpos()
        return self.starts[line - 1] + col

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        start = self._at()
        end = start + len(self.get_starttag_text() or "")
        values = dict(attrs)
        if tag == "link":
            rel = (values.get("rel") or "").lower().split()
            if "stylesheet" in rel and "alternate" not in rel and values.get("href"):
                self.found.append((start, end, "link", values))
        elif tag == "script" and values.get("src"):
            self._script = (start, values)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._script is not None:
            at = self._at()
            close = self.text.find(">", at)
            start, values = self._script
            self.found.append((start, close + 1 if close >= 0 else at, "script", values))
            self._script = None


def _attrs(values: dict[str, str | None], drop: set[str]) -> str:
    out = []
    for name, value in values.items():
        if name in drop:
            continue
        out.append(f" {name}" if value is None else f' {name}="{html_lib.escape(value, quote=True)}"')
    return "".join(out)


def _script_tag(values: dict[str, str | None], source: str) -> str:
    kind = (values.get("type") or "").strip().lower()
    timed = "defer" in values or "async" in values or kind == "module"
    risky = re.search(r"<!--|<script|</script", source, re.I)
    if timed or risky:
        data = base64.b64encode(source.encode("utf-8")).decode("ascii")
        return f'<script{_attrs(values, _DROP_SCRIPT)} src="data:text/javascript;base64,{data}"></script>'
    return f"<script{_attrs(values, _DROP_SCRIPT)}>\n{source}\n</script>"


def inline_site(site_dir: Path, html: str) -> Inlined:
    """``html`` (the site's ``index.html``) with its local stylesheets and scripts inlined."""
    parser = _Tags(html)
    parser.feed(html)
    parser.close()
    result = Inlined(html)
    pieces, last = [], 0
    for start, end, tag, values in sorted(parser.found, key=lambda f: f[0]):
        ref = values.get("href") if tag == "link" else values.get("src")
        path = site_path(ref or "")
        if path is None or not (site_dir / path).is_file():
            continue
        if tag == "link":
            css = inline_css(site_dir, path, result.stylesheets).replace("</style", "<\\/style")
            media = values.get("media")
            extra = f' media="{html_lib.escape(media, quote=True)}"' if media and media.strip().lower() != "all" else ""
            new = f"<style{extra}>\n{css}\n</style>"
        else:
            if (values.get("type") or "").strip().lower() not in _JS_TYPES:
                continue
            result.scripts.append(path)
            new = _script_tag(values, _SOURCE_MAP.sub("", read_text(site_dir / path)))
        pieces += [html[last:start], new]
        last = end
    pieces.append(html[last:])
    result.html = "".join(pieces)
    return result
