// Marks benchmark target elements. The page's own script builds the demos (from the code samples) and the
// Contents links at runtime, so the attributes are set here after it ran. Does nothing else.
window.addEventListener('load', function () {
  setTimeout(function () {
    function pick(sel, text, nth) {
      var list = [].filter.call(document.querySelectorAll(sel), function (e) {
        if (e.closest('pre')) return false;
        var t = (e.innerText || e.value || e.placeholder || '').trim().replace(/\s+/g, ' ');
        return text === null || t === text;
      });
      return list[(nth || 1) - 1];
    }
    function mark(key, sel, text, nth) { var e = pick(sel, text, nth); if (e) e.setAttribute('data-expect', key); }
    mark('github', 'nav a', 'GitHub');
    mark('testlink', 'nav a', 'Test');
    mark('tocmodal', 'aside a', 'Modal');
    mark('toctooltip', 'aside a', 'Tooltip');
    mark('warning', 'button.warning', 'Warning');
    mark('toggle', 'span.toggle.button', 'Toggle', 1);
    mark('pseudosubmit', 'input.pseudo[type=submit]', 'Submit');
    mark('coolbtn', 'button.myCoolButton', 'My Cool Button');
    mark('smallbtn', 'button.shyButton', 'Small button');
    mark('hate', 'button.dangerous', 'Hate');
    mark('forestlike', 'button', 'Like', 1);
    mark('mistylike', 'button', 'Like', 3);
    mark('checkme', 'span.checkable', 'Check me out (;');
    mark('tos', 'span.checkable', 'Accept TOS');
    mark('tossend', 'button', 'Send', 1);
    mark('dropimage', 'label.dropimage', null, 1);
    mark('password', 'input[type=password]', null, 1);
    mark('textarea', 'textarea', 'Textarea');
    mark('showmodal', 'label.button', 'Show modal');
    mark('seeoffer', '.modal a.button', 'See offer');
    mark('navplugins', 'nav.demo a.button', 'Plugins');
    mark('navsearch', 'nav.demo input', 'Search plugins');
    mark('selectme', 'span.checkable', 'Select me');
    mark('select', 'select', null, 3);
    mark('stackdocs', 'span.button.stack', 'Documentation');
    mark('stacktest', 'label.stack span.toggle', 'Test');
    mark('fullsize', 'a.button.stack', 'Full size');
    mark('smallemail', 'input.stack', 'Email', 1);
    mark('second', 'a.stack.pseudo', 'Second');
    mark('repeatpw', 'input.stack', 'Repeat password');
    mark('balloon', 'label.toggle', 'Balloon');
    var t = document.querySelector('label[for="tabC-2"] img'); if (t) t.setAttribute('data-expect', 'boatthumb');
    mark('tipleft', 'button.tooltip-left', 'Left');
  }, 0);
});
