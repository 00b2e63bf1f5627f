// SPEC.md §4 Catalogue loading: which file the full catalogue comes from.
import type { Location } from './shop-model.ts';
import type { Settings } from './settings-model.ts';

export type CatalogSource =
  { kind: 'full' } | { kind: 'price-file'; path: string } | { kind: 'choose-address' };

export function catalogSource(input: {
  fragmented: boolean;
  needAddressFirst: boolean;
  hasLocation: boolean;
  priceFilePath: string | null;
}): CatalogSource {
  if (input.needAddressFirst && !input.hasLocation) return { kind: 'choose-address' };
  if (input.fragmented && input.priceFilePath)
    return { kind: 'price-file', path: input.priceFilePath };
  return { kind: 'full' };
}

/** What of the shop's settings says which catalogue file a visitor gets. */
export type CatalogSettings = Pick<Settings, 'need_to_choose_address_first'> & {
  settings: Pick<Settings['settings'], 'fragmented_stosks_json'>;
  locations: readonly Pick<Location, 'warehouse_id' | 'price_file_path'>[];
};

/**
 * The catalogue file for the shop's settings and the chosen stock (null: none chosen yet), as the
 * storefront loads it and the server draws a page from it. A stock counts as a location even when
 * the settings list no location for it (then it has no price file of its own).
 */
export function catalogSourceFor(
  settings: CatalogSettings,
  warehouseId: string | null,
): CatalogSource {
  const location = settings.locations.find((l) => l.warehouse_id === warehouseId);
  return catalogSource({
    fragmented: settings.settings.fragmented_stosks_json,
    needAddressFirst: settings.need_to_choose_address_first,
    hasLocation: warehouseId !== null,
    priceFilePath: location?.price_file_path || null,
  });
}
