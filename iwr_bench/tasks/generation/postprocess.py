"""A model's answer to the page that is served: the html block out, the asset placeholder
rewritten, iframes and off-host references removed (and listed), truncation detected."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from iwr_bench.tasks.generation.prompts import ASSET_DIR


@dataclass(frozen=True)
class PageResult:
    html: str
    removed: tuple[str, ...]
    truncated: bool
    truncation_reason: str | None


_FENCE_HTML = re.compile(r"```[ \t]*html[^\n]*\n(.*?)```", re.IGNORECASE | re.DOTALL)
_FENCE_HTML_OPEN = re.compile(r"```[ \t]*html[^\n]*\n(.*)\Z", re.IGNORECASE | re.DOTALL)
_FENCE_ANY = re.compile(r"```[^\n]*\n(.*?)```", re.DOTALL)
_DOC_START = re.compile(r"<!doctype\s+html|<html[\s>]", re.IGNORECASE)
_HTML_CLOSE = re.compile(r"</html\s*>", re.IGNORECASE)
_PLACEHOLDER_RE = re.compile(r"\{\{\s*ASSETS\s*\}\}/?")
_ANY_TAG = re.compile(r"</?(?:[a-zA-Z][\w-]*|!doctype)[\s/>]", re.IGNORECASE)


def extract_html(answer: str) -> str:
    """The page in a model's answer: the longest ```html block, else an unclosed one (the answer
    was cut off), else a fenced block that looks like a document, else the answer from its
    ``<!DOCTYPE``/``<html`` on, else the whole answer when it holds any HTML tag; prose with no
    tag at all is no page (``""``), not a page that "ends without </html>"."""
    blocks = _FENCE_HTML.findall(answer)
    if blocks:
        return max(blocks, key=len).strip()
    m = _FENCE_HTML_OPEN.search(answer)
    if m:
        return m.group(1).strip()
    docs = [b for b in _FENCE_ANY.findall(answer) if _DOC_START.search(b)]
    if docs:
        return max(docs, key=len).strip()
    m = _DOC_START.search(answer)
    if m:
        return answer[m.start():].strip()
    return answer.strip() if _ANY_TAG.search(answer) else ""


_OFF = r"(?:https?:)?//"  # another host: absolute http(s) or protocol-relative
_Q_OR_BARE = r"""(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s>"']+))"""
_IFRAME = re.compile(r"<(i?frame|frameset)\b[^>]*>(?:.*?</\1\s*>)?", re.IGNORECASE | re.DOTALL)
_LINK_HREF = re.compile(r"<link\b[^>]*\bhref\s*=\s*[\"']?\s*(" + _OFF + r"[^\"'\s>]*)[^>]*>", re.IGNORECASE)
_META_REFRESH = re.compile(r"<meta\b[^>]*http-equiv\s*=\s*[\"']?refresh[^>]*url\s*=\s*(" + _OFF + r"[^\"'\s>]*)[^>]*>", re.IGNORECASE)
_ATTR = re.compile(r"(?P<name>\b(?:src|href|action|formaction|poster|background|data|srcset))\s*=\s*" + _Q_OR_BARE, re.IGNORECASE)
_CSS_IMPORT = re.compile(r"@import\s+(?:url\(\s*)?[\"']?\s*(" + _OFF + r"[^\"')\s;]*)[^;]*;?", re.IGNORECASE)
_CSS_URL = re.compile(r"url\(\s*[\"']?\s*(" + _OFF + r"[^\"')]*)[\"']?\s*\)", re.IGNORECASE)
_JS_IMPORT = re.compile(r"\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?[\"'](" + _OFF + r"[^\"']*)[\"']\s*;?")
_JS_DYN_IMPORT = re.compile(r"\bimport\(\s*[\"'](" + _OFF + r"[^\"']*)[\"']\s*\)")
_OFF_RE = re.compile(r"^\s*" + _OFF, re.IGNORECASE)


def _short(url: str) -> str:
    url = url.strip()
    return url if len(url) <= 160 else url[:157] + "..."


# Where markup stops: comments, and the code of <script> and <style> elements (raw text to the
# browser: a '<iframe' in a library's regex is no iframe).
_RAW = re.compile(r"<!--.*?(?:-->|\Z)|(<(script|style)\b[^>]*>)(.*?)(</\2\s*>|\Z)", re.IGNORECASE | re.DOTALL)
_OFF_SRC = re.compile(r"\bsrc\s*=\s*[\"']?\s*(" + _OFF + r"[^\"'\s>]*)", re.IGNORECASE)


def strip_off_host(page: str) -> tuple[str, list[str]]:
    """The page with iframes and every reference to another host removed, and what was removed.

    The judge's browser reaches no other host anyway; removing them here makes a page's
    dependence on the network visible in the row instead of a silent difference in replay.
    Tags are looked for in the markup only, CSS rules in stylesheets and style attributes, imports
    in scripts: the code of an inline library is never cut as if it were markup.
    """
    removed: list[str] = []
    out: list[str] = []
    pos = 0
    for m in _RAW.finditer(page):
        out.append(_strip_markup(page[pos:m.start()], removed))
        pos = m.end()
        if m.group(1) is None:
            out.append(m.group(0))  # a comment shows nothing and loads nothing
            continue
        open_tag, kind, body, close = m.group(1), m.group(2).lower(), m.group(3), m.group(4)
        off = _OFF_SRC.search(open_tag) if kind == "script" else None
        if off:
            removed.append(f"script: {_short(off.group(1))}")
            continue
        body = _strip_script(body, removed) if kind == "script" else _strip_css(body, removed)
        out.append(_strip_markup(open_tag, removed) + body + close)
    out.append(_strip_markup(page[pos:], removed))
    return "".join(out), removed


def _drop(removed: list[str], kind: str) -> Callable[[re.Match[str]], str]:
    def repl(m: re.Match[str]) -> str:
        removed.append(f"{kind}: {_short(m.group(1))}")
        return ""

    return repl


def _strip_markup(text: str, removed: list[str]) -> str:
    """Off-host iframes, links, refreshes and attributes of markup (style attributes' url()s too)."""
    def iframe(m: re.Match[str]) -> str:
        src = re.search(r"\bsrc\s*=\s*[\"']?([^\"'\s>]*)", m.group(0), re.IGNORECASE)
        removed.append(f"{m.group(1).lower()}: {_short(src.group(1)) if src else '(inline)'}")
        return ""

    text = _IFRAME.sub(iframe, text)
    text = _LINK_HREF.sub(_drop(removed, "link"), text)
    text = _META_REFRESH.sub(_drop(removed, "meta refresh"), text)

    def attr(m: re.Match[str]) -> str:
        value = m.group("dq") if m.group("dq") is not None else m.group("sq") if m.group("sq") is not None else m.group("bare")
        name = m.group("name")
        urls = [u.split()[0] for u in value.split(",") if u.strip()] if name.lower() == "srcset" else [value]
        off = [u for u in urls if _OFF_RE.match(u)]
        if not off:
            return m.group(0)
        removed.append(f"{name.lower()}: {_short(off[0])}")
        return f'{name}="{"#" if name.lower() == "href" else ""}"'

    text = _ATTR.sub(attr, text)
    return _strip_css(_strip_dynamic_imports(text, removed), removed)


def _strip_css(text: str, removed: list[str]) -> str:
    text = _CSS_IMPORT.sub(_drop(removed, "css import"), text)

    def css_url(m: re.Match[str]) -> str:
        removed.append(f"css url: {_short(m.group(1))}")
        return "none"

    return _CSS_URL.sub(css_url, text)


def _strip_dynamic_imports(text: str, removed: list[str]) -> str:
    def dyn_import(m: re.Match[str]) -> str:
        removed.append(f"js import: {_short(m.group(1))}")
        return 'Promise.reject(new Error("off-host import removed"))'

    return _JS_DYN_IMPORT.sub(dyn_import, text)


def _strip_script(text: str, removed: list[str]) -> str:
    return _strip_dynamic_imports(_JS_IMPORT.sub(_drop(removed, "js import"), text), removed)


def postprocess(answer: str, finish_reason: str | None = None) -> PageResult:
    """A model's answer to the page that is served: extract, rewrite assets, strip, check the end."""
    page = _PLACEHOLDER_RE.sub(ASSET_DIR, extract_html(answer or ""))
    page, removed = strip_off_host(page)
    reason = None
    if finish_reason == "length":
        reason = "the model stopped at its output token limit (finish_reason=length)"
    elif page and not _HTML_CLOSE.search(page):
        reason = "the page ends without </html>"
    return PageResult(page, tuple(removed), reason is not None, reason)
