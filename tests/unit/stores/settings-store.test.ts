// The shop's settings in the interface's language (settings-store.ts): the first ones decide the
// shell (skeleton, maintenance notice); another language's leave the page as it is, and when they
// do not come the page goes back to its language and says why.
import { describe, expect, it } from 'vitest';
import { buildSettings } from '../../../server/seed/settings-data.ts';
import { loadShop, testRoot, texts } from './store-fixtures.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * A backend whose settings answer in the languages of `answers` (the shop's name in that
 * language), after `wait` when given; any other language finds no network.
 */
function backend(answers: string[], wait: Record<string, Promise<void>> = {}) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname.endsWith('/front/settings')) return json({ catalog_type: 'cat12' });
    const lang = url.searchParams.get('lang') ?? 'ru';
    await wait[lang];
    if (!answers.includes(lang)) throw new TypeError('Failed to fetch');
    const settings = buildSettings() as Record<string, unknown>;
    return json({ ...settings, seo: { ...(settings.seo as object), title: `Shop (${lang})` } });
  };
}

describe('the settings store', () => {
  it('the first settings that do not come: the maintenance notice (status failed)', async () => {
    const root = testRoot({ fetch: backend([]) });
    const load = root.settings.load();
    expect(root.settings.status).toBe('loading');
    await load;
    expect(root.settings.status).toBe('failed');
    expect(root.settings.settings).toBeNull();
  });

  it('a switch brings the settings in the new language, the page kept meanwhile', async () => {
    const root = testRoot({ fetch: backend(['ru', 'en']) });
    await root.settings.load();
    expect(root.settings.language).toBe('ru');
    root.ui.setLanguage('en');
    const load = root.settings.load();
    expect(root.settings.status).toBe('loaded');
    await load;
    expect(root.settings.language).toBe('en');
    expect(root.settings.settings?.seo?.title).toBe('Shop (en)');
  });

  it('a switch whose settings do not come: back to the language, the settings kept, said once', async () => {
    const root = testRoot({ fetch: backend(['ru']) });
    await root.settings.load();
    const before = root.settings.settings;
    root.ui.setLanguage('en');
    await root.settings.load();
    expect(root.settings.status).toBe('loaded');
    expect(root.settings.settings).toBe(before);
    expect(root.ui.language).toBe('ru');
    // The texts' load failing for the same cause has nothing more to say: shown once.
    root.ui.languageNotLoaded('ru');
    expect(texts(root)).toEqual(['common.loadFailed']);
  });

  it('an answer for a language the customer has left since is dropped', async () => {
    let answerEnglish = () => undefined as void;
    const english = new Promise<void>((resolve) => (answerEnglish = resolve));
    const root = testRoot({ fetch: backend(['ru', 'en', 'de'], { en: english }) });
    await root.settings.load();
    root.ui.setLanguage('en');
    const slow = root.settings.load();
    root.ui.setLanguage('de');
    await root.settings.load();
    answerEnglish();
    await slow;
    expect(root.settings.language).toBe('de');
    expect(root.settings.settings?.seo?.title).toBe('Shop (de)');
  });

  it('settings a server-drawn page brought are in its language', () => {
    const root = testRoot();
    loadShop(root);
    root.settings.prefill(root.settings.settings!, 'cat12', 'kk');
    expect(root.settings.language).toBe('kk');
  });
});
