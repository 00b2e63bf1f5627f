// The built index.html turned into a page: the rendered app, its head, the state and configuration
// it starts from (JSON data blocks, not scripts), and hints that start every download the page needs
// at once (its screen's chunks and styles, its largest picture, its fonts).
import fs from 'node:fs';
import path from 'node:path';
import { jsonForScript } from '../../src/domain/structured-data.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageParts {
  lang: string;
  /** The app's HTML inside #root ('' for a page the browser renders alone). */
  html: string;
  head: string;
  /** The serialised store snapshot, or '' when there is none. */
  state: string;
  config: unknown;
  /** Source files of lazy chunks to preload (router handles, product modal). */
  modules: string[];
  preloadImage: string;
  /** The fonts' part of the head (server/render/fonts.ts), already formed. */
  fontLinks: string;
  /** The shop's colours as the root's variables, a <style> already formed ('' without settings). */
  themeStyle?: string;
  dark: boolean;
}

/**
 * The shell without its entry script and `modulepreload` tags, and what they named: a drawn page
 * lists them for index.html's start instead (null when the shell has no built entry: the source
 * index.html, or the dev server's).
 */
interface DeferredShell {
  html: string;
  entry: string;
  preload: string[];
}

function deferScripts(html: string): DeferredShell | null {
  let entry = '';
  const preload: string[] = [];
  const rest = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  return entry ? { html: rest, entry, preload } : null;
}

/** The files a build's pages are drawn from: its Vite manifest, and its shell (older builds: index.html). */
export function builtFiles(distDir: string) {
  return {
    manifest: path.join(distDir, '.vite', 'manifest.json'),
    pages: [path.join(distDir, 'app-shell.html'), path.join(distDir, 'index.html')],
  };
}

export class PageTemplate {
  private readonly deferred: DeferredShell | null;

  private constructor(
    private readonly html: string,
    private readonly manifest: Manifest | null,
  ) {
    this.deferred = deferScripts(html);
  }

  /**
   * The built app shell (dist/app-shell.html: index.html as built, which `npm run prerender` may have
   * replaced with the rendered home page), dist/index.html from an older build, and the build
   * manifest; the source index.html when nothing is built (tests).
   */
  static load(distDir: string, fallbackIndex = path.resolve('index.html')): PageTemplate {
    const { manifest: manifestPath, pages } = builtFiles(distDir);
    const built = pages.find((page) => fs.existsSync(page));
    const html = fs.readFileSync(built ?? fallbackIndex, 'utf8');
    const manifest = fs.existsSync(manifestPath)
      ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest)
      : null;
    return new PageTemplate(html, manifest);
  }

  /**
   * The texts of the page's inline scripts (index.html's theme script), the same on every page:
   * the Content-Security-Policy allows them by hash (server/http/security-headers.ts), so a cached page
   * stays valid. The page's data blocks (state, configuration, JSON-LD) are not scripts to CSP.
   */
  get inlineScripts(): string[] {
    return [...this.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  }

  render(parts: PageParts): string {
    const { css, js } = this.chunkLinks(parts.modules);
    // A drawn page asks for its scripts after its own first paint (index.html's start): the entry
    // and every chunk to preload go in a data block instead of the head's tags.
    const deferred = parts.html ? this.deferred : null;
    const scripts = deferred
      ? [
          `<script type="application/json" id="storefront-scripts">${jsonForScript({
            entry: deferred.entry,
            preload: [...deferred.preload, ...js.map((f) => `/${f}`)],
          })}</script>`,
        ]
      : js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    const head = [
      parts.head,
      `<script type="application/json" id="storefront-config">${jsonForScript(parts.config)}</script>`,
      parts.preloadImage
        ? `<link rel="preload" as="image" href="${attr(parts.preloadImage)}" fetchpriority="high">`
        : '',
      parts.fontLinks,
      parts.themeStyle ?? '',
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...scripts,
    ]
      .filter(Boolean)
      .join('\n    ');
    const page = (deferred?.html ?? this.html)
      .replace(
        /<html lang="[^"]*"/,
        // The theme and host the app would set (ui/shell/use-theme-vars.ts), so it finds them in
        // place; index.html's first-paint script turns them to a customer's or Telegram's.
        `<html lang="${attr(parts.lang)}" data-theme="${parts.dark ? 'dark' : 'light'}" data-host="web"`,
      )
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        parts.html ? `<div id="root" data-ssr>${parts.html}</div>` : '<div id="root"></div>',
      )
      .replace(
        '<!--app-state-->',
        parts.state
          ? `<script type="application/json" id="storefront-state">${parts.state}</script>`
          : '',
      );
    return page;
  }

  /** modulepreload for a screen's chunk and the chunks it imports, and its stylesheets, skipping
   * what index.html already links. */
  private chunkLinks(modules: string[]): { css: string[]; js: string[] } {
    const manifest = this.manifest;
    if (!manifest) return { css: [], js: [] };
    const known = new Set<string>();
    const walkEntry = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || known.has(chunk.file)) return;
      known.add(chunk.file);
      chunk.css?.forEach((c) => known.add(c));
      chunk.imports?.forEach(walkEntry);
    };
    walkEntry('index.html');
    const js: string[] = [];
    const css: string[] = [];
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || known.has(chunk.file)) return;
      known.add(chunk.file);
      js.push(chunk.file);
      for (const c of chunk.css ?? [])
        if (!known.has(c)) {
          known.add(c);
          css.push(c);
        }
      chunk.imports?.forEach(walk);
    };
    for (const m of modules) {
      const key = chunkKey(manifest, m);
      if (key) walk(key);
    }
    return { css, js };
  }
}

/** A source file's chunk: its own entry, or the shared chunk the bundler folded it into. */
function chunkKey(manifest: Manifest, module: string): string | null {
  if (manifest[module]) return module;
  const base = path.basename(module).replace(/\.[tj]sx?$/, '');
  const shared = Object.keys(manifest).find((k) =>
    new RegExp(`^_${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]+\\.js$`).test(k),
  );
  return shared ?? null;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
