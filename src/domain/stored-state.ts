// SPEC.md §4 "Persistence in the browser": what comes back from storage was written by an older
// version, another tab, an extension or a person in the console. Each field is checked on its own,
// like the cart's lines (stored-cart.ts): a bad value is dropped (and named), the rest is kept, so
// no stored value can break a page or lock a customer out.
import * as v from 'valibot';
import { dict } from './model-fields.ts';

/** How each persisted field of a store must look. A schema may repair a value (drop bad items). */
export type StoredFields = Record<string, v.GenericSchema>;

export interface StoredRead {
  /** The fields that passed (repaired where their schema repairs), plus unknown keys as they were. */
  value: Record<string, unknown>;
  /** Fields whose stored value was unusable. */
  dropped: string[];
  /** The whole entry was unreadable (not JSON, or not an object). */
  corrupt: boolean;
}

export function readStored(raw: string | null, fields: StoredFields): StoredRead {
  if (raw === null) return { value: {}, dropped: [], corrupt: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: {}, dropped: [], corrupt: true };
  }
  return readFields(parsed, fields);
}

/** The same check for a value already parsed (a copy that came from CloudStorage). */
export function readFields(parsed: unknown, fields: StoredFields): StoredRead {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { value: {}, dropped: [], corrupt: true };
  }
  const value: Record<string, unknown> = { ...(parsed as Record<string, unknown>) };
  const dropped: string[] = [];
  for (const [key, schema] of Object.entries(fields)) {
    if (!(key in value)) continue;
    const checked = v.safeParse(schema, value[key]);
    if (checked.success) value[key] = checked.output;
    else {
      delete value[key];
      dropped.push(key);
    }
  }
  return { value, dropped, corrupt: false };
}

// ——— building blocks for the stores' field lists ———

/** A list whose unreadable items are left out (the list itself must be an array). */
export function listOf<T>(item: v.GenericSchema<unknown, T>, max = 1000) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.slice(0, max).flatMap((it) => {
        const r = v.safeParse(item, it);
        return r.success ? [r.output] : [];
      }),
    ),
  );
}

/** A map of counters whose unreadable entries are left out. */
export const countsById = v.pipe(
  dict(v.unknown()),
  v.transform((entries) =>
    Object.fromEntries(
      Object.entries(entries).filter(
        (e): e is [string, number] => Number.isInteger(e[1]) && (e[1] as number) >= 0,
      ),
    ),
  ),
);

/** Product ids: positive integers, each once, in their order. */
export const productIds = v.pipe(
  listOf(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n > 0),
    ),
  ),
  v.transform((ids) => [...new Set(ids)]),
);

/** A short text such as an id or a language code. */
export const shortText = (max = 200) => v.pipe(v.string(), v.maxLength(max));
