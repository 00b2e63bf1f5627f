// A web host in memory for store tests: device storage in a Map, no host buttons, quiet haptics.
import type { Haptics, KeyValueStorage, Platform } from '../../../adapters/platform.ts';
import { barePlatform, memoryStorage } from '../../../adapters/bare-platform.ts';

export { memoryStorage };

export function fakePlatform(
  storage: KeyValueStorage = memoryStorage(),
  haptics: Haptics = {
    impact: () => undefined,
    notify: () => undefined,
    selection: () => undefined,
  },
): Platform {
  return { ...barePlatform(storage), haptics };
}
