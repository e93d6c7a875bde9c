"""One generated site and its trajectory: a page of simple widgets and a walk through them.

The page has a sticky toolbar (section tabs, an "Add to cart" counter, a "Show details"
toggle, an "Add a note" field that saves on Enter) above long text sections for scrolling.
Panels and the notes list (newest first) sit in fixed-height boxes, so the page height never
changes and every scroll the plan makes moves the page. The sections are half a viewport tall,
so after scrolling ``s`` pages section ``2s`` starts right under the sticky toolbar, where a
person sees it (the authoring tool checks what is in view and not covered). Each action carries an ``expect`` that the
authoring tool checks on the page itself, so a generator bug fails the build, not the run.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, field
from typing import Any

# Sections of the long page, each half a viewport tall: enough to scroll 3 pages down (iwr_bench.bench.synthetic.MAX_SCROLL_PAGES).
SECTIONS = 9

WORDS = ("harbor lantern meadow copper velvet orbit maple quartz ember willow summit canyon ribbon falcon cedar "
         "pebble glacier saffron thistle beacon prairie marble cobalt juniper tundra walnut amber fjord lagoon "
         "sparrow garnet bramble cypress dune heron indigo kestrel linen mosaic nectar opal plume quill russet "
         "sable tamarind umber vesper wicker yarrow zephyr almond birch clover delta fennel ginger hazel iris").split()
TAB_NAMES = ("Overview", "Pricing", "Reviews", "Gallery", "Support", "Schedule", "Menu", "Team")
DOMAINS = (("shopping", "retail"), ("travel", "booking"), ("food", "restaurant"), ("education", "courses"),
           ("finance", "banking"), ("news", "magazine"), ("health", "clinic"), ("productivity", "tools"))


def phrase(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


@dataclass
class SiteSpec:
    """What a site shows; the trajectory refers to these names."""

    title: str
    tabs: tuple[str, ...]
    headings: tuple[str, ...]  # one per tab panel
    sections: tuple[tuple[str, tuple[str, ...]], ...]  # (heading, paragraphs) of the long page
    accent: str


@dataclass
class _State:
    tab: int = 0
    cart: int = 0
    details: bool = False
    typed: str = ""
    notes: list[str] = field(default_factory=list)
    scroll: float = 0.0  # pages scrolled down


def make_spec(rng: random.Random, task_id: int, mobile: bool) -> SiteSpec:
    tabs = tuple(rng.sample(TAB_NAMES, rng.randint(3, 5)))
    sections = tuple((f"{phrase(rng, 2).title()} {i + 1}", tuple(phrase(rng, rng.randint(18, 34)).capitalize() + "." for _ in range(rng.randint(2, 4))))
                     for i in range(SECTIONS))
    hue = rng.randint(0, 359)
    return SiteSpec(f"{phrase(rng, 1).title()} {phrase(rng, 1).title()} #{task_id}", tabs,
                    tuple(f"{t} - {phrase(rng, 3)}" for t in tabs), sections, f"hsl({hue} 55% 38%)")


def _items(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# size: one table of a synthetic site's actions, read top to bottom
def plan_actions(rng: random.Random, spec: SiteSpec, n: int, visual: list[bool], asserted: list[bool],
                 max_scroll: float) -> list[dict[str, Any]]:
    """``n`` trajectory actions over ``spec``'s widgets; ``visual``/``asserted`` say which carry a visual check or an assertion."""
    st = _State()
    out: list[dict[str, Any]] = []
    while len(out) < n:
        i = len(out)
        if out and out[-1]["type"] == "Type" and rng.random() < 0.8:
            kind = "enter"
        else:
            kind = rng.choices(("tab", "cart", "details", "type", "scroll"), weights=(30, 14, 8, 18, 24))[0]
        if kind == "type" and st.typed:
            # Typing into a field that holds text would insert where the click put the caret,
            # and Enter saves only right after typing (the focus is still in the field).
            continue
        if kind == "tab":
            new = rng.choice([k for k in range(len(spec.tabs)) if k != st.tab])
            a: dict[str, Any] = {"type": "Click", "description": f"Click the '{spec.tabs[new]}' tab", "selector": f"#tab-{new}",
                 "expect": {"visible_text": [spec.headings[new]], "absent_text": [spec.headings[st.tab]]},
                 "assertion": f"The '{spec.tabs[new]}' panel is shown with the heading '{spec.headings[new]}'."}
            st.tab = new
        elif kind == "cart":
            st.cart += 1
            a = {"type": "Click", "description": "Click the 'Add to cart' button", "selector": "#cart-add",
                 "expect": {"visible_text": [f"Cart: {_items(st.cart, 'item')}"]},
                 "assertion": f"The cart counter reads 'Cart: {_items(st.cart, 'item')}'."}
        elif kind == "details":
            label = "Hide details" if st.details else "Show details"
            st.details = not st.details
            shown = "Details are shown"
            a = {"type": "Click", "description": f"Click the '{label}' button", "selector": "#details-toggle",
                 "expect": {"visible_text": [shown]} if st.details else {"absent_text": [shown]},
                 "assertion": "A details box appears under the toolbar." if st.details else "The details box is hidden again."}
        elif kind == "type":
            text = phrase(rng, rng.randint(1, 3))
            st.typed += text
            a = {"type": "Type", "description": f"Type '{text}' into the 'Add a note' field", "selector": "#note", "text": text,
                 "expect": {"visible_text": [f"Press Enter to save: {st.typed}"]},
                 "assertion": f"The note field shows '{st.typed}' and a hint offers to save it."}
        elif kind == "enter":
            if not st.typed:
                continue
            st.notes.append(st.typed)
            saved, st.typed = st.typed, ""
            a = {"type": "Press", "description": "Press Enter to save the note", "key": "Enter",
                 "expect": {"visible_text": [saved, f"{_items(len(st.notes), 'note')} saved"]},
                 "assertion": f"The note '{saved}' is listed and the counter reads '{_items(len(st.notes), 'note')} saved'."}
        else:
            pages = rng.choice((0.5, 1.0))
            can_down, can_up = st.scroll + pages <= max_scroll, st.scroll >= pages
            if not (can_down or can_up):
                continue
            down = can_down and (not can_up or rng.random() < 0.7)
            st.scroll += pages if down else -pages
            # Sections are half a viewport tall: after scrolling s pages, section 2s starts right
            # under the sticky toolbar (render_html).
            heading = spec.sections[min(len(spec.sections) - 1, round(2 * st.scroll))][0]
            a = {"type": "Scroll", "description": f"Scroll {'down' if down else 'up'} {'half a page' if pages == 0.5 else 'one page'}",
                 "direction": "down" if down else "up", "scroll_page": "0.5" if pages == 0.5 else "1",
                 "expect": {"visible_text": [heading]}, "assertion": f"The section '{heading}' is in view."}
        a["visual_check"] = visual[i]
        if not asserted[i]:
            a.pop("assertion")
        out.append(a)
    return out


# size: the page's markup as one template
def render_html(spec: SiteSpec, mobile: bool, assets: dict[str, str]) -> str:
    e = html.escape
    tabs = "".join(f'<button type="button" id="tab-{k}" role="tab" aria-selected="{"true" if k == 0 else "false"}">{e(t)}</button>'
                   for k, t in enumerate(spec.tabs))
    panels = "".join(f'<div class="panel" id="panel-{k}"{"" if k == 0 else " hidden"}><h2>{e(h)}</h2><p>{e(spec.sections[k % len(spec.sections)][1][0])}</p></div>'
                     for k, h in enumerate(spec.headings))
    sections = "".join(f"<section><h2>{e(h)}</h2>" + "".join(f"<p>{e(p)}</p>" for p in ps) + "</section>" for h, ps in spec.sections)
    width = "100%" if mobile else "min(1100px, 92vw)"
    hero = 96 if mobile else 180
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(spec.title)}</title>
<style>
* {{ box-sizing: border-box; }}
body {{ margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #222; background: #f7f5f0; }}
.bar {{ position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 2px solid {spec.accent}; padding: 8px 16px; }}
.row {{ display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 4px 0; }}
.row img {{ height: 32px; }}
h1 {{ font-size: 20px; margin: 0 12px 0 0; color: {spec.accent}; }}
button {{ font: inherit; padding: 4px 10px; border: 1px solid {spec.accent}; background: #fff; border-radius: 6px; cursor: pointer; }}
button[aria-selected="true"] {{ background: {spec.accent}; color: #fff; }}
#note {{ font: inherit; padding: 4px 8px; width: 220px; }}
.boxes {{ display: flex; gap: 12px; }}
.panels {{ height: 120px; overflow: hidden; flex: 2 1 0; min-width: 0; }}
.panel h2 {{ margin: 4px 0; font-size: 18px; }}
.notes {{ height: 120px; overflow: auto; flex: 1 1 0; min-width: 0; background: #faf8f4; padding: 4px 8px; }}
#details {{ background: #eef; padding: 4px 8px; }}
#hint {{ color: #666; font-size: 14px; min-height: 1.5em; }}
main {{ width: {width}; margin: 16px auto; }}
section {{ height: 50vh; overflow: hidden; }}
section h2 {{ margin: 12px 0 8px; }}
.hero {{ display: block; width: 100%; height: {hero}px; object-fit: cover; }}
</style></head><body>
<div class="bar">
 <div class="row"><img src="{assets['logo']}" alt="logo"><h1>{e(spec.title)}</h1><span id="cart">Cart: 0 items</span>
  <button type="button" id="cart-add">Add to cart</button><button type="button" id="details-toggle">Show details</button></div>
 <div class="row" role="tablist">{tabs}</div>
 <div class="row"><input id="note" placeholder="Add a note" aria-label="Add a note" autocomplete="off"><span id="hint"></span></div>
 <div id="details" hidden>Details are shown: {e(" ".join(spec.sections[0][1][-1].split()[:5]))}</div>
 <div class="boxes"><div class="panels">{panels}</div><div class="notes"><div id="note-count">0 notes saved</div><ul id="notes"></ul></div></div>
</div>
<main><img class="hero" src="{assets['hero']}" alt="banner">{sections}</main>
<script>
const $ = (s) => document.querySelector(s);
let cart = 0, notes = 0;
document.querySelectorAll('[role=tab]').forEach((b) => b.addEventListener('click', () => {{
  document.querySelectorAll('[role=tab]').forEach((o) => o.setAttribute('aria-selected', String(o === b)));
  document.querySelectorAll('.panel').forEach((p) => {{ p.hidden = p.id !== 'panel-' + b.id.slice(4); }});
}}));
$('#cart-add').addEventListener('click', () => {{ cart += 1; $('#cart').textContent = 'Cart: ' + cart + (cart === 1 ? ' item' : ' items'); }});
$('#details-toggle').addEventListener('click', (ev) => {{
  const d = $('#details'); d.hidden = !d.hidden; ev.target.textContent = d.hidden ? 'Show details' : 'Hide details';
}});
$('#note').addEventListener('input', (ev) => {{ $('#hint').textContent = ev.target.value ? 'Press Enter to save: ' + ev.target.value : ''; }});
$('#note').addEventListener('keydown', (ev) => {{
  if (ev.key !== 'Enter' || !ev.target.value) return;
  const li = document.createElement('li'); li.textContent = ev.target.value; $('#notes').prepend(li);
  notes += 1; $('#note-count').textContent = notes + (notes === 1 ? ' note' : ' notes') + ' saved';
  ev.target.value = ''; $('#hint').textContent = '';
}});
</script></body></html>
"""
