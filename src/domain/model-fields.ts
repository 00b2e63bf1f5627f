// The field shapes every model schema is built from (zod/mini), and the per-entry list parse.
import * as z from 'zod/mini';

export const num = z.coerce.number();
export const str = z.string();
/** Number or string id, kept as a string. */
export const idStr = z.pipe(z.union([z.number(), z.string()]), z.transform(String));
export const optStr = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
export const idList = z.catch(z.array(idStr), []);
export const bool = z.pipe(
  z.nullish(z.union([z.boolean(), z.string(), z.number()])),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true'),
);

/**
 * A list is parsed once per list and schema: the settings are replaced, never changed in place (a
 * new load is a new object), and the server renders every page of a data version from the same
 * settings, so their banners, methods and languages were parsed again for each page. The parsed
 * lists are shared: read them, never change them.
 */
const parsedLists = new WeakMap<readonly unknown[], WeakMap<object, unknown[]>>();

/** Each list entry validated alone: one broken banner or popup never hides the others. */
export function parseEach<T>(schema: z.ZodMiniType<T>, items: readonly unknown[]): T[] {
  let bySchema = parsedLists.get(items);
  if (!bySchema) parsedLists.set(items, (bySchema = new WeakMap()));
  let parsed = bySchema.get(schema) as T[] | undefined;
  if (!parsed) {
    parsed = items.flatMap((item) => {
      const one = schema.safeParse(item);
      return one.success ? [one.data] : [];
    });
    bySchema.set(schema, parsed);
  }
  return parsed;
}
