// Marks a flow (the address sheet, checkout) as open while the component shows, so nothing
// promotional opens on top of it (UiStore.inFlow; popups wait for it).
import { useEffect } from 'react';
import { useStores } from '../store-context.tsx';

export function useFlow(name: string): void {
  const { ui } = useStores();
  useEffect(() => ui.beginFlow(name), [ui, name]);
}
