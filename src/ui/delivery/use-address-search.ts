// Address suggestions as the customer types, from the backend's geocoder, a quarter-second after
// the last key press so a fast typist sends one request, not ten.
import { useEffect, useState } from 'react';
import { useStores } from '../store-context.tsx';
import { deliveryApi, type AddressSuggestion } from '../../api/delivery-api.ts';

export interface SearchState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  items: AddressSuggestion[];
}

const DEBOUNCE_MS = 250;

export function useAddressSearch(query: string, city: string, paused: boolean): SearchState {
  const store = useStores();
  const [state, setState] = useState<SearchState>({ status: 'idle', items: [] });
  useEffect(() => {
    const q = query.trim();
    if (paused || q.length < 2) {
      setState({ status: 'idle', items: [] });
      return;
    }
    let live = true;
    setState((s) => ({ status: 'loading', items: s.items }));
    const timer = setTimeout(() => {
      void deliveryApi(store.api.client)
        .suggest(q, city)
        .then((r) => {
          if (live)
            setState(r.ok ? { status: 'done', items: r.data } : { status: 'failed', items: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, city, paused, store]);
  return state;
}
