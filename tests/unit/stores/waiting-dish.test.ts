// The first dish is never lost (issue 13): a dish refused for want of an address waits for it, goes
// into the cart (announced) once one is chosen, and is let go when the customer leaves the flow.
// Popups wait for the customer to be done.
import { describe, expect, it } from 'vitest';
import { runInAction } from 'mobx';
import { addWaitingDish } from '../../../src/stores/cart-add.ts';
import { catalogSchema } from '../../../src/domain/model.ts';
import { dish, loadShop, MOSCOW, NOON, testRoot, texts } from './store-fixtures.ts';
import * as v from 'valibot';

const CATALOG = v.parse(catalogSchema, [
  {
    id: 20,
    name: 'Пицца',
    slug: 'pizza',
    products: [
      dish(1, 'Маргарита', {
        slug: 'margherita',
        price: 490,
        locations: [{ id: '101', quantity: '10' }],
      }),
    ],
  },
]);

function setup() {
  const timers: (() => void)[] = [];
  const clock = {
    now: () => NOON,
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  const root = testRoot({ clock });
  root.ui.setTranslator((key) => `[${key}]`);
  loadShop(root, undefined, CATALOG);
  addWaitingDish(root);
  const runTimers = () => timers.splice(0).forEach((fn) => fn());
  return {
    root,
    runTimers,
    texts: () => texts(root),
    margherita: root.catalog.productsById.get(1)!,
  };
}

const choice = { options: [{ attributeId: 'size', optionId: '30' }], supplements: [] };

describe('a dish asked for before the address', () => {
  it('waits for the address, then goes into the cart with its options, announced', () => {
    const { root, runTimers, texts, margherita } = setup();
    expect(root.cart.add(margherita, choice, 2)).toBe(false);
    expect(root.cart.waiting).toEqual({ productId: 1, choice, count: 2 });
    expect(root.ui.modal).toBe('receipt-address');

    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    root.ui.close();
    runTimers();
    expect(root.cart.waiting).toBeNull();
    expect(root.cart.lines).toHaveLength(1);
    expect(root.cart.lines[0]).toMatchObject({ id: 1, count: 2, options: choice.options });
    expect(texts()).toContain('[cart.added]');
  });

  it('waits for the new address’s catalogue before it is added', () => {
    const { root, runTimers, margherita } = setup();
    root.cart.add(margherita);
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    runInAction(() => (root.catalog.status = 'loading'));
    runTimers();
    expect(root.cart.lines).toEqual([]);
    runInAction(() => (root.catalog.status = 'loaded'));
    expect(root.cart.lines).toHaveLength(1);
  });

  it('is let go when the customer closes the address flow without choosing', () => {
    const { root, runTimers, margherita } = setup();
    root.cart.add(margherita);
    root.ui.close();
    expect(root.cart.waiting).toBeNull();
    root.delivery.choose('delivery', 'flat_rate:1', MOSCOW);
    runTimers();
    expect(root.cart.lines).toEqual([]);
  });
});

describe('popups wait for the customer', () => {
  it('not while a flow is held, a dish waits or a notification is on screen', () => {
    const { root, margherita } = setup();
    expect(root.popups.mayShow).toBe(true);
    const release = root.ui.hold('product');
    expect(root.popups.mayShow).toBe(false);
    release();
    expect(root.popups.mayShow).toBe(true);
    root.cart.add(margherita);
    expect(root.popups.mayShow).toBe(false); // the address modal, the waiting dish, the message
    root.ui.close();
    root.ui.dismiss(root.ui.notifications[0]!.id);
    expect(root.popups.mayShow).toBe(true);
  });
});

describe('popups wait for a sign-in to be done', () => {
  it('not while the account is on its way after the sheet has gone; the welcome comes first', async () => {
    // The account's data (bonus, orders…) arrives only when the test lets it.
    let letAccountIn = () => {};
    const accountHeld = new Promise<void>((resolve) => (letAccountIn = resolve));
    const fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('system/users'))
        return Response.json({
          status: 'success',
          data: { data: { ID: 7, display_name: 'Анна', phone: '+79160000000' } },
        });
      await accountHeld;
      return new Response('{}', { status: 503 });
    };
    const root = testRoot({ fetch });
    root.ui.setTranslator((key) => `[${key}]`);
    loadShop(root);
    expect(root.popups.mayShow).toBe(true);
    const signingIn = root.user.signIn('tok', 'auth.signedIn');
    // The profile is in: the customer is known and the sheet goes (sign-in-host.tsx)…
    await expect.poll(() => root.user.signedIn).toBe(true);
    // …but no popup yet: the account's data and the welcome are still to come.
    expect(root.popups.mayShow).toBe(false);
    letAccountIn();
    expect(await signingIn).toBe(true);
    // The welcome is said in the step that ends the sign-in: the popup waits for it to be read.
    expect(texts(root)).toEqual(['[auth.signedIn]']);
    expect(root.popups.mayShow).toBe(false);
    root.ui.dismiss(root.ui.notifications[0]!.id);
    expect(root.popups.mayShow).toBe(true);
  });

  it("the start's own sign-in says nothing", async () => {
    const fetch = async (input: RequestInfo | URL) =>
      String(input).includes('system/users')
        ? Response.json({ status: 'success', data: { data: { ID: 7, display_name: 'Анна' } } })
        : new Response('{}', { status: 503 });
    const root = testRoot({ fetch });
    root.ui.setTranslator((key) => `[${key}]`);
    loadShop(root);
    expect(await root.user.signIn('tok')).toBe(true);
    expect(texts(root)).toEqual([]);
    expect(root.user.signingIn).toBe(false);
  });
});
