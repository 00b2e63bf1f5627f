// Translated names of products and categories, products' badges and descriptions (translations), one row per
// id and language.
import type { Db } from '../db/db.ts';

export interface TranslationRow {
  id: number;
  lang: string;
  name: string;
}

/**
 * The language the shop's own rows are written in (the demo's, and SPEC.md §9's default): it has
 * no translation rows and no dictionary; another language is translated from it.
 */
export const OWN_LANGUAGE = 'ru';

/** What a row translates: a product's or a category's name, or a product's badge or description (HTML). */
export type TranslatedKind = 'product' | 'category' | 'badge' | 'description';

/** The texts of one kind in either of two languages, every row of both. */
export function translatedNames(
  db: Db,
  kind: TranslatedKind,
  lang: string,
  fallback: string,
): TranslationRow[] {
  return db
    .prepare('SELECT id, lang, name FROM translations WHERE kind = ? AND lang IN (?, ?)')
    .all(kind, lang, fallback) as TranslationRow[];
}

/**
 * The texts of one kind in `lang` by id, as the catalogue answers them: a language without its own
 * falls back to English, then (no entry) to the shop's own text; none for the shop's own language.
 */
export function namesIn(db: Db, kind: TranslatedKind, lang: string): Map<number, string> {
  const map = new Map<number, string>();
  if (lang === OWN_LANGUAGE) return map;
  for (const r of translatedNames(db, kind, lang, 'en')) {
    if (r.lang === lang || !map.has(r.id)) map.set(r.id, r.name);
  }
  return map;
}
