// The demo shop's source data, in a compact form the seed turns into WooCommerce-shaped rows.
// Prices are roubles; images are keys into the emoji art set (see media.ts).

/** Where the art of a key is served (seed/media.ts writes it there). */
export const mediaUrl = (key: string) => `/api/wp-content/uploads/shop/${key}.webp`;
/** A demo story's clip (server/seed/video/{name}.mp4, copied to uploads/video by the seed). */
export const videoUrl = (name: string) => `/api/wp-content/uploads/video/${name}.mp4`;

export interface SeedOptionGroup {
  name: string; // e.g. 'Размер', 'Соус'
  required: boolean;
  min: number; // not-less count (0 = no lower bound)
  max: number; // not-more count (0 = no upper bound)
  options: { name: string; price: number }[];
}

export interface SeedProduct {
  slug: string; // latin, unique, kebab-case
  name: string; // Russian
  nameEn: string; // English, for the -en catalogue file
  description: string; // Russian, 1-2 appetising sentences
  price: number; // roubles, in the main city (warehouse 101)
  regularPrice?: number; // when on sale: the old price, higher than price
  /** Emoji art keys (Unicode code points as in the Fluent Emoji file names, e.g. '1f355' for pizza). First is the main photo. */
  images: string[];
  measureUnit: 'г' | 'мл' | 'кг' | 'шт';
  portionSize: number; // grams / ml / pieces per portion (for 'кг': the step in kg, e.g. 0.5)
  calories?: number;
  badge?: 'Хит' | 'Новинка' | 'Острое' | 'Вегетарианское' | 'Скидка' | '';
  options?: SeedOptionGroup[];
  supplementSlugs?: string[]; // slugs of products in the 'допы' category offered with this product
  relatedSlugs?: string[];
  brand?: string; // brand slug, for /brands
  /** Stock per warehouse: omit a warehouse to make it unavailable there. Defaults: both, 50 each. */
  stock?: { '101'?: number; '202'?: number };
  /** Price in the second city (warehouse 202) when it differs. */
  price202?: number;
  addToBasketOnce?: number; // sold in packs of N
  firstAddMinimum?: number; // first add puts at least N in the cart
  excludeFromMinCart?: boolean;
  inStock?: boolean; // default true
  /**
   * A variable product (WooCommerce 'variable'): one attribute and its values, each its own
   * variation with its own price. `price` is then the first value's.
   */
  variations?: {
    name: string;
    values: { option: string; price: number; regularPrice?: number; inStock?: boolean }[];
  };
  /** acf.combo_discount_type / combo_discount: the dish's own discount (SPEC.md §3 Cart line). */
  combo?: { type: 'percent' | 'fixed'; amount: number };
}

export interface SeedCategory {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  image: string; // emoji art key
  /** color_text_category: the category's own colour (its name on tiles and their tint), #rrggbb. */
  color?: string;
  showOnHome?: boolean; // default true
  freeLimit?: number; // only for 'допы': how many add-ons are free with one product
  products: SeedProduct[];
  subCategories?: SeedCategory[];
}

export interface SeedBrand {
  slug: string;
  name: string;
  description: string;
  image: string;
}
