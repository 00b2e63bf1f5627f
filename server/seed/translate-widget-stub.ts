// Demo only: a local stand-in for Google's website translate widget (translate_a/element.js), which
// no demo or browser test can reach. It behaves as the storefront needs the real one to: it defines
// google.translate.TranslateElement and calls the page's `cb` once loaded; the element reads the
// googtrans cookie ('/ru/en') and translates the page — <html class="translated-ltr" lang="en">,
// every text outside `notranslate` / `translate="no"` moved into <font> elements as Google does
// (which is what trips React, see adapters/translate-widget.ts), here prefixed '[en] ' instead of
// translated — and keeps translating what is drawn later. Its hidden combo box (select.goog-te-combo)
// switches the language. What it did is counted in window.__translateStub for a test to read.
export const TRANSLATE_WIDGET_STUB = `(function () {
  var stub = (window.__translateStub = window.__translateStub || { loaded: 0, made: 0, applied: [] });
  stub.loaded += 1;
  var script = document.currentScript;
  var callback = script && script.src ? new URL(script.src).searchParams.get('cb') : null;
  var RTL = { ar: 1, he: 1, iw: 1, fa: 1, ur: 1, yi: 1 };
  var SKIP = '.notranslate, .skiptranslate, [translate="no"], script, style, noscript, textarea, font[data-gt]';
  var fonts = [];
  var target = null;
  var pageLanguage = document.documentElement.lang || 'auto';

  function cookieTarget() {
    var m = /(?:^|;\\s*)googtrans=\\/[^/;]*\\/([^;]+)/.exec(document.cookie);
    return m ? decodeURIComponent(m[1]) : null;
  }
  function label(text) { return '[' + target + '] ' + text; }
  function wrap(node) {
    var parent = node.parentNode;
    if (!parent || !node.nodeValue || !node.nodeValue.trim()) return;
    if (parent.nodeType !== 1 || parent.closest(SKIP)) return;
    var outer = document.createElement('font');
    var inner = document.createElement('font');
    outer.setAttribute('data-gt', '');
    outer.style.verticalAlign = 'inherit';
    inner.style.verticalAlign = 'inherit';
    inner.original = node.nodeValue;
    inner.textContent = label(node.nodeValue);
    outer.appendChild(inner);
    parent.replaceChild(outer, node);
    fonts.push(inner);
  }
  function walk(root) {
    if (root.nodeType === 3) return wrap(root);
    if (root.nodeType !== 1 || root.closest(SKIP)) return;
    var found = [];
    var it = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (it.nextNode()) found.push(it.currentNode);
    found.forEach(wrap);
  }
  function mark() {
    var html = document.documentElement;
    html.classList.remove('translated-ltr', 'translated-rtl');
    if (!target) return;
    html.classList.add(RTL[target.split('-')[0]] ? 'translated-rtl' : 'translated-ltr');
    html.lang = target;
  }
  var observer = new MutationObserver(function (records) {
    if (!target) return;
    records.forEach(function (r) {
      if (r.type === 'characterData') walk(r.target);
      else r.addedNodes.forEach(walk);
    });
  });
  function translate(to) {
    stub.applied.push(to || '');
    if (!to) {
      target = null;
      observer.disconnect();
      fonts.forEach(function (inner) {
        var outer = inner.parentNode;
        if (outer && outer.parentNode) outer.parentNode.replaceChild(document.createTextNode(inner.original), outer);
      });
      fonts = [];
      mark();
      return;
    }
    target = to;
    fonts.forEach(function (inner) { inner.textContent = label(inner.original); });
    walk(document.body);
    mark();
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }

  function TranslateElement(options, id) {
    stub.made += 1;
    stub.options = options;
    pageLanguage = (options && options.pageLanguage) || pageLanguage;
    var container = document.getElementById(id);
    if (container) {
      var gadget = document.createElement('div');
      gadget.className = 'skiptranslate goog-te-gadget';
      var combo = document.createElement('select');
      combo.className = 'goog-te-combo';
      var codes = ((options && options.includedLanguages) || '').split(',').filter(Boolean);
      [''].concat(codes).forEach(function (code) {
        var option = document.createElement('option');
        option.value = code;
        option.textContent = code || 'Select Language';
        combo.appendChild(option);
      });
      combo.addEventListener('change', function () { translate(combo.value || null); });
      gadget.appendChild(combo);
      container.appendChild(gadget);
    }
    var wanted = cookieTarget();
    if (wanted && wanted !== pageLanguage) {
      if (container) container.querySelector('select').value = wanted;
      translate(wanted);
    }
  }
  TranslateElement.InlineLayout = { SIMPLE: 0, HORIZONTAL: 1, VERTICAL: 2 };
  window.google = window.google || {};
  window.google.translate = window.google.translate || {};
  window.google.translate.TranslateElement = TranslateElement;
  // Google's loader calls back once its main script is in: later, never during this script.
  if (callback && typeof window[callback] === 'function') setTimeout(function () { window[callback](); }, 0);
})();
`;
