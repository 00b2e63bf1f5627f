// Destructive actions are asked about (the host's popup, or the page's dialog), and Telegram's
// closing confirmation follows the cart and the forms holding typed text.
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../src/api/client.ts';
import { shopApi } from '../../../src/api/shop-api.ts';
import { RootStore } from '../../../src/stores/root-store.ts';
import type { CartLine } from '../../../src/domain/cart-price.ts';
import type { Platform } from '../../../adapters/platform.ts';
import { fakePlatform } from './fake-platform.ts';

function rootWith(overrides: Partial<Platform>) {
  const client = new ApiClient({ base: '/api', fetch: vi.fn() as unknown as typeof fetch });
  const root = new RootStore(
    { ...fakePlatform(), ...overrides },
    shopApi(client, () => 0),
  );
  root.ui.setTranslator((key) => `«${key}»`);
  return root;
}

/** The dialog's question is up (the confirm store loads on the first question). */
async function asked(root: RootStore) {
  for (let i = 0; i < 100 && !root.confirmations?.pending; i++)
    await new Promise((resolve) => setTimeout(resolve, 0));
  return root.confirmations!;
}

const line = (key: string, isGift = false) => ({ key, id: 1, count: 1, isGift }) as CartLine;

describe('ConfirmStore', () => {
  it('inside Telegram asks with the host popup, in the customer’s words', async () => {
    const confirm = vi.fn(async () => true);
    const root = rootWith({ confirm });
    await expect(root.confirm('clearCart')).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({
      title: '«confirm.clearCart.title»',
      message: '«confirm.clearCart.message»',
      confirm: '«confirm.clearCart.confirm»',
      cancel: '«confirm.clearCart.cancel»',
    });
    expect(root.confirmations?.pending).toBeNull();
  });

  it.each([
    [true, true],
    [false, false],
  ])('on the website the page’s dialog answers (%s → %s)', async (answer, expected) => {
    const root = rootWith({});
    const question = root.confirm('logout');
    const dialog = await asked(root);
    expect(dialog.pending?.topic).toBe('logout');
    dialog.answer(answer);
    await expect(question).resolves.toBe(expected);
    expect(dialog.pending).toBeNull();
  });

  it('a second question replaces the first, which counts as "no"', async () => {
    const root = rootWith({});
    const first = root.confirm('cancelOrder');
    await asked(root);
    const second = root.confirm('clearCart');
    await expect(first).resolves.toBe(false);
    (await asked(root)).answer(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('closing confirmation', () => {
  it.each([
    { lines: [], typed: 0, needed: false },
    { lines: [line('a')], typed: 0, needed: true },
    { lines: [line('gift', true)], typed: 0, needed: false },
    { lines: [], typed: 1, needed: true },
  ])('cart $lines.length line(s), $typed typed form(s) → $needed', ({ lines, typed, needed }) => {
    const set = vi.fn();
    const root = rootWith({ closingConfirmation: { set } });
    root.cart.replaceLines(lines);
    root.ui.setTypedForms(typed);
    const stop = root.watchClosing();
    expect(set).toHaveBeenLastCalledWith(needed);
    stop();
  });

  it('follows the cart live', () => {
    const set = vi.fn();
    const root = rootWith({ closingConfirmation: { set } });
    const stop = root.watchClosing();
    root.cart.push(line('a'));
    root.cart.clear();
    expect(set.mock.calls.map((c) => c[0])).toEqual([false, true, false]);
    stop();
  });
});
