// Telegram's CloudStorage behind the Platform's small async key-value interface (Mini Apps 6.9+):
// what follows the user to their other devices. Null on an older client, so the stores keep to
// device storage; every call ends in at most CLOUD_TIMEOUT_MS (a client that never answers must
// not hold anything up), and a refusal rejects for the caller to fall back.
import { cloudStorage } from '@telegram-apps/sdk-react';
import type { CloudStorage } from '../platform.ts';

export const CLOUD_TIMEOUT_MS = 5_000;

/** The SDK's cloudStorage functions used here (the real module, or a test's fake). */
export type CloudStorageSdk = Pick<
  typeof cloudStorage,
  'isSupported' | 'getItem' | 'setItem' | 'deleteItem' | 'getKeys'
>;

export function telegramCloudStorage(
  sdk: CloudStorageSdk = cloudStorage,
  timeout = CLOUD_TIMEOUT_MS,
): CloudStorage | null {
  try {
    if (!sdk.isSupported() || !sdk.getItem.isAvailable()) {
      console.info('[telegram] no CloudStorage on this client: device storage only');
      return null;
    }
  } catch (error) {
    console.info('[telegram] no CloudStorage', error);
    return null;
  }
  const options = { timeout };
  return {
    // An empty list would be answered without asking the client: same result, no round trip.
    get: async (keys) => (keys.length === 0 ? {} : { ...(await sdk.getItem(keys, options)) }),
    set: async (key, value) => void (await sdk.setItem(key, value, options)),
    remove: async (keys) => void (await sdk.deleteItem(keys, options)),
    keys: async () => [...(await sdk.getKeys(options))],
  };
}
