// Contract: the settings aggregate and the catalogue files carry what SPEC.md §3 lists.
import { shopSeo } from '../../src/domain/seo.ts';
import { describe, expect, it } from 'vitest';
import { testServer } from './harness.ts';
import { catalogSchema, settingsSchema } from '../../src/domain/model.ts';
import {
  FIRST_SCREEN_BLOCKS,
  HOME_BLOCK_LIMIT,
  firstScreenCategories,
} from '../../src/domain/first-screen.ts';
import { allProducts } from '../../src/stores/catalog-store.ts';
import * as v from 'valibot';
import { getOption, setOption } from '../../server/db/db.ts';

const server = testServer();

describe('GET /api/wp-json/v1/all_settings', () => {
  it('has every top-level field of SPEC.md §3 Settings', async () => {
    const { status, json } = await server.call('GET', '/api/wp-json/v1/all_settings?t=1');
    expect(status).toBe(200);
    const fields = [
      'logo',
      'seo',
      'seo_by_langs',
      'robots',
      'locations',
      'menu',
      'banners',
      'facade',
      'settings',
      'cart_button_as_app',
      'shipping_methods',
      'popups',
      'popups_without_locations',
      'payment_methods',
      'delivery',
      'map',
      'delivery_work_time',
      'contacts',
      'product_disable_buy',
      'translate_active',
      'use_backend_translate',
      'translate_only_interface',
      'use_google_translate',
      'google_languages_list',
      'front_currency',
      'need_to_choose_address_first',
      'show_out_of_stock_products',
      'notification_work_time',
      'language_list',
      'main_font',
      'font_headings',
      'include',
      'demo_previews',
      'frontend_pwa_screenshot1',
      'frontend_pwa_screenshot2',
    ];
    for (const f of fields) expect(json, f).toHaveProperty(f);
    const s = v.parse(settingsSchema, json);
    expect(s.language_list).toHaveLength(18);
    expect(s.settings.cache_ver_site).toBe('2.0.15');
    expect(Object.keys(s.facade.colors)).toEqual(
      expect.arrayContaining([
        'yellow',
        'yellow_dark',
        'yellow_light',
        'yellow_light_secondary',
        'orange',
        'main_buttons_background_color',
        'background',
      ]),
    );
  });

  it("carries the summing flags of coupons/seettings' own option (one source, SPEC.md §3)", async () => {
    const own = testServer();
    const flags = async () => {
      const settings = v.parse(
        settingsSchema,
        (await own.call('GET', '/api/wp-json/v1/all_settings')).json,
      ).settings;
      const seettings = (await own.call('GET', '/api/wp-json/systeminfo/v1/coupons/seettings'))
        .json;
      return { settings, seettings };
    };
    const before = await flags();
    expect(before.settings).toMatchObject({
      auto_coupons_summing: false,
      coupons_and_auto_coupons_summing: false,
      auto_coupons_and_promo_summing: false,
      app_use_bon_with_auto_promo: true,
    });
    setOption(own.db, 'coupon_settings', {
      ...getOption<Record<string, unknown>>(own.db, 'coupon_settings'),
      auto_coupons_summing: true,
      app_use_bon_with_auto_promo: false,
    });
    const after = await flags();
    expect(after.settings).toMatchObject({
      auto_coupons_summing: true,
      app_use_bon_with_auto_promo: false,
    });
    expect(after.seettings).toMatchObject({
      auto_coupons_summing: true,
      app_use_bon_with_auto_promo: false,
    });
    // Only those four: the plugin's other flags are not all_settings' to carry.
    expect(after.settings).not.toHaveProperty('promo_summing');
  });

  it('has shipping methods of all four types, zones with #cid= and work time per stock', async () => {
    const { json } = await server.call('GET', '/api/wp-json/v1/all_settings');
    const s = json as unknown as {
      shipping_methods: { type: string }[];
      map: { features: { geometry: { type: string }; properties: { description: string } }[] };
      delivery_work_time: Record<string, { wp_timezone: string; week: unknown[] }>;
      locations: { warehouse_id: string; price_file_path: string }[];
      banners: { type: string }[];
    };
    expect(new Set(s.shipping_methods.map((m) => m.type))).toEqual(
      new Set(['flat_rate', 'local_pickup', 'restaurants', 'wcso_booking']),
    );
    expect(s.map.features.length).toBeGreaterThanOrEqual(4);
    for (const f of s.map.features) {
      expect(f.geometry.type).toBe('Polygon');
      expect(f.properties.description).toMatch(/#cid=\S+/);
    }
    expect(s.delivery_work_time['101']!.wp_timezone).toBe('Europe/Moscow');
    expect(s.delivery_work_time['202']!.wp_timezone).toBe('Asia/Novosibirsk');
    expect(s.locations.every((l) => l.price_file_path.length > 0)).toBe(true);
    expect(new Set(s.banners.map((b) => b.type))).toEqual(
      new Set(['url', 'product', 'category', 'text']),
    );
  });

  // &lang: the shop's strings in that language (string_translations); English for a language
  // without its own, the shop's own for one it does not have. The languages' names stay each in
  // its own language.
  it.each([
    ['', 'Меню', 'Пицца из печи', 'Самовывоз', 'Наличными при получении', /Тарелка/, 'Тарелка'],
    ['&lang=en', 'Menu', 'Wood-fired pizza', 'Pickup', 'Cash on receipt', /Tarelka/, 'Tarelka'],
    ['&lang=de', 'Menu', 'Wood-fired pizza', 'Pickup', 'Cash on receipt', /Tarelka/, 'Tarelka'],
    [
      '&lang=xx',
      'Меню',
      'Пицца из печи',
      'Самовывоз',
      'Наличными при получении',
      /Тарелка/,
      'Тарелка',
    ],
  ] as const)(
    'in the language asked for%s',
    async (query, menu, banner, pickup, cash, footer, name) => {
      const { json } = await server.call('GET', `/api/wp-json/v1/all_settings?t=1${query}`);
      const s = v.parse(settingsSchema, json);
      const raw = json as unknown as {
        shipping_methods: { type: string; name: string }[];
        language_list: { text: string }[];
        payment_methods: { title: string }[];
      };
      expect(s.menu[0]?.title).toBe(menu);
      expect(s.banners[0]).toMatchObject({ title: banner });
      expect(raw.shipping_methods.find((m) => m.type === 'local_pickup')?.name).toBe(pickup);
      expect(raw.payment_methods[0]?.title).toBe(cash);
      expect(s.facade.footer_infoblock).toMatch(footer);
      // The shop's name as the header and the page titles read it (shopSeo, seo_by_langs).
      const lang = new URLSearchParams(query).get('lang') ?? 'ru';
      expect(shopSeo(s, lang === 'xx' ? 'ru' : lang).name).toBe(name);
      expect(raw.language_list.map((l) => l.text)).toContain('Русский');
      // The delivery map's zones keep their ids.
      expect(JSON.stringify(s.map)).toContain('#cid=msk-centre');
    },
  );
});

describe('the settings in another language, as far as the shop translates its content', () => {
  // contentLanguage (src/domain/shop-language.ts), the rule the storefront asks its catalogue by.
  it.each([
    [{}, 'Menu'],
    [{ translate_only_interface: true }, 'Меню'],
    [{ use_backend_translate: false }, 'Меню'],
    [{ translate_active: false }, 'Меню'],
  ])('%j: the menu says %s in English', async (patch, menu) => {
    const own = testServer();
    await own.call('POST', '/api/dev/settings', patch);
    const { json } = await own.call('GET', '/api/wp-json/v1/all_settings?t=1&lang=en');
    expect(v.parse(settingsSchema, json).menu[0]?.title).toBe(menu);
  });
});

describe('catalogue files', () => {
  const products = (cats: v.InferOutput<typeof catalogSchema>): number =>
    cats.reduce((n, c) => n + c.products.length + products(c.subCategories), 0);

  it('main categories only: the whole tree, and the first screen’s products (SPEC.md §4)', async () => {
    const { json } = await server.call(
      'GET',
      '/api/wp-content/uploads/app_sync/prodcat_main_categories_only.json?t=5',
    );
    const cats = v.parse(catalogSchema, json);
    const full = v.parse(
      catalogSchema,
      (await server.call('GET', '/api/wp-content/uploads/app_sync/prodcat.json')).json,
    );
    const ids = (list: typeof cats): number[] =>
      list.flatMap((c) => [c.id, ...ids(c.subCategories)]);
    expect(ids(cats)).toEqual(ids(full));
    expect(cats.some((c) => c.subCategories.length > 0)).toBe(true);
    expect(cats.some((c) => c.name === 'допы')).toBe(true);
    // The first two home blocks carry their first products in stock, the same as the full file's.
    const first = firstScreenCategories(cats);
    expect(first).toHaveLength(FIRST_SCREEN_BLOCKS);
    for (const block of first) {
      const shown = allProducts(block);
      const whole = allProducts(full.find((c) => c.id === block.id)!).filter((p) => p.in_stock);
      expect(shown.length).toBe(Math.min(HOME_BLOCK_LIMIT, whole.length));
      expect(shown).toEqual(whole.slice(0, shown.length));
    }
    expect(products(cats)).toBe(first.reduce((n, c) => n + allProducts(c).length, 0));
  });

  it('the full catalogue: at least 80 valid products with options, supplements and badges', async () => {
    const { json } = await server.call('GET', '/api/wp-content/uploads/app_sync/prodcat.json');
    const raw = JSON.stringify(json);
    const cats = v.parse(catalogSchema, json);
    expect(products(cats)).toBeGreaterThanOrEqual(80);
    expect(raw).toContain('"attributes":[{');
    expect(raw).toMatch(/"supplements":\[\d/);
    expect(raw).toMatch(/"product-badge":"[^"]+"/);
  });

  it('a language variant carries translated names', async () => {
    const { json } = await server.call('GET', '/api/wp-content/uploads/app_sync/prodcat-en.json');
    const cats = v.parse(catalogSchema, json);
    expect(cats.map((c) => c.name)).toContain('Pizza');
  });

  it('each location has its own price file with its own prices and stock', async () => {
    const msk = v.parse(
      catalogSchema,
      (await server.call('GET', '/api/wp-content/uploads/app_sync/stocks/prodcat-101.json')).json,
    );
    const nsk = v.parse(
      catalogSchema,
      (await server.call('GET', '/api/wp-content/uploads/app_sync/stocks/prodcat-202.json')).json,
    );
    const flat = (cats: typeof msk) => {
      const out = new Map<number, number>();
      const walk = (list: typeof msk) =>
        list.forEach((c) => {
          c.products.forEach((p) => out.set(p.id, p.price));
          walk(c.subCategories);
        });
      walk(cats);
      return out;
    };
    const a = flat(msk);
    const b = flat(nsk);
    expect([...a.keys()].some((id) => !b.has(id))).toBe(true);
    expect([...a.entries()].some(([id, price]) => b.has(id) && b.get(id) !== price)).toBe(true);
  });

  it('an unknown file is a 404, not a crash', async () => {
    expect(
      (await server.call('GET', '/api/wp-content/uploads/app_sync/prodcat_../../etc.json')).status,
    ).toBe(404);
    expect((await server.call('GET', '/api/wp-json/no/such/route')).status).toBe(404);
  });
});
