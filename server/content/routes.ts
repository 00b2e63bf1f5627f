// Blog, information pages and galleries (SPEC.md §7 restoran/v1/blog, wp/v2/posts|pages).
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { getOption } from '../db/db.ts';
import { wpError } from '../http/route-helpers.ts';
import { inShopLanguage } from '../catalog/string-translations.ts';
import { OWN_LANGUAGE } from '../catalog/translation-store.ts';
import { postsOfType, type PostRow } from './post-store.ts';

interface GalleryRow {
  id: number;
  title: string;
  images: string[];
}

/** A database seeded before galleries were a list has the one photo set it always answered. */
const FIRST_GALLERY: GalleryRow = {
  id: 1,
  title: 'Галерея',
  images: ['1f355', '1f363', '1f354', '1f957', '1f370', '2615'].map(
    (k) => `/api/wp-content/uploads/shop/${k}.webp`,
  ),
};

const wpPost = (p: PostRow) => ({
  id: p.id,
  slug: p.slug,
  date: p.date,
  type: p.type,
  link: p.type === 'post' ? `/blog/${p.slug}` : `/information/page/${p.slug}`,
  title: { rendered: p.title },
  excerpt: { rendered: p.excerpt },
  content: { rendered: p.content },
  featured_image: p.image,
});

export function contentRoutes({ db }: AppContext) {
  const r = new Hono();
  const find = (type: string, slug: string | undefined, lang: string) => {
    const rows = postsOfType(db, type, slug);
    // One text per slug: the requested language when it exists, Russian otherwise.
    const bySlug = new Map<string, PostRow>();
    for (const row of rows)
      if (row.lang === lang || !bySlug.has(row.slug)) bySlug.set(row.slug, row);
    return [...bySlug.values()].map(wpPost);
  };
  r.get('/wp-json/wp/v2/posts', (c) =>
    c.json(find('post', c.req.query('slug'), c.req.query('lang') ?? OWN_LANGUAGE)),
  );
  r.get('/wp-json/wp/v2/pages', (c) =>
    c.json(find('page', c.req.query('slug'), c.req.query('lang') ?? OWN_LANGUAGE)),
  );
  r.get('/wp-json/restoran/v1/blog', (c) =>
    c.json(find('post', undefined, c.req.query('lang') ?? OWN_LANGUAGE)),
  );
  const galleries = () => getOption<GalleryRow[]>(db, 'galleries') ?? [FIRST_GALLERY];
  // The list is the reference backend's own (SPEC.md §7 names only a gallery by id; README).
  // Their titles in the language asked for (&lang), the shop's strings translated.
  r.get('/wp-json/restoran/v1/gallery', (c) =>
    c.json(inShopLanguage(db, galleries(), c.req.query('lang'))),
  );
  r.get('/wp-json/restoran/v1/gallery/:id', (c) => {
    const gallery = galleries().find((g) => String(g.id) === c.req.param('id'));
    if (!gallery) return wpError(c, 404, 'not_found', 'No such gallery');
    return c.json(inShopLanguage(db, gallery, c.req.query('lang')));
  });
  return r;
}
