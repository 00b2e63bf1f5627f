// Placeholder replaced in the service-worker slice.
import type { RootStore } from '../stores/root-store.ts';
export function startServiceWorker(_store: RootStore) {}
