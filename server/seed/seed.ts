// First-run seed: turns the compact demo data into WooCommerce-shaped rows.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db.ts';
import { getOption, setOption } from '../db/db.ts';
import { seedBrands, seedCategories } from './catalog-data.ts';
import { seedPosts } from './content-data.ts';
import { buildSettings } from './settings-data.ts';
import { extractMedia } from './media.ts';
import { logoSvg } from './brand.ts';
import type { SeedCategory, SeedProduct } from './types.ts';
import { generatedCatalog } from './generated-catalog.ts';
import { seedCouponRows, seedPromoStocks } from './coupons.ts';
import { seedCoupons, seedStocks } from './coupons-data.ts';
import { groceryBrands, groceryCategories } from './grocery-data.ts';
import { GROCERY_ACCENT, groceryBanners, grocerySettings } from './grocery-shop.ts';

const media = (key: string) => `/api/wp-content/uploads/shop/${key}.webp`;
const WAREHOUSES = ['101', '202'] as const;

/** GET systeminfo/v1/coupons/seettings: which discounts combine (BACKEND-CONTRACT.md). */
export const COUPON_SETTINGS = {
  promo_summing: false,
  coupons_summing: false,
  coupons_and_promo_summing: false,
  auto_coupons_summing: false,
  auto_coupons_and_promo_summing: false,
  coupons_and_auto_coupons_summing: false,
  app_use_bon_with_promo: true,
  app_use_bon_with_auto_promo: true,
  app_use_bon_with_akcii: true,
};

/** The photo sets of /gallery (restoran/v1/gallery): emoji art keys, see media.ts. */
const GALLERIES = [
  {
    id: 1,
    title: 'Наши блюда',
    images: ['1f355', '1f363', '1f354', '1f957', '1f370', '2615'],
  },
  {
    id: 2,
    title: 'Кухня и зал',
    images: ['1f468-200d-1f373', '1f525', '1f372', '1f35d', '1f377', '1f56f-fe0f'],
  },
];

/**
 * The first run's demo data. `shop` (DEMO_SHOP, README "Two demo shops") picks the restaurant
 * 'Тарелка' (default) or the grocery 'Корзинка' (samokat page type, goods by the kilogram).
 */
export function seedIfEmpty(
  db: Db,
  opts: { uploadsDir: string; catalogSize: number; shop?: 'restaurant' | 'grocery' },
): boolean {
  if (getOption(db, 'seeded_at')) return false;
  const grocery = opts.shop === 'grocery' && opts.catalogSize === 0;
  const categories =
    opts.catalogSize > 0
      ? generatedCatalog(opts.catalogSize)
      : grocery
        ? groceryCategories
        : seedCategories;
  const brands = grocery ? groceryBrands : seedBrands;
  db.transaction(() => {
    const slugToId = insertCatalog(db, categories);
    setOption(db, 'all_settings', grocery ? grocerySettings(buildSettings()) : buildSettings());
    setOption(
      db,
      'brands',
      brands.map((b, i) => ({ id: i + 1, ...b, image: media(b.image) })),
    );
    setOption(db, 'banners', grocery ? groceryBanners(slugToId) : buildBanners(slugToId, db));
    setOption(
      db,
      'galleries',
      GALLERIES.map((g) => ({ ...g, images: g.images.map(media) })),
    );
    if (opts.catalogSize === 0 && !grocery) {
      seedCouponRows(db, slugToId);
      seedPromoStocks(db, slugToId);
    }
    setOption(db, 'coupon_settings', COUPON_SETTINGS);
    setOption(db, 'front_settings', {
      catalog_type: grocery ? 'samokat' : 'cat12',
      templates: { leftArrow: '‹', rightArrow: '›' },
    });
    const insertPost = db.prepare(
      'INSERT INTO posts (type, slug, lang, title, excerpt, content, image, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of seedPosts)
      insertPost.run(p.type, p.slug, 'ru', p.title, p.excerpt, p.content, p.image, p.date);
    setOption(db, 'seeded_at', new Date().toISOString());
  })();
  writeMedia(categories, opts.uploadsDir, brands);
  if (grocery)
    fs.writeFileSync(
      path.join(opts.uploadsDir, 'brand', 'logo-grocery.svg'),
      logoSvg(GROCERY_ACCENT),
    );
  return true;
}

function insertCatalog(db: Db, categories: SeedCategory[]): Map<string, number> {
  const insertCategory = db.prepare(
    'INSERT INTO categories (id, parent, slug, position, data) VALUES (?, ?, ?, ?, ?)',
  );
  const insertProduct = db.prepare(
    'INSERT INTO products (id, slug, category_id, position, data) VALUES (?, ?, ?, ?, ?)',
  );
  const insertStock = db.prepare(
    'INSERT INTO stock (product_id, warehouse_id, quantity, price) VALUES (?, ?, ?, ?)',
  );
  const insertName = db.prepare(
    'INSERT INTO translations (kind, id, lang, name) VALUES (?, ?, ?, ?)',
  );
  const slugToId = new Map<string, number>();
  let nextCategory = 20; // 15 is WooCommerce's 'Uncategorized' in the merchant's shop
  let nextProduct = 1000;
  const all: { product: SeedProduct; id: number; categoryId: number; free: number | null }[] = [];

  const addCategory = (c: SeedCategory, parent: number, position: number) => {
    const id = nextCategory++;
    slugToId.set(`cat:${c.slug}`, id);
    insertCategory.run(
      id,
      parent,
      c.slug,
      position,
      JSON.stringify({
        name: c.name,
        image: media(c.image),
        description: c.description,
        color_text_category: c.color ?? '',
        visual_name_category: c.name,
        free_limits: c.freeLimit ? { quantity: c.freeLimit } : null,
        show_on_home: c.showOnHome ?? true,
        seo_data: {
          title: `${c.name} — доставка`,
          description: c.description,
          keywords: c.name.toLowerCase(),
          og_image: media(c.image),
        },
      }),
    );
    insertName.run('category', id, 'en', c.nameEn);
    c.products.forEach((p) => {
      const pid = nextProduct++;
      slugToId.set(p.slug, pid);
      all.push({ product: p, id: pid, categoryId: id, free: c.freeLimit ?? null });
    });
    (c.subCategories ?? []).forEach((s, i) => addCategory(s, id, i));
  };
  categories.forEach((c, i) => addCategory(c, 0, i));

  all.forEach(({ product: p, id, categoryId, free }, position) => {
    const options = (p.options ?? []).map((g, gi) => ({
      id: `${id}-${gi}`,
      name: g.name,
      required: g.required,
      min: g.min,
      max: g.max,
      options: g.options.map((o, oi) => ({
        id: `${id}-${gi}-${oi}`,
        name: o.name,
        price: o.price,
      })),
    }));
    const data = {
      name: p.name,
      description: `<p>${p.description}</p>`,
      short_description: p.description,
      price: p.price,
      regular_price: p.regularPrice ?? p.price,
      images: p.images.map(media),
      measure_unit: p.measureUnit,
      portion_nat_size: p.portionSize,
      base_portion_size: `${p.portionSize} ${p.measureUnit}`,
      weight: `${p.portionSize} ${p.measureUnit}`,
      countable: p.measureUnit !== 'кг',
      calories: p.calories ?? null,
      in_stock: p.inStock ?? true,
      attributes: options,
      supplements: (p.supplementSlugs ?? [])
        .map((s) => slugToId.get(s))
        .filter((x): x is number => x !== undefined),
      related_ids: (p.relatedSlugs ?? [])
        .map((s) => slugToId.get(s))
        .filter((x): x is number => x !== undefined),
      add_to_basket_once: p.addToBasketOnce ?? 1,
      backet_first_cart_add_portion_minimum: p.firstAddMinimum ?? 0,
      exclude_from_min_cart: p.excludeFromMinCart ?? false,
      free_limits: free ? { quantity: free } : null,
      brand: p.brand ?? '',
      acf: {
        'product-badge': p.badge ?? '',
        ...(p.combo ? { combo_discount_type: p.combo.type, combo_discount: p.combo.amount } : {}),
      },
      ...(p.variations ? variationsOf(p, id) : {}),
      seo_data: {
        title: `${p.name} — заказать с доставкой`,
        description: p.description,
        keywords: p.name.toLowerCase(),
        og_image: media(p.images[0] ?? ''),
      },
    };
    insertProduct.run(id, p.slug, categoryId, position, JSON.stringify(data));
    insertName.run('product', id, 'en', p.nameEn);
    for (const wh of WAREHOUSES) {
      const qty = p.stock ? p.stock[wh] : 50;
      if (qty === undefined) continue;
      insertStock.run(id, wh, qty, wh === '202' && p.price202 ? p.price202 : p.price);
    }
  });
  return slugToId;
}

/**
 * WooCommerce's variable product: one variation per value, ids of their own (variations are posts
 * too), each with its price and photo (product_variations_data, BACKEND-CONTRACT.md Catalogue).
 */
function variationsOf(p: SeedProduct, productId: number) {
  const v = p.variations!;
  const data = v.values.map((value, i) => ({
    id: productId * 10 + i + 1,
    description: `${p.name}, ${value.option}`,
    price: value.price,
    regular_price: value.regularPrice ?? value.price,
    image: media(p.images[0] ?? ''),
    attributes: [{ name: v.name, option: value.option }],
    in_stock: value.inStock ?? true,
  }));
  return {
    type: 'variable',
    variations: data.map((d) => d.id),
    default_attributes: [{ name: v.name, option: v.values[0]?.option ?? '' }],
    product_variations_data: data,
  };
}

function buildBanners(slugToId: Map<string, number>, db: Db): unknown[] {
  const firstProduct = db.prepare('SELECT id FROM products ORDER BY position LIMIT 1').get() as {
    id: number;
  };
  const productId = (slug: string) => slugToId.get(slug) ?? firstProduct.id;
  const categoryId = (slug: string) => slugToId.get(`cat:${slug}`) ?? 20;
  const firstCategorySlug = (
    db.prepare('SELECT slug FROM categories WHERE parent = 0 ORDER BY position LIMIT 1').get() as {
      slug: string;
    }
  ).slug;
  const rollsSlug =
    [...slugToId.keys()].find((k) => k.startsWith('cat:') && /roll|sush/.test(k))?.slice(4) ??
    firstCategorySlug;
  const base = { sklad: [], skladall: true, device: ['site', 'app'], is_stories: false };
  return [
    {
      id: 1,
      gallery: 'desctop_slider',
      type: 'category',
      title: 'Пицца из печи',
      subtitle: 'Тесто 48 часов, моцарелла с фермы',
      image: media('1f355'),
      background: '#ff6b2c',
      category: categoryId(firstCategorySlug),
      ...base,
    },
    {
      id: 2,
      gallery: 'desctop_slider',
      type: 'product',
      title: 'Ролл в подарок',
      subtitle: 'К заказу от 2500 ₽',
      image: media('1f363'),
      background: '#2f6fde',
      product: productId('roll-philadelphia'),
      ...base,
    },
    {
      id: 3,
      gallery: 'desctop_slider',
      type: 'text',
      title: 'Осеннее меню',
      subtitle: 'Грибной суп и новые десерты',
      image: media('1f383'),
      background: '#8a4dd6',
      post: { post_slug: 'novoe-osennee-menyu' },
      ...base,
    },
    {
      id: 4,
      gallery: 'desctop_slider',
      type: 'url',
      title: 'Мы в Telegram',
      subtitle: 'Новинки и промокоды первыми',
      image: media('1f4ac'),
      background: '#229ed9',
      url: 'https://t.me/tarelka_food',
      ...base,
    },
    {
      id: 5,
      gallery: 'gallery',
      type: 'category',
      title: 'Роллы и суши',
      subtitle: '',
      image: media('1f363'),
      background: '#ffe1d6',
      category: categoryId(rollsSlug),
      ...base,
      is_stories: true,
    },
    {
      id: 6,
      gallery: 'gallery',
      type: 'text',
      title: 'Скидка в ДР',
      subtitle: '',
      image: media('1f382'),
      background: '#ffe9a8',
      post: { post_slug: 'skidka-v-den-rozhdeniya' },
      ...base,
      is_stories: true,
    },
    {
      id: 7,
      gallery: 'gallery',
      type: 'text',
      title: 'Как готовим',
      subtitle: '',
      image: media('1f468-200d-1f373'),
      background: '#d8f3e3',
      post: { post_slug: 'kak-my-gotovim-pitstsu' },
      ...base,
      is_stories: true,
    },
    {
      id: 8,
      gallery: 'gallery',
      type: 'category',
      title: 'Только в Новосибирске',
      subtitle: '',
      image: media('1f95f'),
      background: '#dfe8ff',
      category: categoryId(firstCategorySlug),
      ...base,
      skladall: false,
      sklad: ['202'],
      is_stories: true,
    },
    {
      id: 9,
      gallery: 'gallery',
      type: 'category',
      title: 'Бургеры на гриле',
      subtitle: 'Мраморная говядина, бриошь',
      image: media('1f354'),
      background: '#b45309',
      category: categoryId('burgers'),
      ...base,
    },
    {
      id: 10,
      gallery: 'gallery_1',
      type: 'text',
      title: 'Скидка 20% в день рождения',
      subtitle: 'Неделю до и неделю после',
      image: media('1f382'),
      background: '#be185d',
      post: { post_slug: 'skidka-v-den-rozhdeniya' },
      ...base,
    },
    {
      id: 11,
      gallery: 'gallery_1',
      type: 'category',
      title: 'Десерты к чаю',
      subtitle: 'Чизкейк, брауни, пончики',
      image: media('1f370'),
      background: '#7c3aed',
      category: categoryId('desserts'),
      ...base,
    },
    {
      id: 12,
      gallery: 'gallery_2',
      type: 'url',
      title: 'Заказывайте в Telegram',
      subtitle: 'Меню, бонусы и статус заказа в одном чате',
      image: media('1f4ac'),
      background: '#229ed9',
      url: 'https://t.me/tarelka_food',
      ...base,
    },
  ];
}

function writeMedia(
  categories: SeedCategory[],
  uploadsDir: string,
  brands: readonly { image: string }[],
): void {
  const keys = new Set<string>([
    '1f6f5',
    '1f355',
    '1f363',
    '1f383',
    '1f4ac',
    '1f382',
    '1f468-200d-1f373',
    '1f95f',
    '1f37d-fe0f',
  ]);
  const walk = (c: SeedCategory) => {
    keys.add(c.image);
    c.products.forEach((p) => p.images.forEach((k) => keys.add(k)));
    c.subCategories?.forEach(walk);
  };
  categories.forEach(walk);
  for (const c of seedCoupons) if (c.image) keys.add(c.image);
  for (const s of seedStocks) keys.add(s.image);
  for (const b of brands) keys.add(b.image);
  for (const k of ['1f34e', '1f41f', '1f353', '1f956', '1f95b', '1f35a']) keys.add(k);
  for (const g of GALLERIES) g.images.forEach((k) => keys.add(k));
  extractMedia([...keys], path.join(uploadsDir, 'shop'));
  const brandDir = path.join(uploadsDir, 'brand');
  fs.mkdirSync(brandDir, { recursive: true });
  fs.writeFileSync(path.join(brandDir, 'logo.svg'), logoSvg('#ff6b2c'));
}
