// What a courier needs beyond the street and house (issue 12; SPEC.md §3 User state addresses "flat,
// entrance, floor … comment", Server address "apartment, entrance, floor"; BACKEND-CONTRACT.md
// "Order creation" meta keys): flat or office, entrance, floor, intercom code, a note for the
// courier — or a private house, which has none of the first four. One rule for the address sheet,
// the checkout, the account's address book and the reference backend.

export interface AddressDetails {
  /** Flat or office. */
  flat: string;
  entrance: string;
  floor: string;
  /** The intercom or door code ('enter_code' in the vendor's meta). */
  intercom: string;
  /** A note for the courier ('the gate is round the corner'). */
  comment: string;
  /** A private house: no flat, entrance, floor or intercom to ask for. */
  privateHouse: boolean;
}

export type DetailField = 'flat' | 'entrance' | 'floor' | 'intercom' | 'comment';
export type DetailProblem = 'flat-required' | 'too-long';

/** The problems in the shop's language, for the reference backend's answers (the UI translates). */
export const DETAIL_PROBLEM_TEXT: Record<DetailProblem, string> = {
  'flat-required': 'Укажите квартиру или офис — или отметьте «Частный дом»',
  'too-long': 'Слишком длинное значение',
};

/** The longest value of each field, as the reference backend stores them. */
export const DETAIL_MAX: Record<DetailField, number> = {
  flat: 20,
  entrance: 20,
  floor: 20,
  intercom: 20,
  comment: 300,
};

/** The fields a private house does not have. */
export const BUILDING_FIELDS: readonly DetailField[] = ['flat', 'entrance', 'floor', 'intercom'];

export const emptyDetails = (): AddressDetails => ({
  flat: '',
  entrance: '',
  floor: '',
  intercom: '',
  comment: '',
  privateHouse: false,
});

/** Details as stored (untrusted): strings where strings belong, untrimmed (a form is editing them). */
export function readDetails(raw: unknown): AddressDetails {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const str = (k: DetailField) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  return {
    flat: str('flat'),
    entrance: str('entrance'),
    floor: str('floor'),
    intercom: str('intercom'),
    comment: str('comment'),
    privateHouse: r.privateHouse === true,
  };
}

/** Trimmed; a private house drops the building's fields (they went away from the form). */
export function normalizeDetails(d: Partial<AddressDetails> | null | undefined): AddressDetails {
  const privateHouse = d?.privateHouse === true;
  const field = (k: DetailField) =>
    privateHouse && BUILDING_FIELDS.includes(k) ? '' : String(d?.[k] ?? '').trim();
  return {
    flat: field('flat'),
    entrance: field('entrance'),
    floor: field('floor'),
    intercom: field('intercom'),
    comment: field('comment'),
    privateHouse,
  };
}

/**
 * A block of flats needs the flat (or office) for the courier to find the door; a private house
 * needs nothing more. Every field has its length limit. Empty when the details will do.
 */
export function addressDetailsProblems(
  d: Partial<AddressDetails>,
): Partial<Record<DetailField, DetailProblem>> {
  const n = normalizeDetails(d);
  const problems: Partial<Record<DetailField, DetailProblem>> = {};
  if (!n.privateHouse && n.flat === '') problems.flat = 'flat-required';
  for (const k of Object.keys(DETAIL_MAX) as DetailField[]) {
    if (n[k].length > DETAIL_MAX[k]) problems[k] = 'too-long';
  }
  return problems;
}

export const detailsComplete = (d: Partial<AddressDetails>): boolean =>
  Object.keys(addressDetailsProblems(d)).length === 0;

/**
 * The details as one line in the shop's language, for WooCommerce's `address_2` (what every
 * WooCommerce screen and e-mail prints under the street): 'кв. 12, подъезд 3, этаж 5, домофон 12К'.
 */
export function detailsLine(d: Partial<AddressDetails>): string {
  const n = normalizeDetails(d);
  if (n.privateHouse) return 'частный дом';
  return [
    n.flat && `кв. ${n.flat}`,
    n.entrance && `подъезд ${n.entrance}`,
    n.floor && `этаж ${n.floor}`,
    n.intercom && `домофон ${n.intercom}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export interface MetaEntry {
  key: string;
  value?: unknown;
}

/**
 * The order's meta in the vendor's keys (BACKEND-CONTRACT.md "Order creation"): billing_flat,
 * billing_entrance, billing_floor, billing_enter_code and the same without billing_; plus
 * private_house and courier_comment, which the vendor's list does not name.
 */
export function detailsMeta(d: Partial<AddressDetails>): { key: string; value: string }[] {
  const n = normalizeDetails(d);
  const pairs: [string, string][] = [
    ['flat', n.flat],
    ['entrance', n.entrance],
    ['floor', n.floor],
    ['enter_code', n.intercom],
  ];
  return [
    ...pairs.map(([k, value]) => ({ key: `billing_${k}`, value })),
    ...pairs.map(([key, value]) => ({ key, value })),
    { key: 'private_house', value: n.privateHouse ? '1' : '' },
    { key: 'courier_comment', value: n.comment },
  ].filter((m) => m.value !== '');
}

/** The details an order carries, read back from its meta (billing_ keys first). */
export function detailsFromMeta(meta: readonly MetaEntry[]): AddressDetails {
  const text = (key: string) => {
    const v = meta.find((m) => m.key === key)?.value;
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  };
  const first = (...keys: string[]) => keys.map(text).find((v) => v !== '') ?? '';
  const house = text('private_house');
  return normalizeDetails({
    flat: first('billing_flat', 'flat'),
    entrance: first('billing_entrance', 'entrance'),
    floor: first('billing_floor', 'floor'),
    intercom: first('billing_enter_code', 'enter_code'),
    comment: text('courier_comment'),
    privateHouse: house === '1' || house === 'yes' || house === 'true',
  });
}
