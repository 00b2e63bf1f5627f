// SPEC.md §7 "a translate widget script": Google's website widget, loaded where the runtime
// configuration does not name another (the demo's stand-in). Apart from google-translate.ts so the
// configuration does not carry the widget's rules into the first file of every page.

/** Google's website widget script (production); the page adds its callback as `cb`. */
export const GOOGLE_TRANSLATE_SCRIPT = 'https://translate.google.com/translate_a/element.js';
