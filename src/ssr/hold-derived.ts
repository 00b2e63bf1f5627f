// MobX recomputes a computed value at every read made outside a reaction, and a server render reads
// through none (static rendering: observer components do not track). A product page read the
// visible catalogue ten times, filtering its tree each time, and every dish card asked again for
// the card's look, the currency, the page type, the add-on rule and the favourites' set. While a
// page renders, one reaction holds the derived values many components read, so each is computed
// once for the page.
import { reaction } from 'mobx';
import type { RootStore } from '../stores/root-store.ts';

/** Holds the store's most-read derived values until the returned function releases them. */
export function holdDerived(store: RootStore): () => void {
  return reaction(
    () => [
      store.catalog.visible,
      store.catalog.index,
      store.settings.languages,
      store.settings.currency,
      store.settings.front,
      store.ui.cardVariant,
      store.cart.addonRule,
      store.favorites.idSet,
    ],
    () => undefined,
  );
}
