// /sitemap.xml (sitemaps.org 0.9 with xhtml:link language alternates): every public page of the
// shop — home, categories, products, the blog and its posts, information pages, contacts, gallery,
// brands — with when it last changed.
import type { Category, Product } from '../../src/domain/model.ts';
import { categoryPath, productPath } from '../../src/domain/catalog-paths.ts';
import { languageAlternates, pageUrl } from '../../src/domain/seo.ts';

export interface SitemapEntry {
  path: string;
  /** ISO 8601 date-time. */
  lastmod: string;
}

export interface SitemapSource {
  categories: Category[];
  /** When the catalogue last changed. */
  catalogChanged: Date;
  settingsChanged: Date;
  posts: { slug: string; date: string }[];
  /** /information/… pages the shop's menu links to. */
  infoPages: string[];
  brands: string[];
}

export function sitemapEntries(s: SitemapSource): SitemapEntry[] {
  const catalog = s.catalogChanged.toISOString();
  const settings = s.settingsChanged.toISOString();
  const entries: SitemapEntry[] = [{ path: '/', lastmod: catalog }];
  const seen = new Set<string>(['/']);
  const add = (path: string | null, lastmod: string) => {
    if (!path || seen.has(path)) return;
    seen.add(path);
    entries.push({ path, lastmod });
  };
  const walk = (list: Category[]) =>
    list.forEach((c) => {
      add(categoryPath(s.categories, c), catalog);
      c.products.forEach((p: Product) => add(productPath(s.categories, p), catalog));
      walk(c.subCategories);
    });
  walk(s.categories);
  add('/blog', newest(s.posts.map((p) => p.date)) ?? settings);
  for (const p of s.posts) add(`/blog/${encodeURIComponent(p.slug)}`, isoOr(p.date, settings));
  add('/information', settings);
  for (const page of s.infoPages) add(page, settings);
  add('/contacts', settings);
  add('/gallery', settings);
  if (s.brands.length > 0) {
    add('/brands', catalog);
    for (const b of s.brands) add(`/brands/${encodeURIComponent(b)}`, catalog);
  }
  return entries;
}

export function sitemapXml(
  entries: SitemapEntry[],
  origin: string,
  languages: string[],
  defaultLang: string,
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    lines.push('  <url>');
    lines.push(`    <loc>${xml(pageUrl(origin, e.path, defaultLang, defaultLang))}</loc>`);
    lines.push(`    <lastmod>${e.lastmod}</lastmod>`);
    for (const a of languageAlternates(origin, e.path, languages, defaultLang))
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`,
      );
    lines.push('  </url>');
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

function isoOr(date: string, fallback: string): string {
  const t = Date.parse(date.includes('T') || !date.includes(' ') ? date : date.replace(' ', 'T'));
  return Number.isNaN(t) ? fallback : new Date(t).toISOString();
}

function newest(dates: string[]): string | null {
  const times = dates.map((d) => Date.parse(d)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/**
 * The pages a sitemap lists (each <url>'s <loc>, unescaped), in its order: what `npm run
 * prerender`, the Lighthouse and render benchmarks and the static-host test walk.
 */
export function sitemapUrls(sitemap: string): URL[] {
  return [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]!)),
  );
}
