// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (CKEditor 4's toolbar configurator sample builds its toolbar and table at runtime). Nothing else.
(function () {
  const MARKS = {
  "nav-bug": {
    "sel": ".navigation-a a",
    "exact": "I found a bug"
  },
  "logo": {
    "sel": ".header-a-logo a"
  },
  "start": {
    "sel": ".navigation-b a",
    "exact": "Start"
  },
  "help": {
    "sel": "#help"
  },
  "sw-adv": {
    "sel": "label[for=radio-advanced]"
  },
  "tb-specialchar": {
    "sel": "#cke_editor-basic a.cke_button__specialchar"
  },
  "tb-anchor": {
    "sel": "#cke_editor-basic a.cke_button__anchor"
  },
  "tb-source": {
    "sel": "#cke_editor-basic a.cke_button__source"
  },
  "tb-bold": {
    "sel": "#cke_editor-basic a.cke_button__bold"
  },
  "tb-format": {
    "sel": "#cke_editor-basic .cke_combo__format a.cke_combo_button"
  },
  "tb-about": {
    "sel": "#cke_editor-basic a.cke_button__about"
  },
  "tb-table": {
    "sel": "#cke_editor-basic a.cke_button__table"
  },
  "tb-maximize": {
    "sel": "#cke_editor-basic a.cke_button__maximize"
  },
  "tb-scayt": {
    "sel": "#cke_editor-basic a.cke_button__scayt"
  },
  "tb-blockquote": {
    "sel": "#cke_editor-basic a.cke_button__blockquote"
  },
  "tb-image": {
    "sel": "#cke_editor-basic a.cke_button__image"
  },
  "tb-indent": {
    "sel": "#cke_editor-basic a.cke_button__indent"
  },
  "tb-removeformat": {
    "sel": "#cke_editor-basic a.cke_button__removeformat"
  },
  "show-empty": {
    "sel": "#toolbarModifierWrapper .toolbar button",
    "exact": "Show empty toolbar groups"
  },
  "add-sep": {
    "sel": "#toolbarModifierWrapper .toolbar button",
    "exact": "Add row separator"
  },
  "get-config": {
    "sel": "#toolbarModifierWrapper .toolbar button",
    "text": "Get toolbar"
  },
  "sep-trash": {
    "sel": "#toolbarModifierWrapper li[data-type=separator] button.remove"
  },
  "grp-links-down": {
    "sel": "#toolbarModifierWrapper li[data-type=group][data-name=links] > p button[data-direction=down]"
  },
  "grp-about-up": {
    "sel": "#toolbarModifierWrapper li[data-type=group][data-name=about] > p button[data-direction=up]"
  },
  "grp-paragraph-up": {
    "sel": "#toolbarModifierWrapper li[data-type=group][data-name=paragraph] > p button[data-direction=up]"
  },
  "sub-undo-up": {
    "sel": "#toolbarModifierWrapper li[data-type=subgroup][data-name=undo] > p button[data-direction=up]"
  },
  "sub-indent-down": {
    "sel": "#toolbarModifierWrapper li[data-type=subgroup][data-name=indent] > p button[data-direction=down]"
  },
  "chk-underline": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=Underline] input[type=checkbox]"
  },
  "chk-maximize": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=Maximize] input[type=checkbox]"
  },
  "chk-format": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=Format] input[type=checkbox]"
  },
  "chk-hr": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=HorizontalRule] input[type=checkbox]"
  },
  "ico-superscript": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=Superscript] a"
  },
  "ico-scayt": {
    "sel": "#toolbarModifierWrapper li[data-type=button][data-name=Scayt] a"
  },
  "foot-ck": {
    "sel": "footer a.samples",
    "exact": "https://ckeditor.com"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  const timer = setInterval(apply, 200);
  setTimeout(() => clearInterval(timer), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
