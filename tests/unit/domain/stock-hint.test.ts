import { describe } from 'vitest';
import { stockCatalogSource, stockCookie, stockFromCookies } from '../../../src/domain/stock-hint';
import type { CatalogSettings } from '../../../src/domain/catalog-source';
import { cases } from '../../fixtures/cases';

describe('the stock cookie', () => {
  cases('stockFromCookies(%j) = %j', stockFromCookies, [
    ['stock=101', '101'],
    ['theme=dark; stock=101; lang=en', '101'],
    ['restock=7; stock=msk-2', 'msk-2'],
    ['stock=', null],
    // Only a warehouse id: never a path or anything else the server could be made to read.
    ['stock=../../etc/passwd', null],
    ['stock=%2Fapi%2Fx', null],
    ['stock=101 202', null],
    ['stocks=101', null],
    ['', null],
    [null, null],
    [undefined, null],
  ]);

  cases('stockCookie(%j, %j) = %s', stockCookie, [
    ['101', false, 'stock=101; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['101', true, 'stock=101; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
    [null, false, 'stock=; Path=/; Max-Age=0; SameSite=Lax'],
    ['a;b', false, 'stock=; Path=/; Max-Age=0; SameSite=Lax'],
  ]);
});

const shop = (
  fragmented: boolean,
  needAddressFirst = false,
  pricePath = '/api/stocks/prodcat-101.json',
): CatalogSettings => ({
  need_to_choose_address_first: needAddressFirst,
  settings: { fragmented_stosks_json: fragmented },
  locations: [
    { warehouse_id: '101', price_file_path: pricePath },
    { warehouse_id: '202', price_file_path: '' },
  ],
});

describe('the catalogue a page for a stock is drawn from (SPEC.md §4)', () => {
  cases('stockCatalogSource(%j, %s) = %j', stockCatalogSource, [
    // Fragmented stocks: the stock's own price file.
    [shop(true), '101', { kind: 'price-file', path: '/api/stocks/prodcat-101.json' }],
    // A location without a price file, a warehouse the shop does not have: the shared page.
    [shop(true), '202', null],
    [shop(true), '999', null],
    // One catalogue for every stock: nothing differs.
    [shop(false), '101', null],
    // Address first: a known stock gets the whole catalogue, not the choose-an-address one.
    [shop(false, true), '101', { kind: 'full' }],
    [shop(false, true), '999', null],
  ]);
});
