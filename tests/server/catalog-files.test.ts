// Contract: the catalogue files are answered like static files (precompressed, strong ETags, 304),
// carry only what the storefront reads, and follow the catalogue when it changes.
import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { openDb } from '../../server/db/db.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { CatalogBuilder } from '../../server/catalog/catalog-builder.ts';
import { CatalogFiles } from '../../server/catalog/catalog-files.ts';
import { etagOf, ifNoneMatchHits, negotiateEncoding } from '../../server/http/precompressed.ts';
import { catalogSchema, productSchema, type Category } from '../../src/domain/model.ts';
import { cases } from '../fixtures/cases.ts';
import * as v from 'valibot';

const server = testServer();
const FULL = '/api/wp-content/uploads/app_sync/prodcat.json?t=9';

async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await server.app.request(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const flat = (list: Category[]): Category['products'] =>
  list.flatMap((c) => [...c.products, ...flat(c.subCategories)]);

describe('negotiation and validators', () => {
  cases('Accept-Encoding %j → %s', negotiateEncoding, [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ]);

  it.each([
    ['"abc"', true],
    ['"abc-br"', true],
    ['W/"abc-gz"', true],
    ['"zzz", "abc-gz"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    [undefined, false],
  ] as const)('If-None-Match %j names hash abc: %s', (header, expected) => {
    expect(ifNoneMatchHits(header, 'abc')).toBe(expected);
  });
});

describe('GET the catalogue like a static file', () => {
  it('answers brotli or gzip as asked, each with its own strong ETag', async () => {
    const br = await raw(FULL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('content-type')).toContain('application/json');
    const gz = await raw(FULL, { 'accept-encoding': 'gzip' });
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    const plain = await raw(FULL);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const text = plain.bytes.toString('utf8');
    expect(zlib.brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
    expect(zlib.gunzipSync(gz.bytes).toString('utf8')).toBe(text);
    expect(Number(plain.res.headers.get('content-length'))).toBe(plain.bytes.length);
    const tags = [br, gz, plain].map((a) => a.res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    // Compressed to a fraction of the raw JSON (the demo's 130 varied dishes; 20,000 generated
    // products go to about 3 %, see `npm run bench`).
    expect(br.bytes.length).toBeLessThan(plain.bytes.length * 0.2);
    expect(gz.bytes.length).toBeLessThan(plain.bytes.length * 0.25);
  });

  it('answers 304 with no body when the client holds the current copy, in any encoding', async () => {
    const first = await raw(FULL, { 'accept-encoding': 'br' });
    const tag = first.res.headers.get('etag')!;
    const again = await raw(FULL, { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.res.headers.get('etag')).toBe(tag);
    // A gzip copy is still this file: a client that switched encodings is not sent it again.
    const gzTag = tag.replace(/-br"$/, '-gz"');
    expect((await raw(FULL, { 'accept-encoding': 'br', 'if-none-match': gzTag })).res.status).toBe(
      304,
    );
    expect(
      (await raw(FULL, { 'accept-encoding': 'br', 'if-none-match': '"other-br"' })).res.status,
    ).toBe(200);
    // The 3-minute ?t= bucket changes the address, not the file.
    const later = await raw(FULL.replace('t=9', 't=10'), { 'accept-encoding': 'br' });
    expect(later.res.headers.get('etag')).toBe(tag);
  });

  it('refuses a language or a location the shop does not have', async () => {
    expect((await raw('/api/wp-content/uploads/app_sync/prodcat-xx.json')).res.status).toBe(404);
    expect((await raw('/api/wp-content/uploads/app_sync/stocks/prodcat-999.json')).res.status).toBe(
      404,
    );
    // An unknown ?lang= on a price file is the default language, not a new file.
    const a = await raw('/api/wp-content/uploads/app_sync/stocks/prodcat-101.json?lang=zz');
    const b = await raw('/api/wp-content/uploads/app_sync/stocks/prodcat-101.json');
    expect(a.res.headers.get('etag')).toBe(b.res.headers.get('etag'));
  });
});

describe('only what the storefront reads', () => {
  it('products carry the schema’s fields, none at its default, and all of them parse', async () => {
    const { json } = await server.call('GET', '/api/wp-content/uploads/app_sync/prodcat.json');
    const shape = new Set(Object.keys(productSchema.entries));
    const rawProducts = (json as unknown as { products: Record<string, unknown>[] }[]).flatMap(
      function walk(c): Record<string, unknown>[] {
        const sub = (c as unknown as { subCategories: (typeof c)[] }).subCategories;
        return [...c.products, ...sub.flatMap(walk)];
      },
    );
    expect(rawProducts.length).toBeGreaterThan(80);
    for (const p of rawProducts) {
      for (const key of Object.keys(p)) expect(shape, key).toContain(key);
      expect(p).not.toHaveProperty('attributes', []);
      expect(p).not.toHaveProperty('add_to_basket_once', 1);
      expect(p).toHaveProperty('locations');
    }
    const parsed = flat(v.parse(catalogSchema, json));
    expect(parsed).toHaveLength(rawProducts.length);
    // A pizza keeps its sizes, a sale its old price, a pack its pack size.
    expect(parsed.some((p) => p.attributes.length > 0)).toBe(true);
    expect(parsed.some((p) => (p.regular_price ?? 0) > p.price)).toBe(true);
    expect(parsed.every((p) => p.slug && p.images.length > 0 && p.catalog_name)).toBe(true);
  });
});

describe('in the language asked for', () => {
  /** A product of the full catalogue in `lang`, by slug, as the storefront parses it. */
  async function productIn(lang: string, slug: string) {
    const { json } = await server.call(
      'GET',
      `/api/wp-content/uploads/app_sync/prodcat.json?lang=${lang}`,
    );
    return flat(v.parse(catalogSchema, json)).find((p) => p.slug === slug);
  }

  // The badge is a product's text like its name: translated where the shop has it, English for a
  // language without its own, the shop's own (Russian) otherwise; a product without one has none.
  it.each([
    ['ru', 'pizza-pepperoni', 'Пепперони', 'Хит'],
    ['en', 'pizza-pepperoni', 'Pepperoni', 'Bestseller'],
    ['de', 'pizza-pepperoni', 'Pepperoni', 'Bestseller'],
    ['zz', 'pizza-pepperoni', 'Пепперони', 'Хит'],
    ['en', 'pizza-margherita', 'Margherita', 'Vegetarian'],
    ['en', 'burger-classic', 'Classic Burger', ''],
  ] as const)('%s: %s is %s with the badge %j', async (lang, slug, name, badge) => {
    const product = await productIn(lang, slug);
    expect(product?.name).toBe(name);
    expect(product?.acf['product-badge']).toBe(badge);
  });

  // The rest of a product's texts: its description, its portion and its options' names (the
  // shop's strings, string-translations.ts); SEO texts only where translated, so an English page is
  // titled by the English name, not by the Russian SEO title.
  it.each([
    ['ru', /^<p>Томатный соус/, '420 г', 'Размер', '25 см', 'Маргарита — заказать с доставкой'],
    ['en', /^<p>Ripe tomato sauce/, '420 g', 'Size', '25 cm', ''],
    ['de', /^<p>Ripe tomato sauce/, '420 g', 'Size', '25 cm', ''],
  ] as const)(
    '%s: the Margherita’s other texts',
    async (lang, description, weight, group, option, seoTitle) => {
      const product = await productIn(lang, 'pizza-margherita');
      expect(product?.description).toMatch(description);
      expect(product?.weight).toBe(weight);
      expect(product?.attributes[0]?.name).toBe(group);
      expect(product?.attributes[0]?.options[0]?.name).toBe(option);
      expect(product?.seo_data.title).toBe(seoTitle);
    },
  );

  it("a category's description and SEO title", async () => {
    const categoryIn = async (lang: string) => {
      const { json } = await server.call(
        'GET',
        `/api/wp-content/uploads/app_sync/prodcat.json?lang=${lang}`,
      );
      return v.parse(catalogSchema, json).find((c) => c.slug === 'pizza');
    };
    const [ru, en] = [await categoryIn('ru'), await categoryIn('en')];
    expect(ru?.description).toMatch(/[а-я]/);
    expect(en?.description).toBeTruthy();
    expect(en?.description).not.toMatch(/[а-яё]/i);
    expect(ru?.seo_data.title).toBe('Пицца — доставка');
    expect(en?.seo_data.title).toBe('');
  });
});

describe("a category's warehouses (category_availability)", () => {
  it('are those of its products and of its subcategories', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-availability-'));
    const db = openDb(':memory:');
    seedIfEmpty(db, { uploadsDir: path.join(dir, 'uploads'), catalogSize: 0 });
    const moscowStops = (slugs: string[]) =>
      db
        .prepare(
          `DELETE FROM stock WHERE warehouse_id = '101' AND product_id IN (SELECT p.id FROM products p
             JOIN categories c ON c.id = p.category_id WHERE c.slug IN (SELECT value FROM json_each(?)))`,
        )
        .run(JSON.stringify(slugs));
    // Desserts, and both kinds of drinks, only in Novosibirsk; the classic pizzas too, but not the
    // signature ones.
    moscowStops(['desserts', 'cold-drinks', 'hot-drinks', 'pizza-classic']);
    const file = await new CatalogFiles(new CatalogBuilder(db)).get({
      variant: 'full',
      lang: 'ru',
    });
    const tree = JSON.parse(zlib.gunzipSync(file.gzip).toString('utf8')) as {
      slug: string;
      category_availability: string[];
      subCategories: { slug: string; category_availability: string[] }[];
    }[];
    const availability = Object.fromEntries(
      tree
        .flatMap((c) => [c, ...c.subCategories])
        .map((c) => [c.slug, [...c.category_availability].sort()]),
    );
    expect(availability).toMatchObject({
      desserts: ['202'],
      'pizza-classic': ['202'],
      'pizza-signature': ['101', '202'],
      // A category of subcategories alone sells what they sell.
      pizza: ['101', '202'],
      drinks: ['202'],
      burgers: ['101', '202'],
    });
    fs.rmSync(dir, { recursive: true });
  });
});

describe('built once per catalogue change', () => {
  it('serves the built file until the catalogue changes, then the previous one while it rebuilds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-files-'));
    const db = openDb(':memory:');
    seedIfEmpty(db, { uploadsDir: path.join(dir, 'uploads'), catalogSize: 0 });
    const builder = new CatalogBuilder(db);
    const files = new CatalogFiles(builder);
    const q = { variant: 'full', lang: 'ru', warehouseId: '101' } as const;
    const first = await files.get(q);
    expect(await files.get(q)).toBe(first);
    db.prepare("UPDATE stock SET quantity = 1 WHERE warehouse_id = '101'").run();
    builder.invalidate();
    // The first ask after a change still gets the previous bytes at once …
    expect(await files.get(q)).toBe(first);
    // … and the rebuilt file follows.
    const second = await files.get(q, { fresh: true });
    expect(second.hash).not.toBe(first.hash);
    expect(await files.get(q)).toBe(second);
    const text = zlib.gunzipSync(second.gzip).toString('utf8');
    expect(text).toContain('"quantity":"1"');
    fs.rmSync(dir, { recursive: true });
  });

  it('keeps the compressed files within its byte budget, the least recently asked first out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-files-'));
    const db = openDb(':memory:');
    seedIfEmpty(db, { uploadsDir: path.join(dir, 'uploads'), catalogSize: 0 });
    const files = new CatalogFiles(new CatalogBuilder(db), { budgetBytes: 60_000 });
    const ru = await files.get({ variant: 'full', lang: 'ru' });
    await files.get({ variant: 'full', lang: 'en' });
    await files.get({ variant: 'full', lang: 'de' });
    expect(files.heldBytes()).toBeLessThanOrEqual(60_000);
    // ru went out first: asking again builds it anew (same bytes, a new object).
    const again = await files.get({ variant: 'full', lang: 'ru' });
    expect(again).not.toBe(ru);
    expect(again.hash).toBe(ru.hash);
    expect(etagOf(again.hash, 'br')).toBe(etagOf(ru.hash, 'br'));
    fs.rmSync(dir, { recursive: true });
  });
});
