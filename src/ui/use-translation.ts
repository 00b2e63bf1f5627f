// The screens' texts: react-i18next's useTranslation() as this app uses it (one namespace, the
// languages loaded before the first render), without the copy of the whole i18next instance that
// react-i18next 17 makes for every component that asks (Object.getOwnPropertyDescriptors of the
// instance, once per mounted component). On a menu page that copy was made for every dish card:
// a fifth of the server's render time and as much of the browser's hydration.
// Re-renders as react-i18next does: when the language changes and when texts are added (the rest
// of a language's texts, the shop's own translations).
import { useContext, useEffect, useMemo, useReducer } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const EVENTS = ['languageChanged'] as const;
const STORE_EVENTS = ['added', 'removed'] as const;

export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onChange = () => changed();
    for (const event of EVENTS) i18n.on(event, onChange);
    for (const event of STORE_EVENTS) i18n.store.on(event, onChange);
    return () => {
      for (const event of EVENTS) i18n.off(event, onChange);
      for (const event of STORE_EVENTS) i18n.store.off(event, onChange);
    };
  }, [i18n]);
  // A new `t` when the texts change, so what memoises on it is recomputed (as with react-i18next).
  const language = i18n.language;
  return useMemo(
    () => {
      // Its own function each time (a new identity), over the instance's shared texts.
      const shared = plainTextsOf(i18n) as unknown as (...args: unknown[]) => unknown;
      return { t: ((...args: unknown[]) => shared(...args)) as unknown as TFunction, i18n };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for a new language or texts
    [i18n, language, version],
  );
}

/**
 * `t` with a text asked by key alone (no values to put in) looked up once until the texts or the
 * language change: every dish card asks for the same few labels (the heart's twice), and i18next
 * resolves a key in about 25 µs, a millisecond and more of a menu page's render. Texts with values
 * go to i18next each time.
 */
const plainTexts = new WeakMap<I18n, TFunction>();
export function plainTextsOf(i18n: I18n): TFunction {
  let t = plainTexts.get(i18n);
  if (!t) {
    const known = new Map<string, string>();
    const forget = () => known.clear();
    for (const event of EVENTS) i18n.on(event, forget);
    for (const event of STORE_EVENTS) i18n.store.on(event, forget);
    const resolve = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
    t = ((...args: unknown[]) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return resolve(...args);
      let text = known.get(key);
      if (text === undefined) {
        const resolved = resolve(key);
        if (typeof resolved !== 'string') return resolved;
        known.set(key, (text = resolved));
      }
      return text;
    }) as unknown as TFunction;
    plainTexts.set(i18n, t);
  }
  return t;
}
