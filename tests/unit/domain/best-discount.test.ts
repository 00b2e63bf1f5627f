// bestDiscountId: the offer worth most to this cart when only one may apply.
import { describe, expect, it } from 'vitest';
import type { DiscountItem } from '../../../src/domain/discount-choice.ts';
import {
  bestDiscountId,
  discountWorth,
  type DiscountWorthContext,
} from '../../../src/domain/best-discount.ts';

const item = (id: string, patch: Partial<DiscountItem>): DiscountItem => ({
  id,
  name: id,
  image: '',
  amount: 0,
  description: '',
  discountType: 'percent',
  product: null,
  ...patch,
});
const tenPercent = item('10%', { discountType: 'percent', amount: 10 });
const minus300 = item('-300', { discountType: 'fixed_cart', amount: 300 });
const rollGift = item('roll', {
  discountType: 'free_gift',
  amount: 1,
  product: { id: 7, variationId: 0, quantity: 1 },
});
const twoMors = item('mors', {
  discountType: 'free_gift',
  amount: 0,
  product: { id: 8, variationId: 0, quantity: 2 },
});
const promo = item('promo:TARELKA200', { discountType: 'promo', amount: 200 });

const ctx = (patch: Partial<DiscountWorthContext> = {}): DiscountWorthContext => ({
  items: 2950,
  promocode: null,
  giftPrice: (id) => ({ 7: 590, 8: 150 })[id] ?? null,
  ...patch,
});

describe('discountWorth', () => {
  it.each<[string, DiscountItem, Partial<DiscountWorthContext>, number]>([
    ['10% of 2950 ₽', tenPercent, {}, 295],
    ['a fixed 300 ₽', minus300, {}, 300],
    ['a fixed sum is worth no more than the items', minus300, { items: 250 }, 250],
    ['a gift roll at 1 ₽: 590 − 1', rollGift, {}, 589],
    ['two free mors: 2 × 150', twoMors, {}, 300],
    [
      'a gift the catalogue does not know is worth nothing known',
      rollGift,
      { giftPrice: () => null },
      0,
    ],
    [
      'the typed promo code by its own type',
      promo,
      { promocode: { value: 'TARELKA200', type: 'fixed_cart', amount: 200 } },
      200,
    ],
    [
      'a percent promo code',
      promo,
      { promocode: { value: 'P15', type: 'percent', amount: 15 } },
      442.5,
    ],
  ])('%s', (_name, offer, patch, worth) => {
    expect(discountWorth(offer, ctx(patch))).toBeCloseTo(worth);
  });
});

describe('bestDiscountId', () => {
  it.each<[string, DiscountItem[], Partial<DiscountWorthContext>, string | null]>([
    [
      'the gift roll beats 10% and two mors on a 2950 ₽ cart',
      [tenPercent, twoMors, rollGift],
      {},
      'roll',
    ],
    ['10% beats the roll on a big cart', [rollGift, tenPercent], { items: 8000 }, '10%'],
    ['a tie goes to the shop’s first offer', [minus300, twoMors], {}, '-300'],
    ['nothing worth anything known: no choice made', [rollGift], { giftPrice: () => null }, null],
    ['no offers', [], {}, null],
    [
      'the customer’s promo code can be the best',
      [tenPercent, promo],
      { promocode: { value: 'TARELKA500', type: 'fixed_cart', amount: 500 } },
      'promo:TARELKA200',
    ],
  ])('%s', (_name, offers, patch, best) => {
    expect(bestDiscountId(offers, ctx(patch))).toBe(best);
  });
});
