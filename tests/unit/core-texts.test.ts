// What a page shows before the rest of the texts arrive (src/i18n/parts.ts): the entry's modules,
// the public screens (router.tsx CORE_TEXT_SCREENS) and every module loaded with `texts: 'core'`
// (lazy-with-retry.ts) render without waiting for the "rest" part, so each text they name must be
// in the "core" part. A rest text there would show as its raw key, and a hydrating page would not
// match the server's HTML. Read from the sources: each module and what it imports statically
// (not `import()`: a lazy module waits for its own texts), every string that names a text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_TEXTS, isCoreText, textPart } from '../../src/i18n/parts.ts';
import { CORE_TEXT_SCREENS } from '../../src/ui/router.tsx';

const ru = JSON.parse(fs.readFileSync('src/i18n/locales/ru.json', 'utf8')) as Record<
  string,
  unknown
>;

/** Whether `key` names a text of ru.json (a plural's base key counts: `cart.items` → items_one). */
function isText(key: string): boolean {
  const parts = key.split('.');
  let node: unknown = ru;
  for (const [i, part] of parts.entries()) {
    const obj = node as Record<string, unknown>;
    if (!obj || typeof obj !== 'object') return false;
    if (part in obj) node = obj[part];
    else return i === parts.length - 1 && Object.keys(obj).some((k) => k.startsWith(`${part}_`));
  }
  return typeof node === 'string';
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`])
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gms;
const KEY = /['"`]([a-zA-Z]+)\.([A-Za-z0-9_.]+)['"`]/g;
/** `group.${…}` (the whole group), `group.key.${…}` (that text's own). */
const KEY_PREFIX = /`([a-zA-Z]+)\.((?:[A-Za-z0-9_]+\.)*)\$\{/g;

/** The rest texts named by `roots` and the modules they import statically: [file, key]. */
function restTextsOf(roots: readonly string[]): { files: number; rest: string[][] } {
  const seen = new Set<string>();
  const rest: string[][] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      const next = resolveImport(file, spec!);
      if (next) visit(next);
    }
    const where = path.relative(process.cwd(), file);
    for (const [, group, tail] of source.matchAll(KEY))
      if (!isCoreText(group!, tail!.split('.')[0]) && isText(`${group}.${tail}`))
        rest.push([where, `${group}.${tail}`]);
    for (const [, group, within] of source.matchAll(KEY_PREFIX))
      if (group! in ru && !isCoreText(group!, within ? within.split('.')[0] : undefined))
        rest.push([where, `${group}.${within}\${…}`]);
  };
  for (const root of roots) visit(path.resolve(root));
  return { files: seen.size, rest };
}

/** Every module a source file loads with `texts: 'core'` (lazyWithRetry's CORE, lazyScreen's option). */
function coreLazyModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        const lazy =
          /import\('(\.{1,2}\/[^']+)'\)(?:\.then\([^)]*\))?,\s*(?:CORE\b|\{[^}]*texts: 'core')/g;
        for (const [, spec] of source.matchAll(lazy)) {
          const target = resolveImport(file, spec!);
          if (!target) throw new Error(`${file}: cannot find ${spec}`);
          found.push(target);
        }
      }
    }
  };
  walk(path.resolve('src'));
  return found;
}

describe('core texts', () => {
  const screens = CORE_TEXT_SCREENS.map((file) => path.join('src/ui', file));
  const lazies = coreLazyModules();

  it('finds the modules that show before the rest of the texts', () => {
    expect(screens).toContain('src/ui/screens/home-screen.tsx');
    const names = lazies.map((file) => path.relative(process.cwd(), file));
    expect(names).toEqual(
      expect.arrayContaining([
        'src/ui/components/banner-gallery.tsx',
        'src/ui/product/product-modal.tsx',
        'src/ui/fronts/restaurant-front.tsx',
        'src/ui/catalog/card-variant.tsx',
      ]),
    );
  });

  it('the entry, the public screens and the core lazy modules name only core texts', () => {
    const { files, rest } = restTextsOf(['src/main.tsx', ...screens, ...lazies]);
    expect(files).toBeGreaterThan(150);
    expect(rest).toEqual([]);
  });

  it('would see a rest text (the sign-in sheet names auth texts)', () => {
    const { rest } = restTextsOf(['src/ui/auth/sign-in-sheet.tsx']);
    expect(rest.map(([, key]) => key?.split('.')[0])).toContain('auth');
  });

  it('would see a rest text of a group the pages share with the sheets (the cart sheet)', () => {
    const { rest } = restTextsOf(['src/ui/cart/checkout-button.tsx']);
    expect(rest.map(([, key]) => key)).toContain('cart.checkout');
  });
});

describe('the two parts of a language file', () => {
  const languages = fs.readdirSync('src/i18n/locales').filter((f) => f.endsWith('.json'));

  /** `a` with `b` merged in, group by group (as i18next's addResourceBundle with `deep`). */
  const merged = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...a };
    for (const [group, value] of Object.entries(b))
      out[group] =
        group in out && typeof value === 'object'
          ? { ...(out[group] as object), ...(value as object) }
          : value;
    return out;
  };

  it.each(languages)('%s: core and rest share no text and together are the whole file', (file) => {
    const texts = JSON.parse(fs.readFileSync(`src/i18n/locales/${file}`, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    const core = textPart(texts, 'core') as Record<string, Record<string, unknown>>;
    const rest = textPart(texts, 'rest') as Record<string, Record<string, unknown>>;
    for (const [group, value] of Object.entries(core))
      for (const key of Object.keys(value)) expect(rest[group]?.[key]).toBeUndefined();
    expect(merged(core, rest)).toEqual(texts);
  });

  it('every core entry names a group or a text of ru.json', () => {
    const stale = CORE_TEXTS.filter((entry) => {
      const [group, key] = entry.split('.');
      return key === undefined
        ? !(group! in ru)
        : !isText(entry) && !(key in (ru[group!] as object));
    });
    expect(stale).toEqual([]);
  });

  it('a shared group is split by key, plural forms with their base', () => {
    const core = textPart(ru, 'core') as Record<string, Record<string, unknown>>;
    const rest = textPart(ru, 'rest') as Record<string, Record<string, unknown>>;
    expect(Object.keys(core.cart!)).toEqual(
      expect.arrayContaining(['qty', 'items_one', 'items_few']),
    );
    expect(core.cart).not.toHaveProperty('checkout');
    expect(rest.cart).toHaveProperty('checkout');
    expect(rest.cart).not.toHaveProperty('qty');
    expect(core.maintenance).toEqual(ru.maintenance);
    expect(rest).not.toHaveProperty('maintenance');
    expect(core).not.toHaveProperty('auth');
  });
});
