// Persistence of store fields through the platform's storage (SPEC.md §4 "Persistence in the
// browser"). What was stored is checked field by field before the store sees it (stored-fields.ts):
// a bad value is dropped and logged, the rest is kept, and storage is rewritten without it.
// Reading is one checked JSON parse and writing one MobX reaction, so this is done here rather than
// through a persistence library (mobx-persist-store cost ~3 KB gzip on the home page for the same
// two steps).
import { ObservableMap, ObservableSet, reaction, runInAction, toJS } from 'mobx';
import type { KeyValueStorage } from '../../adapters/platform.ts';
import { readStored, type StoredFields } from '../domain/stored-state.ts';

/** Persists the fields listed in `fields` under `store:{name}`; nothing stored can throw. */
export function persist<T extends object>(
  target: T,
  name: string,
  fields: StoredFields,
  storage: KeyValueStorage,
): Promise<void> {
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
  const fieldsOf = target as Record<string, unknown>;
  const properties = Object.keys(fields).filter((p) => p in target);
  runInAction(() => {
    for (const p of properties) {
      const stored = read.value[p];
      if (stored === undefined) continue;
      const current = fieldsOf[p];
      if (current instanceof ObservableMap && Array.isArray(stored))
        fieldsOf[p] = new Map(stored as [unknown, unknown][]);
      else if (current instanceof ObservableSet && Array.isArray(stored))
        fieldsOf[p] = new Set(stored);
      else fieldsOf[p] = stored;
    }
  });
  // Every change of a listed field writes the store's entry again, at once.
  reaction(
    () =>
      JSON.stringify(
        Object.fromEntries(
          properties.map((p) => {
            const value = fieldsOf[p];
            if (value instanceof ObservableMap) return [p, [...toJS(value).entries()]];
            if (value instanceof ObservableSet) return [p, [...toJS(value)]];
            return [p, toJS(value)];
          }),
        ),
      ),
    (json) => {
      try {
        storage.setItem(key, json);
      } catch (error) {
        // A full or blocked storage: the page goes on, it only forgets on reload.
        console.warn(`could not store ${name}`, error);
      }
    },
  );
  return Promise.resolve();
}
