// JSON-LD for search engines (schema.org): the shop, a product with its offer, the breadcrumb
// trail of a catalogue page and a blog post. Pure: every address comes in absolute.
import type { WorkTime } from './model.ts';

type Json = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** SPEC.md §3 delivery_work_time → openingHoursSpecification (weekday 1 = Monday … 7 = Sunday). */
export function openingHours(workTime: WorkTime | null): Json[] {
  if (!workTime) return [];
  if (workTime.around_clock)
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAY_NAMES,
        opens: '00:00',
        closes: '23:59',
      },
    ];
  return workTime.week
    .filter((d) => d.day >= 1 && d.day <= 7 && d.from && d.to)
    .map((d) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_NAMES[d.day - 1],
      opens: d.from,
      closes: d.to,
    }));
}

export interface ShopFacts {
  name: string;
  description: string;
  url: string;
  logo: string;
  /** 'samokat' / 'lavka' page types sell groceries: a Store; everything else a Restaurant. */
  grocery: boolean;
  phone: string;
  address: string;
  city: string;
  email: string;
  currency: string;
  sameAs: string[];
  workTime: WorkTime | null;
}

export function shopJsonLd(shop: ShopFacts): Json {
  const data: Json = {
    '@context': CONTEXT,
    '@type': shop.grocery ? 'GroceryStore' : 'Restaurant',
    '@id': `${shop.url}#shop`,
    name: shop.name,
    url: shop.url,
  };
  if (shop.description) data.description = shop.description;
  if (shop.logo) Object.assign(data, { logo: shop.logo, image: shop.logo });
  if (shop.phone) data.telephone = shop.phone;
  if (shop.email) data.email = shop.email;
  if (shop.address)
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: shop.address,
      ...(shop.city ? { addressLocality: shop.city } : {}),
    };
  const hours = openingHours(shop.workTime);
  if (hours.length > 0) data.openingHoursSpecification = hours;
  if (!shop.grocery) data.hasMenu = shop.url;
  if (shop.currency) data.currenciesAccepted = currencyCode(shop.currency);
  if (shop.sameAs.length > 0) data.sameAs = shop.sameAs;
  return data;
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  images: string[];
  price: number;
  currency: string;
  inStock: boolean;
  sku: string;
  category: string;
  shopUrl: string;
}

export function productJsonLd(p: ProductFacts): Json {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    ...(p.images.length > 0 ? { image: p.images } : {}),
    sku: p.sku,
    ...(p.category ? { category: p.category } : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: p.price.toFixed(2),
      priceCurrency: currencyCode(p.currency),
      availability: `${CONTEXT}/${p.inStock ? 'InStock' : 'OutOfStock'}`,
      seller: { '@id': `${p.shopUrl}#shop` },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): Json {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface PostFacts {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  publisher: string;
  shopUrl: string;
}

export function blogPostingJsonLd(post: PostFacts): Json {
  const published = isoDate(post.datePublished);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.headline.slice(0, 110),
    ...(post.description ? { description: post.description } : {}),
    mainEntityOfPage: post.url,
    url: post.url,
    ...(post.image ? { image: post.image } : {}),
    ...(published ? { datePublished: published } : {}),
    author: { '@type': 'Organization', name: post.publisher, url: post.shopUrl },
    publisher: { '@id': `${post.shopUrl}#shop` },
  };
}

/** The shop's currency sign as ISO 4217 (schema.org wants the code); unknown signs stay as they are. */
export function currencyCode(sign: string): string {
  const s = sign.trim();
  const known: Record<string, string> = {
    '₽': 'RUB',
    руб: 'RUB',
    'руб.': 'RUB',
    р: 'RUB',
    'р.': 'RUB',
    $: 'USD',
    '€': 'EUR',
    '₸': 'KZT',
    '֏': 'AMD',
    '₼': 'AZN',
    '₺': 'TRY',
    "so'm": 'UZS',
    сум: 'UZS',
    Br: 'BYN',
    '£': 'GBP',
  };
  return known[s] ?? known[s.toLowerCase()] ?? s;
}

/** A WordPress date ('2026-10-01T12:00:00' or '2026-10-01 12:00:00') as ISO 8601, or ''. */
function isoDate(date: string): string {
  if (!date) return '';
  const normal = date.trim().replace(' ', 'T');
  return Number.isNaN(Date.parse(normal)) ? '' : normal;
}

/** JSON for an inline <script type="application/ld+json">: '<' escaped so no tag can close it. */
export function jsonForScript(data: unknown): string {
  // One pass over the text (a server-rendered page's state is ~100 KB), not one per character.
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]!);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
