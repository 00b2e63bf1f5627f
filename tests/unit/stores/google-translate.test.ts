// The language selector with the Google widget's languages (use_google_translate), on a RootStore
// with the demo shop's settings and a fake widget: a Google language keeps the page in the shop's
// language and tells the widget once; a shop language again tells it to show the page as written.
import { describe, expect, it } from 'vitest';
import { runInAction } from 'mobx';
import { clearCache } from '../../../src/stores/clear-cache.ts';
import type { TranslateWidget } from '../../../adapters/translate-widget.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { loadShop, spyHaptics, testRoot } from './store-fixtures.ts';

type Choice = Parameters<TranslateWidget['apply']>[0];

function setup(change: (s: Record<string, unknown>) => void = () => undefined) {
  const told: Choice[] = [];
  const root = testRoot({
    platform: fakePlatform(memoryStorage(), spyHaptics()),
    options: { translateWidget: { apply: (choice) => void told.push(choice) } },
  });
  loadShop(root, (raw) => {
    raw.language_list = [
      { code: 'ru', text: 'Русский', default: true },
      { code: 'de', text: 'Deutsch', default: false },
    ];
    raw.use_google_translate = true;
    raw.google_languages_list = ['en', 'uz', 'de'];
    change(raw);
  });
  return { root, told };
}

describe('the language selector with Google languages', () => {
  it('offers the shop languages first, then Google’s named in themselves, each once', async () => {
    const { root } = setup();
    // The shop's own until the module for Google's languages is in.
    expect(root.settings.languageOptions.map((l) => l.code)).toEqual(['ru', 'de']);
    await root.loadTranslation();
    expect(root.settings.languageOptions).toEqual([
      { code: 'ru', label: 'Русский', google: false },
      { code: 'de', label: 'Deutsch', google: false },
      { code: 'en', label: 'English', google: true },
      { code: 'uz', label: 'O‘zbek', google: true },
    ]);
  });

  it('use_google_translate off: the shop languages only', async () => {
    const { root } = setup((s) => (s.use_google_translate = false));
    await root.loadTranslation();
    expect(root.settings.languageOptions.map((l) => l.code)).toEqual(['ru', 'de']);
  });

  it('translate_active off: the shop default and Google’s', async () => {
    const { root } = setup((s) => (s.translate_active = false));
    await root.loadTranslation();
    expect(root.settings.languageOptions.map((l) => l.code)).toEqual(['ru', 'en', 'uz', 'de']);
  });

  it('a Google language keeps the shop language underneath and tells the widget once', async () => {
    const { root, told } = setup();
    root.ui.chooseLanguage('de');
    await root.loadTranslation();
    expect(told).toEqual([{ base: 'ru', target: null, offered: ['en', 'uz'] }]);

    root.ui.chooseLanguage('uz');
    expect(root.ui.language).toBe('ru');
    expect(root.ui.selectedLanguage).toBe('uz');
    expect(told.at(-1)).toEqual({ base: 'ru', target: 'uz', offered: ['en', 'uz'] });
    root.ui.chooseLanguage('uz');
    expect(told).toHaveLength(2);

    root.ui.chooseLanguage('en');
    expect(told.at(-1)?.target).toBe('en');
    root.ui.chooseLanguage('de');
    expect(root.ui.language).toBe('de');
    expect(root.ui.selectedLanguage).toBe('de');
    expect(told.at(-1)?.target).toBe(null);
    expect(told).toHaveLength(4);
  });

  it('a stored Google choice the shop no longer offers is not applied', async () => {
    const { root, told } = setup((s) => (s.google_languages_list = ['en']));
    runInAction(() => (root.ui.googleChoice = 'uz'));
    await root.loadTranslation();
    expect(root.ui.selectedLanguage).toBe('ru');
    expect(told).toEqual([{ base: 'ru', target: null, offered: ['en'] }]);
  });

  it('a remembered Google language brings the page underneath back to the shop language', async () => {
    const { root, told } = setup();
    runInAction(() => {
      root.ui.language = 'de';
      root.ui.googleChoice = 'en';
    });
    await root.loadTranslation();
    expect(root.ui.language).toBe('ru');
    expect(told).toEqual([{ base: 'ru', target: 'en', offered: ['en', 'uz'] }]);
  });

  it('clearing the cache forgets the Google choice', async () => {
    const { root } = setup();
    await root.loadTranslation();
    root.ui.chooseLanguage('en');
    clearCache(root);
    expect(root.ui.googleChoice).toBe(null);
    expect(root.ui.selectedLanguage).toBe('ru');
  });
});
