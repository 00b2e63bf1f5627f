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
          void loadLanguage(i18n, language).then((lang) => {
            mergeBackendTexts(i18n, lang, list.find((l) => l.code === lang)?.lang_json_data);
          });
        },
        { fireImmediately: true },
      ),
    [store, i18n],
  );
}
