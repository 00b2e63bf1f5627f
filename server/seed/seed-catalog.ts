// The demo catalogue as rows: categories, products (WooCommerce's JSON in `data`), stock per
// warehouse and English names, badges and descriptions; and the catalogue's shared strings in
// English (string_translations: option names, portions, category descriptions).
import type { Db } from '../db/db.ts';
import { mediaUrl as media, type SeedBrand, type SeedCategory, type SeedProduct } from './types.ts';

const WAREHOUSES = ['101', '202'] as const;

/** The demo's badges in English (other languages without their own fall back to English). */
const BADGES_EN: Record<Exclude<SeedProduct['badge'], '' | undefined>, string> = {
  Хит: 'Bestseller',
  Новинка: 'New',
  Острое: 'Spicy',
  Вегетарианское: 'Vegetarian',
  Скидка: 'Sale',
};

/** The catalogue's portions ('420 г') in English: the units as an English menu writes them. */
const UNITS_EN: Record<SeedProduct['measureUnit'] | 'л', string> = {
  г: 'g',
  мл: 'ml',
  л: 'l',
  кг: 'kg',
  шт: 'pcs',
};

/**
 * A portion as a shop writes it ('420 г', '1 л' rather than '1000 мл', '0,5 кг' with the Russian
 * decimal comma), in Russian or English ('0.5 kg').
 */
const portion = (p: SeedProduct, lang: 'ru' | 'en' = 'ru') => {
  const litres = p.measureUnit === 'мл' && p.portionSize % 1000 === 0;
  const unit = litres ? 'л' : p.measureUnit;
  const size = String(litres ? p.portionSize / 1000 : p.portionSize);
  return lang === 'ru' ? `${size.replace('.', ',')} ${unit}` : `${size} ${UNITS_EN[unit]}`;
};

/**
 * Inserts the categories and their products; answers the ids by slug ('cat:<slug>' for categories).
 * `descriptionsEn`: the products' descriptions in English, by slug.
 */
export function insertCatalog(
  db: Db,
  categories: SeedCategory[],
  descriptionsEn: Record<string, string> = {},
): Map<string, number> {
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
      base_portion_size: portion(p),
      weight: portion(p),
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
    if (p.badge) insertName.run('badge', id, 'en', BADGES_EN[p.badge]);
    const descriptionEn = descriptionsEn[p.slug];
    if (descriptionEn) insertName.run('description', id, 'en', `<p>${descriptionEn}</p>`);
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
    description: `${p.name}, ${value.option}`, // in English: catalogStringsEn
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

/**
 * The catalogue's shared strings in English, from the Russian: every portion ('420 г' → '420 g'),
 * the option and variation names `phrases` has, the variations' descriptions ('Карбонара, 25 см' →
 * 'Carbonara, 25 cm') and the categories' descriptions (`descriptions`, by slug).
 */
export function catalogStringsEn(
  categories: SeedCategory[],
  phrases: Record<string, string>,
  descriptions: Record<string, string>,
): Record<string, string> {
  const strings: Record<string, string> = { ...phrases };
  const walk = (c: SeedCategory) => {
    const description = descriptions[c.slug];
    if (c.description && description) strings[c.description] = description;
    for (const p of c.products) {
      strings[portion(p)] = portion(p, 'en');
      // A variation's description: the product's name and its value (variationsOf).
      for (const { option } of p.variations?.values ?? [])
        strings[`${p.name}, ${option}`] = `${p.nameEn}, ${phrases[option] ?? option}`;
    }
    c.subCategories?.forEach(walk);
  };
  categories.forEach(walk);
  return strings;
}

/** The brands' names and descriptions in English, from the Russian (`names`, `descriptions`: by slug). */
export function brandStringsEn(
  brands: readonly SeedBrand[],
  names: Record<string, string>,
  descriptions: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    brands.flatMap((b) => [
      ...(names[b.slug] ? [[b.name, names[b.slug]!]] : []),
      ...(b.description && descriptions[b.slug] ? [[b.description, descriptions[b.slug]!]] : []),
    ]),
  );
}
