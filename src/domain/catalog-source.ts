// SPEC.md §4 Catalogue loading: which file the full catalogue comes from.
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
