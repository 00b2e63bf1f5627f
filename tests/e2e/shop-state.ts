// Starting states shared by the shop's browser tests.
import { expect, type Page } from '@playwright/test';
import { serverAnswer } from './fixtures.ts';

export interface SavedLocation {
  warehouseId: string;
  title: string;
  zone: string | null;
  coords: number[];
  pointId: string | null;
  city: string;
  /** A delivery address's details for the courier (issue 12): a flat, or a private house. */
  details?: {
    flat: string;
    entrance: string;
    floor: string;
    intercom: string;
    comment: string;
    privateHouse: boolean;
  };
}

/** A delivery address in Moscow's centre zone (warehouse 101), flat 12. */
export const POKROVKA: SavedLocation = {
  warehouseId: '101',
  title: 'ул. Покровка, 17',
  zone: 'msk-centre',
  coords: [37.6451, 55.7587],
  pointId: null,
  city: 'Москва',
  details: { flat: '12', entrance: '', floor: '', intercom: '', comment: '', privateHouse: false },
};

/** A delivery address in Novosibirsk's centre zone (warehouse 202). */
export const KRASNY: SavedLocation = {
  warehouseId: '202',
  title: 'Красный пр-т, 25',
  zone: 'nsk-centre',
  coords: [82.9174, 55.0331],
  pointId: null,
  city: 'Новосибирск',
};

/** A pickup point in Moscow (warehouse 101). */
export const TVERSKAYA: SavedLocation = {
  warehouseId: '101',
  title: 'Тарелка на Тверской',
  zone: null,
  coords: [37.60143, 55.76794],
  pointId: 'p2',
  city: 'Москва',
};

/** A returning visitor who saw the shop's one-off popup and has not chosen an address yet. */
export async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('app_version')) return;
    localStorage.setItem('app_version', '2.0.15');
    localStorage.setItem('store:popups', JSON.stringify({ seen: { 1: 1 } }));
  });
}

/** Starts as a returning visitor who already chose how and where to receive, and saw the popup. */
async function withDelivery(
  page: Page,
  kind: 'delivery' | 'pickup',
  shippingMethodId: string,
  location: SavedLocation,
) {
  await page.addInitScript(
    ({ kind, shippingMethodId, loc }) => {
      if (localStorage.getItem('store:delivery')) return;
      localStorage.setItem('app_version', '2.0.15');
      localStorage.setItem('store:popups', JSON.stringify({ seen: { 1: 1 } }));
      localStorage.setItem(
        'store:delivery',
        JSON.stringify({
          kind,
          shippingMethodId,
          location: loc,
          express: false,
          cityId: loc.warehouseId,
          recent: [],
        }),
      );
    },
    { kind, shippingMethodId, loc: location },
  );
}

/** A returning visitor who already chose this delivery address. */
export const withAddress = (page: Page, location: SavedLocation) =>
  withDelivery(page, 'delivery', 'flat_rate:1', location);

/** A returning visitor who chose pickup at Tverskaya. */
export const withPickup = (page: Page) => withDelivery(page, 'pickup', 'local_pickup:2', TVERSKAYA);

/** A product card on the page, by the dish's exact name. */
export const productCard = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true }).first();

type Json = Record<string, unknown>;

/**
 * The page is rendered by the browser alone (`X-Storefront-Render: shell`): it fetches the shop's
 * settings itself, so a test can answer them with its own route instead of the server-rendered
 * page carrying the server's copy.
 */
export async function clientRendered(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-storefront-render': 'shell' });
}

/**
 * The shop's settings as this page sees them: every all_settings answer goes through `change`
 * (the shared e2e server keeps its own, so the specs running at the same time are untouched).
 */
export async function withSettings(page: Page, change: (settings: Json) => void) {
  await clientRendered(page);
  await page.route('**/wp-json/v1/all_settings**', async (route) => {
    const response = await serverAnswer(route);
    const json = (await response.json()) as Json;
    change(json);
    await route.fulfill({ response, json });
  });
}

/**
 * The demo's settings patch for this visitor only (a cookie scopes it; other tests are untouched).
 * Unlike withSettings, the server sees it too: its pages render with it and allow what it needs.
 */
export async function patchSettings(page: Page, patch: Record<string, unknown>) {
  const res = await page.request.post('/api/dev/settings?scope=visitor', { data: patch });
  expect(res.ok()).toBe(true);
}

/** language_list with `code` marked default, optionally with the merchant's own texts for it. */
export function defaultLanguage(code: string, texts?: Record<string, string>) {
  return (s: Json) => {
    s.language_list = (s.language_list as Json[]).map((l) => ({
      ...l,
      default: l.code === code,
      lang_json_data: l.code === code && texts ? texts : l.lang_json_data,
    }));
  };
}

/**
 * The e2e shop's clock starts here (DEMO_CLOCK_START in scripts/e2e-server.mjs): Wednesday 14:00
 * in Moscow, the shop open.
 */
export const DEMO_CLOCK_START = '2026-11-18T14:00:00+03:00';

/** The page's clock at the shop's: open, no work-time popup covers the page. */
export const openHours = (page: Page) => page.clock.setFixedTime(new Date(DEMO_CLOCK_START));

/** A colour as the page computes it, e.g. `var(--danger-text)` → 'rgb(214, 30, 36)'. */
export const pageColour = (page: Page, colour: string) =>
  page.evaluate((value) => {
    const probe = document.body.appendChild(document.createElement('i'));
    probe.style.color = value;
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);

/** The shop's colour as the page computes it (`--brand`), e.g. 'rgb(0, 122, 255)'. */
export const brandColour = (page: Page) => pageColour(page, 'var(--brand)');

/** A computed box-shadow that rings a chosen card or chip inside in `colour`. */
export const ringedIn = (colour: string) => new RegExp(`${colour.replace(/[()]/g, '\\$&')}.*inset`);
