// What search engines and link previews read about a page (SPEC.md §2 "Navigation sets the SEO
// meta", §3 seo, seo_by_langs, robots): the shop's texts in a language, canonical and alternate
// addresses. The language of a page comes from its address: `?lang=xx`, the default without it.

export interface ShopSeoSource {
  seo: { name: string; description?: string | null; keywords?: string | null };
  seo_by_langs: { lang_code: string; name?: string | null; description?: string | null }[];
}

export interface ShopSeo {
  name: string;
  description: string;
  keywords: string;
}

/** SPEC.md §3 seo_by_langs: the entry of the page's language wins over `seo`, field by field. */
export function shopSeo(source: ShopSeoSource, lang: string): ShopSeo {
  const own = source.seo_by_langs.find((s) => s.lang_code.toLowerCase() === lang.toLowerCase());
  return {
    name: own?.name?.trim() || source.seo.name.trim(),
    description: own?.description?.trim() || source.seo.description?.trim() || '',
    keywords: source.seo.keywords?.trim() || '',
  };
}

/** The language a request asks for: `lang` in the query when the shop has it, else the default. */
export function pageLanguage(search: string, languages: string[], fallback: string): string {
  const asked = new URLSearchParams(search).get('lang');
  return asked && languages.includes(asked) ? asked : fallback;
}

/** An address on this shop's site: the path with `?lang=` when the language is not the default. */
export function pageUrl(origin: string, path: string, lang: string, defaultLang: string): string {
  const base = origin.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
  if (lang === defaultLang) return base;
  return `${base}${base.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang links for every language of the shop, and x-default for the default one. */
export function languageAlternates(
  origin: string,
  path: string,
  languages: string[],
  defaultLang: string,
): Alternate[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((lang) => ({
      hreflang: lang,
      href: pageUrl(origin, path, lang, defaultLang),
    })),
    { hreflang: 'x-default', href: pageUrl(origin, path, defaultLang, defaultLang) },
  ];
}

/** A media address as an absolute URL (og:image must be absolute). */
export function absoluteUrl(origin: string, url: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin.endsWith('/') ? origin : `${origin}/`).href;
  } catch {
    return '';
  }
}

/** SPEC.md §3 robots: a truthy value lets search engines index the shop. */
export function robotsMeta(indexable: boolean): string {
  return indexable ? 'index, follow' : 'noindex, nofollow';
}

/** Paths no search engine should crawl: the account, checkout and orders, and the API. */
export const PRIVATE_PATHS = ['/lk', '/order', '/api', '/cart'] as const;

/** /robots.txt (SPEC.md §3 robots): everything but the private paths, or nothing at all. */
export function robotsTxt(indexable: boolean, sitemapUrl: string): string {
  const lines = ['User-agent: *'];
  if (indexable) lines.push('Allow: /');
  else lines.push('Disallow: /');
  lines.push(...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
