import type { Popup } from './model';
import { localParts, zonedInstant, type CalendarDate } from './zoned-time';

export interface PopupContext {
  warehouseId: string | null;
  /** Delivery zone id ('#cid=' name) of the selected address; null for pickup or none. */
  zone: string | null;
  now: Date;
  /** The stock's wp_timezone: popup dates and banned weekdays are the shop's calendar. */
  timeZone: string;
  /**
   * Whether the chosen stock has nothing in stock (stockIsEmpty); null while unknown. A popup
   * with `stock_empty` is the shop's word for that moment and shows only then.
   */
  stockEmpty: boolean | null;
  /** How many times each popup id has been shown on this device. */
  seen: Readonly<Record<string, number>>;
}

/**
 * SPEC.md §3 "Popup" and §4 "Popups open if any exist … One-off popups are limited by
 * repeatable": the popups due now, in the admin's order. `stock_empty` (not described by the
 * spec) marks a popup for a stock that has run out of everything: it shows only then.
 */
export function popupsToShow<T extends Popup>(popups: readonly T[], ctx: PopupContext): T[] {
  const t = ctx.now.getTime();
  const today = localParts(t, ctx.timeZone);
  return popups.filter((popup) => {
    if (
      popup.sklad.length > 0 &&
      !(ctx.warehouseId !== null && popup.sklad.includes(ctx.warehouseId))
    ) {
      return false;
    }
    if (popup.stock_empty && ctx.stockEmpty !== true) return false;
    const zone = popup.id_delivery_zone.trim();
    if (zone !== '' && zone !== ctx.zone) return false;
    const from = parsePopupDate(popup.popup_from, 'start', ctx.timeZone);
    const to = parsePopupDate(popup.popup_to, 'end', ctx.timeZone);
    if (from !== null && t < from) return false;
    if (to !== null && t > to) return false;
    if (popup.ban_days_popup.includes(today.weekday)) return false;
    if (popup.repeat_mode === 'one-off') {
      // repeatable 0 still means "once": a one-off popup that never shows would be pointless.
      const allowed = Math.max(1, popup.repeatable);
      if ((ctx.seen[String(popup.id)] ?? 0) >= allowed) return false;
    }
    return true;
  });
}

/**
 * Admin dates arrive as 'dd.mm.yyyy', 'yyyy-mm-dd', 'yyyymmdd' or 'dd/mm/yyyy', optionally
 * with 'HH:MM'. A bare date covers the whole day at either end of the range.
 */
export function parsePopupDate(
  text: string,
  edge: 'start' | 'end',
  timeZone: string,
): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const patterns: readonly [RegExp, (m: RegExpExecArray) => CalendarDate][] = [
    [/^(\d{1,2})[./](\d{1,2})[./](\d{4})/, (m) => date(m[3], m[2], m[1])],
    [/^(\d{4})-(\d{1,2})-(\d{1,2})/, (m) => date(m[1], m[2], m[3])],
    [/^(\d{4})(\d{2})(\d{2})/, (m) => date(m[1], m[2], m[3])],
  ];
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const day = read(match);
    const time = /[ T](\d{1,2}):(\d{2})/.exec(trimmed.slice(match[0].length));
    if (time) return zonedInstant(day, Number(time[1]) * 60 + Number(time[2]), timeZone);
    return edge === 'start'
      ? zonedInstant(day, 0, timeZone)
      : zonedInstant(day, 1440, timeZone) - 1;
  }
  return null;
}

function date(year?: string, month?: string, day?: string): CalendarDate {
  return { year: Number(year), month: Number(month), day: Number(day) };
}
