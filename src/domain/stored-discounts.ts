// SPEC.md §4 "Persistence in the browser: … promocode, discount data, bonuses": what comes back from
// storage is checked before the stores take it, so a damaged or old entry loses only what cannot
// be read (the next autoapply answer rebuilds the plan) and never breaks the cart.
import * as v from 'valibot';
import { object } from './model-fields.ts';

const amount = v.pipe(
  v.number(),
  v.check((n) => Number.isFinite(n) && n >= 0),
);

const itemSchema = object({
  id: v.string(),
  name: v.string(),
  image: v.fallback(v.string(), ''),
  amount,
  description: v.fallback(v.string(), ''),
  discountType: v.picklist(['percent', 'fixed_cart', 'free_gift', 'promo']),
  product: v.fallback(
    v.nullable(object({ id: v.number(), variationId: v.number(), quantity: v.number() })),
    null,
  ),
  source: v.optional(v.picklist(['coupon', 'promo', 'stock'])),
  code: v.optional(v.string()),
});
const items = v.fallback(v.array(itemSchema), []);

const planSchema = object({
  kind: v.picklist(['none', 'apply', 'choose']),
  items: v.optional(items),
  stocks: v.optional(items),
  signInGifts: v.optional(items),
});

/**
 * The coupon store's persisted fields (read back field by field by domain/stored-state.ts): a
 * damaged field loses only itself; a plan that offers something must say what.
 */
export const storedDiscountFields = {
  plan: v.pipe(
    planSchema,
    v.transform((plan) =>
      plan.kind === 'none' || (plan.items?.length ?? 0) > 0 ? plan : { kind: 'none' as const },
    ),
  ),
  selectedIds: v.array(v.string()),
  choicePending: v.boolean(),
  wantedGift: v.nullable(v.string()),
  promocode: v.nullable(
    object({ value: v.pipe(v.string(), v.minLength(1)), type: v.string(), amount }),
  ),
};

/** SPEC.md §3 Cart state bonusesApplied: whole points, never negative. */
export const storedBonusFields = {
  applied: v.pipe(
    v.number(),
    v.check((n) => Number.isInteger(n) && n >= 0),
  ),
};
