// Rules of the account forms: the birth date (SPEC.md §3 User state). Saved addresses have their
// own room (saved-address.ts).

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
