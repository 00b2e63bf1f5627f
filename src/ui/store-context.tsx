// React access to the RootStore and the platform.
import { createContext, useContext } from 'react';
import type { RootStore } from '../stores/root-store.ts';

export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores outside <StoreContext.Provider>');
  return store;
}
