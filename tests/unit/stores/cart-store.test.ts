// CartStore on a RootStore with the demo shop's settings and a small catalogue: the add rules of
// SPEC.md §4, stock, a new address, a damaged saved cart, the version check and clearing the cache.
import { describe, expect, it, vi } from 'vitest';
import { autorun, runInAction } from 'mobx';
import { fakePlatform, memoryStorage } from './fake-platform.ts';
import { watchCart } from '../../../src/stores/cart-sync.ts';
import { clearCache } from '../../../src/stores/clear-cache.ts';
import { hydrateCart } from '../../../src/stores/cart-persist.ts';
import { catalogSchema } from '../../../src/domain/model.ts';
import { dish, loadShop, MOSCOW, spyHaptics, testRoot, texts } from './store-fixtures.ts';
import * as v from 'valibot';

const CATALOG = v.parse(catalogSchema, [
  {
    id: 20,
    name: 'Роллы',
    slug: 'rolls',
    products: [
      dish(1, 'Филадельфия', { price: 590 }),
      dish(2, 'Нигири', { price: 150, backet_first_cart_add_portion_minimum: 2 }),
      dish(3, 'Авокадо', { locations: [{ id: '101', quantity: '3' }] }),
      dish(4, 'Пончики', { price: 69, add_to_basket_once: 6 }),
    ],
  },
]);

function setup(
  settings: (s: Record<string, unknown>) => void = () => undefined,
  clearCaches: () => Promise<unknown> = () => Promise.resolve(),
) {
  const storage = memoryStorage();
  const haptics = spyHaptics();
  const root = testRoot({ platform: fakePlatform(storage, haptics), options: { clearCaches } });
  root.ui.setTranslator((key) => `[${key}]`);
  loadShop(root, settings, CATALOG);
  const product = (id: number) => root.catalog.productsById.get(id)!;
  return { root, storage, haptics, texts: () => texts(root), product };
}

describe('the catalogue index a tap reads', () => {
  it('is built once per catalogue, not on each read outside a render', () => {
    const { root, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    const index = root.catalog.productsById;
    root.cart.add(product(1));
    root.cart.add(product(2));
    expect(root.catalog.productsById).toBe(index);
    runInAction(() => (root.catalog.categories = [...CATALOG]));
    expect(root.catalog.productsById).not.toBe(index);
    expect(root.catalog.productsById.get(1)?.name).toBe('Филадельфия');
  });
});

describe('CartStore.countOf: what a dish card reads', () => {
  it("a dish's count changes only with its own lines, and only its watchers run again", () => {
    const { root, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    const seen: Record<number, number[]> = { 1: [], 4: [] };
    const stops = [1, 4].map((id) => autorun(() => seen[id]!.push(root.cart.countOf(id))));
    root.cart.add(product(1));
    root.cart.add(product(2));
    root.cart.add(product(1));
    root.cart.increment(root.cart.lines[0]!.key);
    root.cart.add(product(4));
    stops.forEach((stop) => stop());
    // Dish 1: its add, the next add merged into its line, the step; dish 2's line moved nothing.
    expect(seen[1]).toEqual([0, 1, 2, 3]);
    // Dish 4: three adds of other dishes and a step of theirs ran nothing here.
    expect(seen[4]).toEqual([0, 1]);
    expect(root.cart.countOf(1)).toBe(3);
    expect(root.cart.countOf(3)).toBe(0);
  });
});

describe('CartStore.add: SPEC.md §4 Adding to cart', () => {
  it('with no location the address modal opens and the add is refused', () => {
    const { root, texts, product } = setup();
    expect(root.cart.add(product(1))).toBe(false);
    expect(root.ui.modal).toBe('receipt-address');
    expect(root.cart.lines).toEqual([]);
    expect(texts()).toEqual(['[cart.chooseAddressFirst]']);
  });

  it('simplified_order opens only the request modal', () => {
    const { root, texts, product } = setup((s) => {
      (s.settings as Record<string, unknown>).simplified_order = true;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.cart.add(product(1))).toBe(false);
    expect(root.ui.modal).toBe('send-request');
    expect(root.ui.request.productIds).toEqual([1]); // the request is about the pressed product
    expect(texts()).toEqual([]);
  });

  it('adds with a notification and a tap; the same product again grows its line', () => {
    const { root, texts, haptics, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.cart.add(product(1))).toBe(true);
    expect(root.cart.add(product(1), {}, 2)).toBe(true);
    expect(root.cart.lines.map((l) => [l.name, l.count])).toEqual([['Филадельфия', 3]]);
    expect(root.cart.countOf(1)).toBe(3);
    // The second add's toast takes the place of the first's (ui-store notify).
    expect(texts()).toEqual(['[cart.added]']);
    expect(haptics.impact).toHaveBeenCalledWith('light');
  });

  it('no notification on the samokat page type', () => {
    const { root, texts, product } = setup((s) => {
      (s.facade as Record<string, unknown>).catalog_front = 'samokat';
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.cart.add(product(1))).toBe(true);
    expect(texts()).toEqual([]);
  });

  it('the first add puts the minimum in; decrementing below it removes the line', () => {
    const { root, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.cart.add(product(2));
    const [line] = root.cart.lines;
    expect(line?.count).toBe(2);
    root.cart.increment(line!.key);
    root.cart.decrement(line!.key);
    root.cart.decrement(line!.key);
    expect(root.cart.lines).toEqual([]);
  });

  it('never more than the warehouse holds; packs count their pieces', () => {
    const { root, texts, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.cart.add(product(3), {}, 5);
    expect(root.cart.countOf(3)).toBe(3);
    expect(texts()).toEqual(['[cart.addedUpToStock]']);
    expect(root.cart.canIncrement(root.cart.lines[0]!.key)).toBe(false);
    expect(root.cart.add(product(3))).toBe(false);
    root.cart.add(product(4), {}, 5); // 10 pieces in stock, 6 a pack
    expect(root.cart.countOf(4)).toBe(1);
  });

  it('ordering disabled at the stock refuses with a reason', () => {
    const { root, texts, product } = setup((s) => {
      (s.settings as { app: { disable_ordering: string[] } }).app.disable_ordering = ['101'];
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.cart.add(product(1))).toBe(false);
    expect(texts()).toEqual(['[cart.orderingDisabled]']);
  });
});

describe('CartStore.summary: delivery and the zone minimum', () => {
  it('takes the zone’s price and minimum; pickup has neither', async () => {
    const { root, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.delivery.quote).toBeNull(); // the zone lookup is not loaded yet: no price, not 0 ₽
    await root.delivery.zones.load();
    root.cart.add(product(1));
    expect(root.cart.summary).toMatchObject({ items: 590, delivery: 199, total: 789 });
    expect(root.cart.summary.minimumMissing).toBe(110);
    expect(root.cart.blocker).toBe('minimum');
    root.delivery.setExpress(true);
    expect(root.cart.summary.delivery).toBe(199 + 149);
    root.delivery.choose('pickup', 'local_pickup:2', { ...MOSCOW, zone: null, pointId: 'p1' });
    expect(root.cart.summary).toMatchObject({ delivery: 0, total: 590, minimumMissing: 0 });
    expect(root.cart.blocker).toBeNull();
  });

  it('dont_show_delivery_price hides the price from the total', () => {
    const { root, product } = setup((s) => {
      (s.settings as Record<string, unknown>).dont_show_delivery_price = true;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.cart.add(product(1));
    expect(root.cart.summary).toMatchObject({ delivery: 0, deliveryHidden: true, total: 590 });
  });
});

describe('a new address, a damaged saved cart, the version check, clearing the cache', () => {
  it('moving to another warehouse takes out what it does not sell, and says so', () => {
    // One catalogue for every warehouse: each product lists where it is sold.
    const { root, texts, product } = setup((s) => {
      (s.settings as Record<string, unknown>).fragmented_stosks_json = false;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    watchCart(root);
    root.cart.add(product(1));
    root.cart.add(product(3));
    root.delivery.choose('delivery', 'flat_rate:1', { ...MOSCOW, warehouseId: '202' });
    expect(root.cart.lines.map((l) => l.name)).toEqual(['Филадельфия']);
    expect(texts().at(-1)).toBe('[cart.missingAtNewAddress] Авокадо');
  });

  it('with a price file per warehouse, the new warehouse’s file decides what stays', () => {
    const {
      root,
      texts,
      product: shown,
    } = setup((s) => {
      (s.settings as Record<string, unknown>).fragmented_stosks_json = true;
    });
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    expect(root.catalog.source?.kind).toBe('price-file');
    watchCart(root);
    // Lines as the Moscow file lists them: sold at 101 only (each file names its own warehouse).
    const fromMoscowFile = (id: number) => ({
      ...shown(id),
      locations: [{ id: '101', quantity: 10 }],
    });
    root.cart.add(fromMoscowFile(1));
    root.cart.add(fromMoscowFile(3));
    for (let i = 0; i < 4; i++) root.cart.increment(root.cart.lines[0]!.key);
    expect(root.cart.lines[0]!.count).toBe(5);
    root.delivery.choose('delivery', 'flat_rate:1', { ...MOSCOW, warehouseId: '202' });
    // Nothing is taken out on the old file's word…
    expect(root.cart.lines.map((l) => l.name)).toEqual(['Филадельфия', 'Авокадо']);
    // …the new warehouse's file arrives: no avocado there, and 2 Philadelphia rolls.
    runInAction(() => {
      root.catalog.categories = v.parse(catalogSchema, [
        {
          id: 20,
          name: 'Роллы',
          slug: 'rolls',
          products: [
            dish(1, 'Филадельфия', { price: 590, locations: [{ id: '202', quantity: '2' }] }),
          ],
        },
      ]);
    });
    expect(root.cart.lines.map((l) => [l.name, l.count])).toEqual([['Филадельфия', 2]]);
    expect(texts().slice(-2)).toEqual([
      '[cart.missingAtNewAddress] Авокадо',
      '[cart.stockCut] Филадельфия',
    ]);
  });

  it('a damaged saved cart keeps only readable lines and never throws', async () => {
    const { root, storage } = setup();
    storage.setItem(
      'store:cart',
      JSON.stringify({
        lines: [{ id: 1 }, { id: 5, name: 'Суп', price: 200, count: 1 }],
        peopleCount: 'x',
      }),
    );
    await hydrateCart(root.cart, storage);
    expect(root.cart.lines.map((l) => l.name)).toEqual(['Суп']);
    expect(root.cart.peopleCount).toBe(1);
    storage.setItem('store:cart', '{oops');
    await expect(hydrateCart(root.cart, storage)).resolves.toBeDefined();
  });

  it('a new cache_ver_site clears the cart in memory too, and the media and catalogue caches', () => {
    const clearCaches = vi.fn(() => Promise.resolve());
    const { root, storage, product } = setup(undefined, clearCaches);
    const checkVersion = () => (root as unknown as { checkVersion(): void }).checkVersion();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.cart.add(product(1));
    storage.setItem('app_version', '1.0.0');
    checkVersion();
    expect(root.cart.lines).toEqual([]);
    expect(storage.getItem('app_version')).toBe('2.0.15');
    expect(clearCaches).toHaveBeenCalledTimes(1);
    // The same version again: nothing is cleared.
    root.cart.add(product(1));
    checkVersion();
    expect(root.cart.lines).toHaveLength(1);
    expect(clearCaches).toHaveBeenCalledTimes(1);
  });

  it('a first visit (no version stored) has no caches to clear', () => {
    const clearCaches = vi.fn(() => Promise.resolve());
    const { root, storage } = setup(undefined, clearCaches);
    storage.removeItem('app_version');
    (root as unknown as { checkVersion(): void }).checkVersion();
    expect(clearCaches).not.toHaveBeenCalled();
    expect(storage.getItem('app_version')).toBe('2.0.15');
  });

  it('clearing the cache forgets delivery, location, popups and language, and keeps the cart', () => {
    const { root, product } = setup();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.cart.add(product(1));
    runInAction(() => {
      root.popups.seen = { '1': 1 };
      root.ui.setLanguage('en');
    });
    clearCache(root);
    expect(root.delivery.location).toBeNull();
    expect(root.delivery.recent).toEqual([]);
    expect(root.popups.seen).toEqual({});
    expect(root.ui.language).toBe('ru');
    expect(root.ui.languageChosen).toBe(false);
    expect(root.cart.lines).toHaveLength(1);
  });
});
