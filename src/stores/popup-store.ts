// Popups (SPEC.md §3 Popup, §4 "Popups open if any exist, including a work-time popup showing
// 'with X until Y' hours. One-off popups are limited by repeatable"). Which are due is decided by
// popupsToShow and the stock's hours; this store only remembers what was shown and opens the modal.
import { makeAutoObservable, reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import { popupSchema, type Popup } from '../domain/shop-model.ts';
import { parseEach } from '../domain/model-fields.ts';
import { popupsToShow } from '../domain/popups.ts';
import { isOpenAt, workTimeText } from '../domain/work-time.ts';
import { stockIsEmpty } from '../domain/catalog-visibility.ts';

export type PopupEntry =
  | { kind: 'popup'; id: string; popup: Popup }
  | { kind: 'work-time'; id: string; from: string; to: string };

/** How often "now" moves on, so a popup whose dates begin while the page is open still shows. */
const TICK_MS = 60_000;

export class PopupStore {
  /** How many times each popup id has been shown on this device (persisted). */
  seen: Record<string, number> = {};
  /** The popup on screen. */
  shown: PopupEntry | null = null;
  now: number;
  /** Shown during this visit: nothing pops up twice in one visit. */
  private shownNow: string[] = [];

  constructor(private root: RootStore) {
    this.now = root.clock.now();
    makeAutoObservable<PopupStore, 'root'>(this, { root: false });
  }

  private get context() {
    const d = this.root.delivery;
    return {
      warehouseId: d.warehouseId,
      zone: d.kind === 'delivery' ? (d.location?.zone ?? null) : null,
      now: new Date(this.now),
      timeZone: d.timeZone,
      stockEmpty: stockIsEmpty(this.root.catalog.categories, {
        isFullCatalogGot: this.root.catalog.isFullCatalogGot,
        warehouseId: d.warehouseId,
        fragmented: this.root.settings.settings?.settings.fragmented_stosks_json ?? false,
      }),
    };
  }

  /** The shop's popups for the chosen stock, or the ones for visitors with no location yet. */
  private get candidates(): Popup[] {
    const s = this.root.settings.settings;
    if (!s) return [];
    return this.root.delivery.warehouseId
      ? this.root.settings.popups
      : parseEach(popupSchema, s.popups_without_locations);
  }

  /** Popups due now, the work-time one first: the stock is closed and says when it opens. */
  get due(): PopupEntry[] {
    const ctx = this.context;
    const entries: PopupEntry[] = popupsToShow(this.candidates, { ...ctx, seen: this.seen }).map(
      (popup) => ({ kind: 'popup', id: String(popup.id), popup }),
    );
    const workTime = this.root.delivery.workTime;
    if (workTime && ctx.warehouseId && !isOpenAt(workTime, ctx.now)) {
      const hours = workTimeText(workTime, ctx.now);
      if (hours)
        entries.unshift({ kind: 'work-time', id: `work-time:${ctx.warehouseId}`, ...hours });
    }
    return entries.filter((e) => !this.shownNow.includes(e.id));
  }

  /** SPEC.md §3 Popup disable_ordering: a popup in force (seen or not) stops ordering. */
  get blocksOrdering(): boolean {
    return popupsToShow(this.candidates, { ...this.context, seen: {} }).some(
      (p) => p.disable_ordering,
    );
  }

  /**
   * Whether a popup may open now: the settings are in and the customer is not in the middle of
   * something (a modal, the product or sign-in sheet, checkout, a dish waiting for its address, a
   * sign-in whose account data is on its way) and has read what the shop just said (a
   * notification on screen, such as 'Товар добавлен').
   */
  get mayShow(): boolean {
    const { settings, ui, cart, user } = this.root;
    return (
      settings.status === 'loaded' &&
      !ui.busy &&
      !user.signingIn &&
      cart.waiting === null &&
      ui.notifications.length === 0
    );
  }

  /** Opens the next due popup whenever the customer is done with what they were doing. */
  watch() {
    // The device's own clock from the start on (a server-drawn page was hydrated at the moment it
    // was drawn at, snapshot.ts), then every tick.
    const tick = () => {
      this.setNow(this.root.clock.now());
      this.root.clock.setTimeout(tick, TICK_MS);
    };
    tick();
    return reaction(
      () => [this.mayShow, this.shown, this.due[0]] as const,
      ([may, shown, next]) => {
        if (may && shown === null && next) this.show(next);
      },
      { fireImmediately: true },
    );
  }

  setNow(now: number) {
    this.now = now;
  }

  private show(entry: PopupEntry) {
    this.shown = entry;
    this.shownNow.push(entry.id);
    if (entry.kind === 'popup') this.seen[entry.id] = (this.seen[entry.id] ?? 0) + 1;
    this.root.ui.open('popups');
  }

  close() {
    this.shown = null;
    if (this.root.ui.modal === 'popups') this.root.ui.close();
  }

  /** SPEC.md §4 Clearing the cache: popup data reset, so one-off popups show again. */
  reset() {
    this.seen = {};
    this.shownNow = [];
    this.shown = null;
  }
}
