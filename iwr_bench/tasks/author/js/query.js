// One part of a Chrome Recorder selector, looked up in the page (tests/fixtures/recordings/README.md,
// "Selectors"): arguments = [kind, value, scope]. kind: 'css' | 'xpath' | 'pierce' | 'text'; scope:
// the element the chain's previous part found (its shadow root when it has one), or null for
// the document. ARIA parts are looked up over DevTools (Accessibility.queryAXTree), not here.
const [kind, value, scope] = arguments;
const root = scope ? (scope.shadowRoot || scope) : document;
// Every open shadow root at or below a node.
const shadows = (node) => {
  const out = [];
  const walk = (r) => {
    for (const e of r.querySelectorAll('*')) if (e.shadowRoot) { out.push(e.shadowRoot); walk(e.shadowRoot); }
  };
  walk(node);
  return out;
};
if (kind === 'css') return Array.from(root.querySelectorAll(value));
if (kind === 'pierce') {
  const found = [];
  for (const r of [root, ...shadows(root)]) found.push(...r.querySelectorAll(value));
  return found;
}
if (kind === 'xpath') {
  const res = document.evaluate(value, scope || document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const out = [];
  for (let i = 0; i < res.snapshotLength; i++) if (res.snapshotItem(i).nodeType === 1) out.push(res.snapshotItem(i));
  return out;
}
if (kind === 'text') {
  // The innermost elements whose text (a field's value) contains the text, shadow roots included.
  const fold = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const want = fold(value);
  const textOf = (e) => /^(INPUT|SELECT|TEXTAREA)$/.test(e.tagName) ? e.value : (e.innerText !== undefined ? e.innerText : e.textContent);
  const hits = [];
  for (const r of [root, ...shadows(root)]) {
    for (const e of r.querySelectorAll('*')) {
      if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(e.tagName)) continue;
      if (fold(textOf(e)).includes(want)) hits.push(e);
    }
  }
  return hits.filter((e) => !hits.some((o) => o !== e && e.contains(o)));
}
return [];
