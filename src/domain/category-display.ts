// SPEC.md §3 Category display fields: how a category names and shows itself on the website.
import type { Category } from './model';
import { ADDON_CATEGORY_NAME } from './cart-price';

const HEX_OR_FUNCTION = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/** visual_name_category: the name the shop shows (a line break or emphasis of its own); else name. */
export function categoryTitle(c: Pick<Category, 'name' | 'visual_name_category'>): string {
  return c.visual_name_category.trim() || c.name;
}

/** color_text_category: the category's own colour for its name, when it is a colour at all. */
export function categoryColor(c: Pick<Category, 'color_text_category'>): string | null {
  const value = c.color_text_category.trim();
  return HEX_OR_FUNCTION.test(value) ? value : null;
}

/**
 * The picture of a category on the website: dop_image_category_site when the shop gave one for the
 * site (its app may use another), else its image.
 */
export function categoryImage(c: Pick<Category, 'image' | 'dop_image_category_site'>): string {
  return c.dop_image_category_site.trim() || c.image;
}

/**
 * image_dop and image_dop_2: the category's extra pictures — the cover of its page and the wide
 * picture of its tile where a tile is big. Empty strings when the shop set none.
 */
export function categoryExtras(c: Pick<Category, 'image_dop' | 'image_dop_2'>): {
  cover: string;
  wide: string;
} {
  return { cover: c.image_dop.trim(), wide: c.image_dop_2.trim() };
}

/** SPEC.md §9 "The add-on category is named 'допы'": add-ons come with dishes, not from a menu. */
export function inNavigation(c: Pick<Category, 'name'>): boolean {
  return c.name.trim().toLowerCase() !== ADDON_CATEGORY_NAME;
}
