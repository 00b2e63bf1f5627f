// The port through which the stores drive the Google Translate widget (use_google_translate). The
// page's implementation is google-translate-widget.ts, loaded with the translation store
// (src/stores/translation-store.ts) only for a shop with Google's languages; tests give a fake.
import type { PageScripts } from './page-scripts.ts';

/** What the stores ask of the widget. */
export interface TranslateWidget {
  /**
   * Translate the page from `base` (the shop's language, the page's own) into `target`, or show it
   * as written (null). Called once per change; the same language again does nothing.
   */
  apply(choice: { base: string; target: string | null; offered: readonly string[] }): void;
}

export interface TranslateWidgetOptions {
  /** The widget script (Google's in production, a local stand-in in the demo). */
  scriptUrl: string;
  scripts: PageScripts;
  /** Shows the page anew (the shop's own language back); location.reload by default. */
  reload?: () => void;
}
