// AnalyticsStore on a RootStore with the demo shop's settings: the shop's snippets run once, and
// the cart's changes, a product view, the checkout and a purchase reach the data layer in the
// standard e-commerce format; the emptying after a purchase is no removal.
import { describe, expect, it } from 'vitest';
import { AnalyticsStore } from '../../../src/stores/analytics-store.ts';
import { catalogSchema } from '../../../src/domain/model.ts';
import type { SnippetScript } from '../../../src/domain/analytics.ts';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { loadShop, MOSCOW, spyHaptics, testRoot } from './store-fixtures.ts';
import * as v from 'valibot';

const CATALOG = v.parse(catalogSchema, [
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
  const root = testRoot({ platform: fakePlatform(memoryStorage(), spyHaptics()) });
  root.ui.setTranslator((key) => key);
  const include = {
    metrix: '<script>ym(1, "init", { ecommerce: "dataLayer" })</script><noscript>x</noscript>',
    scripts: '<script async src="https://counter.example/tag.js"></script>',
  };
  loadShop(root, (raw) => (raw.include = include), CATALOG);
  root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
  // The store is made once the customer accepts the cookies (root-store.ts).
  root.ui.chooseCookies('all');
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

  it('withdrawn consent (the settings sheet): nothing more is told; given again, telling resumes from the cart then', () => {
    const { root, analytics, pushed, ran, product } = setup();
    analytics.start();
    root.ui.chooseCookies('necessary');
    root.cart.add(product(1));
    analytics.detail(product(2));
    analytics.checkout();
    expect(pushed).toEqual([]);
    root.ui.chooseCookies('all');
    // What changed while it was withdrawn stays untold; the next change is told.
    expect(pushed).toEqual([]);
    root.cart.add(product(2));
    expect(pushed).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: {
            products: [{ id: '2', name: 'Нигири', price: 150, quantity: 1, category: 'Роллы' }],
          },
        },
      },
    ]);
    // The shop's snippets ran once, on the first consent.
    expect(ran).toHaveLength(1);
  });
});
