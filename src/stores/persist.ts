// Persistence of store fields through the platform's storage (SPEC.md §4 "Persistence in the
// browser"). What was stored is checked field by field before the store sees it (stored-fields.ts):
// a bad value is dropped and logged, the rest is kept, and storage is rewritten without it.
import { makePersistable } from 'mobx-persist-store';
import type { KeyValueStorage } from '../../adapters/platform.ts';
import { readStored, type StoredFields } from '../domain/stored-state.ts';

/** Persists the fields listed in `fields` under `store:{name}`; nothing stored can throw. */
export function persist<T extends object>(
  target: T,
  name: string,
  fields: StoredFields,
  storage: KeyValueStorage,
): Promise<unknown> {
  const key = `store:${name}`;
  const raw = storage.getItem(key);
  const read = readStored(raw, fields);
  if (read.corrupt) {
    console.warn(`stored ${name} is unreadable and was reset`);
    storage.removeItem(key);
  } else if (raw !== null && (read.dropped.length > 0 || JSON.stringify(read.value) !== raw)) {
    if (read.dropped.length > 0)
      console.warn(`stored ${name}: dropped ${read.dropped.join(', ')} (not readable)`);
    storage.setItem(key, JSON.stringify(read.value));
  }
  const properties = Object.keys(fields) as (keyof T & string)[];
  return makePersistable(
    target,
    { name: key, properties, storage, stringify: true, debugMode: false },
    { delay: 0, fireImmediately: false },
  );
}
