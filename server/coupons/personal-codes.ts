// Personal codes in an order's life (server/coupons/coupon-service.ts finds them): a fortune-wheel prize is used up
// by the order and given back if it is cancelled; a friend's referral code rewards its owner with
// REFERRAL.bonus points once the friend's order is handed over ("когда он закажет, мы начислим").
import type { Db } from '../db/db.ts';
import type { PersonalSource } from './coupon-service.ts';
import { couponRefused } from '../orders/order-discounts.ts';
import { filledText, type StringDictionary } from '../catalog/string-translations.ts';
import { addBonus } from '../account/bonus-ledger.ts';
import { freeOrderPrizes, markPrizeUsed } from './user-coupons.ts';
import {
  dropUnrewardedReferral,
  insertReferralUse,
  markReferralRewarded,
  unrewardedReferrer,
} from './referral-store.ts';

/** The referral coupon: a friend's first-order discount (BACKEND-CONTRACT "referal_info"). */
export const REFERRAL = { discount_type: 'percent', amount: 10, bonus: 200 } as const;

/**
 * The referral card's texts (referal_info), as the plugin's options hold them: templates in the
 * shop's language, translated like its other strings (filledText) and filled per customer.
 */
export const REFERRAL_TEXTS = {
  menu_text: 'Пригласите друга',
  text: 'Подарите другу скидку {amount}% на первый заказ по вашему промокоду, а когда он закажет, мы начислим вам {bonus} бонусов.',
  share: 'Дарю скидку {amount}% на первый заказ в «{shop}»! Промокод: {coupon}',
  shareNoShop: 'Дарю скидку {amount}% на первый заказ! Промокод: {coupon}',
} as const;

/** referal_info's menu_text, text and text_for_share in the dictionary's language. */
export function referralTexts(
  dictionary: StringDictionary,
  shop: string,
  coupon: string,
): { menu_text: string; text: string; text_for_share: string } {
  const values = { amount: REFERRAL.amount, bonus: REFERRAL.bonus, shop, coupon };
  return {
    menu_text: filledText(dictionary, REFERRAL_TEXTS.menu_text, values),
    text: filledText(dictionary, REFERRAL_TEXTS.text, values),
    text_for_share: filledText(
      dictionary,
      shop ? REFERRAL_TEXTS.share : REFERRAL_TEXTS.shareNoShop,
      values,
    ),
  };
}

interface OrderFacts {
  orderId: number;
  customerId: number;
  at: string;
  code: string;
}

/** Inside the order's transaction: marks the prize used, or notes the referral. */
export function redeemPersonal(db: Db, source: PersonalSource, order: OrderFacts): void {
  if (source.kind === 'prize') {
    if (!markPrizeUsed(db, { rowId: source.rowId, customerId: order.customerId }, order)) {
      throw couponRefused('used-up', order.code);
    }
    return;
  }
  insertReferralUse(db, {
    orderId: order.orderId,
    referrerId: source.referrerId,
    friendId: order.customerId,
    at: order.at,
  });
}

/** A cancelled order: its prize is usable again and its referral will reward nobody. */
export function restorePersonal(db: Db, orderId: number): void {
  freeOrderPrizes(db, orderId);
  dropUnrewardedReferral(db, orderId);
}

/** A handed-over order that came by a friend's code: the friend who invited gets the points. */
export function rewardReferral(db: Db, orderId: number, at: string): void {
  const referrerId = unrewardedReferrer(db, orderId);
  if (referrerId === undefined) return;
  addBonus(db, {
    userId: referrerId,
    amount: REFERRAL.bonus,
    kind: 'referral',
    orderId,
    at,
  });
  markReferralRewarded(db, orderId, at);
}
