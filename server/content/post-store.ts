// Blog posts and information pages (posts), every language's text of each.
import type { Db } from '../db/db.ts';

export interface PostRow {
  id: number;
  type: string;
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  date: string;
}

/** Posts or pages ('post' | 'page'), one slug's or all, newest first. */
export function postsOfType(db: Db, type: string, slug?: string): PostRow[] {
  return db
    .prepare(`SELECT * FROM posts WHERE type = ? ${slug ? 'AND slug = ?' : ''} ORDER BY date DESC`)
    .all(...(slug ? [type, slug] : [type])) as PostRow[];
}
