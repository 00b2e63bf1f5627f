// The screens' `t` keeps a text asked by key alone until the texts or the language change
// (ui/use-translation.ts): a text added later (the rest of a language, the shop's own
// translations) and a new language are seen by the next call.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { plainTextsOf } from '../../../src/ui/use-translation.ts';

describe('plainTextsOf', () => {
  it('answers as i18next does, and follows added texts and a new language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      resources: {
        ru: { translation: { add: 'В избранное', hello: 'Привет, {{name}}' } },
        en: { translation: { add: 'Add to favourites' } },
      },
    });
    const t = plainTextsOf(i18n);
    expect(plainTextsOf(i18n)).toBe(t);
    expect(t('add')).toBe('В избранное');
    expect(t('add')).toBe('В избранное');
    expect(t('hello', { name: 'Аня' })).toBe('Привет, Аня');
    expect(t('missing')).toBe('missing');

    // The shop's own texts merged over the app's (mergeBackendTexts).
    i18n.addResourceBundle('ru', 'translation', { add: 'Запомнить', missing: 'Есть' }, true, true);
    expect(t('add')).toBe('Запомнить');
    expect(t('missing')).toBe('Есть');

    await i18n.changeLanguage('en');
    expect(t('add')).toBe('Add to favourites');
  });
});
