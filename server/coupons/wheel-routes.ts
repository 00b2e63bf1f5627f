// The fortune wheel (SPEC.md §7 GET /wheel/?user_id): the backend decides the prize, one spin per
// customer per shop-calendar day, and applies it (a personal coupon or bonus points).
// GET answers the prizes and today's result (null before the spin); POST spins. A repeated POST on
// the same day answers the stored result, so a retried request never spins twice.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app.ts';
import { getOption } from '../db/db.ts';
import { inShopLanguage } from '../catalog/string-translations.ts';
import { requireSameUser } from '../http/route-helpers.ts';
import { addBonus } from '../account/bonus-ledger.ts';
import { insertWheelCoupon } from './user-coupons.ts';
import { findSpin, insertSpin } from './wheel-store.ts';
import { DEFAULT_TIME_ZONE, localParts, zonedInstant } from '../../src/domain/zoned-time.ts';

interface Prize {
  id: string;
  label: string;
  color: string;
  /** Relative chance. */
  weight: number;
  kind: 'coupon' | 'bonus' | 'none';
  amount: number;
}

export const WHEEL_PRIZES: readonly Prize[] = [
  { id: 'discount-5', label: 'Скидка 5%', color: '#ff6b2c', weight: 22, kind: 'coupon', amount: 5 },
  { id: 'bonus-50', label: '50 бонусов', color: '#ffc93c', weight: 22, kind: 'bonus', amount: 50 },
  {
    id: 'discount-10',
    label: 'Скидка 10%',
    color: '#2fb36b',
    weight: 10,
    kind: 'coupon',
    amount: 10,
  },
  { id: 'none', label: 'Повезёт завтра', color: '#8e8e93', weight: 18, kind: 'none', amount: 0 },
  {
    id: 'bonus-100',
    label: '100 бонусов',
    color: '#3e88f7',
    weight: 12,
    kind: 'bonus',
    amount: 100,
  },
  {
    id: 'discount-15',
    label: 'Скидка 15%',
    color: '#e5484d',
    weight: 4,
    kind: 'coupon',
    amount: 15,
  },
  { id: 'bonus-20', label: '20 бонусов', color: '#00b8a9', weight: 10, kind: 'bonus', amount: 20 },
  {
    id: 'bonus-300',
    label: '300 бонусов',
    color: '#9b5de5',
    weight: 2,
    kind: 'bonus',
    amount: 300,
  },
];
const COUPON_DAYS = 7;

/** A won coupon's title in the customer's promo codes, in the shop's language (translated on read). */
export const wheelCouponTitle = (label: string) => `${label} (колесо фортуны)`;

function pick(random: (max: number) => number): Prize {
  const total = WHEEL_PRIZES.reduce((s, p) => s + p.weight, 0);
  let ticket = random(total);
  for (const prize of WHEEL_PRIZES) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return WHEEL_PRIZES[0]!;
}

export function wheelRoutes({ db, auth, now }: AppContext) {
  const r = new Hono();
  const timeZone = () => {
    const work = getOption<{ delivery_work_time?: Record<string, { wp_timezone?: string }> }>(
      db,
      'all_settings',
    )?.delivery_work_time;
    return Object.values(work ?? {})[0]?.wp_timezone || DEFAULT_TIME_ZONE;
  };
  const today = () => {
    const tz = timeZone();
    const p = localParts(now(), tz);
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    return { day, nextSpinAt: new Date(zonedInstant(p, 24 * 60, tz)).toISOString() };
  };
  const stored = (userId: number, day: string) => findSpin(db, userId, day);

  // The prizes' labels are the shop's texts: in the language the request asks for (&lang).
  const answer = (c: Context, userId: number) => {
    const { day, nextSpinAt } = today();
    const spin = stored(userId, day);
    const prize = spin && WHEEL_PRIZES.find((p) => p.id === spin.prize_id);
    const prizes = WHEEL_PRIZES.map(({ id, label, color }) => ({ id, label, color }));
    const result = prize
      ? { prize_id: prize.id, label: prize.label, coupon_code: spin.coupon_code ?? '' }
      : null;
    return c.json({
      ...inShopLanguage(db, { prizes, result }, c.req.query('lang')),
      next_spin_at: spin ? nextSpinAt : null,
    });
  };

  const spin = (userId: number) => {
    const { day } = today();
    if (stored(userId, day)) return;
    const prize = pick((max) => crypto.randomInt(0, max));
    const at = new Date(now());
    let code: string | null = null;
    db.transaction(() => {
      if (prize.kind === 'coupon') {
        code = `WHEEL-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
        const expires = new Date(at.getTime() + COUPON_DAYS * 86_400_000).toISOString();
        insertWheelCoupon(db, userId, {
          code,
          title: wheelCouponTitle(prize.label),
          amount: prize.amount,
          expiresAt: expires,
          createdAt: at.toISOString(),
        });
      }
      if (prize.kind === 'bonus') {
        addBonus(db, {
          userId,
          amount: prize.amount,
          kind: 'wheel',
          at: at.toISOString(),
        });
      }
      insertSpin(db, userId, day, { prize_id: prize.id, coupon_code: code }, at.toISOString());
    })();
  };

  for (const path of ['/wheel', '/wheel/']) {
    r.get(path, (c) => answer(c, requireSameUser(c, auth, c.req.query('user_id'))));
    r.post(path, (c) => {
      const userId = requireSameUser(c, auth, c.req.query('user_id'));
      spin(userId);
      return answer(c, userId);
    });
  }
  return r;
}
