"""The element a Recorder step names: its selector alternatives tried in turn in the live page.

A step's ``selectors`` is a list of alternatives for one element, each a chain of parts (the
next part is looked up inside what the previous one found, in its shadow root when it has one).
Kinds, as ``@puppeteer/replay`` reads them (tests/fixtures/recordings/README.md):

* ``aria/NAME`` and ``aria/NAME[role="ROLE"]``: Chrome's accessibility tree, asked over DevTools
  (``Accessibility.queryAXTree``), ignored nodes left out, as Puppeteer does;
* CSS (no prefix), ``xpath/``, ``pierce/`` (CSS in every open shadow root) and ``text/`` (the
  innermost elements whose text contains it): ``js/query.js`` in the page.

The first alternative that finds exactly one visible element wins; else the first that finds
any visible one. ``resolve`` returns the element and the alternative used, or says what each
alternative found.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

_ARIA_ATTR = re.compile(r"""\[\s*(name|role)\s*=\s*(["'])(.*?)\2\s*\]""")
_PICKED = "const a = window.__iwrPicked || []; delete window.__iwrPicked; return a;"
_PICK = "function () { (window.__iwrPicked = window.__iwrPicked || []).push(this); }"


@cache
def js(name: str) -> str:
    return (Path(__file__).resolve().parent / "js" / f"{name}.js").read_text()


def parse_aria(selector: str) -> tuple[str, str | None]:
    """(accessible name, role or None) of the text after ``aria/``."""
    role = None
    name = selector
    for m in _ARIA_ATTR.finditer(selector):
        if m.group(1) == "role":
            role = m.group(3)
        else:
            name = m.group(3)
    if name is selector:
        name = _ARIA_ATTR.sub("", selector)
    return name.strip(), role


def kind_of(part: str) -> tuple[str, str]:
    for prefix in ("aria/", "xpath/", "pierce/", "text/"):
        if part.startswith(prefix):
            return prefix[:-1], part[len(prefix):]
    return "css", part


def _backend_id(d: Any, element: Any) -> int:
    if element is None:
        return int(d.execute_cdp_cmd("DOM.getDocument", {"depth": 0})["root"]["backendNodeId"])
    d.execute_script("window.__iwrScope = arguments[0];", element)
    try:
        obj = d.execute_cdp_cmd("Runtime.evaluate", {"expression": "window.__iwrScope"})["result"]["objectId"]
        return int(d.execute_cdp_cmd("DOM.describeNode", {"objectId": obj})["node"]["backendNodeId"])
    finally:
        d.execute_script("delete window.__iwrScope;")


def _aria(d: Any, value: str, scope: Any) -> list[Any]:
    name, role = parse_aria(value)
    params: dict[str, Any] = {"backendNodeId": _backend_id(d, scope)}
    if name:
        params["accessibleName"] = name
    if role:
        params["role"] = role
    nodes = d.execute_cdp_cmd("Accessibility.queryAXTree", params).get("nodes") or []
    ids = [n["backendDOMNodeId"] for n in nodes if not n.get("ignored") and n.get("backendDOMNodeId")]
    for backend in ids:
        obj = d.execute_cdp_cmd("DOM.resolveNode", {"backendNodeId": backend})["object"].get("objectId")
        if obj:
            d.execute_cdp_cmd("Runtime.callFunctionOn", {"objectId": obj, "functionDeclaration": _PICK})
    return list(d.execute_script(_PICKED) or []) if ids else []


def find_all(d: Any, chain: tuple[str, ...]) -> list[Any]:
    """Every element one alternative (a chain of parts) finds."""
    scopes: list[Any] = [None]
    for part in chain:
        kind, value = kind_of(part)
        found: list[Any] = []
        for scope in scopes:
            if kind == "aria":
                found += _aria(d, value, scope)
            else:
                found += d.execute_script(js("query"), kind, value, scope) or []
        scopes = found
        if not scopes:
            break
    return scopes


def resolve(d: Any, selectors: tuple[tuple[str, ...], ...]) -> tuple[Any | None, str, list[str]]:
    """(element, the alternative used, what each alternative found) for one Recorder step."""
    notes, fallback = [], None
    for chain in selectors:
        label = " >> ".join(chain)
        try:
            found = find_all(d, chain)
        except Exception as err:  # noqa: BLE001 - a selector the page's engine rejects finds nothing
            notes.append(f"{label}: {type(err).__name__}")
            continue
        shown = [e for e in found if _displayed(e)]
        notes.append(f"{label}: {len(found)} found, {len(shown)} visible")
        if len(shown) == 1:
            return shown[0], label, notes
        if shown and fallback is None:
            fallback = (shown[0], label)
    if fallback is not None:
        return fallback[0], fallback[1], notes
    return None, "", notes


def _displayed(element: Any) -> bool:
    try:
        return bool(element.is_displayed())
    except Exception:  # noqa: BLE001 - gone since it was found
        return False
