// The state a server-rendered page was rendered from, carried in the page (a JSON script) so the
// browser's stores start exactly there and hydration matches the server's HTML. Only data that
// comes from the shop goes in, and the kitchen the page was drawn for (the stock cookie the server
// read): nothing else of a customer (cart, account, address) ever does.
import type { RootStore } from './root-store.ts';
import type { Category, Settings } from '../domain/model.ts';
import type { ContentEntry } from './content-store.ts';
import { knowZoneSpans, zoneSpan, type ZoneSpan } from '../domain/zoned-time.ts';
import { shopTimeZones } from '../domain/work-time.ts';

export interface StoreSnapshot {
  language: string;
  /** The site's public origin (canonical links, og:url, JSON-LD). */
  origin: string;
  settings: Settings;
  catalogType: string;
  catalog: { categories: readonly Category[]; isFullCatalogGot: boolean };
  content: [string, ContentEntry<unknown>][];
  /**
   * The UTC offsets of the shop's zones around the time of the render: the browser reads the
   * shop's clock from them without loading the zone database (zoned-time.ts ZoneSpan).
   */
  zones?: ZoneSpan[];
  /**
   * The kitchen the page was drawn for: a returning customer's (their stock cookie), so the menu
   * and the number are that kitchen's from the first paint. Null: the shop-wide page.
   */
  stock?: string | null;
  /**
   * The shop's time the page was drawn at (ms): the browser hydrates at it, so whether the kitchen
   * is open reads as the server drew it, whatever the device's clock says; then its own clock goes on.
   */
  drawnAt?: number;
}

/** The element id of the JSON script that carries the snapshot. */
export const SNAPSHOT_ELEMENT_ID = 'storefront-state';

/** `content`: the content store's entries (server: contentOf(store).entries). */
export function takeSnapshot(
  store: RootStore,
  content: Iterable<[string, ContentEntry<unknown>]> = [],
): StoreSnapshot {
  const settings = store.settings.settings;
  if (!settings) throw new Error('takeSnapshot: settings are not loaded');
  const drawnAt = store.clock.now();
  return {
    language: store.ui.language,
    origin: store.ui.origin,
    settings,
    catalogType: store.settings.catalogType,
    catalog: {
      categories: store.catalog.categories,
      isFullCatalogGot: store.catalog.isFullCatalogGot,
    },
    // Only finished entries: one still loading would render differently in the browser.
    content: [...content].filter(([, e]) => e.status !== 'loading'),
    stock: store.delivery.drawnFor,
    drawnAt,
    zones: zoneSpansOf(shopTimeZones(settings.delivery_work_time, settings.locations), drawnAt),
  };
}

/** Spans worked out this hour, by zone (a server renders many pages an hour). */
const spansThisHour = new Map<string, ZoneSpan | null>();
let spansHour = NaN;

function zoneSpansOf(zones: readonly string[], now: number): ZoneSpan[] {
  const hour = Math.floor(now / 3_600_000);
  if (hour !== spansHour) {
    spansThisHour.clear();
    spansHour = hour;
  }
  return zones.flatMap((zone) => {
    if (!spansThisHour.has(zone)) spansThisHour.set(zone, zoneSpan(zone, now));
    const span = spansThisHour.get(zone);
    return span ? [span] : [];
  });
}

export function applySnapshot(store: RootStore, snapshot: StoreSnapshot) {
  store.ui.language = snapshot.language;
  store.ui.origin = snapshot.origin;
  store.settings.prefill(snapshot.settings, snapshot.catalogType, snapshot.language);
  store.catalog.prefill(snapshot.catalog.categories, snapshot.catalog.isFullCatalogGot);
  store.carriedContent = snapshot.content;
  store.delivery.drawnFor = snapshot.stock ?? null;
  knowZoneSpans(snapshot.zones);
  if (Number.isFinite(snapshot.drawnAt)) store.popups.setNow(snapshot.drawnAt!);
}

/** The snapshot a page carries, or null (a plain SPA start: Telegram, a static host's index.html). */
export function readSnapshot(doc: Document): StoreSnapshot | null {
  const element = doc.getElementById(SNAPSHOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as StoreSnapshot;
    return parsed && typeof parsed === 'object' && parsed.settings ? parsed : null;
  } catch (error) {
    console.warn('the page state is unreadable; starting without it', error);
    return null;
  }
}
