// Keeps i18next, <html lang> and the merchant's own texts in step with the chosen language.
import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { i18n } from 'i18next';
import type { RootStore } from '../../stores/root-store.ts';
import { loadLanguage, mergeBackendTexts } from '../../i18n/i18n.ts';

export function useLanguageSync(store: RootStore, i18n: i18n) {
  useEffect(
    () =>
      reaction(
        () => [store.ui.language, store.settings.languages] as const,
        ([language, list]) => {
          const merge = (lang: string) =>
            mergeBackendTexts(i18n, lang, list.find((l) => l.code === lang)?.lang_json_data);
          // Already in this language (a hydrating page): nothing to switch, nothing to re-render.
          if (i18n.language === language) merge(language);
          else
            // Its file did not come (offline, and the worker keeps only the languages this device
            // has read): the page stays in the language it is in, and says why.
            loadLanguage(i18n, language).then(merge, () =>
              store.ui.languageNotLoaded(i18n.language),
            );
        },
        { fireImmediately: true },
      ),
    [store, i18n],
  );
}
