// SPEC.md §4 persistence of discount data and bonuses: what storage gives back is read field by
// field (domain/stored-state.ts) through the coupon and bonus stores' field lists.
import { describe, expect, it } from 'vitest';
import { readStored } from '../../../src/domain/stored-state';
import { storedBonusFields, storedDiscountFields } from '../../../src/domain/stored-discounts';

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

const read = (value: unknown) => readStored(JSON.stringify(value), storedDiscountFields);

describe('stored discounts', () => {
  it('keeps a chosen discount and the promo code', () => {
    const stored = {
      plan: { kind: 'choose', items: [item], stocks: [], signInGifts: [] },
      selectedIds: ['502'],
      choicePending: false,
      wantedGift: null,
      promocode: { value: 'MOSCOW100', type: 'fixed_cart', amount: 100 },
    };
    expect(read(stored)).toMatchObject({ value: stored, dropped: [], corrupt: false });
  });

  it.each([
    ['a plan of an unknown kind is dropped', { plan: { kind: 'all' } }, ['plan']],
    ['ids that are not strings are dropped', { selectedIds: [1, 2] }, ['selectedIds']],
    [
      'a negative promo amount is dropped',
      { promocode: { value: 'X', type: 'fixed_cart', amount: -5 } },
      ['promocode'],
    ],
  ])('%s', (_label, raw, dropped) => {
    expect(read(raw).dropped).toEqual(dropped);
  });

  it('a choice that offers nothing becomes no plan', () => {
    expect(read({ plan: { kind: 'choose', items: [] } }).value).toMatchObject({
      plan: { kind: 'none' },
    });
  });

  it('something that is not JSON is corrupt', () => {
    expect(readStored('{x', storedDiscountFields).corrupt).toBe(true);
  });
});

describe('stored bonuses', () => {
  it.each([
    [{ applied: 100 }, []],
    [{ applied: -1 }, ['applied']],
    [{ applied: 1.5 }, ['applied']],
    [{ applied: '100' }, ['applied']],
  ])('%j', (raw, dropped) => {
    expect(readStored(JSON.stringify(raw), storedBonusFields).dropped).toEqual(dropped);
  });
});
