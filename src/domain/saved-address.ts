// A signed-in customer's saved addresses (SPEC.md §3 User state "addresses (id, address, flat,
// entrance, floor, number, comment, name, coords)", Server address; §5 'Укажите название адреса',
// 'Выберите корректный адрес', 'Ваш адрес вне зоны доставки', 'Невозможно определить стоимость
// доставки'): what one holds, what saving one needs, and whether the shop can deliver there now.
import {
  addressDetailsProblems,
  emptyDetails,
  type AddressDetails,
  type DetailField,
  type DetailProblem,
} from './address-details.ts';
import type { DeliveryProblem, DeliveryQuote, LonLat } from './delivery-zone.ts';

export interface SavedAddress extends AddressDetails {
  id: string;
  /** The customer's name for it: 'Дом', 'Работа'. */
  name: string;
  /** Street and house, as the address search gave it. */
  address: string;
  /** SPEC.md §3 "number": kept as the backend sends it. */
  number: string;
  /** [lon, lat], or null when it was typed without the address search (cannot be priced). */
  coords: LonLat | null;
  /** The shop's city (settings location name) it lies in, when known. */
  city: string;
  /** Preselected when choosing where to deliver. */
  isDefault: boolean;
}

export type AddressDraft = Omit<SavedAddress, 'id'> & { id: string | null };

export type SavedAddressProblem = 'name-required' | 'address-required';

export const emptyAddress = (): AddressDraft => ({
  id: null,
  name: '',
  address: '',
  number: '',
  coords: null,
  city: '',
  isDefault: false,
  ...emptyDetails(),
});

export interface DraftProblems {
  /** 'Укажите название адреса'. */
  name?: 'name-required';
  /** 'Выберите корректный адрес': an address picked from the search (it has a point). */
  address?: 'address-required';
  details: Partial<Record<DetailField, DetailProblem>>;
}

/** What saving an address needs: a name, an address found by the search, and its details. */
export function draftProblems(draft: AddressDraft): DraftProblems {
  const problems: DraftProblems = { details: addressDetailsProblems(draft) };
  if (!draft.name.trim()) problems.name = 'name-required';
  if (!draft.address.trim() || !draft.coords) problems.address = 'address-required';
  return problems;
}

export const draftValid = (draft: AddressDraft): boolean => {
  const p = draftProblems(draft);
  return !p.name && !p.address && Object.keys(p.details).length === 0;
};

/**
 * Whether the shop delivers to a saved address now, from its zone quote (null while the zone
 * lookup loads): deliverable (and whether it lies in another city than the one in play, which
 * changes the menu and prices), or the SPEC.md §5 reason it is not. Shown, never dropped.
 */
export type SavedAddressFit =
  | { kind: 'checking' }
  | { kind: 'ok'; warehouseId: string; zone: string; otherCity: boolean }
  | { kind: 'problem'; problem: DeliveryProblem };

export function savedAddressFit(
  address: Pick<SavedAddress, 'coords'>,
  quote: DeliveryQuote | null,
  currentWarehouseId: string | null,
): SavedAddressFit {
  if (!address.coords) return { kind: 'problem', problem: 'invalid-address' };
  if (!quote) return { kind: 'checking' };
  if (!quote.ok) return { kind: 'problem', problem: quote.problem };
  return {
    kind: 'ok',
    warehouseId: quote.warehouseId,
    zone: quote.zone,
    otherCity: currentWarehouseId !== null && quote.warehouseId !== currentWarehouseId,
  };
}

/** The saved addresses in the order to offer them: the default first, then as saved. */
export function orderedAddresses<T extends Pick<SavedAddress, 'isDefault'>>(
  list: readonly T[],
): T[] {
  return [...list.filter((a) => a.isDefault), ...list.filter((a) => !a.isDefault)];
}

/** The one to preselect: the default, when there is one. */
export const defaultAddress = <T extends Pick<SavedAddress, 'isDefault'>>(
  list: readonly T[],
): T | null => list.find((a) => a.isDefault) ?? null;

/**
 * The same place as a chosen address: the same point (within a few metres) or, for one typed
 * without a point, the same text. Used to tick the saved address in use.
 */
export function samePlace(
  a: { title: string; coords: LonLat | null },
  b: { address: string; coords: LonLat | null },
): boolean {
  if (a.coords && b.coords) {
    return Math.abs(a.coords[0] - b.coords[0]) < 1e-4 && Math.abs(a.coords[1] - b.coords[1]) < 1e-4;
  }
  return a.title.trim().toLowerCase() === b.address.trim().toLowerCase();
}

/**
 * The list one address shorter, to fit where space is short (Telegram's CloudStorage): the last
 * address that is not the default goes; null when only the default (or nothing) is left.
 */
export function withoutLastAddress<T extends Pick<SavedAddress, 'isDefault'>>(
  list: readonly T[],
): T[] | null {
  let last = list.length - 1;
  while (last >= 0 && list[last]!.isDefault) last--;
  return last < 0 ? null : [...list.slice(0, last), ...list.slice(last + 1)];
}
