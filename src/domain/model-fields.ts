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

/** Each list entry validated alone: one broken banner or popup never hides the others. */
export function parseEach<T>(schema: z.ZodMiniType<T>, items: unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
