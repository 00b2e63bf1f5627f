// SPEC.md §4 "Persistence in the browser: cart …": what comes back from storage is checked line by
// line, so an old or damaged cart loses only what cannot be read, and never breaks the page.
import * as v from 'valibot';
import { dict, finiteNumber as num, object } from './model-fields.ts';
import { lineKey, type CartLine } from './cart-price';

const count = v.pipe(
  v.number(),
  v.check((n) => Number.isInteger(n) && n > 0 && n <= 9999),
);

const storedLineSchema = object({
  id: v.pipe(
    v.number(),
    v.check((n) => Number.isInteger(n) && n > 0),
  ),
  name: v.string(),
  price: v.pipe(
    num,
    v.check((n) => n >= 0),
  ),
  regular_price: v.fallback(num, 0),
  image: v.fallback(v.string(), ''),
  count,
  countable: v.fallback(v.boolean(), true),
  measure_unit: v.fallback(v.string(), ''),
  categories: v.fallback(v.array(v.number()), []),
  portion_nat_size: v.fallback(num, 0),
  add_to_basket_once: v.fallback(
    v.pipe(
      num,
      v.check((n) => n > 0),
    ),
    1,
  ),
  backet_first_cart_add_portion_minimum: v.fallback(num, 0),
  supplements: v.fallback(
    v.array(object({ id: v.number(), name: v.string(), price: num, count })),
    [],
  ),
  variation_id: v.fallback(v.nullable(v.number()), null),
  variation_data: v.fallback(v.nullable(dict(v.string())), null),
  acf: v.fallback(
    v.nullable(
      object({
        combo_discount_type: v.fallback(v.nullable(v.picklist(['percent', 'fixed'])), null),
        combo_discount: v.fallback(v.nullable(num), null),
      }),
    ),
    null,
  ),
  options: v.fallback(v.array(object({ attributeId: v.string(), optionId: v.string() })), []),
  locations: v.fallback(v.array(v.string()), []),
  free_limits: v.fallback(v.nullable(object({ quantity: num })), null),
  exclude_from_min_cart: v.fallback(v.boolean(), false),
  isGift: v.fallback(v.optional(v.boolean()), undefined),
});

/** The readable lines of a stored cart; keys are rebuilt so two copies of a line merge. */
export function parseStoredLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const byKey = new Map<string, CartLine>();
  for (const item of raw) {
    const parsed = v.safeParse(storedLineSchema, item);
    if (!parsed.success) continue;
    const line: CartLine = { ...parsed.output, key: '' };
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
