// The feature stores (account, coupons, bonuses, checkout) load on first use: not for a visitor who
// only looks, at once for a cart line or a signed-in customer, and as one instance however asked.
import { describe, expect, it, vi } from 'vitest';
import { runInAction, when } from 'mobx';
import { featuresOf } from '../../../src/stores/features.ts';
import { cartLine, loadShop, testRoot } from './store-fixtures.ts';

function setup() {
  // Every backend call fails: the features must still load and leave the cart intact.
  const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
  const root = testRoot({ fetch, retries: 0 });
  root.ui.setTranslator((key) => key);
  loadShop(root);
  return root;
}

const line = cartLine();

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

  it('are asked for after the frame that shows the first line, not inside the tap', async () => {
    const painted: (() => void)[] = [];
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    const clock = {
      now: () => Date.now(),
      setTimeout: () => 0,
      afterPaint: (fn: () => void) => void painted.push(fn),
    };
    const root = testRoot({ fetch, retries: 0, clock });
    root.ui.setTranslator((key) => key);
    loadShop(root);
    const load = vi.spyOn(root, 'loadFeatures');
    root.watchFeatures();
    runInAction(() => root.cart.lines.push({ ...line }));
    expect(load).not.toHaveBeenCalled();
    expect(painted).toHaveLength(1);
    painted[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    await when(() => root.features !== null, { timeout: 2000 });
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
