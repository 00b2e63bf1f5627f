// Saved addresses (issue 12 item 2): what saving one needs ('Укажите название адреса'), which one is
// preselected, and how each is explained when the shop cannot deliver there as it is.
import { describe, expect, it } from 'vitest';
import {
  defaultAddress,
  draftProblems,
  draftValid,
  emptyAddress,
  orderedAddresses,
  samePlace,
  savedAddressFit,
  type AddressDraft,
} from '../../../src/domain/saved-address.ts';
import type { DeliveryQuote } from '../../../src/domain/delivery-zone.ts';

const draft = (over: Partial<AddressDraft>): AddressDraft => ({ ...emptyAddress(), ...over });
const picked = { address: 'ул. Покровка, 17', coords: [37.645, 55.758] as [number, number] };

describe('draftProblems', () => {
  it.each<[string, Partial<AddressDraft>, unknown]>([
    ['complete', { name: 'Дом', ...picked, flat: '12' }, { details: {} }],
    [
      'no name: Укажите название адреса',
      { name: ' ', ...picked, flat: '12' },
      { name: 'name-required', details: {} },
    ],
    [
      'typed, not picked from the search: no point to deliver to',
      { name: 'Дом', address: 'Покровка 17', flat: '12' },
      { address: 'address-required', details: {} },
    ],
    [
      'a block of flats without the flat',
      { name: 'Дом', ...picked },
      { details: { flat: 'flat-required' } },
    ],
    ['a private house', { name: 'Дача', ...picked, privateHouse: true }, { details: {} }],
  ])('%s', (_label, over, problems) => {
    expect(draftProblems(draft(over))).toEqual(problems);
  });
  it('draftValid says the same', () => {
    expect(draftValid(draft({ name: 'Дом', ...picked, flat: '1' }))).toBe(true);
    expect(draftValid(draft({ name: 'Дом', ...picked }))).toBe(false);
  });
});

describe('savedAddressFit', () => {
  const ok = (warehouseId: string): DeliveryQuote => ({
    ok: true,
    zone: 'msk-centre',
    warehouseId,
    condition: {} as never,
    price: 199,
  });
  it.each<[string, [number, number] | null, DeliveryQuote | null, string | null, unknown]>([
    [
      'no point: Выберите корректный адрес',
      null,
      null,
      '101',
      { kind: 'problem', problem: 'invalid-address' },
    ],
    ['the zones still loading', [37.6, 55.7], null, '101', { kind: 'checking' }],
    [
      'outside every zone: Ваш адрес вне зоны доставки',
      [37.6, 55.7],
      { ok: false, problem: 'outside-zone' },
      '101',
      { kind: 'problem', problem: 'outside-zone' },
    ],
    [
      'a zone without prices: Невозможно определить стоимость доставки',
      [37.6, 55.7],
      { ok: false, problem: 'no-price' },
      '101',
      { kind: 'problem', problem: 'no-price' },
    ],
    [
      'in the city in play',
      [37.6, 55.7],
      ok('101'),
      '101',
      { kind: 'ok', warehouseId: '101', zone: 'msk-centre', otherCity: false },
    ],
    [
      'in another city: shown, explained',
      [82.9, 55.0],
      ok('202'),
      '101',
      { kind: 'ok', warehouseId: '202', zone: 'msk-centre', otherCity: true },
    ],
    [
      'no city chosen yet',
      [37.6, 55.7],
      ok('101'),
      null,
      { kind: 'ok', warehouseId: '101', zone: 'msk-centre', otherCity: false },
    ],
  ])('%s', (_label, coords, quote, current, fit) => {
    expect(savedAddressFit({ coords }, quote, current)).toEqual(fit);
  });
});

describe('the default address', () => {
  const list = [
    { id: 'a', isDefault: false },
    { id: 'b', isDefault: true },
    { id: 'c', isDefault: false },
  ];
  it('comes first and is preselected', () => {
    expect(orderedAddresses(list).map((a) => a.id)).toEqual(['b', 'a', 'c']);
    expect(defaultAddress(list)?.id).toBe('b');
  });
  it('none marked: nothing preselected, the order kept', () => {
    const none = list.map((a) => ({ ...a, isDefault: false }));
    expect(defaultAddress(none)).toBeNull();
    expect(orderedAddresses(none).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('samePlace', () => {
  it.each<
    [
      string,
      { title: string; coords: [number, number] | null },
      { address: string; coords: [number, number] | null },
      boolean,
    ]
  >([
    [
      'the same point',
      { title: 'x', coords: [37.64512, 55.75871] },
      { address: 'y', coords: [37.64515, 55.75869] },
      true,
    ],
    [
      'another house',
      { title: 'x', coords: [37.645, 55.758] },
      { address: 'x', coords: [37.655, 55.758] },
      false,
    ],
    [
      'no point: the same text',
      { title: 'Покровка, 17', coords: null },
      { address: 'покровка, 17 ', coords: null },
      true,
    ],
  ])('%s', (_label, a, b, same) => {
    expect(samePlace(a, b)).toBe(same);
  });
});
