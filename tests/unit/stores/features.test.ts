// The feature stores (account, coupons, bonuses, checkout) load on first use: not for a visitor who
// only looks, at once for a cart line or a signed-in customer, and as one instance however asked.
import { describe, expect, it, vi } from 'vitest';
import { runInAction, when } from 'mobx';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import { fakePlatform } from './fake-platform.ts';
import { featuresOf } from '../../../src/stores/features.ts';
import { settingsSchema } from '../../../src/domain/model.ts';
import type { CartLine } from '../../../src/domain/cart-price.ts';
import { buildSettings } from '../../../server/seed/settings-data.ts';

function setup() {
  const platform = fakePlatform();
  // Every backend call fails: the features must still load and leave the cart intact.
  const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
  const client = new ApiClient({
    base: '/api',
    fetch: fetch as typeof globalThis.fetch,
    retries: 0,
  });
  const clock = { now: () => Date.parse('2026-11-18T11:00:00Z'), setTimeout: () => 0 };
  const root = new RootStore(platform, shopApi(client, clock.now), clock);
  root.ui.setTranslator((key) => key);
  runInAction(() => {
    root.settings.settings = settingsSchema.parse(buildSettings());
    root.settings.status = 'loaded';
  });
  return root;
}

const line: CartLine = {
  key: '1',
  id: 1,
  name: 'Филадельфия',
  price: 590,
  regular_price: 590,
  image: '',
  count: 1,
  countable: true,
  measure_unit: 'г',
  categories: [20],
  portion_nat_size: 250,
  add_to_basket_once: 1,
  backet_first_cart_add_portion_minimum: 1,
  supplements: [],
  variation_id: null,
  options: [],
  locations: ['101'],
  free_limits: null,
  exclude_from_min_cart: false,
};

describe('feature stores', () => {
  it('are not loaded for a visitor with an empty cart', async () => {
    const root = setup();
    root.watchFeatures();
    await new Promise((r) => setTimeout(r, 20));
    expect(root.features).toBeNull();
  });

  it('load when the cart gets its first line', async () => {
    const root = setup();
    root.watchFeatures();
    runInAction(() => root.cart.lines.push({ ...line }));
    await when(() => root.features !== null, { timeout: 2000 });
    expect(root.features?.coupons.plan).toEqual({ kind: 'none' });
  });

  it('load when a customer is signed in', async () => {
    const root = setup();
    runInAction(() => (root.user.token = 'tok'));
    root.watchFeatures();
    await when(() => root.features !== null, { timeout: 2000 });
    expect(root.features?.account.orders).toBeNull();
  });

  it('are one instance whether a screen or the store asks first', async () => {
    const root = setup();
    const fromScreen = featuresOf(root);
    expect(await root.loadFeatures()).toBe(fromScreen);
    expect(featuresOf(root)).toBe(fromScreen);
  });

  it('count in the cart price once they are there', () => {
    const root = setup();
    runInAction(() => root.cart.lines.push({ ...line }));
    const before = root.cart.summary.total;
    const features = featuresOf(root);
    runInAction(
      () => (features.coupons.promocode = { value: 'X', type: 'fixed_cart', amount: 100 }),
    );
    expect(root.cart.summary.total).toBe(before - 100);
  });
});
