// An order's status in the customer's language and the shop's wording (ui/orders/status-text.ts):
// a grocery's order is packed, a restaurant's cooked (where a language's word for the restaurant's
// is neutral already, 'en préparation', the grocery's is the same); an unknown code stays as sent.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { statusText } from '../../../src/ui/orders/status-text.ts';

const texts = (lang: string) =>
  JSON.parse(fs.readFileSync(`src/i18n/locales/${lang}.json`, 'utf8')) as Record<string, unknown>;

async function tIn(lang: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: 'ru',
    resources: { [lang]: { translation: texts(lang) }, ru: { translation: texts('ru') } },
  });
  return i18n.t;
}

describe('statusText', () => {
  it.each([
    ['ru', 'making', undefined, 'Готовится'],
    ['ru', 'making', 'goods', 'Собирается'],
    ['ru', 'done', 'goods', 'Готов к выдаче'],
    ['en', 'making', undefined, 'Cooking'],
    ['en', 'making', 'goods', 'Being packed'],
    ['de', 'making', 'goods', 'Wird gepackt'],
    ['zh-CN', 'making', 'goods', '拣货中'],
    ['kk', 'making', 'goods', 'Жиналуда'],
    // Neutral already ('in preparation'): the same word for any shop.
    ['fr', 'making', 'goods', 'En préparation'],
    ['ru', 'some-plugin-status', 'goods', 'some-plugin-status'],
  ] as const)('%s %s (%s) -> %s', async (lang, code, wording, expected) => {
    expect(statusText(await tIn(lang), code, undefined, wording)).toBe(expected);
  });
});
