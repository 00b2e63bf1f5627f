// The grocery demo shop's own settings and banners (DEMO_SHOP=grocery, README "Two demo shops"):
// the restaurant's settings re-dressed as 'Корзинка', a quick-commerce shop on the samokat page
// type that delivers and lets customers pick up, without a dining room or table booking.
import { mediaUrl as media } from './types.ts';
import { GROCERY_HOURS } from './grocery-content.ts';

export const GROCERY_LOGO = '/api/wp-content/uploads/brand/logo-grocery.svg';
export const GROCERY_ACCENT = '#2f9e44';

type Settings = Record<string, unknown> & {
  seo: Record<string, unknown>;
  facade: Record<string, unknown> & { colors: Record<string, unknown> };
  logo: Record<string, unknown>;
  shipping_methods: {
    type: string;
    pickup_locations?: { name: string; working_time?: string }[];
  }[];
  delivery_work_time: Record<string, Record<string, unknown>>;
  contacts: Record<string, unknown> & { phones: { warehouse_id: string; phone: string }[] };
};

/** The grocery's phones by stock (Moscow's is its main one), apart from the restaurant's. */
const GROCERY_PHONES: Record<string, string> = {
  '101': '+7 495 150-25-25',
  '202': '+7 383 250-25-25',
};

export function grocerySettings(restaurant: Record<string, unknown>): Record<string, unknown> {
  const s = structuredClone(restaurant) as Settings;
  s.seo = {
    ...s.seo,
    name: 'Корзинка',
    description: 'Продукты домой за 15 минут: фрукты и овощи на вес, мясо, молоко, хлеб и бакалея.',
    keywords: 'доставка продуктов, фрукты, овощи, мясо, молоко',
    home_h: 'Продукты за 15 минут',
  };
  s.seo_by_langs = [
    { lang_code: 'ru', name: 'Корзинка', description: 'Продукты домой за 15 минут.' },
    { lang_code: 'en', name: 'Korzinka', description: 'Groceries delivered in 15 minutes.' },
  ];
  s.logo = { ...s.logo, logo_header: GROCERY_LOGO, favicon_svg: GROCERY_LOGO };
  s.facade = {
    ...s.facade,
    catalog_front: 'samokat',
    colors: {
      ...s.facade.colors,
      orange: GROCERY_ACCENT,
      main_buttons_background_color: GROCERY_ACCENT,
    },
    footer_infoblock:
      '<p><strong>Корзинка</strong> — собираем заказ за 5 минут и привозим с 8:00 до 23:00.</p><p>ООО «Корзинка», ИНН 7700000001</p>',
  };
  // A grocery delivers and has pickup points; no dining room, no tables to book.
  s.shipping_methods = s.shipping_methods
    .filter((m) => m.type === 'flat_rate' || m.type === 'local_pickup')
    .map((m) => ({
      ...m,
      pickup_locations: (m.pickup_locations ?? []).map((p) => ({
        ...p,
        name: p.name.replace('Тарелка', 'Корзинка'),
        working_time: `Ежедневно ${GROCERY_HOURS.from}–${GROCERY_HOURS.to}`,
      })),
    }));
  // Its own hours (every day, 8:00-23:00, as its footer and pages say), a quarter of an hour to pack
  // an order instead of a kitchen's 40 minutes, and its own contacts: the contacts page, the footer
  // and the care page showed the restaurant's.
  for (const stock of Object.values(s.delivery_work_time)) {
    stock.week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ...GROCERY_HOURS }));
    stock.cooking_time_in_minutes = 15;
  }
  s.contacts = {
    ...s.contacts,
    phone: GROCERY_PHONES['101'],
    email: 'hello@korzinka.example',
    phones: s.contacts.phones.map((p) => ({
      ...p,
      phone: GROCERY_PHONES[p.warehouse_id] ?? p.phone,
    })),
    vk: 'https://vk.com/korzinka',
    whatsapp: 'https://wa.me/74951502525',
    telegram: 'https://t.me/korzinka_shop',
  };
  s.demo_previews = [];
  return s;
}

/** The grocery's banners: a top slider, stories and a further gallery, by category slug. */
export function groceryBanners(slugToId: Map<string, number>): unknown[] {
  const category = (slug: string) => slugToId.get(`cat:${slug}`) ?? 20;
  const base = { sklad: [], skladall: true, device: ['site', 'app'], is_stories: false };
  const banner = (
    id: number,
    gallery: string,
    title: string,
    subtitle: string,
    image: string,
    background: string,
    slug: string,
    stories = false,
  ) => ({
    id,
    gallery,
    type: 'category',
    title,
    subtitle,
    image: media(image),
    background,
    category: category(slug),
    ...base,
    is_stories: stories,
  });
  return [
    banner(
      1,
      'desctop_slider',
      'Фрукты на вес',
      'Взвешиваем при сборке, платите за граммы',
      '1f34e',
      GROCERY_ACCENT,
      'fruits-vegetables',
    ),
    banner(
      2,
      'desctop_slider',
      'Сёмга −12%',
      'Охлаждённая, привозим каждое утро',
      '1f41f',
      '#1971c2',
      'meat-fish',
    ),
    banner(3, 'gallery', 'Сезон клубники', '', '1f353', '#ffe3e3', 'fruits-vegetables', true),
    banner(4, 'gallery', 'Свежий хлеб', '', '1f956', '#fff3bf', 'bakery', true),
    banner(5, 'gallery', 'Молочное', '', '1f95b', '#d0ebff', 'dairy-eggs', true),
    banner(6, 'gallery_1', 'Крупы и макароны', 'Запас на неделю', '1f35a', '#7048e8', 'pantry'),
  ];
}

/** The grocery's photo sets of /gallery (restoran/v1/gallery): emoji art keys, see media.ts. */
export const GROCERY_GALLERIES = [
  {
    id: 1,
    title: 'Наши продукты',
    images: ['1f34e', '1f96c', '1f9c0', '1f956', '1f95b', '1f353'],
  },
  {
    id: 2,
    title: 'Склад и доставка',
    images: ['1f9fa', '1f6d2', '1f4e6', '1f9d1-200d-1f33e', '1f6f5', '1f69a'],
  },
];

/**
 * The grocery's food preferences (/lk/preferences, preference_options): what its picker can act on
 * while packing, in place of the restaurant's kitchen wishes ('Без лука', 'Острое').
 */
export const GROCERY_PREFERENCES: readonly { code: string; text: string }[] = [
  { code: 'no_bags', text: 'Без пакетов' },
  { code: 'green_bananas', text: 'Бананы позеленее' },
  { code: 'long_shelf_life', text: 'Молочное с самым долгим сроком' },
  { code: 'call_to_replace', text: 'Позвонить, если нужна замена' },
  { code: 'no_replacements', text: 'Без замен: не класть, если нет' },
  { code: 'lactose_free', text: 'Без лактозы' },
];

/** The grocery's logo: a basket on its green, drawn here so the seed needs no design files. */
export function groceryLogoSvg(accent: string = GROCERY_ACCENT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="16" fill="${accent}"/>
  <path d="M23 27l7-12M41 27l-7-12" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>
  <path d="M12 27h40a2 2 0 0 1 2 2.4l-4.6 19.2A4 4 0 0 1 45.5 52h-27a4 4 0 0 1-3.9-3.4L10 29.4A2 2 0 0 1 12 27z" fill="#fff"/>
  <path d="M24 34v11M32 34v11M40 34v11" stroke="${accent}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}
