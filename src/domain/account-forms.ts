// Rules of the account forms: saved addresses and the birth date (SPEC.md §3 User state, §5).

/** SPEC.md §3 User state "addresses (id, address, flat, entrance, floor, number, comment, name, coords)". */
export interface SavedAddress {
  id: string;
  name: string;
  address: string;
  flat: string;
  entrance: string;
  floor: string;
  number: string;
  comment: string;
  /** [lat, lon], or null when the address was typed without a map. */
  coords: [number, number] | null;
}

export type AddressDraft = Omit<SavedAddress, 'id'> & { id: string | null };
export type AddressProblem = 'name-required' | 'address-required';

export const emptyAddress = (): AddressDraft => ({
  id: null,
  name: '',
  address: '',
  flat: '',
  entrance: '',
  floor: '',
  number: '',
  comment: '',
  coords: null,
});

/** SPEC.md §5 'Укажите название адреса': a saved address needs a name and the address itself. */
export function addressProblems(draft: Pick<AddressDraft, 'name' | 'address'>): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (!draft.name.trim()) problems.push('name-required');
  if (!draft.address.trim()) problems.push('address-required');
  return problems;
}

/** SPEC.md §3 user.birth is dd.mm.yyyy; a date input speaks yyyy-mm-dd. '' stays ''. */
export function birthToInput(birth: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(birth.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

export function birthFromInput(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/**
 * A birth date the customer may save: a real calendar day, not in the future and not before
 * 1900. `today` is yyyy-mm-dd in the shop's calendar (time is a parameter, never read here).
 */
export function isValidBirth(birth: string, today: string): boolean {
  const iso = birthToInput(birth);
  if (!iso) return false;
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1) return false;
  return y >= 1900 && iso <= today;
}
