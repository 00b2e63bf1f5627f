// 'Use my location' in the address sheet: where the customer is (the host's location: Telegram's
// location manager or the browser's geolocation), then the address there from the backend. The
// sheet picks it like a searched address, so the zone and the price follow at once.
import type { RootStore } from './root-store.ts';
import { deliveryApi, type AddressSuggestion } from '../api/delivery-api.ts';

export type MyLocation =
  | { kind: 'found'; address: AddressSuggestion }
  | { kind: 'denied' | 'unavailable' | 'not-found' | 'failed' };

export async function locateAddress(root: RootStore): Promise<MyLocation> {
  const locate = root.platform.locate;
  if (!locate) return { kind: 'unavailable' };
  const where = await locate();
  if (where.kind !== 'found') return { kind: where.kind };
  const r = await deliveryApi(root.api.client).reverse(where.latitude, where.longitude);
  if (r.ok) return { kind: 'found', address: r.data };
  return { kind: r.problem.kind === 'not-found' ? 'not-found' : 'failed' };
}
