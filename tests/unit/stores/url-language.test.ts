// The language an address asks for (?lang=, as the sitemap's and the pages' hreflang alternates
// link them) wins over the shop's default and over the customer's earlier choice, as long as the
// shop has it: the server drew the page in it, and the started app must not turn it back.
import { describe, expect, it } from 'vitest';
import { buildSettings } from '../../../server/seed/settings-data.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { testRoot } from './store-fixtures.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The demo shop's settings (Russian by default, 18 languages to choose from), changed by `change`. */
const shop =
  (change: (settings: Record<string, unknown>) => void = () => undefined) =>
  async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname.endsWith('/front/settings')) return json({ catalog_type: 'cat12' });
    if (!url.pathname.endsWith('/all_settings')) throw new TypeError('Failed to fetch');
    const settings = buildSettings() as Record<string, unknown>;
    change(settings);
    return json(settings);
  };

const stored = (language: string) =>
  memoryStorage({ 'store:ui': JSON.stringify({ language, languageChosen: true }) });

describe('the address’s language', () => {
  it.each([
    ['a first visit, ?lang=en', 'en', 'en', memoryStorage(), shop()],
    ['a first visit, no ?lang', 'ru', undefined, memoryStorage(), shop()],
    ['chosen de before, ?lang=en', 'en', 'en', stored('de'), shop()],
    ['chosen de before, no ?lang', 'de', undefined, stored('de'), shop()],
    ['?lang= of a language the shop lacks', 'ru', 'xx', memoryStorage(), shop()],
    [
      'a shop without a choice of language',
      'ru',
      'en',
      memoryStorage(),
      shop((s) => (s.translate_active = false)),
    ],
  ] as const)('%s: %s', async (_, expected, language, storage, backend) => {
    const root = testRoot({ platform: fakePlatform(storage), fetch: backend });
    await root.start({ language });
    expect(root.ui.language).toBe(expected);
  });
});
