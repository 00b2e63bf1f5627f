// The screens' `t` keeps a text asked by key alone until the texts or the language change
// (ui/use-translation.ts): a text added later (the rest of a language, the shop's own
// translations) and a new language are seen by the next call.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { onTextsChange, plainTextsOf } from '../../../src/ui/use-translation.ts';

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

describe('plainTextsOf with values', () => {
  const texts = {
    add: 'Добавить {{name}}',
    spaced: 'Добавить {{ name }} ({{price}})',
    twice: '{{name}} и снова {{name}}',
    none: 'Без подстановок',
    format: 'Итого {{price, currency}}',
    raw: 'Имя: {{- name}}',
    nested: 'Корзина: $t(add)',
    items_one: '{{count}} блюдо',
    items_few: '{{count}} блюда',
    items_many: '{{count}} блюд',
    dish: 'Блюдо',
    dish_spicy: 'Острое блюдо',
    braces: 'Скобки {{ и всё',
  };

  async function instances(escapeValue: boolean) {
    const mine = i18next.createInstance();
    const reference = i18next.createInstance();
    for (const i18n of [mine, reference])
      await i18n.init({
        lng: 'ru',
        interpolation: { escapeValue },
        resources: { ru: { translation: texts } },
      });
    return { mine, t: plainTextsOf(mine), reference: reference.t.bind(reference) };
  }

  // Every case answers what i18next answers (the fast path or not, the caller cannot tell).
  const cases: [string, Record<string, unknown>][] = [
    ['add', { name: 'Маргарита' }],
    ['add', { name: 'Пицца <b>острая</b> & "сырная"' }],
    ['add', { name: 1129 }],
    ['add', {}],
    ['add', { name: 'Маргарита', extra: 'лишнее' }],
    ['spaced', { name: 'Маргарита', price: '590 ₽' }],
    ['twice', { name: 'Борщ' }],
    ['none', { name: 'Борщ' }],
    ['format', { price: 590 }],
    ['raw', { name: '<i>Аня</i>' }],
    ['nested', { name: 'Борщ' }],
    ['items', { count: 1 }],
    ['items', { count: 3 }],
    ['items', { count: 11 }],
    ['dish', { context: 'spicy' }],
    ['add', { name: 'Борщ', defaultValue: 'Добавить' }],
    ['add', { name: ['Борщ'] }],
    ['missing', { name: 'Борщ' }],
    ['braces', { name: 'Борщ' }],
  ];

  it.each(cases)('%s %j answers as i18next does', async (key, values) => {
    for (const escapeValue of [false, true]) {
      const { t, reference } = await instances(escapeValue);
      const expected = reference(key, values);
      expect(t(key, values)).toBe(expected);
      expect(t(key, values)).toBe(expected); // from the kept template too
    }
  });

  it('asks i18next once per text, not once per card', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      interpolation: { escapeValue: false },
      resources: { ru: { translation: texts } },
    });
    const asked: unknown[] = [];
    const original = i18n.t.bind(i18n);
    i18n.t = ((...args: Parameters<typeof original>) => {
      asked.push(args[0]);
      return original(...args);
    }) as typeof i18n.t;
    const t = plainTextsOf(i18n);
    for (const name of ['Борщ', 'Плов', 'Суп']) t('add', { name });
    t('items', { count: 3 });
    t('items', { count: 3 });
    expect(asked).toEqual(['add', 'items', 'items']);
  });

  it('fills a text anew after the texts or the language change', async () => {
    const { mine, t } = await instances(false);
    expect(t('add', { name: 'Борщ' })).toBe('Добавить Борщ');
    mine.addResourceBundle('ru', 'translation', { add: 'В корзину: {{name}}' }, true, true);
    expect(t('add', { name: 'Борщ' })).toBe('В корзину: Борщ');
    mine.addResourceBundle('en', 'translation', { add: 'Add {{name}}' });
    await mine.changeLanguage('en');
    expect(t('add', { name: 'Borscht' })).toBe('Add Borscht');
  });
});

// Added texts tell the screens to draw again only when a text they were given reads otherwise.
describe('onTextsChange', () => {
  const texts = {
    add: 'Добавить {{name}}',
    cart: 'Корзина',
    items_few: '{{count}} блюда',
    list: { first: 'Один', second: 'Два' },
  };
  async function asked(ask: (t: (...args: unknown[]) => unknown) => void) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      interpolation: { escapeValue: false },
      resources: { ru: { translation: structuredClone(texts) }, en: { translation: {} } },
    });
    ask(plainTextsOf(i18n) as unknown as (...args: unknown[]) => unknown);
    let calls = 0;
    onTextsChange(i18n, () => calls++);
    return { i18n, calls: () => calls };
  }
  const cart = (t: (...args: unknown[]) => unknown) => t('cart');
  const filled = (t: (...args: unknown[]) => unknown) => t('add', { name: 'Борщ' });
  const plural = (t: (...args: unknown[]) => unknown) => t('items', { count: 3 });
  const objects = (t: (...args: unknown[]) => unknown) => t('list', { returnObjects: true });
  const missing = (t: (...args: unknown[]) => unknown) => t('checkout');

  const cases: [
    string,
    (t: (...args: unknown[]) => unknown) => void,
    Record<string, unknown>,
    boolean,
  ][] = [
    ['a text asked alone, others added', cart, { checkout: 'Оформить' }, false],
    ['a text asked alone, the same again', cart, { cart: 'Корзина' }, false],
    ['a text asked alone, changed', cart, { cart: 'Ваша корзина' }, true],
    ['a missing text, now there', missing, { checkout: 'Оформить' }, true],
    ['a missing text, still missing', missing, { cart2: 'Корзина' }, false],
    ['a filled text, others added', filled, { cart: 'Корзина' }, false],
    ['a filled text, changed', filled, { add: 'В корзину: {{name}}' }, true],
    ['a plural, another form added', plural, { items_many: '{{count}} блюд' }, false],
    ['a plural, its form changed', plural, { items_few: '{{count}} блюда на выбор' }, true],
    ['objects (not compared), the same', objects, { list: { first: 'Один', second: 'Два' } }, true],
    ['objects, changed', objects, { list: { first: 'Первый' } }, true],
  ];
  it.each(cases)('%s: told %s', async (_, ask, added, told) => {
    const { i18n, calls } = await asked(ask);
    i18n.addResourceBundle('ru', 'translation', added, true, true);
    expect(calls()).toBe(told ? 1 : 0);
  });

  it('is told of a new language, and of texts removed that it showed', async () => {
    const { i18n, calls } = await asked(cart);
    i18n.addResourceBundle('en', 'translation', { cart: 'Cart' }, true, true);
    expect(calls()).toBe(0);
    await i18n.changeLanguage('en');
    expect(calls()).toBe(1);
    plainTextsOf(i18n)('cart');
    i18n.removeResourceBundle('en', 'translation');
    expect(calls()).toBe(2);
  });

  it('is told of any change once a question could not be kept', async () => {
    const withFunction = await asked((t) => t('items', { count: 3, postProcess: [], fn: () => 1 }));
    withFunction.i18n.addResourceBundle('ru', 'translation', { other: 'Другое' }, true, true);
    expect(withFunction.calls()).toBe(1);

    // A long-lived server's questions are not kept without end.
    const many = await asked((t) => {
      for (let count = 0; count < 2100; count++) t('items', { count });
    });
    many.i18n.addResourceBundle('ru', 'translation', { other: 'Другое' }, true, true);
    expect(many.calls()).toBe(1);
    // Past that, a key asked alone is still answered from what was kept.
    const lookups: unknown[] = [];
    const counting = i18next.createInstance();
    await counting.init({ lng: 'ru', resources: { ru: { translation: texts } } });
    const original = counting.t.bind(counting);
    counting.t = ((...args: Parameters<typeof original>) => {
      lookups.push(args[0]);
      return original(...args);
    }) as typeof counting.t;
    const t = plainTextsOf(counting) as unknown as (...args: unknown[]) => unknown;
    for (let count = 0; count < 2100; count++) t('items', { count });
    lookups.length = 0;
    expect([t('cart'), t('cart')]).toEqual(['Корзина', 'Корзина']);
    expect(lookups).toEqual(['cart']);
    // After the change it keeps questions again.
    plainTextsOf(many.i18n)('cart');
    many.i18n.addResourceBundle('ru', 'translation', { other2: 'Другое' }, true, true);
    expect(many.calls()).toBe(1);
  });
});
