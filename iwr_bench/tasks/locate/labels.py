"""Labels and the controls they stand for, beyond what the page's own ``for`` says."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.tasks.locate.match import content_tokens
from iwr_bench.tasks.locate.option import option_of
from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.structure import contains, remove_sign_in
from iwr_bench.tasks.locate.text import tokens
from iwr_bench.tasks.locate.view import Candidate, View, center_in, shows_remove_sign
from iwr_bench.tasks.locate.vocab import DROPDOWN_NOUNS, REMOVE_VERBS, ROLE_NOUNS

__all__ = ["adopt_orphan_labels", "box_of_row", "control_of", "menu_offering", "named_by", "remove_sign"]


def _box(c: Candidate) -> tuple[float, float, float, float]:
    x, y, w, h = (float(v) for v in (c.get("box") or (0, 0, 0, 0)))
    return x, y, w, h


def _under(label: Candidate, field: Candidate) -> bool:
    """The field sits right under the label, overlapping it across."""
    x, y, w, h = _box(label)
    fx, fy, fw, _ = _box(field)
    return y + h - 4 <= fy <= y + h + 60 and fx < x + w and x < fx + fw


def _over(label: Candidate, field: Candidate) -> bool:
    """The label is drawn over the field, or over its top edge as a floating label is (its centre inside the field's
    box, or less than its own height above it)."""
    x, y, w, h = _box(label)
    fx, fy, fw, fh = _box(field)
    return fx <= x + w / 2 <= fx + fw and fy - h <= y + h / 2 <= fy + fh


def adopt_orphan_labels(controls: Sequence[Candidate]) -> list[dict[str, Any]]:
    """A label whose own control is not on the page as drawn (a widget hid the native input and drew its own field
    under the label, as choices.js does) names the field of its control's kind right under it that has no label of
    its own: the field gets the label's words, and the label stands for it.

    So does a label whose ``for`` names a field elsewhere (argon's "Postal code" label says ``for="input-country"``, a
    copy-and-paste slip; the Country box then read "Country Postal code"): a person reads the label over the box under
    it, and the field it named loses those words."""
    ids = {int(c.get("index", i)) for i, c in enumerate(controls)}
    out = [dict(c) for c in controls]
    by_index = {int(c.get("index", i)): c for i, c in enumerate(out)}
    taken: set[int] = set()
    for k, c in enumerate(out):
        named = c.get("label_for", -1)
        if c.get("tag") != "label" or not c.get("for_role") or not str(c.get("text") or "").strip():
            continue
        if named in ids and (_under(c, by_index[named]) or _over(c, by_index[named]) or by_index[named].get("role") != c["for_role"]):
            continue  # its control is where it stands (or is no field: a label drawn over a hidden radio)
        if (c.get("colors") or {}).get("bg") or {"button", "btn"} & set(c.get("tokens") or []):
            continue  # a label drawn as a button ("Select File" over a hidden file input) is a control of its own
        # (the field under it, or the one it is drawn over: a floating label, MDB's "Cvv", follows its field)
        for field in [*out[k + 1:k + 4], *out[max(0, k - 2):k]]:
            if field.get("editable") and field.get("role") == c["for_role"] and not field.get("label") \
                    and int(field["index"]) not in taken and (_under(c, field) or _over(c, field)):
                field["label"] = c["text"]
                c["label_for"] = int(field["index"])
                taken.add(int(field["index"]))
                if named in ids:
                    other = by_index[named]
                    other["label"] = " ".join(str(other.get("label") or "").replace(str(c["text"]), " ").split())
                break
    return out


def control_of(by_index: Mapping[int, Candidate], index: int) -> int:
    """A matched label stands for its control (typing goes into the field, not the label), unless it holds a button
    of its own: a tab bar's button drawn over a hidden radio is what a person presses."""
    target = by_index[index].get("label_for", -1)
    drawn = any(c.get("ancestor") == index and c.get("role") in ("button", "link") for c in by_index.values())
    return target if target is not None and target >= 0 and target in by_index and not drawn else index


def named_by(v: View, said: set[str]) -> bool:
    """The description's words name this trigger: all of its own words, or all of its label's (a select's "Jump to:")."""
    if v.own_text and set(tokens(v.own_text)) <= said:
        return True
    return any((words := set(content_tokens(str(v.c.get(k) or "")))) and words <= said for k in ("label", "near"))


def menu_offering(query: Query, views: Sequence[View]) -> View | None:
    """"In the Support menu, choose Forums": the one closed menu the description names by its trigger's own words, whose
    one item it names (quoted or not; "In the Warning dropdown, choose 'Something else here'" where six dropdowns offer
    it); a "Support forums" link shown elsewhere on the page is another thing. Without a menu word ("Under
    Risus, choose Pellentesque": an accordion's folded panel), only for an item no control shows. None unless exactly one."""
    r = query.readings[0]
    if not (r.target_quotes or r.target):
        return None
    # (the menu's noun may be read as a weak word, or joined: "the Info dropdown's menu")
    menu = DROPDOWN_NOUNS & {p for w in (*r.anchor, *r.weak) for p in (w, *w.split("_"))}
    if not menu and (r.target_quotes or any(set(r.target) <= set(tokens(v.own_text)) for v in views)
                     or any(rel.kind != "below" for rel in query.relations)):
        return None  # "Under Risus, choose Pellentesque", no menu said: only for an item shown nowhere (a folded panel's)
    said = {p for w in r.anchor for p in w.split("_")} - DROPDOWN_NOUNS
    if not said:
        return None
    offer = [v for v in views if v.options and named_by(v, said) and option_of(query.description, v.c) is not None]
    return offer[0] if len(offer) == 1 else None


def box_of_row(query: Query, winner: View, views: Sequence[View], by_index: Mapping[int, Candidate]) -> View:
    """"Tick Leaf Node 1-1's checkbox", "Tick Leaf Node 2-1": a tree row (or its link) says the words, yet the box in
    that row, which says nothing and whose row is titled so, is what a person ticks (one box, of the kind asked)."""
    want = (query.roles | query.hint_roles) & {"checkbox", "radio"}  # ("Tick Leaf Node 2-1": the verb asks a box)
    said = winner.own_text.strip()
    if not want or not said or want & winner.kinds:  # (a label of a checkbox stands for it already)
        return winner
    def beside(v: View) -> bool:  # in the row: inside the winner, or level with it (the link beside the box)
        return contains(winner, v, by_index) or abs(v.center[1] - winner.center[1]) <= max(v.box[3], winner.box[3]) / 2

    inner = [v for v in views if v is not winner and not v.own_text.strip() and want & v.kinds and beside(v)
             and said in (str((v.c.get("item") or {}).get("title") or "").strip(), str((v.c.get("outline") or [""])[0]))]
    return inner[0] if len(inner) == 1 else winner


# What a removable thing is called, not what it says: "Remove the vue@local.com tag".
_CHIP_NOUNS = frozenset({"tag", "tags", "chip", "chips", "token", "tokens", "pill", "pills", "badge", "item", "entry",
                         "value", "one"})


def remove_sign(query: Query, winner: View, views: Sequence[View], by_index: Mapping[int, Candidate]) -> View | None:
    """After a remove verb, the remove sign a person presses for the winner: the one it holds, or the one beside it."""
    return remove_sign_in(query, winner, views, by_index) or _sign_beside(query, winner, views)


def _sign_beside(query: Query, winner: View, views: Sequence[View]) -> View | None:
    """"Remove the vue@local.com tag", "Clear Strawberry from the colours field": the tag is no control (a span beside
    its x), so the words land on the field that offers it; the one remove sign beside exactly that text is pressed. Of
    the same tag in two fields, the one in the winner's item, else in the block the winner is one of (each tag may be
    an item of its own)."""
    r = query.readings[0]
    if not set(r.weak) & REMOVE_VERBS or shows_remove_sign(winner, "name", "text"):
        return None
    said = [set(tokens(q)) for q in r.target_quotes] or [set(r.target) - _CHIP_NOUNS - set(ROLE_NOUNS)]
    signs = [v for v in views if v is not winner and shows_remove_sign(v, "name", "text")
             and (near := set(tokens(str(v.c.get("near") or "")))) and near in said]
    if len(signs) > 1:
        item = (winner.c.get("item") or {}).get("title")
        same = [v for v in signs if item and (v.c.get("item") or {}).get("title") == item]
        if not same and (box := (winner.c.get("sib") or {}).get("box")):  # (or in the block the winner is one of)
            same = [v for v in signs if center_in(v.box, box)]
        signs = same
    return signs[0] if len(signs) == 1 else None
