// The shop's strings in other languages, as WPML's String Translation keeps them for a WordPress
// shop: one dictionary per language from a text in the shop's own language to its translation. The
// settings' texts (menu, footer, delivery and payment names, banners) and the catalogue's shared
// ones (option and variation names, portions, category descriptions) are translated through it;
// texts of one product (its name, label and description) are rows of `translations` instead.
import type { Db } from '../db/db.ts';
import { shopSeo, type ShopSeoSource } from '../../src/domain/seo.ts';
import { getOption } from '../db/db.ts';
import { OWN_LANGUAGE } from './translation-store.ts';
import {
  contentLanguage,
  shopDefaultLanguage,
  shopLanguagesOf,
  type ShopLanguages,
} from '../../src/domain/shop-language.ts';

/** The option holding every language's dictionary: { en: { 'Меню': 'Menu', … }, … }. */
export const STRING_TRANSLATIONS = 'string_translations';

export type StringDictionary = ReadonlyMap<string, string>;

/**
 * A language's dictionary: its own strings over English ones (a language without its own texts
 * gets English, as names do); empty for the shop's own language.
 */
export function stringDictionary(db: Db, lang: string): StringDictionary {
  if (lang === OWN_LANGUAGE) return new Map();
  const all = getOption<Record<string, Record<string, string>>>(db, STRING_TRANSLATIONS) ?? {};
  return new Map(Object.entries({ ...all.en, ...all[lang] }));
}

/**
 * The value with every string the dictionary has replaced by its translation, at any depth of
 * objects and arrays; keys, numbers and strings it lacks stay as they are. The value itself is
 * left alone (a copy is answered).
 */
export function translateStrings<T>(value: T, dictionary: StringDictionary): T {
  if (dictionary.size === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return dictionary.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * A shop text with values in it ('Скидка {amount}%'), as a plugin fills its option: the template
 * translated through the dictionary first (WPML translates the option, not the filled text), then
 * each `{name}` replaced.
 */
export function filledText(
  dictionary: StringDictionary,
  template: string,
  values: Record<string, string | number>,
): string {
  return translateStrings(template, dictionary).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * `value` (settings, banners, brands, galleries) in the language a request asks for (`&lang`): the
 * shop's strings translated, as far as the shop has its content translated (SPEC.md §3
 * use_backend_translate, translate_only_interface: contentLanguage, the rule the storefront asks
 * its catalogue by). A language the shop does not list is its default. `settings`: the shop's
 * (a demo visitor's preview included), read from the database when not given.
 */
export function inShopLanguage<T>(
  db: Db,
  value: T,
  asked: string | undefined,
  settings: Record<string, unknown> = getOption(db, 'all_settings') ?? {},
): T {
  return translateStrings(value, stringDictionary(db, shopContentLanguage(db, asked, settings)));
}

/**
 * The language the shop's content is answered in for `asked`: contentLanguage over the shop's
 * languages, a language the shop does not list being its default.
 */
export function shopContentLanguage(
  db: Db,
  asked: string | undefined,
  settings: Record<string, unknown> = getOption(db, 'all_settings') ?? {},
): string {
  const list = settings.language_list;
  const shop = shopLanguagesOf(
    settings,
    Array.isArray(list) ? (list as ShopLanguages['list']) : [],
  );
  const lang = shop.list.some((l) => l.code === asked) ? asked! : shopDefaultLanguage(shop);
  return contentLanguage(shop, lang);
}

/**
 * The settings with a seo_by_langs entry for `lang` (the content language): a language the shop
 * wrote none for takes English's, as every other text of the reference backend does
 * (stringDictionary), so the shop's name in German reads 'Tarelka' beside the English menu, not
 * 'Тарелка'. The shop's own language and a shop without an English entry are left as they are.
 */
export function withSeoFallback<T>(settings: T, lang: string): T {
  const list = (settings as { seo_by_langs?: unknown }).seo_by_langs;
  if (!Array.isArray(list) || lang === OWN_LANGUAGE) return settings;
  const code = (e: unknown) =>
    e && typeof e === 'object' ? (e as { lang_code?: unknown }).lang_code : null;
  if (list.some((e) => code(e) === lang)) return settings;
  const en = list.find((e) => code(e) === 'en') as Record<string, unknown> | undefined;
  return en ? { ...settings, seo_by_langs: [...list, { ...en, lang_code: lang }] } : settings;
}

/** The shop's name in `lang` as its pages show it: seo_by_langs, with the English fallback above. */
export function shopNameIn(db: Db, settings: ShopSeoSource, lang: string): string {
  return shopSeo(withSeoFallback(settings, shopContentLanguage(db, lang)), lang).name;
}
