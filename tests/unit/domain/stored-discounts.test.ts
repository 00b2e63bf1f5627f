// SPEC.md §4 persistence of discount data and bonuses: what storage gives back is checked first.
import { describe, expect, it } from 'vitest';
import { parseStoredBonus, parseStoredDiscounts } from '../../../src/domain/stored-discounts';

const item = {
  id: '502',
  name: '−300 ₽ на первый заказ',
  image: '',
  amount: 300,
  description: 'Скидка 300 р',
  discountType: 'fixed_cart',
  product: null,
  source: 'coupon',
  code: 'auto-first-300',
};

describe('parseStoredDiscounts', () => {
  it('keeps a chosen discount and the promo code', () => {
    const stored = {
      plan: { kind: 'choose', items: [item], stocks: [], signInGifts: [] },
      selectedIds: ['502'],
      choicePending: false,
      wantedGift: null,
      promocode: { value: 'MOSCOW100', type: 'fixed_cart', amount: 100 },
    };
    expect(parseStoredDiscounts(stored)).toEqual(stored);
  });

  it.each([
    ['an older entry with the promo code only', { promocode: null }, { kind: 'none' }, []],
    [
      'a plan of an unknown kind',
      { plan: { kind: 'all' }, selectedIds: ['1'] },
      { kind: 'none' },
      ['1'],
    ],
    ['a choice that offers nothing', { plan: { kind: 'choose', items: [] } }, { kind: 'none' }, []],
    [
      'items that cannot be read are dropped with the plan',
      { plan: { kind: 'apply', items: [{ id: 5 }] } },
      { kind: 'none' },
      [],
    ],
    ['ids that are not strings', { selectedIds: [1, 2] }, { kind: 'none' }, []],
  ])('%s', (_label, raw, plan, ids) => {
    const parsed = parseStoredDiscounts(raw);
    expect(parsed?.plan).toEqual(plan);
    expect(parsed?.selectedIds).toEqual(ids);
  });

  it('a negative promo amount is not kept', () => {
    expect(
      parseStoredDiscounts({ promocode: { value: 'X', type: 'fixed_cart', amount: -5 } })
        ?.promocode,
    ).toBeNull();
  });

  it('something that is not an object is nothing', () => {
    expect(parseStoredDiscounts('x')).toBeNull();
    expect(parseStoredDiscounts(null)).toBeNull();
  });
});

describe('parseStoredBonus', () => {
  it.each([
    [{ applied: 100 }, 100],
    [{ applied: -1 }, 0],
    [{ applied: 1.5 }, 0],
    [{ applied: '100' }, 0],
    [null, 0],
  ])('%j → %d', (raw, applied) => {
    expect(parseStoredBonus(raw)).toEqual({ applied });
  });
});
