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
    () => ({ t: i18n.t.bind(i18n) as TFunction, i18n }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for a new language or texts
    [i18n, language, version],
  );
}
