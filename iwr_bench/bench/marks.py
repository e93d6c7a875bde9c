"""The page-side checks of the grounding bench: whether a pick is the element a case marks (``data-expect``) and
whether that element shows when the page has loaded, which option of a dropdown the mark is, and whether the marks are
on the page yet; and taking the marked element out of the page and putting it back (what the judge does on a page that
lacks it). Scripts run in the judge browser."""

from __future__ import annotations

# Added to every data-expect at run time; a candidate that mentions it means collect.js leaked the answer.
LEAK_MARKER = "qq-expect-marker-qq"

CHECK = """
const [idx, key] = arguments;
const el = (window.__iwrCands || [])[idx];
const exp = document.querySelector('[data-expect~="' + CSS.escape(key) + '"]');
const show = (e) => e ? (e.tagName.toLowerCase() + ' ' + Array.from((e.innerText || e.getAttribute('aria-label') || e.getAttribute('placeholder') || '').replace(/\\s+/g, ' ').trim()).slice(0, 40).join('')) : null;
if (!exp) return {verdict: 'missing', expected: null};
// Shown at load: a box, and not hidden by display, visibility or opacity (below the fold counts: a person scrolls).
// An item of a closed menu, a dialog not yet open, a page of an app not yet gone to: a step before would show it.
const r0 = exp.getBoundingClientRect();
const shown = r0.width > 0 && r0.height > 0 && (!exp.checkVisibility || exp.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}));
const out = (verdict) => ({verdict, expected: show(exp), shown});
// Containment across shadow roots: a web component's button is inside its host.
const up = (n) => n.parentElement || (n.parentNode && n.parentNode.host) || null;
const within = (outer, n) => { for (let p = n; p; p = up(p)) if (p === outer) return true; return false; };
if (!el) return out('wrong');
if (el === exp || within(exp, el)) return out('ok');
// A label works its control: one inside the marked element (a switch drawn around its checkbox) is as good.
if (el.tagName === 'LABEL' && el.control && (el.control === exp || within(exp, el.control))) return out('ok');
// And the other way round: the control of a marked label (a checkbox drawn as its label over a hidden input).
if (exp.tagName === 'LABEL' && exp.control === el) return out('ok');
// A label that holds its control and the box drawn for it (Puppertino's radio: input, an empty span, its text): the
// mark on the drawn box, a press of the label works the same control. Not a link or a button in the label ("I agree
// to the terms"), nor anything that says words of its own.
if (el.tagName === 'LABEL' && el.control && within(el, el.control) && within(el, exp)
    && !exp.closest('a[href], button, input, select, textarea, [role]') && !(exp.textContent || '').trim()) return out('ok');
if (within(el, exp)) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
    const hit = document.elementFromPoint(x, y);
    if (hit && within(exp, hit)) return out('ok');
  } else {  // below the fold no point can be hit-tested (nothing is scrolled here): the marked element's box decides
    const e = exp.getBoundingClientRect();
    if (x >= e.left && x <= e.right && y >= e.top && y <= e.bottom) return out('ok');
  }
}
return out('wrong');
"""
# The option of a dropdown the expected element is (its index in the options the judge would pick
# from, ``window.__iwrOptionsOf``), or -1: "Choose 'Skype'" may rightly choose the <select>, then the
# option it names, as the replay does (``tasks/replay/actions.py``). An <option> of the <select> a custom
# dropdown hides is the item of its own list with the same text: the replay opens the list and clicks that
# (``js/shown_option.js``); a text two options share names neither.
OPTION_AT = """
const [idx, key] = arguments;
const el = (window.__iwrCands || [])[idx];
const exp = document.querySelector('[data-expect~="' + CSS.escape(key) + '"]');
if (!el || !exp || !window.__iwrOptionsOf) return -1;
const opts = window.__iwrOptionsOf(el);
const at = opts.findIndex((o) => o === exp || o.contains(exp) || exp.contains(o));
if (at >= 0 || exp.tagName === 'OPTION') return at;
const fold = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
const same = opts.map((o, i) => (o.tagName === 'OPTION' && fold(o.text) === fold(exp.textContent) ? i : -1)).filter((i) => i >= 0);
if (same.length === 1) return same[0];
// (bootstrap-select draws an option's subtext right after its text: "Wasabi" shows as "WasabiHottest")
const lead = opts.map((o, i) => (o.tagName === 'OPTION' && fold(o.text) && fold(exp.textContent).startsWith(fold(o.text)) ? i : -1))
  .filter((i) => i >= 0);
return lead.length === 1 ? lead[0] : -1;
"""
MARKED = """
return arguments[0].every((key) => document.querySelector('[data-expect~="' + CSS.escape(key) + '"]'));
"""
MARK = f"""
for (const el of document.querySelectorAll('[data-expect]')) el.setAttribute('data-expect', el.getAttribute('data-expect') + ' {LEAK_MARKER}');
"""
# A page that lacks the element: the marked element is taken out of the page (its place remembered), the candidates
# collected and located as on a page written without it, then it is put back where it was, listeners and all.
TAKE_OUT = """
const exp = document.querySelector('[data-expect~="' + CSS.escape(arguments[0]) + '"]');
if (!exp || !exp.parentNode) return false;
window.__iwrTakenOut = [exp, exp.parentNode, exp.nextSibling];
exp.remove();
return true;
"""
PUT_BACK = """
const t = window.__iwrTakenOut;
window.__iwrTakenOut = null;
if (t) t[1].insertBefore(t[0], t[2] && t[2].parentNode === t[1] ? t[2] : null);
"""
