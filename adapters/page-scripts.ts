// The page's own third-party scripts (the shop's analytics snippets): run once each, in order, as
// the merchant wrote them; and the standard data layer they read. The stores get this port; unit
// tests give a fake.
import type { SnippetScript } from '../src/domain/analytics.ts';

export interface PageScripts {
  /** Runs the scripts (each once per page: a second call with the same script does nothing). */
  run(scripts: readonly SnippetScript[]): void;
  /** Pushes an entry to window.dataLayer (created when absent). */
  push(entry: object): void;
}

const ran = new Set<string>();

export const browserPageScripts: PageScripts = {
  run(scripts) {
    if (typeof document === 'undefined') return;
    for (const script of scripts) {
      const id = script.kind === 'src' ? `src:${script.src}` : `inline:${script.code}`;
      if (ran.has(id)) continue;
      ran.add(id);
      const element = document.createElement('script');
      if (script.kind === 'src') {
        element.src = script.src;
        element.async = script.async;
      } else {
        // The server allows this exact text by its hash (Content-Security-Policy).
        element.text = script.code;
      }
      element.dataset.shopSnippet = '';
      document.head.appendChild(element);
    }
  },
  push(entry) {
    if (typeof window === 'undefined') return;
    const w = window as unknown as { dataLayer?: object[] };
    (w.dataLayer ??= []).push(entry);
  },
};
