// A new order's lines in the language it is placed in (the storefront's wpml_language), as WPML's
// WooCommerce Multilingual saves an order's items: the dishes and supplements by their translated
// names, the options through the shop's string translations, as far as the shop translates its
// content (the catalogue's own rule, shopContentLanguage). The order page, the history and the
// Telegram invoice then read them as the customer saw them.
import type { Db } from '../db/db.ts';
import {
  shopContentLanguage,
  stringDictionary,
  translateStrings,
} from '../catalog/string-translations.ts';
import { namesIn, OWN_LANGUAGE } from '../catalog/translation-store.ts';
import { AS_WRITTEN, type LineNames } from './order-json.ts';

export function orderLineNames(db: Db, asked: string | undefined): LineNames {
  const lang = shopContentLanguage(db, asked);
  if (lang === OWN_LANGUAGE) return AS_WRITTEN;
  // As the catalogue names them: a language without its own names, English's.
  const dishes = namesIn(db, 'product', lang);
  const dictionary = stringDictionary(db, lang);
  return {
    dish: (id, name) => dishes.get(id) ?? name,
    option: (name) => translateStrings(name, dictionary),
  };
}
