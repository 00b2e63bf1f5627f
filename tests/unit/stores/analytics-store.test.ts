// AnalyticsStore on a RootStore with the demo shop's settings: the shop's snippets run once, and
// the cart's changes, a product view, the checkout and a purchase reach the data layer in the
// standard e-commerce format; the emptying after a purchase is no removal.
import { describe, expect, it, vi } from 'vitest';
import { runInAction } from 'mobx';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import { AnalyticsStore } from '../../../src/stores/analytics-store.ts';
import { catalogSchema, settingsSchema } from '../../../src/domain/model.ts';
import type { SnippetScript } from '../../../src/domain/analytics.ts';
import { buildSettings } from '../../../server/seed/settings-data.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';

const CATALOG = catalogSchema.parse([
  {
    id: 20,
    name: 'Роллы',
    slug: 'rolls',
    products: [1, 2].map((id) => ({
      id,
      name: id === 1 ? 'Филадельфия' : 'Нигири',
      slug: `p${id}`,
      price: id === 1 ? 590 : 150,
      categories: [20],
      locations: [{ id: '101', quantity: '10' }],
    })),
  },
]);

function setup() {
  const platform = fakePlatform(memoryStorage(), {
    impact: vi.fn(),
    notify: vi.fn(),
    selection: vi.fn(),
  });
  const client = new ApiClient({ base: '/api', fetch: vi.fn() as typeof fetch, retries: 1 });
  const clock = { now: () => Date.parse('2026-11-18T11:00:00Z'), setTimeout: () => 0 };
  const root = new RootStore(platform, shopApi(client, clock.now), clock);
  root.ui.setTranslator((key) => key);
  const raw = buildSettings() as Record<string, unknown>;
  raw.include = {
    metrix: '<script>ym(1, "init", { ecommerce: "dataLayer" })</script><noscript>x</noscript>',
    scripts: '<script async src="https://counter.example/tag.js"></script>',
  };
  runInAction(() => {
    root.settings.settings = settingsSchema.parse(raw);
    root.settings.status = 'loaded';
    root.catalog.categories = CATALOG;
    root.catalog.isFullCatalogGot = true;
    root.catalog.status = 'loaded';
  });
  root.delivery.choose('delivery', 'flat_rate:1', {
    warehouseId: '101',
    title: 'ул. Покровка, 17',
    zone: 'msk-centre',
    coords: [37.6451, 55.7587],
    pointId: null,
  });
  const ran: SnippetScript[][] = [];
  const pushed: unknown[] = [];
  const analytics = new AnalyticsStore(root, {
    run: (scripts) => ran.push([...scripts]),
    push: (entry) => pushed.push(entry),
  });
  const product = (id: number) => root.catalog.productsById.get(id)!;
  return { root, analytics, ran, pushed, product };
}

const roll = { id: '1', name: 'Филадельфия', price: 590, category: 'Роллы' };

describe('AnalyticsStore', () => {
  it("runs the shop's snippets, without their noscript part", () => {
    const { analytics, ran } = setup();
    analytics.start();
    expect(ran).toEqual([
      [
        { kind: 'inline', code: 'ym(1, "init", { ecommerce: "dataLayer" })' },
        { kind: 'src', src: 'https://counter.example/tag.js', async: true },
      ],
    ]);
  });

  it('tells adds and removals as they happen, by the difference', () => {
    const { root, analytics, pushed, product } = setup();
    analytics.start();
    root.cart.add(product(1));
    root.cart.add(product(1));
    const key = root.cart.lines[0]!.key;
    root.cart.decrement(key);
    expect(pushed).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ ...roll, quantity: 1 }] } } },
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ ...roll, quantity: 1 }] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ ...roll, quantity: 1 }] } } },
    ]);
  });

  it('a product view, the checkout, and a purchase that empties the cart without a removal', () => {
    const { root, analytics, pushed, product } = setup();
    analytics.start();
    analytics.detail(product(2));
    root.cart.add(product(1));
    pushed.length = 1;
    analytics.checkout();
    analytics.purchase({ id: 77, number: '1077', total: 590 });
    root.cart.clear();
    const line = { ...roll, quantity: 1 };
    expect(pushed).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          detail: {
            products: [{ id: '2', name: 'Нигири', price: 150, quantity: 1, category: 'Роллы' }],
          },
        },
      },
      { ecommerce: { currencyCode: 'RUB', checkout: { products: [line] } } },
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: { actionField: { id: '1077', revenue: 590 }, products: [line] },
        },
      },
    ]);
  });

  it('stops telling once disposed', () => {
    const { root, analytics, pushed, product } = setup();
    analytics.start();
    analytics.dispose();
    root.cart.add(product(1));
    expect(pushed).toEqual([]);
  });
});
