// The Google Translate website widget on this page (SPEC.md §7 translate widget script; §4 "Language
// change is applied once through the translate cookie handler"), made by the translation store
// (loaded only for a shop with Google's languages). The stores say which language the page should be
// translated into; this sets the googtrans cookie the widget reads, loads the
// widget's script once (through the page's one script loader, page-scripts.ts) and tells it a new
// language. Returning to the shop's own language reloads the page: the widget has rewritten the
// text React drew (each text in <font> elements), and only a fresh render gives React's own DOM back.
import { googtransCookies, googtransValue } from '../src/domain/google-translate.ts';
export { GOOGLE_TRANSLATE_SCRIPT } from '../src/domain/google-translate-script.ts';
import type { TranslateWidget, TranslateWidgetOptions } from './translate-widget.ts';

const CALLBACK = '__shopTranslateInit';
const CONTAINER_ID = 'google-translate-element';

interface TranslateGlobal {
  google?: {
    translate?: {
      TranslateElement?: new (options: Record<string, unknown>, containerId: string) => unknown;
    };
  };
  [CALLBACK]?: () => void;
}

export function googleTranslateWidget(options: TranslateWidgetOptions): TranslateWidget {
  let shown: string | null = null;
  let loaded = false;
  /** The widget's script ran our callback and the widget is made. */
  let ready = false;
  const reload = options.reload ?? (() => window.location.reload());

  const writeCookie = (base: string, target: string | null) => {
    const value = target === null ? null : googtransValue(base, target);
    for (const line of googtransCookies(window.location.hostname, value)) document.cookie = line;
  };

  const load = (base: string, offered: readonly string[]) => {
    loaded = true;
    keepReactWorkingUnderTranslation();
    const w = window as unknown as TranslateGlobal;
    // Our own selector is the customer's; the widget's own combo box stays out of sight.
    let container = document.getElementById(CONTAINER_ID);
    if (!container) {
      container = document.createElement('div');
      container.id = CONTAINER_ID;
      container.hidden = true;
      document.body.append(container);
    }
    w[CALLBACK] = () => {
      const TranslateElement = w.google?.translate?.TranslateElement;
      if (!TranslateElement) return;
      ready = true;
      // The widget reads the googtrans cookie here and translates the page into its language.
      new TranslateElement(
        { pageLanguage: base, includedLanguages: offered.join(','), autoDisplay: false },
        CONTAINER_ID,
      );
    };
    const url = new URL(options.scriptUrl, window.location.href);
    url.searchParams.set('cb', CALLBACK);
    options.scripts.run([{ kind: 'src', src: url.href, async: true }]);
  };

  /** The widget is up: a new language goes through its own (hidden) combo box. */
  const switchLoaded = (target: string) => {
    const combo = document.querySelector<HTMLSelectElement>(
      `#${CONTAINER_ID} select.goog-te-combo`,
    );
    if (!combo) {
      // Still loading: it reads the cookie just written when it starts. Made without its combo
      // box (Google changed it): the page is shown anew and the widget reads the cookie then.
      if (ready) reload();
      return;
    }
    combo.value = target;
    combo.dispatchEvent(new Event('change'));
  };

  return {
    apply({ base, target, offered }) {
      if (typeof document === 'undefined') return;
      if (target === shown) {
        // A first visit in the shop's language: a googtrans cookie left behind would make the
        // widget's next start translate unasked; it is cleared once.
        if (target === null && /(^|;\s*)googtrans=/.test(document.cookie)) writeCookie(base, null);
        return;
      }
      const was = shown;
      shown = target;
      writeCookie(base, target);
      if (target === null) {
        if (was !== null && loaded) reload();
        return;
      }
      if (loaded) switchLoaded(target);
      else load(base, offered);
    },
  };
}

let guarded = false;

/**
 * The widget moves text React drew into <font> elements, so React's next removal or insertion next
 * to that text meets a node that is no longer where it left it and throws ('The node to be removed
 * is not a child of this node'), taking the page down. While the page is translated these two DOM
 * calls tolerate a moved node (what facebook/react#11538 recommends); the text React then updates
 * stays in the translation until the widget sees it.
 */
function keepReactWorkingUnderTranslation() {
  if (guarded || typeof Node !== 'function') return;
  guarded = true;
  const removeChild = Node.prototype.removeChild;
  Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) {
      child.parentNode?.removeChild(child);
      return child;
    }
    return removeChild.call(this, child) as T;
  };
  const insertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function <T extends Node>(
    this: Node,
    node: T,
    reference: Node | null,
  ): T {
    if (reference && reference.parentNode !== this) return insertBefore.call(this, node, null) as T;
    return insertBefore.call(this, node, reference) as T;
  };
}
