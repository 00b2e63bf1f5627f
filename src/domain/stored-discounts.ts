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

const storedSchema = z.object({
  plan: z.catch(planSchema, { kind: 'none' as const }),
  selectedIds: z.catch(z.array(z.string()), []),
  choicePending: z.catch(z.boolean(), false),
  wantedGift: z.catch(z.nullable(z.string()), null),
  promocode: z.catch(z.nullable(z.object({ value: z.string(), type: z.string(), amount })), null),
});

/** The readable part of a stored coupon state; null when nothing of it can be read. */
export function parseStoredDiscounts(raw: unknown): z.infer<typeof storedSchema> | null {
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { plan } = parsed.data;
  // A plan that offers something must say what.
  const sane = plan.kind === 'none' || (plan.items?.length ?? 0) > 0;
  return { ...parsed.data, plan: sane ? plan : { kind: 'none' } };
}

/** SPEC.md §3 Cart state bonusesApplied: whole points, never negative. */
export function parseStoredBonus(raw: unknown): { applied: number } {
  const applied = (raw as { applied?: unknown } | null)?.applied;
  return {
    applied: typeof applied === 'number' && Number.isInteger(applied) && applied >= 0 ? applied : 0,
  };
}
