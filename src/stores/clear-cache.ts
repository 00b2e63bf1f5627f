// SPEC.md §4 "Clearing the cache resets delivery, location, promo, popup, language and map data."
// The cart itself stays: the customer asked to forget settings, not what they chose to eat. The
// map data kept here is the city, the recent addresses and the express choice (DeliveryStore);
// the settings modal also forgets the loaded maps script.
import { runInAction } from 'mobx';
import type { RootStore } from './root-store.ts';

export function clearCache(root: RootStore) {
  runInAction(() => {
    root.delivery.reset();
    root.popups.reset();
    // Promo codes live in the coupons store, one of the features loaded on first use.
    root.features?.coupons.reset();
    root.ui.languageChosen = false;
    root.ui.googleChoice = null;
    root.ui.applyShopLanguage(root.platform.telegram?.user?.languageCode ?? null);
  });
}
