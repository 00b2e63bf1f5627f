// SPEC.md §4 Catalogue loading: which file the full catalogue comes from, for the shop's settings
// and the chosen stock (the storefront's CatalogStore and the server's drawn pages alike).
import { describe } from 'vitest';
import { catalogSourceFor, type CatalogSettings } from '../../../src/domain/catalog-source';
import { cases } from '../../fixtures/cases';

const shop = (fragmented: boolean, needAddressFirst = false): CatalogSettings => ({
  need_to_choose_address_first: needAddressFirst,
  settings: { fragmented_stosks_json: fragmented },
  locations: [
    { warehouse_id: '101', price_file_path: '/api/stocks/prodcat-101.json' },
    { warehouse_id: '202', price_file_path: '' },
  ],
});

describe('the catalogue file (SPEC.md §4)', () => {
  cases('catalogSourceFor(%j, %j) = %j', catalogSourceFor, [
    // One catalogue for every stock.
    [shop(false), null, { kind: 'full' }],
    [shop(false), '101', { kind: 'full' }],
    // Fragmented stocks: the chosen location's own price file; the whole one without it.
    [shop(true), '101', { kind: 'price-file', path: '/api/stocks/prodcat-101.json' }],
    [shop(true), '202', { kind: 'full' }],
    [shop(true), null, { kind: 'full' }],
    // A stock the settings do not list is still a chosen place, with no price file of its own.
    [shop(true), '999', { kind: 'full' }],
    // Address first: nothing but the main file until a place is chosen.
    [shop(false, true), null, { kind: 'choose-address' }],
    [shop(true, true), null, { kind: 'choose-address' }],
    [shop(true, true), '101', { kind: 'price-file', path: '/api/stocks/prodcat-101.json' }],
    [shop(false, true), '999', { kind: 'full' }],
  ]);
});
