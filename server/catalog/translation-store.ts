// Translated names of products and categories (translations), one row per id and language.
import type { Db } from '../db/db.ts';

export interface TranslationRow {
  id: number;
  lang: string;
  name: string;
}

/** The names of one kind in either of two languages, every row of both. */
export function translatedNames(
  db: Db,
  kind: 'product' | 'category',
  lang: string,
  fallback: string,
): TranslationRow[] {
  return db
    .prepare('SELECT id, lang, name FROM translations WHERE kind = ? AND lang IN (?, ?)')
    .all(kind, lang, fallback) as TranslationRow[];
}
