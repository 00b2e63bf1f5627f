// First-run seed: turns the compact demo data into WooCommerce-shaped rows.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db.ts';
import { getOption, setOption } from '../db/db.ts';
import { seedBrands, seedCategories } from './catalog-data.ts';
import { seedPosts } from './content-data.ts';
import { groceryPosts, groceryPostsEn } from './grocery-content.ts';
import { buildSettings } from './settings-data.ts';
import { extractMedia, extractVideos } from './media.ts';
import { logoSvg } from './brand.ts';
import { mediaUrl as media, type SeedCategory } from './types.ts';
import { brandStringsEn, catalogStringsEn, insertCatalog } from './seed-catalog.ts';
import {
  brandDescriptionsEn,
  brandNamesEn,
  categoryDescriptionsEn,
  groceryCategoryDescriptionsEn,
  groceryProductDescriptionsEn,
  phrasesEn,
  productDescriptionsEn,
} from './catalog-data-en.ts';
import { seedPostsEn } from './content-data-en.ts';
import { accountStringsEn, settingsStringsEn } from './settings-data-en.ts';
import { STRING_TRANSLATIONS } from '../catalog/string-translations.ts';
import { replacePreferenceOptions } from '../account/preference-store.ts';
import { buildBanners } from './banners.ts';
import { generatedCatalog } from './generated-catalog.ts';
import { seedCouponRows, seedPromoStocks } from './coupons.ts';
import { seedCoupons, seedStocks } from './coupons-data.ts';
import { groceryBrands, groceryCategories } from './grocery-data.ts';
import {
  GROCERY_GALLERIES,
  GROCERY_PREFERENCES,
  groceryBanners,
  groceryLogoSvg,
  grocerySettings,
} from './grocery-shop.ts';

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
    // English, as a WPML shop has it: the grocery's few texts of its own over the restaurant's.
    const descriptionsEn = grocery
      ? {
          products: { ...productDescriptionsEn, ...groceryProductDescriptionsEn },
          categories: { ...categoryDescriptionsEn, ...groceryCategoryDescriptionsEn },
        }
      : { products: productDescriptionsEn, categories: categoryDescriptionsEn };
    const slugToId = insertCatalog(db, categories, descriptionsEn.products);
    setOption(db, STRING_TRANSLATIONS, {
      en: {
        ...settingsStringsEn,
        ...accountStringsEn,
        ...catalogStringsEn(categories, phrasesEn, descriptionsEn.categories),
        ...brandStringsEn(brands, brandNamesEn, brandDescriptionsEn),
      },
    });
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
      (grocery ? GROCERY_GALLERIES : GALLERIES).map((g) => ({ ...g, images: g.images.map(media) })),
    );
    if (grocery) replacePreferenceOptions(db, GROCERY_PREFERENCES);
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
    for (const [lang, posts] of [
      ['ru', grocery ? groceryPosts : seedPosts],
      ['en', grocery ? groceryPostsEn : seedPostsEn],
    ] as const)
      for (const p of posts)
        insertPost.run(p.type, p.slug, lang, p.title, p.excerpt, p.content, p.image, p.date);
    setOption(db, 'seeded_at', new Date().toISOString());
  })();
  writeMedia(categories, opts.uploadsDir, brands);
  if (grocery)
    fs.writeFileSync(path.join(opts.uploadsDir, 'brand', 'logo-grocery.svg'), groceryLogoSvg());
  return true;
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
  for (const g of [...GALLERIES, ...GROCERY_GALLERIES]) g.images.forEach((k) => keys.add(k));
  extractMedia([...keys], path.join(uploadsDir, 'shop'));
  extractVideos(path.join(uploadsDir, 'video'));
  const brandDir = path.join(uploadsDir, 'brand');
  fs.mkdirSync(brandDir, { recursive: true });
  fs.writeFileSync(path.join(brandDir, 'logo.svg'), logoSvg('#ff6b2c'));
}
