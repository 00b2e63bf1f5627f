// Persistence of store fields through the platform's storage (SPEC.md §4 "Persistence in the browser").
import { makePersistable } from 'mobx-persist-store';
import type { KeyValueStorage } from '../../adapters/platform.ts';

/** Persists the listed fields under `store:{name}`; a corrupt stored value is dropped, never thrown. */
export function persist<T extends object, K extends keyof T & string>(
  target: T,
  name: string,
  properties: K[],
  storage: KeyValueStorage,
): Promise<unknown> {
  const key = `store:${name}`;
  const raw = storage.getItem(key);
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
    } catch (error) {
      console.warn(`stored ${name} is corrupt and was reset`, error);
      storage.removeItem(key);
    }
  }
  return makePersistable(
    target,
    { name: key, properties, storage, stringify: true, debugMode: false },
    { delay: 0, fireImmediately: false },
  );
}
