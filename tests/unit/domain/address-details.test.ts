// The address a courier can deliver to (issue 12 item 1): flat or private house, limits, the
// vendor's meta keys and the line for WooCommerce's address_2 — the same rule on both sides.
import { describe, expect, it } from 'vitest';
import {
  addressDetailsProblems,
  detailsFromMeta,
  detailsLine,
  detailsMeta,
  emptyDetails,
  normalizeDetails,
  readDetails,
  type AddressDetails,
} from '../../../src/domain/address-details.ts';
import { cases } from '../../fixtures/cases';

const details = (over: Partial<AddressDetails> = {}): AddressDetails => ({
  ...emptyDetails(),
  ...over,
});

describe('addressDetailsProblems', () => {
  it.each<[string, Partial<AddressDetails>, Record<string, string>]>([
    ['a flat is enough', { flat: '12' }, {}],
    ['an office counts as a flat', { flat: 'офис 305' }, {}],
    ['a block of flats needs the flat', { entrance: '2', floor: '5' }, { flat: 'flat-required' }],
    ['spaces are not a flat', { flat: '   ' }, { flat: 'flat-required' }],
    ['a private house needs nothing more', { privateHouse: true }, {}],
    [
      'a private house ignores what was typed before it was ticked',
      { privateHouse: true, flat: '1'.repeat(40) },
      {},
    ],
    ['a flat number is 20 characters at most', { flat: '1'.repeat(21) }, { flat: 'too-long' }],
    ['an intercom code too', { flat: '1', intercom: '#'.repeat(21) }, { intercom: 'too-long' }],
    [
      'a note for the courier 300',
      { flat: '1', comment: 'a'.repeat(301) },
      { comment: 'too-long' },
    ],
  ])('%s', (_label, input, problems) => {
    expect(addressDetailsProblems(input)).toEqual(problems);
  });
});

describe('normalizeDetails', () => {
  it('trims, and a private house drops the building fields but keeps the note', () => {
    expect(
      normalizeDetails({
        flat: ' 12 ',
        entrance: '2',
        floor: '5',
        intercom: '12К',
        comment: ' калитка слева ',
        privateHouse: true,
      }),
    ).toEqual(details({ comment: 'калитка слева', privateHouse: true }));
  });
  it('anything missing is empty', () => {
    expect(normalizeDetails(undefined)).toEqual(emptyDetails());
  });
});

describe('detailsLine: WooCommerce address_2', () => {
  cases('%j → %s', detailsLine, [
    [
      { flat: '12', entrance: '2', floor: '5', intercom: '12К' },
      'кв. 12, подъезд 2, этаж 5, домофон 12К',
    ],
    [{ flat: '12' }, 'кв. 12'],
    [{ privateHouse: true, flat: '12' }, 'частный дом'],
    [{}, ''],
  ]);
});

describe('detailsMeta and detailsFromMeta: the vendor keys', () => {
  it('writes billing_ and plain keys (BACKEND-CONTRACT.md "Order creation")', () => {
    expect(
      detailsMeta(
        details({
          flat: '12',
          entrance: '2',
          floor: '5',
          intercom: '12К',
          comment: 'Код не работает',
        }),
      ),
    ).toEqual([
      { key: 'billing_flat', value: '12' },
      { key: 'billing_entrance', value: '2' },
      { key: 'billing_floor', value: '5' },
      { key: 'billing_enter_code', value: '12К' },
      { key: 'flat', value: '12' },
      { key: 'entrance', value: '2' },
      { key: 'floor', value: '5' },
      { key: 'enter_code', value: '12К' },
      { key: 'courier_comment', value: 'Код не работает' },
    ]);
  });
  it('a private house is one key', () => {
    expect(detailsMeta(details({ privateHouse: true, flat: '9' }))).toEqual([
      { key: 'private_house', value: '1' },
    ]);
  });
  it.each<[string, Partial<AddressDetails>]>([
    ['a flat', { flat: '12', entrance: '2', floor: '5', intercom: '12К', comment: 'тихо' }],
    ['a private house', { privateHouse: true, comment: 'калитка' }],
    ['nothing', {}],
  ])('reads back what it wrote: %s', (_label, input) => {
    expect(detailsFromMeta(detailsMeta(input))).toEqual(normalizeDetails(input));
  });
  it('reads an order that only has the plain keys, or numbers', () => {
    expect(
      detailsFromMeta([
        { key: 'flat', value: 7 },
        { key: 'enter_code', value: '7#' },
      ]),
    ).toEqual(details({ flat: '7', intercom: '7#' }));
  });
});

describe('readDetails: what storage gave back', () => {
  cases('%j', readDetails, [
    [{ flat: '12 ', privateHouse: false }, details({ flat: '12 ' })],
    [{ flat: 12, privateHouse: 'yes', comment: ['x'] }, details()],
    ['nonsense', details()],
    [null, details()],
  ]);
});
