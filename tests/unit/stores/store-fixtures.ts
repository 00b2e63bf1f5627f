// A RootStore for store tests: a fake web host, the API faked at the HTTP boundary, a clock stopped
// at Wednesday 18 November 2026 14:00 in Moscow, and the demo shop's settings and catalogue.
import { vi } from 'vitest';
import { runInAction } from 'mobx';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import { settingsSchema, type Category } from '../../../src/domain/model.ts';
import type { CartLine } from '../../../src/domain/cart-price.ts';
import type { Platform } from '../../../adapters/platform.ts';
import { buildSettings } from '../../../server/seed/settings-data.ts';
import { fakePlatform } from './fake-platform.ts';
import { plainLine } from '../domain/cart-fixtures.ts';
import * as v from 'valibot';

export const NOON = Date.parse('2026-11-18T11:00:00Z');

/** A delivery address in Moscow's centre, served by warehouse 101. */
export const MOSCOW = {
  warehouseId: '101',
  title: 'ул. Покровка, 17',
  zone: 'msk-centre',
  coords: [37.6451, 55.7587] as [number, number],
  pointId: null,
};

/** `quantity` in stock at both Moscow warehouses. */
export const stock = (quantity: number) => [
  { id: '101', quantity: String(quantity) },
  { id: '202', quantity: String(quantity) },
];

/** A catalogue's dish in category 20 for 300, ten of it at each warehouse, changed by `extra`. */
export const dish = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: `p${id}`,
  price: 300,
  categories: [20],
  locations: stock(10),
  ...extra,
});

/** Haptics that remember what they were asked to do. */
export const spyHaptics = () => ({ impact: vi.fn(), notify: vi.fn(), selection: vi.fn() });

type Clock = NonNullable<ConstructorParameters<typeof RootStore>[2]>;

export interface TestRootOptions {
  platform?: Platform;
  /** The backend; by default nothing answers. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  retries?: number;
  clock?: Clock;
  options?: ConstructorParameters<typeof RootStore>[3];
}

export function testRoot({
  platform = fakePlatform(),
  fetch = vi.fn(),
  retries = 1,
  clock = { now: () => NOON, setTimeout: () => 0 },
  options,
}: TestRootOptions = {}) {
  const client = new ApiClient({ base: '/api', fetch: fetch as typeof globalThis.fetch, retries });
  return new RootStore(platform, shopApi(client, clock.now), clock, options);
}

/** Loads the demo shop's settings, changed by `change`, and the whole of `catalog` if given. */
export function loadShop(
  root: RootStore,
  change: (raw: Record<string, unknown>) => void = () => undefined,
  catalog?: readonly Category[],
) {
  const raw = buildSettings() as Record<string, unknown>;
  change(raw);
  runInAction(() => {
    root.settings.settings = v.parse(settingsSchema, raw);
    root.settings.status = 'loaded';
    if (!catalog) return;
    root.catalog.categories = catalog;
    root.catalog.isFullCatalogGot = true;
    root.catalog.status = 'loaded';
  });
}

/** The notifications' texts, oldest first. */
export const texts = (root: RootStore) => root.ui.notifications.map((n) => n.text);

/** A cart line: one Philadelphia roll from warehouse 101, changed by `over`. */
export const cartLine = (over: Partial<CartLine> = {}): CartLine =>
  plainLine({
    key: '1',
    name: 'Филадельфия',
    price: 590,
    regular_price: 590,
    measure_unit: 'г',
    categories: [20],
    portion_nat_size: 250,
    backet_first_cart_add_portion_minimum: 1,
    locations: ['101'],
    ...over,
  });

/** The demo's first-order coupon as autoapply lists it: −300 ₽, applied by itself. */
export const FIRST_ORDER_300 = {
  id: 502,
  code: 'auto-first-300',
  amount: '300',
  discount_type: 'fixed_cart',
  description: '−300 ₽ на первый заказ',
  autoapply: true,
};
