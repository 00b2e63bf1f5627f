// Coupons and automatic discounts (SPEC.md §7): the list, the combining settings, autoapply, promo codes.
import { Hono } from 'hono';
import type { AppContext } from '../app.ts';
import { getOption } from '../db/db.ts';
import { CouponService, parseCartRequest } from './coupon-service.ts';
import { individualCouponIds } from './user-coupons.ts';
import { COUPON_REFUSAL_TEXT } from '../../src/domain/coupon-messages.ts';
import { bearer, jsonBody, requireUser, wpError } from '../http/route-helpers.ts';
import { TimeBudget } from '../http/request-limits.ts';
import { visibleCoupons } from '../../src/domain/coupon-eligibility.ts';

export function couponRoutes(ctx: AppContext) {
  const { db, auth, now, config } = ctx;
  const coupons = new CouponService(db, now);
  const r = new Hono();
  /** Signed-in user, anonymous (null), or 401 for a token that is not valid. */
  const optionalUser = (c: Parameters<typeof requireUser>[0]) =>
    bearer(c) ? requireUser(c, auth) : null;

  r.get('/wp-json/v1/autocoupons', (c) => {
    const userId = optionalUser(c);
    const own = new Set(userId === null ? [] : individualCouponIds(db, userId));
    // Which customers hold a personal coupon is nobody else's business: each sees only themselves;
    // coupons the shop hides (show_to_user false) and others' personal ones are not listed at all.
    const listed = coupons.all().map((cp) => ({
      ...cp,
      usage_avaible_users: own.has(cp.id) && userId !== null ? [userId] : [],
    }));
    return c.json(visibleCoupons(listed, userId === null ? null : { id: userId }));
  });

  r.get('/wp-json/systeminfo/v1/coupons/seettings', (c) =>
    c.json(getOption(db, 'coupon_settings') ?? {}),
  );

  r.post('/wp-json/wc/v3/coupons/autoapply', async (c) => {
    const userId = optionalUser(c);
    const cart = parseCartRequest(await jsonBody(c));
    return c.json(coupons.autoapply(cart, userId, new TimeBudget(config.pricingBudgetMs)));
  });

  r.post('/wp-json/api/flutter_woo/coupon', async (c) => {
    const userId = optionalUser(c);
    const body = await jsonBody(c);
    const code = typeof body.coupon_code === 'string' ? body.coupon_code : '';
    if (!code.trim()) return wpError(c, 400, 'coupon_empty', 'Введите промокод');
    const budget = new TimeBudget(config.pricingBudgetMs);
    const result = coupons.validate(code, parseCartRequest(body), userId, budget);
    if (!result.ok) {
      return c.json(
        {
          code: 'coupon_not_applicable',
          message: COUPON_REFUSAL_TEXT[result.reason],
          // reason + params: the storefront words the refusal in the customer's language.
          data: {
            status: 400,
            condition: result.reason,
            reason: `coupon.${result.reason}`,
            ...(result.params ? { params: result.params } : {}),
          },
        },
        400,
      );
    }
    return c.json({ success: true, message: 'Промокод успешно применён', coupon: result.coupon });
  });

  return r;
}
