// SPEC.md §4 "Persistence in the browser: cart …". What was saved is read line by line first, so an
// old or damaged cart loses only what cannot be read and never breaks a page (no white screen).
import type { KeyValueStorage } from '../../adapters/platform.ts';
import type { CartStore } from './cart-store.ts';
import { persist } from './persist.ts';
import { cartFields } from './stored-fields.ts';

export function hydrateCart(cart: CartStore, storage: KeyValueStorage): Promise<unknown> {
  return persist(cart, 'cart', cartFields, storage);
}
