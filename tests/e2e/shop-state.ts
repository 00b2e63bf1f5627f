// Starting states shared by the shop's browser tests.
import type { Page } from '@playwright/test';

export interface SavedLocation {
  warehouseId: string;
  title: string;
  zone: string;
  coords: number[];
  pointId: string | null;
  city: string;
}

/** A delivery address in Moscow's centre zone (warehouse 101). */
export const POKROVKA: SavedLocation = {
  warehouseId: '101',
  title: 'ул. Покровка, 17',
  zone: 'msk-centre',
  coords: [37.6451, 55.7587],
  pointId: null,
  city: 'Москва',
};

/** Starts as a returning visitor who already chose this address and saw the shop's popup. */
export async function withAddress(page: Page, location: SavedLocation) {
  await page.addInitScript((loc) => {
    if (localStorage.getItem('store:delivery')) return;
    localStorage.setItem('app_version', '2.0.15');
    localStorage.setItem('store:popups', JSON.stringify({ seen: { 1: 1 } }));
    localStorage.setItem(
      'store:delivery',
      JSON.stringify({
        kind: 'delivery',
        shippingMethodId: 'flat_rate:1',
        location: loc,
        express: false,
        cityId: loc.warehouseId,
        recent: [],
      }),
    );
  }, location);
}
