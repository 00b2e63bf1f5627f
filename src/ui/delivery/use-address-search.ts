// The address field's suggestions (AddressSearch in src/stores): one search per field, told what
// the field holds after each render.
import { useEffect, useState } from 'react';
import { useStores } from '../store-context.tsx';
import { addressSearchOf, type AddressSearch } from '../../stores/address-search.ts';

export function useAddressSearch(query: string, city: string, paused: boolean): AddressSearch {
  const store = useStores();
  const [search] = useState(() => addressSearchOf(store));
  useEffect(() => {
    search.search(query, city, paused);
  }, [search, query, city, paused]);
  useEffect(() => () => search.stop(), [search]);
  return search;
}
