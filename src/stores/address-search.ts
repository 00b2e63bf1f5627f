// Address suggestions as the customer types, from the backend's geocoder, a quarter-second after
// the last key press so a fast typist sends one request, not ten; a late answer to an older query
// is dropped. One per address field (created by the field, API injected; not in the RootStore).
import { makeAutoObservable, runInAction } from 'mobx';
import { deliveryApi, type AddressSuggestion, type DeliveryApi } from '../api/delivery-api.ts';
import type { Clock, RootStore } from './root-store.ts';

export type { AddressSuggestion };

export interface SearchState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  items: AddressSuggestion[];
}

export const ADDRESS_DEBOUNCE_MS = 250;

export class AddressSearch implements SearchState {
  status: SearchState['status'] = 'idle';
  items: AddressSuggestion[] = [];
  /** Counts queries, so an answer to an older one is not shown. */
  private asked = 0;

  constructor(
    private api: Pick<DeliveryApi, 'suggest'>,
    private clock: Pick<Clock, 'setTimeout'>,
  ) {
    makeAutoObservable<AddressSearch, 'api' | 'clock' | 'asked'>(this, {
      api: false,
      clock: false,
      asked: false,
    });
  }

  /** What the field holds now; paused while it shows a picked suggestion. */
  search(query: string, city: string, paused: boolean): void {
    const n = ++this.asked;
    const q = query.trim();
    if (paused || q.length < 2) {
      this.status = 'idle';
      this.items = [];
      return;
    }
    this.status = 'loading';
    this.clock.setTimeout(() => {
      if (n !== this.asked) return;
      void this.api.suggest(q, city).then((r) =>
        runInAction(() => {
          if (n !== this.asked) return;
          this.status = r.ok ? 'done' : 'failed';
          this.items = r.ok ? r.data : [];
        }),
      );
    }, ADDRESS_DEBOUNCE_MS);
  }

  /** The field is gone: nothing pending is shown. */
  stop(): void {
    this.asked++;
  }
}

/** A search on the RootStore's client and clock. */
export function addressSearchOf(root: RootStore): AddressSearch {
  return new AddressSearch(deliveryApi(root.api.client), root.clock);
}
