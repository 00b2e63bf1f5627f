import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  currencyCode,
  jsonForScript,
  openingHours,
  productJsonLd,
  shopJsonLd,
  type ShopFacts,
} from '../../../src/domain/structured-data';
import { workTimeSchema } from '../../../src/domain/model';
import { cases } from '../../fixtures/cases';
import * as v from 'valibot';

const week = (days: { day: number; from: string; to: string }[]) =>
  v.parse(workTimeSchema, { around_clock: false, week: days });

describe('openingHours (SPEC §3 delivery_work_time)', () => {
  it.each([
    ['no work time', null, []],
    [
      'around the clock',
      v.parse(workTimeSchema, { around_clock: true, week: [] }),
      [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
    ],
    [
      'Monday and Sunday; days without hours or out of range are left out',
      week([
        { day: 1, from: '10:00', to: '22:00' },
        { day: 7, from: '11:00', to: '23:00' },
        { day: 3, from: '', to: '' },
        { day: 8, from: '10:00', to: '22:00' },
      ]),
      [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'Monday',
          opens: '10:00',
          closes: '22:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'Sunday',
          opens: '11:00',
          closes: '23:00',
        },
      ],
    ],
  ])('%s', (_name, workTime, expected) => {
    expect(openingHours(workTime)).toEqual(expected);
  });
});

const facts: ShopFacts = {
  name: 'Тарелка',
  description: 'Доставка еды',
  url: 'https://s.ex/',
  logo: 'https://s.ex/logo.png',
  grocery: false,
  phone: '+7 495 000-00-00',
  address: 'ул. Покровка, 1',
  city: 'Москва',
  email: '',
  currency: '₽',
  sameAs: [],
  workTime: week([{ day: 1, from: '10:00', to: '22:00' }]),
};

describe('shopJsonLd', () => {
  it('a restaurant with address, phone, hours and menu', () => {
    expect(shopJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://s.ex/#shop',
      name: 'Тарелка',
      url: 'https://s.ex/',
      description: 'Доставка еды',
      logo: 'https://s.ex/logo.png',
      image: 'https://s.ex/logo.png',
      telephone: '+7 495 000-00-00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ул. Покровка, 1',
        addressLocality: 'Москва',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'Monday',
          opens: '10:00',
          closes: '22:00',
        },
      ],
      hasMenu: 'https://s.ex/',
      currenciesAccepted: 'RUB',
    });
  });

  it('a grocery shop is a GroceryStore without a menu; empty facts are left out', () => {
    const data = shopJsonLd({
      ...facts,
      grocery: true,
      description: '',
      logo: '',
      phone: '',
      address: '',
      workTime: null,
      sameAs: ['https://vk.com/tarelka'],
    });
    expect(data['@type']).toBe('GroceryStore');
    expect(data).not.toHaveProperty('hasMenu');
    for (const key of ['description', 'logo', 'telephone', 'address', 'openingHoursSpecification'])
      expect(data).not.toHaveProperty(key);
    expect(data.sameAs).toEqual(['https://vk.com/tarelka']);
  });
});

describe('productJsonLd', () => {
  const base = {
    name: 'Маргарита',
    description: 'Томаты, моцарелла',
    url: 'https://s.ex/menu/pizza/classic/margherita',
    images: ['https://s.ex/m.jpg'],
    price: 590,
    currency: '₽',
    inStock: true,
    sku: '101',
    category: 'Пицца',
    shopUrl: 'https://s.ex/',
  };
  it.each([
    [true, 'https://schema.org/InStock'],
    [false, 'https://schema.org/OutOfStock'],
  ])('in stock %s → %s', (inStock, availability) => {
    const data = productJsonLd({ ...base, inStock });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: base.url,
      price: '590.00',
      priceCurrency: 'RUB',
      availability,
      seller: { '@id': 'https://s.ex/#shop' },
    });
  });

  it('leaves out an empty description, images and category', () => {
    const data = productJsonLd({ ...base, description: '', images: [], category: '' });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'sku', 'offers']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Главная', url: 'https://s.ex/' },
        { name: 'Пицца', url: 'https://s.ex/menu/pizza' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://s.ex/' },
      { '@type': 'ListItem', position: 2, name: 'Пицца', item: 'https://s.ex/menu/pizza' },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    headline: 'Новое меню',
    description: 'Осенние блюда',
    url: 'https://s.ex/blog/new-menu',
    image: 'https://s.ex/p.jpg',
    datePublished: '2026-10-01 12:00:00',
    publisher: 'Тарелка',
    shopUrl: 'https://s.ex/',
  };
  it.each([
    ['2026-10-01 12:00:00', '2026-10-01T12:00:00'],
    ['2026-10-01T12:00:00', '2026-10-01T12:00:00'],
    ['not a date', undefined],
    ['', undefined],
  ])('date %j → %s', (date, expected) => {
    expect(blogPostingJsonLd({ ...post, datePublished: date }).datePublished).toBe(expected);
  });

  it('a headline is cut at 110 characters (Google’s limit)', () => {
    const long = 'а'.repeat(150);
    expect((blogPostingJsonLd({ ...post, headline: long }).headline as string).length).toBe(110);
  });
});

describe('currencyCode', () => {
  cases('%j → %s', currencyCode, [
    ['₽', 'RUB'],
    [' руб. ', 'RUB'],
    ['Р.', 'RUB'],
    ['$', 'USD'],
    ['€', 'EUR'],
    ['₸', 'KZT'],
    ["so'm", 'UZS'],
    ['BYN', 'BYN'],
    ['¤', '¤'],
  ]);
});

describe('jsonForScript', () => {
  it('no text can close the script element', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({
      name: '</script><script>alert(1)</script>',
      sep: '\u2028',
    });
  });
});
