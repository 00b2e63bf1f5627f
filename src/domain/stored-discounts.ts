// SPEC.md §4 "Persistence in the browser: … promocode, discount data, bonuses": what comes back from
// storage is checked before the stores take it, so a damaged or old entry loses only what cannot
// be read (the next autoapply answer rebuilds the plan) and never breaks the cart.
import * as z from 'zod/mini';

const amount = z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0));

const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.catch(z.string(), ''),
  amount,
  description: z.catch(z.string(), ''),
  discountType: z.enum(['percent', 'fixed_cart', 'free_gift', 'promo']),
  product: z.catch(
    z.nullable(z.object({ id: z.number(), variationId: z.number(), quantity: z.number() })),
    null,
  ),
  source: z.optional(z.enum(['coupon', 'promo', 'stock'])),
  code: z.optional(z.string()),
});
const items = z.catch(z.array(itemSchema), []);

const planSchema = z.object({
  kind: z.enum(['none', 'apply', 'choose']),
  items: z.optional(items),
  stocks: z.optional(items),
  signInGifts: z.optional(items),
});

/**
 * The coupon store's persisted fields (read back field by field by domain/stored-state.ts): a
 * damaged field loses only itself; a plan that offers something must say what.
 */
export const storedDiscountFields = {
  plan: z.pipe(
    planSchema,
    z.transform((plan) =>
      plan.kind === 'none' || (plan.items?.length ?? 0) > 0 ? plan : { kind: 'none' as const },
    ),
  ),
  selectedIds: z.array(z.string()),
  choicePending: z.boolean(),
  wantedGift: z.nullable(z.string()),
  promocode: z.nullable(
    z.object({ value: z.string().check(z.minLength(1)), type: z.string(), amount }),
  ),
};

/** SPEC.md §3 Cart state bonusesApplied: whole points, never negative. */
export const storedBonusFields = {
  applied: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0)),
};
