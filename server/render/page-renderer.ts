// Renders a public page at request time: the shop's data (cached), the React app (the SSR build),
// the page template, and a short in-memory cache keyed by address, language and data version.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RenderInput, RenderOutput } from '../../src/entry-server.tsx';
import { jsonForScript } from '../../src/domain/structured-data.ts';
import { pageLanguage } from '../../src/domain/seo.ts';
import type { ShopDataCache, ShopData } from './shop-data.ts';
import type { PageTemplate } from './page-template.ts';
import { sanitizeCmsHtml } from './sanitize.ts';
import {
  declarations,
  themeVars,
  type Appearance,
  type FacadeColors,
} from '../../src/domain/theme-vars.ts';

export interface Renderer {
  render(input: RenderInput): Promise<RenderOutput>;
}

export interface RenderedPage {
  status: number;
  html: string;
  etag: string;
}

export interface PageRendererOptions {
  template: PageTemplate;
  data: ShopDataCache;
  loadRenderer: () => Promise<Renderer>;
  /** The runtime configuration the browser starts with (runtime-config.js, inlined). */
  clientConfig: unknown;
  /** The site's public address when set (PUBLIC_URL); else settings.front_url, else the request's. */
  publicUrl: string;
  /** The shop's fonts in a page's head for its language (fonts.ts); none by default. */
  fontLinks?: (lang: string, fonts: { main: string; headings: string }) => string;
  cacheTtlMs?: number;
  /** The shop's clock, as its API's (the demo's DEMO_CLOCK_START); the real time by default. */
  now?: () => number;
  log?: (line: string) => void;
}

export class PageRenderer {
  private cache: LRUCache<string, RenderedPage>;
  private renderer: Promise<Renderer> | null = null;

  constructor(private options: PageRendererOptions) {
    this.cache = new LRUCache({ max: 500, ttl: options.cacheTtlMs ?? 60_000 });
  }

  /** The default-language data, with the shop's languages and the default among them. */
  async languages(): Promise<{ data: ShopData; codes: string[]; defaultLang: string }> {
    const base = await this.options.data.get('ru');
    const list = base.settings.language_list as { code?: string; default?: unknown }[];
    const codes = list.map((l) => l.code).filter((c): c is string => typeof c === 'string');
    const preset = list.find((l) => l.default === true || l.default === 1 || l.default === '1');
    const defaultLang = typeof preset?.code === 'string' ? preset.code : 'ru';
    const data = defaultLang === 'ru' ? base : await this.options.data.get(defaultLang);
    return { data, codes, defaultLang };
  }

  /**
   * The data of the language an address asks for (?lang=), the default one otherwise; from the
   * catalogue of `stock` when it has its own (a returning customer's, domain/stock-hint.ts).
   */
  async dataFor(search: string, stock: string | null = null): Promise<ShopData> {
    const { data, codes, defaultLang } = await this.languages();
    const lang = pageLanguage(search, codes, defaultLang);
    return lang === data.language && stock === null ? data : this.options.data.get(lang, stock);
  }

  origin(data: ShopData, requestOrigin: string): string {
    return (this.options.publicUrl || data.settings.settings.front_url || requestOrigin).replace(
      /\/$/,
      '',
    );
  }

  /**
   * `url`: path and query; `stock`: the visitor's warehouse (its cookie), if any. Throws when the
   * shop's data or the renderer cannot be had.
   */
  async page(
    url: string,
    requestOrigin: string,
    stock: string | null = null,
  ): Promise<RenderedPage> {
    const parsed = new URL(url, 'http://page.local');
    const data = await this.dataFor(parsed.search, stock);
    const origin = this.origin(data, requestOrigin);
    // The version is the data's own (a stock's catalogue has its own).
    const key = `${parsed.pathname}${parsed.search}|${data.language}|${data.version}|${origin}|${stock ?? ''}`;
    let page = this.cache.get(key);
    if (!page) {
      page = await this.renderFresh(parsed.pathname + parsed.search, data, origin, stock);
      this.cache.set(key, page);
    }
    return page;
  }

  /** Renders without the cache (measurements). */
  async renderFresh(
    url: string,
    data: ShopData,
    origin: string,
    stock: string | null = null,
  ): Promise<RenderedPage> {
    const renderer = await this.loadRenderer();
    const out = await renderer.render({
      url,
      origin,
      language: data.language,
      settings: data.settings,
      catalogType: data.catalogType,
      categories: data.categories,
      isFullCatalogGot: data.isFullCatalogGot,
      api: this.options.data.api,
      sanitize: sanitizeCmsHtml,
      // The page says it is a demo exactly when the browser's runtime config does (no mismatch).
      demo: (this.options.clientConfig as { demo?: unknown } | null)?.demo === true,
      stock,
      now: this.options.now?.(),
    });
    const html = this.options.template.render({
      lang: data.language,
      html: out.html,
      head: out.head,
      state: jsonForScript(out.snapshot),
      config: this.options.clientConfig,
      modules: out.modules,
      preloadImage: out.lcpImage,
      fontLinks:
        this.options.fontLinks?.(data.language, {
          main: data.settings.main_font,
          headings: data.settings.font_headings,
        }) ?? '',
      themeStyle: themeStyle(data.settings.facade.colors),
      dark: data.settings.facade.default_dark,
    });
    // The validator is the page's, not its drawing's moment: a page drawn again alike answers 304,
    // and the browser hydrates the copy it kept at the moment that copy carries.
    return { status: out.status, html, etag: etagOf(html.replace(DRAWN_AT, '')) };
  }

  /** The page without server rendering: the browser renders it (private pages, a failed render). */
  shell(lang = 'ru'): RenderedPage {
    const html = this.options.template.render({
      lang,
      html: '',
      head: '<title>…</title>',
      state: '',
      config: this.options.clientConfig,
      modules: [],
      preloadImage: '',
      // The browser renders this page and loads the shop's fonts with it.
      fontLinks: '',
      dark: false,
    });
    return { status: 200, html, etag: etagOf(html) };
  }

  clear() {
    this.cache.clear();
  }

  /** The page template pages are drawn in. */
  get template(): PageTemplate {
    return this.options.template;
  }

  /** A new build: its template, its server entry loaded afresh, no page drawn from the old one. */
  useBuild(template: PageTemplate) {
    this.options = { ...this.options, template };
    this.renderer = null;
    this.cache.clear();
  }

  private loadRenderer(): Promise<Renderer> {
    this.renderer ??= this.options.loadRenderer().catch((error: unknown) => {
      this.renderer = null;
      throw error;
    });
    return this.renderer;
  }
}

/** The moment a page's state says it was drawn at (snapshot.ts drawnAt), as JSON writes it. */
const DRAWN_AT = /"drawnAt":\d+,?/;

export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The shop's colours for both themes, as the app computes them (domain/theme-vars.ts), so the first
 * paint is in them and the app's start changes nothing; html:root outranks tokens.css's :root.
 * Kept per colours object: the shop's data (and its settings) are one object per data version, and
 * the contrast arithmetic took half a millisecond of every page.
 */
const themeStyles = new WeakMap<FacadeColors, string>();
function themeStyle(colors: FacadeColors): string {
  let style = themeStyles.get(colors);
  if (style === undefined) themeStyles.set(colors, (style = themeStyleOf(colors)));
  return style;
}

function themeStyleOf(colors: FacadeColors): string {
  const rule = (appearance: Appearance) =>
    `${declarations(themeVars({ colors, appearance }))}color-scheme:${appearance};`;
  return `<style data-theme-vars>html:root{${rule('light')}}html[data-theme='dark']:root{${rule('dark')}}</style>`;
}
