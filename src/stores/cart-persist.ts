// SPEC.md §4 "Persistence in the browser: cart …". What was saved is read line by line first, so an
// old or damaged cart loses only what cannot be read and never breaks a page (no white screen).
import type { KeyValueStorage } from '../../adapters/platform.ts';
import type { CartStore } from './cart-store.ts';
import { parsePeopleCount, parseStoredLines } from '../domain/stored-cart.ts';
import { persist } from './persist.ts';

const KEY = 'store:cart';

export function hydrateCart(cart: CartStore, storage: KeyValueStorage): Promise<unknown> {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (saved && typeof saved === 'object') {
      const lines = parseStoredLines(saved.lines);
      storage.setItem(
        KEY,
        JSON.stringify({ lines, peopleCount: parsePeopleCount(saved.peopleCount) }),
      );
    }
  } catch (error) {
    console.warn('stored cart is corrupt and was reset', error);
    storage.removeItem(KEY);
  }
  return persist(cart, 'cart', ['lines', 'peopleCount'], storage);
}
