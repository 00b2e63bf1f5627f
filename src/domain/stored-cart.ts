// SPEC.md §4 "Persistence in the browser: cart …": what comes back from storage is checked line by
// line, so an old or damaged cart loses only what cannot be read, and never breaks the page.
import * as z from 'zod/mini';
import { lineKey, type CartLine } from './cart-price';

const num = z.number().check(z.refine(Number.isFinite));
const count = z.number().check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= 9999));

const storedLineSchema = z.object({
  id: z.number().check(z.refine((n) => Number.isInteger(n) && n > 0)),
  name: z.string(),
  price: num.check(z.refine((n) => n >= 0)),
  regular_price: z.catch(num, 0),
  image: z.catch(z.string(), ''),
  count,
  countable: z.catch(z.boolean(), true),
  measure_unit: z.catch(z.string(), ''),
  categories: z.catch(z.array(z.number()), []),
  portion_nat_size: z.catch(num, 0),
  add_to_basket_once: z.catch(num.check(z.refine((n) => n > 0)), 1),
  backet_first_cart_add_portion_minimum: z.catch(num, 0),
  supplements: z.catch(
    z.array(z.object({ id: z.number(), name: z.string(), price: num, count })),
    [],
  ),
  variation_id: z.catch(z.nullable(z.number()), null),
  variation_data: z.catch(z.nullable(z.record(z.string(), z.string())), null),
  acf: z.catch(
    z.nullable(
      z.object({
        combo_discount_type: z.catch(z.nullable(z.enum(['percent', 'fixed'])), null),
        combo_discount: z.catch(z.nullable(num), null),
      }),
    ),
    null,
  ),
  options: z.catch(z.array(z.object({ attributeId: z.string(), optionId: z.string() })), []),
  locations: z.catch(z.array(z.string()), []),
  free_limits: z.catch(z.nullable(z.object({ quantity: num })), null),
  exclude_from_min_cart: z.catch(z.boolean(), false),
  isGift: z.catch(z.optional(z.boolean()), undefined),
});

/** The readable lines of a stored cart; keys are rebuilt so two copies of a line merge. */
export function parseStoredLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const byKey = new Map<string, CartLine>();
  for (const item of raw) {
    const parsed = storedLineSchema.safeParse(item);
    if (!parsed.success) continue;
    const line: CartLine = { ...parsed.data, key: '' };
    line.key = (line.isGift ? 'gift:' : '') + lineKey(line);
    const existing = byKey.get(line.key);
    byKey.set(line.key, existing ? { ...existing, count: existing.count + line.count } : line);
  }
  return [...byKey.values()];
}

/** People count of SPEC.md §3 Cart state (default 1). */
export function parsePeopleCount(raw: unknown): number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 99 ? raw : 1;
}
